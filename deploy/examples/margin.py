# Profit margin by region: the newcomer's first run (see README).
by_region = df.groupby("region")[["revenue", "profit"]].sum()
by_region["margin"] = (by_region["profit"] / by_region["revenue"]).round(3)
print(by_region.sort_values("margin", ascending=False))
