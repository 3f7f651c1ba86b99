import numpy as np
import pandas as pd
s = pd.Series(list("abbccc")).astype("category")
s

s.cat.categories

s.cat.rename_categories(list("cba"))

s.cat.reorder_categories(list("cba"))

s.cat.add_categories(["d", "e"])

s.cat.remove_categories(["a", "c"])

s1 = s.cat.add_categories(["d", "e"])
s1.cat.remove_unused_categories()

s.cat.set_categories(list("abcde"))

s.cat.as_ordered()

s.cat.as_unordered()
