index = pd.date_range("1/1/2000", periods=8)
s = pd.Series(np.random.randn(5), index=["a", "b", "c", "d", "e"])
df = pd.DataFrame(np.random.randn(8, 3), index=index, columns=["A", "B", "C"])



long_series = pd.Series(np.random.randn(1000))
long_series.head()
long_series.tail(3)



df[:2]
df.columns = [x.lower() for x in df.columns]
df



s.array
s.index.array



s.to_numpy()
np.asarray(s)



ser = pd.Series(pd.date_range("2000", periods=2, tz="CET"))
ser.to_numpy(dtype=object)



ser.to_numpy(dtype="datetime64[ns]")



df.to_numpy()



df = pd.DataFrame(
    {
        "one": pd.Series(np.random.randn(3), index=["a", "b", "c"]),
        "two": pd.Series(np.random.randn(4), index=["a", "b", "c", "d"]),
        "three": pd.Series(np.random.randn(3), index=["b", "c", "d"]),
    }
)
df
row = df.iloc[1]
column = df["two"]

df.sub(row, axis="columns")
df.sub(row, axis=1)

df.sub(column, axis="index")
df.sub(column, axis=0)



df_orig = df



dfmi = df.copy()
dfmi.index = pd.MultiIndex.from_tuples(
    [(1, "a"), (1, "b"), (1, "c"), (2, "a")], names=["first", "second"]
)
dfmi.sub(column, axis=0, level="second")



s = pd.Series(np.arange(10))
s
div, rem = divmod(s, 3)
div
rem

idx = pd.Index(np.arange(10))
idx
div, rem = divmod(idx, 3)
div
rem



div, rem = divmod(s, [2, 2, 3, 3, 4, 4, 5, 5, 6, 6])
div
rem



df2 = df.copy()
df2["three"]["a"] = 1.0



df
df2
df + df2
df.add(df2, fill_value=0)



df.gt(df2)
df2.ne(df)



(df > 0).all()
(df > 0).any()



(df > 0).any().any()



df.empty
pd.DataFrame(columns=list("ABC")).empty



pd.Series([True]).bool()
pd.Series([False]).bool()
pd.DataFrame([[True]]).bool()
pd.DataFrame([[False]]).bool()



df + df == df * 2
(df + df == df * 2).all()



np.nan == np.nan



(df + df).equals(df * 2)



df1 = pd.DataFrame({"col": ["foo", 0, np.nan]})
df2 = pd.DataFrame({"col": [np.nan, 0, "foo"]}, index=[2, 1, 0])
df1.equals(df2)
df1.equals(df2.sort_index())



pd.Series(["foo", "bar", "baz"]) == "foo"
pd.Index(["foo", "bar", "baz"]) == "foo"



pd.Series(["foo", "bar", "baz"]) == pd.Index(["foo", "bar", "qux"])
pd.Series(["foo", "bar", "baz"]) == np.array(["foo", "bar", "qux"])



np.array([1, 2, 3]) == np.array([2])



np.array([1, 2, 3]) == np.array([1, 2])



df1 = pd.DataFrame(
    {"A": [1.0, np.nan, 3.0, 5.0, np.nan], "B": [np.nan, 2.0, 3.0, np.nan, 6.0]}
)
df2 = pd.DataFrame(
    {
        "A": [5.0, 2.0, 4.0, np.nan, 3.0, 7.0],
        "B": [np.nan, np.nan, 3.0, 4.0, 6.0, 8.0],
    }
)
df1
df2
df1.combine_first(df2)



def combiner(x, y):
    return np.where(pd.isna(x), y, x)


df1.combine(df2, combiner)



df
df.mean(0)
df.mean(1)



df.sum(0, skipna=False)
df.sum(axis=1, skipna=True)



ts_stand = (df - df.mean()) / df.std()
ts_stand.std()
xs_stand = df.sub(df.mean(1), axis=0).div(df.std(1), axis=0)
xs_stand.std(1)



df.cumsum()



