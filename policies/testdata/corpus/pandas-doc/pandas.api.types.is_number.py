import numpy as np
import pandas as pd
from pandas.api.types import is_number
is_number(1)
is_number(7.15)

is_number(False)

is_number("foo")
is_number("5")
