import numpy as np
import pandas as pd
a = pd.Categorical(["b", "c"])
b = pd.Categorical(["a", "b"])
pd.api.types.union_categoricals([a, b])

pd.api.types.union_categoricals([a, b], sort_categories=True)

a = pd.Categorical(["a", "b"], ordered=True)
b = pd.Categorical(["a", "b", "a"], ordered=True)
pd.api.types.union_categoricals([a, b])

a = pd.Categorical(["a", "b"], ordered=True)
b = pd.Categorical(["a", "b", "c"], ordered=True)
pd.api.types.union_categoricals([a, b])

a = pd.Categorical(["a", "b", "c"], ordered=True)
b = pd.Categorical(["c", "b", "a"], ordered=True)
pd.api.types.union_categoricals([a, b], ignore_order=True)

a = pd.Series(["b", "c"], dtype='category')
b = pd.Series(["a", "b"], dtype='category')
pd.api.types.union_categoricals([a, b])
