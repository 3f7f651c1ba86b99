import numpy as np
import pandas as pd
s = pd.Series(["caribou", "tiger"])
s

s.str.pad(width=10)

s.str.pad(width=10, side='right', fillchar='-')

s.str.pad(width=10, side='both', fillchar='-')
