import pandas as pd
import numpy as np



s1 = pd.Series([0, 1, 2], index=["a", "b", "b"])
s1.reindex(["a", "b", "c"])



df1 = pd.DataFrame([[0, 1, 2], [3, 4, 5]], columns=["A", "A", "B"])
df1



df1["B"]  # a series



df1["A"]  # a DataFrame



df2 = pd.DataFrame({"A": [0, 1, 2]}, index=["a", "a", "b"])
df2
df2.loc["b", "A"]  # a scalar
df2.loc["a", "A"]  # a Series



df2
df2.index.is_unique
df2.columns.is_unique



df2.index.duplicated()



df2.loc[~df2.index.duplicated(), :]



df2.groupby(level=0).mean()



pd.Series([0, 1, 2], index=["a", "b", "b"]).set_flags(allows_duplicate_labels=False)



pd.DataFrame([[0, 1, 2], [3, 4, 5]], columns=["A", "B", "C"],).set_flags(
    allows_duplicate_labels=False
)



df = pd.DataFrame({"A": [0, 1, 2, 3]}, index=["x", "y", "X", "Y"]).set_flags(
    allows_duplicate_labels=False
)
df
df.flags.allows_duplicate_labels



df2 = df.set_flags(allows_duplicate_labels=True)
df2.flags.allows_duplicate_labels



df2.flags.allows_duplicate_labels = False
df2.flags.allows_duplicate_labels



df.rename(str.upper)



s1 = pd.Series(0, index=["a", "b"]).set_flags(allows_duplicate_labels=False)
s1
s1.head().rename({"a": "b"})
