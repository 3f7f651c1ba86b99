import numpy as np
import pandas as pd
td = pd.Timedelta('1 days 2 min 3 us 42 ns')
td.asm8

td = pd.Timedelta('2 min 3 s')
td.asm8

td = pd.Timedelta('3 ms 5 us')
td.asm8

td = pd.Timedelta(42, unit='ns')
td.asm8