np.mean(df["one"])
np.mean(df["one"].to_numpy())



series = pd.Series(np.random.randn(500))
series[20:500] = np.nan
series[10:20] = 5
series.nunique()



series = pd.Series(np.random.randn(1000))
series[::2] = np.nan
series.describe()
frame = pd.DataFrame(np.random.randn(1000, 5), columns=["a", "b", "c", "d", "e"])
frame.iloc[::2] = np.nan
frame.describe()



series.describe(percentiles=[0.05, 0.25, 0.75, 0.95])



s = pd.Series(["a", "a", "b", "b", "a", "a", np.nan, "c", "d", "a"])
s.describe()



frame = pd.DataFrame({"a": ["Yes", "Yes", "No", "No"], "b": range(4)})
frame.describe()



frame.describe(include=["object"])
frame.describe(include=["number"])
frame.describe(include="all")



s1 = pd.Series(np.random.randn(5))
s1
s1.idxmin(), s1.idxmax()

df1 = pd.DataFrame(np.random.randn(5, 3), columns=["A", "B", "C"])
df1
df1.idxmin(axis=0)
df1.idxmax(axis=1)



df3 = pd.DataFrame([2, 1, 1, 3, np.nan], columns=["A"], index=list("edcba"))
df3
df3["A"].idxmin()



data = np.random.randint(0, 7, size=50)
data
s = pd.Series(data)
s.value_counts()
pd.value_counts(data)



data = {"a": [1, 2, 3, 4], "b": ["x", "x", "y", "y"]}
frame = pd.DataFrame(data)
frame.value_counts()



s5 = pd.Series([1, 1, 3, 3, 3, 5, 5, 7, 7, 7])
s5.mode()
df5 = pd.DataFrame(
    {
        "A": np.random.randint(0, 7, size=50),
        "B": np.random.randint(-10, 15, size=50),
    }
)
df5.mode()




arr = np.random.randn(20)
factor = pd.cut(arr, 4)
factor

factor = pd.cut(arr, [-5, -1, 0, 1, 5])
factor



arr = np.random.randn(30)
factor = pd.qcut(arr, [0, 0.25, 0.5, 0.75, 1])
factor
pd.value_counts(factor)



arr = np.random.randn(20)
factor = pd.cut(arr, [-np.inf, 0, np.inf])
factor



def extract_city_name(df):
    """
    Chicago, IL -> Chicago for city_name column
    """
    df["city_name"] = df["city_and_code"].str.split(",").str.get(0)
    return df


def add_country_name(df, country_name=None):
    """
    Chicago -> Chicago-US for city_name column
    """
    col = "city_name"
    df["city_and_country"] = df[col] + country_name
    return df


df_p = pd.DataFrame({"city_and_code": ["Chicago, IL"]})




add_country_name(extract_city_name(df_p), country_name="US")



df_p.pipe(extract_city_name).pipe(add_country_name, country_name="US")



import statsmodels.formula.api as sm

bb = pd.read_csv("data/baseball.csv", index_col="id")

(
    bb.query("h > 0")
    .assign(ln_h=lambda df: np.log(df.h))
    .pipe((sm.ols, "data"), "hr ~ ln_h + year + g + C(lg)")
    .fit()
    .summary()
)



df.apply(np.mean)
df.apply(np.mean, axis=1)
df.apply(lambda x: x.max() - x.min())
df.apply(np.cumsum)
df.apply(np.exp)



df.apply("mean")
df.apply("mean", axis=1)



tsdf = pd.DataFrame(
    np.random.randn(1000, 3),
    columns=["A", "B", "C"],
    index=pd.date_range("1/1/2000", periods=1000),
)
tsdf.apply(lambda x: x.idxmax())



tsdf = pd.DataFrame(
    np.random.randn(10, 3),
    columns=["A", "B", "C"],
    index=pd.date_range("1/1/2000", periods=10),
)
tsdf.iloc[3:7] = np.nan



tsdf
tsdf.apply(pd.Series.interpolate)




