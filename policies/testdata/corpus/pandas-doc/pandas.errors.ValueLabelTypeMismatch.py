import numpy as np
import pandas as pd
df = pd.DataFrame({"categories": pd.Series(["a", 2], dtype="category")})
df.to_stata('test') 
# ValueLabelTypeMismatch: Stata value labels (pandas categories) must be str...
