import os
import matplotlib.pyplot as plt
plt.plot(df['revenue'])
plt.savefig(os.path.join(out_dir, 'chart.png'))
for name in sorted(os.listdir(out_dir)):
    print(name, os.path.getsize(os.path.join(out_dir, name)))
