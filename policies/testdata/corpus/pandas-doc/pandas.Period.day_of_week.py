import numpy as np
import pandas as pd
per = pd.Period('2017-12-31 22:00', 'H')
per.day_of_week

per = pd.Period('2017-12-31 22:00', '4H')
per.day_of_week
per.start_time.day_of_week

per = pd.Period('2018-01', 'M')
per.day_of_week
per.end_time.day_of_week
