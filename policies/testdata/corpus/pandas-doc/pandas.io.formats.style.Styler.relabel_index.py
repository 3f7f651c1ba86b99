import numpy as np
import pandas as pd
df = pd.DataFrame({"col": ["a", "b", "c"]})
df.style.relabel_index(["A", "B", "C"])  

df.style.hide([0,1]).relabel_index(["C"])  

midx = pd.MultiIndex.from_product([[0, 1], [0, 1], [0, 1]])
df = pd.DataFrame({"col": list(range(8))}, index=midx)
styler = df.style  
styler.hide((midx.get_level_values(0)==0)|(midx.get_level_values(1)==0))
 
styler.hide(level=[0,1])  
styler.relabel_index(["binary6", "binary7"])  

styler = df.loc[[(1,1,0), (1,1,1)]].style
styler.hide(level=[0,1]).relabel_index(["binary6", "binary7"])
 

df = pd.DataFrame({"samples": np.random.rand(10)})
styler = df.loc[np.random.randint(0,10,3)].style
styler.relabel_index([f"sample{i+1} ({{}})" for i in range(3)])
 
