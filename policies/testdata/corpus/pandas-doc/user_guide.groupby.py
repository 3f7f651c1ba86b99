df = pd.DataFrame(
    [
        ("bird", "Falconiformes", 389.0),
        ("bird", "Psittaciformes", 24.0),
        ("mammal", "Carnivora", 80.2),
        ("mammal", "Primates", np.nan),
        ("mammal", "Carnivora", 58),
    ],
    index=["falcon", "parrot", "lion", "monkey", "leopard"],
    columns=("class", "order", "max_speed"),
)
df

# default is axis=0
grouped = df.groupby("class")
grouped = df.groupby("order", axis="columns")
grouped = df.groupby(["class", "order"])



df = pd.DataFrame(
    {
        "A": ["foo", "bar", "foo", "bar", "foo", "bar", "foo", "foo"],
        "B": ["one", "one", "two", "three", "two", "two", "one", "three"],
        "C": np.random.randn(8),
        "D": np.random.randn(8),
    }
)
df



grouped = df.groupby("A")
grouped = df.groupby(["A", "B"])



df2 = df.set_index(["A", "B"])
grouped = df2.groupby(level=df2.index.names.difference(["B"]))
grouped.sum()


def get_letter_type(letter):
    if letter.lower() in 'aeiou':
        return 'vowel'
    else:
        return 'consonant'

grouped = df.groupby(get_letter_type, axis=1)


lst = [1, 2, 3, 1, 2, 3]

s = pd.Series([1, 2, 3, 10, 20, 30], lst)

grouped = s.groupby(level=0)

grouped.first()

grouped.last()

grouped.sum()



df2 = pd.DataFrame({"X": ["B", "B", "A", "A"], "Y": [1, 2, 3, 4]})
df2.groupby(["X"]).sum()
df2.groupby(["X"], sort=False).sum()




df3 = pd.DataFrame({"X": ["A", "B", "A", "B"], "Y": [1, 4, 3, 2]})
df3.groupby(["X"]).get_group("A")

df3.groupby(["X"]).get_group("B")




df_list = [[1, 2, 3], [1, None, 4], [2, 1, 3], [1, 2, 2]]
df_dropna = pd.DataFrame(df_list, columns=["a", "b", "c"])

df_dropna



# Default ``dropna`` is set to True, which will exclude NaNs in keys
df_dropna.groupby(by=["b"], dropna=True).sum()

# In order to allow NaN in keys, set ``dropna`` to False
df_dropna.groupby(by=["b"], dropna=False).sum()



df.groupby("A").groups
df.groupby(get_letter_type, axis=1).groups



grouped = df.groupby(["A", "B"])
grouped.groups
len(grouped)




n = 10
weight = np.random.normal(166, 20, size=n)
height = np.random.normal(60, 10, size=n)
time = pd.date_range("1/1/2000", periods=n)
gender = np.random.choice(["male", "female"], size=n)
df = pd.DataFrame(
    {"height": height, "weight": weight, "gender": gender}, index=time
)



df
gb = df.groupby("gender")






arrays = [
    ["bar", "bar", "baz", "baz", "foo", "foo", "qux", "qux"],
    ["one", "two", "one", "two", "one", "two", "one", "two"],
]
index = pd.MultiIndex.from_arrays(arrays, names=["first", "second"])
s = pd.Series(np.random.randn(8), index=index)
s



grouped = s.groupby(level=0)
grouped.sum()



s.groupby(level="second").sum()



arrays = [
    ["bar", "bar", "baz", "baz", "foo", "foo", "qux", "qux"],
    ["doo", "doo", "bee", "bee", "bop", "bop", "bop", "bop"],
    ["one", "two", "one", "two", "one", "two", "one", "two"],
]
tuples = list(zip(*arrays))
index = pd.MultiIndex.from_tuples(tuples, names=["first", "second", "third"])
s = pd.Series(np.random.randn(8), index=index)



s
s.groupby(level=["first", "second"]).sum()



s.groupby(["first", "second"]).sum()



arrays = [
    ["bar", "bar", "baz", "baz", "foo", "foo", "qux", "qux"],
    ["one", "two", "one", "two", "one", "two", "one", "two"],
]

index = pd.MultiIndex.from_arrays(arrays, names=["first", "second"])

df = pd.DataFrame({"A": [1, 1, 1, 1, 2, 2, 3, 3], "B": np.arange(8)}, index=index)

df



df.groupby([pd.Grouper(level=1), "A"]).sum()



df.groupby([pd.Grouper(level="second"), "A"]).sum()



