import numpy as np
import matplotlib.pyplot as plt
from scipy.spatial import ConvexHull, convex_hull_plot_2d

rng = np.random.default_rng()
points = rng.random((30, 2))
hull = ConvexHull(points)

_ = convex_hull_plot_2d(hull)
plt.show()
