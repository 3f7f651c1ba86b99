import numpy as np
import pandas as pd
df = pd.DataFrame({
    'One': [1.2, 1.6, 1.5],
    'Two': [2.9, 2.1, 2.5],
    'Three': [3.1, 3.2, 3.8],
})
df.style.highlight_between(left=2.1, right=2.9)  

df.style.highlight_between(left=[1.4, 2.4, 3.4], right=[1.6, 2.6, 3.6],
    axis=1, color="#fffd75")  

df.style.highlight_between(left=[[2,2,3],[2,2,3],[3,3,3]], right=3.5,
    axis=None, color="#fffd75")  

df.style.highlight_between(left=1.5, right=3.5,
    props='font-weight:bold;color:#e83e8c')  
