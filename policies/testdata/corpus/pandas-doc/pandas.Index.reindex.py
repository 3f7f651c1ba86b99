import numpy as np
import pandas as pd
idx = pd.Index(['car', 'bike', 'train', 'tractor'])
idx
idx.reindex(['car', 'bike'])
