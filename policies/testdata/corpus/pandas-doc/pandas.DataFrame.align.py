import numpy as np
import pandas as pd
df = pd.DataFrame(
    [[1, 2, 3, 4], [6, 7, 8, 9]], columns=["D", "B", "E", "A"], index=[1, 2]
)
other = pd.DataFrame(
    [[10, 20, 30, 40], [60, 70, 80, 90], [600, 700, 800, 900]],
    columns=["A", "B", "C", "D"],
    index=[2, 3, 4],
)
df
other

left, right = df.align(other, join="outer", axis=1)
left
right

left, right = df.align(other, join="outer", axis=0)
left
right

left, right = df.align(other, join="outer", axis=None)
left
right
