import numpy as np
import pandas as pd
freq = pd.DateOffset(1)
freq_copy = freq.copy()
freq is freq_copy
