import numpy as np
import pandas as pd
period = pd.Period("2015-10-23", freq='H')
period.day_of_year
period = pd.Period("2012-12-31", freq='D')
period.day_of_year
period = pd.Period("2013-01-01", freq='D')
period.day_of_year
