import numpy as np
import pandas as pd
df = pd.DataFrame([(.21, .32), (.01, .67), (.66, .03), (.21, .18)],
                  columns=['dogs', 'cats'])
df

df.round(1)

df.round({'dogs': 1, 'cats': 0})

decimals = pd.Series([0, 1], index=['cats', 'dogs'])
df.round(decimals)
