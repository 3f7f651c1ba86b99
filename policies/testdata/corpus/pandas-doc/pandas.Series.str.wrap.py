import numpy as np
import pandas as pd
s = pd.Series(['line to be wrapped', 'another line to be wrapped'])
s.str.wrap(12)
