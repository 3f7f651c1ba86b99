import numpy as np
import pandas as pd
ser = pd.Series(pd.Categorical(['a', 'b', 'a']))
ser.to_numpy()

ser = pd.Series(pd.date_range('2000', periods=2, tz="CET"))
ser.to_numpy(dtype=object)

ser.to_numpy(dtype="datetime64[ns]")
