import numpy as np
import pandas as pd
df = pd.DataFrame({'shape': ['square', 'circle', 'triangle'],
                   'degrees': [360, 360, 180],
                   'sides': [4, np.nan, 3]})

df.to_xml()  

df.to_xml(attr_cols=[
          'index', 'shape', 'degrees', 'sides'
          ])  

df.to_xml(namespaces={"doc": "https://example.com"},
          prefix="doc")  