df.groupby(["second", "A"]).sum()



df = pd.DataFrame(
    {
        "A": ["foo", "bar", "foo", "bar", "foo", "bar", "foo", "foo"],
        "B": ["one", "one", "two", "three", "two", "two", "one", "three"],
        "C": np.random.randn(8),
        "D": np.random.randn(8),
    }
)

df

grouped = df.groupby(["A"])
grouped_C = grouped["C"]
grouped_D = grouped["D"]



df["C"].groupby(df["A"])


grouped = df.groupby('A')
for name, group in grouped:
    print(name)
    print(group)


for name, group in df.groupby(['A', 'B']):
    print(name)
    print(group)



grouped.get_group("bar")



df.groupby(["A", "B"]).get_group(("bar", "one"))



grouped = df.groupby("A")
grouped[["C", "D"]].aggregate(np.sum)

grouped = df.groupby(["A", "B"])
grouped.aggregate(np.sum)



grouped = df.groupby(["A", "B"], as_index=False)
grouped.aggregate(np.sum)

df.groupby("A", as_index=False)[["C", "D"]].sum()



df.groupby(["A", "B"]).sum().reset_index()



grouped.size()



grouped.describe()



ll = [['foo', 1], ['foo', 2], ['foo', 2], ['bar', 1], ['bar', 1]]
df4 = pd.DataFrame(ll, columns=["A", "B"])
df4
df4.groupby("A")["B"].nunique()



grouped = df.groupby("A")
grouped["C"].agg([np.sum, np.mean, np.std])



grouped[["C", "D"]].agg([np.sum, np.mean, np.std])




(
    grouped["C"]
    .agg([np.sum, np.mean, np.std])
    .rename(columns={"sum": "foo", "mean": "bar", "std": "baz"})
)



(
    grouped[["C", "D"]].agg([np.sum, np.mean, np.std]).rename(
        columns={"sum": "foo", "mean": "bar", "std": "baz"}
    )
)



grouped["C"].agg(["sum", "sum"])




grouped["C"].agg([lambda x: x.max() - x.min(), lambda x: x.median() - x.mean()])





animals = pd.DataFrame(
    {
        "kind": ["cat", "dog", "cat", "dog"],
        "height": [9.1, 6.0, 9.5, 34.0],
        "weight": [7.9, 7.5, 9.9, 198.0],
    }
)
animals

animals.groupby("kind").agg(
    min_height=pd.NamedAgg(column="height", aggfunc="min"),
    max_height=pd.NamedAgg(column="height", aggfunc="max"),
    average_weight=pd.NamedAgg(column="weight", aggfunc=np.mean),
)




animals.groupby("kind").agg(
    min_height=("height", "min"),
    max_height=("height", "max"),
    average_weight=("weight", np.mean),
)




animals.groupby("kind").agg(
    **{
        "total weight": pd.NamedAgg(column="weight", aggfunc=sum)
    }
)



animals.groupby("kind").height.agg(
    min_height="min",
    max_height="max",
)



grouped.agg({"C": np.sum, "D": lambda x: np.std(x, ddof=1)})



grouped.agg({"C": "sum", "D": "std"})



df.groupby("A")[["C", "D"]].sum()
df.groupby(["A", "B"]).mean()



animals.groupby("kind")[["height"]].agg(lambda x: set(x))



animals.groupby("kind")[["height"]].agg(lambda x: x.astype(int).sum())



index = pd.date_range("10/1/1999", periods=1100)
ts = pd.Series(np.random.normal(0.5, 2, 1100), index)
ts = ts.rolling(window=100, min_periods=100).mean().dropna()

ts.head()
ts.tail()

transformed = ts.groupby(lambda x: x.year).transform(
    lambda x: (x - x.mean()) / x.std()
)




# Original Data
grouped = ts.groupby(lambda x: x.year)
grouped.mean()
grouped.std()

# Transformed Data
grouped_trans = transformed.groupby(lambda x: x.year)
grouped_trans.mean()
grouped_trans.std()



compare = pd.DataFrame({"Original": ts, "Transformed": transformed})

compare.plot()



ts.groupby(lambda x: x.year).transform(lambda x: x.max() - x.min())



max_ts = ts.groupby(lambda x: x.year).transform("max")
min_ts = ts.groupby(lambda x: x.year).transform("min")

max_ts - min_ts



cols = ["A", "B", "C"]
values = np.random.randn(1000, 3)
values[np.random.randint(0, 1000, 100), 0] = np.nan
values[np.random.randint(0, 1000, 50), 1] = np.nan
values[np.random.randint(0, 1000, 200), 2] = np.nan
data_df = pd.DataFrame(values, columns=cols)



