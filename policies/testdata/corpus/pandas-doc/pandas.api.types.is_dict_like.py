import numpy as np
import pandas as pd
is_dict_like({1: 2})
is_dict_like([1, 2, 3])
is_dict_like(dict)
is_dict_like(dict())
