import numpy as np
from scipy import special
b, bp, bi, bip = special.bi_zeros(3)
b
bp
bi
bip
