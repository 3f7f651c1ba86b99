import matplotlib.pyplot as plt

plt.close("all")



np.random.seed(123456)



ts = pd.Series(np.random.randn(1000), index=pd.date_range("1/1/2000", periods=1000))
ts = ts.cumsum()

ts.plot();



plt.close("all")
np.random.seed(123456)



df = pd.DataFrame(np.random.randn(1000, 4), index=ts.index, columns=list("ABCD"))
df = df.cumsum()

plt.figure();
df.plot();



plt.close("all")
plt.figure()
np.random.seed(123456)



df3 = pd.DataFrame(np.random.randn(1000, 2), columns=["B", "C"]).cumsum()
df3["A"] = pd.Series(list(range(len(df))))

df3.plot(x="A", y="B");



plt.close("all")



plt.figure();

df.iloc[5].plot(kind="bar");



plt.figure();

df.iloc[5].plot.bar();
plt.axhline(0, color="k");



plt.close("all")
plt.figure()
np.random.seed(123456)



df2 = pd.DataFrame(np.random.rand(10, 4), columns=["a", "b", "c", "d"])

df2.plot.bar();



plt.close("all")
plt.figure()



df2.plot.bar(stacked=True);



plt.close("all")
plt.figure()



df2.plot.barh(stacked=True);



df4 = pd.DataFrame(
    {
        "a": np.random.randn(1000) + 1,
        "b": np.random.randn(1000),
        "c": np.random.randn(1000) - 1,
    },
    columns=["a", "b", "c"],
)

plt.figure();

df4.plot.hist(alpha=0.5);




plt.close("all")



plt.figure();

df4.plot.hist(stacked=True, bins=20);



plt.close("all")



plt.figure();

df4["a"].plot.hist(orientation="horizontal", cumulative=True);



plt.close("all")



plt.figure();

df["A"].diff().hist();



plt.close("all")



plt.figure();

df.diff().hist(color="k", alpha=0.5, bins=50);




plt.close("all")
plt.figure()
np.random.seed(123456)



data = pd.Series(np.random.randn(1000))

data.hist(by=np.random.randint(0, 4, 1000), figsize=(6, 4));



plt.close("all")
np.random.seed(123456)



data = pd.DataFrame(
    {
        "a": np.random.choice(["x", "y", "z"], 1000),
        "b": np.random.choice(["e", "f", "g"], 1000),
        "c": np.random.randn(1000),
        "d": np.random.randn(1000) - 1,
    },
)

data.plot.hist(by=["a", "b"], figsize=(10, 5));



plt.close("all")



plt.close("all")
np.random.seed(123456)



df = pd.DataFrame(np.random.rand(10, 5), columns=["A", "B", "C", "D", "E"])

df.plot.box();



color = {
    "boxes": "DarkGreen",
    "whiskers": "DarkOrange",
    "medians": "DarkBlue",
    "caps": "Gray",
}

df.plot.box(color=color, sym="r+");



plt.close("all")



df.plot.box(vert=False, positions=[1, 4, 5, 6, 8]);




plt.close("all")
np.random.seed(123456)



df = pd.DataFrame(np.random.rand(10, 5))
plt.figure();

bp = df.boxplot()



plt.close("all")
np.random.seed(123456)



df = pd.DataFrame(np.random.rand(10, 2), columns=["Col1", "Col2"])
df["X"] = pd.Series(["A", "A", "A", "A", "A", "B", "B", "B", "B", "B"])

plt.figure();

bp = df.boxplot(by="X")



plt.close("all")
np.random.seed(123456)



df = pd.DataFrame(np.random.rand(10, 3), columns=["Col1", "Col2", "Col3"])
df["X"] = pd.Series(["A", "A", "A", "A", "A", "B", "B", "B", "B", "B"])
df["Y"] = pd.Series(["A", "B", "A", "B", "A", "B", "A", "B", "A", "B"])

plt.figure();

