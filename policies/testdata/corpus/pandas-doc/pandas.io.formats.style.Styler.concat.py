import numpy as np
import pandas as pd
df = DataFrame([[4, 6], [1, 9], [3, 4], [5, 5], [9,6]],
               columns=["Mike", "Jim"],
               index=["Mon", "Tue", "Wed", "Thurs", "Fri"])
styler = df.style.concat(df.agg(["sum"]).style)  

descriptors = df.agg(["sum", "mean", lambda s: s.dtype])
descriptors.index = ["Total", "Average", "dtype"]
other = (descriptors.style
         .highlight_max(axis=1, subset=(["Total", "Average"], slice(None)))
         .format(subset=("Average", slice(None)), precision=2, decimal=",")
         .applymap(lambda v: "font-weight: bold;"))
styler = (df.style
            .highlight_max(color="salmon")
            .set_table_styles([{"selector": ".foot_row0",
                                "props": "border-top: 1px solid black;"}]))
styler.concat(other)  

df = DataFrame([[1], [2]], index=pd.MultiIndex.from_product([[0], [1, 2]]))
descriptors = df.agg(["sum"])
descriptors.index = pd.MultiIndex.from_product([[""], descriptors.index])
df.style.concat(descriptors.style)  
