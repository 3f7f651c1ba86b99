import numpy as np
import pandas as pd
s = pd.Series(['a', 'ab', 'abc', 'abdc', 'abcde'])
s

s.str.slice_replace(1, repl='X')

s.str.slice_replace(stop=2, repl='X')

s.str.slice_replace(start=1, stop=3, repl='X')
