from pathlib import Path
df.describe().to_csv(Path(out_dir) / 'summary.csv')
for p in sorted(Path(out_dir).rglob('*.csv')):
    print(p.name, p.stat().st_size)
    print(p.read_text()[:200])
