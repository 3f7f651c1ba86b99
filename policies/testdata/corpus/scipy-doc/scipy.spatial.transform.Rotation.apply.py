import numpy as np
from scipy.spatial.transform import Rotation as R
import numpy as np

vector = np.array([1, 0, 0])
r = R.from_rotvec([0, 0, np.pi/2])
r.as_matrix()
r.apply(vector)
r.apply(vector).shape

vectors = np.array([
[1, 0, 0],
[1, 2, 3]])
r = R.from_rotvec([0, 0, np.pi/4])
r.as_matrix()
r.apply(vectors)
r.apply(vectors).shape

r = R.from_rotvec([[0, 0, np.pi/4], [np.pi/2, 0, 0]])
vector = np.array([1,2,3])
r.as_matrix()
r.apply(vector)
r.apply(vector).shape

r = R.from_euler('zxy', [
[0, 0, 90],
[45, 30, 60]], degrees=True)
vectors = [
[1, 2, 3],
[1, 0, -1]]
r.apply(vectors)
r.apply(vectors).shape

r = R.from_euler('zxy', [
[0, 0, 90],
[45, 30, 60]], degrees=True)
vectors = [
[1, 2, 3],
[1, 0, -1]]
r.apply(vectors, inverse=True)
