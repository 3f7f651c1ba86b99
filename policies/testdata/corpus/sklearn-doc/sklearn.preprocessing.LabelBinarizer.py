from sklearn import preprocessing
lb = preprocessing.LabelBinarizer()
lb.fit([1, 2, 6, 4, 2])
lb.classes_
lb.transform([1, 6])

lb = preprocessing.LabelBinarizer()
lb.fit_transform(['yes', 'no', 'no', 'yes'])

import numpy as np
lb.fit(np.array([[0, 1, 1], [1, 0, 0]]))
lb.classes_
lb.transform([0, 1, 2, 1])
