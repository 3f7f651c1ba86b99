def score(expr):
    return eval(expr)
print(score('1+1'))
eval = None
