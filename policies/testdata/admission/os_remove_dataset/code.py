import os
os.remove('/workspace/input/data.csv')
