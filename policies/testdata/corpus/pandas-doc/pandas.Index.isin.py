import numpy as np
import pandas as pd
idx = pd.Index([1,2,3])
idx

idx.isin([1, 4])

midx = pd.MultiIndex.from_arrays([[1,2,3],
                                 ['red', 'blue', 'green']],
                                 names=('number', 'color'))
midx

midx.isin(['red', 'orange', 'yellow'], level='color')

midx.isin([(1, 'red'), (3, 'red')])

dates = ['2000-03-11', '2000-03-12', '2000-03-13']
dti = pd.to_datetime(dates)
dti

dti.isin(['2000-03-11'])
