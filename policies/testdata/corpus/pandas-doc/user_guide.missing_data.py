df = pd.DataFrame(
    np.random.randn(5, 3),
    index=["a", "c", "e", "f", "h"],
    columns=["one", "two", "three"],
)
df["four"] = "bar"
df["five"] = df["one"] > 0
df
df2 = df.reindex(["a", "b", "c", "d", "e", "f", "g", "h"])
df2



df2["one"]
pd.isna(df2["one"])
df2["four"].notna()
df2.isna()



None == None  # noqa: E711
np.nan == np.nan



df2["one"] == np.nan



pd.Series([1, 2, np.nan, 4], dtype=pd.Int64Dtype())



df2 = df.copy()
df2["timestamp"] = pd.Timestamp("20120101")
df2
df2.loc[["a", "c", "h"], ["one", "timestamp"]] = np.nan
df2
df2.dtypes.value_counts()



s = pd.Series([1, 2, 3])
s.loc[0] = None
s



s = pd.Series(["a", "b", "c"])
s.loc[0] = None
s.loc[1] = np.nan
s



df = df2.loc[:, ["one", "two", "three"]]
a = df2.loc[df2.index[:5], ["one", "two"]].fillna(method="pad")
b = df2.loc[df2.index[:5], ["one", "two", "three"]]



a
b
a + b



df
df["one"].sum()
df.mean(1)
df.cumsum()
df.cumsum(skipna=False)




pd.Series([np.nan]).sum()

pd.Series([], dtype="float64").sum()



pd.Series([np.nan]).prod()

pd.Series([], dtype="float64").prod()




df
df.groupby("one").mean()



df2
df2.fillna(0)
df2["one"].fillna("missing")



df
df.fillna(method="pad")



df.iloc[2:4, :] = np.nan



df
df.fillna(method="pad", limit=1)



dff = pd.DataFrame(np.random.randn(10, 3), columns=list("ABC"))
dff.iloc[3:5, 0] = np.nan
dff.iloc[4:6, 1] = np.nan
dff.iloc[5:8, 2] = np.nan
dff

dff.fillna(dff.mean())
dff.fillna(dff.mean()["B":"C"])



dff.where(pd.notna(dff), dff.mean(), axis="columns")




df["two"] = df["two"].fillna(0)
df["three"] = df["three"].fillna(0)



df
df.dropna(axis=0)
df.dropna(axis=1)
df["one"].dropna()



np.random.seed(123456)
idx = pd.date_range("1/1/2000", periods=100, freq="BM")
ts = pd.Series(np.random.randn(100), index=idx)
ts[1:5] = np.nan
ts[20:30] = np.nan
ts[60:80] = np.nan
ts = ts.cumsum()



ts
ts.count()
ts.plot()



ts.interpolate()
ts.interpolate().count()

ts.interpolate().plot()



ts2 = ts[[0, 1, 30, 60, 99]]



ts2
ts2.interpolate()
ts2.interpolate(method="time")



idx = [0.0, 1.0, 10.0]
ser = pd.Series([0.0, np.nan, 10.0], idx)



ser
ser.interpolate()
ser.interpolate(method="values")



df = pd.DataFrame(
    {
        "A": [1, 2.1, np.nan, 4.7, 5.6, 6.8],
        "B": [0.25, np.nan, np.nan, 4, 12.2, 14.4],
    }
)
df
df.interpolate()



df.interpolate(method="barycentric")

df.interpolate(method="pchip")

df.interpolate(method="akima")



df.interpolate(method="spline", order=2)

df.interpolate(method="polynomial", order=2)



np.random.seed(2)

ser = pd.Series(np.arange(1, 10.1, 0.25) ** 2 + np.random.randn(37))
missing = np.array([4, 13, 14, 15, 16, 17, 18, 20, 29])
ser[missing] = np.nan
methods = ["linear", "quadratic", "cubic"]

df = pd.DataFrame({m: ser.interpolate(method=m) for m in methods})
df.plot()



ser = pd.Series(np.sort(np.random.uniform(size=100)))

