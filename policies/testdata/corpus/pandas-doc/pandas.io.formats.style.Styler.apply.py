import numpy as np
import pandas as pd
def highlight_max(x, color):
    return np.where(x == np.nanmax(x.to_numpy()), f"color: {color};", None)
df = pd.DataFrame(np.random.randn(5, 2), columns=["A", "B"])
df.style.apply(highlight_max, color='red')  
df.style.apply(highlight_max, color='blue', axis=1)  
df.style.apply(highlight_max, color='green', axis=None)  

df.style.apply(highlight_max, color='red', subset="A")
 
df.style.apply(highlight_max, color='red', subset=["A", "B"])
 

df.style.apply(highlight_max, color='red', subset=([0,1,2], slice(None)))
 
df.style.apply(highlight_max, color='red', subset=(slice(0,5,2), "A"))
 

df = pd.DataFrame([[1, 2], [3, 4], [4, 6]], index=["A1", "A2", "Total"])
total_style = pd.Series("font-weight: bold;", index=["Total"])
df.style.apply(lambda s: total_style)  
