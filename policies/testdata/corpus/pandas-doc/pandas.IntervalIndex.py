import numpy as np
import pandas as pd
pd.interval_range(start=0, end=5)
