import numpy as np
import pandas as pd
df = pd.DataFrame(data=[[0, 1], [2, 3]])
ttips = pd.DataFrame(
   data=[["Min", ""], [np.nan, "Max"]], columns=df.columns, index=df.index
)
s = df.style.set_tooltips(ttips).to_html()

df.style.set_tooltips(ttips, css_class='tt-add', props=[
    ('visibility', 'hidden'),
    ('position', 'absolute'),
    ('z-index', 1)])  
df.style.set_tooltips(ttips, css_class='tt-add',
    props='visibility:hidden; position:absolute; z-index:1;')
