import numpy as np
import statsmodels.api as sm
imp = mice.MICEData(data)
fml = 'y ~ x1 + x2 + x3 + x4'
mice = mice.MICE(fml, sm.OLS, imp)
results = mice.fit(10, 10)
print(results.summary())

imp = mice.MICEData(data)
fml = 'y ~ x1 + x2 + x3 + x4'
mice = mice.MICE(fml, sm.OLS, imp)
results = []
for k in range(10):
    x = mice.next_sample()
    results.append(x)
