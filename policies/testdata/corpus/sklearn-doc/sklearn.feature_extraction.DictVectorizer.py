from sklearn.feature_extraction import DictVectorizer
v = DictVectorizer(sparse=False)
D = [{'foo': 1, 'bar': 2}, {'foo': 3, 'baz': 1}]
X = v.fit_transform(D)
X
v.inverse_transform(X) == [{'bar': 2.0, 'foo': 1.0},
                           {'baz': 1.0, 'foo': 3.0}]
v.transform({'foo': 4, 'unseen_feature': 3})

from sklearn.feature_extraction import DictVectorizer
from sklearn.feature_selection import SelectKBest, chi2
v = DictVectorizer()
D = [{'foo': 1, 'bar': 2}, {'foo': 3, 'baz': 1}]
X = v.fit_transform(D)
support = SelectKBest(chi2, k=2).fit(X, [0, 1])
v.get_feature_names_out()
v.restrict(support.get_support())
v.get_feature_names_out()
