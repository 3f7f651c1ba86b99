import scipy.io as sio

mat_contents = sio.loadmat('octave_a.mat')
mat_contents
oct_a = mat_contents['a']
oct_a
oct_a.shape

import numpy as np
vect = np.arange(10)
vect.shape
sio.savemat('np_vector.mat', {'vect':vect})

sio.whosmat('octave_a.mat')

mat_contents = sio.loadmat('octave_struct.mat')
mat_contents
oct_struct = mat_contents['my_struct']
oct_struct.shape
val = oct_struct[0,0]
val
val['field1']
val['field2']
val.dtype

val = oct_struct[0,0]

mat_contents = sio.loadmat('octave_struct.mat', squeeze_me=True)
oct_struct = mat_contents['my_struct']
oct_struct.shape

mat_contents = sio.loadmat('octave_struct.mat', struct_as_record=False)
oct_struct = mat_contents['my_struct']
oct_struct[0,0].field1

mat_contents = sio.loadmat('octave_struct.mat', struct_as_record=False, squeeze_me=True)
oct_struct = mat_contents['my_struct']
oct_struct.shape # but no - it's a scalar
type(oct_struct)
oct_struct.field1

a_dict = {'field1': 0.5, 'field2': 'a string'}
sio.savemat('saved_struct.mat', {'a_dict': a_dict})

dt = [('f1', 'f8'), ('f2', 'S10')]
arr = np.zeros((2,), dtype=dt)
arr
arr[0]['f1'] = 0.5
arr[0]['f2'] = 'python'
arr[1]['f1'] = 99
arr[1]['f2'] = 'not perl'
sio.savemat('np_struct_arr.mat', {'arr': arr})

mat_contents = sio.loadmat('octave_cells.mat')
oct_cells = mat_contents['my_cells']
print(oct_cells.dtype)
val = oct_cells[0,0]
val
print(val.dtype)

obj_arr = np.zeros((2,), dtype=np.object)
obj_arr[0] = 1
obj_arr[1] = 'a string'
obj_arr
sio.savemat('np_cells.mat', {'obj_arr':obj_arr})
