import numpy as np
import pandas as pd
s = pd.Series(["a1a2", "b1", "c1"], index=["A", "B", "C"])
s.str.extractall(r"[ab](\d)")

s.str.extractall(r"[ab](?P<digit>\d)")

s.str.extractall(r"(?P<letter>[ab])(?P<digit>\d)")

s.str.extractall(r"(?P<letter>[ab])?(?P<digit>\d)")
