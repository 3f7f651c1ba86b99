from sklearn.preprocessing import MultiLabelBinarizer
mlb = MultiLabelBinarizer()
mlb.fit_transform([(1, 2), (3,)])
mlb.classes_

mlb.fit_transform([{'sci-fi', 'thriller'}, {'comedy'}])
list(mlb.classes_)

mlb = MultiLabelBinarizer()
mlb.fit(['sci-fi', 'thriller', 'comedy'])
mlb.classes_

mlb = MultiLabelBinarizer()
mlb.fit([['sci-fi', 'thriller', 'comedy']])
mlb.classes_
