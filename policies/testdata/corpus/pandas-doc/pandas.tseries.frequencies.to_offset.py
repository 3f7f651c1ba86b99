import numpy as np
import pandas as pd
to_offset("5min")

to_offset("1D1H")

to_offset("2W")

to_offset("2B")

to_offset(pd.Timedelta(days=1))

to_offset(Hour())
