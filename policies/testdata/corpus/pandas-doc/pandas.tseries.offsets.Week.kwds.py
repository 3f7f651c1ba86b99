import numpy as np
import pandas as pd
pd.DateOffset(5).kwds

pd.offsets.FY5253Quarter().kwds
