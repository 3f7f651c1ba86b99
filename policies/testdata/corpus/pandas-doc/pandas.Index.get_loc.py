import numpy as np
import pandas as pd
unique_index = pd.Index(list('abc'))
unique_index.get_loc('b')

monotonic_index = pd.Index(list('abbc'))
monotonic_index.get_loc('b')

non_monotonic_index = pd.Index(list('abcb'))
non_monotonic_index.get_loc('b')
