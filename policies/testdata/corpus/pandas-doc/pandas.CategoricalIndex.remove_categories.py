import numpy as np
import pandas as pd
c = pd.Categorical(['a', 'c', 'b', 'c', 'd'])
c

c.remove_categories(['d', 'a'])
