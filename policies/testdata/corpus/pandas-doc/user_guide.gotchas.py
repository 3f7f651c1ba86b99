dtypes = [
    "int64",
    "float64",
    "datetime64[ns]",
    "timedelta64[ns]",
    "complex128",
    "object",
    "bool",
]
n = 5000
data = {t: np.random.randint(100, size=n).astype(t) for t in dtypes}
df = pd.DataFrame(data)
df["categorical"] = df["object"].astype("category")

df.info()



df.info(memory_usage="deep")



df.memory_usage()

# total memory usage of dataframe
df.memory_usage().sum()



df.memory_usage(index=False)



if pd.Series([False, True, False]):
    print("I was true")



if pd.Series([False, True, False]) is not None:
    print("I was not None")




if pd.Series([False, True, False]).any():
    print("I am any")



pd.Series([True]).bool()
pd.Series([False]).bool()
pd.DataFrame([[True]]).bool()
pd.DataFrame([[False]]).bool()



s = pd.Series(range(5))
s == 4



s = pd.Series(range(5), index=list("abcde"))
2 in s
'b' in s



s.isin([2])
s.isin([2]).any()



values = [0, 1, 2, 3, 4, 5]
n_removed = 0
for k, value in enumerate(values):
    idx = k - n_removed
    if value % 2 == 1:
        del values[idx]
        n_removed += 1
    else:
        values[idx] = value + 1
values



def f(s):
    s.pop("a")
    return s

df = pd.DataFrame({"a": [1, 2, 3], "b": [4, 5, 6]})
try:
    df.apply(f, axis="columns")
except Exception as err:
    print(repr(err))



values = [0, 1, 2, 3, 4, 5]
n_removed = 0
for k, value in enumerate(values.copy()):
    idx = k - n_removed
    if value % 2 == 1:
        del values[idx]
        n_removed += 1
    else:
        values[idx] = value + 1
values



def f(s):
    s = s.copy()
    s.pop("a")
    return s

df = pd.DataFrame({"a": [1, 2, 3], 'b': [4, 5, 6]})
df.apply(f, axis="columns")



s = pd.Series([1, 2, 3, 4, 5], index=list("abcde"))
s
s.dtype

s2 = s.reindex(["a", "b", "c", "f", "u"])
s2
s2.dtype



s_int = pd.Series([1, 2, 3, 4, 5], index=list("abcde"), dtype=pd.Int64Dtype())
s_int
s_int.dtype

s2_int = s_int.reindex(["a", "b", "c", "f", "u"])
s2_int
s2_int.dtype



x = np.array(list(range(10)), ">i4")  # big endian
newx = x.byteswap().newbyteorder()  # force native byteorder
s = pd.Series(newx)