data_df

countries = np.array(["US", "UK", "GR", "JP"])
key = countries[np.random.randint(0, 4, 1000)]

grouped = data_df.groupby(key)

# Non-NA count in each group
grouped.count()

transformed = grouped.transform(lambda x: x.fillna(x.mean()))



grouped_trans = transformed.groupby(key)

grouped.mean()  # original group means
grouped_trans.mean()  # transformation did not change group means

grouped.count()  # original has some missing data points
grouped_trans.count()  # counts after transformation
grouped_trans.size()  # Verify non-NA count equals group size



grouped.ffill()




df_re = pd.DataFrame({"A": [1] * 10 + [5] * 10, "B": np.arange(20)})
df_re

df_re.groupby("A").rolling(4).B.mean()




df_re.groupby("A").expanding().sum()




df_re = pd.DataFrame(
    {
        "date": pd.date_range(start="2016-01-01", periods=4, freq="W"),
        "group": [1, 1, 2, 2],
        "val": [5, 6, 7, 8],
    }
).set_index("date")
df_re

df_re.groupby("group").resample("1D").ffill()



sf = pd.Series([1, 1, 2, 3, 3, 3])
sf.groupby(sf).filter(lambda x: x.sum() > 2)



dff = pd.DataFrame({"A": np.arange(8), "B": list("aabbbbcc")})
dff.groupby("B").filter(lambda x: len(x) > 2)



dff.groupby("B").filter(lambda x: len(x) > 2, dropna=False)



dff["C"] = np.arange(8)
dff.groupby("B").filter(lambda x: len(x["C"]) > 2)



dff.groupby("B").head(2)




grouped = df.groupby("A")
grouped.agg(lambda x: x.std())



grouped.std()



tsdf = pd.DataFrame(
    np.random.randn(1000, 3),
    index=pd.date_range("1/1/2000", periods=1000),
    columns=["A", "B", "C"],
)
tsdf.iloc[::2] = np.nan
grouped = tsdf.groupby(lambda x: x.year)
grouped.fillna(method="pad")



s = pd.Series([9, 8, 7, 5, 19, 1, 4.2, 3.3])
g = pd.Series(list("abababab"))
gb = s.groupby(g)
gb.nlargest(3)
gb.nsmallest(3)



df
grouped = df.groupby("A")

# could also just call .describe()
grouped["C"].apply(lambda x: x.describe())



grouped = df.groupby('A')['C']

def f(group):
    return pd.DataFrame({'original': group,
                         'demeaned': group - group.mean()})
grouped.apply(f)



def f(x):
    return pd.Series([x, x ** 2], index=["x", "x^2"])


s = pd.Series(np.random.rand(5))
s
s.apply(f)



df.groupby("A", group_keys=True).apply(lambda x: x)



df.groupby("A", group_keys=False).apply(lambda x: x)



df



df.groupby("A").std(numeric_only=True)



from decimal import Decimal

df_dec = pd.DataFrame(
    {
        "id": [1, 2, 1, 2],
        "int_column": [1, 2, 3, 4],
        "dec_column": [
            Decimal("0.50"),
            Decimal("0.15"),
            Decimal("0.25"),
            Decimal("0.40"),
        ],
    }
)

# Decimal columns can be sum'd explicitly by themselves...
df_dec.groupby(["id"])[["dec_column"]].sum()

# ...but cannot be combined with standard data types or they will be excluded
df_dec.groupby(["id"])[["int_column", "dec_column"]].sum()

# Use .agg function to aggregate over standard and "nuisance" data types
# at the same time
df_dec.groupby(["id"]).agg({"int_column": "sum", "dec_column": "sum"})



pd.Series([1, 1, 1]).groupby(
    pd.Categorical(["a", "a", "a"], categories=["a", "b"]), observed=False
).count()



pd.Series([1, 1, 1]).groupby(
    pd.Categorical(["a", "a", "a"], categories=["a", "b"]), observed=True
).count()



s = (
    pd.Series([1, 1, 1])
    .groupby(pd.Categorical(["a", "a", "a"], categories=["a", "b"]), observed=False)
    .count()
)
s.index.dtype



data = pd.Series(np.random.randn(100))

factor = pd.qcut(data, [0, 0.25, 0.5, 0.75, 1.0])

data.groupby(factor).mean()



import datetime

