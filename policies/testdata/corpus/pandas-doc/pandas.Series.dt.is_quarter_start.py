import numpy as np
import pandas as pd
df = pd.DataFrame({'dates': pd.date_range("2017-03-30",
                  periods=4)})
df.assign(quarter=df.dates.dt.quarter,
          is_quarter_start=df.dates.dt.is_quarter_start)

idx = pd.date_range('2017-03-30', periods=4)
idx

idx.is_quarter_start