tsdf = pd.DataFrame(
    np.random.randn(10, 3),
    columns=["A", "B", "C"],
    index=pd.date_range("1/1/2000", periods=10),
)
tsdf.iloc[3:7] = np.nan
tsdf



tsdf.agg(np.sum)

tsdf.agg("sum")

# these are equivalent to a ``.sum()`` because we are aggregating
# on a single function
tsdf.sum()



tsdf["A"].agg("sum")




tsdf.agg(["sum"])



tsdf.agg(["sum", "mean"])



tsdf["A"].agg(["sum", "mean"])



tsdf["A"].agg(["sum", lambda x: x.mean()])



def mymean(x):
    return x.mean()


tsdf["A"].agg(["sum", mymean])



tsdf.agg({"A": "mean", "B": "sum"})



tsdf.agg({"A": ["mean", "min"], "B": "sum"})



mdf = pd.DataFrame(
    {
        "A": [1, 2, 3],
        "B": [1.0, 2.0, 3.0],
        "C": ["foo", "bar", "baz"],
        "D": pd.date_range("20130101", periods=3),
    }
)
mdf.dtypes



mdf.agg(["min", "sum"])



from functools import partial

q_25 = partial(pd.Series.quantile, q=0.25)
q_25.__name__ = "25%"
q_75 = partial(pd.Series.quantile, q=0.75)
q_75.__name__ = "75%"

tsdf.agg(["count", "mean", "std", "min", q_25, "median", q_75, "max"])



tsdf = pd.DataFrame(
    np.random.randn(10, 3),
    columns=["A", "B", "C"],
    index=pd.date_range("1/1/2000", periods=10),
)
tsdf.iloc[3:7] = np.nan
tsdf



tsdf.transform(np.abs)
tsdf.transform("abs")
tsdf.transform(lambda x: x.abs())



np.abs(tsdf)



tsdf["A"].transform(np.abs)




tsdf.transform([np.abs, lambda x: x + 1])



tsdf["A"].transform([np.abs, lambda x: x + 1])




tsdf.transform({"A": np.abs, "B": lambda x: x + 1})



tsdf.transform({"A": np.abs, "B": [lambda x: x + 1, "sqrt"]})



df4 = df_orig.copy()



df4

def f(x):
    return len(str(x))

df4["one"].map(f)
df4.applymap(f)



s = pd.Series(
    ["six", "seven", "six", "seven", "six"], index=["a", "b", "c", "d", "e"]
)
t = pd.Series({"six": 6.0, "seven": 7.0})
s
s.map(t)




s = pd.Series(np.random.randn(5), index=["a", "b", "c", "d", "e"])
s
s.reindex(["e", "b", "f", "d"])



df
df.reindex(index=["c", "f", "b"], columns=["three", "two", "one"])



df.reindex(["c", "f", "b"], axis="index")



rs = s.reindex(df.index)
rs
rs.index is df.index



df.reindex(["c", "f", "b"], axis="index")
df.reindex(["three", "two", "one"], axis="columns")



df2 = df.reindex(["a", "b", "c"], columns=["one", "two"])
df3 = df2 - df2.mean()




df2
df3
df.reindex_like(df2)



s = pd.Series(np.random.randn(5), index=["a", "b", "c", "d", "e"])
s1 = s[:4]
s2 = s[1:]
s1.align(s2)
s1.align(s2, join="inner")
s1.align(s2, join="left")



df.align(df2, join="inner")



df.align(df2, join="inner", axis=0)



df.align(df2.iloc[0], axis=1)



rng = pd.date_range("1/3/2000", periods=8)
ts = pd.Series(np.random.randn(8), index=rng)
ts2 = ts[[0, 3, 6]]
ts
ts2

ts2.reindex(ts.index)
ts2.reindex(ts.index, method="ffill")
ts2.reindex(ts.index, method="bfill")
ts2.reindex(ts.index, method="nearest")



ts2.reindex(ts.index).fillna(method="ffill")



