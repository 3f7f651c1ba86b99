import numpy as np
import pandas as pd
Index([3, 2, 1]).is_monotonic_decreasing
Index([3, 2, 2]).is_monotonic_decreasing
Index([3, 1, 2]).is_monotonic_decreasing
