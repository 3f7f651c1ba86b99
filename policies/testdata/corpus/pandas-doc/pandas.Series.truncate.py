import numpy as np
import pandas as pd
df = pd.DataFrame({'A': ['a', 'b', 'c', 'd', 'e'],
                   'B': ['f', 'g', 'h', 'i', 'j'],
                   'C': ['k', 'l', 'm', 'n', 'o']},
                  index=[1, 2, 3, 4, 5])
df

df.truncate(before=2, after=4)

df.truncate(before="A", after="B", axis="columns")

df['A'].truncate(before=2, after=4)

dates = pd.date_range('2016-01-01', '2016-02-01', freq='s')
df = pd.DataFrame(index=dates, data={'A': 1})
df.tail()

df.truncate(before=pd.Timestamp('2016-01-05'),
            after=pd.Timestamp('2016-01-10')).tail()

df.truncate('2016-01-05', '2016-01-10').tail()

df.loc['2016-01-05':'2016-01-10', :].tail()
