# A bar chart of profit margin by region, saved to out_dir so that it comes back as an artifact.
import os

by_region = df.groupby("region")[["revenue", "profit"]].sum()
margin = (by_region["profit"] / by_region["revenue"]).sort_values()
ax = margin.plot.barh(title="Profit margin by region")
ax.set_xlabel("margin")
plt.tight_layout()
plt.savefig(os.path.join(out_dir, "margin_by_region.png"), dpi=80)
print(f"saved a chart of {len(margin)} regions")
