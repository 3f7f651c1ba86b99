import numpy as np
import pandas as pd
pd.BooleanDtype()
