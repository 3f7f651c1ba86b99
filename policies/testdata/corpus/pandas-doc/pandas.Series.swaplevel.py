import numpy as np
import pandas as pd
s = pd.Series(
    ["A", "B", "A", "C"],
    index=[
        ["Final exam", "Final exam", "Coursework", "Coursework"],
        ["History", "Geography", "History", "Geography"],
        ["January", "February", "March", "April"],
    ],
)
s

s.swaplevel()

s.swaplevel(0)

s.swaplevel(0, 1)
