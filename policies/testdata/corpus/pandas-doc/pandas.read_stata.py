import numpy as np
import pandas as pd
df = pd.read_stata('animals.dta')  

itr = pd.read_stata('filename.dta', chunksize=10000)  
for chunk in itr:
   # Operate on a single chunk, e.g., chunk.mean()
   pass  
