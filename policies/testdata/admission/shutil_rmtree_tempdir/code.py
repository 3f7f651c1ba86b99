import shutil, tempfile, os
cache = tempfile.mkdtemp()
df.to_csv(os.path.join(cache, 'copy.csv'))
shutil.rmtree(cache)
