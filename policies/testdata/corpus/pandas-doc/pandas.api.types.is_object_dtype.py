import numpy as np
import pandas as pd
is_object_dtype(object)
is_object_dtype(int)
is_object_dtype(np.array([], dtype=object))
is_object_dtype(np.array([], dtype=int))
is_object_dtype([1, 2, 3])
