from sklearn.utils.multiclass import type_of_target
import numpy as np
type_of_target([0.1, 0.6])
type_of_target([1, -1, -1, 1])
type_of_target(['a', 'b', 'a'])
type_of_target([1.0, 2.0])
type_of_target([1, 0, 2])
type_of_target([1.0, 0.0, 3.0])
type_of_target(['a', 'b', 'c'])
type_of_target(np.array([[1, 2], [3, 1]]))
type_of_target([[1, 2]])
type_of_target(np.array([[1.5, 2.0], [3.0, 1.6]]))
type_of_target(np.array([[0, 1], [1, 1]]))
