import numpy as np
import pandas as pd
df = pd.DataFrame([['HI', 'Temp'], ['HI', 'Precip'],
                   ['NJ', 'Temp'], ['NJ', 'Precip']],
                  columns=['a', 'b'])
df

pd.MultiIndex.from_frame(df)

pd.MultiIndex.from_frame(df, names=['state', 'observation'])
