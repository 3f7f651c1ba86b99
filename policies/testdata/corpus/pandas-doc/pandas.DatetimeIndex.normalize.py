import numpy as np
import pandas as pd
idx = pd.date_range(start='2014-08-01 10:00', freq='H',
                    periods=3, tz='Asia/Calcutta')
idx
idx.normalize()
