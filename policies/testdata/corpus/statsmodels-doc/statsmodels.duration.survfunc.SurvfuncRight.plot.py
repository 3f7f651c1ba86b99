import numpy as np
import statsmodels.api as sm
import statsmodels.api as sm
data = sm.datasets.get_rdataset("flchain", "survival").data
df = data.loc[data.sex == "F", :]
sf = sm.SurvfuncRight(df["futime"], df["death"])
fig = sf.plot()
ax = fig.get_axes()[0]
li = ax.get_lines()
li[0].set_color('purple')
li[1].set_color('purple')

fig = sf.plot()
ax = fig.get_axes()[0]
li = ax.get_lines()
li[1].set_visible(False)
