arrays = [
    ["bar", "bar", "baz", "baz", "foo", "foo", "qux", "qux"],
    ["one", "two", "one", "two", "one", "two", "one", "two"],
]
tuples = list(zip(*arrays))
tuples

index = pd.MultiIndex.from_tuples(tuples, names=["first", "second"])
index

s = pd.Series(np.random.randn(8), index=index)
s



iterables = [["bar", "baz", "foo", "qux"], ["one", "two"]]
pd.MultiIndex.from_product(iterables, names=["first", "second"])



df = pd.DataFrame(
    [["bar", "one"], ["bar", "two"], ["foo", "one"], ["foo", "two"]],
    columns=["first", "second"],
)
pd.MultiIndex.from_frame(df)



arrays = [
    np.array(["bar", "bar", "baz", "baz", "foo", "foo", "qux", "qux"]),
    np.array(["one", "two", "one", "two", "one", "two", "one", "two"]),
]
s = pd.Series(np.random.randn(8), index=arrays)
s
df = pd.DataFrame(np.random.randn(8, 4), index=arrays)
df



df.index.names



df = pd.DataFrame(np.random.randn(3, 8), index=["A", "B", "C"], columns=index)
df
pd.DataFrame(np.random.randn(6, 6), index=index[:6], columns=index[:6])



with pd.option_context("display.multi_sparse", False):
    df



pd.Series(np.random.randn(8), index=tuples)



index.get_level_values(0)
index.get_level_values("second")



df["bar"]
df["bar", "one"]
df["bar"]["one"]
s["qux"]



df.columns.levels  # original MultiIndex

df[["foo","qux"]].columns.levels  # sliced



df[["foo", "qux"]].columns.to_numpy()

# for a specific level
df[["foo", "qux"]].columns.get_level_values(0)



new_mi = df[["foo", "qux"]].columns.remove_unused_levels()
new_mi.levels



s + s[:-2]
s + s[::2]



s.reindex(index[:3])
s.reindex([("foo", "two"), ("bar", "one"), ("qux", "one"), ("baz", "one")])



df = df.T
df
df.loc[("bar", "two")]



df.loc[("bar", "two"), "A"]



df.loc["bar"]



df.loc["baz":"foo"]



df.loc[("baz", "two"):("qux", "one")]
df.loc[("baz", "two"):"foo"]



df.loc[[("bar", "two"), ("qux", "one")]]



s = pd.Series(
    [1, 2, 3, 4, 5, 6],
    index=pd.MultiIndex.from_product([["A", "B"], ["c", "d", "e"]]),
)
s.loc[[("A", "c"), ("B", "d")]]  # list of tuples
s.loc[(["A", "B"], ["c", "d"])]  # tuple of lists




def mklbl(prefix, n):
    return ["%s%s" % (prefix, i) for i in range(n)]


miindex = pd.MultiIndex.from_product(
    [mklbl("A", 4), mklbl("B", 2), mklbl("C", 4), mklbl("D", 2)]
)
micolumns = pd.MultiIndex.from_tuples(
    [("a", "foo"), ("a", "bar"), ("b", "foo"), ("b", "bah")], names=["lvl0", "lvl1"]
)
dfmi = (
    pd.DataFrame(
        np.arange(len(miindex) * len(micolumns)).reshape(
            (len(miindex), len(micolumns))
        ),
        index=miindex,
        columns=micolumns,
    )
    .sort_index()
    .sort_index(axis=1)
)
dfmi



dfmi.loc[(slice("A1", "A3"), slice(None), ["C1", "C3"]), :]




idx = pd.IndexSlice
dfmi.loc[idx[:, :, ["C1", "C3"]], idx[:, "foo"]]



dfmi.loc["A1", (slice(None), "foo")]
dfmi.loc[idx[:, :, ["C1", "C3"]], idx[:, "foo"]]



mask = dfmi[("a", "foo")] > 200
dfmi.loc[idx[mask, :, ["C1", "C3"]], idx[:, "foo"]]



dfmi.loc(axis=0)[:, :, ["C1", "C3"]]



