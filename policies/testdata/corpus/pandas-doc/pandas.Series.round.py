import numpy as np
import pandas as pd
s = pd.Series([0.1, 1.3, 2.7])
s.round()
