import os
out_dir = '/workspace/input'
print(os.listdir(out_dir))
