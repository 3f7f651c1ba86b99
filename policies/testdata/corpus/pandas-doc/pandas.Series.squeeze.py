import numpy as np
import pandas as pd
primes = pd.Series([2, 3, 5, 7])

even_primes = primes[primes % 2 == 0]
even_primes

even_primes.squeeze()

odd_primes = primes[primes % 2 == 1]
odd_primes

odd_primes.squeeze()

df = pd.DataFrame([[1, 2], [3, 4]], columns=['a', 'b'])
df

df_a = df[['a']]
df_a

df_a.squeeze('columns')

df_0a = df.loc[df.index < 1, ['a']]
df_0a

df_0a.squeeze('rows')

df_0a.squeeze()
