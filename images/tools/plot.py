"""plot: a bar, line, histogram or scatter chart of the dataset, saved as a PNG artifact.

A fixed tool template: the harness executes this file and calls run(df, args) with the
gateway-validated JSON arguments as a Python dict (never pasted into code). The arguments are
checked again here. The chart is written to the run's output directory, from where the executor
collects it as an artifact; the return value is a small JSON summary of what was drawn, with the
plotted numbers, so that an agent can read the chart's values without seeing the image.

Arguments:
  kind    bar, line, hist or scatter.
  x       bar: the category column; line: the x-axis column (sorted ascending); hist: the
          numeric column whose distribution is drawn; scatter: the numeric x column.
  y       bar and line: the value column (numeric), aggregated per x with agg; without y a bar
          chart counts rows per x. scatter: the numeric y column (required). hist: not used.
  group   optional column: one series per value (grouped bars, one line each, colours of
          points, overlaid histograms); at most 12 groups.
  agg     bar and line: sum, mean, median, min, max or count (default sum with y, count
          without).
  title   optional chart title (at most 200 characters).
  bins    hist: number of bins, 1 to 200 (default 20).
"""

import math
import os
import re

OUT_DIR = "/workspace/output"  # WARNING: the harness's OUT_DIR; keep both in sync.
KINDS = ("bar", "line", "hist", "scatter")
AGGS = ("sum", "mean", "median", "min", "max", "count")
ARGS = {"kind", "x", "y", "group", "agg", "title", "bins"}
MAX_NAME = 200
MAX_TITLE = 200
MAX_BINS = 200
DEFAULT_BINS = 20
MAX_GROUPS = 12
MAX_CATEGORIES = 50
MAX_POINTS = 20000
MAX_SUMMARY_POINTS = 200


class ArgumentError(ValueError):
    """An argument the template refuses; its message says which and why."""


def _column(df, args, key, required):
    name = args.get(key)
    if name is None:
        if required:
            raise ArgumentError("%s is required" % key)
        return None
    if not isinstance(name, str) or not name or len(name) > MAX_NAME:
        raise ArgumentError("%s must be a column name" % key)
    if name not in df.columns:
        cols = ", ".join(repr(str(c)) for c in list(df.columns)[:30])
        raise ArgumentError("%s: no column %r; available columns: %s" % (key, name, cols))
    return name


def _numeric(df, col, key):
    import pandas as pd

    s = df[col]
    if pd.api.types.is_bool_dtype(s):
        return s.astype(int)
    if not pd.api.types.is_numeric_dtype(s):
        raise ArgumentError("%s: column %r must be numeric; it is %s" % (key, col, s.dtype))
    return s


def _slug(s):
    s = re.sub(r"[^A-Za-z0-9]+", "_", str(s)).strip("_").lower()
    return s[:40]


def _filename(kind, x, y):
    parts = [kind]
    if y:
        parts.append(_slug(y))
        parts.append("by")
    parts.append(_slug(x))
    name = "_".join(p for p in parts if p)
    if name == kind or not re.match(r"^[a-z0-9_]+$", name):
        name = kind + "_chart"
    return name + ".png"


def _finite(v):
    if v is None:
        return None
    try:
        f = float(v)
    except (TypeError, ValueError):
        return None
    return f if math.isfinite(f) else None


def _aggregate(df, x, y, group, agg):
    """The table drawn by bar and line charts: one row per x, one column per series."""
    keys = [x] if group is None else [x, group]
    g = df.groupby(keys, dropna=True, sort=True)
    if y is None:
        s = g.size()
    else:
        col = g[y]
        s = getattr(col, agg)() if agg != "count" else col.count()
    if group is None:
        return s.to_frame(name=y if y is not None else "count")
    return s.unstack(group)


