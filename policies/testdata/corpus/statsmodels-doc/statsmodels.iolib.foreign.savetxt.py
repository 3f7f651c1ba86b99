import numpy as np
import statsmodels.api as sm
savetxt('test.out', x, delimiter=',')   # x is an array
savetxt('test.out', (x,y,z))   # x,y,z equal sized 1D arrays
savetxt('test.out', x, fmt='%1.4e')   # use exponential notation
