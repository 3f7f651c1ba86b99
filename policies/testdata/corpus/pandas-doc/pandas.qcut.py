import numpy as np
import pandas as pd
pd.qcut(range(5), 4)


pd.qcut(range(5), 3, labels=["good", "medium", "bad"])


pd.qcut(range(5), 4, labels=False)
