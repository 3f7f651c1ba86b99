import numpy as np
import pandas as pd
s = pd.Series(["String",
              (1, 2, 3),
              ["a", "b", "c"],
              123,
              -456,
              {1: "Hello", "2": "World"}])
s

s.str.get(1)

s.str.get(-1)

s = pd.Series([{"name": "Hello", "value": "World"},
              {"name": "Goodbye", "value": "Planet"}])
s.str.get('name')
