import numpy as np
import pandas as pd
index = pd.date_range('1/1/2000', periods=4, freq='T')
series = pd.Series([0.0, None, 2.0, 3.0], index=index)
df = pd.DataFrame({'s': series})
df

df.asfreq(freq='30S')

df.asfreq(freq='30S', fill_value=9.0)

df.asfreq(freq='30S', method='bfill')
