import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3, 4])
s.quantile(.5)
s.quantile([.25, .5, .75])
