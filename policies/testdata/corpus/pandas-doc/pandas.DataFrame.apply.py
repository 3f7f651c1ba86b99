import numpy as np
import pandas as pd
df = pd.DataFrame([[4, 9]] * 3, columns=['A', 'B'])
df

df.apply(np.sqrt)

df.apply(np.sum, axis=0)

df.apply(np.sum, axis=1)

df.apply(lambda x: [1, 2], axis=1)

df.apply(lambda x: [1, 2], axis=1, result_type='expand')

df.apply(lambda x: pd.Series([1, 2], index=['foo', 'bar']), axis=1)

df.apply(lambda x: [1, 2], axis=1, result_type='broadcast')
