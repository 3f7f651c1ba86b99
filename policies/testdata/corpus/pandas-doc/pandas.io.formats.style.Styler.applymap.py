import numpy as np
import pandas as pd
def color_negative(v, color):
    return f"color: {color};" if v < 0 else None
df = pd.DataFrame(np.random.randn(5, 2), columns=["A", "B"])
df.style.applymap(color_negative, color='red')  

df.style.applymap(color_negative, color='red', subset="A")
 
df.style.applymap(color_negative, color='red', subset=["A", "B"])
 

df.style.applymap(color_negative, color='red',
 subset=([0,1,2], slice(None)))  
df.style.applymap(color_negative, color='red', subset=(slice(0,5,2), "A"))
 
