import os
print(os.listdir('/'))
print(os.listdir(os.path.expanduser('~')))
