import numpy as np
import pandas as pd
s = SparseArray([0, 0, 1, 0, 2], fill_value=0)
s.sp_values
