"""Quarterly profitability report: the kind of script an analysis agent writes."""
import math
from collections import defaultdict
from dataclasses import dataclass

import numpy as np
import pandas as pd
import matplotlib.pyplot as plt
from matplotlib.ticker import FuncFormatter, PercentFormatter

pd.set_option("display.width", 120)
pd.set_option("display.max_columns", 20)

REGION_NAMES = {"east": "East", "west": "West", "north": "North", "south": "South"}
THRESHOLD: float = 0.15
COLORS = ["#4C72B0", "#DD8452", "#55A868", "#C44E52", "#8172B3", "#937860"]


@dataclass
class Summary:
    region: str
    revenue: float
    profit: float
    orders: int

    @property
    def margin(self) -> float:
        return self.profit / self.revenue if self.revenue else float("nan")

    def describe(self) -> str:
        return f"{self.region:<10} revenue={self.revenue:>12,.2f} margin={self.margin:.1%} ({self.orders} orders)"


def clean(frame: pd.DataFrame) -> pd.DataFrame:
    frame = frame.copy()
    frame.columns = [c.strip().lower().replace(" ", "_") for c in frame.columns]
    for col in ("revenue", "profit", "cost"):
        if col in frame:
            frame[col] = pd.to_numeric(frame[col], errors="coerce")
    if "date" in frame:
        frame["date"] = pd.to_datetime(frame["date"], errors="coerce")
        frame["quarter"] = frame["date"].dt.to_period("Q").astype(str)
    frame["region"] = frame["region"].str.strip().str.lower().map(REGION_NAMES).fillna("Other")
    return frame.dropna(subset=["revenue"])


def summarise(frame: pd.DataFrame) -> list[Summary]:
    out = []
    for region, group in frame.groupby("region", sort=True):
        out.append(Summary(region=region, revenue=group["revenue"].sum(),
                           profit=group["profit"].sum(), orders=len(group)))
    return sorted(out, key=lambda s: s.margin, reverse=True)


def weighted_margin(frame: pd.DataFrame, *, by: str = "region") -> pd.Series:
    totals = frame.groupby(by)[["revenue", "profit"]].sum()
    return (totals["profit"] / totals["revenue"]).rename("margin")


def outliers(series: pd.Series, z: float = 3.0) -> pd.Series:
    mu, sigma = series.mean(), series.std(ddof=0)
    if not sigma or math.isnan(sigma):
        return series.iloc[0:0]
    scores = (series - mu) / sigma
    return series[np.abs(scores) > z]


df = clean(df)
n_rows, n_cols = df.shape
print(f"rows={n_rows:,} columns={n_cols} missing={int(df.isna().sum().sum())}")
if (missing := df["profit"].isna().sum()) > 0:
    print(f"profit has {missing} missing values; they are ignored")

summaries = summarise(df)
for s in summaries:
    print(s.describe())

margins = weighted_margin(df)
best = margins.idxmax()
worst = margins.idxmin()
print(f"best region: {best} ({margins[best]:.1%}), worst: {worst} ({margins[worst]:.1%})")

by_quarter = (
    df.groupby(["quarter", "region"])
    .agg(revenue=("revenue", "sum"), profit=("profit", "sum"), orders=("revenue", "size"))
    .reset_index()
)
by_quarter["margin"] = by_quarter["profit"] / by_quarter["revenue"]
pivot = by_quarter.pivot_table(index="quarter", columns="region", values="margin", aggfunc="mean")
print(pivot.round(3).to_string())

growth = pivot.pct_change().iloc[1:]
flags = defaultdict(list)
for quarter, row in growth.iterrows():
    for region, value in row.items():
        match value:
            case float() if math.isnan(value):
                continue
            case v if v < -THRESHOLD:
                flags[region].append((quarter, "drop", v))
            case v if v > THRESHOLD:
                flags[region].append((quarter, "jump", v))
            case _:
                pass

for region, events in sorted(flags.items()):
    described = ", ".join(f"{q} {kind} {v:+.1%}" for q, kind, v in events)
    print(f"{region}: {described}")

odd = outliers(df["profit"])
if not odd.empty:
    print(f"{len(odd)} outlier orders, e.g. {odd.head(3).round(2).tolist()}")

top = df.nlargest(5, "profit")[["region", "revenue", "profit"]]
print(top.to_string(index=False))

corr = df[["revenue", "profit", "cost"]].corr(method="spearman")
print(corr.round(2))

