import numpy as np
from scipy import fft
import numpy as np
rng = np.random.default_rng()
min_len = 93059  # prime length is worst case for speed
a = rng.standard_normal(min_len)
b = fft.fft(a)

fft.next_fast_len(min_len, real=True)
b = fft.fft(a, 93312)

b = fft.fft(a, 131072)
