import numpy as np
import pandas as pd
df = pd.DataFrame({'col1': [1, 2],
                   'col2': [0.5, 0.75]},
                  index=['row1', 'row2'])
df
df.to_dict()

df.to_dict('series')

df.to_dict('split')

df.to_dict('records')

df.to_dict('index')

df.to_dict('tight')

from collections import OrderedDict, defaultdict
df.to_dict(into=OrderedDict)

dd = defaultdict(list)
df.to_dict('records', into=dd)
