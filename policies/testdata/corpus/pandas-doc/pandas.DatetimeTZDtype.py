import numpy as np
import pandas as pd
pd.DatetimeTZDtype(tz='UTC')

pd.DatetimeTZDtype(tz='dateutil/US/Central')
