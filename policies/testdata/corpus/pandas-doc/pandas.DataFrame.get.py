import numpy as np
import pandas as pd
df = pd.DataFrame(
    [
        [24.3, 75.7, "high"],
        [31, 87.8, "high"],
        [22, 71.6, "medium"],
        [35, 95, "medium"],
    ],
    columns=["temp_celsius", "temp_fahrenheit", "windspeed"],
    index=pd.date_range(start="2014-02-12", end="2014-02-15", freq="D"),
)

df

df.get(["temp_celsius", "windspeed"])

df.get(["temp_celsius", "temp_kelvin"], default="default_value")
