import numpy as np
import pandas as pd
df = pd.DataFrame(
    {"Grade": ["A", "B", "A", "C"]},
    index=[
        ["Final exam", "Final exam", "Coursework", "Coursework"],
        ["History", "Geography", "History", "Geography"],
        ["January", "February", "March", "April"],
    ],
)
df

df.swaplevel()

df.swaplevel(0)

df.swaplevel(0, 1)
