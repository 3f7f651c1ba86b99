import numpy as np
import pandas as pd
df = pd.DataFrame({"A": [1, 2]}, index=['a', 'a'])
df.flags.allows_duplicate_labels
df.flags.allows_duplicate_labels = False
