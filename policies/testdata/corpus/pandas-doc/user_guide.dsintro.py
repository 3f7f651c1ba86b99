import numpy as np
import pandas as pd



s = pd.Series(np.random.randn(5), index=["a", "b", "c", "d", "e"])
s
s.index

pd.Series(np.random.randn(5))



d = {"b": 1, "a": 0, "c": 2}
pd.Series(d)



d = {"a": 0.0, "b": 1.0, "c": 2.0}
pd.Series(d)
pd.Series(d, index=["b", "c", "d", "a"])



pd.Series(5.0, index=["a", "b", "c", "d", "e"])



s[0]
s[:3]
s[s > s.median()]
s[[4, 3, 1]]
np.exp(s)



s.dtype



s.array



s.to_numpy()



s["a"]
s["e"] = 12.0
s
"e" in s
"f" in s



s["f"]



s.get("f")

s.get("f", np.nan)



s + s
s * 2
np.exp(s)



s[1:] + s[:-1]



s = pd.Series(np.random.randn(5), name="something")
s
s.name



s2 = s.rename("different")
s2.name



d = {
    "one": pd.Series([1.0, 2.0, 3.0], index=["a", "b", "c"]),
    "two": pd.Series([1.0, 2.0, 3.0, 4.0], index=["a", "b", "c", "d"]),
}
df = pd.DataFrame(d)
df

pd.DataFrame(d, index=["d", "b", "a"])
pd.DataFrame(d, index=["d", "b", "a"], columns=["two", "three"])



df.index
df.columns



d = {"one": [1.0, 2.0, 3.0, 4.0], "two": [4.0, 3.0, 2.0, 1.0]}
pd.DataFrame(d)
pd.DataFrame(d, index=["a", "b", "c", "d"])



data = np.zeros((2,), dtype=[("A", "i4"), ("B", "f4"), ("C", "a10")])
data[:] = [(1, 2.0, "Hello"), (2, 3.0, "World")]

pd.DataFrame(data)
pd.DataFrame(data, index=["first", "second"])
pd.DataFrame(data, columns=["C", "A", "B"])



data2 = [{"a": 1, "b": 2}, {"a": 5, "b": 10, "c": 20}]
pd.DataFrame(data2)
pd.DataFrame(data2, index=["first", "second"])
pd.DataFrame(data2, columns=["a", "b"])



pd.DataFrame(
    {
        ("a", "b"): {("A", "B"): 1, ("A", "C"): 2},
        ("a", "a"): {("A", "C"): 3, ("A", "B"): 4},
        ("a", "c"): {("A", "B"): 5, ("A", "C"): 6},
        ("b", "a"): {("A", "C"): 7, ("A", "B"): 8},
        ("b", "b"): {("A", "D"): 9, ("A", "B"): 10},
    }
)



ser = pd.Series(range(3), index=list("abc"), name="ser")
pd.DataFrame(ser)



from collections import namedtuple

Point = namedtuple("Point", "x y")

pd.DataFrame([Point(0, 0), Point(0, 3), (2, 3)])

Point3D = namedtuple("Point3D", "x y z")

pd.DataFrame([Point3D(0, 0, 0), Point3D(0, 3, 5), Point(2, 3)])




from dataclasses import make_dataclass

Point = make_dataclass("Point", [("x", int), ("y", int)])

pd.DataFrame([Point(0, 0), Point(0, 3), Point(2, 3)])



pd.DataFrame.from_dict(dict([("A", [1, 2, 3]), ("B", [4, 5, 6])]))



pd.DataFrame.from_dict(
    dict([("A", [1, 2, 3]), ("B", [4, 5, 6])]),
    orient="index",
    columns=["one", "two", "three"],
)



data
pd.DataFrame.from_records(data, index="C")



df["one"]
df["three"] = df["one"] * df["two"]
df["flag"] = df["one"] > 2
df



del df["two"]
three = df.pop("three")
df



df["foo"] = "bar"
df



df["one_trunc"] = df["one"][:2]
df



df.insert(1, "bar", df["one"])
df



iris = pd.read_csv("data/iris.data")
iris.head()
iris.assign(sepal_ratio=iris["SepalWidth"] / iris["SepalLength"]).head()



iris.assign(sepal_ratio=lambda x: (x["SepalWidth"] / x["SepalLength"])).head()



(
    iris.query("SepalLength > 5")
    .assign(
        SepalRatio=lambda x: x.SepalWidth / x.SepalLength,
        PetalRatio=lambda x: x.PetalWidth / x.PetalLength,
    )
    .plot(kind="scatter", x="SepalRatio", y="PetalRatio")
)



dfa = pd.DataFrame({"A": [1, 2, 3], "B": [4, 5, 6]})
dfa.assign(C=lambda x: x["A"] + x["B"], D=lambda x: x["A"] + x["C"])



df.loc["b"]
df.iloc[2]



df = pd.DataFrame(np.random.randn(10, 4), columns=["A", "B", "C", "D"])
df2 = pd.DataFrame(np.random.randn(7, 3), columns=["A", "B", "C"])
df + df2



df - df.iloc[0]



df * 5 + 2
1 / df
df ** 4



df1 = pd.DataFrame({"a": [1, 0, 1], "b": [0, 1, 1]}, dtype=bool)
df2 = pd.DataFrame({"a": [0, 1, 1], "b": [1, 1, 0]}, dtype=bool)
df1 & df2
df1 | df2
df1 ^ df2
-df1



# only show the first 5 rows
df[:5].T



np.exp(df)
np.asarray(df)



ser = pd.Series([1, 2, 3, 4])
np.exp(ser)



ser1 = pd.Series([1, 2, 3], index=["a", "b", "c"])
ser2 = pd.Series([1, 3, 5], index=["b", "a", "c"])
ser1
ser2
np.remainder(ser1, ser2)



ser3 = pd.Series([2, 4, 6], index=["b", "c", "d"])
ser3
np.remainder(ser1, ser3)



ser = pd.Series([1, 2, 3])
idx = pd.Index([4, 5, 6])

np.maximum(ser, idx)



# force a summary to be printed
pd.set_option("display.max_rows", 5)



baseball = pd.read_csv("data/baseball.csv")
print(baseball)
baseball.info()



# restore GlobalPrintConfig
pd.reset_option(r"^display\.")



print(baseball.iloc[-20:, :12].to_string())



pd.DataFrame(np.random.randn(3, 12))



pd.set_option("display.width", 40)  # default is 80

pd.DataFrame(np.random.randn(3, 12))



datafile = {
    "filename": ["filename_01", "filename_02"],
    "path": [
        "media/user_name/storage/folder_01/filename_01",
        "media/user_name/storage/folder_02/filename_02",
    ],
}

pd.set_option("display.max_colwidth", 30)
pd.DataFrame(datafile)

pd.set_option("display.max_colwidth", 100)
pd.DataFrame(datafile)



pd.reset_option("display.width")
pd.reset_option("display.max_colwidth")



df = pd.DataFrame({"foo1": np.random.randn(5), "foo2": np.random.randn(5)})
df
df.foo1
