import numpy as np
import pandas as pd
idx = pd.Index(["Watermelon", "Orange", "Apple",
                "Watermelon"]).astype("category")
idx.is_categorical()

idx = pd.Index([1, 3, 5, 7])
idx.is_categorical()

s = pd.Series(["Peter", "Victor", "Elisabeth", "Mar"])
s
s.index.is_categorical()
