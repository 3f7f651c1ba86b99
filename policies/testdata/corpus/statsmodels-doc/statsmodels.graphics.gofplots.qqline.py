import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
import numpy as np
import matplotlib.pyplot as plt
from statsmodels.graphics.gofplots import qqline

foodexp = sm.datasets.engel.load()
x = foodexp.exog
y = foodexp.endog
ax = plt.subplot(111)
plt.scatter(x, y)
ax.set_xlabel(foodexp.exog_name[0])
ax.set_ylabel(foodexp.endog_name)
qqline(ax, "r", x, y)
plt.show()