df2 = dfmi.copy()
df2.loc(axis=0)[:, :, ["C1", "C3"]] = -10
df2



df2 = dfmi.copy()
df2.loc[idx[:, :, ["C1", "C3"]], :] = df2 * 1000
df2



df
df.xs("one", level="second")



# using the slicers
df.loc[(slice(None), "one"), :]



df = df.T
df.xs("one", level="second", axis=1)



# using the slicers
df.loc[:, (slice(None), "one")]



df.xs(("one", "bar"), level=("second", "first"), axis=1)



# using the slicers
df.loc[:, ("bar", "one")]



df.xs("one", level="second", axis=1, drop_level=False)



df.xs("one", level="second", axis=1, drop_level=True)



df = df.T



midx = pd.MultiIndex(
    levels=[["zero", "one"], ["x", "y"]], codes=[[1, 1, 0, 0], [1, 0, 1, 0]]
)
df = pd.DataFrame(np.random.randn(4, 2), index=midx)
df
df2 = df.groupby(level=0).mean()
df2
df2.reindex(df.index, level=0)

# aligning
df_aligned, df2_aligned = df.align(df2, level=0)
df_aligned
df2_aligned




df[:5]
df[:5].swaplevel(0, 1, axis=0)



df[:5].reorder_levels([1, 0], axis=0)



df.rename(columns={0: "col0", 1: "col1"})



df.rename(index={"one": "two", "y": "z"})



df.rename_axis(index=["abc", "def"])



df.rename_axis(columns="Cols").columns



mi = pd.MultiIndex.from_product([[1, 2], ["a", "b"]], names=["x", "y"])
mi.names

mi2 = mi.rename("new name", level=0)
mi2




mi.levels[0].name = "name via level"



import random

random.seed(123456) # for reproducibility
random.shuffle(tuples)
s = pd.Series(np.random.randn(8), index=pd.MultiIndex.from_tuples(tuples))
s
s.sort_index()
s.sort_index(level=0)
s.sort_index(level=1)



s.index.set_names(["L1", "L2"], inplace=True)
s.sort_index(level="L1")
s.sort_index(level="L2")



df.T.sort_index(level=1, axis=1)



dfm = pd.DataFrame(
    {"jim": [0, 0, 1, 1], "joe": ["x", "x", "z", "y"], "jolie": np.random.rand(4)}
)
dfm = dfm.set_index(["jim", "joe"])
dfm



dfm.index.is_monotonic_increasing



dfm = dfm.sort_index()
dfm
dfm.index.is_monotonic_increasing



dfm.loc[(0, "y"):(1, "z")]



index = pd.Index(np.random.randint(0, 1000, 10))
index

positions = [0, 9, 3]

index[positions]
index.take(positions)

ser = pd.Series(np.random.randn(10))

ser.iloc[positions]
ser.take(positions)



frm = pd.DataFrame(np.random.randn(5, 3))

frm.take([1, 4, 3])

frm.take([0, 2], axis=1)



arr = np.random.randn(10)
arr.take([False, False, True, True])
arr[[0, 1]]

ser = pd.Series(np.random.randn(10))
ser.take([False, False, True, True])
ser.iloc[[0, 1]]



arr = np.random.randn(10000, 5)
indexer = np.arange(10000)
random.shuffle(indexer)




ser = pd.Series(arr[:, 0])



from pandas.api.types import CategoricalDtype

df = pd.DataFrame({"A": np.arange(6), "B": list("aabbca")})
df["B"] = df["B"].astype(CategoricalDtype(list("cab")))
df
df.dtypes
df["B"].cat.categories



df2 = df.set_index("B")
df2.index



df2.loc["a"]



df2.loc["a"].index



df2.sort_index()



df2.groupby(level=0).sum()
df2.groupby(level=0).sum().index



df3 = pd.DataFrame(
    {"A": np.arange(3), "B": pd.Series(list("abc")).astype("category")}
)
df3 = df3.set_index("B")
df3