bp = df.boxplot(column=["Col1", "Col2"], by=["X", "Y"])



plt.close("all")



plt.close("all")
np.random.seed(123456)



df = pd.DataFrame(np.random.rand(10, 3), columns=["Col1", "Col2", "Col3"])
df["X"] = pd.Series(["A", "A", "A", "A", "A", "B", "B", "B", "B", "B"])

plt.figure();

bp = df.plot.box(column=["Col1", "Col2"], by="X")



plt.close("all")



np.random.seed(1234)
df_box = pd.DataFrame(np.random.randn(50, 2))
df_box["g"] = np.random.choice(["A", "B"], size=50)
df_box.loc[df_box["g"] == "B", 1] += 3

bp = df_box.boxplot(by="g")



plt.close("all")



bp = df_box.groupby("g").boxplot()



plt.close("all")



np.random.seed(123456)
plt.figure()



df = pd.DataFrame(np.random.rand(10, 4), columns=["a", "b", "c", "d"])

df.plot.area();



plt.close("all")
plt.figure()



df.plot.area(stacked=False);



np.random.seed(123456)
plt.close("all")
plt.figure()



df = pd.DataFrame(np.random.rand(50, 4), columns=["a", "b", "c", "d"])
df["species"] = pd.Categorical(
    ["setosa"] * 20 + ["versicolor"] * 20 + ["virginica"] * 10
)

df.plot.scatter(x="a", y="b");



ax = df.plot.scatter(x="a", y="b", color="DarkBlue", label="Group 1")
df.plot.scatter(x="c", y="d", color="DarkGreen", label="Group 2", ax=ax);



plt.close("all")



df.plot.scatter(x="a", y="b", c="c", s=50);




plt.close("all")



df.plot.scatter(x="a", y="b", c="species", cmap="viridis", s=50);




plt.close("all")



df.plot.scatter(x="a", y="b", s=df["c"] * 200);



plt.close("all")



plt.figure()
np.random.seed(123456)



df = pd.DataFrame(np.random.randn(1000, 2), columns=["a", "b"])
df["b"] = df["b"] + np.arange(1000)

df.plot.hexbin(x="a", y="b", gridsize=25);




plt.close("all")
plt.figure()
np.random.seed(123456)



df = pd.DataFrame(np.random.randn(1000, 2), columns=["a", "b"])
df["b"] = df["b"] + np.arange(1000)
df["z"] = np.random.uniform(0, 3, 1000)

df.plot.hexbin(x="a", y="b", C="z", reduce_C_function=np.max, gridsize=25);



plt.close("all")



np.random.seed(123456)
plt.figure()



series = pd.Series(3 * np.random.rand(4), index=["a", "b", "c", "d"], name="series")

series.plot.pie(figsize=(6, 6));



plt.close("all")



np.random.seed(123456)
plt.figure()



df = pd.DataFrame(
    3 * np.random.rand(4, 2), index=["a", "b", "c", "d"], columns=["x", "y"]
)

df.plot.pie(subplots=True, figsize=(8, 4));



plt.close("all")



plt.figure()



series.plot.pie(
    labels=["AA", "BB", "CC", "DD"],
    colors=["r", "g", "b", "c"],
    autopct="%.2f",
    fontsize=20,
    figsize=(6, 6),
);



plt.close("all")
plt.figure()



series = pd.Series([0.1] * 4, index=["a", "b", "c", "d"], name="series2")

series.plot.pie(figsize=(6, 6));



plt.close("all")



np.random.seed(123456)



from pandas.plotting import scatter_matrix

df = pd.DataFrame(np.random.randn(1000, 4), columns=["a", "b", "c", "d"])

scatter_matrix(df, alpha=0.2, figsize=(6, 6), diagonal="kde");



plt.close("all")



plt.figure()
np.random.seed(123456)



ser = pd.Series(np.random.randn(1000))

ser.plot.kde();



