from scipy.ndimage import correlate
import numpy as np
correlate(np.arange(10), [1, 2.5])
correlate(np.arange(10), [1, 2.5], output=np.float64)

footprint = np.array([[0, 1, 0], [1, 1, 1], [0, 1, 0]])
footprint

from scipy.ndimage import correlate1d
a = [0, 0, 0, 1, 0, 0, 0]
correlate1d(a, [1, 1, 1])

a = [0, 0, 0, 1, 0, 0, 0]
correlate1d(a, [1, 1, 1], origin = -1)

a = [0, 0, 1, 1, 1, 0, 0]
correlate1d(a, [-1, 1])               # backward difference
correlate1d(a, [-1, 1], origin = -1)  # forward difference

correlate1d(a, [0, -1, 1])

def d2(input, axis, output, mode, cval):
    return correlate1d(input, [1, -2, 1], axis, output, mode, cval, 0)

a = np.zeros((5, 5))
a[2, 2] = 1
from scipy.ndimage import generic_laplace
generic_laplace(a, d2)

def d2(input, axis, output, mode, cval, weights):
    return correlate1d(input, weights, axis, output, mode, cval, 0,)

a = np.zeros((5, 5))
a[2, 2] = 1
generic_laplace(a, d2, extra_arguments = ([1, -2, 1],))

generic_laplace(a, d2, extra_keywords = {'weights': [1, -2, 1]})

a = np.zeros((5, 5))
a[2, 2] = 1
from scipy.ndimage import sobel, generic_gradient_magnitude
generic_gradient_magnitude(a, sobel)

a = np.arange(12).reshape(3,4)
correlate1d(a, [1, 2, 3])

def fnc(iline, oline):
    oline[...] = iline[:-2] + 2 * iline[1:-1] + 3 * iline[2:]

from scipy.ndimage import generic_filter1d
generic_filter1d(a, fnc, 3)

def fnc(iline, oline, a, b):
    oline[...] = iline[:-2] + a * iline[1:-1] + b * iline[2:]

generic_filter1d(a, fnc, 3, extra_arguments = (2, 3))

generic_filter1d(a, fnc, 3, extra_keywords = {'a':2, 'b':3})

a = np.arange(12).reshape(3,4)
correlate(a, [[1, 0], [0, 3]])

def fnc(buffer):
    return (buffer * np.array([1, 3])).sum()

from scipy.ndimage import generic_filter
generic_filter(a, fnc, footprint = [[1, 0], [0, 1]])

def fnc(buffer, weights):
    weights = np.asarray(weights)
    return (buffer * weights).sum()

generic_filter(a, fnc, footprint = [[1, 0], [0, 1]], extra_arguments = ([1, 3],))

generic_filter(a, fnc, footprint = [[1, 0], [0, 1]], extra_keywords= {'weights': [1, 3]})

a = np.arange(12).reshape(3,4)

class fnc_class:
    def __init__(self, shape):
        # store the shape:
        self.shape = shape
        # initialize the coordinates:
        self.coordinates = [0] * len(shape)

    def filter(self, buffer):
        result = (buffer * np.array([1, 3])).sum()
        print(self.coordinates)
        # calculate the next coordinates:
        axes = list(range(len(self.shape)))
        axes.reverse()
        for jj in axes:
            if self.coordinates[jj] < self.shape[jj] - 1:
                self.coordinates[jj] += 1
                break
            else:
                self.coordinates[jj] = 0
        return result

fnc = fnc_class(shape = (3,4))
generic_filter(a, fnc.filter, footprint = [[1, 0], [0, 1]])

a = np.arange(12).reshape(3,4)

class fnc1d_class:
    def __init__(self, shape, axis = -1):
        # store the filter axis:
        self.axis = axis
        # store the shape:
        self.shape = shape
        # initialize the coordinates:
        self.coordinates = [0] * len(shape)

    def filter(self, iline, oline):
        oline[...] = iline[:-2] + 2 * iline[1:-1] + 3 * iline[2:]
        print(self.coordinates)
        # calculate the next coordinates:
        axes = list(range(len(self.shape)))
        # skip the filter axis:
        del axes[self.axis]
        axes.reverse()
        for jj in axes:
            if self.coordinates[jj] < self.shape[jj] - 1:
                self.coordinates[jj] += 1
                break
            else:
                self.coordinates[jj] = 0

