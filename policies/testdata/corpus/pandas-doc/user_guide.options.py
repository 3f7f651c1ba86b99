import pandas as pd

pd.options.display.max_rows
pd.options.display.max_rows = 999
pd.options.display.max_rows



pd.get_option("display.chop_threshold")
pd.set_option("display.chop_threshold", 2)
pd.get_option("display.chop_threshold")
pd.set_option("chop", 4)
pd.get_option("display.chop_threshold")




pd.get_option("max")




pd.reset_option("all")



pd.describe_option()



pd.get_option("mode.sim_interactive")
pd.set_option("mode.sim_interactive", True)
pd.get_option("mode.sim_interactive")



pd.reset_option("display.max_rows")



pd.get_option("display.max_rows")
pd.set_option("display.max_rows", 999)
pd.get_option("display.max_rows")
pd.reset_option("display.max_rows")
pd.get_option("display.max_rows")




pd.reset_option("^display")




with pd.option_context("display.max_rows", 10, "display.max_columns", 5):
    print(pd.get_option("display.max_rows"))
    print(pd.get_option("display.max_columns"))
print(pd.get_option("display.max_rows"))
print(pd.get_option("display.max_columns"))




df = pd.DataFrame(np.random.randn(7, 2))
pd.set_option("display.max_rows", 7)
df
pd.set_option("display.max_rows", 5)
df
pd.reset_option("display.max_rows")



pd.set_option("display.max_rows", 8)
pd.set_option("display.min_rows", 4)
# below max_rows -> all rows shown
df = pd.DataFrame(np.random.randn(7, 2))
df
# above max_rows -> only min_rows (4) rows shown
df = pd.DataFrame(np.random.randn(9, 2))
df
pd.reset_option("display.max_rows")
pd.reset_option("display.min_rows")



df = pd.DataFrame(np.random.randn(5, 10))
pd.set_option("expand_frame_repr", True)
df
pd.set_option("expand_frame_repr", False)
df
pd.reset_option("expand_frame_repr")



df = pd.DataFrame(np.random.randn(10, 10))
pd.set_option("display.max_rows", 5)
pd.set_option("large_repr", "truncate")
df
pd.set_option("large_repr", "info")
df
pd.reset_option("large_repr")
pd.reset_option("display.max_rows")



df = pd.DataFrame(
    np.array(
        [
            ["foo", "bar", "bim", "uncomfortably long string"],
            ["horse", "cow", "banana", "apple"],
        ]
    )
)
pd.set_option("max_colwidth", 40)
df
pd.set_option("max_colwidth", 6)
df
pd.reset_option("max_colwidth")



df = pd.DataFrame(np.random.randn(10, 10))
pd.set_option("max_info_columns", 11)
df.info()
pd.set_option("max_info_columns", 5)
df.info()
pd.reset_option("max_info_columns")



df = pd.DataFrame(np.random.choice([0, 1, np.nan], size=(10, 10)))
df
pd.set_option("max_info_rows", 11)
df.info()
pd.set_option("max_info_rows", 5)
df.info()
pd.reset_option("max_info_rows")



df = pd.DataFrame(np.random.randn(5, 5))
pd.set_option("display.precision", 7)
df
pd.set_option("display.precision", 4)
df



df = pd.DataFrame(np.random.randn(6, 6))
pd.set_option("chop_threshold", 0)
df
pd.set_option("chop_threshold", 0.5)
df
pd.reset_option("chop_threshold")



df = pd.DataFrame(
    np.array([np.random.randn(6), np.random.randint(1, 9, 6) * 0.1, np.zeros(6)]).T,
    columns=["A", "B", "C"],
    dtype="float",
)
pd.set_option("colheader_justify", "right")
df
pd.set_option("colheader_justify", "left")
df
pd.reset_option("colheader_justify")




import numpy as np

pd.set_eng_float_format(accuracy=3, use_eng_prefix=True)
s = pd.Series(np.random.randn(5), index=["a", "b", "c", "d", "e"])
s / 1.0e3
s / 1.0e6



pd.reset_option("^display")



df = pd.DataFrame({"国籍": ["UK", "日本"], "名前": ["Alice", "しのぶ"]})
df



pd.set_option("display.unicode.east_asian_width", True)
df



df = pd.DataFrame({"a": ["xxx", "¡¡"], "b": ["yyy", "¡¡"]})
df




pd.set_option("display.unicode.ambiguous_as_wide", True)
df




pd.set_option("display.unicode.east_asian_width", False)
pd.set_option("display.unicode.ambiguous_as_wide", False)



pd.set_option("display.html.table_schema", True)



pd.reset_option("display.html.table_schema")
