import numpy as np
import pandas as pd
s = pd.Series(np.random.uniform(size=100))
pd.plotting.bootstrap_plot(s)
