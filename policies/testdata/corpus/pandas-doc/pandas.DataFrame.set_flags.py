import numpy as np
import pandas as pd
df = pd.DataFrame({"A": [1, 2]})
df.flags.allows_duplicate_labels
df2 = df.set_flags(allows_duplicate_labels=False)
df2.flags.allows_duplicate_labels
