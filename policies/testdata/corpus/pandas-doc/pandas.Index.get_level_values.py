import numpy as np
import pandas as pd
idx = pd.Index(list('abc'))
idx

idx.get_level_values(0)
