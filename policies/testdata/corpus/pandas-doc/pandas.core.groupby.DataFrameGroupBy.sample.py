import numpy as np
import pandas as pd
df = pd.DataFrame(
    {"a": ["red"] * 2 + ["blue"] * 2 + ["black"] * 2, "b": range(6)}
)
df

df.groupby("a").sample(n=1, random_state=1)

df.groupby("a")["b"].sample(frac=0.5, random_state=2)

df.groupby("a").sample(
    n=1,
    weights=[1, 1, 1, 0, 0, 1],
    random_state=1,
)
