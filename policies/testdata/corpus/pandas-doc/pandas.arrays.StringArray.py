import numpy as np
import pandas as pd
pd.array(['This is', 'some text', None, 'data.'], dtype="string")

pd.array(['1', 1], dtype="object")
pd.array(['1', 1], dtype="string")

pd.array(["a", None, "c"], dtype="string") == "a"
