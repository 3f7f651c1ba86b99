import numpy as np
import pandas as pd
s = pd.Series([0.25, 0.5, 0.2, -0.05])
s.autocorr()  
s.autocorr(lag=2)  

s = pd.Series([1, 0, 0, 0])
s.autocorr()
