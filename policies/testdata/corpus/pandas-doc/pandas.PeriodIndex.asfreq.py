import numpy as np
import pandas as pd
pidx = pd.period_range('2010-01-01', '2015-01-01', freq='A')
pidx

pidx.asfreq('M')

pidx.asfreq('M', how='S')
