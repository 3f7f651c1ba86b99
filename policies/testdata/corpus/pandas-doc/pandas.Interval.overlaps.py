import numpy as np
import pandas as pd
i1 = pd.Interval(0, 2)
i2 = pd.Interval(1, 3)
i1.overlaps(i2)
i3 = pd.Interval(4, 5)
i1.overlaps(i3)

i4 = pd.Interval(0, 1, closed='both')
i5 = pd.Interval(1, 2, closed='both')
i4.overlaps(i5)

i6 = pd.Interval(1, 2, closed='neither')
i4.overlaps(i6)
