import numpy as np
import pandas as pd
df = pd.DataFrame([('falcon', 'bird', 389.0, 2),
                   ('parrot', 'bird', 24.0, 2),
                   ('lion', 'mammal', 80.5, 4),
                   ('monkey', 'mammal', np.nan, 4)],
                  columns=['name', 'class', 'max_speed',
                           'num_legs'])
df

df.to_xarray()

df['max_speed'].to_xarray()

dates = pd.to_datetime(['2018-01-01', '2018-01-01',
                        '2018-01-02', '2018-01-02'])
df_multiindex = pd.DataFrame({'date': dates,
                              'animal': ['falcon', 'parrot',
                                         'falcon', 'parrot'],
                              'speed': [350, 18, 361, 15]})
df_multiindex = df_multiindex.set_index(['date', 'animal'])

df_multiindex

df_multiindex.to_xarray()
