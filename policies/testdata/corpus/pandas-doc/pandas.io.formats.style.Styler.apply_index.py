import numpy as np
import pandas as pd
df = pd.DataFrame([[1,2], [3,4]], index=["A", "B"])
def color_b(s):
    return np.where(s == "B", "background-color: yellow;", "")
df.style.apply_index(color_b)  

midx = pd.MultiIndex.from_product([['ix', 'jy'], [0, 1], ['x3', 'z4']])
df = pd.DataFrame([np.arange(8)], columns=midx)
def highlight_x(s):
    return ["background-color: yellow;" if "x" in v else "" for v in s]
df.style.apply_index(highlight_x, axis="columns", level=[0, 2])
 
