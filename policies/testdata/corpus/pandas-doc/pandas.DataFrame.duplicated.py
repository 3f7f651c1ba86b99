import numpy as np
import pandas as pd
df = pd.DataFrame({
    'brand': ['Yum Yum', 'Yum Yum', 'Indomie', 'Indomie', 'Indomie'],
    'style': ['cup', 'cup', 'cup', 'pack', 'pack'],
    'rating': [4, 4, 3.5, 15, 5]
})
df

df.duplicated()

df.duplicated(keep='last')

df.duplicated(keep=False)

df.duplicated(subset=['brand'])
