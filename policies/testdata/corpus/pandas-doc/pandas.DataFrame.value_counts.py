import numpy as np
import pandas as pd
df = pd.DataFrame({'num_legs': [2, 4, 4, 6],
                   'num_wings': [2, 0, 0, 0]},
                  index=['falcon', 'dog', 'cat', 'ant'])
df

df.value_counts()

df.value_counts(sort=False)

df.value_counts(ascending=True)

df.value_counts(normalize=True)

df = pd.DataFrame({'first_name': ['John', 'Anne', 'John', 'Beth'],
                   'middle_name': ['Smith', pd.NA, pd.NA, 'Louise']})
df

df.value_counts()

df.value_counts(dropna=False)
