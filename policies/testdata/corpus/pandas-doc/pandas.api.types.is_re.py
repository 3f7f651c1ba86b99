import numpy as np
import pandas as pd
is_re(re.compile(".*"))
is_re("foo")
