import numpy as np
import pandas as pd
df = pd.DataFrame([[1, 2, 3]], columns=[2.0, np.nan, 4.0])
df.style.format_index(axis=1, na_rep='MISS', precision=3)  

df.style.format_index('{:.2f}', axis=1, na_rep='MISS')  

df = pd.DataFrame([[1, 2, 3]],
    columns=pd.MultiIndex.from_arrays([["a", "a", "b"],[2, np.nan, 4]]))
df.style.format_index({0: lambda v: upper(v)}, axis=1, precision=1)
 

func = lambda s: 'STRING' if isinstance(s, str) else 'FLOAT'
df.style.format_index(func, axis=1, na_rep='MISS')
 

df = pd.DataFrame([[1, 2, 3]], columns=['"A"', 'A&B', None])
s = df.style.format_index('$ {0}', axis=1, escape="html", na_rep="NA")
 


df = pd.DataFrame([[1, 2, 3]], columns=["123", "~", "$%#"])
df.style.format_index("\\textbf{{{}}}", escape="latex", axis=1).to_latex()
 
