import shutil
for _ in map(shutil.rmtree, ['/workspace/input']):
    pass
