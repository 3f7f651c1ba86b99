import numpy as np
import pandas as pd
pd.Index([1, 2, 3]).all()

pd.Index([0, 1, 2]).all()
