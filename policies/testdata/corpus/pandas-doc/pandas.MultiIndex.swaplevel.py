import numpy as np
import pandas as pd
mi = pd.MultiIndex(levels=[['a', 'b'], ['bb', 'aa']],
                   codes=[[0, 0, 1, 1], [0, 1, 0, 1]])
mi
mi.swaplevel(0, 1)
