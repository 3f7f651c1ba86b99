import numpy as np
import pandas as pd
pd.Series(['a', 'b']).dt
