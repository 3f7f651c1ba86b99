import numpy as np
import pandas as pd
s = pd.Series(["A_Str_Series"])
s

s.str.split("_")

s.str.replace("_", "")
