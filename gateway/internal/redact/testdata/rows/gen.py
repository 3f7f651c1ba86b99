"""Regenerates the dataset-row fixtures of package redact with Debian's Python and pandas:

    cd gateway/internal/redact/testdata/rows && /usr/bin/python3 gen.py

A dataset of 300 rows and what pandas and matplotlib make of it: the whole dataset as CSV,
Markdown, JSON and a printed table (which the row limit must cut), an aggregate of it and two
charts (which must pass untouched). The outputs are committed; tests never run Python.
"""

import matplotlib

matplotlib.use("Agg")
matplotlib.rcParams["svg.hashsalt"] = "sluice"

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

N = 300
rng = np.random.default_rng(7)
cities = ["上海", "北京", "New York", "São Paulo", "Köln"]
with open("dataset.csv", "w", encoding="utf-8") as f:
    f.write("customer,city,segment,orders,spend,joined\n")
    for i in range(N):
        spend = "" if i % 37 == 0 else "%.2f" % (rng.random() * 1000)
        f.write(
            "%s,%s,%s,%d,%s,2025-%02d-%02d\n"
            % ("Customer %03d" % i if i % 2 else "客户%03d" % i, cities[i % len(cities)],
               ["retail", "wholesale", "online"][i % 3], rng.integers(1, 90), spend, 1 + i % 12, 1 + i % 28)
        )

df = pd.read_csv("dataset.csv", encoding="utf-8")
df.to_csv("to_csv.csv")
df.to_csv("to_csv_noindex.csv", index=False)
with open("to_markdown.md", "w", encoding="utf-8") as f:
    f.write(df.to_markdown() + "\n")
with open("to_string.txt", "w", encoding="utf-8") as f:
    f.write(df.to_string() + "\n")
df.to_json("records.json", orient="records")
df.to_json("split.json", orient="split")
df.to_json("index.json", orient="index", force_ascii=False)
agg = df.groupby(["city", "segment"])[["orders", "spend"]].agg(["sum", "mean", "count"])
agg.to_csv("groupby.csv")
with open("groupby.md", "w", encoding="utf-8") as f:
    f.write(agg.reset_index().to_markdown() + "\n")
with open("head.txt", "w", encoding="utf-8") as f:
    f.write(df.head(10).to_string() + "\n")

for fonttype in ["none", "path"]:
    matplotlib.rcParams["svg.fonttype"] = fonttype
    fig, ax = plt.subplots(figsize=(4, 3))
    df.groupby("city")["spend"].sum().plot.bar(ax=ax)
    ax.set_title("spend by city")
    for x, y in enumerate(df.groupby("city")["spend"].sum()):
        ax.annotate("%.0f" % y, (x, y))
    fig.tight_layout()
    fig.savefig("chart_text_%s.svg" % fonttype, metadata={"Date": None})
    plt.close(fig)

# A scatter chart annotated with each point's row, as an analyst might label a few points.
matplotlib.rcParams["svg.fonttype"] = "none"
fig, ax = plt.subplots(figsize=(4, 3))
ax.scatter(df["orders"], df["spend"])
for _, r in df.head(5).iterrows():
    ax.annotate(r["customer"], (r["orders"], r["spend"]))
fig.savefig("scatter.svg", metadata={"Date": None})
plt.close(fig)