ts2.reindex(ts.index, method="ffill", limit=1)



ts2.reindex(ts.index, method="ffill", tolerance="1 day")



df
df.drop(["a", "d"], axis=0)
df.drop(["one"], axis=1)



df.reindex(df.index.difference(["a", "d"]))



s
s.rename(str.upper)



df.rename(
    columns={"one": "foo", "two": "bar"},
    index={"a": "apple", "b": "banana", "d": "durian"},
)



df.rename({"one": "foo", "two": "bar"}, axis="columns")
df.rename({"a": "apple", "b": "banana", "d": "durian"}, axis="index")




s.rename("scalar-name")



df = pd.DataFrame(
    {"x": [1, 2, 3, 4, 5, 6], "y": [10, 20, 30, 40, 50, 60]},
    index=pd.MultiIndex.from_product(
        [["a", "b", "c"], [1, 2]], names=["let", "num"]
    ),
)
df
df.rename_axis(index={"let": "abc"})
df.rename_axis(index=str.upper)



df = pd.DataFrame(
    {"col1": np.random.randn(3), "col2": np.random.randn(3)}, index=["a", "b", "c"]
)

for col in df:
    print(col)




df = pd.DataFrame({"a": [1, 2, 3], "b": ["a", "b", "c"]})

for index, row in df.iterrows():
    row["a"] = 10

df



for label, ser in df.items():
    print(label)
    print(ser)



for row_index, row in df.iterrows():
    print(row_index, row, sep="\n")



df_orig = pd.DataFrame([[1, 1.5]], columns=["int", "float"])
df_orig.dtypes
row = next(df_orig.iterrows())[1]
row



row["int"].dtype
df_orig["int"].dtype



df2 = pd.DataFrame({"x": [1, 2, 3], "y": [4, 5, 6]})
print(df2)
print(df2.T)

df2_t = pd.DataFrame({idx: values for idx, values in df2.iterrows()})
print(df2_t)



for row in df.itertuples():
    print(row)



# datetime
s = pd.Series(pd.date_range("20130101 09:10:12", periods=4))
s
s.dt.hour
s.dt.second
s.dt.day



s[s.dt.day == 2]



stz = s.dt.tz_localize("US/Eastern")
stz
stz.dt.tz



s.dt.tz_localize("UTC").dt.tz_convert("US/Eastern")



# DatetimeIndex
s = pd.Series(pd.date_range("20130101", periods=4))
s
s.dt.strftime("%Y/%m/%d")



# PeriodIndex
s = pd.Series(pd.period_range("20130101", periods=4))
s
s.dt.strftime("%Y/%m/%d")



# period
s = pd.Series(pd.period_range("20130101", periods=4, freq="D"))
s
s.dt.year
s.dt.day



# timedelta
s = pd.Series(pd.timedelta_range("1 day 00:00:05", periods=4, freq="s"))
s
s.dt.days
s.dt.seconds
s.dt.components



s = pd.Series(
    ["A", "B", "C", "Aaba", "Baca", np.nan, "CABA", "dog", "cat"], dtype="string"
)
s.str.lower()



df = pd.DataFrame(
    {
        "one": pd.Series(np.random.randn(3), index=["a", "b", "c"]),
        "two": pd.Series(np.random.randn(4), index=["a", "b", "c", "d"]),
        "three": pd.Series(np.random.randn(3), index=["b", "c", "d"]),
    }
)

unsorted_df = df.reindex(
    index=["a", "d", "c", "b"], columns=["three", "two", "one"]
)
unsorted_df

# DataFrame
unsorted_df.sort_index()
unsorted_df.sort_index(ascending=False)
unsorted_df.sort_index(axis=1)

# Series
unsorted_df["three"].sort_index()



s1 = pd.DataFrame({"a": ["B", "a", "C"], "b": [1, 2, 3], "c": [2, 3, 4]}).set_index(
    list("ab")
)
s1



