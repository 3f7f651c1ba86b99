import numpy as np
import pandas as pd
int_values = [1, 2, 3, 4, 5]
text_values = ['alpha', 'beta', 'gamma', 'delta', 'epsilon']
s = pd.Series(text_values, index=int_values)
s.info()

s.info(verbose=False)

import io
buffer = io.StringIO()
s.info(buf=buffer)
s = buffer.getvalue()
with open("df_info.txt", "w",
          encoding="utf-8") as f:  
    f.write(s)

random_strings_array = np.random.choice(['a', 'b', 'c'], 10 ** 6)
s = pd.Series(np.random.choice(['a', 'b', 'c'], 10 ** 6))
s.info()

s.info(memory_usage='deep')
