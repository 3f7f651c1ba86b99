import numpy as np
import pandas as pd
idx = pd.Index([True, False, True])
idx.is_boolean()

idx = pd.Index(["True", "False", "True"])
idx.is_boolean()

idx = pd.Index([True, False, "True"])
idx.is_boolean()
