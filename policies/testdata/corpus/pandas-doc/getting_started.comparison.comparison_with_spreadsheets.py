url = (
    "https://raw.githubusercontent.com/pandas-dev"
    "/pandas/main/pandas/tests/io/data/csv/tips.csv"
)
tips = pd.read_csv(url)
tips



df = pd.DataFrame({"AAA": [1] * 8, "BBB": list(range(0, 8))})
df

series = list(range(1, 5))
series

df.loc[2:5, "AAA"] = series

df



df = pd.DataFrame(
    {
        "class": ["A", "A", "A", "B", "C", "D"],
        "student_count": [42, 35, 42, 50, 47, 45],
        "all_pass": ["Yes", "Yes", "Yes", "No", "No", "Yes"],
    }
)

df.drop_duplicates()

df.drop_duplicates(["class", "student_count"])



pd.pivot_table(
    tips, values="tip", index=["size"], columns=["sex"], aggfunc=np.average
)




df
new_row = pd.DataFrame([["E", 51, True]],
                       columns=["class", "student_count", "all_pass"])
pd.concat([df, new_row])




tips
tips == "Sun"
tips["day"].str.contains("S")



tips.replace("Thu", "Thursday")