def run(df, args):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    if df is None:
        raise LookupError("no dataset is loaded")
    if not isinstance(args, dict):
        raise ArgumentError("arguments must be an object")
    unknown = sorted(set(args) - ARGS)
    if unknown:
        raise ArgumentError("unknown argument(s): %s; allowed: %s" % (", ".join(unknown), ", ".join(sorted(ARGS))))
    kind = args.get("kind")
    if kind not in KINDS:
        raise ArgumentError("kind must be one of %s" % ", ".join(KINDS))
    x = _column(df, args, "x", True)
    y = _column(df, args, "y", kind == "scatter")
    group = _column(df, args, "group", False)
    if kind == "hist" and y is not None:
        raise ArgumentError("hist draws the distribution of x; it takes no y")
    agg = args.get("agg")
    if agg is not None and kind not in ("bar", "line"):
        raise ArgumentError("agg is for bar and line charts")
    if agg is None:
        agg = "sum" if y is not None else "count"
    if agg not in AGGS:
        raise ArgumentError("agg must be one of %s" % ", ".join(AGGS))
    if y is None and agg != "count" and kind in ("bar", "line"):
        raise ArgumentError("agg %s needs a y column; without y the chart counts rows" % agg)
    title = args.get("title")
    if title is not None and (not isinstance(title, str) or len(title) > MAX_TITLE):
        raise ArgumentError("title must be a string of at most %d characters" % MAX_TITLE)
    bins = args.get("bins")
    if bins is not None and kind != "hist":
        raise ArgumentError("bins is for hist")
    if bins is None:
        bins = DEFAULT_BINS
    if isinstance(bins, bool) or not isinstance(bins, int) or not 1 <= bins <= MAX_BINS:
        raise ArgumentError("bins must be an integer from 1 to %d" % MAX_BINS)
    if group is not None and group in (x, y):
        raise ArgumentError("group must be a column other than x and y")

    data = df
    warnings = []
    if group is not None:
        groups = data[group].dropna().unique()
        if len(groups) > MAX_GROUPS:
            raise ArgumentError(
                "group %r has %d values; at most %d can be drawn (filter first with aggregate or sql)"
                % (group, len(groups), MAX_GROUPS)
            )
    if y is not None and agg != "count":
        _numeric(data, y, "y")

    summary = {"kind": kind, "x": x}
    if y is not None:
        summary["y"] = y
    if group is not None:
        summary["group"] = group

    fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
    try:
        if kind in ("bar", "line"):
            summary["agg"] = agg
            table = _aggregate(data, x, y, group, agg)
            if kind == "bar" and len(table) > MAX_CATEGORIES:
                raise ArgumentError(
                    "x %r has %d categories; at most %d bars can be drawn (filter first with aggregate or sql)"
                    % (x, len(table), MAX_CATEGORIES)
                )
            if kind == "line":
                table = table.sort_index()
            labels = [str(v) for v in table.index]
            series = []
            n = len(table.columns)
            width = 0.8 / max(n, 1)
            for i, col in enumerate(table.columns):
                vals = table[col]
                if kind == "bar":
                    pos = [j + (i - (n - 1) / 2) * width for j in range(len(labels))]
                    ax.bar(pos, vals.fillna(0).astype(float).tolist(), width=width, label=str(col) if group else None)
                else:
                    ax.plot(range(len(labels)), vals.astype(float).tolist(), marker="o" if len(labels) <= 50 else None,
                            label=str(col) if group else None)
                points = [{"x": k, "y": _finite(v)} for k, v in zip(table.index, vals)]
                entry = {"points": points[:MAX_SUMMARY_POINTS]}
                if group is not None:
                    entry["group"] = col
                series.append(entry)
            positions = list(range(len(labels)))
            step = 1 if kind == "bar" else max(1, len(labels) // 20)
            rotate = len(labels) > 8 or any(len(s) > 8 for s in labels)
            ax.set_xticks(positions[::step])
            ax.set_xticklabels(labels[::step], rotation=45 if rotate else 0, ha="right" if rotate else "center")
            ax.set_xlabel(x)
            ax.set_ylabel("count" if y is None else "%s(%s)" % (agg, y))
            summary["series"] = series
            summary["points"] = int(table.notna().sum().sum())
            if len(table) > MAX_SUMMARY_POINTS:
                warnings.append("the summary lists the first %d of %d x values" % (MAX_SUMMARY_POINTS, len(table)))
        elif kind == "hist":
            vals = _numeric(data, x, "x")
            finite = vals.dropna()
            if finite.empty:
                raise ArgumentError("x %r has no values to draw" % x)
            import numpy as np

            edges = np.histogram_bin_edges(finite.astype(float), bins=bins)
            series = []
            subsets = [(None, finite)] if group is None else [
                (gv, _numeric(data[data[group] == gv], x, "x").dropna()) for gv in sorted(data[group].dropna().unique(), key=str)
            ]
            for gv, sub in subsets:
                counts, _ = np.histogram(sub.astype(float), bins=edges)
                ax.hist(sub.astype(float), bins=edges, alpha=0.6 if group else 1.0, label=str(gv) if group else None)
                entry = {"counts": [int(c) for c in counts]}
                if group is not None:
                    entry["group"] = gv
                series.append(entry)
            summary["bins"] = int(bins)
            summary["bin_edges"] = [float(e) for e in edges]
            summary["series"] = series
            summary["points"] = int(len(finite))
            ax.set_xlabel(x)
            ax.set_ylabel("count")
        else:  # scatter
            xs = _numeric(data, x, "x")
            ys = _numeric(data, y, "y")
            keep = xs.notna() & ys.notna()
            pts = data[keep]
            if len(pts) > MAX_POINTS:
                warnings.append("drew the first %d of %d points" % (MAX_POINTS, len(pts)))
                pts = pts.head(MAX_POINTS)
            if group is None:
                ax.scatter(pts[x].astype(float), pts[y].astype(float), s=12)
            else:
                for gv in sorted(pts[group].dropna().unique(), key=str):
                    sub = pts[pts[group] == gv]
                    ax.scatter(sub[x].astype(float), sub[y].astype(float), s=12, label=str(gv))
            summary["points"] = int(len(pts))
            if len(pts) >= 2:
                c = pts[x].astype(float).corr(pts[y].astype(float))
                summary["pearson_r"] = _finite(c)
            summary["x_range"] = [_finite(pts[x].min()), _finite(pts[x].max())] if len(pts) else None
            summary["y_range"] = [_finite(pts[y].min()), _finite(pts[y].max())] if len(pts) else None
            ax.set_xlabel(x)
            ax.set_ylabel(y)
        if group is not None:
            ax.legend(title=group, fontsize="small")
        if title:
            ax.set_title(title)
        ax.grid(True, alpha=0.3)
        fig.tight_layout()
        name = _filename(kind, x, y)
        fig.savefig(os.path.join(OUT_DIR, name), format="png")
    finally:
        plt.close(fig)
    summary["artifact"] = name
    if warnings:
        summary["warnings"] = warnings
    return summary
