import os
import matplotlib.pyplot as plt
fig, ax = plt.subplots()
df.groupby("region")["revenue"].sum().plot.bar(ax=ax)
fig.savefig(f"{out_dir}/revenue_by_region.png")
df.describe().to_csv(out_dir + "/summary.csv")
for region, part in df.groupby("region"):
    part.to_csv(f"{out_dir}/region_{region}.csv")
print(sorted(os.listdir(out_dir)))
