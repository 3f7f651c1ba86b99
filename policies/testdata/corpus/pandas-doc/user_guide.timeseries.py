import datetime

dti = pd.to_datetime(
    ["1/1/2018", np.datetime64("2018-01-01"), datetime.datetime(2018, 1, 1)]
)
dti



dti = pd.date_range("2018-01-01", periods=3, freq="H")
dti



dti = dti.tz_localize("UTC")
dti
dti.tz_convert("US/Pacific")



idx = pd.date_range("2018-01-01", periods=5, freq="H")
ts = pd.Series(range(len(idx)), index=idx)
ts
ts.resample("2H").mean()



friday = pd.Timestamp("2018-01-05")
friday.day_name()
# Add 1 day
saturday = friday + pd.Timedelta("1 day")
saturday.day_name()
# Add 1 business day (Friday --> Monday)
monday = friday + pd.offsets.BDay()
monday.day_name()



pd.Series(range(3), index=pd.date_range("2000", freq="D", periods=3))



pd.Series(pd.date_range("2000", freq="D", periods=3))



pd.Series(pd.period_range("1/1/2011", freq="M", periods=3))
pd.Series([pd.DateOffset(1), pd.DateOffset(2)])
pd.Series(pd.date_range("1/1/2011", freq="M", periods=3))



pd.Timestamp(pd.NaT)
pd.Timedelta(pd.NaT)
pd.Period(pd.NaT)
# Equality acts as np.nan would
pd.NaT == pd.NaT



pd.Timestamp(datetime.datetime(2012, 5, 1))
pd.Timestamp("2012-05-01")
pd.Timestamp(2012, 5, 1)



pd.Period("2011-01")

pd.Period("2012-05", freq="D")



dates = [
    pd.Timestamp("2012-05-01"),
    pd.Timestamp("2012-05-02"),
    pd.Timestamp("2012-05-03"),
]
ts = pd.Series(np.random.randn(3), dates)

type(ts.index)
ts.index

ts

periods = [pd.Period("2012-01"), pd.Period("2012-02"), pd.Period("2012-03")]

ts = pd.Series(np.random.randn(3), periods)

type(ts.index)
ts.index

ts



pd.to_datetime(pd.Series(["Jul 31, 2009", "2010-01-10", None]))

pd.to_datetime(["2005/11/23", "2010.12.31"])



pd.to_datetime(["04-01-2012 10:00"], dayfirst=True)

pd.to_datetime(["14-01-2012", "01-14-2012"], dayfirst=True)



pd.to_datetime("2010/11/12")

pd.Timestamp("2010/11/12")



pd.DatetimeIndex(["2018-01-01", "2018-01-03", "2018-01-05"])



pd.DatetimeIndex(["2018-01-01", "2018-01-03", "2018-01-05"], freq="infer")



pd.to_datetime("2010/11/12", format="%Y/%m/%d")

pd.to_datetime("12-11-2010 00:00", format="%d-%m-%Y %H:%M")



df = pd.DataFrame(
    {"year": [2015, 2016], "month": [2, 3], "day": [4, 5], "hour": [2, 3]}
)
pd.to_datetime(df)




pd.to_datetime(df[["year", "month", "day"]])



pd.to_datetime(["2009/07/31", "asd"], errors="ignore")



pd.to_datetime(["2009/07/31", "asd"], errors="coerce")




pd.to_datetime(
    [1349720105, 1349806505, 1349892905, 1349979305, 1350065705], unit="s"
)

pd.to_datetime(
    [1349720105100, 1349720105200, 1349720105300, 1349720105400, 1349720105500],
    unit="ms",
)



pd.Timestamp(1262347200000000000).tz_localize("US/Pacific")
pd.DatetimeIndex([1262347200000000000]).tz_localize("US/Pacific")



pd.to_datetime([1490195805.433, 1490195805.433502912], unit="s")
pd.to_datetime(1490195805433502912, unit="ns")



stamps = pd.date_range("2012-10-08 18:15:05", periods=4, freq="D")
stamps



