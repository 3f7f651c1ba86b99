import numpy as np
import pandas as pd
df = pd.DataFrame({'abs': [1, 1, 1]})
df.query("abs > 2") 
# NumExprClobberingError: Variables in expression "(abs) > (2)" overlap...
sin, a = 1, 2
pd.eval("sin + a", engine='numexpr') 
# NumExprClobberingError: Variables in expression "(sin) + (a)" overlap...
