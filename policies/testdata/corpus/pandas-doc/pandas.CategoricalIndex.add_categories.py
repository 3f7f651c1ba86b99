import numpy as np
import pandas as pd
c = pd.Categorical(['c', 'b', 'c'])
c

c.add_categories(['d', 'a'])
