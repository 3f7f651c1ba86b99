import numpy as np
import pandas as pd
pd.Series(['foo', 'fuz', np.nan]).str.replace('f.', 'ba', regex=True)

pd.Series(['f.o', 'fuz', np.nan]).str.replace('f.', 'ba', regex=False)

pd.Series(['foo', 'fuz', np.nan]).str.replace('f', repr, regex=True)

repl = lambda m: m.group(0)[::-1]
ser = pd.Series(['foo 123', 'bar baz', np.nan])
ser.str.replace(r'[a-z]+', repl, regex=True)

pat = r"(?P<one>\w+) (?P<two>\w+) (?P<three>\w+)"
repl = lambda m: m.group('two').swapcase()
ser = pd.Series(['One Two Three', 'Foo Bar Baz'])
ser.str.replace(pat, repl, regex=True)

import re
regex_pat = re.compile(r'FUZ', flags=re.IGNORECASE)
pd.Series(['foo', 'fuz', np.nan]).str.replace(regex_pat, 'bar', regex=True)
