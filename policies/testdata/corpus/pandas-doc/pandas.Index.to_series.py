import numpy as np
import pandas as pd
idx = pd.Index(['Ant', 'Bear', 'Cow'], name='animal')

idx.to_series()

idx.to_series(index=[0, 1, 2])

idx.to_series(name='zoo')
