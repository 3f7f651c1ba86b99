import numpy as np
import scipy.special as sc
for key, value in sorted(sc.geterr().items()):
    print("{}: {}".format(key, value))
