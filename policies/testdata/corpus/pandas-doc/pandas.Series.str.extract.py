import numpy as np
import pandas as pd
s = pd.Series(['a1', 'b2', 'c3'])
s.str.extract(r'([ab])(\d)')

s.str.extract(r'([ab])?(\d)')

s.str.extract(r'(?P<letter>[ab])(?P<digit>\d)')

s.str.extract(r'[ab](\d)', expand=True)

s.str.extract(r'[ab](\d)', expand=False)
