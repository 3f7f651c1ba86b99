import numpy as np
import pandas as pd
with option_context('display.max_rows', 10, 'display.max_columns', 5):
    pass
