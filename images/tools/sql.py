"""sql: one read-only SELECT (or WITH … SELECT) over the dataset as the table df.

A fixed tool template: the harness executes this file and calls run(df, args) with the
gateway-validated JSON arguments as a Python dict (never pasted into code). The gateway has
refused anything but one SELECT already; this file refuses it again, by force:

  - the dataset is copied into a private in-memory SQLite database as the table "df";
  - no database can be attached (SQLITE_LIMIT_ATTACHED is 0) and extensions cannot be loaded;
  - the query runs under an authorizer that allows only SQLITE_SELECT, SQLITE_READ of the
    table df, and SQLITE_FUNCTION for the functions of SAFE_FUNCTIONS; every other action
    (ATTACH, PRAGMA, INSERT, UPDATE, DELETE, CREATE, DROP, transactions, recursive CTEs …) is
    denied, so SQLite refuses to compile the statement;
  - sqlite3 executes one statement only, and a progress handler stops a query that runs past
    QUERY_SECONDS;
  - at most "limit" rows (1 to 1000, default 100) are returned.

Arguments:
  query  the SQL text (at most 10,000 characters).
  limit  rows returned, 1 to 1000 (default 100).
"""

import math
import time

ARGS = {"query", "limit"}
MAX_QUERY = 10000
MAX_LIMIT = 1000
DEFAULT_LIMIT = 100
QUERY_SECONDS = 5.0
PROGRESS_STEPS = 10000
MAX_CELL = 2000
TABLE = "df"

# Functions a query may call: SQLite's core scalar, aggregate, window, date and math functions
# that neither touch files nor build unbounded values. WARNING: keep in sync with sqlFunctions
# in gateway/tools.go.
SAFE_FUNCTIONS = frozenset(
    """
    abs avg changes char coalesce count cume_dist date datetime dense_rank first_value
    format glob group_concat hex ifnull iif instr julianday lag last_value lead length like
    likelihood likely lower ltrim max min nth_value ntile nullif percent_rank printf quote
    rank replace round row_number rtrim sign soundex strftime string_agg substr substring sum
    time total trim typeof unicode unixepoch unlikely upper
    acos acosh asin asinh atan atan2 atanh ceil ceiling cos cosh degrees exp floor ln log
    log10 log2 mod pi pow power radians sin sinh sqrt tan tanh trunc
    """.split()
)


class ArgumentError(ValueError):
    """An argument the template refuses; its message says which and why."""


class QueryRefused(PermissionError):
    """The query asked for something a read-only SELECT over df may not do."""


def _authorizer(denied):
    import sqlite3

    allowed_actions = {sqlite3.SQLITE_SELECT}

    def check(action, arg1, arg2, dbname, source):
        if action in allowed_actions:
            return sqlite3.SQLITE_OK
        if action == sqlite3.SQLITE_READ and isinstance(arg1, str) and arg1.lower() == TABLE and dbname in (None, "main"):
            return sqlite3.SQLITE_OK
        if action == sqlite3.SQLITE_FUNCTION and isinstance(arg2, str) and arg2.lower() in SAFE_FUNCTIONS:
            return sqlite3.SQLITE_OK
        what = _describe(action, arg1, arg2)
        if what not in denied and len(denied) < 3:
            denied.append(what)
        return sqlite3.SQLITE_DENY

    return check


# SQLite's authorizer action codes (sqlite3.h), named for refusal messages.
ACTIONS = {
    1: "CREATE INDEX", 2: "CREATE TABLE", 3: "CREATE TEMP INDEX", 4: "CREATE TEMP TABLE",
    5: "CREATE TEMP TRIGGER", 6: "CREATE TEMP VIEW", 7: "CREATE TRIGGER", 8: "CREATE VIEW",
    9: "DELETE", 10: "DROP INDEX", 11: "DROP TABLE", 12: "DROP TEMP INDEX", 13: "DROP TEMP TABLE",
    14: "DROP TEMP TRIGGER", 15: "DROP TEMP VIEW", 16: "DROP TRIGGER", 17: "DROP VIEW",
    18: "INSERT", 19: "PRAGMA", 20: "READ", 21: "SELECT", 22: "a transaction", 23: "UPDATE",
    24: "ATTACH", 25: "DETACH", 26: "ALTER TABLE", 27: "REINDEX", 28: "ANALYZE",
    29: "CREATE VIRTUAL TABLE", 30: "DROP VIRTUAL TABLE", 31: "FUNCTION", 32: "a savepoint",
    33: "a recursive query",
}


