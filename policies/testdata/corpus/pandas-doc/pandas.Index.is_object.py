import numpy as np
import pandas as pd
idx = pd.Index(["Apple", "Mango", "Watermelon"])
idx.is_object()

idx = pd.Index(["Apple", "Mango", 2.0])
idx.is_object()

idx = pd.Index(["Watermelon", "Orange", "Apple",
                "Watermelon"]).astype("category")
idx.is_object()

idx = pd.Index([1.0, 2.0, 3.0, 4.0])
idx.is_object()
