import numpy as np
import pandas as pd
df = pd.DataFrame({
   'gender': ['male', 'male', 'female', 'male', 'female', 'male'],
   'education': ['low', 'medium', 'high', 'low', 'high', 'low'],
   'country': ['US', 'FR', 'US', 'FR', 'FR', 'FR']
})

df

df.groupby('gender').value_counts()

df.groupby('gender').value_counts(ascending=True)

df.groupby('gender').value_counts(normalize=True)

df.groupby('gender', as_index=False).value_counts()

df.groupby('gender', as_index=False).value_counts(normalize=True)
