import numpy as np
import pandas as pd
pd.IntervalIndex.from_breaks([0, 1, 2, 3])
