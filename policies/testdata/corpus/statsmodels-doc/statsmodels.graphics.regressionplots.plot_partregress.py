import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
import matplotlib.pyplot as plt

crime_data = sm.datasets.statecrime.load_pandas()
sm.graphics.plot_partregress(endog='murder', exog_i='hs_grad',
                             exog_others=['urban', 'poverty', 'single'],
                             data=crime_data.data, obs_labels=False)
plt.show()
