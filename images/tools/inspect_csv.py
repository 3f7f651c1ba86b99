"""inspect_csv: the dataset's schema and a few sample rows.

A fixed tool template: the harness executes this file and calls run(df, args) with the
gateway-validated JSON arguments as a Python dict (never pasted into code). The return value
must be JSON-able; the harness turns NaN into null and numpy scalars into Python numbers.
"""

DEFAULT_SAMPLE_ROWS = 5
MAX_SAMPLE_ROWS = 20
ARGS = {"sample_rows"}


def run(df, args):
    unknown = sorted(set(args) - ARGS)
    if unknown:
        raise ValueError("unknown argument(s): %s; allowed: sample_rows" % ", ".join(unknown))
    n = args.get("sample_rows", DEFAULT_SAMPLE_ROWS)
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_SAMPLE_ROWS:
        raise ValueError("sample_rows must be an integer from 1 to %d" % MAX_SAMPLE_ROWS)
    if df is None:
        raise LookupError("no dataset is loaded")
    columns = [str(c) for c in df.columns]
    missing = df.isna().sum()
    sample = [dict(zip(columns, values)) for values in df.head(n).itertuples(index=False, name=None)]
    return {
        "columns": columns,
        "dtypes": {str(c): str(t) for c, t in df.dtypes.items()},
        "rows": int(len(df)),
        "missing": {str(c): int(v) for c, v in missing.items()},
        "sample_rows": sample,
    }
