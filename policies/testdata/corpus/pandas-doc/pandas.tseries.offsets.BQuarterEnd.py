import numpy as np
import pandas as pd
from pandas.tseries.offsets import BQuarterEnd
ts = pd.Timestamp('2020-05-24 05:01:15')
ts + BQuarterEnd()
ts + BQuarterEnd(2)
ts + BQuarterEnd(1, startingMonth=2)
ts + BQuarterEnd(startingMonth=2)