(stamps - pd.Timestamp("1970-01-01")) // pd.Timedelta("1s")



pd.to_datetime([1, 2, 3], unit="D", origin=pd.Timestamp("1960-01-01"))



pd.to_datetime([1, 2, 3], unit="D")



dates = [
    datetime.datetime(2012, 5, 1),
    datetime.datetime(2012, 5, 2),
    datetime.datetime(2012, 5, 3),
]

# Note the frequency information
index = pd.DatetimeIndex(dates)
index

# Automatically converted to DatetimeIndex
index = pd.Index(dates)
index



start = datetime.datetime(2011, 1, 1)
end = datetime.datetime(2012, 1, 1)

index = pd.date_range(start, end)
index

index = pd.bdate_range(start, end)
index



pd.date_range(start, periods=1000, freq="M")

pd.bdate_range(start, periods=250, freq="BQS")



pd.date_range(start, end, freq="BM")

pd.date_range(start, end, freq="W")

pd.bdate_range(end=end, periods=20)

pd.bdate_range(start=start, periods=20)



pd.date_range("2018-01-01", "2018-01-05", periods=5)

pd.date_range("2018-01-01", "2018-01-05", periods=10)



weekmask = "Mon Wed Fri"

holidays = [datetime.datetime(2011, 1, 5), datetime.datetime(2011, 3, 14)]

pd.bdate_range(start, end, freq="C", weekmask=weekmask, holidays=holidays)

pd.bdate_range(start, end, freq="CBMS", weekmask=weekmask)



pd.Timestamp.min
pd.Timestamp.max



rng = pd.date_range(start, end, freq="BM")
ts = pd.Series(np.random.randn(len(rng)), index=rng)
ts.index
ts[:5].index
ts[::2].index



ts["1/31/2011"]

ts[datetime.datetime(2011, 12, 25):]

ts["10/31/2011":"12/31/2011"]



ts["2011"]

ts["2011-6"]



dft = pd.DataFrame(
    np.random.randn(100000, 1),
    columns=["A"],
    index=pd.date_range("20130101", periods=100000, freq="T"),
)
dft
dft.loc["2013"]



dft["2013-1":"2013-2"]



dft["2013-1":"2013-2-28"]



dft["2013-1":"2013-2-28 00:00:00"]



dft["2013-1-15":"2013-1-15 12:30:00"]



dft2 = pd.DataFrame(
    np.random.randn(20, 1),
    columns=["A"],
    index=pd.MultiIndex.from_product(
        [pd.date_range("20130101", periods=10, freq="12H"), ["a", "b"]]
    ),
)
dft2
dft2.loc["2013-01-05"]
idx = pd.IndexSlice
dft2 = dft2.swaplevel(0, 1).sort_index()
dft2.loc[idx[:, "2013-01-05"], :]



df = pd.DataFrame([0], index=pd.DatetimeIndex(["2019-01-01"], tz="US/Pacific"))
df
df["2019-01-01 12:00:00+04:00":"2019-01-01 13:00:00+04:00"]



series_minute = pd.Series(
    [1, 2, 3],
    pd.DatetimeIndex(
        ["2011-12-31 23:59:00", "2012-01-01 00:00:00", "2012-01-01 00:02:00"]
    ),
)
series_minute.index.resolution



series_minute["2011-12-31 23"]



series_minute["2011-12-31 23:59"]
series_minute["2011-12-31 23:59:00"]



series_second = pd.Series(
    [1, 2, 3],
    pd.DatetimeIndex(
        ["2011-12-31 23:59:59", "2012-01-01 00:00:00", "2012-01-01 00:00:01"]
    ),
)
series_second.index.resolution
series_second["2011-12-31 23:59"]



dft_minute = pd.DataFrame(
    {"a": [1, 2, 3], "b": [4, 5, 6]}, index=series_minute.index
)
dft_minute.loc["2011-12-31 23"]




dft_minute.loc["2011-12-31 23:59"]



