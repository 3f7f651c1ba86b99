import numpy as np
import pandas as pd
df = pd.DataFrame()
df.flags
df.flags.allows_duplicate_labels = False
df.flags

df.flags['allows_duplicate_labels'] = True
df.flags
