import numpy as np
import pandas as pd
ts = pd.Timestamp('2020-03-14T15:32:52.192548')
ts.timestamp()
