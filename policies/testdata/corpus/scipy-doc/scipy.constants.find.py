import numpy as np
from scipy.constants import find, physical_constants

find('boltzmann')

physical_constants['Boltzmann constant in Hz/K']

find('radius')
physical_constants['classical electron radius']
