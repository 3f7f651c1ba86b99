import numpy as np
import pandas as pd
pd.timedelta_range(start='1 day', periods=4)

pd.timedelta_range(start='1 day', periods=4, closed='right')

pd.timedelta_range(start='1 day', end='2 days', freq='6H')

pd.timedelta_range(start='1 day', end='5 days', periods=4)
