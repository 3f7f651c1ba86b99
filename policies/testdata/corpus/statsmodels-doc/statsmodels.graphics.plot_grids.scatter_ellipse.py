import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
import matplotlib.pyplot as plt
import numpy as np

from statsmodels.graphics.plot_grids import scatter_ellipse
data = sm.datasets.statecrime.load_pandas().data
fig = plt.figure(figsize=(8,8))
scatter_ellipse(data, varnames=data.columns, fig=fig)
plt.show()
