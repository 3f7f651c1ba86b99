import numpy as np
import pandas as pd
df = pd.DataFrame(np.random.randn(10, 4),
                  columns=['A', 'B', 'C', 'D'])
df.style.set_table_styles(
    [{'selector': 'tr:hover',
      'props': [('background-color', 'yellow')]}]
)  

df.style.set_table_styles(
    [{'selector': 'tr:hover',
      'props': 'background-color: yellow; font-size: 1em;'}]
)  

df.style.set_table_styles({
    'A': [{'selector': '',
           'props': [('color', 'red')]}],
    'B': [{'selector': 'td',
           'props': 'color: blue;'}]
}, overwrite=False)  

df.style.set_table_styles({
    0: [{'selector': 'td:hover',
         'props': [('font-size', '25px')]}]
}, axis=1, overwrite=False)  
