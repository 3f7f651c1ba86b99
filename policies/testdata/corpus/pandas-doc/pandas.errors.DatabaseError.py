import numpy as np
import pandas as pd
from sqlite3 import connect
conn = connect(':memory:')
pd.read_sql('select * test', conn) 
# DatabaseError: Execution failed on sql 'test': near "test": syntax error
