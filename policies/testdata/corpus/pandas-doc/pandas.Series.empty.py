import numpy as np
import pandas as pd
df_empty = pd.DataFrame({'A' : []})
df_empty
df_empty.empty

df = pd.DataFrame({'A' : [np.nan]})
df
df.empty
df.dropna().empty

ser_empty = pd.Series({'A' : []})
ser_empty
ser_empty.empty
ser_empty = pd.Series()
ser_empty.empty
