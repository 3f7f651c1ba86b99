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

s = pd.Series(["foo and bar plus baz"])
s.str.split(r"and|plus", expand=True)

s = pd.Series(['foojpgbar.jpg'])
s.str.split(r".", expand=True)

s.str.split(r"\.jpg", expand=True)

s.str.split(r"\.jpg", regex=True, expand=True)

import re
s.str.split(re.compile(r"\.jpg"), expand=True)

s.str.split(r"\.jpg", regex=False, expand=True)
