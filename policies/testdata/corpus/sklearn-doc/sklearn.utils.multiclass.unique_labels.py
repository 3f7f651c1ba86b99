from sklearn.utils.multiclass import unique_labels
unique_labels([3, 5, 5, 5, 7, 7])
unique_labels([1, 2, 3, 4], [2, 2, 3, 4])
unique_labels([1, 2, 10], [5, 11])
