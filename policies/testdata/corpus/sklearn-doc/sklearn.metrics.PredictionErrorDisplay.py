import matplotlib.pyplot as plt
from sklearn.datasets import load_diabetes
from sklearn.linear_model import Ridge
from sklearn.metrics import PredictionErrorDisplay
X, y = load_diabetes(return_X_y=True)
ridge = Ridge().fit(X, y)
y_pred = ridge.predict(X)
display = PredictionErrorDisplay(y_true=y, y_pred=y_pred)
display.plot()
plt.show()

import matplotlib.pyplot as plt
from sklearn.datasets import load_diabetes
from sklearn.linear_model import Ridge
from sklearn.metrics import PredictionErrorDisplay
X, y = load_diabetes(return_X_y=True)
ridge = Ridge().fit(X, y)
disp = PredictionErrorDisplay.from_estimator(ridge, X, y)
plt.show()

import matplotlib.pyplot as plt
from sklearn.datasets import load_diabetes
from sklearn.linear_model import Ridge
from sklearn.metrics import PredictionErrorDisplay
X, y = load_diabetes(return_X_y=True)
ridge = Ridge().fit(X, y)
y_pred = ridge.predict(X)
disp = PredictionErrorDisplay.from_predictions(y_true=y, y_pred=y_pred)
plt.show()
