import numpy as np
import pandas as pd
s = pd.Series(['lower', 'CAPITALS', 'this is a sentence', 'SwApCaSe'])
s

s.str.lower()

s.str.upper()

s.str.title()

s.str.capitalize()

s.str.swapcase()
