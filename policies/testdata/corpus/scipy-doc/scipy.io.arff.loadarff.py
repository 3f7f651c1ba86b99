import numpy as np
from scipy.io import arff
from io import StringIO
content = """
@relation foo
@attribute width  numeric
@attribute height numeric
@attribute color  {red,green,blue,yellow,black}
@data
5.0,3.25,blue
4.5,3.75,green
3.0,4.00,red
"""
f = StringIO(content)
data, meta = arff.loadarff(f)
data
meta
