import numpy as np
import pandas as pd
df = pd.DataFrame({'A': range(1, 6),
                   'B': range(10, 0, -2),
                   'C C': range(10, 5, -1)})
df
df.query('A > B')

df[df.A > df.B]

df.query('B == `C C`')

df[df.B == df['C C']]
