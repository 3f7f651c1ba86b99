import numpy as np
import pandas as pd
df = pd.DataFrame({"B": [0, 1, 2, np.nan, 4]})
df

df.expanding(1).sum()
df.expanding(3).sum()
