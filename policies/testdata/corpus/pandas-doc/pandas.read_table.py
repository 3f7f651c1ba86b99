import numpy as np
import pandas as pd
pd.read_table('data.csv')  
