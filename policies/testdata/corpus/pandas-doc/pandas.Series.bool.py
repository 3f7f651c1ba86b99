import numpy as np
import pandas as pd
pd.Series([True]).bool()
pd.Series([False]).bool()

pd.DataFrame({'col': [True]}).bool()
pd.DataFrame({'col': [False]}).bool()
