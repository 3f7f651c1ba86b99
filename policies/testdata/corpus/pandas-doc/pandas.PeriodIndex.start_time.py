import numpy as np
import pandas as pd
period = pd.Period('2012-1-1', freq='D')
period

period.start_time

period.end_time
