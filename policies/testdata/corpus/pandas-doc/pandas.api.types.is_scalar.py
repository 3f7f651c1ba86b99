import numpy as np
import pandas as pd
import datetime
dt = datetime.datetime(2018, 10, 3)
pd.api.types.is_scalar(dt)

pd.api.types.is_scalar([2, 3])

pd.api.types.is_scalar({0: 1, 2: 3})

pd.api.types.is_scalar((0, 2))

from fractions import Fraction
pd.api.types.is_scalar(Fraction(3, 5))
