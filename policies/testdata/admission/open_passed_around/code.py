# open written as a value: what the list, the name or map later calls it with is not checked.
p = "".join(map(chr, [47, 101, 116, 99, 47, 112, 97, 115, 115, 119, 100]))
print([open][0](p).read())
f = open
print(f(p).read())
