import numpy as np
import pandas as pd
s = pd.Series(pd.date_range('20180310', periods=2))
s

s.dt.to_pydatetime()

s = pd.Series(pd.date_range('20180310', periods=2, freq='ns'))
s

s.dt.to_pydatetime()
