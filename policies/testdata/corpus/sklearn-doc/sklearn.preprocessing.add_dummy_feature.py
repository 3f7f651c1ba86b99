from sklearn.preprocessing import add_dummy_feature
add_dummy_feature([[0, 1], [1, 0]])
