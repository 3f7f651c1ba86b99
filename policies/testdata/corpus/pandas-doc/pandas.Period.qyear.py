import numpy as np
import pandas as pd
per = pd.Period('2018Q1', freq='Q')
per.qyear
per.year

per = pd.Period('2018Q1', freq='Q-MAR')
per.start_time
per.qyear
per.year
