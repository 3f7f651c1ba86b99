import numpy as np
import pandas as pd
pd.StringDtype()

pd.StringDtype(storage="pyarrow")
