import numpy as np
import pandas as pd
import collections
a = ([],)
isinstance(a, collections.abc.Hashable)
is_hashable(a)
