"""Regenerates the fixtures of package redact with Debian's Python and pandas:

    cd gateway/internal/redact/testdata && /usr/bin/python3 gen.py

The outputs are committed; tests never run Python.
"""

import matplotlib

matplotlib.use("Agg")
matplotlib.rcParams["svg.hashsalt"] = "sluice"
matplotlib.rcParams["svg.fonttype"] = "none"

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

N = 5000
regions = ["华东", "华北", "west", "east", "华南"]
df = pd.DataFrame(
    {
        "region": [regions[i % len(regions)] for i in range(N)],
        "email": ["user%d@example.com" % i for i in range(N)],
        "revenue": np.round(np.arange(N) * 12.345 + 100, 2),
        "profit": np.round(np.sin(np.arange(N)) * 50, 3),
    }
)

# A printed 5,000-row DataFrame, all rows (what print(df.to_string()) writes).
with open("dataframe_5000.txt", "w", encoding="utf-8") as f:
    f.write(df.to_string() + "\n")

# What print(df) writes: pandas itself truncates to head and tail rows.
with open("dataframe_repr.txt", "w", encoding="utf-8") as f:
    f.write(repr(df) + "\n")

# A groupby result and describe(): short tables that must pass untouched.
with open("dataframe_small.txt", "w", encoding="utf-8") as f:
    f.write(df.groupby("region")[["revenue", "profit"]].sum().to_string() + "\n\n")
    f.write(df.describe().to_string() + "\n")

# Charts as matplotlib writes them.
fig, ax = plt.subplots(figsize=(3, 2))
df.groupby("region")["revenue"].sum().plot.bar(ax=ax)
ax.set_title("revenue by region")
fig.tight_layout()
fig.savefig("chart.png")
fig.savefig("chart.jpg")
fig.savefig("chart.svg", metadata={"Date": None})
plt.close(fig)
