import numpy as np
import pandas as pd
dti = pd.date_range(start='2014-08-01 09:00',
                    freq='H', periods=3, tz='Europe/Berlin')

dti

dti.tz_convert('US/Central')

dti = pd.date_range(start='2014-08-01 09:00', freq='H',
                    periods=3, tz='Europe/Berlin')

dti

dti.tz_convert(None)