s1.sort_index(level="a")
s1.sort_index(level="a", key=lambda idx: idx.str.lower())



df1 = pd.DataFrame(
    {"one": [2, 1, 1, 1], "two": [1, 3, 2, 4], "three": [5, 4, 3, 2]}
)
df1.sort_values(by="two")



df1[["one", "two", "three"]].sort_values(by=["one", "two"])



s[2] = np.nan
s.sort_values()
s.sort_values(na_position="first")



s1 = pd.Series(["B", "a", "C"])



s1.sort_values()
s1.sort_values(key=lambda x: x.str.lower())



df = pd.DataFrame({"a": ["B", "a", "C"], "b": [1, 2, 3]})



df.sort_values(by="a")
df.sort_values(by="a", key=lambda col: col.str.lower())



# Build MultiIndex
idx = pd.MultiIndex.from_tuples(
    [("a", 1), ("a", 2), ("a", 2), ("b", 2), ("b", 1), ("b", 1)]
)
idx.names = ["first", "second"]

# Build DataFrame
df_multi = pd.DataFrame({"A": np.arange(6, 0, -1)}, index=idx)
df_multi



df_multi.sort_values(by=["second", "A"])



ser = pd.Series([1, 2, 3])
ser.searchsorted([0, 3])
ser.searchsorted([0, 4])
ser.searchsorted([1, 3], side="right")
ser.searchsorted([1, 3], side="left")
ser = pd.Series([3, 1, 2])
ser.searchsorted([0, 3], sorter=np.argsort(ser))



s = pd.Series(np.random.permutation(10))
s
s.sort_values()
s.nsmallest(3)
s.nlargest(3)



df = pd.DataFrame(
    {
        "a": [-2, -1, 1, 10, 8, 11, -1],
        "b": list("abdceff"),
        "c": [1.0, 2.0, 4.0, 3.2, np.nan, 3.0, 4.0],
    }
)
df.nlargest(3, "a")
df.nlargest(5, ["a", "c"])
df.nsmallest(3, "a")
df.nsmallest(5, ["a", "c"])




df1.columns = pd.MultiIndex.from_tuples(
    [("a", "one"), ("a", "two"), ("b", "three")]
)
df1.sort_values(by=("a", "two"))




dft = pd.DataFrame(
    {
        "A": np.random.rand(3),
        "B": 1,
        "C": "foo",
        "D": pd.Timestamp("20010102"),
        "E": pd.Series([1.0] * 3).astype("float32"),
        "F": False,
        "G": pd.Series([1] * 3, dtype="int8"),
    }
)
dft
dft.dtypes



dft["A"].dtype



# these ints are coerced to floats
pd.Series([1, 2, 3, 4, 5, 6.0])

# string data forces an ``object`` dtype
pd.Series([1, 2, 3, 6.0, "foo"])



dft.dtypes.value_counts()



df1 = pd.DataFrame(np.random.randn(8, 1), columns=["A"], dtype="float32")
df1
df1.dtypes
df2 = pd.DataFrame(
    {
        "A": pd.Series(np.random.randn(8), dtype="float16"),
        "B": pd.Series(np.random.randn(8)),
        "C": pd.Series(np.array(np.random.randn(8), dtype="uint8")),
    }
)
df2
df2.dtypes



pd.DataFrame([1, 2], columns=["a"]).dtypes
pd.DataFrame({"a": [1, 2]}).dtypes
pd.DataFrame({"a": 1}, index=list(range(2))).dtypes



frame = pd.DataFrame(np.array([1, 2]))




df3 = df1.reindex_like(df2).fillna(value=0.0) + df2
df3
df3.dtypes



df3.to_numpy().dtype



df3
df3.dtypes

# conversion of dtypes
df3.astype("float32").dtypes




dft = pd.DataFrame({"a": [1, 2, 3], "b": [4, 5, 6], "c": [7, 8, 9]})
dft[["a", "b"]] = dft[["a", "b"]].astype(np.uint8)
dft
dft.dtypes



