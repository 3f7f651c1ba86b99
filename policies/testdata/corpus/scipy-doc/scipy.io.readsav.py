import numpy as np
from os.path import dirname, join as pjoin
import scipy.io as sio
from scipy.io import readsav

data_dir = pjoin(dirname(sio.__file__), 'tests', 'data')
sav_fname = pjoin(data_dir, 'array_float32_1d.sav')

sav_data = readsav(sav_fname)

print(sav_data.keys())

print(sav_data['array1d'])
