import numpy as np
import pandas as pd
Index([1, 2, 3]).is_monotonic_increasing
Index([1, 2, 2]).is_monotonic_increasing
Index([1, 3, 2]).is_monotonic_increasing
