import numpy as np
import pandas as pd
is_re_compilable(".*")
is_re_compilable(1)
