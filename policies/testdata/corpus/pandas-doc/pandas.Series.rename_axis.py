import numpy as np
import pandas as pd
s = pd.Series(["dog", "cat", "monkey"])
s
s.rename_axis("animal")

df = pd.DataFrame({"num_legs": [4, 4, 2],
                   "num_arms": [0, 0, 2]},
                  ["dog", "cat", "monkey"])
df
df = df.rename_axis("animal")
df
df = df.rename_axis("limbs", axis="columns")
df

df.index = pd.MultiIndex.from_product([['mammal'],
                                       ['dog', 'cat', 'monkey']],
                                      names=['type', 'name'])
df

df.rename_axis(index={'type': 'class'})

df.rename_axis(columns=str.upper)
