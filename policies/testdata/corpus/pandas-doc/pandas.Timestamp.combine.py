import numpy as np
import pandas as pd
from datetime import date, time
pd.Timestamp.combine(date(2020, 3, 14), time(15, 30, 15))
