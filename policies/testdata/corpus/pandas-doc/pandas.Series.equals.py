import numpy as np
import pandas as pd
df = pd.DataFrame({1: [10], 2: [20]})
df

exactly_equal = pd.DataFrame({1: [10], 2: [20]})
exactly_equal
df.equals(exactly_equal)

different_column_type = pd.DataFrame({1.0: [10], 2.0: [20]})
different_column_type
df.equals(different_column_type)

different_data_type = pd.DataFrame({1: [10.0], 2: [20.0]})
different_data_type
df.equals(different_data_type)
