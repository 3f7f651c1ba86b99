import io
import pandas as pd
text = df.head(20).to_csv(index=False)
small = pd.read_csv(io.StringIO(text))
print(small.describe())
