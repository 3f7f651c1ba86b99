import numpy as np
import scipy.special as sc
from pytest import raises
sc.gammaln(0)
with sc.errstate(singular='raise'):
    with raises(sc.SpecialFunctionError):
        sc.gammaln(0)

sc.gammaln(0)

with sc.errstate(all='raise', singular='ignore'):
    sc.gammaln(0)
    with raises(sc.SpecialFunctionError):
        sc.spence(-1)
