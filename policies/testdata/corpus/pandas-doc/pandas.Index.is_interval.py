import numpy as np
import pandas as pd
idx = pd.Index([pd.Interval(left=0, right=5),
                pd.Interval(left=5, right=10)])
idx.is_interval()

idx = pd.Index([1, 3, 5, 7])
idx.is_interval()
