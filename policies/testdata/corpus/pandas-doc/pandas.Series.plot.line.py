import numpy as np
import pandas as pd
s = pd.Series([1, 3, 2])
s.plot.line()

df = pd.DataFrame({
   'pig': [20, 18, 489, 675, 1776],
   'horse': [4, 25, 281, 600, 1900]
   }, index=[1990, 1997, 2003, 2009, 2014])
lines = df.plot.line()

axes = df.plot.line(subplots=True)
type(axes)

axes = df.plot.line(
    subplots=True, color={"pig": "pink", "horse": "#742802"}
)

lines = df.plot.line(x='pig', y='horse')
