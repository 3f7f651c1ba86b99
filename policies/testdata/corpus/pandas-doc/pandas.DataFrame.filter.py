import numpy as np
import pandas as pd
df = pd.DataFrame(np.array(([1, 2, 3], [4, 5, 6])),
                  index=['mouse', 'rabbit'],
                  columns=['one', 'two', 'three'])
df

# select columns by name
df.filter(items=['one', 'three'])

# select columns by regular expression
df.filter(regex='e$', axis=1)

# select rows containing 'bbi'
df.filter(like='bbi', axis=0)
