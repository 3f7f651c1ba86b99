import numpy as np
import statsmodels.api as sm
dot_plot(points=point_values)

dot_plot(points=point_values, lines=label_values)
