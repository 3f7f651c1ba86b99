import numpy as np
import pandas as pd
is_categorical([1, 2, 3])

cat = pd.Categorical([1, 2, 3])
is_categorical(cat)
is_categorical(pd.Series(cat))
is_categorical(pd.CategoricalIndex([1, 2, 3]))
