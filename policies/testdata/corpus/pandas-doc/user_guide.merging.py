from matplotlib import pyplot as plt
import pandas.util._doctools as doctools

p = doctools.TablePlotter()




df1 = pd.DataFrame(
    {
        "A": ["A0", "A1", "A2", "A3"],
        "B": ["B0", "B1", "B2", "B3"],
        "C": ["C0", "C1", "C2", "C3"],
        "D": ["D0", "D1", "D2", "D3"],
    },
    index=[0, 1, 2, 3],
)

df2 = pd.DataFrame(
    {
        "A": ["A4", "A5", "A6", "A7"],
        "B": ["B4", "B5", "B6", "B7"],
        "C": ["C4", "C5", "C6", "C7"],
        "D": ["D4", "D5", "D6", "D7"],
    },
    index=[4, 5, 6, 7],
)

df3 = pd.DataFrame(
    {
        "A": ["A8", "A9", "A10", "A11"],
        "B": ["B8", "B9", "B10", "B11"],
        "C": ["C8", "C9", "C10", "C11"],
        "D": ["D8", "D9", "D10", "D11"],
    },
    index=[8, 9, 10, 11],
)

frames = [df1, df2, df3]
result = pd.concat(frames)



p.plot(frames, result, labels=["df1", "df2", "df3"], vertical=True);
plt.close("all");



result = pd.concat(frames, keys=["x", "y", "z"])



p.plot(frames, result, labels=["df1", "df2", "df3"], vertical=True)
plt.close("all");



result.loc["y"]



df4 = pd.DataFrame(
    {
        "B": ["B2", "B3", "B6", "B7"],
        "D": ["D2", "D3", "D6", "D7"],
        "F": ["F2", "F3", "F6", "F7"],
    },
    index=[2, 3, 6, 7],
)
result = pd.concat([df1, df4], axis=1)




p.plot([df1, df4], result, labels=["df1", "df4"], vertical=False);
plt.close("all");



result = pd.concat([df1, df4], axis=1, join="inner")



p.plot([df1, df4], result, labels=["df1", "df4"], vertical=False);
plt.close("all");



result = pd.concat([df1, df4], axis=1).reindex(df1.index)



pd.concat([df1, df4.reindex(df1.index)], axis=1)



p.plot([df1, df4], result, labels=["df1", "df4"], vertical=False);
plt.close("all");



result = pd.concat([df1, df4], ignore_index=True, sort=False)



p.plot([df1, df4], result, labels=["df1", "df4"], vertical=True);
plt.close("all");



s1 = pd.Series(["X0", "X1", "X2", "X3"], name="X")
result = pd.concat([df1, s1], axis=1)



p.plot([df1, s1], result, labels=["df1", "s1"], vertical=False);
plt.close("all");



s2 = pd.Series(["_0", "_1", "_2", "_3"])
result = pd.concat([df1, s2, s2, s2], axis=1)



p.plot([df1, s2], result, labels=["df1", "s2"], vertical=False);
plt.close("all");



result = pd.concat([df1, s1], axis=1, ignore_index=True)



p.plot([df1, s1], result, labels=["df1", "s1"], vertical=False);
plt.close("all");



s3 = pd.Series([0, 1, 2, 3], name="foo")
s4 = pd.Series([0, 1, 2, 3])
s5 = pd.Series([0, 1, 4, 5])

pd.concat([s3, s4, s5], axis=1)



pd.concat([s3, s4, s5], axis=1, keys=["red", "blue", "yellow"])



result = pd.concat(frames, keys=["x", "y", "z"])



p.plot(frames, result, labels=["df1", "df2", "df3"], vertical=True);
plt.close("all");



pieces = {"x": df1, "y": df2, "z": df3}
result = pd.concat(pieces)



p.plot([df1, df2, df3], result, labels=["df1", "df2", "df3"], vertical=True);
plt.close("all");



result = pd.concat(pieces, keys=["z", "y"])



p.plot([df1, df2, df3], result, labels=["df1", "df2", "df3"], vertical=True);
plt.close("all");



result.index.levels



result = pd.concat(
    pieces, keys=["x", "y", "z"], levels=[["z", "y", "x", "w"]], names=["group_key"]
)



p.plot([df1, df2, df3], result, labels=["df1", "df2", "df3"], vertical=True);
plt.close("all");



