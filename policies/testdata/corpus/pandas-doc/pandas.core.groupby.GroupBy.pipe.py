import numpy as np
import pandas as pd
h(g(f(df.groupby('group')), arg1=a), arg2=b, arg3=c)  

(df.groupby('group')
   .pipe(f)
   .pipe(g, arg1=a)
   .pipe(h, arg2=b, arg3=c))  

df = pd.DataFrame({'A': 'a b a b'.split(), 'B': [1, 2, 3, 4]})
df

df.groupby('A').pipe(lambda x: x.max() - x.min())
