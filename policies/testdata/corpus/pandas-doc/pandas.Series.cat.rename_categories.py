import numpy as np
import pandas as pd
c = pd.Categorical(['a', 'a', 'b'])
c.rename_categories([0, 1])

c.rename_categories({'a': 'A', 'c': 'C'})

c.rename_categories(lambda x: x.upper())
