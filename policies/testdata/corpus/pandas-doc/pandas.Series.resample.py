import numpy as np
import pandas as pd
index = pd.date_range('1/1/2000', periods=9, freq='T')
series = pd.Series(range(9), index=index)
series

series.resample('3T').sum()

series.resample('3T', label='right').sum()

series.resample('3T', label='right', closed='right').sum()

series.resample('30S').asfreq()[0:5]   # Select first 5 rows

series.resample('30S').ffill()[0:5]

series.resample('30S').bfill()[0:5]

def custom_resampler(arraylike):
    return np.sum(arraylike) + 5

series.resample('3T').apply(custom_resampler)

s = pd.Series([1, 2], index=pd.period_range('2012-01-01',
                                            freq='A',
                                            periods=2))
s
s.resample('Q', convention='start').asfreq()

q = pd.Series([1, 2, 3, 4], index=pd.period_range('2018-01-01',
                                                  freq='Q',
                                                  periods=4))
q
q.resample('M', convention='end').asfreq()

d = {'price': [10, 11, 9, 13, 14, 18, 17, 19],
     'volume': [50, 60, 40, 100, 50, 100, 40, 50]}
df = pd.DataFrame(d)
df['week_starting'] = pd.date_range('01/01/2018',
                                    periods=8,
                                    freq='W')
df
df.resample('M', on='week_starting').mean()

days = pd.date_range('1/1/2000', periods=4, freq='D')
d2 = {'price': [10, 11, 9, 13, 14, 18, 17, 19],
      'volume': [50, 60, 40, 100, 50, 100, 40, 50]}
df2 = pd.DataFrame(
    d2,
    index=pd.MultiIndex.from_product(
        [days, ['morning', 'afternoon']]
    )
)
df2
df2.resample('D', level=0).sum()

start, end = '2000-10-01 23:30:00', '2000-10-02 00:30:00'
rng = pd.date_range(start, end, freq='7min')
ts = pd.Series(np.arange(len(rng)) * 3, index=rng)
ts

ts.resample('17min').sum()

ts.resample('17min', origin='epoch').sum()

ts.resample('17min', origin='2000-01-01').sum()

ts.resample('17min', origin='start').sum()

ts.resample('17min', offset='23h30min').sum()

ts.resample('17min', origin='end').sum()

ts.resample('17min', origin='end_day').sum()

ts.resample('17min', offset='2min').sum()

from pandas.tseries.frequencies import to_offset
loffset = '19min'
ts_out = ts.resample('17min').sum()
ts_out.index = ts_out.index + to_offset(loffset)
ts_out