series_monthly = pd.Series(
    [1, 2, 3], pd.DatetimeIndex(["2011-12", "2012-01", "2012-02"])
)
series_monthly.index.resolution
series_monthly["2011-12"]  # returns Series




dft[datetime.datetime(2013, 1, 1): datetime.datetime(2013, 2, 28)]



dft[
    datetime.datetime(2013, 1, 1, 10, 12, 0): datetime.datetime(
        2013, 2, 28, 10, 12, 0
    )
]



rng2 = pd.date_range("2011-01-01", "2012-01-01", freq="W")
ts2 = pd.Series(np.random.randn(len(rng2)), index=rng2)

ts2.truncate(before="2011-11", after="2011-12")
ts2["2011-11":"2011-12"]



ts2[[0, 2, 6]].index



idx = pd.date_range(start="2019-12-29", freq="D", periods=4)
idx.isocalendar()
idx.to_series().dt.isocalendar()



# This particular day contains a day light savings time transition
ts = pd.Timestamp("2016-10-30 00:00:00", tz="Europe/Helsinki")
# Respects absolute time
ts + pd.Timedelta(days=1)
# Respects calendar time
ts + pd.DateOffset(days=1)
friday = pd.Timestamp("2018-01-05")
friday.day_name()
# Add 2 business days (Friday --> Tuesday)
two_business_days = 2 * pd.offsets.BDay()
friday + two_business_days
(friday + two_business_days).day_name()




ts = pd.Timestamp("2018-01-06 00:00:00")
ts.day_name()
# BusinessHour's valid offset dates are Monday through Friday
offset = pd.offsets.BusinessHour(start="09:00")
# Bring the date to the closest offset date (Monday)
offset.rollforward(ts)
# Date is brought to the closest offset date first and then the hour is added
ts + offset



ts = pd.Timestamp("2014-01-01 09:00")
day = pd.offsets.Day()
day + ts
(day + ts).normalize()

ts = pd.Timestamp("2014-01-01 22:00")
hour = pd.offsets.Hour()
hour + ts
(hour + ts).normalize()
(hour + pd.Timestamp("2014-01-01 23:30")).normalize()



d = datetime.datetime(2008, 8, 18, 9, 0)
d
d + pd.offsets.Week()
d + pd.offsets.Week(weekday=4)
(d + pd.offsets.Week(weekday=4)).weekday()

d - pd.offsets.Week()



d + pd.offsets.Week(normalize=True)
d - pd.offsets.Week(normalize=True)




d + pd.offsets.YearEnd()
d + pd.offsets.YearEnd(month=6)




rng = pd.date_range("2012-01-01", "2012-01-03")
s = pd.Series(rng)
rng
rng + pd.DateOffset(months=2)
s + pd.DateOffset(months=2)
s - pd.DateOffset(months=2)



s - pd.offsets.Day(2)
td = s - pd.Series(pd.date_range("2011-12-29", "2011-12-31"))
td
td + pd.offsets.Minute(15)



rng + pd.offsets.BQuarterEnd()




weekmask_egypt = "Sun Mon Tue Wed Thu"

# They also observe International Workers' Day so let's
# add that for a couple of years

holidays = [
    "2012-05-01",
    datetime.datetime(2013, 5, 1),
    np.datetime64("2014-05-01"),
]
bday_egypt = pd.offsets.CustomBusinessDay(
    holidays=holidays,
    weekmask=weekmask_egypt,
)
dt = datetime.datetime(2013, 4, 30)
dt + 2 * bday_egypt



dts = pd.date_range(dt, periods=5, freq=bday_egypt)

pd.Series(dts.weekday, dts).map(pd.Series("Mon Tue Wed Thu Fri Sat Sun".split()))



from pandas.tseries.holiday import USFederalHolidayCalendar

bday_us = pd.offsets.CustomBusinessDay(calendar=USFederalHolidayCalendar())

# Friday before MLK Day
dt = datetime.datetime(2014, 1, 17)

