for col in df.select_dtypes('number').columns:
    s = getattr(df, col)
    print(col, s.mean())
for name in ['sum', 'mean', 'median']:
    print(name, getattr(df['revenue'], name)())
