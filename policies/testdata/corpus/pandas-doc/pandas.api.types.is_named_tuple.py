import numpy as np
import pandas as pd
from collections import namedtuple
Point = namedtuple("Point", ["x", "y"])
p = Point(1, 2)

is_named_tuple(p)
is_named_tuple((1, 2))
