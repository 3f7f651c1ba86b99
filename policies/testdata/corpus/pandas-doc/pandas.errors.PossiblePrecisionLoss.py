import numpy as np
import pandas as pd
df = pd.DataFrame({"s": pd.Series([1, 2**53], dtype=np.int64)})
df.to_stata('test') 
# PossiblePrecisionLoss: Column converted from int64 to float64...
