import numpy as np
import pandas as pd
rng = pd.date_range(pd.Timestamp("2018-03-10 09:00"),
                    periods=3, freq='s')
rng.strftime('%B %d, %Y, %r')
