from sklearn.model_selection import GridSearchCV
from sklearn.linear_model import SGDClassifier
clf = GridSearchCV(SGDClassifier(),
                   param_grid={'loss': ['log_loss', 'hinge']})
