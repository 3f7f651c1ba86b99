import numpy as np
import pandas as pd
s = pd.Series(
    [
        "this is a regular sentence",
        "https://docs.python.org/3/tutorial/index.html",
        np.nan
    ]
)
s

s.str.split()

s.str.rsplit()

s.str.split(n=2)

s.str.rsplit(n=2)

s.str.split(pat="/")

s.str.split(expand=True)

s.str.rsplit("/", n=1, expand=True)
