import numpy as np
ns = np.__dict__
b = ns["__built" + "ins__"]
print(vars(np))
