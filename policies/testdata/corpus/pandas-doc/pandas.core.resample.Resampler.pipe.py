import numpy as np
import pandas as pd
h(g(f(df.groupby('group')), arg1=a), arg2=b, arg3=c)  

(df.groupby('group')
   .pipe(f)
   .pipe(g, arg1=a)
   .pipe(h, arg2=b, arg3=c))  

df = pd.DataFrame({'A': [1, 2, 3, 4]},
                  index=pd.date_range('2012-08-02', periods=4))
df

df.resample('2D').pipe(lambda x: x.max() - x.min())
