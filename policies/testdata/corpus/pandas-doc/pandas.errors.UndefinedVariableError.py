import numpy as np
import pandas as pd
df = pd.DataFrame({'A': [1, 1, 1]})
df.query("A > x") 
# UndefinedVariableError: name 'x' is not defined
df.query("A > @y") 
# UndefinedVariableError: local variable 'y' is not defined
pd.eval('x + 1') 
# UndefinedVariableError: name 'x' is not defined
