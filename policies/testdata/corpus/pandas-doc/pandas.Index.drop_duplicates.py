import numpy as np
import pandas as pd
idx = pd.Index(['lama', 'cow', 'lama', 'beetle', 'lama', 'hippo'])

idx.drop_duplicates(keep='first')

idx.drop_duplicates(keep='last')

idx.drop_duplicates(keep=False)
