import numpy as np
import pandas as pd
pd.read_csv('data.csv')  
