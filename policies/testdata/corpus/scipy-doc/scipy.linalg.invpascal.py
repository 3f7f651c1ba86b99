import numpy as np
from scipy.linalg import invpascal, pascal
invp = invpascal(5)
invp

p = pascal(5)
p.dot(invp)

invpascal(5, kind='lower', exact=False)
