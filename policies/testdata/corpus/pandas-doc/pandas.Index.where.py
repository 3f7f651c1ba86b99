import numpy as np
import pandas as pd
idx = pd.Index(['car', 'bike', 'train', 'tractor'])
idx
idx.where(idx.isin(['car', 'train']), 'other')
