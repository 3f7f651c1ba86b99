import numpy as np
import pandas as pd
pd.read_excel('tmp.xlsx', index_col=0)  

pd.read_excel(open('tmp.xlsx', 'rb'),
              sheet_name='Sheet3')  

pd.read_excel('tmp.xlsx', index_col=None, header=None)  

pd.read_excel('tmp.xlsx', index_col=0,
              dtype={'Name': str, 'Value': float})  

pd.read_excel('tmp.xlsx', index_col=0,
              na_values=['string1', 'string2'])  

pd.read_excel('tmp.xlsx', index_col=0, comment='#')  
