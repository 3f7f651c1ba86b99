import numpy as np
import pandas as pd
pd.unique(pd.Series([2, 1, 3, 3]))

pd.unique(pd.Series([2] + [1] * 5))

pd.unique(pd.Series([pd.Timestamp("20160101"), pd.Timestamp("20160101")]))

pd.unique(
    pd.Series(
        [
            pd.Timestamp("20160101", tz="US/Eastern"),
            pd.Timestamp("20160101", tz="US/Eastern"),
        ]
    )
)

pd.unique(
    pd.Index(
        [
            pd.Timestamp("20160101", tz="US/Eastern"),
            pd.Timestamp("20160101", tz="US/Eastern"),
        ]
    )
)

pd.unique(list("baabc"))

pd.unique(pd.Series(pd.Categorical(list("baabc"))))

pd.unique(pd.Series(pd.Categorical(list("baabc"), categories=list("abc"))))

pd.unique(
    pd.Series(
        pd.Categorical(list("baabc"), categories=list("abc"), ordered=True)
    )
)

pd.unique([("a", "b"), ("b", "a"), ("a", "c"), ("b", "a")])
