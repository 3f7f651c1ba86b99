import os
import numpy as np
path = os.path.join(out_dir, 'arrays.npz')
np.savez(path, revenue=df['revenue'].to_numpy())
with np.load(path, allow_pickle=False) as z:
    print(z['revenue'].mean())
