import numpy as np
import pandas as pd
pd.offsets.Hour().name

pd.offsets.Hour(5).name
