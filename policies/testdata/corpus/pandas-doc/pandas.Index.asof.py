import numpy as np
import pandas as pd
idx = pd.Index(['2013-12-31', '2014-01-02', '2014-01-03'])
idx.asof('2014-01-01')

idx.asof('2014-01-02')

idx.asof('1999-01-02')

idx_not_sorted = pd.Index(['2013-12-31', '2015-01-02',
                           '2014-01-03'])
idx_not_sorted.asof('2013-12-31')