result.index.levels



s2 = pd.Series(["X0", "X1", "X2", "X3"], index=["A", "B", "C", "D"])
result = pd.concat([df1, s2.to_frame().T], ignore_index=True)



p.plot([df1, s2], result, labels=["df1", "s2"], vertical=True);
plt.close("all");



left = pd.DataFrame(
    {
        "key": ["K0", "K1", "K2", "K3"],
        "A": ["A0", "A1", "A2", "A3"],
        "B": ["B0", "B1", "B2", "B3"],
    }
)

right = pd.DataFrame(
    {
        "key": ["K0", "K1", "K2", "K3"],
        "C": ["C0", "C1", "C2", "C3"],
        "D": ["D0", "D1", "D2", "D3"],
    }
)
result = pd.merge(left, right, on="key")



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



left = pd.DataFrame(
    {
        "key1": ["K0", "K0", "K1", "K2"],
        "key2": ["K0", "K1", "K0", "K1"],
        "A": ["A0", "A1", "A2", "A3"],
        "B": ["B0", "B1", "B2", "B3"],
    }
)

right = pd.DataFrame(
    {
        "key1": ["K0", "K1", "K1", "K2"],
        "key2": ["K0", "K0", "K0", "K0"],
        "C": ["C0", "C1", "C2", "C3"],
        "D": ["D0", "D1", "D2", "D3"],
    }
)

result = pd.merge(left, right, on=["key1", "key2"])



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



result = pd.merge(left, right, how="left", on=["key1", "key2"])



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



result = pd.merge(left, right, how="right", on=["key1", "key2"])



p.plot([left, right], result, labels=["left", "right"], vertical=False);



result = pd.merge(left, right, how="outer", on=["key1", "key2"])



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



result = pd.merge(left, right, how="inner", on=["key1", "key2"])



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



result = pd.merge(left, right, how="cross")



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



df = pd.DataFrame({"Let": ["A", "B", "C"], "Num": [1, 2, 3]})
df

ser = pd.Series(
    ["a", "b", "c", "d", "e", "f"],
    index=pd.MultiIndex.from_arrays(
        [["A", "B", "C"] * 2, [1, 2, 3, 4, 5, 6]], names=["Let", "Num"]
    ),
)
ser

pd.merge(df, ser.reset_index(), on=["Let", "Num"])




left = pd.DataFrame({"A": [1, 2], "B": [2, 2]})

right = pd.DataFrame({"A": [4, 5, 6], "B": [2, 2, 2]})

result = pd.merge(left, right, on="B", how="outer")



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");




left = pd.DataFrame({"A": [1, 2], "B": [1, 2]})
right = pd.DataFrame({"A": [4, 5, 6], "B": [2, 2, 2]})



pd.merge(left, right, on="B", how="outer", validate="one_to_many")




df1 = pd.DataFrame({"col1": [0, 1], "col_left": ["a", "b"]})
df2 = pd.DataFrame({"col1": [1, 2, 2], "col_right": [2, 2, 2]})
pd.merge(df1, df2, on="col1", how="outer", indicator=True)



pd.merge(df1, df2, on="col1", how="outer", indicator="indicator_column")




left = pd.DataFrame({"key": [1], "v1": [10]})
left
right = pd.DataFrame({"key": [1, 2], "v1": [20, 30]})
right



pd.merge(left, right, how="outer")
pd.merge(left, right, how="outer").dtypes



pd.merge(left, right, how="outer", on="key")
pd.merge(left, right, how="outer", on="key").dtypes



from pandas.api.types import CategoricalDtype

X = pd.Series(np.random.choice(["foo", "bar"], size=(10,)))
X = X.astype(CategoricalDtype(categories=["foo", "bar"]))

left = pd.DataFrame(
    {"X": X, "Y": np.random.choice(["one", "two", "three"], size=(10,))}
)
left
left.dtypes



right = pd.DataFrame(
    {
        "X": pd.Series(["foo", "bar"], dtype=CategoricalDtype(["foo", "bar"])),
        "Z": [1, 2],
    }
)
right
right.dtypes



result = pd.merge(left, right, how="outer")
result
result.dtypes



left = pd.DataFrame(
    {"A": ["A0", "A1", "A2"], "B": ["B0", "B1", "B2"]}, index=["K0", "K1", "K2"]
)

