import numpy as np
import pandas as pd
idx = pd.Index(['Ant', 'Bear', 'Cow'], name='animal')
idx.to_frame()

idx.to_frame(index=False)

idx.to_frame(index=False, name='zoo')
