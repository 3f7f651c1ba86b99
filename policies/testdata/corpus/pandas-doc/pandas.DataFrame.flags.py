import numpy as np
import pandas as pd
df = pd.DataFrame({"A": [1, 2]})
df.flags

df.flags.allows_duplicate_labels
df.flags.allows_duplicate_labels = False

df.flags["allows_duplicate_labels"]
df.flags["allows_duplicate_labels"] = True
