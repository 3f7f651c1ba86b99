import numpy as np
import pandas as pd
idx = pd.Index([1, 5, 7, 7])
idx.has_duplicates

idx = pd.Index([1, 5, 7])
idx.has_duplicates

idx = pd.Index(["Watermelon", "Orange", "Apple",
                "Watermelon"]).astype("category")
idx.has_duplicates

idx = pd.Index(["Orange", "Apple",
                "Watermelon"]).astype("category")
idx.has_duplicates
