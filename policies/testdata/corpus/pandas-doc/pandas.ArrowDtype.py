import numpy as np
import pandas as pd
import pyarrow as pa
pd.ArrowDtype(pa.int64())

pd.ArrowDtype(pa.timestamp("s", tz="America/New_York"))
pd.ArrowDtype(pa.list_(pa.int64()))
