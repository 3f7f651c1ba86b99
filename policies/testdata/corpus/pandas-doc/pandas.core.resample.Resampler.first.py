import numpy as np
import pandas as pd
df = pd.DataFrame(dict(A=[1, 1, 3], B=[None, 5, 6], C=[1, 2, 3],
                       D=['3/11/2000', '3/12/2000', '3/13/2000']))
df['D'] = pd.to_datetime(df['D'])
df.groupby("A").first()
df.groupby("A").first(min_count=2)
df.groupby("A").first(numeric_only=True)