plt.close("all")



from pandas.plotting import andrews_curves

data = pd.read_csv("data/iris.data")

plt.figure();

andrews_curves(data, "Name");



from pandas.plotting import parallel_coordinates

data = pd.read_csv("data/iris.data")

plt.figure();

parallel_coordinates(data, "Name");



plt.close("all")



np.random.seed(123456)
random.seed(123456) # for reproducibility - bootstrap_plot uses random.sample



from pandas.plotting import lag_plot

plt.figure();

spacing = np.linspace(-99 * np.pi, 99 * np.pi, num=1000)
data = pd.Series(0.1 * np.random.rand(1000) + 0.9 * np.sin(spacing))

lag_plot(data);



plt.close("all")



np.random.seed(123456)



from pandas.plotting import autocorrelation_plot

plt.figure();

spacing = np.linspace(-9 * np.pi, 9 * np.pi, num=1000)
data = pd.Series(0.7 * np.random.rand(1000) + 0.3 * np.sin(spacing))

autocorrelation_plot(data);



plt.close("all")



np.random.seed(123456)



from pandas.plotting import bootstrap_plot

data = pd.Series(np.random.rand(1000))

bootstrap_plot(data, size=50, samples=500, color="grey");



plt.close("all")



from pandas.plotting import radviz

data = pd.read_csv("data/iris.data")

plt.figure();

radviz(data, "Name");



plt.close("all")



plt.figure();
ts.plot(style="k--", label="Series");



plt.close("all")



np.random.seed(123456)



df = pd.DataFrame(np.random.randn(1000, 4), index=ts.index, columns=list("ABCD"))
df = df.cumsum()

df.plot(legend=False);



plt.close("all")




plt.figure();



df.plot();

df.plot(xlabel="new x", ylabel="new y");



plt.close("all")




plt.figure()
np.random.seed(123456)



ts = pd.Series(np.random.randn(1000), index=pd.date_range("1/1/2000", periods=1000))
ts = np.exp(ts.cumsum())

ts.plot(logy=True);



plt.close("all")



plt.figure()



df["A"].plot();

df["B"].plot(secondary_y=True, style="g");



plt.close("all")



plt.figure();
ax = df.plot(secondary_y=["A", "B"])
ax.set_ylabel("CD scale");
ax.right_ax.set_ylabel("AB scale");



plt.close("all")



plt.figure();

df.plot(secondary_y=["A", "B"], mark_right=False);



plt.close("all")



plt.figure();

df["A"].plot();



plt.close("all")



plt.figure();

df["A"].plot(x_compat=True);



plt.close("all")



plt.figure();

with pd.plotting.plot_params.use("x_compat", True):
    df["A"].plot(color="r")
    df["B"].plot(color="g")
    df["C"].plot(color="b")



plt.close("all")



df.plot(subplots=True, figsize=(6, 6));



plt.close("all")



df.plot(subplots=True, layout=(2, 3), figsize=(6, 6), sharex=False);



plt.close("all")



df.plot(subplots=True, layout=(2, -1), figsize=(6, 6), sharex=False);



plt.close("all")



fig, axes = plt.subplots(4, 4, figsize=(9, 9))
plt.subplots_adjust(wspace=0.5, hspace=0.5)
target1 = [axes[0][0], axes[1][1], axes[2][2], axes[3][3]]
target2 = [axes[3][0], axes[2][1], axes[1][2], axes[0][3]]

df.plot(subplots=True, ax=target1, legend=False, sharex=False, sharey=False);
(-df).plot(subplots=True, ax=target2, legend=False, sharex=False, sharey=False);



plt.close("all")



np.random.seed(123456)
ts = pd.Series(np.random.randn(1000), index=pd.date_range("1/1/2000", periods=1000))
ts = ts.cumsum()

df = pd.DataFrame(np.random.randn(1000, 4), index=ts.index, columns=list("ABCD"))
df = df.cumsum()



