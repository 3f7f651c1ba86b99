import numpy as np
import pandas as pd
df = pd.DataFrame(np.arange(10).reshape(2,5) + 1)
df.style.highlight_quantile(axis=None, q_left=0.8, color="#fffd75")
 

df.style.highlight_quantile(axis=1, q_left=0.8, color="#fffd75")
 

df.style.highlight_quantile(axis=None, q_left=0.2, q_right=0.8,
    props='font-weight:bold;color:#e83e8c')  