df = pd.DataFrame(
    {
        "Branch": "A A A A A A A B".split(),
        "Buyer": "Carl Mark Carl Carl Joe Joe Joe Carl".split(),
        "Quantity": [1, 3, 5, 1, 8, 1, 9, 3],
        "Date": [
            datetime.datetime(2013, 1, 1, 13, 0),
            datetime.datetime(2013, 1, 1, 13, 5),
            datetime.datetime(2013, 10, 1, 20, 0),
            datetime.datetime(2013, 10, 2, 10, 0),
            datetime.datetime(2013, 10, 1, 20, 0),
            datetime.datetime(2013, 10, 2, 10, 0),
            datetime.datetime(2013, 12, 2, 12, 0),
            datetime.datetime(2013, 12, 2, 14, 0),
        ],
    }
)

df



df.groupby([pd.Grouper(freq="1M", key="Date"), "Buyer"])[["Quantity"]].sum()



df = df.set_index("Date")
df["Date"] = df.index + pd.offsets.MonthEnd(2)
df.groupby([pd.Grouper(freq="6M", key="Date"), "Buyer"])[["Quantity"]].sum()

df.groupby([pd.Grouper(freq="6M", level="Date"), "Buyer"])[["Quantity"]].sum()




df = pd.DataFrame([[1, 2], [1, 4], [5, 6]], columns=["A", "B"])
df

g = df.groupby("A")
g.head(1)

g.tail(1)



df = pd.DataFrame([[1, np.nan], [1, 4], [5, 6]], columns=["A", "B"])
g = df.groupby("A")

g.nth(0)
g.nth(-1)
g.nth(1)



# nth(0) is the same as g.first()
g.nth(0, dropna="any")
g.first()

# nth(-1) is the same as g.last()
g.nth(-1, dropna="any")  # NaNs denote group exhausted when using dropna
g.last()

g.B.nth(0, dropna="all")



df = pd.DataFrame([[1, np.nan], [1, 4], [5, 6]], columns=["A", "B"])
g = df.groupby("A", as_index=False)

g.nth(0)
g.nth(-1)



business_dates = pd.date_range(start="4/1/2014", end="6/30/2014", freq="B")
df = pd.DataFrame(1, index=business_dates, columns=["a", "b"])
# get the first, 4th, and last date index for each month
df.groupby([df.index.year, df.index.month]).nth([0, 3, -1])



dfg = pd.DataFrame(list("aaabba"), columns=["A"])
dfg

dfg.groupby("A").cumcount()

dfg.groupby("A").cumcount(ascending=False)



dfg = pd.DataFrame(list("aaabba"), columns=["A"])
dfg

dfg.groupby("A").ngroup()

dfg.groupby("A").ngroup(ascending=False)



np.random.seed(1234)
df = pd.DataFrame(np.random.randn(50, 2))
df["g"] = np.random.choice(["A", "B"], size=50)
df.loc[df["g"] == "B", 1] += 3



df.groupby("g").boxplot()



n = 1000
df = pd.DataFrame(
    {
        "Store": np.random.choice(["Store_1", "Store_2"], n),
        "Product": np.random.choice(["Product_1", "Product_2"], n),
        "Revenue": (np.random.random(n) * 50 + 10).round(2),
        "Quantity": np.random.randint(1, 10, size=n),
    }
)
df.head(2)



(
    df.groupby(["Store", "Product"])
    .pipe(lambda grp: grp.Revenue.sum() / grp.Quantity.sum())
    .unstack()
    .round(2)
)



def mean(groupby):
    return groupby.mean()


df.groupby(["Store", "Product"]).pipe(mean)



df = pd.DataFrame({"a": [1, 0, 0], "b": [0, 1, 0], "c": [1, 0, 0], "d": [2, 3, 4]})
df
df.groupby(df.sum(), axis=1).sum()



dfg = pd.DataFrame({"A": [1, 1, 2, 3, 2], "B": list("aaaba")})

dfg

dfg.groupby(["A", "B"]).ngroup()

dfg.groupby(["A", [0, 0, 0, 1, 1]]).ngroup()



df = pd.DataFrame(np.random.randn(10, 2))
df
df.index // 5
df.groupby(df.index // 5).std()



df = pd.DataFrame(
    {
        "a": [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2],
        "b": [0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1],
        "c": [1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0],
        "d": [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1],
    }
)

def compute_metrics(x):
    result = {"b_sum": x["b"].sum(), "c_mean": x["c"].mean()}
    return pd.Series(result, name="metrics")

result = df.groupby("a").apply(compute_metrics)

result

result.stack()
