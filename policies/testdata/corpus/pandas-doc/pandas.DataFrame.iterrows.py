import numpy as np
import pandas as pd
df = pd.DataFrame([[1, 1.5]], columns=['int', 'float'])
row = next(df.iterrows())[1]
row
print(row['int'].dtype)
print(df['int'].dtype)