fnc = fnc1d_class(shape = (3,4))
generic_filter1d(a, fnc.filter, 3)

a = np.arange(12).reshape(4,3).astype(np.float64)
def shift_func(output_coordinates):
    return (output_coordinates[0] - 0.5, output_coordinates[1] - 0.5)

from scipy.ndimage import geometric_transform
geometric_transform(a, shift_func)

def shift_func(output_coordinates, s0, s1):
    return (output_coordinates[0] - s0, output_coordinates[1] - s1)

geometric_transform(a, shift_func, extra_arguments = (0.5, 0.5))

geometric_transform(a, shift_func, extra_keywords = {'s0': 0.5, 's1': 0.5})

a = np.arange(12).reshape(4,3).astype(np.float64)
a
from scipy.ndimage import map_coordinates
map_coordinates(a, [[0.5, 2], [0.5, 1]])

from scipy.ndimage import generate_binary_structure
generate_binary_structure(2, 1)
generate_binary_structure(2, 2)

struct = np.array([[0, 1, 0], [1, 1, 1], [0, 1, 0]])
a = np.array([[1,0,0,0,0], [1,1,0,1,0], [0,0,1,1,0], [0,0,0,0,0]])
a
from scipy.ndimage import binary_dilation
binary_dilation(np.zeros(a.shape), struct, -1, a, border_value=1)

struct = generate_binary_structure(2, 1)
struct
from scipy.ndimage import iterate_structure
iterate_structure(struct, 2)

a = np.array([[1,2,2,1,1,0],
              [0,2,3,1,2,0],
              [1,1,1,3,3,2],
              [1,1,1,1,2,1]])
np.where(a > 1, 1, 0)

a = np.array([[0,1,1,0,0,0],[0,1,1,0,1,0],[0,0,0,1,1,1],[0,0,0,0,1,0]])
s = [[0, 1, 0], [1,1,1], [0,1,0]]
from scipy.ndimage import label
label(a, s)

a = np.array([[0,1,1,0,0,0],[0,1,1,0,1,0],[0,0,0,1,1,1],[0,0,0,0,1,0]])
s = [[1,1,1], [1,1,1], [1,1,1]]
label(a, s)[0]

l, n = label([1, 0, 1, 0, 1])
l
l = np.where(l != 2, l, 0)
l
label(l)[0]

input = np.array([[0, 0, 0, 0, 0, 0, 0],
                  [0, 1, 1, 1, 1, 1, 0],
                  [0, 1, 0, 0, 0, 1, 0],
                  [0, 1, 0, 0, 0, 1, 0],
                  [0, 1, 0, 0, 0, 1, 0],
                  [0, 1, 1, 1, 1, 1, 0],
                  [0, 0, 0, 0, 0, 0, 0]], np.uint8)
markers = np.array([[1, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 2, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, 0]], np.int8)
from scipy.ndimage import watershed_ift
watershed_ift(input, markers)

markers = np.array([[0, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 2, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, 1]], np.int8)
watershed_ift(input, markers)

markers = np.array([[0, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 2, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, 0],
                    [0, 0, 0, 0, 0, 0, -1]], np.int8)
watershed_ift(input, markers)

watershed_ift(input, markers,
              structure = [[1,1,1], [1,1,1], [1,1,1]])

a = np.array([[0,1,1,0,0,0],[0,1,1,0,1,0],[0,0,0,1,1,1],[0,0,0,0,1,0]])
l, n = label(a)
from scipy.ndimage import find_objects
f = find_objects(l)
a[f[0]]
a[f[1]]

from scipy.ndimage import find_objects
find_objects([1, 0, 3, 4], max_label = 3)

image = np.arange(4 * 6).reshape(4, 6)
mask = np.array([[0,1,1,0,0,0],[0,1,1,0,1,0],[0,0,0,1,1,1],[0,0,0,0,1,0]])
labels = label(mask)[0]
slices = find_objects(labels)

np.where(labels[slices[1]] == 2, image[slices[1]], 0).sum()

from scipy.ndimage import sum as ndi_sum
ndi_sum(image, labels, 2)

ndi_sum(image[slices[1]], labels[slices[1]], 2)

ndi_sum(image, labels, [0, 2])
