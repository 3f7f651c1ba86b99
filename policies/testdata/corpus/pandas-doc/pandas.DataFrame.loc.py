import numpy as np
import pandas as pd
df = pd.DataFrame([[1, 2], [4, 5], [7, 8]],
     index=['cobra', 'viper', 'sidewinder'],
     columns=['max_speed', 'shield'])
df

df.loc['viper']

df.loc[['viper', 'sidewinder']]

df.loc['cobra', 'shield']

df.loc['cobra':'viper', 'max_speed']

df.loc[[False, False, True]]

df.loc[pd.Series([False, True, False],
       index=['viper', 'sidewinder', 'cobra'])]

df.loc[pd.Index(["cobra", "viper"], name="foo")]

df.loc[df['shield'] > 6]

df.loc[df['shield'] > 6, ['max_speed']]

df.loc[lambda df: df['shield'] == 8]

df.loc[['viper', 'sidewinder'], ['shield']] = 50
df

df.loc['cobra'] = 10
df

df.loc[:, 'max_speed'] = 30
df

df.loc[df['shield'] > 35] = 0
df

df = pd.DataFrame([[1, 2], [4, 5], [7, 8]],
     index=[7, 8, 9], columns=['max_speed', 'shield'])
df

df.loc[7:9]

tuples = [
   ('cobra', 'mark i'), ('cobra', 'mark ii'),
   ('sidewinder', 'mark i'), ('sidewinder', 'mark ii'),
   ('viper', 'mark ii'), ('viper', 'mark iii')
]
index = pd.MultiIndex.from_tuples(tuples)
values = [[12, 2], [0, 4], [10, 20],
        [1, 4], [7, 1], [16, 36]]
df = pd.DataFrame(values, columns=['max_speed', 'shield'], index=index)
df

df.loc['cobra']

df.loc[('cobra', 'mark ii')]

df.loc['cobra', 'mark i']

df.loc[[('cobra', 'mark ii')]]

df.loc[('cobra', 'mark i'), 'shield']

df.loc[('cobra', 'mark i'):'viper']

df.loc[('cobra', 'mark i'):('viper', 'mark ii')]
