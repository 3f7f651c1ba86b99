import numpy as np
import pandas as pd
s = pd.Series(["str_foo", "str_bar", "no_prefix"])
s
s.str.removeprefix("str_")

s = pd.Series(["foo_str", "bar_str", "no_suffix"])
s
s.str.removesuffix("_str")
