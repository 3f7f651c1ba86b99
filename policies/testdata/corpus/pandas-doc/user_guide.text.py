pd.Series(["a", "b", "c"])



pd.Series(["a", "b", "c"], dtype="string")
pd.Series(["a", "b", "c"], dtype=pd.StringDtype())



s = pd.Series(["a", "b", "c"])
s
s.astype("string")




s = pd.Series(["a", 2, np.nan], dtype="string")
s
type(s[1])



s1 = pd.Series([1, 2, np.nan], dtype="Int64")
s1
s2 = s1.astype("string")
s2
type(s2[0])




s = pd.Series(["a", None, "b"], dtype="string")
s
s.str.count("a")
s.dropna().str.count("a")



s2 = pd.Series(["a", None, "b"], dtype="object")
s2.str.count("a")
s2.dropna().str.count("a")



s.str.isdigit()
s.str.match("a")



s = pd.Series(
    ["A", "B", "C", "Aaba", "Baca", np.nan, "CABA", "dog", "cat"], dtype="string"
)
s.str.lower()
s.str.upper()
s.str.len()



idx = pd.Index([" jack", "jill ", " jesse ", "frank"])
idx.str.strip()
idx.str.lstrip()
idx.str.rstrip()



df = pd.DataFrame(
    np.random.randn(3, 2), columns=[" Column A ", " Column B "], index=range(3)
)
df



df.columns.str.strip()
df.columns.str.lower()



df.columns = df.columns.str.strip().str.lower().str.replace(" ", "_")
df



s2 = pd.Series(["a_b_c", "c_d_e", np.nan, "f_g_h"], dtype="string")
s2.str.split("_")



s2.str.split("_").str.get(1)
s2.str.split("_").str[1]



s2.str.split("_", expand=True)



s2.str.split("_", expand=True, n=1)



s2.str.rsplit("_", expand=True, n=1)



s3 = pd.Series(
    ["A", "B", "C", "Aaba", "Baca", "", np.nan, "CABA", "dog", "cat"],
    dtype="string",
)
s3
s3.str.replace("^.a|dog", "XX-XX ", case=False, regex=True)



dollars = pd.Series(["12", "-$10", "$10,000"], dtype="string")

# These lines are equivalent
dollars.str.replace(r"-\$", "-", regex=True)
dollars.str.replace("-$", "-", regex=False)



# Reverse every lowercase alphabetic word
pat = r"[a-z]+"

def repl(m):
    return m.group(0)[::-1]

pd.Series(["foo 123", "bar baz", np.nan], dtype="string").str.replace(
    pat, repl, regex=True
)

# Using regex groups
pat = r"(?P<one>\w+) (?P<two>\w+) (?P<three>\w+)"

def repl(m):
    return m.group("two").swapcase()

pd.Series(["Foo Bar Baz", np.nan], dtype="string").str.replace(
    pat, repl, regex=True
)



import re

regex_pat = re.compile(r"^.a|dog", flags=re.IGNORECASE)
s3.str.replace(regex_pat, "XX-XX ", regex=True)




s = pd.Series(["str_foo", "str_bar", "no_prefix"])
s.str.removeprefix("str_")

s = pd.Series(["foo_str", "bar_str", "no_suffix"])
s.str.removesuffix("_str")



s = pd.Series(["a", "b", "c", "d"], dtype="string")
s.str.cat(sep=",")



s.str.cat()



t = pd.Series(["a", "b", np.nan, "d"], dtype="string")
t.str.cat(sep=",")
t.str.cat(sep=",", na_rep="-")



s.str.cat(["A", "B", "C", "D"])



s.str.cat(t)
s.str.cat(t, na_rep="-")



d = pd.concat([t, s], axis=1)
s
d
s.str.cat(d, na_rep="-")



u = pd.Series(["b", "d", "a", "c"], index=[1, 3, 0, 2], dtype="string")
s
u
s.str.cat(u)
s.str.cat(u, join="left")



v = pd.Series(["z", "a", "b", "d", "e"], index=[-1, 0, 1, 3, 4], dtype="string")
s
v
s.str.cat(v, join="left", na_rep="-")
s.str.cat(v, join="outer", na_rep="-")



f = d.loc[[3, 2, 1, 0], :]
s
f
s.str.cat(f, join="left", na_rep="-")



s
u
s.str.cat([u, u.to_numpy()], join="left")



v
s.str.cat([v, u, u.to_numpy()], join="outer", na_rep="-")



u.loc[[3]]
v.loc[[-1, 0]]
s.str.cat([u.loc[[3]], v.loc[[-1, 0]]], join="right", na_rep="-")



s = pd.Series(
    ["A", "B", "C", "Aaba", "Baca", np.nan, "CABA", "dog", "cat"], dtype="string"
)

s.str[0]
s.str[1]



pd.Series(
    ["a1", "b2", "c3"],
    dtype="string",
).str.extract(r"([ab])(\d)", expand=False)



pd.Series(["a1", "b2", "c3"], dtype="string").str.extract(
    r"(?P<letter>[ab])(?P<digit>\d)", expand=False
)



pd.Series(
    ["a1", "b2", "3"],
    dtype="string",
).str.extract(r"([ab])?(\d)", expand=False)



pd.Series(["a1", "b2", "c3"], dtype="string").str.extract(r"[ab](\d)", expand=True)



pd.Series(["a1", "b2", "c3"], dtype="string").str.extract(r"[ab](\d)", expand=False)



s = pd.Series(["a1", "b2", "c3"], ["A11", "B22", "C33"], dtype="string")
s
s.index.str.extract("(?P<letter>[a-zA-Z])", expand=True)



s.index.str.extract("(?P<letter>[a-zA-Z])", expand=False)



s.index.str.extract("(?P<letter>[a-zA-Z])([0-9]+)", expand=True)



s = pd.Series(["a1a2", "b1", "c1"], index=["A", "B", "C"], dtype="string")
s
two_groups = "(?P<letter>[a-z])(?P<digit>[0-9])"
s.str.extract(two_groups, expand=True)



s.str.extractall(two_groups)



s = pd.Series(["a3", "b3", "c2"], dtype="string")
s



extract_result = s.str.extract(two_groups, expand=True)
extract_result
extractall_result = s.str.extractall(two_groups)
extractall_result
extractall_result.xs(0, level="match")



pd.Index(["a1a2", "b1", "c1"]).str.extractall(two_groups)

pd.Series(["a1a2", "b1", "c1"], dtype="string").str.extractall(two_groups)




pattern = r"[0-9][a-z]"
pd.Series(
    ["1", "2", "3a", "3b", "03c", "4dx"],
    dtype="string",
).str.contains(pattern)



pd.Series(
    ["1", "2", "3a", "3b", "03c", "4dx"],
    dtype="string",
).str.match(pattern)



pd.Series(
    ["1", "2", "3a", "3b", "03c", "4dx"],
    dtype="string",
).str.fullmatch(pattern)



s4 = pd.Series(
    ["A", "B", "C", "Aaba", "Baca", np.nan, "CABA", "dog", "cat"], dtype="string"
)
s4.str.contains("A", na=False)



s = pd.Series(["a", "a|b", np.nan, "a|c"], dtype="string")
s.str.get_dummies(sep="|")



idx = pd.Index(["a", "a|b", np.nan, "a|c"])
idx.str.get_dummies(sep="|")
