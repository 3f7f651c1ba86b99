# The harness's pd, np and plt, used as an agent does, without importing them.
import io

extra = pd.read_csv(io.StringIO("region,target\nnorth,10\nsouth,12\n"))
m = df.groupby("region")[["revenue", "profit"]].sum().join(extra.set_index("region"))
m["margin"] = np.round(m.profit / m.revenue, 3)
m.margin.plot.bar()
plt.tight_layout()
plt.savefig(out_dir + "/margin.png")
np.save(out_dir + "/margin.npy", m.margin.to_numpy())
print(np.load(out_dir + "/margin.npy"))
