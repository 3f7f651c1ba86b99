import numpy as np
import statsmodels.api as sm
imp = mice.MICEData(data)
imp.set_imputer('x1', formula='x2 + np.square(x2) + x3')
for j in range(20):
    imp.update_all()
    imp.data.to_csv('data%02d.csv' % j)
