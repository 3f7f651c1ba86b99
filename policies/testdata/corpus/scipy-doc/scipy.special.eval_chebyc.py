import numpy as np
import scipy.special as sc

x = np.linspace(-2, 2, 6)
sc.eval_chebyc(3, x)
2 * sc.eval_chebyt(3, x / 2)