def _describe(action, arg1, arg2):
    if action == 31:
        return "the function %s()" % arg2
    if action == 20:
        return "reading %s (only the table df may be read)" % arg1
    return ACTIONS.get(action, "SQLite action %d" % action)


def _first_word(query):
    """The query's first keyword, after whitespace and comments, upper-cased."""
    i, n = 0, len(query)
    while i < n:
        if query[i].isspace():
            i += 1
        elif query.startswith("--", i):
            j = query.find("\n", i)
            i = n if j < 0 else j + 1
        elif query.startswith("/*", i):
            j = query.find("*/", i + 2)
            i = n if j < 0 else j + 2
        else:
            break
    j = i
    while j < n and (query[j].isalnum() or query[j] == "_"):
        j += 1
    return query[i:j].upper()


def _cell(v):
    if isinstance(v, bytes):
        return "<%d bytes>" % len(v)
    if isinstance(v, float) and not math.isfinite(v):
        return None
    if isinstance(v, str) and len(v) > MAX_CELL:
        return v[: MAX_CELL - 3] + "..."
    return v


def run(df, args):
    import sqlite3

    if df is None:
        raise LookupError("no dataset is loaded")
    if not isinstance(args, dict):
        raise ArgumentError("arguments must be an object")
    unknown = sorted(set(args) - ARGS)
    if unknown:
        raise ArgumentError("unknown argument(s): %s; allowed: limit, query" % ", ".join(unknown))
    query = args.get("query")
    if not isinstance(query, str) or not query.strip():
        raise ArgumentError("query must be a non-empty string")
    if len(query) > MAX_QUERY:
        raise ArgumentError("query is longer than %d characters" % MAX_QUERY)
    limit = args.get("limit", DEFAULT_LIMIT)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise ArgumentError("limit must be an integer from 1 to %d" % MAX_LIMIT)

    first = _first_word(query)
    if not first:
        raise ArgumentError("the query must start with SELECT or WITH")
    if first not in ("SELECT", "WITH", "VALUES"):
        raise QueryRefused(
            "refused: %s statements are not allowed; only one read-only SELECT (or WITH ... SELECT) over the table df"
            % first
        )

    conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    try:
        conn.setlimit(sqlite3.SQLITE_LIMIT_ATTACHED, 0)
        conn.setlimit(sqlite3.SQLITE_LIMIT_SQL_LENGTH, MAX_QUERY * 4 + 1024)
        try:
            conn.enable_load_extension(False)
        except AttributeError:  # built without extension support: nothing to switch off
            pass
        df.to_sql(TABLE, conn, index=False)
        conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, 10_000_000)

        denied = []
        conn.set_authorizer(_authorizer(denied))
        deadline = time.monotonic() + QUERY_SECONDS
        conn.set_progress_handler(lambda: 1 if time.monotonic() > deadline else 0, PROGRESS_STEPS)
        try:
            cur = conn.execute(query)
            if cur.description is None:
                raise QueryRefused("only a SELECT that returns rows is allowed")
            rows = cur.fetchmany(limit + 1)
        except sqlite3.ProgrammingError as e:
            if "one statement" in str(e):
                raise QueryRefused("only one statement is allowed; remove everything after the first ';'") from None
            raise ArgumentError("the query could not run: %s" % e) from None
        except sqlite3.DatabaseError as e:
            msg = str(e)
            if denied or "not authorized" in msg or "prohibited" in msg:
                why = " and ".join(denied) if denied else "an action other than reading df"
                raise QueryRefused(
                    "refused: the query needs %s; only one read-only SELECT over the table df is allowed" % why
                ) from None
            if "interrupted" in msg:
                raise TimeoutError("the query ran longer than %g seconds and was stopped" % QUERY_SECONDS) from None
            raise ArgumentError("the query could not run: %s" % msg) from None
        columns = [d[0] for d in cur.description]
    finally:
        conn.close()
    truncated = len(rows) > limit
    rows = rows[:limit]
    return {
        "columns": columns,
        "rows": [[_cell(v) for v in r] for r in rows],
        "row_count": len(rows),
        "truncated": truncated,
    }
