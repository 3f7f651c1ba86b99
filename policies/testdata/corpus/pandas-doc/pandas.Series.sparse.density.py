import numpy as np
import pandas as pd
s = SparseArray([0, 0, 1, 1, 1], fill_value=0)
s.density
