import numpy as np
import pandas as pd
pd.array(['a', 'b'], dtype=str)

pd.array(['a', 'b'], dtype=np.dtype("<U1"))

pd.array(['2015', '2016'], dtype='datetime64[ns]')

pd.array(["1H", "2H"], dtype='timedelta64[ns]')

pd.array([1, 2])

pd.array([1, 2, np.nan])

pd.array([1.1, 2.2])

pd.array(["a", None, "c"])

with pd.option_context("string_storage", "pyarrow"):
    arr = pd.array(["a", None, "c"])

arr

pd.array([pd.Period('2000', freq="D"), pd.Period("2000", freq="D")])

pd.array(['a', 'b', 'a'], dtype='category')

pd.array(['a', 'b', 'a'],
         dtype=pd.CategoricalDtype(['a', 'b', 'c'], ordered=True))

pd.array([1 + 1j, 3 + 2j])

pd.array([1, 2], dtype=np.dtype("int32"))

pd.array(1)
