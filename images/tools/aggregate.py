"""aggregate: group by, metrics, filters, sort and limit over the dataset, as JSON rows.

A fixed tool template: the harness executes this file and calls run(df, args) with the
gateway-validated JSON arguments as a Python dict (never pasted into code). The gateway has
checked the arguments against the tool's JSON Schema already; they are checked again here,
because this file must be safe whatever it is handed.

Arguments:
  group_by  list of column names (0 to 10); without it the metrics cover the whole dataset.
            Missing values in a group key form their own group (shown as null).
  metrics   list (1 to 20) of {"column", "op", "as"?}: op is one of sum, mean, min, max,
            count, median, nunique; column "*" is allowed with count and counts rows. The
            output column is named "as", or "<op>_<column>" ("count" for count of "*").
            sum, mean and median need a numeric (or boolean) column; missing values are skipped.
  filters   list (0 to 20) of {"column", "op", "value"?}, all of which must hold: op is one of
            ==, !=, <, <=, >, >=, in, not_in, isnull, notnull. value is a string, number,
            boolean or null for comparisons, a list of those for in and not_in, and absent for
            isnull and notnull. A numeric column compared with a numeric string uses the number.
  sort      list (0 to 5) of {"column", "desc"?} over the output columns; default: the group
            keys, ascending.
  limit     rows returned, 1 to 1000 (default 100); total_rows says how many there were.
"""

import math

MAX_GROUP_BY = 10
MAX_METRICS = 20
MAX_FILTERS = 20
MAX_SORT = 5
MAX_LIMIT = 1000
DEFAULT_LIMIT = 100
MAX_IN_VALUES = 1000
MAX_NAME = 200

ARGS = {"group_by", "metrics", "filters", "sort", "limit"}
METRIC_KEYS = {"column", "op", "as"}
FILTER_KEYS = {"column", "op", "value"}
SORT_KEYS = {"column", "desc"}
OPS = ("sum", "mean", "min", "max", "count", "median", "nunique")
NUMERIC_OPS = ("sum", "mean", "median")
FILTER_OPS = ("==", "!=", "<", "<=", ">", ">=", "in", "not_in", "isnull", "notnull")


class ArgumentError(ValueError):
    """An argument the template refuses; its message says which and why."""


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _scalar(v):
    if v is None or isinstance(v, (str, bool)):
        return True
    if _is_int(v):
        return True
    return isinstance(v, float) and math.isfinite(v)


def _column(df, name, where):
    if not isinstance(name, str) or not name or len(name) > MAX_NAME:
        raise ArgumentError("%s: a column name must be a non-empty string" % where)
    if name not in df.columns:
        cols = ", ".join(repr(str(c)) for c in list(df.columns)[:30])
        raise ArgumentError("%s: no column %r; available columns: %s" % (where, name, cols))
    return name


def _check_keys(obj, allowed, where):
    if not isinstance(obj, dict):
        raise ArgumentError("%s must be an object" % where)
    unknown = sorted(set(obj) - allowed)
    if unknown:
        raise ArgumentError("%s: unknown field(s) %s; allowed: %s" % (where, ", ".join(unknown), ", ".join(sorted(allowed))))


def _list(args, key, most):
    v = args.get(key, [])
    if v is None:
        v = []
    if not isinstance(v, list):
        raise ArgumentError("%s must be a list" % key)
    if len(v) > most:
        raise ArgumentError("%s takes at most %d entries" % (key, most))
    return v


def _numeric(series):
    import pandas as pd

    return pd.api.types.is_numeric_dtype(series) or pd.api.types.is_bool_dtype(series)


def _coerce(series, value, where):
    """The filter value as the column's kind: a numeric string for a numeric column is a number."""
    import pandas as pd

    if value is None or not _numeric(series) or pd.api.types.is_bool_dtype(series):
        return value
    if isinstance(value, str):
        try:
            f = float(value)
        except ValueError:
            raise ArgumentError("%s: column %r is numeric; %r is not a number" % (where, series.name, value)) from None
        if not math.isfinite(f):
            raise ArgumentError("%s: %r is not a finite number" % (where, value))
        return f
    return value


def _mask(df, flt, i):
    where = "filters[%d]" % i
    _check_keys(flt, FILTER_KEYS, where)
    col = _column(df, flt.get("column"), where)
    op = flt.get("op")
    if op not in FILTER_OPS:
        raise ArgumentError("%s: op must be one of %s" % (where, ", ".join(FILTER_OPS)))
    s = df[col]
    if op in ("isnull", "notnull"):
        if "value" in flt:
            raise ArgumentError("%s: %s takes no value" % (where, op))
        return s.isna() if op == "isnull" else s.notna()
    if "value" not in flt:
        raise ArgumentError("%s: %s needs a value" % (where, op))
    value = flt["value"]
    if op in ("in", "not_in"):
        if not isinstance(value, list) or not all(_scalar(v) for v in value):
            raise ArgumentError("%s: %s needs a list of strings, numbers, booleans or nulls" % (where, op))
        if len(value) > MAX_IN_VALUES:
            raise ArgumentError("%s: at most %d values" % (where, MAX_IN_VALUES))
        values = [_coerce(s, v, where) for v in value]
        hit = s.isin([v for v in values if v is not None])
        if any(v is None for v in values):
            hit = hit | s.isna()
        return hit if op == "in" else ~hit
    if not _scalar(value):
        raise ArgumentError("%s: value must be a string, number, boolean or null" % where)
    value = _coerce(s, value, where)
    if value is None:
        if op == "==":
            return s.isna()
        if op == "!=":
            return s.notna()
        raise ArgumentError("%s: %s cannot compare with null" % (where, op))
    if op == "==":
        return s == value
    if op == "!=":
        return s != value
    import pandas as pd

    # Ordering comparisons: missing values never match (and must not meet the comparison, which
    # object columns would refuse).
    present = s.dropna()
    hit = pd.Series(False, index=s.index)
    try:
        if op == "<":
            hit[present.index] = present < value
        elif op == "<=":
            hit[present.index] = present <= value
        elif op == ">":
            hit[present.index] = present > value
        else:
            hit[present.index] = present >= value
        return hit
    except TypeError:
        raise ArgumentError(
            "%s: column %r (%s) cannot be compared with %r by %s" % (where, col, s.dtype, value, op)
        ) from None


