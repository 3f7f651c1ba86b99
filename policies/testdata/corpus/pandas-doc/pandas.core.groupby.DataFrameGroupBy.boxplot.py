import numpy as np
import pandas as pd
import itertools
tuples = [t for t in itertools.product(range(1000), range(4))]
index = pd.MultiIndex.from_tuples(tuples, names=['lvl0', 'lvl1'])
data = np.random.randn(len(index),4)
df = pd.DataFrame(data, columns=list('ABCD'), index=index)
grouped = df.groupby(level='lvl1')
grouped.boxplot(rot=45, fontsize=12, figsize=(8,10))  

grouped.boxplot(subplots=False, rot=45, fontsize=12)  
