import numpy as np
import pandas as pd
s1 = pd.Series(['one', 'one1', '1', ''])

s1.str.isalpha()

s1.str.isnumeric()

s1.str.isalnum()

s2 = pd.Series(['A B', '1.5', '3,000'])
s2.str.isalnum()

s3 = pd.Series(['23', '³', '⅕', ''])

s3.str.isdecimal()

s3.str.isdigit()

s3.str.isnumeric()

s4 = pd.Series([' ', '\t\r\n ', ''])
s4.str.isspace()

s5 = pd.Series(['leopard', 'Golden Eagle', 'SNAKE', ''])

s5.str.islower()

s5.str.isupper()

s5.str.istitle()
