import numpy as np
import pandas as pd
pd.bdate_range(start='1/1/2018', end='1/08/2018')
