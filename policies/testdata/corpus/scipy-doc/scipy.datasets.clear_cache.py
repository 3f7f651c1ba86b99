import numpy as np
from scipy import datasets
ascent_array = datasets.ascent()
ascent_array.shape
datasets.clear_cache([datasets.ascent])
