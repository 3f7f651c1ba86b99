import os
tmp = os.path.join(out_dir, 'tmp.csv')
df.to_csv(tmp)
print(len(open(tmp).read()))
os.remove(tmp)
