import numpy as np
import scipy.special as sc
from pytest import raises
sc.gammaln(0)
olderr = sc.seterr(singular='raise')
with raises(sc.SpecialFunctionError):
    sc.gammaln(0)

_ = sc.seterr(**olderr)

olderr = sc.seterr(all='raise', singular='ignore')
sc.gammaln(0)
with raises(sc.SpecialFunctionError):
    sc.spence(-1)

_ = sc.seterr(**olderr)
