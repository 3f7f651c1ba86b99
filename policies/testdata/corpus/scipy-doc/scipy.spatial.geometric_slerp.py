import numpy as np
from scipy.spatial import geometric_slerp
import matplotlib.pyplot as plt
fig = plt.figure()
ax = fig.add_subplot(111)
start = np.array([1, 0])
end = np.array([0, 1])
t_vals = np.linspace(0, 1, 4)
result = geometric_slerp(start,
                         end,
                         t_vals)

ax.scatter(result[...,0], result[...,1], c='k')
circle = plt.Circle((0, 0), 1, color='grey')
ax.add_artist(circle)
ax.set_aspect('equal')
plt.show()

opposite_pole = np.array([-1, 0])
with np.testing.suppress_warnings() as sup:
    sup.filter(UserWarning)
    geometric_slerp(start,
                    opposite_pole,
                    t_vals)

from mpl_toolkits.mplot3d import proj3d
fig = plt.figure()
ax = fig.add_subplot(111, projection='3d')

u = np.linspace(0, 2 * np.pi, 100)
v = np.linspace(0, np.pi, 100)
x = np.outer(np.cos(u), np.sin(v))
y = np.outer(np.sin(u), np.sin(v))
z = np.outer(np.ones(np.size(u)), np.cos(v))
ax.plot_surface(x, y, z, color='y', alpha=0.1)

start = np.array([1, 0, 0])
end = np.array([0, 0, 1])
t_vals = np.linspace(0, 1, 200)
result = geometric_slerp(start,
                         end,
                         t_vals)
ax.plot(result[...,0],
        result[...,1],
        result[...,2],
        c='k')
plt.show()
