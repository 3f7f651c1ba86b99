import numpy as np
import pandas as pd
td = pd.Timedelta(days=6, minutes=50, seconds=3,
                  milliseconds=10, microseconds=10, nanoseconds=12)

td.isoformat()
pd.Timedelta(hours=1, seconds=10).isoformat()
pd.Timedelta(days=500.5).isoformat()
