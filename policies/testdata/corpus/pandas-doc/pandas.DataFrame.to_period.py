import numpy as np
import pandas as pd
idx = pd.to_datetime(
    [
        "2001-03-31 00:00:00",
        "2002-05-31 00:00:00",
        "2003-08-31 00:00:00",
    ]
)

idx

idx.to_period("M")

idx.to_period("Y")
