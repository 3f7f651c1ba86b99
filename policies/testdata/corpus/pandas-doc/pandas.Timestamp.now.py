import numpy as np
import pandas as pd
pd.Timestamp.now()  

pd.NaT.now()
