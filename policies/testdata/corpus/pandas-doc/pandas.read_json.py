import numpy as np
import pandas as pd
df = pd.DataFrame([['a', 'b'], ['c', 'd']],
                  index=['row 1', 'row 2'],
                  columns=['col 1', 'col 2'])

df.to_json(orient='split')
pd.read_json(_, orient='split')

df.to_json(orient='index')

pd.read_json(_, orient='index')

df.to_json(orient='records')
pd.read_json(_, orient='records')

df.to_json(orient='table')
