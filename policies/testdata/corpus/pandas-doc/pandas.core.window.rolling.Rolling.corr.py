import numpy as np
import pandas as pd
v1 = [3, 3, 3, 5, 8]
v2 = [3, 4, 4, 4, 8]
# numpy returns a 2X2 array, the correlation coefficient
# is the number at entry [0][1]
print(f"{np.corrcoef(v1[:-1], v2[:-1])[0][1]:.6f}")
print(f"{np.corrcoef(v1[1:], v2[1:])[0][1]:.6f}")
s1 = pd.Series(v1)
s2 = pd.Series(v2)
s1.rolling(4).corr(s2)

matrix = np.array([[51., 35.], [49., 30.], [47., 32.],        [46., 31.], [50., 36.]])
print(np.corrcoef(matrix[:-1,0], matrix[:-1,1]).round(7))
print(np.corrcoef(matrix[1:,0], matrix[1:,1]).round(7))
df = pd.DataFrame(matrix, columns=['X','Y'])
df
df.rolling(4).corr(pairwise=True)
