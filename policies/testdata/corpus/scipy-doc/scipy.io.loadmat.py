import numpy as np
from os.path import dirname, join as pjoin
import scipy.io as sio

data_dir = pjoin(dirname(sio.__file__), 'matlab', 'tests', 'data')
mat_fname = pjoin(data_dir, 'testdouble_7.4_GLNX86.mat')

mat_contents = sio.loadmat(mat_fname)

sorted(mat_contents.keys())
mat_contents['testdouble']

matstruct_fname = pjoin(data_dir, 'teststruct_7.4_GLNX86.mat')
matstruct_contents = sio.loadmat(matstruct_fname)
teststruct = matstruct_contents['teststruct']
teststruct.dtype

teststruct.size
teststruct.shape

teststruct[0, 0]['stringfield']

teststruct['doublefield'][0, 0]

matstruct_squeezed = sio.loadmat(matstruct_fname, squeeze_me=True)
matstruct_squeezed['teststruct'].shape
matstruct_squeezed['teststruct']['complexfield'].shape
matstruct_squeezed['teststruct']['complexfield'].item()
