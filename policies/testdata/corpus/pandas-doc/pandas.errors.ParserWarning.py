import numpy as np
import pandas as pd
import io
csv = '''a;b;c
          1;1,8
          1;2,1'''
df = pd.read_csv(io.StringIO(csv), sep='[;,]')  
# ParserWarning: Falling back to the 'python' engine...

df = pd.read_csv(io.StringIO(csv), sep='[;,]', engine='python')