df3.reindex(["a", "e"])
df3.reindex(["a", "e"]).index
df3.reindex(pd.Categorical(["a", "e"], categories=list("abe")))
df3.reindex(pd.Categorical(["a", "e"], categories=list("abe"))).index



df4 = pd.DataFrame({"A": np.arange(2), "B": list("ba")})
df4["B"] = df4["B"].astype(CategoricalDtype(list("ab")))
df4 = df4.set_index("B")
df4.index

df5 = pd.DataFrame({"A": np.arange(2), "B": list("bc")})
df5["B"] = df5["B"].astype(CategoricalDtype(list("bc")))
df5 = df5.set_index("B")
df5.index



indexf = pd.Index([1.5, 2, 3, 4.5, 5])
indexf
sf = pd.Series(range(5), index=indexf)
sf



sf[3]
sf[3.0]
sf.loc[3]
sf.loc[3.0]



sf.iloc[3]



sf[2:4]
sf.loc[2:4]
sf.iloc[2:4]



sf[2.1:4.6]
sf.loc[2.1:4.6]



dfir = pd.concat(
    [
        pd.DataFrame(
            np.random.randn(5, 2), index=np.arange(5) * 250.0, columns=list("AB")
        ),
        pd.DataFrame(
            np.random.randn(6, 2),
            index=np.arange(4, 10) * 250.1,
            columns=list("AB"),
        ),
    ]
)
dfir



dfir[0:1000.4]
dfir.loc[0:1001, "A"]
dfir.loc[1000.4]



dfir[0:1000]



dfir.iloc[0:5]




df = pd.DataFrame(
    {"A": [1, 2, 3, 4]}, index=pd.IntervalIndex.from_breaks([0, 1, 2, 3, 4])
)
df



df.loc[2]
df.loc[[2, 3]]



df.loc[2.5]
df.loc[[2.5, 3.5]]



df.loc[pd.Interval(1, 2)]



idxr = df.index.overlaps(pd.Interval(0.5, 2.5))
idxr
df[idxr]



c = pd.cut(range(4), bins=2)
c
c.categories



pd.cut([0, 3, 5, 1], bins=c.categories)



pd.interval_range(start=0, end=5)

pd.interval_range(start=pd.Timestamp("2017-01-01"), periods=4)

pd.interval_range(end=pd.Timedelta("3 days"), periods=3)



pd.interval_range(start=0, periods=5, freq=1.5)

pd.interval_range(start=pd.Timestamp("2017-01-01"), periods=4, freq="W")

pd.interval_range(start=pd.Timedelta("0 days"), periods=3, freq="9H")



pd.interval_range(start=0, end=4, closed="both")

pd.interval_range(start=0, end=4, closed="neither")



pd.interval_range(start=0, end=6, periods=4)

pd.interval_range(pd.Timestamp("2018-01-01"), pd.Timestamp("2018-02-28"), periods=3)



s = pd.Series(range(5))
s[-1]
df = pd.DataFrame(np.random.randn(5, 4))
df
df.loc[-2:]



df = pd.DataFrame(index=[2, 3, 3, 4, 5], columns=["data"], data=list(range(5)))
df.index.is_monotonic_increasing

# no rows 0 or 1, but still returns rows 2, 3 (both of them), and 4:
df.loc[0:4, :]

# slice is are outside the index, so empty DataFrame is returned
df.loc[13:15, :]



df = pd.DataFrame(index=[2, 3, 1, 4, 3, 5], columns=["data"], data=list(range(6)))
df.index.is_monotonic_increasing

# OK because 2 and 4 are in the index
df.loc[2:4, :]



weakly_monotonic = pd.Index(["a", "b", "c", "c"])
weakly_monotonic
weakly_monotonic.is_monotonic_increasing
weakly_monotonic.is_monotonic_increasing & weakly_monotonic.is_unique



s = pd.Series(np.random.randn(6), index=list("abcdef"))
s



s[2:5]



s.loc["c":"e"]



series1 = pd.Series([1, 2, 3])
series1.dtype
res = series1.reindex([0, 4])
res.dtype
res



series2 = pd.Series([True])
series2.dtype
res = series2.reindex_like(series1)
res.dtype
res
