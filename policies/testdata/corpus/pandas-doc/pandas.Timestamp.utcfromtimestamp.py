import numpy as np
import pandas as pd
pd.Timestamp.utcfromtimestamp(1584199972)
