import numpy as np
import pandas as pd
df = pd.DataFrame({"animal": ["dog", "pig"], "age": [10, 20]})
df

pd.eval("double_age = df.age * 2", target=df)
