import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3, 4])
s.to_dict()
from collections import OrderedDict, defaultdict
s.to_dict(OrderedDict)
dd = defaultdict(list)
s.to_dict(dd)
