import numpy as np
import pandas as pd
index = pd.arrays.IntervalArray.from_breaks(range(4))
index
index.set_closed('both')
