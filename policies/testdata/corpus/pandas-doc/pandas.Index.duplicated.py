import numpy as np
import pandas as pd
idx = pd.Index(['lama', 'cow', 'lama', 'beetle', 'lama'])
idx.duplicated()

idx.duplicated(keep='first')

idx.duplicated(keep='last')

idx.duplicated(keep=False)
