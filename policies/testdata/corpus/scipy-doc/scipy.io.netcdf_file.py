import numpy as np
from scipy.io import netcdf_file
import numpy as np
f = netcdf_file('simple.nc', 'w')
f.history = 'Created for a test'
f.createDimension('time', 10)
time = f.createVariable('time', 'i', ('time',))
time[:] = np.arange(10)
time.units = 'days since 2008-01-01'
f.close()

from scipy.io import netcdf_file
f = netcdf_file('simple.nc', 'r')
print(f.history)
time = f.variables['time']
print(time.units)
print(time.shape)
print(time[-1])

data = time[:]

data = time[:].copy()
f.close()
data.mean()

from scipy.io import netcdf_file
with netcdf_file('simple.nc', 'r') as f:
    print(f.history)
