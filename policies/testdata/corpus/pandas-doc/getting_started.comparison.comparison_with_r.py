df = pd.DataFrame(np.random.randn(10, 3), columns=list("abc"))
df[["a", "c"]]
df.loc[:, ["a", "c"]]



named = list("abcdefg")
n = 30
columns = named + np.arange(len(named), n).tolist()
df = pd.DataFrame(np.random.randn(n, n), columns=columns)

df.iloc[:, np.r_[:10, 24:30]]



df = pd.DataFrame(
    {
        "v1": [1, 3, 5, 7, 8, 3, 5, np.nan, 4, 5, 7, 9],
        "v2": [11, 33, 55, 77, 88, 33, 55, np.nan, 44, 55, 77, 99],
        "by1": ["red", "blue", 1, 2, np.nan, "big", 1, 2, "red", 1, np.nan, 12],
        "by2": [
            "wet",
            "dry",
            99,
            95,
            np.nan,
            "damp",
            95,
            99,
            "red",
            99,
            np.nan,
            np.nan,
        ],
    }
)

g = df.groupby(["by1", "by2"])
g[["v1", "v2"]].mean()



s = pd.Series(np.arange(5), dtype=np.float32)
s.isin([2, 4])



import random
import string
random.seed(123456) # for reproducibility

baseball = pd.DataFrame(
    {
        "team": ["team %d" % (x + 1) for x in range(5)] * 5,
        "player": random.sample(list(string.ascii_lowercase), 25),
        "batting avg": np.random.uniform(0.200, 0.400, 25),
    }
)

baseball.pivot_table(values="batting avg", columns="team", aggfunc=np.max)



df = pd.DataFrame({"a": np.random.randn(10), "b": np.random.randn(10)})
df.query("a <= b")
df[df["a"] <= df["b"]]
df.loc[df["a"] <= df["b"]]



df = pd.DataFrame({"a": np.random.randn(10), "b": np.random.randn(10)})
df.eval("a + b")
df["a"] + df["b"]  # same as the previous expression



df = pd.DataFrame(
    {
        "x": np.random.uniform(1.0, 168.0, 120),
        "y": np.random.uniform(7.0, 334.0, 120),
        "z": np.random.uniform(1.7, 20.7, 120),
        "month": [5, 6, 7, 8] * 30,
        "week": np.random.randint(1, 4, 120),
    }
)

grouped = df.groupby(["month", "week"])
grouped["x"].agg([np.mean, np.std])




a = np.array(list(range(1, 24)) + [np.NAN]).reshape(2, 3, 4)
pd.DataFrame([tuple(list(x) + [val]) for x, val in np.ndenumerate(a)])



a = list(enumerate(list(range(1, 5)) + [np.NAN]))
pd.DataFrame(a)



cheese = pd.DataFrame(
    {
        "first": ["John", "Mary"],
        "last": ["Doe", "Bo"],
        "height": [5.5, 6.0],
        "weight": [130, 150],
    }
)

pd.melt(cheese, id_vars=["first", "last"])
cheese.set_index(["first", "last"]).stack()  # alternative way



df = pd.DataFrame(
    {
        "x": np.random.uniform(1.0, 168.0, 12),
        "y": np.random.uniform(7.0, 334.0, 12),
        "z": np.random.uniform(1.7, 20.7, 12),
        "month": [5, 6, 7] * 4,
        "week": [1, 2] * 6,
    }
)

mdf = pd.melt(df, id_vars=["month", "week"])
pd.pivot_table(
    mdf,
    values="value",
    index=["variable", "week"],
    columns=["month"],
    aggfunc=np.mean,
)



df = pd.DataFrame(
    {
        "Animal": [
            "Animal1",
            "Animal2",
            "Animal3",
            "Animal2",
            "Animal1",
            "Animal2",
            "Animal3",
        ],
        "FeedType": ["A", "B", "A", "A", "B", "B", "A"],
        "Amount": [10, 7, 4, 2, 5, 6, 2],
    }
)

df.pivot_table(values="Amount", index="Animal", columns="FeedType", aggfunc="sum")



df.groupby(["Animal", "FeedType"])["Amount"].sum()



pd.cut(pd.Series([1, 2, 3, 4, 5, 6]), 3)
pd.Series([1, 2, 3, 2, 2, 3]).astype("category")
