import numpy as np
import pandas as pd
index = pd.Index([0, 1, 2])
index.any()

index = pd.Index([0, 0, 0])
index.any()
