import numpy as np
import pandas as pd
store = pd.HDFStore('my-store', 'a') 
store.open("w") 
# PossibleDataLossError: Re-opening the file [my-store] with mode [a]...
