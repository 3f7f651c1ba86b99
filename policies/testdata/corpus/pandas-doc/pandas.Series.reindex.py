import numpy as np
import pandas as pd
index = ['Firefox', 'Chrome', 'Safari', 'IE10', 'Konqueror']
df = pd.DataFrame({'http_status': [200, 200, 404, 404, 301],
                  'response_time': [0.04, 0.02, 0.07, 0.08, 1.0]},
                  index=index)
df

new_index = ['Safari', 'Iceweasel', 'Comodo Dragon', 'IE10',
             'Chrome']
df.reindex(new_index)

df.reindex(new_index, fill_value=0)

df.reindex(new_index, fill_value='missing')

df.reindex(columns=['http_status', 'user_agent'])

df.reindex(['http_status', 'user_agent'], axis="columns")

date_index = pd.date_range('1/1/2010', periods=6, freq='D')
df2 = pd.DataFrame({"prices": [100, 101, np.nan, 100, 89, 88]},
                   index=date_index)
df2

date_index2 = pd.date_range('12/29/2009', periods=10, freq='D')
df2.reindex(date_index2)

df2.reindex(date_index2, method='bfill')
