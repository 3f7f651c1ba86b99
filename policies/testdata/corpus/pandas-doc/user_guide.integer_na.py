arr = pd.array([1, 2, None], dtype=pd.Int64Dtype())
arr



pd.array([1, 2, np.nan], dtype="Int64")



pd.array([1, 2, np.nan, None, pd.NA], dtype="Int64")



pd.Series(arr)



pd.array([1, None])
pd.array([1, 2])



pd.Series([1, None])
pd.Series([1, 2])



pd.array([1, None], dtype="Int64")
pd.Series([1, None], dtype="Int64")



s = pd.Series([1, 2, None], dtype="Int64")

# arithmetic
s + 1

# comparison
s == 1

# indexing
s.iloc[1:3]

# operate with other dtypes
s + s.iloc[1:3].astype("Int8")

# coerce when needed
s + 0.01



df = pd.DataFrame({"A": s, "B": [1, 1, 3], "C": list("aab")})
df
df.dtypes




pd.concat([df[["A"]], df[["B", "C"]]], axis=1).dtypes
df["A"].astype(float)



df.sum()
df.groupby("B").A.sum()



a = pd.array([1, None], dtype="Int64")
a[1]
