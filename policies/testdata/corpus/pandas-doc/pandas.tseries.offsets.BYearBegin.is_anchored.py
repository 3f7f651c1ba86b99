import numpy as np
import pandas as pd
pd.DateOffset().is_anchored()
pd.DateOffset(2).is_anchored()
