"""inspect_csv: the dataset's schema, numeric summaries, value counts and a few sample rows.

A fixed tool template: the harness executes this file and calls run(df, args) with the
gateway-validated JSON arguments as a Python dict (never pasted into code). The return value
must be JSON-able; the harness turns NaN into null and numpy scalars into Python numbers.

The result (the gateway keeps columns, dtypes, rows and missing in session state):
  columns, dtypes, rows, missing   the schema, as pandas reads the CSV
  distinct                         distinct non-missing values per column
  numeric_summary                  per numeric column: count, mean, std, min, p25, median, p75, max
  value_counts                     per low-cardinality column (at most MAX_CATEGORIES distinct
                                   values, and values repeat: at most half as many as rows), its
                                   values with their counts, most frequent first
  sample_rows                      the first sample_rows rows
Summaries cover the first MAX_SUMMARY_COLUMNS columns, so that a wide dataset still fits the
result's size bound; summaries_truncated says when columns were left out.
"""

DEFAULT_SAMPLE_ROWS = 5
MAX_SAMPLE_ROWS = 20
MAX_CATEGORIES = 20
MAX_SUMMARY_COLUMNS = 200
MAX_VALUE_CHARS = 200
ARGS = {"sample_rows"}


def _short(v):
    if isinstance(v, str) and len(v) > MAX_VALUE_CHARS:
        return v[: MAX_VALUE_CHARS - 3] + "..."
    return v


def run(df, args):
    import pandas as pd

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
    summarised = list(df.columns)[:MAX_SUMMARY_COLUMNS]
    distinct = {}
    numeric = {}
    counts = {}
    for c in summarised:
        s = df[c]
        try:
            nunique = int(s.nunique(dropna=True))
        except TypeError:  # unhashable cells cannot be counted
            continue
        distinct[str(c)] = nunique
        if pd.api.types.is_numeric_dtype(s) and not pd.api.types.is_bool_dtype(s):
            d = s.describe()
            numeric[str(c)] = {
                "count": int(d.get("count", 0)),
                "mean": d.get("mean"),
                "std": d.get("std"),
                "min": d.get("min"),
                "p25": d.get("25%"),
                "median": d.get("50%"),
                "p75": d.get("75%"),
                "max": d.get("max"),
            }
        if 0 < nunique <= MAX_CATEGORIES and nunique <= len(df) // 2:
            vc = s.value_counts(dropna=True, sort=True)
            counts[str(c)] = [{"value": _short(v), "count": int(k)} for v, k in vc.items()]
    return {
        "columns": columns,
        "dtypes": {str(c): str(t) for c, t in df.dtypes.items()},
        "rows": int(len(df)),
        "missing": {str(c): int(v) for c, v in missing.items()},
        "distinct": distinct,
        "numeric_summary": numeric,
        "value_counts": counts,
        "summaries_truncated": len(df.columns) > MAX_SUMMARY_COLUMNS,
        "sample_rows": sample,
    }
