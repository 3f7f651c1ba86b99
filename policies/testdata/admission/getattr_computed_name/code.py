name = input()
print(getattr(df, name))
print(getattr(df.__class__, '__in' + 'it__'))
