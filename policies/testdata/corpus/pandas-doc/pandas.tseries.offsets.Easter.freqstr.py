import numpy as np
import pandas as pd
pd.DateOffset(5).freqstr

pd.offsets.BusinessHour(2).freqstr

pd.offsets.Nano().freqstr

pd.offsets.Nano(-3).freqstr
