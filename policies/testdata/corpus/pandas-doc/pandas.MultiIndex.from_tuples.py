import numpy as np
import pandas as pd
tuples = [(1, 'red'), (1, 'blue'),
          (2, 'red'), (2, 'blue')]
pd.MultiIndex.from_tuples(tuples, names=('number', 'color'))
