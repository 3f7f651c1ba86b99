from sklearn.utils import Bunch
b = Bunch(a=1, b=2)
b['b']
b.b
b.a = 3
b['a']
b.c = 6
b['c']