right = pd.DataFrame(
    {"C": ["C0", "C2", "C3"], "D": ["D0", "D2", "D3"]}, index=["K0", "K2", "K3"]
)

result = left.join(right)



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



result = left.join(right, how="outer")



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



result = left.join(right, how="inner")



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



result = pd.merge(left, right, left_index=True, right_index=True, how="outer")



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



result = pd.merge(left, right, left_index=True, right_index=True, how="inner")



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



left = pd.DataFrame(
    {
        "A": ["A0", "A1", "A2", "A3"],
        "B": ["B0", "B1", "B2", "B3"],
        "key": ["K0", "K1", "K0", "K1"],
    }
)

right = pd.DataFrame({"C": ["C0", "C1"], "D": ["D0", "D1"]}, index=["K0", "K1"])

result = left.join(right, on="key")



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



result = pd.merge(
    left, right, left_on="key", right_index=True, how="left", sort=False
)



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



left = pd.DataFrame(
    {
        "A": ["A0", "A1", "A2", "A3"],
        "B": ["B0", "B1", "B2", "B3"],
        "key1": ["K0", "K0", "K1", "K2"],
        "key2": ["K0", "K1", "K0", "K1"],
    }
)

index = pd.MultiIndex.from_tuples(
    [("K0", "K0"), ("K1", "K0"), ("K2", "K0"), ("K2", "K1")]
)
right = pd.DataFrame(
    {"C": ["C0", "C1", "C2", "C3"], "D": ["D0", "D1", "D2", "D3"]}, index=index
)



result = left.join(right, on=["key1", "key2"])



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



result = left.join(right, on=["key1", "key2"], how="inner")



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



left = pd.DataFrame(
    {"A": ["A0", "A1", "A2"], "B": ["B0", "B1", "B2"]},
    index=pd.Index(["K0", "K1", "K2"], name="key"),
)

index = pd.MultiIndex.from_tuples(
    [("K0", "Y0"), ("K1", "Y1"), ("K2", "Y2"), ("K2", "Y3")],
    names=["key", "Y"],
)
right = pd.DataFrame(
    {"C": ["C0", "C1", "C2", "C3"], "D": ["D0", "D1", "D2", "D3"]},
    index=index,
)

result = left.join(right, how="inner")




p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



result = pd.merge(
    left.reset_index(), right.reset_index(), on=["key"], how="inner"
).set_index(["key","Y"])



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



leftindex = pd.MultiIndex.from_product(
    [list("abc"), list("xy"), [1, 2]], names=["abc", "xy", "num"]
)
left = pd.DataFrame({"v1": range(12)}, index=leftindex)
left

rightindex = pd.MultiIndex.from_product(
    [list("abc"), list("xy")], names=["abc", "xy"]
)
right = pd.DataFrame({"v2": [100 * i for i in range(1, 7)]}, index=rightindex)
right

left.join(right, on=["abc", "xy"], how="inner")



leftindex = pd.MultiIndex.from_tuples(
    [("K0", "X0"), ("K0", "X1"), ("K1", "X2")], names=["key", "X"]
)
left = pd.DataFrame(
    {"A": ["A0", "A1", "A2"], "B": ["B0", "B1", "B2"]}, index=leftindex
)

rightindex = pd.MultiIndex.from_tuples(
    [("K0", "Y0"), ("K1", "Y1"), ("K2", "Y2"), ("K2", "Y3")], names=["key", "Y"]
)
right = pd.DataFrame(
    {"C": ["C0", "C1", "C2", "C3"], "D": ["D0", "D1", "D2", "D3"]}, index=rightindex
)

result = pd.merge(
    left.reset_index(), right.reset_index(), on=["key"], how="inner"
).set_index(["key", "X", "Y"])



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



left_index = pd.Index(["K0", "K0", "K1", "K2"], name="key1")

left = pd.DataFrame(
    {
        "A": ["A0", "A1", "A2", "A3"],
        "B": ["B0", "B1", "B2", "B3"],
        "key2": ["K0", "K1", "K0", "K1"],
    },
    index=left_index,
)

right_index = pd.Index(["K0", "K1", "K2", "K2"], name="key1")

right = pd.DataFrame(
    {
        "C": ["C0", "C1", "C2", "C3"],
        "D": ["D0", "D1", "D2", "D3"],
        "key2": ["K0", "K0", "K0", "K1"],
    },
    index=right_index,
)

