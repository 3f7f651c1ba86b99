import numpy as np
import pandas as pd
s = pd.Series(["a", "b", "c"],
              name="vals")
s.to_frame()
