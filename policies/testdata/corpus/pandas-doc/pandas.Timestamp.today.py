import numpy as np
import pandas as pd
pd.Timestamp.today()    

pd.NaT.today()
