import matplotlib.pyplot as plt
from scipy.interpolate import RegularGridInterpolator

def F(u, v):
    return u * np.cos(u * v) + v * np.sin(u * v)

fit_points = [np.linspace(0, 3, 8), np.linspace(0, 3, 11)]
values = F(*np.meshgrid(*fit_points, indexing='ij'))

ut, vt = np.meshgrid(np.linspace(0, 3, 80), np.linspace(0, 3, 80), indexing='ij')
true_values = F(ut, vt)
test_points = np.array([ut.ravel(), vt.ravel()]).T

interp = RegularGridInterpolator(fit_points, values)
fig, axes = plt.subplots(2, 3, figsize=(10, 6))
axes = axes.ravel()
fig_index = 0
for method in ['linear', 'nearest', 'slinear', 'cubic', 'quintic']:
    im = interp(test_points, method=method).reshape(80, 80)
    axes[fig_index].imshow(im)
    axes[fig_index].set_title(method)
    axes[fig_index].axis("off")
    fig_index += 1
axes[fig_index].imshow(true_values)
axes[fig_index].set_title("True values")
fig.tight_layout()
fig.show()

from scipy.interpolate import interpn
rgi = RegularGridInterpolator(fit_points, values)
result_rgi = rgi(test_points)

result_interpn = interpn(fit_points, values, test_points)
np.allclose(result_rgi, result_interpn, atol=1e-15)

x = np.array([0, 5, 10])
y = np.array([0])
data = array([[0], [5], [10]])
rgi = RegularGridInterpolator((x, y), data,
                              bounds_error=False, fill_value=None)
rgi([(2, 0), (2, 1), (2, -1)])
rgi.fill_value = -101
rgi([(2, 0), (2, 1), (2, -1)])

x, y = np.arange(5), np.arange(6)
xx, yy = np.meshgrid(x, y, indexing='ij')
values = xx**3 + yy**3
rgi = RegularGridInterpolator((x, y), values, method='linear')
rgi([[1.5, 1.5], [3.5, 2.6]])
cgi = CartesianGridInterpolator((x, y), values, method='linear')
