import numpy as np
import pandas as pd
from pandas.arrays import SparseArray
arr = SparseArray([0, 0, 1, 2])
arr
