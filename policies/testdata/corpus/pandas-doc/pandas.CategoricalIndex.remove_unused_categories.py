import numpy as np
import pandas as pd
c = pd.Categorical(['a', 'c', 'b', 'c', 'd'])
c

c[2] = 'a'
c[4] = 'c'
c

c.remove_unused_categories()
