import numpy as np
import pandas as pd
from pandas.tseries.offsets import BQuarterBegin
ts = pd.Timestamp('2020-05-24 05:01:15')
ts + BQuarterBegin()
ts + BQuarterBegin(2)
ts + BQuarterBegin(startingMonth=2)
ts + BQuarterBegin(-1)