def _metrics(df, metrics):
    if not metrics:
        raise ArgumentError("metrics needs at least one entry, e.g. {\"column\": \"revenue\", \"op\": \"sum\"}")
    out = []
    seen = set()
    for i, m in enumerate(metrics):
        where = "metrics[%d]" % i
        _check_keys(m, METRIC_KEYS, where)
        op = m.get("op")
        if op not in OPS:
            raise ArgumentError("%s: op must be one of %s" % (where, ", ".join(OPS)))
        col = m.get("column")
        if col == "*":
            if op != "count":
                raise ArgumentError("%s: column \"*\" is only for count" % where)
        else:
            _column(df, col, where)
            if op in NUMERIC_OPS and not _numeric(df[col]):
                raise ArgumentError(
                    "%s: %s needs a numeric column; %r is %s" % (where, op, col, df[col].dtype)
                )
        name = m.get("as")
        if name is None:
            name = "count" if col == "*" else "%s_%s" % (op, col)
        if not isinstance(name, str) or not name or len(name) > MAX_NAME:
            raise ArgumentError("%s: as must be a non-empty string" % where)
        if name in seen:
            raise ArgumentError("%s: output column %r appears twice; name it with \"as\"" % (where, name))
        seen.add(name)
        out.append((name, col, op))
    return out


def _apply(frame, col, op, grouped):
    """One metric over a frame (a scalar) or a groupby (a Series by group)."""
    if col == "*":
        return frame.size() if grouped else len(frame)
    s = frame[col]
    if op == "sum":
        return s.sum(min_count=0)
    if op == "mean":
        return s.mean()
    if op == "median":
        return s.median()
    if op == "min":
        return s.min()
    if op == "max":
        return s.max()
    if op == "count":
        return s.count()
    return s.nunique()


def run(df, args):
    import pandas as pd

    if df is None:
        raise LookupError("no dataset is loaded")
    if not isinstance(args, dict):
        raise ArgumentError("arguments must be an object")
    unknown = sorted(set(args) - ARGS)
    if unknown:
        raise ArgumentError("unknown argument(s): %s; allowed: %s" % (", ".join(unknown), ", ".join(sorted(ARGS))))

    group_by = _list(args, "group_by", MAX_GROUP_BY)
    for i, g in enumerate(group_by):
        _column(df, g, "group_by[%d]" % i)
    if len(set(group_by)) != len(group_by):
        raise ArgumentError("group_by names a column twice")
    metrics = _metrics(df, _list(args, "metrics", MAX_METRICS))
    for name, _, _ in metrics:
        if name in group_by:
            raise ArgumentError("output column %r is also a group key; name the metric with \"as\"" % name)
    filters = _list(args, "filters", MAX_FILTERS)
    sort = _list(args, "sort", MAX_SORT)
    limit = args.get("limit", DEFAULT_LIMIT)
    if not _is_int(limit) or not 1 <= limit <= MAX_LIMIT:
        raise ArgumentError("limit must be an integer from 1 to %d" % MAX_LIMIT)

    data = df
    if filters:
        mask = pd.Series(True, index=df.index)
        for i, f in enumerate(filters):
            mask &= _mask(df, f, i).fillna(False).astype(bool)
        data = df[mask]
    matched = int(len(data))

    if group_by:
        g = data.groupby(group_by, dropna=False, sort=False)
        table = pd.DataFrame({name: _apply(g, col, op, True) for name, col, op in metrics}).reset_index()
        if table.empty:
            table = pd.DataFrame(columns=list(group_by) + [m[0] for m in metrics])
    else:
        table = pd.DataFrame([{name: _apply(data, col, op, False) for name, col, op in metrics}])

    out_cols = list(table.columns)
    if sort:
        by, asc = [], []
        for i, srt in enumerate(sort):
            where = "sort[%d]" % i
            _check_keys(srt, SORT_KEYS, where)
            col = srt.get("column")
            if col not in out_cols:
                raise ArgumentError(
                    "%s: sort by an output column: %s" % (where, ", ".join(repr(str(c)) for c in out_cols))
                )
            desc = srt.get("desc", False)
            if not isinstance(desc, bool):
                raise ArgumentError("%s: desc must be true or false" % where)
            by.append(col)
            asc.append(not desc)
        table = table.sort_values(by=by, ascending=asc, na_position="last", kind="mergesort")
    elif group_by:
        table = table.sort_values(by=list(group_by), na_position="last", kind="mergesort")

    total = int(len(table))
    shown = table.head(limit)
    rows = [dict(zip([str(c) for c in out_cols], values)) for values in shown.itertuples(index=False, name=None)]
    return {
        "columns": [str(c) for c in out_cols],
        "rows": rows,
        "row_count": len(rows),
        "total_rows": total,
        "truncated": total > len(rows),
        "matched_rows": matched,
    }
