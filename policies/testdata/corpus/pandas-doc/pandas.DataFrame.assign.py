import numpy as np
import pandas as pd
df = pd.DataFrame({'temp_c': [17.0, 25.0]},
                  index=['Portland', 'Berkeley'])
df

df.assign(temp_f=lambda x: x.temp_c * 9 / 5 + 32)

df.assign(temp_f=df['temp_c'] * 9 / 5 + 32)

df.assign(temp_f=lambda x: x['temp_c'] * 9 / 5 + 32,
          temp_k=lambda x: (x['temp_f'] +  459.67) * 5 / 9)
