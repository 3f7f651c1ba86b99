import numpy as np
import statsmodels.api as sm
observed = np.array([ 2.,  4.,  2.,  1.,  1.])
expected = np.array([ 0.2,  0.2,  0.2,  0.2,  0.2])

powerdiscrepancy(np.column_stack((observed,observed)).T, 10*expected, lambd='freeman_tukey',axis=1)
powerdiscrepancy(np.column_stack((observed,observed)).T, 10*expected,axis=1)
powerdiscrepancy(np.column_stack((observed,observed)).T, 10*expected, lambd=0,axis=1)
powerdiscrepancy(np.column_stack((observed,observed)).T, 10*expected, lambd=1,axis=1)
powerdiscrepancy(np.column_stack((observed,observed)).T, 10*expected, lambd=2/3.0,axis=1)
powerdiscrepancy(np.column_stack((observed,observed)).T, expected, lambd=2/3.0,axis=1)
powerdiscrepancy(np.column_stack((observed,observed)), expected, lambd=2/3.0, axis=0)

powerdiscrepancy(np.column_stack((observed,2*observed)), expected, lambd=2/3.0, axis=0)
powerdiscrepancy(np.column_stack((observed,2*observed)), expected, lambd=2/3.0, axis=0)
powerdiscrepancy(np.column_stack((2*observed,2*observed)), expected, lambd=2/3.0, axis=0)
powerdiscrepancy(np.column_stack((2*observed,2*observed)), 20*expected, lambd=2/3.0, axis=0)
powerdiscrepancy(np.column_stack((observed,2*observed)), np.column_stack((10*expected,20*expected)), lambd=2/3.0, axis=0)
powerdiscrepancy(np.column_stack((observed,2*observed)), np.column_stack((10*expected,20*expected)), lambd=-1, axis=0)
