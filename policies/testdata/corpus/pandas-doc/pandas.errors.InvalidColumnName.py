import numpy as np
import pandas as pd
df = pd.DataFrame({"0categories": pd.Series([2, 2])})
df.to_stata('test') 
# InvalidColumnName: Not all pandas column names were valid Stata variable...
