import numpy as np
import pandas as pd
df = pd.DataFrame(data={'col1': [1, 2], 'col2': [4, 3]})
df.to_orc('df.orc')  
pd.read_orc('df.orc')  
