import numpy as np
import pandas as pd
pd.CategoricalIndex(["a", "b", "c", "a", "b", "c"])

c = pd.Categorical(["a", "b", "c", "a", "b", "c"])
pd.CategoricalIndex(c)

ci = pd.CategoricalIndex(
    ["a", "b", "c", "a", "b", "c"], ordered=True, categories=["c", "b", "a"]
)
ci
ci.min()
