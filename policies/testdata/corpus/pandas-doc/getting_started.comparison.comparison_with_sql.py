url = (
    "https://raw.githubusercontent.com/pandas-dev"
    "/pandas/main/pandas/tests/io/data/csv/tips.csv"
)
tips = pd.read_csv(url)
tips




tips[["total_bill", "tip", "smoker", "time"]]



tips.assign(tip_rate=tips["tip"] / tips["total_bill"])



tips[(tips["time"] == "Dinner") & (tips["tip"] > 5.00)]



tips[(tips["size"] >= 5) | (tips["total_bill"] > 45)]



frame = pd.DataFrame(
    {"col1": ["A", "B", np.NaN, "C", "D"], "col2": ["F", np.NaN, "G", "H", "I"]}
)
frame



frame[frame["col2"].isna()]



frame[frame["col1"].notna()]




tips.groupby("sex").size()



tips.groupby("sex").count()



tips.groupby("sex")["total_bill"].count()



tips.groupby("day").agg({"tip": np.mean, "day": np.size})



tips.groupby(["smoker", "day"]).agg({"tip": [np.size, np.mean]})



df1 = pd.DataFrame({"key": ["A", "B", "C", "D"], "value": np.random.randn(4)})
df2 = pd.DataFrame({"key": ["B", "D", "D", "E"], "value": np.random.randn(4)})



# merge performs an INNER JOIN by default
pd.merge(df1, df2, on="key")



indexed_df2 = df2.set_index("key")
pd.merge(df1, indexed_df2, left_on="key", right_index=True)



pd.merge(df1, df2, on="key", how="left")



pd.merge(df1, df2, on="key", how="right")



pd.merge(df1, df2, on="key", how="outer")




df1 = pd.DataFrame(
    {"city": ["Chicago", "San Francisco", "New York City"], "rank": range(1, 4)}
)
df2 = pd.DataFrame(
    {"city": ["Chicago", "Boston", "Los Angeles"], "rank": [1, 4, 5]}
)



pd.concat([df1, df2])



pd.concat([df1, df2]).drop_duplicates()




tips.head(10)




tips.nlargest(10 + 5, columns="tip").tail(10)



(
    tips.assign(
        rn=tips.sort_values(["total_bill"], ascending=False)
        .groupby(["day"])
        .cumcount()
        + 1
    )
    .query("rn < 3")
    .sort_values(["day", "rn"])
)



(
    tips.assign(
        rnk=tips.groupby(["day"])["total_bill"].rank(
            method="first", ascending=False
        )
    )
    .query("rnk < 3")
    .sort_values(["day", "rnk"])
)



(
    tips[tips["tip"] < 2]
    .assign(rnk_min=tips.groupby(["sex"])["tip"].rank(method="min"))
    .query("rnk_min < 3")
    .sort_values(["sex", "rnk_min"])
)




tips.loc[tips["tip"] < 2, "tip"] *= 2



tips = tips.loc[tips["tip"] <= 9]
