import pandas as pd
pd.DataFrame({'A': [1, 2, 3]})



a = 1
a
