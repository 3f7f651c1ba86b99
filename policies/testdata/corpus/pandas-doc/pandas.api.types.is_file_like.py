import numpy as np
import pandas as pd
import io
buffer = io.StringIO("data")
is_file_like(buffer)
is_file_like([1, 2, 3])