fig, axes = plt.subplots(2, 2, figsize=(12, 9), constrained_layout=True)
ax = axes[0][0]
margins.sort_values().plot.barh(ax=ax, color=COLORS[: len(margins)])
ax.axvline(margins.mean(), color="grey", linestyle="--", linewidth=1)
ax.xaxis.set_major_formatter(PercentFormatter(1.0))
ax.set_title("Profit margin by region")
ax.set_xlabel("margin")

ax = axes[0][1]
for i, (region, series) in enumerate(pivot.items()):
    ax.plot(series.index, series.values, marker="o", label=region, color=COLORS[i % len(COLORS)])
ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _pos: f"{v:.0%}"))
ax.legend(title="region", loc="best", fontsize="small")
ax.set_title("Margin by quarter")
ax.tick_params(axis="x", rotation=45)

ax = axes[1][0]
sample = df.sample(n=min(len(df), 500), random_state=7)
sizes = np.clip(sample["revenue"] / sample["revenue"].max() * 200, 5, 200)
scatter = ax.scatter(sample["revenue"], sample["profit"], s=sizes, alpha=0.5,
                     c=sample["region"].astype("category").cat.codes, cmap="tab10")
coef = np.polyfit(sample["revenue"], sample["profit"], deg=1)
xs = np.linspace(sample["revenue"].min(), sample["revenue"].max(), 50)
ax.plot(xs, np.polyval(coef, xs), color="black", linewidth=1)
ax.set(xlabel="revenue", ylabel="profit", title=f"Profit vs revenue (slope {coef[0]:.2f})")

ax = axes[1][1]
counts = df["region"].value_counts()
wedges, texts, autotexts = ax.pie(counts.values, labels=counts.index, autopct="%1.0f%%",
                                  colors=COLORS[: len(counts)], startangle=90)
for t in autotexts:
    t.set_color("white")
ax.set_title(f"Orders by region (n={counts.sum():,})")

fig.suptitle("Quarterly profitability", fontsize=14, fontweight="bold")
fig.savefig(f"{out_dir}/profit_margin_by_region.png", dpi=120)
plt.close(fig)


# Seasonality: compare each quarter with the same quarter a year earlier.
seasonal = by_quarter.assign(
    year=lambda d: d["quarter"].str.slice(0, 4).astype(int),
    q=lambda d: d["quarter"].str.slice(-2),
)
yoy = seasonal.pivot_table(index=["region", "q"], columns="year", values="revenue", aggfunc="sum")
if yoy.shape[1] >= 2:
    last, prev = yoy.columns[-1], yoy.columns[-2]
    yoy["change"] = (yoy[last] - yoy[prev]) / yoy[prev].replace(0, np.nan)
    worst_rows = yoy.sort_values("change").head(5)
    for (region, q), row in worst_rows.iterrows():
        print(f"{region} {q}: {row['change']:+.1%} year on year")

bins = [-np.inf, 0, 0.05, 0.1, 0.2, np.inf]
labels = ["loss", "thin", "fair", "good", "great"]
df["band"] = pd.cut(df["profit"] / df["revenue"], bins=bins, labels=labels)
bands = df.groupby(["region", "band"], observed=False).size().unstack(fill_value=0)
share = bands.div(bands.sum(axis=1), axis=0)
print(share.applymap(lambda v: f"{v:.0%}"))

fig2, ax2 = plt.subplots(figsize=(8, 4))
bottom = np.zeros(len(share))
for i, band in enumerate(labels):
    values = share[band].to_numpy() if band in share else np.zeros(len(share))
    ax2.bar(share.index, values, bottom=bottom, label=band, color=COLORS[i % len(COLORS)])
    bottom += values
ax2.yaxis.set_major_formatter(PercentFormatter(1.0))
ax2.legend(ncol=len(labels), loc="upper center", bbox_to_anchor=(0.5, -0.12), frameon=False)
ax2.set_title("Margin bands by region")
fig2.savefig(f"{out_dir}/margin_bands.png", dpi=120, bbox_inches="tight")
plt.close(fig2)

report = {
    "rows": n_rows,
    "best_region": best,
    "worst_region": worst,
    "margins": {k: round(float(v), 4) for k, v in margins.items()},
    **{f"flags_{k}": len(v) for k, v in flags.items()},
}
summary_table = pd.DataFrame([vars(s) | {"margin": s.margin} for s in summaries])
summary_table.to_csv(f"{out_dir}/summary.csv", index=False)
print(summary_table.describe().T[["mean", "min", "max"]])
print(report)
