import numpy as np
import pandas as pd
df = pd.DataFrame(data=[[1, 2, 3], [4, 5, 6]], columns=["A", "B", "C"])
classes = pd.DataFrame([
    ["min-val red", "", "blue"],
    ["red", None, "blue max-val"]
], index=df.index, columns=df.columns)
df.style.set_td_classes(classes)  

df = pd.DataFrame([[1,2],[3,4]], index=["a", "b"],
    columns=[["level0", "level0"], ["level1a", "level1b"]])
classes = pd.DataFrame(["min-val"], index=["a"],
    columns=[["level0"],["level1a"]])
df.style.set_td_classes(classes)  

df = pd.DataFrame([[1]])
css = pd.DataFrame([["other-class"]])
s = Styler(df, uuid="_", cell_ids=False).set_td_classes(css)
s.hide(axis=0).to_html()  
