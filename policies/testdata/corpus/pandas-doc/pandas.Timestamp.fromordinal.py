import numpy as np
import pandas as pd
pd.Timestamp.fromordinal(737425)
