import numpy as np
import pandas as pd
df = pd.DataFrame({'A': [1, 2], 'B': [0.5, 0.75]},
                  index=['a', 'b'])
df
df.to_records()

df.index = df.index.rename("I")
df.to_records()

df.to_records(index=False)

df.to_records(column_dtypes={"A": "int32"})

df.to_records(index_dtypes="<S2")

index_dtypes = f"<S{df.index.str.len().max()}"
df.to_records(index_dtypes=index_dtypes)
