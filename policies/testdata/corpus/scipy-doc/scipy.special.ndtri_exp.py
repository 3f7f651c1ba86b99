import numpy as np
import scipy.special as sc

sc.ndtri_exp(-1)
sc.ndtri(np.exp(-1))

sc.ndtri(np.exp(-800))
sc.ndtri(np.exp(-1e-20))

sc.ndtri_exp(-800)
sc.ndtri_exp(-1e-20)