# Tuesday after MLK Day (Monday is skipped because it's a holiday)
dt + bday_us



bmth_us = pd.offsets.CustomBusinessMonthBegin(calendar=USFederalHolidayCalendar())

# Skip new years
dt = datetime.datetime(2013, 12, 17)
dt + bmth_us

# Define date index with custom offset
pd.date_range(start="20100101", end="20120101", freq=bmth_us)



bh = pd.offsets.BusinessHour()
bh

# 2014-08-01 is Friday
pd.Timestamp("2014-08-01 10:00").weekday()
pd.Timestamp("2014-08-01 10:00") + bh

# Below example is the same as: pd.Timestamp('2014-08-01 09:00') + bh
pd.Timestamp("2014-08-01 08:00") + bh

# If the results is on the end time, move to the next business day
pd.Timestamp("2014-08-01 16:00") + bh

# Remainings are added to the next day
pd.Timestamp("2014-08-01 16:30") + bh

# Adding 2 business hours
pd.Timestamp("2014-08-01 10:00") + pd.offsets.BusinessHour(2)

# Subtracting 3 business hours
pd.Timestamp("2014-08-01 10:00") + pd.offsets.BusinessHour(-3)



bh = pd.offsets.BusinessHour(start="11:00", end=datetime.time(20, 0))
bh

pd.Timestamp("2014-08-01 13:00") + bh
pd.Timestamp("2014-08-01 09:00") + bh
pd.Timestamp("2014-08-01 18:00") + bh



bh = pd.offsets.BusinessHour(start="17:00", end="09:00")
bh

pd.Timestamp("2014-08-01 17:00") + bh
pd.Timestamp("2014-08-01 23:00") + bh

# Although 2014-08-02 is Saturday,
# it is valid because it starts from 08-01 (Friday).
pd.Timestamp("2014-08-02 04:00") + bh

# Although 2014-08-04 is Monday,
# it is out of business hours because it starts from 08-03 (Sunday).
pd.Timestamp("2014-08-04 04:00") + bh



# This adjusts a Timestamp to business hour edge
pd.offsets.BusinessHour().rollback(pd.Timestamp("2014-08-02 15:00"))
pd.offsets.BusinessHour().rollforward(pd.Timestamp("2014-08-02 15:00"))

# It is the same as BusinessHour() + pd.Timestamp('2014-08-01 17:00').
# And it is the same as BusinessHour() + pd.Timestamp('2014-08-04 09:00')
pd.offsets.BusinessHour() + pd.Timestamp("2014-08-02 15:00")

# BusinessDay results (for reference)
pd.offsets.BusinessHour().rollforward(pd.Timestamp("2014-08-02"))

# It is the same as BusinessDay() + pd.Timestamp('2014-08-01')
# The result is the same as rollworward because BusinessDay never overlap.
pd.offsets.BusinessHour() + pd.Timestamp("2014-08-02")



from pandas.tseries.holiday import USFederalHolidayCalendar

bhour_us = pd.offsets.CustomBusinessHour(calendar=USFederalHolidayCalendar())
# Friday before MLK Day
dt = datetime.datetime(2014, 1, 17, 15)

dt + bhour_us

# Tuesday after MLK Day (Monday is skipped because it's a holiday)
dt + bhour_us * 2



bhour_mon = pd.offsets.CustomBusinessHour(start="10:00", weekmask="Tue Wed Thu Fri")

# Monday is skipped because it's a holiday, business hour starts from 10:00
dt + bhour_mon * 2



dates_lst_1 = pd.date_range("2020-01-06", "2020-04-03", freq="MS")
dates_lst_1

dates_lst_2 = pd.date_range("2020-01-01", "2020-04-01", freq="MS")
dates_lst_2



pd.date_range(start, periods=5, freq="B")

pd.date_range(start, periods=5, freq=pd.offsets.BDay())



pd.date_range(start, periods=10, freq="2h20min")

pd.date_range(start, periods=10, freq="1D10U")



