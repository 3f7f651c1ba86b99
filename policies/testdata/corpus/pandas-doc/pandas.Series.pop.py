import numpy as np
import pandas as pd
ser = pd.Series([1,2,3])

ser.pop(0)

ser
