import numpy as np
import pandas as pd
store = pd.HDFStore('my-store', 'a') 
store.close() 
store.keys() 
# ClosedFileError: my-store file is not open!
