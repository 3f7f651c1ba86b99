import numpy as np
import pandas as pd
import datetime
is_list_like([1, 2, 3])
is_list_like({1, 2, 3})
is_list_like(datetime.datetime(2017, 1, 1))
is_list_like("foo")
is_list_like(1)
is_list_like(np.array([2]))
is_list_like(np.array(2))
