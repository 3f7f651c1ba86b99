import numpy as np
import matplotlib.pyplot as plt
from scipy.spatial import Delaunay, delaunay_plot_2d

rng = np.random.default_rng()
points = rng.random((30, 2))
tri = Delaunay(points)

_ = delaunay_plot_2d(tri)
plt.show()
