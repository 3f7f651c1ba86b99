import numpy as np
import pandas as pd
s = pd.Series(['Lion', 'Monkey', 'Rabbit'])

s.str.findall('Monkey')

s.str.findall('MONKEY')

import re
s.str.findall('MONKEY', flags=re.IGNORECASE)

s.str.findall('on')

s.str.findall('on$')

s.str.findall('b')