result = left.merge(right, on=["key1", "key2"])



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



left = pd.DataFrame({"k": ["K0", "K1", "K2"], "v": [1, 2, 3]})
right = pd.DataFrame({"k": ["K0", "K0", "K3"], "v": [4, 5, 6]})

result = pd.merge(left, right, on="k")



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



result = pd.merge(left, right, on="k", suffixes=("_l", "_r"))



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



left = left.set_index("k")
right = right.set_index("k")
result = left.join(right, lsuffix="_l", rsuffix="_r")



p.plot([left, right], result, labels=["left", "right"], vertical=False);
plt.close("all");



right2 = pd.DataFrame({"v": [7, 8, 9]}, index=["K1", "K1", "K2"])
result = left.join([right, right2])



p.plot(
    [left, right, right2],
    result,
    labels=["left", "right", "right2"],
    vertical=False,
);
plt.close("all");



df1 = pd.DataFrame(
    [[np.nan, 3.0, 5.0], [-4.6, np.nan, np.nan], [np.nan, 7.0, np.nan]]
)
df2 = pd.DataFrame([[-42.6, np.nan, -8.2], [-5.0, 1.6, 4]], index=[1, 2])



result = df1.combine_first(df2)



p.plot([df1, df2], result, labels=["df1", "df2"], vertical=False);
plt.close("all");



df1_copy = df1.copy()



df1.update(df2)



p.plot([df1_copy, df2], df1, labels=["df1", "df2"], vertical=False);
plt.close("all");



left = pd.DataFrame(
    {"k": ["K0", "K1", "K1", "K2"], "lv": [1, 2, 3, 4], "s": ["a", "b", "c", "d"]}
)

right = pd.DataFrame({"k": ["K1", "K2", "K4"], "rv": [1, 2, 3]})

pd.merge_ordered(left, right, fill_method="ffill", left_by="s")



trades = pd.DataFrame(
    {
        "time": pd.to_datetime(
            [
                "20160525 13:30:00.023",
                "20160525 13:30:00.038",
                "20160525 13:30:00.048",
                "20160525 13:30:00.048",
                "20160525 13:30:00.048",
            ]
        ),
        "ticker": ["MSFT", "MSFT", "GOOG", "GOOG", "AAPL"],
        "price": [51.95, 51.95, 720.77, 720.92, 98.00],
        "quantity": [75, 155, 100, 100, 100],
    },
    columns=["time", "ticker", "price", "quantity"],
)

quotes = pd.DataFrame(
    {
        "time": pd.to_datetime(
            [
                "20160525 13:30:00.023",
                "20160525 13:30:00.023",
                "20160525 13:30:00.030",
                "20160525 13:30:00.041",
                "20160525 13:30:00.048",
                "20160525 13:30:00.049",
                "20160525 13:30:00.072",
                "20160525 13:30:00.075",
            ]
        ),
        "ticker": ["GOOG", "MSFT", "MSFT", "MSFT", "GOOG", "AAPL", "GOOG", "MSFT"],
        "bid": [720.50, 51.95, 51.97, 51.99, 720.50, 97.99, 720.50, 52.01],
        "ask": [720.93, 51.96, 51.98, 52.00, 720.93, 98.01, 720.88, 52.03],
    },
    columns=["time", "ticker", "bid", "ask"],
)



trades
quotes



pd.merge_asof(trades, quotes, on="time", by="ticker")



pd.merge_asof(trades, quotes, on="time", by="ticker", tolerance=pd.Timedelta("2ms"))



pd.merge_asof(
    trades,
    quotes,
    on="time",
    by="ticker",
    tolerance=pd.Timedelta("10ms"),
    allow_exact_matches=False,
)



df = pd.DataFrame(
    {
        "col1": ["a", "a", "b", "b", "a"],
        "col2": [1.0, 2.0, 3.0, np.nan, 5.0],
        "col3": [1.0, 2.0, 3.0, 4.0, 5.0],
    },
    columns=["col1", "col2", "col3"],
)
df



df2 = df.copy()
df2.loc[0, "col1"] = "c"
df2.loc[2, "col3"] = 4.0
df2



df.compare(df2)



df.compare(df2, align_axis=0)



df.compare(df2, keep_shape=True)



df.compare(df2, keep_shape=True, keep_equal=True)
