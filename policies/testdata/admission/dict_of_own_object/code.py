from dataclasses import dataclass

class Stats:
    def __init__(self, col):
        self.col = col
        self.mean = df[col].mean()
        self.count = int(df[col].count())

s = Stats("revenue")
print(s.__dict__)
print(vars(s))
