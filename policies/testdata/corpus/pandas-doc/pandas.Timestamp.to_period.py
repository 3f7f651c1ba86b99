import numpy as np
import pandas as pd
ts = pd.Timestamp('2020-03-14T15:32:52.192548651')
# Year end frequency
ts.to_period(freq='Y')

# Month end frequency
ts.to_period(freq='M')

# Weekly frequency
ts.to_period(freq='W')

# Quarter end frequency
ts.to_period(freq='Q')
