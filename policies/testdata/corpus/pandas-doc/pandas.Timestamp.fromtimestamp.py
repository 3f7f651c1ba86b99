import numpy as np
import pandas as pd
pd.Timestamp.fromtimestamp(1584199972)
