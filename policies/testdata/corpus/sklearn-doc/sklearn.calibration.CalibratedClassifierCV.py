from sklearn.datasets import make_classification
from sklearn.naive_bayes import GaussianNB
from sklearn.calibration import CalibratedClassifierCV
X, y = make_classification(n_samples=100, n_features=2,
                           n_redundant=0, random_state=42)
base_clf = GaussianNB()
calibrated_clf = CalibratedClassifierCV(base_clf, cv=3)
calibrated_clf.fit(X, y)
len(calibrated_clf.calibrated_classifiers_)
calibrated_clf.predict_proba(X)[:5, :]
from sklearn.model_selection import train_test_split
X, y = make_classification(n_samples=100, n_features=2,
                           n_redundant=0, random_state=42)
X_train, X_calib, y_train, y_calib = train_test_split(
       X, y, random_state=42
)
base_clf = GaussianNB()
base_clf.fit(X_train, y_train)
calibrated_clf = CalibratedClassifierCV(base_clf, cv="prefit")
calibrated_clf.fit(X_calib, y_calib)
len(calibrated_clf.calibrated_classifiers_)
calibrated_clf.predict_proba([[-0.5, 0.5]])
