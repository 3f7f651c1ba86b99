import numpy as np
import pandas as pd
df = pd.DataFrame(dict(A=[1, 1, 3], B=[5, None, 6], C=[1, 2, 3]))
df.groupby("A").last()
