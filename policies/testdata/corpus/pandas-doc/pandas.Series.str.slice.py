import numpy as np
import pandas as pd
s = pd.Series(["koala", "dog", "chameleon"])
s

s.str.slice(start=1)

s.str.slice(start=-1)

s.str.slice(stop=2)

s.str.slice(step=2)

s.str.slice(start=0, stop=5, step=3)

s.str[0:5:3]