# interpolate at new_index
new_index = ser.index.union(pd.Index([49.25, 49.5, 49.75, 50.25, 50.5, 50.75]))
interp_s = ser.reindex(new_index).interpolate(method="pchip")
interp_s[49:51]



ser = pd.Series([np.nan, np.nan, 5, np.nan, np.nan, np.nan, 13, np.nan, np.nan])
ser

# fill all consecutive values in a forward direction
ser.interpolate()

# fill one consecutive value in a forward direction
ser.interpolate(limit=1)



# fill one consecutive value backwards
ser.interpolate(limit=1, limit_direction="backward")

# fill one consecutive value in both directions
ser.interpolate(limit=1, limit_direction="both")

# fill all consecutive values in both directions
ser.interpolate(limit_direction="both")



# fill one consecutive inside value in both directions
ser.interpolate(limit_direction="both", limit_area="inside", limit=1)

# fill all consecutive outside values backward
ser.interpolate(limit_direction="backward", limit_area="outside")

# fill all consecutive outside values in both directions
ser.interpolate(limit_direction="both", limit_area="outside")



ser = pd.Series([0.0, 1.0, 2.0, 3.0, 4.0])

ser.replace(0, 5)



ser.replace([0, 1, 2, 3, 4], [4, 3, 2, 1, 0])



ser.replace({0: 10, 1: 100})



df = pd.DataFrame({"a": [0, 1, 2, 3, 4], "b": [5, 6, 7, 8, 9]})

df.replace({"a": 0, "b": 5}, 100)



ser.replace([1, 2, 3], method="pad")



d = {"a": list(range(4)), "b": list("ab.."), "c": ["a", "b", np.nan, "d"]}
df = pd.DataFrame(d)
df.replace(".", np.nan)



df.replace(r"\s*\.\s*", np.nan, regex=True)



df.replace(["a", "."], ["b", np.nan])



df.replace([r"\.", r"(a)"], ["dot", r"\1stuff"], regex=True)



df.replace({"b": "."}, {"b": np.nan})



df.replace({"b": r"\s*\.\s*"}, {"b": np.nan}, regex=True)



df.replace({"b": {"b": r""}}, regex=True)



df.replace(regex={"b": {r"\s*\.\s*": np.nan}})



df.replace({"b": r"\s*(\.)\s*"}, {"b": r"\1ty"}, regex=True)



df.replace([r"\s*\.\s*", r"a|b"], np.nan, regex=True)



df.replace(regex=[r"\s*\.\s*", r"a|b"], value=np.nan)



df = pd.DataFrame(np.random.randn(10, 2))
df[np.random.rand(df.shape[0]) > 0.5] = 1.5
df.replace(1.5, np.nan)



df00 = df.iloc[0, 0]
df.replace([1.5, df00], [np.nan, "a"])
df[1].dtype



df.replace(1.5, np.nan, inplace=True)



s = pd.Series(np.random.randn(5), index=[0, 2, 4, 6, 7])
s > 0
(s > 0).dtype
crit = (s > 0).reindex(list(range(8)))
crit
crit.dtype



reindexed = s.reindex(list(range(8))).fillna(0)
reindexed[crit]



reindexed[crit.fillna(False)]
reindexed[crit.fillna(True)]



s = pd.Series([0, 1, np.nan, 3, 4], dtype="Int64")
s



s = pd.Series([1, 2, None], dtype="Int64")
s
s[2]
s[2] is pd.NA



pd.NA + 1
"a" * pd.NA



pd.NA ** 0
1 ** pd.NA



pd.NA == 1
pd.NA == pd.NA
pd.NA < 2.5



pd.isna(pd.NA)



True | False
True | pd.NA
pd.NA | True



False | True
False | False
False | pd.NA



False & True
False & False
False & pd.NA



True & True
True & False
True & pd.NA




bool(pd.NA)



np.log(pd.NA)
np.add(pd.NA, 1)



a = np.array([1, 2, 3])
np.greater(a, pd.NA)



bb = pd.read_csv("data/baseball.csv", index_col="id")
bb[bb.columns[:10]].dtypes



bbn = bb.convert_dtypes()
bbn[bbn.columns[:10]].dtypes
