import numpy as np
import pandas as pd
pd.array([True, False, None], dtype="boolean")
