import numpy as np
import pandas as pd
import datetime
is_iterator((x for x in []))
is_iterator([1, 2, 3])
is_iterator(datetime.datetime(2017, 1, 1))
is_iterator("foo")
is_iterator(1)
