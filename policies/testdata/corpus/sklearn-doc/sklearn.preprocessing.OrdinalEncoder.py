from sklearn.preprocessing import OrdinalEncoder
enc = OrdinalEncoder()
X = [['Male', 1], ['Female', 3], ['Female', 2]]
enc.fit(X)
enc.categories_
enc.transform([['Female', 3], ['Male', 1]])

enc.inverse_transform([[1, 0], [0, 1]])

import numpy as np
X = [['Male', 1], ['Female', 3], ['Female', np.nan]]
enc.fit_transform(X)

enc.set_params(encoded_missing_value=-1).fit_transform(X)
