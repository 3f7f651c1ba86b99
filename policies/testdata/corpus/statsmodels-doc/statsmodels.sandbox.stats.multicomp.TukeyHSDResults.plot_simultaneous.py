import numpy as np
import statsmodels.api as sm
from statsmodels.examples.try_tukey_hsd import cylinders, cyl_labels
from statsmodels.stats.multicomp import MultiComparison
cardata = MultiComparison(cylinders, cyl_labels)
results = cardata.tukeyhsd()
results.plot_simultaneous()

results.plot_simultaneous(comparison_name="USA")
