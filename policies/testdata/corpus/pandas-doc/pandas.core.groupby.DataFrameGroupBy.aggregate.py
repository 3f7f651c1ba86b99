import numpy as np
import pandas as pd
df = pd.DataFrame(
    {
        "A": [1, 1, 2, 2],
        "B": [1, 2, 3, 4],
        "C": [0.362838, 0.227877, 1.267767, -0.562860],
    }
)

df

df.groupby('A').agg('min')

df.groupby('A').agg(['min', 'max'])

df.groupby('A').B.agg(['min', 'max'])

df.groupby('A').agg(lambda x: sum(x) + 2)

df.groupby('A').agg({'B': ['min', 'max'], 'C': 'sum'})

df.groupby("A").agg(
    b_min=pd.NamedAgg(column="B", aggfunc="min"),
    c_sum=pd.NamedAgg(column="C", aggfunc="sum"))

df.groupby("A")[["B"]].agg(lambda x: x.astype(float).min())
