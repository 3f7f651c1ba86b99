import numpy as np
from scipy.ndimage import label, generate_binary_structure
import numpy as np
a = np.array([[0,0,1,1,0,0],
              [0,0,0,1,0,0],
              [1,1,0,0,1,0],
              [0,0,0,1,0,0]])
labeled_array, num_features = label(a)

num_features
labeled_array

s = generate_binary_structure(2,2)

s = [[1,1,1],
     [1,1,1],
     [1,1,1]]

labeled_array, num_features = label(a, structure=s)

num_features
labeled_array
