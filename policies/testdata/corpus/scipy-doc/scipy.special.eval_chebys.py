import numpy as np
import scipy.special as sc

x = np.linspace(-2, 2, 6)
sc.eval_chebys(3, x)
sc.eval_chebyu(3, x / 2)
