from sklearn.preprocessing import label_binarize
label_binarize([1, 6], classes=[1, 2, 4, 6])

label_binarize([1, 6], classes=[1, 6, 4, 2])

label_binarize(['yes', 'no', 'no', 'yes'], classes=['no', 'yes'])