pd.Timestamp("2014-01-02") + pd.offsets.MonthBegin(n=1)
pd.Timestamp("2014-01-02") + pd.offsets.MonthEnd(n=1)

pd.Timestamp("2014-01-02") - pd.offsets.MonthBegin(n=1)
pd.Timestamp("2014-01-02") - pd.offsets.MonthEnd(n=1)

pd.Timestamp("2014-01-02") + pd.offsets.MonthBegin(n=4)
pd.Timestamp("2014-01-02") - pd.offsets.MonthBegin(n=4)



pd.Timestamp("2014-01-01") + pd.offsets.MonthBegin(n=1)
pd.Timestamp("2014-01-31") + pd.offsets.MonthEnd(n=1)

pd.Timestamp("2014-01-01") - pd.offsets.MonthBegin(n=1)
pd.Timestamp("2014-01-31") - pd.offsets.MonthEnd(n=1)

pd.Timestamp("2014-01-01") + pd.offsets.MonthBegin(n=4)
pd.Timestamp("2014-01-31") - pd.offsets.MonthBegin(n=4)



pd.Timestamp("2014-01-02") + pd.offsets.MonthBegin(n=0)
pd.Timestamp("2014-01-02") + pd.offsets.MonthEnd(n=0)

pd.Timestamp("2014-01-01") + pd.offsets.MonthBegin(n=0)
pd.Timestamp("2014-01-31") + pd.offsets.MonthEnd(n=0)



from pandas.tseries.holiday import (
    Holiday,
    USMemorialDay,
    AbstractHolidayCalendar,
    nearest_workday,
    MO,
)

class ExampleCalendar(AbstractHolidayCalendar):
    rules = [
        USMemorialDay,
        Holiday("July 4th", month=7, day=4, observance=nearest_workday),
        Holiday(
            "Columbus Day",
            month=10,
            day=1,
            offset=pd.DateOffset(weekday=MO(2)),
        ),
    ]

cal = ExampleCalendar()
cal.holidays(datetime.datetime(2012, 1, 1), datetime.datetime(2012, 12, 31))



pd.date_range(
    start="7/1/2012", end="7/10/2012", freq=pd.offsets.CDay(calendar=cal)
).to_pydatetime()
offset = pd.offsets.CustomBusinessDay(calendar=cal)
datetime.datetime(2012, 5, 25) + offset
datetime.datetime(2012, 7, 3) + offset
datetime.datetime(2012, 7, 3) + 2 * offset
datetime.datetime(2012, 7, 6) + offset



AbstractHolidayCalendar.start_date
AbstractHolidayCalendar.end_date



AbstractHolidayCalendar.start_date = datetime.datetime(2012, 1, 1)
AbstractHolidayCalendar.end_date = datetime.datetime(2012, 12, 31)
cal.holidays()



from pandas.tseries.holiday import get_calendar, HolidayCalendarFactory, USLaborDay

cal = get_calendar("ExampleCalendar")
cal.rules
new_cal = HolidayCalendarFactory("NewExampleCalendar", cal, USLaborDay)
new_cal.rules



ts = pd.Series(range(len(rng)), index=rng)
ts = ts[:5]
ts.shift(1)



ts.shift(5, freq="D")
ts.shift(5, freq=pd.offsets.BDay())
ts.shift(5, freq="BM")



dr = pd.date_range("1/1/2010", periods=3, freq=3 * pd.offsets.BDay())
ts = pd.Series(np.random.randn(3), index=dr)
ts
ts.asfreq(pd.offsets.BDay())



ts.asfreq(pd.offsets.BDay(), method="pad")



rng = pd.date_range("1/1/2012", periods=100, freq="S")

ts = pd.Series(np.random.randint(0, 500, len(rng)), index=rng)

ts.resample("5Min").sum()



ts.resample("5Min").mean()

ts.resample("5Min").ohlc()

ts.resample("5Min").max()




ts.resample("5Min", closed="right").mean()

ts.resample("5Min", closed="left").mean()



ts.resample("5Min").mean()  # by default label='left'

