import numpy as np
import pandas as pd
df = pd.DataFrame([[1, 2, 3], [4, 5, 6]], columns=['A', 'B', 'C'])

df.to_clipboard(sep=',')  
# Wrote the following to the system clipboard:
# ,A,B,C
# 0,1,2,3
# 1,4,5,6

df.to_clipboard(sep=',', index=False)  
# Wrote the following to the system clipboard:
# A,B,C
# 1,2,3
# 4,5,6
