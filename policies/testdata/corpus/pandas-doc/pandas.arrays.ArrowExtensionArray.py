import numpy as np
import pandas as pd
pd.array([1, 1, None], dtype="int64[pyarrow]")
