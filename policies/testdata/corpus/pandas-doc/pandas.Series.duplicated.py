import numpy as np
import pandas as pd
animals = pd.Series(['lama', 'cow', 'lama', 'beetle', 'lama'])
animals.duplicated()

animals.duplicated(keep='first')

animals.duplicated(keep='last')

animals.duplicated(keep=False)
