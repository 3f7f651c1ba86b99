import numpy as np
import pandas as pd
s1 = pd.Series(['Mouse', 'dog', 'house and parrot', '23', np.NaN])
s1.str.contains('og', regex=False)

ind = pd.Index(['Mouse', 'dog', 'house and parrot', '23.0', np.NaN])
ind.str.contains('23', regex=False)

s1.str.contains('oG', case=True, regex=True)

s1.str.contains('og', na=False, regex=True)

s1.str.contains('house|dog', regex=True)

import re
s1.str.contains('PARROT', flags=re.IGNORECASE, regex=True)

s1.str.contains('\\d', regex=True)

s2 = pd.Series(['40', '40.0', '41', '41.0', '35'])
s2.str.contains('.0', regex=True)
