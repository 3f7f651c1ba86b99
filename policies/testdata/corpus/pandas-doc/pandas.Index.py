import numpy as np
import pandas as pd
pd.Index([1, 2, 3])

pd.Index(list('abc'))
