import numpy as np
import pandas as pd
original_df = pd.DataFrame(
    {"foo": range(5), "bar": range(5, 10)}
   )  
original_df  
pd.to_pickle(original_df, "./dummy.pkl")  

unpickled_df = pd.read_pickle("./dummy.pkl")  
unpickled_df  
