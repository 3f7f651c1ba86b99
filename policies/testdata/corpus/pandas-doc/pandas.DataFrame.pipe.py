import numpy as np
import pandas as pd
func(g(h(df), arg1=a), arg2=b, arg3=c)  

(df.pipe(h)
   .pipe(g, arg1=a)
   .pipe(func, arg2=b, arg3=c)
)  

(df.pipe(h)
   .pipe(g, arg1=a)
   .pipe((func, 'arg2'), arg1=a, arg3=c)
 )  
