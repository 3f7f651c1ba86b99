import numpy as np
import pandas as pd
df = pd.DataFrame([[1,2], [3,4], [5,6]], index=["a", "b", "c"])
df.style.hide(["a", "b"])  

midx = pd.MultiIndex.from_product([["x", "y"], ["a", "b", "c"]])
df = pd.DataFrame(np.random.randn(6,6), index=midx, columns=midx)
df.style.format("{:.1f}").hide()  

df.style.format("{:.1f}").hide(subset=(slice(None), ["a", "c"]))
  

df.style.format("{:.1f}").hide(subset=(slice(None), ["a", "c"])).hide()
  

df.style.format("{:,.1f}").hide(level=1)  

df.index.names = ["lev0", "lev1"]
df.style.format("{:,.1f}").hide(names=True)  
