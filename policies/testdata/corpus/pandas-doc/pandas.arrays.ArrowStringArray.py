import numpy as np
import pandas as pd
pd.array(['This is', 'some text', None, 'data.'], dtype="string[pyarrow]")
