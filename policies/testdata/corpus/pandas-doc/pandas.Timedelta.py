import numpy as np
import pandas as pd
td = pd.Timedelta(1, "d")
td

td2 = pd.Timedelta(days=1)
td2
