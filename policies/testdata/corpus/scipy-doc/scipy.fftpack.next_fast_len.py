import numpy as np
from scipy import fftpack
import numpy as np
rng = np.random.default_rng()
min_len = 10007  # prime length is worst case for speed
a = rng.standard_normal(min_len)
b = fftpack.fft(a)

fftpack.next_fast_len(min_len)
b = fftpack.fft(a, 10125)

b = fftpack.fft(a, 16384)
