import numpy as np
import pandas as pd
a = Period(freq='Q-JUL', year=2006, quarter=1)
a.strftime('%F-Q%q')
# Output the last month in the quarter of this date
a.strftime('%b-%Y')

a = Period(freq='D', year=2001, month=1, day=1)
a.strftime('%d-%b-%Y')
a.strftime('%b. %d, %Y was a %A')
