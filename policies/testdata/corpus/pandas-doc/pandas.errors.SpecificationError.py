import numpy as np
import pandas as pd
df = pd.DataFrame({'A': [1, 1, 1, 2, 2],
                   'B': range(5),
                   'C': range(5)})
df.groupby('A').B.agg({'foo': 'count'}) 
# SpecificationError: nested renamer is not supported

df.groupby('A').agg({'B': {'foo': ['sum', 'max']}}) 
# SpecificationError: nested renamer is not supported

df.groupby('A').agg(['min', 'min']) 
# SpecificationError: nested renamer is not supported
