import datetime

# strings
pd.Timedelta("1 days")
pd.Timedelta("1 days 00:00:00")
pd.Timedelta("1 days 2 hours")
pd.Timedelta("-1 days 2 min 3us")

# like datetime.timedelta
# note: these MUST be specified as keyword arguments
pd.Timedelta(days=1, seconds=1)

# integers with a unit
pd.Timedelta(1, unit="d")

# from a datetime.timedelta/np.timedelta64
pd.Timedelta(datetime.timedelta(days=1, seconds=1))
pd.Timedelta(np.timedelta64(1, "ms"))

# negative Timedeltas have this string repr
# to be more consistent with datetime.timedelta conventions
pd.Timedelta("-1us")

# a NaT
pd.Timedelta("nan")
pd.Timedelta("nat")

# ISO 8601 Duration strings
pd.Timedelta("P0DT0H1M0S")
pd.Timedelta("P0DT0H0M0.000000123S")



pd.Timedelta(pd.offsets.Second(2))



pd.Timedelta(pd.offsets.Day(2)) + pd.Timedelta(pd.offsets.Second(2)) + pd.Timedelta(
    "00:00:00.000123"
)



pd.to_timedelta("1 days 06:05:01.00003")
pd.to_timedelta("15.5us")



pd.to_timedelta(["1 days 06:05:01.00003", "15.5us", "nan"])



pd.to_timedelta(np.arange(5), unit="s")
pd.to_timedelta(np.arange(5), unit="d")



pd.Timedelta.min
pd.Timedelta.max



s = pd.Series(pd.date_range("2012-1-1", periods=3, freq="D"))
td = pd.Series([pd.Timedelta(days=i) for i in range(3)])
df = pd.DataFrame({"A": s, "B": td})
df
df["C"] = df["A"] + df["B"]
df
df.dtypes

s - s.max()
s - datetime.datetime(2011, 1, 1, 3, 5)
s + datetime.timedelta(minutes=5)
s + pd.offsets.Minute(5)
s + pd.offsets.Minute(5) + pd.offsets.Milli(5)



y = s - s[0]
y



y = s - s.shift()
y



y[1] = np.nan
y



s.max() - s
datetime.datetime(2011, 1, 1, 3, 5) - s
datetime.timedelta(minutes=5) + s



A = s - pd.Timestamp("20120101") - pd.Timedelta("00:05:05")
B = s - pd.Series(pd.date_range("2012-1-2", periods=3, freq="D"))

df = pd.DataFrame({"A": A, "B": B})
df

df.min()
df.min(axis=1)

df.idxmin()
df.idxmax()



df.min().max()
df.min(axis=1).min()

df.min().idxmax()
df.min(axis=1).idxmin()



y.fillna(pd.Timedelta(0))
y.fillna(pd.Timedelta(10, unit="s"))
y.fillna(pd.Timedelta("-1 days, 00:00:05"))



td1 = pd.Timedelta("-1 days 2 hours 3 seconds")
td1
-1 * td1
-td1
abs(td1)



y2 = pd.Series(
    pd.to_timedelta(["-1 days +00:00:05", "nat", "-1 days +00:00:05", "1 days"])
)
y2
y2.mean()
y2.median()
y2.quantile(0.1)
y2.sum()



december = pd.Series(pd.date_range("20121201", periods=4))
january = pd.Series(pd.date_range("20130101", periods=4))
td = january - december

td[2] += datetime.timedelta(minutes=5, seconds=3)
td[3] = np.nan
td

# to days
td / np.timedelta64(1, "D")
td.astype("timedelta64[D]")

# to seconds
td / np.timedelta64(1, "s")
td.astype("timedelta64[s]")

# to months (these are constant months)
td / np.timedelta64(1, "M")



td * -1
td * pd.Series([1, 2, 3, 4])



td // pd.Timedelta(days=3, hours=4)
pd.Timedelta(days=3, hours=4) // td



pd.Timedelta(hours=37) % datetime.timedelta(hours=2)

# divmod against a timedelta-like returns a pair (int, Timedelta)
divmod(datetime.timedelta(hours=2), pd.Timedelta(minutes=11))

# divmod against a numeric returns a pair (Timedelta, Timedelta)
divmod(pd.Timedelta(hours=25), 86400000000000)



td.dt.days
td.dt.seconds



tds = pd.Timedelta("31 days 5 min 3 sec")
tds.days
tds.seconds
(-tds).seconds



td.dt.components
td.dt.components.seconds



pd.Timedelta(
    days=6, minutes=50, seconds=3, milliseconds=10, microseconds=10, nanoseconds=12
).isoformat()



pd.TimedeltaIndex(
    [
        "1 days",
        "1 days, 00:00:05",
        np.timedelta64(2, "D"),
        datetime.timedelta(days=2, seconds=2),
    ]
)



pd.TimedeltaIndex(["0 days", "10 days", "20 days"], freq="infer")



pd.timedelta_range(start="1 days", periods=5)



pd.timedelta_range(start="1 days", end="5 days")

pd.timedelta_range(end="10 days", periods=4)



pd.timedelta_range(start="1 days", end="2 days", freq="30T")

pd.timedelta_range(start="1 days", periods=5, freq="2D5H")




pd.timedelta_range("0 days", "4 days", periods=5)

pd.timedelta_range("0 days", "4 days", periods=10)



s = pd.Series(
    np.arange(100),
    index=pd.timedelta_range("1 days", periods=100, freq="h"),
)
s



s["1 day":"2 day"]
s["1 day 01:00:00"]
s[pd.Timedelta("1 day 1h")]



s["1 day":"1 day 5 hours"]



tdi = pd.TimedeltaIndex(["1 days", pd.NaT, "2 days"])
tdi.to_list()
dti = pd.date_range("20130101", periods=3)
dti.to_list()
(dti + tdi).to_list()
(dti - tdi).to_list()



tdi / np.timedelta64(1, "s")
tdi.astype("timedelta64[s]")



# adding or timedelta and date -> datelike
tdi + pd.Timestamp("20130101")

# subtraction of a date and a timedelta -> datelike
# note that trying to subtract a date from a Timedelta will raise an exception
(pd.Timestamp("20130101") - tdi).to_list()

# timedelta + timedelta -> timedelta
tdi + pd.Timedelta("10 days")

# division can result in a Timedelta if the divisor is an integer
tdi / 2

# or a Float64Index if the divisor is a Timedelta
tdi / tdi[0]



s.resample("D").mean()
