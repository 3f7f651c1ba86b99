import numpy as np
import pandas as pd
ser = pd.Series([1, 2, 3])
np.asarray(ser)

tzser = pd.Series(pd.date_range('2000', periods=2, tz="CET"))
np.asarray(tzser, dtype="object")

np.asarray(tzser, dtype="datetime64[ns]")  
