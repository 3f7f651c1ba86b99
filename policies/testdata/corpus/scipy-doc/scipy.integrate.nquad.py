import numpy as np
from scipy import integrate
func = lambda x0,x1,x2,x3 : x0**2 + x1*x2 - x3**3 + np.sin(x0) + (
                                1 if (x0-.2*x3-.5-.25*x1>0) else 0)
def opts0(*args, **kwargs):
    return {'points':[0.2*args[2] + 0.5 + 0.25*args[0]]}
integrate.nquad(func, [[0,1], [-1,1], [.13,.8], [-.15,1]],
                opts=[opts0,{},{},{}], full_output=True)

def func2(x0, x1, x2, t0, t1):
    return x0*x2**2 + np.sin(x1) + 1 + (1 if x0+t1*x1-t0>0 else 0)
def lim0(x1, x2, t0, t1):
    return [t0*x1 + t1*x2 - 1, t0*x1 + t1*x2 + 1]
def lim1(x2, t0, t1):
    return [x2 + t0**2*t1**3 - 1, x2 + t0**2*t1**3 + 1]
def lim2(t0, t1):
    return [t0 + t1 - 1, t0 + t1 + 1]
def opts0(x1, x2, t0, t1):
    return {'points' : [t0 - t1*x1]}
def opts1(x2, t0, t1):
    return {}
def opts2(t0, t1):
    return {}
integrate.nquad(func2, [lim0, lim1, lim2], args=(0,1),
                opts=[opts0, opts1, opts2])
