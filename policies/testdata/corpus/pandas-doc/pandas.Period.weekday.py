import numpy as np
import pandas as pd
per = pd.Period('2017-12-31 22:00', 'H')
per.dayofweek

per = pd.Period('2017-12-31 22:00', '4H')
per.dayofweek
per.start_time.dayofweek

per = pd.Period('2018-01', 'M')
per.dayofweek
per.end_time.dayofweek