dft1 = pd.DataFrame({"a": [1, 0, 1], "b": [4, 5, 6], "c": [7, 8, 9]})
dft1 = dft1.astype({"a": np.bool_, "c": np.float64})
dft1
dft1.dtypes



dft = pd.DataFrame({"a": [1, 2, 3], "b": [4, 5, 6], "c": [7, 8, 9]})
dft.loc[:, ["a", "b"]].astype(np.uint8).dtypes
dft.loc[:, ["a", "b"]] = dft.loc[:, ["a", "b"]].astype(np.uint8)
dft.dtypes



import datetime

df = pd.DataFrame(
    [
        [1, 2],
        ["a", "b"],
        [datetime.datetime(2016, 3, 2), datetime.datetime(2016, 3, 2)],
    ]
)
df = df.T
df
df.dtypes



df.infer_objects().dtypes



m = ["1.1", 2, 3]
pd.to_numeric(m)



import datetime

m = ["2016-07-09", datetime.datetime(2016, 3, 2)]
pd.to_datetime(m)



m = ["5us", pd.Timedelta("1day")]
pd.to_timedelta(m)



import datetime

m = ["apple", datetime.datetime(2016, 3, 2)]
pd.to_datetime(m, errors="coerce")

m = ["apple", 2, 3]
pd.to_numeric(m, errors="coerce")

m = ["apple", pd.Timedelta("1day")]
pd.to_timedelta(m, errors="coerce")



import datetime

m = ["apple", datetime.datetime(2016, 3, 2)]
pd.to_datetime(m, errors="ignore")

m = ["apple", 2, 3]
pd.to_numeric(m, errors="ignore")

m = ["apple", pd.Timedelta("1day")]
pd.to_timedelta(m, errors="ignore")



m = ["1", 2, 3]
pd.to_numeric(m, downcast="integer")  # smallest signed int dtype
pd.to_numeric(m, downcast="signed")  # same as 'integer'
pd.to_numeric(m, downcast="unsigned")  # smallest unsigned int dtype
pd.to_numeric(m, downcast="float")  # smallest float dtype



import datetime

df = pd.DataFrame([["2016-07-09", datetime.datetime(2016, 3, 2)]] * 2, dtype="O")
df
df.apply(pd.to_datetime)

df = pd.DataFrame([["1.1", 2, 3]] * 2, dtype="O")
df
df.apply(pd.to_numeric)

df = pd.DataFrame([["5us", pd.Timedelta("1day")]] * 2, dtype="O")
df
df.apply(pd.to_timedelta)



dfi = df3.astype("int32")
dfi["E"] = 1
dfi
dfi.dtypes

casted = dfi[dfi > 0]
casted
casted.dtypes



dfa = df3.copy()
dfa["A"] = dfa["A"].astype("float32")
dfa.dtypes

casted = dfa[df2 > 0]
casted
casted.dtypes



df = pd.DataFrame(
    {
        "string": list("abc"),
        "int64": list(range(1, 4)),
        "uint8": np.arange(3, 6).astype("u1"),
        "float64": np.arange(4.0, 7.0),
        "bool1": [True, False, True],
        "bool2": [False, True, False],
        "dates": pd.date_range("now", periods=3),
        "category": pd.Series(list("ABC")).astype("category"),
    }
)
df["tdeltas"] = df.dates.diff()
df["uint64"] = np.arange(3, 6).astype("u8")
df["other_dates"] = pd.date_range("20130101", periods=3)
df["tz_aware_dates"] = pd.date_range("20130101", periods=3, tz="US/Eastern")
df



df.dtypes



df.select_dtypes(include=[bool])



df.select_dtypes(include=["bool"])



df.select_dtypes(include=["number", "bool"], exclude=["unsignedinteger"])



df.select_dtypes(include=["object"])



def subdtypes(dtype):
    subs = dtype.__subclasses__()
    if not subs:
        return dtype
    return [dtype, [subdtypes(dt) for dt in subs]]



subdtypes(np.generic)
