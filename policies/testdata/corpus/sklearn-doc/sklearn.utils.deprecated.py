from sklearn.utils import deprecated
deprecated()

@deprecated()
def some_function(): pass
