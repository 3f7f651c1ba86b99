import numpy as np
import pandas as pd
ts = pd.Timestamp(1584226800, unit='s', tz='Europe/Stockholm')
ts.tz