ts.resample("5Min", label="left").mean()



s = pd.date_range("2000-01-01", "2000-01-05").to_series()
s.iloc[2] = pd.NaT
s.dt.day_name()

# default: label='left', closed='left'
s.resample("B").last().dt.day_name()



s.resample("B", label="right", closed="right").last().dt.day_name()



# from secondly to every 250 milliseconds

ts[:2].resample("250L").asfreq()

ts[:2].resample("250L").ffill()

ts[:2].resample("250L").ffill(limit=2)



rng = pd.date_range("2014-1-1", periods=100, freq="D") + pd.Timedelta("1s")
ts = pd.Series(range(100), index=rng)



ts.resample("3T").sum()



from functools import partial
from pandas.tseries.frequencies import to_offset

def round(t, freq):
    # round a Timestamp to a specified freq
    freq = to_offset(freq)
    return pd.Timestamp((t.value // freq.delta.value) * freq.delta.value)

ts.groupby(partial(round, freq="3T")).sum()



df = pd.DataFrame(
    np.random.randn(1000, 3),
    index=pd.date_range("1/1/2012", freq="S", periods=1000),
    columns=["A", "B", "C"],
)
r = df.resample("3T")
r.mean()



r["A"].mean()

r[["A", "B"]].mean()



r["A"].agg([np.sum, np.mean, np.std])



r.agg([np.sum, np.mean])



r.agg({"A": np.sum, "B": lambda x: np.std(x, ddof=1)})



r.agg({"A": "sum", "B": "std"})



r.agg({"A": ["sum", "std"], "B": ["mean", "std"]})




df = pd.DataFrame(
    {"date": pd.date_range("2015-01-01", freq="W", periods=5), "a": np.arange(5)},
    index=pd.MultiIndex.from_arrays(
        [[1, 2, 3, 4, 5], pd.date_range("2015-01-01", freq="W", periods=5)],
        names=["v", "d"],
    ),
)
df
df.resample("M", on="date")[["a"]].sum()



df.resample("M", level="d")[["a"]].sum()



small = pd.Series(
    range(6),
    index=pd.to_datetime(
        [
            "2017-01-01T00:00:00",
            "2017-01-01T00:30:00",
            "2017-01-01T00:31:00",
            "2017-01-01T01:00:00",
            "2017-01-01T03:00:00",
            "2017-01-01T03:05:00",
        ]
    ),
)
resampled = small.resample("H")

for name, group in resampled:
    print("Group: ", name)
    print("-" * 27)
    print(group, end="\n\n")



start, end = "2000-10-01 23:30:00", "2000-10-02 00:30:00"
middle = "2000-10-02 00:00:00"
rng = pd.date_range(start, end, freq="7min")
ts = pd.Series(np.arange(len(rng)) * 3, index=rng)
ts



ts.resample("17min", origin="start_day").sum()
ts[middle:end].resample("17min", origin="start_day").sum()




ts.resample("17min", origin="epoch").sum()
ts[middle:end].resample("17min", origin="epoch").sum()




ts.resample("17min", origin="2001-01-01").sum()
ts[middle:end].resample("17min", origin=pd.Timestamp("2001-01-01")).sum()



ts.resample("17min", origin="start").sum()
ts.resample("17min", offset="23h30min").sum()




ts.resample('17min', origin='end').sum()



ts.resample('17min', origin='end_day').sum()



ceil_mid = rng.max().ceil('D')
freq = pd.offsets.Minute(17)
bin_res = ceil_mid - freq * ((ceil_mid - rng.max()) // freq)
bin_res



pd.Period("2012", freq="A-DEC")

pd.Period("2012-1-1", freq="D")

pd.Period("2012-1-1 19:00", freq="H")

pd.Period("2012-1-1 19:00", freq="5H")



p = pd.Period("2012", freq="A-DEC")
p + 1
p - 3
p = pd.Period("2012-01", freq="2M")
p + 2
p - 1
p == pd.Period("2012-01", freq="3M")




p = pd.Period("2014-07-01 09:00", freq="H")
p + pd.offsets.Hour(2)
p + datetime.timedelta(minutes=120)
p + np.timedelta64(7200, "s")



p = pd.Period("2014-07", freq="M")
p + pd.offsets.MonthEnd(3)



pd.Period("2012", freq="A-DEC") - pd.Period("2002", freq="A-DEC")



prng = pd.period_range("1/1/2011", "1/1/2012", freq="M")
prng



pd.PeriodIndex(["2011-1", "2011-2", "2011-3"], freq="M")



pd.period_range(start="2014-01", freq="3M", periods=4)



pd.period_range(
    start=pd.Period("2017Q1", freq="Q"), end=pd.Period("2017Q2", freq="Q"), freq="M"
)



ps = pd.Series(np.random.randn(len(prng)), prng)
ps



idx = pd.period_range("2014-07-01 09:00", periods=5, freq="H")
idx
idx + pd.offsets.Hour(2)

idx = pd.period_range("2014-07", periods=5, freq="M")
idx
idx + pd.offsets.MonthEnd(3)



pi = pd.period_range("2016-01-01", periods=3, freq="M")
pi
pi.dtype



# change monthly freq to daily freq
pi.astype("period[D]")

# convert to DatetimeIndex
pi.astype("datetime64[ns]")

# convert to PeriodIndex
dti = pd.date_range("2011-01-01", freq="M", periods=3)
dti
dti.astype("period[M]")



ps["2011-01"]

ps[datetime.datetime(2011, 12, 25):]

ps["10/31/2011":"12/31/2011"]



ps["2011"]

dfp = pd.DataFrame(
    np.random.randn(600, 1),
    columns=["A"],
    index=pd.period_range("2013-01-01 9:00", periods=600, freq="T"),
)
dfp
dfp.loc["2013-01-01 10H"]



dfp["2013-01-01 10H":"2013-01-01 11H"]




p = pd.Period("2011", freq="A-DEC")
p



p.asfreq("M", how="start")

p.asfreq("M", how="end")



p.asfreq("M", "s")
p.asfreq("M", "e")



p = pd.Period("2011-12", freq="M")

p.asfreq("A-NOV")



p = pd.Period("2012Q1", freq="Q-DEC")

p.asfreq("D", "s")

p.asfreq("D", "e")



p = pd.Period("2011Q4", freq="Q-MAR")

p.asfreq("D", "s")

p.asfreq("D", "e")



rng = pd.date_range("1/1/2012", periods=5, freq="M")

ts = pd.Series(np.random.randn(len(rng)), index=rng)

ts

ps = ts.to_period()

ps

ps.to_timestamp()



ps.to_timestamp("D", how="s")



prng = pd.period_range("1990Q1", "2000Q4", freq="Q-NOV")

ts = pd.Series(np.random.randn(len(prng)), prng)

ts.index = (prng.asfreq("M", "e") + 1).asfreq("H", "s") + 9

ts.head()



span = pd.period_range("1215-01-01", "1381-01-01", freq="D")
span



s = pd.Series([20121231, 20141130, 99991231])
s

def conv(x):
    return pd.Period(year=x // 10000, month=x // 100 % 100, day=x % 100, freq="D")

s.apply(conv)
s.apply(conv)[2]



span = pd.PeriodIndex(s.apply(conv))
span



rng = pd.date_range("3/6/2012 00:00", periods=15, freq="D")
rng.tz is None



import dateutil

# pytz
rng_pytz = pd.date_range("3/6/2012 00:00", periods=3, freq="D", tz="Europe/London")
rng_pytz.tz

# dateutil
rng_dateutil = pd.date_range("3/6/2012 00:00", periods=3, freq="D")
rng_dateutil = rng_dateutil.tz_localize("dateutil/Europe/London")
rng_dateutil.tz

# dateutil - utc special case
rng_utc = pd.date_range(
    "3/6/2012 00:00",
    periods=3,
    freq="D",
    tz=dateutil.tz.tzutc(),
)
rng_utc.tz



# datetime.timezone
rng_utc = pd.date_range(
    "3/6/2012 00:00",
    periods=3,
    freq="D",
    tz=datetime.timezone.utc,
)
rng_utc.tz



import pytz

# pytz
tz_pytz = pytz.timezone("Europe/London")
rng_pytz = pd.date_range("3/6/2012 00:00", periods=3, freq="D")
rng_pytz = rng_pytz.tz_localize(tz_pytz)
rng_pytz.tz == tz_pytz

# dateutil
tz_dateutil = dateutil.tz.gettz("Europe/London")
rng_dateutil = pd.date_range("3/6/2012 00:00", periods=3, freq="D", tz=tz_dateutil)
rng_dateutil.tz == tz_dateutil



rng_pytz.tz_convert("US/Eastern")



dti = pd.date_range("2019-01-01", periods=3, freq="D", tz="US/Pacific")
dti.tz
ts = pd.Timestamp("2019-01-01", tz="US/Pacific")
ts.tz



d_2037 = "2037-03-31T010101"
d_2038 = "2038-03-31T010101"
DST = "Europe/London"
assert pd.Timestamp(d_2037, tz=DST) != pd.Timestamp(d_2037, tz="GMT")
assert pd.Timestamp(d_2038, tz=DST) == pd.Timestamp(d_2038, tz="GMT")



rng_eastern = rng_utc.tz_convert("US/Eastern")
rng_berlin = rng_utc.tz_convert("Europe/Berlin")

rng_eastern[2]
rng_berlin[2]
rng_eastern[2] == rng_berlin[2]



ts_utc = pd.Series(range(3), pd.date_range("20130101", periods=3, tz="UTC"))
eastern = ts_utc.tz_convert("US/Eastern")
berlin = ts_utc.tz_convert("Europe/Berlin")
result = eastern + berlin
result
result.index



didx = pd.date_range(start="2014-08-01 09:00", freq="H", periods=3, tz="US/Eastern")
didx
didx.tz_localize(None)
didx.tz_convert(None)

# tz_convert(None) is identical to tz_convert('UTC').tz_localize(None)
didx.tz_convert("UTC").tz_localize(None)



pd.Timestamp(
    datetime.datetime(2019, 10, 27, 1, 30, 0, 0),
    tz="dateutil/Europe/London",
    fold=0,
)
pd.Timestamp(
    year=2019,
    month=10,
    day=27,
    hour=1,
    minute=30,
    tz="dateutil/Europe/London",
    fold=1,
)



rng_hourly = pd.DatetimeIndex(
    ["11/06/2011 00:00", "11/06/2011 01:00", "11/06/2011 01:00", "11/06/2011 02:00"]
)



rng_hourly.tz_localize("US/Eastern", ambiguous="infer")
rng_hourly.tz_localize("US/Eastern", ambiguous="NaT")
rng_hourly.tz_localize("US/Eastern", ambiguous=[True, True, False, False])



dti = pd.date_range(start="2015-03-29 02:30:00", periods=3, freq="H")
# 2:30 is a nonexistent time



dti
dti.tz_localize("Europe/Warsaw", nonexistent="shift_forward")
dti.tz_localize("Europe/Warsaw", nonexistent="shift_backward")
dti.tz_localize("Europe/Warsaw", nonexistent=pd.Timedelta(1, unit="H"))
dti.tz_localize("Europe/Warsaw", nonexistent="NaT")




s_naive = pd.Series(pd.date_range("20130101", periods=3))
s_naive



s_aware = pd.Series(pd.date_range("20130101", periods=3, tz="US/Eastern"))
s_aware



s_naive.dt.tz_localize("UTC").dt.tz_convert("US/Eastern")



# convert to a new time zone
s_aware.astype("datetime64[ns, CET]")



s_naive.to_numpy()
s_aware.to_numpy()



pd.Series(s_aware.to_numpy())



s_aware.to_numpy(dtype="datetime64[ns]")
