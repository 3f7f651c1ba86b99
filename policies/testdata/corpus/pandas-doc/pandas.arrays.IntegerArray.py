import numpy as np
import pandas as pd
int_array = pd.array([1, None, 3], dtype=pd.Int32Dtype())
int_array

pd.array([1, None, 3], dtype='Int32')

pd.array([1, None, 3], dtype='UInt16')
