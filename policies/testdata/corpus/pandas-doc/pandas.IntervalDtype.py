import numpy as np
import pandas as pd
pd.IntervalDtype(subtype='int64', closed='both')
