import numpy as np
import pandas as pd
is_categorical_dtype(object)
is_categorical_dtype(CategoricalDtype())
is_categorical_dtype([1, 2, 3])
is_categorical_dtype(pd.Categorical([1, 2, 3]))
is_categorical_dtype(pd.CategoricalIndex([1, 2, 3]))
