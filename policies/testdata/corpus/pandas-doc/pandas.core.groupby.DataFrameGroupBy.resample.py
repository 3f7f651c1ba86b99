import numpy as np
import pandas as pd
idx = pd.date_range('1/1/2000', periods=4, freq='T')
df = pd.DataFrame(data=4 * [range(2)],
                  index=idx,
                  columns=['a', 'b'])
df.iloc[2, 0] = 5
df

df.groupby('a').resample('3T').sum()

df.groupby('a').resample('30S').sum()

df.groupby('a').resample('M').sum()

df.groupby('a').resample('3T', closed='right').sum()

df.groupby('a').resample('3T', closed='right', label='right').sum()
