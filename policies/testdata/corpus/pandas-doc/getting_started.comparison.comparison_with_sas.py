url = (
    "https://raw.githubusercontent.com/pandas-dev/"
    "pandas/main/pandas/tests/io/data/csv/tips.csv"
)
tips = pd.read_csv(url)
tips




tips.groupby(["sex", "smoker"]).first()