plt.close("all")



fig, axes = plt.subplots(nrows=2, ncols=2)
plt.subplots_adjust(wspace=0.2, hspace=0.5)
df["A"].plot(ax=axes[0, 0]);
axes[0, 0].set_title("A");
df["B"].plot(ax=axes[0, 1]);
axes[0, 1].set_title("B");
df["C"].plot(ax=axes[1, 0]);
axes[1, 0].set_title("C");
df["D"].plot(ax=axes[1, 1]);
axes[1, 1].set_title("D");



plt.close("all")



# Generate the data
ix3 = pd.MultiIndex.from_arrays(
    [
        ["a", "a", "a", "a", "a", "b", "b", "b", "b", "b"],
        ["foo", "foo", "foo", "bar", "bar", "foo", "foo", "bar", "bar", "bar"],
    ],
    names=["letter", "word"],
)

df3 = pd.DataFrame(
    {
        "data1": [9, 3, 2, 4, 3, 2, 4, 6, 3, 2],
        "data2": [9, 6, 5, 7, 5, 4, 5, 6, 5, 1],
    },
    index=ix3,
)

# Group by index labels and take the means and standard deviations
# for each group
gp3 = df3.groupby(level=("letter", "word"))
means = gp3.mean()
errors = gp3.std()
means
errors

# Plot
fig, ax = plt.subplots()
means.plot.bar(yerr=errors, ax=ax, capsize=4, rot=0);



plt.close("all")



mins = gp3.min()
maxs = gp3.max()

# errors should be positive, and defined in the order of lower, upper
errors = [[means[c] - mins[c], maxs[c] - means[c]] for c in df3.columns]

# Plot
fig, ax = plt.subplots()
means.plot.bar(yerr=errors, ax=ax, capsize=4, rot=0);



plt.close("all")



np.random.seed(123456)



fig, ax = plt.subplots(1, 1, figsize=(7, 6.5))
df = pd.DataFrame(np.random.rand(5, 3), columns=["a", "b", "c"])
ax.xaxis.tick_top()  # Display x-axis ticks on top.

df.plot(table=True, ax=ax);



plt.close("all")



fig, ax = plt.subplots(1, 1, figsize=(7, 6.75))
ax.xaxis.tick_top()  # Display x-axis ticks on top.

df.plot(table=np.round(df.T, 2), ax=ax);



plt.close("all")



from pandas.plotting import table

fig, ax = plt.subplots(1, 1)

table(ax, np.round(df.describe(), 2), loc="upper right", colWidths=[0.2, 0.2, 0.2]);

df.plot(ax=ax, ylim=(0, 2), legend=None);



plt.close("all")



np.random.seed(123456)



df = pd.DataFrame(np.random.randn(1000, 10), index=ts.index)
df = df.cumsum()

plt.figure();

df.plot(colormap="cubehelix");



plt.close("all")



from matplotlib import cm

plt.figure();

df.plot(colormap=cm.cubehelix);



plt.close("all")



np.random.seed(123456)



dd = pd.DataFrame(np.random.randn(10, 10)).applymap(abs)
dd = dd.cumsum()

plt.figure();

dd.plot.bar(colormap="Greens");



plt.close("all")



plt.figure();

parallel_coordinates(data, "Name", colormap="gist_rainbow");



plt.close("all")



plt.figure();

andrews_curves(data, "Name", colormap="winter");



plt.close("all")



np.random.seed(123456)



price = pd.Series(
    np.random.randn(150).cumsum(),
    index=pd.date_range("2000-1-1", periods=150, freq="B"),
)
ma = price.rolling(20).mean()
mstd = price.rolling(20).std()

plt.figure();

plt.plot(price.index, price, "k");
plt.plot(ma.index, ma, "b");
plt.fill_between(mstd.index, ma - 2 * mstd, ma + 2 * mstd, color="b", alpha=0.2);



plt.close("all")
