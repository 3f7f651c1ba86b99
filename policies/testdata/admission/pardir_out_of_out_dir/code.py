# os.pardir is ".." without a string: a path built from out_dir climbs out of it all the same.
import os

print(open(os.path.join(out_dir, os.pardir, os.pardir, "etc", "hosts")).read())
