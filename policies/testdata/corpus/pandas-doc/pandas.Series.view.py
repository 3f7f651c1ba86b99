import numpy as np
import pandas as pd
s = pd.Series([-2, -1, 0, 1, 2], dtype='int8')
s

us = s.view('uint8')
us

us[0] = 128
s
