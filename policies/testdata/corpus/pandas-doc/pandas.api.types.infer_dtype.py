import numpy as np
import pandas as pd
import datetime
infer_dtype(['foo', 'bar'])

infer_dtype(['a', np.nan, 'b'], skipna=True)

infer_dtype(['a', np.nan, 'b'], skipna=False)

infer_dtype([b'foo', b'bar'])

infer_dtype([1, 2, 3])

infer_dtype([1, 2, 3.5])

infer_dtype([1.0, 2.0, 3.5])

infer_dtype(['a', 1])

infer_dtype([Decimal(1), Decimal(2.0)])

infer_dtype([True, False])

infer_dtype([True, False, np.nan])

infer_dtype([pd.Timestamp('20130101')])

infer_dtype([datetime.date(2013, 1, 1)])

infer_dtype([np.datetime64('2013-01-01')])

infer_dtype([datetime.timedelta(0, 1, 1)])

infer_dtype(pd.Series(list('aabc')).astype('category'))
