"""sluice harness: runs one job (agent code or a fixed tool) inside a sandbox.

Started by an executor as ``/usr/bin/python3 -I -B <dir>/harness.py`` with the dataset at
/workspace/input/data.csv (read-only) and a writable /workspace/output.

Protocol (WARNING: keep in sync with executors/harness and executors.Report):
  stdin  one line: the job as JSON (protocol, kind, code, tool, args, image, deny_modules,
         memory_mb, timeout_s, output_bytes, facts, end_mark, exit_idle). Before it, an executor may send the
         prime line {"protocol": 1, "prime": true} once the dataset is in place: the child
         then reads the dataset while the sandbox waits for its job, in a pool. After reporting, the harness reads stdin to its end
         and exits: the executor closes stdin once it has collected the artifacts.
  fd 3   the result channel: "sluice-harness/1\\n" once the imports are done and the harness
         waits for its job (a pooled sandbox is ready then), then the report (one JSON
         object), then end of file.
  fd 1/2 the user's stdout and stderr.
  exit   0 normally; 128+N when the user's process died of signal N (the report's exit_code
         says which, so that the executor need not wait for the exit); 70 when the harness could
         not start at all.

Trust. The process that starts here is the SUPERVISOR. It makes itself non-dumpable, imports
pandas, numpy and matplotlib and forks a CHILD, before any job exists (a pooled sandbox waits
in this state). The child closes fd 3, sets itself up and waits on a pipe of its own. When the
job comes, the supervisor passes it on and the child reads the dataset. A job may carry the
dataset's facts ("facts": columns, dtypes, rows, missing: what the gateway kept from the
session's inspect_csv, a run of the harness's own tool, not of agent code, on the same bytes);
the supervisor then takes them as they are. A job without them has the child send them (the
columns, dtypes, rows and missing values of what it read) over a pipe of their own, which it
closes before the user's code runs: what the supervisor reads there was written by the
harness, never by that code. The child loads the dataset from its frame when the executor put
one beside the CSV and it matches (see "The dataset's frame" below), else with read_csv. The
supervisor thus never reads the dataset nor runs pandas: a
fork of the zygote as supervisor copies only the few pages its own work writes. The child reports its findings (ok, error, warnings, tool result)
over a pipe of its own, as one frame; the supervisor keeps only the last MAX_FINDINGS bytes and
the frame that ends them (so user code writing to that pipe earlier changes nothing), checks it
against a fixed schema, adds what it saw itself (the child's exit status or signal), kills whatever the
user's code left running, and writes the final report to fd 3.

What hostile code in the child can influence: its own findings (whether it "raised", the error
text, its warnings, a tool result) within the schema and size bounds; in a sandbox bubblewrap
started with this interpreter it can also kill or stop the supervisor, in which case no report
is written and the executor reports the run as killed or timed out. (In a sandbox forked from
the zygote, the supervisor is outside the sandbox's pid namespace: the code cannot name it.) What it cannot influence: the report channel itself (fd 3 is closed in the child;
the supervisor is non-dumpable, so /proc/<pid>/fd/3, ptrace and /proc/<pid>/mem are refused to
a process without capabilities), the columns, dtypes, rows and missing-value warnings (given in
the job, or sent by the child before the code ran), the exit status the supervisor observes, and the executor's own findings
(timeouts, memory kills, artifacts checks), which never pass through the harness.
"""

import ast
import builtins
import ctypes
import difflib
import errno
import hashlib
import json
import os
import re
import select
import signal
import sys
import time
import traceback

HEADER = b"sluice-harness/1\n"
# What the supervisor writes last on stdout and stderr when the job has an end_mark (a secret
# of the run: the child never sees it), followed by the mark and a newline.
END_MARK_PREFIX = b"\x00sluice-end "
# The line an executor may send before the job: the dataset is in place, read it now.
PRIME_LINE = {"protocol": 1, "prime": True}
REPORT_FD = 3
INPUT_PATH = "/workspace/input/data.csv"
OUT_DIR = "/workspace/output"
CODE_FILENAME = "<code>"
ZYGOTE_FILE = "zygote.py"
TOOLS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tools")

EXIT_SETUP_FAILED = 70
EXIT_SIGNAL_BASE = 128
MAX_JOB = 2 << 20
MAX_FINDINGS = 512 << 10
# The child's findings travel as one frame: FRAME_MAGIC, the payload length as 10 digits, a
# newline, the JSON payload. The user's code shares the child's process and can write to the
# findings pipe too, before the harness does; the supervisor therefore keeps only the last
# MAX_FINDINGS + FRAME_OVERHEAD bytes and accepts the frame that ends exactly where the data ends.
FRAME_MAGIC = b"\x00sluice-findings "
FRAME_OVERHEAD = len(FRAME_MAGIC) + 11
MAX_REPORT = (1 << 20) - 64
MAX_MESSAGE = 500
MAX_TRACEBACK = 4000
MAX_HINT = 500
MAX_WARNINGS = 32
MAX_WARNING = 500
MAX_MATCHES = 8
MAX_COLUMNS = 10000
# The most the child's facts may take (MAX_COLUMNS names and dtypes, with room to spare).
MAX_FACTS = 8 << 20

PR_SET_DUMPABLE = 4
# How long a fork of the zygote waits for its job before it copies the pages pandas writes
# (see _prewarm).
PREWARM_AFTER = 0.05


# The lifeline: in a sandbox forked from the zygote, the supervisor is the zygote's entrant,
# which is outside the sandbox's pid namespace (its children are inside) and tells the
# sandbox's init its exit status on this descriptor. None in a supervisor that bubblewrap
# started itself, inside the pid namespace.
_lifeline = None


def _exit(code):
    """Ends the supervisor with code, told first to the sandbox's init when it waits for it."""
    try:
        if _lifeline is not None:
            os.write(_lifeline, b"%d\n" % code)
    finally:
        os._exit(code)


def _die(msg):
    """Ends the harness before it ever reported: the executor sees a sandbox error."""
    try:
        os.write(2, ("sluice harness: " + msg + "\n").encode("utf-8", "replace"))
    finally:
        _exit(EXIT_SETUP_FAILED)


# The ranges of memory a fork of the zygote writes when it runs pandas, which the child copies
# at once (_copy_pages); set by the zygote before its first fork, empty otherwise.
_copy_ahead = []
MADV_POPULATE_WRITE = 23
# How many ranges _copy_pages copies between two looks for the job (a few hundred µs of copies).
COPY_CHECK_EVERY = 32
# Whether the child takes the idle CPU policy before it exits (the job's exit_idle; _finish).
_exit_idle = False


def _copy_pages(ranges, until=None):
    """Makes this process's own copy of every page of ranges now, with one madvise each
    (MADV_POPULATE_WRITE, Linux 5.14), instead of a page fault per page on first write. A
    kernel without it, or a range no longer mapped writable, is left to the faults. With until
    (a file descriptor), it stops as soon as until has data. Returns the ranges still worth a
    copy: those it left out when it stopped for until; none when it finished or the kernel
    cannot copy ahead."""
    if not ranges:
        return []
    libc = ctypes.CDLL(None, use_errno=True)
    madvise = libc.madvise
    madvise.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
    for i, (addr, length) in enumerate(ranges):
        if until is not None and i % COPY_CHECK_EVERY == 0 and select.select([until], [], [], 0)[0]:
            return ranges[i:]
        if madvise(addr, length, MADV_POPULATE_WRITE) != 0 and ctypes.get_errno() == errno.EINVAL:
            return []
    return []


def _set_dumpable(on):
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_DUMPABLE, 1 if on else 0, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_DUMPABLE)")


def _read_job(lines):
    """The next line of stdin (lines, a _Lines of fd 0) as a job, checked; or the prime line
    ({"protocol": 1, "prime": true}): the dataset is in place ahead of the job."""
    line = lines.next()
    if line is None:
        _die("no job line: end of input, or a line longer than %d bytes" % MAX_JOB)
    return _parse_job(line)


def _parse_job(line):
    """A job line as a job, checked (_read_job)."""
    try:
        job = json.loads(line)
    except ValueError as e:
        _die("job line is not JSON: %s" % e)
    if not isinstance(job, dict) or job.get("protocol") != 1:
        _die("job line is not a protocol 1 job")
    if job == PRIME_LINE:
        return job
    if job.get("kind") not in ("code", "tool"):
        _die("job kind must be code or tool")
    for key in ("code", "tool", "image"):
        if not isinstance(job.get(key, ""), str):
            _die("job %s must be a string" % key)
    mark = job.get("end_mark")
    if mark is not None and not (isinstance(mark, str) and re.match(r"^[0-9a-f]{16,64}$", mark)):
        _die("job end_mark must be 16 to 64 lower-case hex digits")
    deny = job.get("deny_modules") or []
    if not isinstance(deny, list) or not all(isinstance(m, str) for m in deny):
        _die("job deny_modules must be a list of strings")
    if not isinstance(job.get("exit_idle", False), bool):
        _die("job exit_idle must be true or false")
    if job.get("facts") is not None:
        why = _check_job_facts(job["facts"])
        if why:
            _die("job facts must be %s" % why)
    return job


def _write_all(fd, data):
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        view = view[n:]


def _clip(s, n):
    s = str(s)
    return s if len(s) <= n else s[: n - 3] + "..."


# ---------------------------------------------------------------------------------------------
# The dataset's facts, as the child reads them before the user's code runs.


def _read_dataset(pd):
    """The dataset as a DataFrame. The name "utf-8", spelt so, lets pandas's C parser read
    the bytes as they are (it drops a byte order mark itself); any other name, "utf-8-sig"
    included, puts a decoder and an encoder in front of it, about 1.5 ms more for 10,000 rows.
    Bytes that are not UTF-8 raise UnicodeDecodeError either way."""
    global _df_from_frame
    df = _read_frame(pd)
    _df_from_frame = df is not None
    if df is not None:
        return df
    return pd.read_csv(INPUT_PATH, encoding="utf-8")


# ---------------------------------------------------------------------------------------------
# The dataset's frame: the DataFrame read_csv made of the dataset, column by column, so that a
# run loads it instead of parsing the CSV again (1.5 ms for 10,000 rows against 4-8 ms in a
# fork). A run of one of the FRAME_TOOLS (inspect_csv, a session's first call, which runs no
# agent code) leaves one in out_dir as FRAME_FILE, made of the dataset it read with read_csv;
# the worker takes it out of the run's artifacts, keeps it, and puts it at FRAME_PATH beside
# the CSV for the next runs on that upload of the dataset. The format holds numbers and text only (no
# pickle): a frame can make a wrong DataFrame at worst, never run anything, and the writer
# reloads what it wrote and keeps it only when it is equal to the DataFrame, dtypes, values
# and the types of the values included. A frame that does not match the CSV beside it
# (length, SHA-256), was made by another pandas, numpy or Python, has another body than its
# header names, or does not decode is ignored: the run reads the CSV as always.
#
#   FRAME_MAGIC_LINE
#   one line of JSON: {"python", "pandas", "numpy", "csv_bytes", "csv_sha256", "rows",
#                      "columns": [{"name", "dtype", "bytes"}, ...], "body_sha256"}, the last
#                      the SHA-256 of everything after this line
#   each column's bytes, in order, each padded with zeros to a multiple of 8:
#     int64, float64, bool   the values as numpy holds them (little-endian)
#     object                 an int32 code per row, padded: the index of its text among the
#                            column's distinct texts, or -1 NaN, -2 False, -3 True; then the
#                            count of texts (int64), their count + 1 offsets in the text
#                            (int64, in characters), and the texts in UTF-8, one after another

FRAME_PATH = "/workspace/input/.data.frame"
FRAME_MAGIC_LINE = b"sluice-frame/1\n"
# The fixed tools whose runs leave the dataset's frame (executors.FrameTools), and its name in
# out_dir (executors.FrameFile).
FRAME_TOOLS = ("inspect_csv",)
FRAME_FILE = "sluice-frame"
# The largest CSV a frame is made of: a frame may take 8 bytes a value, and must fit a run's
# output limit (32 MiB by default). (executors/worker keeps the same bound.)
MAX_FRAME_CSV = 4 << 20
# Whether the child's DataFrame came from a frame (set by _read_dataset).
_df_from_frame = False
MAX_FRAME_HEADER = 16 << 20
_FRAME_KINDS = {"int64": "<i8", "float64": "<f8", "bool": "|b1"}


def _frame_versions(pd):
    import numpy as np

    return {"python": sys.version, "pandas": pd.__version__, "numpy": np.__version__}


def _pad8(b):
    return b + b"\0" * (-len(b) % 8)


def _csv_digest(path):
    h = hashlib.sha256()
    n = 0
    with open(path, "rb") as f:
        while True:
            b = f.read(1 << 20)
            if not b:
                break
            n += len(b)
            h.update(b)
    return n, h.hexdigest()


def _encode_frame(df, pd, csv_bytes, csv_sha256):
    """The frame of df (as read_csv made it of a CSV of csv_bytes bytes with that SHA-256), or
    None when df holds what the format does not: a column name that is not text, an index
    that is not 0..n-1, a dtype other than int64, float64, bool and object, or an object value
    other than text, NaN, True and False."""
    import numpy as np

    idx = df.index
    if not isinstance(idx, pd.RangeIndex) or idx.start != 0 or idx.step != 1:
        return None
    n = len(df)
    cols, parts = [], []
    for i, name in enumerate(df.columns):
        if not isinstance(name, str):
            return None
        col = df.iloc[:, i]
        dt = str(col.dtype)
        if dt in _FRAME_KINDS:
            data = np.ascontiguousarray(col.to_numpy(), dtype=np.dtype(_FRAME_KINDS[dt])).tobytes()
        elif dt == "object":
            # Each distinct text once; a code per row: its text's index, or -1 NaN, -2 False,
            # -3 True.
            index, texts, codes = {}, [], np.empty(n, dtype="<i4")
            for r, v in enumerate(col.tolist()):
                if type(v) is str:
                    c = index.get(v)
                    if c is None:
                        c = index[v] = len(texts)
                        texts.append(v)
                elif type(v) is float and v != v:
                    c = -1
                elif v is False:
                    c = -2
                elif v is True:
                    c = -3
                else:
                    return None
                codes[r] = c
            offsets = np.zeros(len(texts) + 1, dtype="<i8")
            np.cumsum([len(t) for t in texts], out=offsets[1:])
            data = (_pad8(codes.tobytes()) + np.asarray([len(texts)], dtype="<i8").tobytes() + offsets.tobytes()
                    + "".join(texts).encode("utf-8"))
        else:
            return None
        cols.append({"name": name, "dtype": dt, "bytes": len(data)})
        parts.append(_pad8(data))
    body = b"".join(parts)
    head = dict(_frame_versions(pd), csv_bytes=csv_bytes, csv_sha256=csv_sha256, rows=n, columns=cols,
                body_sha256=hashlib.sha256(body).hexdigest())
    return FRAME_MAGIC_LINE + json.dumps(head, ensure_ascii=False).encode("utf-8") + b"\n" + body


def _decode_frame(buf, pd, csv_bytes, csv_sha256):
    """The DataFrame of the frame buf (a bytearray, which the numeric columns then share), or
    ValueError when it is not a frame of the CSV of csv_bytes bytes with that SHA-256 made by
    this pandas, numpy and Python."""
    import numpy as np

    if not buf.startswith(FRAME_MAGIC_LINE):
        raise ValueError("not a frame")
    at = len(FRAME_MAGIC_LINE)
    end = buf.find(b"\n", at, at + MAX_FRAME_HEADER)
    if end < 0:
        raise ValueError("no frame header")
    head = json.loads(bytes(buf[at:end]).decode("utf-8"))
    for k, v in _frame_versions(pd).items():
        if head.get(k) != v:
            raise ValueError("a frame of another %s" % k)
    if head.get("csv_bytes") != csv_bytes or head.get("csv_sha256") != csv_sha256:
        raise ValueError("a frame of another CSV")
    n = head["rows"]
    if type(n) is not int or n < 0:
        raise ValueError("bad row count")
    at = end + 1
    view = memoryview(buf)
    if hashlib.sha256(view[at:]).hexdigest() != head.get("body_sha256"):
        raise ValueError("the frame's body is not the one its header names")
    names, arrays = [], []
    for c in head["columns"]:
        name, dt, size = c["name"], c["dtype"], c["bytes"]
        if type(name) is not str or type(size) is not int or size < 0 or at + size > len(buf):
            raise ValueError("bad column %r" % (name,))
        data = view[at:at + size]
        at += size + (-size % 8)
        if dt in _FRAME_KINDS:
            a = np.frombuffer(data, dtype=np.dtype(_FRAME_KINDS[dt]))
            if len(a) != n:
                raise ValueError("column %r: %d values for %d rows" % (name, len(a), n))
            a = a.astype(np.dtype(dt), copy=False)
        elif dt == "object":
            cl = 4 * n + (-4 * n % 8)
            if size < cl + 16:
                raise ValueError("column %r: too short" % name)
            codes = np.frombuffer(data[:4 * n], dtype="<i4")
            u = int(np.frombuffer(data[cl:cl + 8], dtype="<i8")[0])
            if u < 0 or size < cl + 8 + 8 * (u + 1):
                raise ValueError("column %r: bad text count" % name)
            offs = np.frombuffer(data[cl + 8:cl + 16 + 8 * u], dtype="<i8")
            text = bytes(data[cl + 16 + 8 * u:]).decode("utf-8")
            if offs[0] != 0 or offs[-1] != len(text) or (u and np.diff(offs).min() < 0):
                raise ValueError("column %r: bad offsets" % name)
            if n and (codes.min() < -3 or codes.max() >= u):
                raise ValueError("column %r: bad codes" % name)
            o = offs.tolist()
            table = np.empty(u + 3, dtype=object)
            table[:u] = [text[a:b] for a, b in zip(o, o[1:])]
            table[u], table[u + 1], table[u + 2] = np.nan, False, True
            a = table.take(np.where(codes < 0, u - 1 - codes, codes))
        else:
            raise ValueError("column %r: dtype %s" % (name, dt))
        names.append(name)
        arrays.append(a)
    if at != len(buf) or len(set(names)) != len(names):
        raise ValueError("bad frame layout")
    df = pd.DataFrame(dict(zip(names, arrays)), columns=names, copy=False)
    df.index = pd.RangeIndex(n)
    # As read_csv leaves it: one block per dtype, aligned (the numeric columns above are views
    # of buf at any offset), not consolidated by the first operation of the user's code.
    try:
        df._consolidate_inplace()
    except AttributeError:  # another pandas: a copy consolidates too
        df = df.copy()
    return df


def _frames_equal(a, b, pd):
    """Whether DataFrames a and b hold the same, exactly: the same index, column names and
    dtypes, numbers bit for bit, and object values of the same types that are equal (NaN where
    NaN). (pandas' assert_frame_equal takes 10 times longer on text.)"""
    if not a.index.equals(b.index) or list(a.columns) != list(b.columns) or list(a.dtypes) != list(b.dtypes):
        return False
    for i, dt in enumerate(a.dtypes):
        x, y = a.iloc[:, i].to_numpy(), b.iloc[:, i].to_numpy()
        if str(dt) != "object":
            if x.tobytes() != y.tobytes():
                return False
            continue
        for v, w in zip(x.tolist(), y.tolist()):
            if type(v) is not type(w) or (v != w and not (v != v and w != w)):
                return False
    return True


def _write_frame(df):
    """Writes the frame of df, the dataset as read_csv made it of INPUT_PATH before any other
    code ran, to OUT_DIR as FRAME_FILE, once decoding it gives df back; nothing when df came
    from a frame, when the CSV is larger than MAX_FRAME_CSV, or when df holds what a frame does
    not. Returns whether it wrote one."""
    import pandas as pd

    if df is None or _df_from_frame or not os.path.exists(INPUT_PATH) or os.path.getsize(INPUT_PATH) > MAX_FRAME_CSV:
        return False
    size, digest = _csv_digest(INPUT_PATH)
    data = _encode_frame(df, pd, size, digest)
    if data is None or not _frames_equal(df, _decode_frame(bytearray(data), pd, size, digest), pd):
        return False
    path = os.path.join(OUT_DIR, FRAME_FILE)
    try:
        with open(path, "xb") as f:
            f.write(data)
    except OSError:  # out_dir full: no frame rather than a part of one
        try:
            os.unlink(path)
        except OSError:
            pass
        return False
    return True


def _read_frame(pd):
    """The dataset from its frame at FRAME_PATH, or None when there is none or it does not
    match the CSV at INPUT_PATH."""
    try:
        with open(FRAME_PATH, "rb") as f:
            buf = bytearray(f.read())
    except OSError:
        return None
    try:
        size, digest = _csv_digest(INPUT_PATH)
        return _decode_frame(buf, pd, size, digest)
    except Exception:  # any frame that does not decode: read the CSV
        return None


def _dataset_facts(df):
    """The dataset's columns, dtypes, row count and missing values per column (those with
    any), as the child read it before the user's code ran."""
    if df is None:
        return [], {}, 0, {}
    cols = [str(c) for c in df.columns][:MAX_COLUMNS]
    dtypes = {}
    for c, t in zip(df.columns[:MAX_COLUMNS], df.dtypes[:MAX_COLUMNS]):
        dtypes[str(c)] = str(t)
    missing = {}
    try:
        for col, n in df.isna().sum().items():
            if int(n) > 0 and str(col) in dtypes:
                missing[str(col)] = int(n)
    except Exception:  # an exotic frame: no warning rather than no report
        pass
    return cols, dtypes, int(len(df)), missing


def _job_facts(job):
    """The dataset's facts the job carries, in _dataset_facts's shape, or None when it has
    none. The executor sends what the gateway keeps from the session's inspect_csv (which runs
    no agent code): with them, the child need not send its own (_send_facts)."""
    f = job.get("facts")
    if f is None:
        return None
    cols = f.get("columns")
    dtypes = f.get("dtypes") or {}
    missing = f.get("missing") or {}
    rows = f.get("rows")
    cols = cols[:MAX_COLUMNS]
    return (cols, {c: dtypes[c] for c in cols if c in dtypes}, rows,
            {c: missing[c] for c in cols if missing.get(c, 0) > 0})


def _check_job_facts(f):
    """Why the job's facts field is malformed, or None."""
    if not isinstance(f, dict) or not set(f) <= {"columns", "dtypes", "rows", "missing"}:
        return "an object with columns, dtypes, rows and missing"
    cols = f.get("columns")
    if not isinstance(cols, list) or not cols or not all(isinstance(c, str) for c in cols):
        return "columns, a non-empty list of strings"
    dtypes = f.get("dtypes") or {}
    if not isinstance(dtypes, dict) or not all(isinstance(v, str) for v in dtypes.values()):
        return "dtypes, an object of strings"
    missing = f.get("missing") or {}
    if not isinstance(missing, dict) or not all(
            isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in missing.values()):
        return "missing, an object of counts"
    rows = f.get("rows")
    if not isinstance(rows, int) or isinstance(rows, bool) or rows < 0:
        return "rows, a count"
    return None


def _send_facts(fw, df):
    """Writes the facts of df, the dataset the child read, on fw as one JSON object in the
    job's facts shape, and closes fw; with df None (no dataset, or one pandas could not read)
    it only closes fw. The child calls it before the user's code runs, which never holds fw."""
    try:
        if df is not None:
            cols, dtypes, rows, missing = _dataset_facts(df)
            data = json.dumps({"columns": cols, "dtypes": dtypes, "rows": rows, "missing": missing}).encode()
            if len(data) <= MAX_FACTS:
                _write_all(fw, data)
    except (OSError, ValueError, TypeError, RecursionError):
        pass  # the supervisor reports no facts
    finally:
        os.close(fw)


def _read_facts(fr):
    """The facts the child sent on fr (_send_facts), in _dataset_facts's shape, or None when
    it sent none (it had no dataset, could not read it, or died first). Reads fr to its end and
    closes it."""
    buf = bytearray()
    while True:
        try:
            chunk = os.read(fr, 65536)
        except OSError:
            break
        if not chunk:
            break
        if len(buf) <= MAX_FACTS:
            buf.extend(chunk)
    os.close(fr)
    if not buf or len(buf) > MAX_FACTS:
        return None
    try:
        f = json.loads(bytes(buf))
    except (ValueError, RecursionError):
        return None
    if _check_job_facts(f) is not None:
        return None
    return _job_facts({"facts": f})


def _dataset_error(e, job):
    """The report's error for a dataset pandas could not read (e raised by read_csv)."""
    if isinstance(e, MemoryError):
        return {
            "type": "MemoryError",
            "message": "the dataset does not fit in the memory limit of %s MB" % job.get("memory_mb", "?"),
        }
    return {
        "type": "DatasetError",
        "message": _clip("the dataset could not be read as CSV: %s: %s"
                         % (type(e).__name__, _message(e).replace(INPUT_PATH, "data.csv")), MAX_MESSAGE),
        "hint": "Upload the dataset again as UTF-8 CSV with a header row.",
    }


def _names_in_code(code):
    """String literals and attribute names in the code: the columns it may use."""
    try:
        tree = ast.parse(code, CODE_FILENAME)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return set(), None
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value) <= 200:
            names.add(node.value)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
    last = tree.body[-1] if tree.body else None
    return names, last


def _missing_warnings(missing, code):
    """Warnings for the columns with missing values (missing, from _dataset_facts) that the
    code names."""
    if not missing:
        return []
    names, _ = _names_in_code(code)
    out = []
    for col, n in missing.items():
        if n > 0 and col in names:
            noun = "value" if n == 1 else "values"
            pron = "it was" if n == 1 else "they were"
            out.append("%s has %d missing %s; %s ignored" % (_clip(col, 100), n, noun, pron))
        if len(out) >= 10:
            break
    return out


# ---------------------------------------------------------------------------------------------
# The child: runs the user's code or a tool and reports its findings.


class _CountingWriter:
    """Wraps sys.stdout to know whether the code printed anything."""

    def __init__(self, inner):
        self._inner = inner
        self.count = 0

    def write(self, s):
        self.count += len(s)
        return self._inner.write(s)

    def __getattr__(self, name):
        return getattr(self._inner, name)


class _DenyFinder:
    """Refuses imports of packages the job's image does not have (consistency, not security)."""

    def __init__(self, deny, image):
        self.deny = frozenset(deny)
        self.image = image

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in self.deny:
            raise ModuleNotFoundError(
                "No module named %r (the image %s does not include it)" % (name, self.image),
                name=name,
            )
        return None


def _close_matches(name, columns):
    cols = [str(c) for c in columns]
    lower = {}
    for c in cols:
        lower.setdefault(c.lower(), c)
    out = []
    if name.lower() in lower and lower[name.lower()] != name:
        out.append(lower[name.lower()])
    for m in difflib.get_close_matches(name, cols, n=3, cutoff=0.6):
        if m not in out and m != name:
            out.append(m)
    for m in difflib.get_close_matches(name.lower(), list(lower), n=3, cutoff=0.6):
        c = lower[m]
        if c not in out and c != name:
            out.append(c)
    return out[:5]


def _missing_names(exc, tb_frames):
    """The column names a KeyError or AttributeError says are missing, if it is about df."""
    from_pandas = any("/pandas/" in f.filename for f in tb_frames)
    if isinstance(exc, KeyError) and exc.args and from_pandas:
        key = exc.args[0]
        if isinstance(key, str):
            m = re.match(r"^\[(.*)\] not in index$", key, re.S)
            if m:
                try:
                    keys = ast.literal_eval("[" + m.group(1) + "]")
                    return [k for k in keys if isinstance(k, str)]
                except (ValueError, SyntaxError):
                    return []
            return [key]
    if isinstance(exc, AttributeError):
        import pandas as pd

        obj = getattr(exc, "obj", None)
        name = getattr(exc, "name", None)
        if isinstance(name, str) and isinstance(obj, (pd.DataFrame, pd.core.groupby.DataFrameGroupBy)):
            return [name]
    return []


def _user_traceback(exc, code_lines, message):
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == CODE_FILENAME]
    lines = []
    skipped = 0
    if len(frames) > 12:
        skipped = len(frames) - 12
        frames = frames[-12:]
    if frames:
        lines.append("Traceback (most recent call last, your code only):")
        if skipped:
            lines.append("  ... %d earlier frames ..." % skipped)
        for f in frames:
            lines.append("  line %d, in %s" % (f.lineno, f.name))
            if 1 <= (f.lineno or 0) <= len(code_lines):
                lines.append("    " + _clip(code_lines[f.lineno - 1].strip(), 200))
    lines.append("%s: %s" % (type(exc).__name__, message))
    text = "\n".join(lines)
    if len(text) > MAX_TRACEBACK:
        text = "..." + text[-(MAX_TRACEBACK - 3):]
    line = frames[-1].lineno if frames else 0
    return text, line or 0


_PATH_PREFIXES = ("/usr/lib/python3/dist-packages/", "/usr/local/lib/", "/usr/lib/python3.11/")


def _message(exc):
    try:
        msg = str(exc)
    except Exception:
        msg = "<unprintable %s>" % type(exc).__name__
    for p in _PATH_PREFIXES:
        msg = msg.replace(p, "")
    return msg


def _describe(exc, code, df, job):
    """Turns an exception into the report's error object."""
    code_lines = code.splitlines()
    err = {"type": type(exc).__name__}
    if isinstance(exc, SyntaxError) and exc.filename == CODE_FILENAME:
        err["message"] = _clip(exc.msg or "invalid syntax", MAX_MESSAGE)
        err["line"] = int(exc.lineno or 0)
        tb = ["  line %d" % (exc.lineno or 0)]
        if exc.text:
            tb.append("    " + _clip(exc.text.rstrip("\n"), 200))
        tb.append("%s: %s" % (err["type"], err["message"]))
        err["traceback"] = "\n".join(tb)
        return err
    err["message"] = _clip(_message(exc), MAX_MESSAGE)
    if isinstance(exc, MemoryError) and not err["message"]:
        err["message"] = "out of memory"
    text, line = _user_traceback(exc, code_lines, err["message"])
    err["traceback"] = text
    if line:
        err["line"] = line
    if isinstance(exc, MemoryError):
        err["hint"] = (
            "The run is limited to %s MB of memory; work on fewer rows or columns, "
            "or aggregate before building large intermediate results." % job.get("memory_mb", "?")
        )
        return err
    if isinstance(exc, OSError) and exc.errno in (errno.EFBIG, errno.ENOSPC):
        err["hint"] = (
            "Files are limited in size and out_dir to %s bytes in all; write fewer or smaller files."
            % job.get("output_bytes", "?")
        )
        return err
    if isinstance(exc, ModuleNotFoundError):
        err["hint"] = "Only the packages of the image %s are available; nothing can be installed." % job.get(
            "image", "?"
        )
        return err
    if df is not None:
        missing = _missing_names(exc, traceback.extract_tb(exc.__traceback__))
        if missing:
            matches = []
            for name in missing:
                for m in _close_matches(name, df.columns):
                    if m not in matches:
                        matches.append(m)
            if matches:
                err["close_matches"] = matches[:MAX_MATCHES]
                err["hint"] = _clip(
                    "Use only available columns; did you mean %s?" % " or ".join(repr(m) for m in matches[:3]),
                    MAX_HINT,
                )
            else:
                cols = ", ".join(repr(str(c)) for c in list(df.columns)[:30])
                err["hint"] = _clip("Use only available columns: %s." % cols, MAX_HINT)
    return err


def _jsonable(x, depth=0):
    """Converts a tool's return value to plain JSON: NaN and NaT become null, numpy scalars
    become Python numbers, timestamps ISO strings, anything unknown its str()."""
    import math

    import numpy as np
    import pandas as pd

    if depth > 32:
        raise ValueError("tool result nested too deeply")
    if x is None or isinstance(x, (bool, str)):
        return x
    if isinstance(x, int):
        return x
    if isinstance(x, float):
        return x if math.isfinite(x) else None
    if isinstance(x, np.bool_):
        return bool(x)
    if isinstance(x, np.integer):
        return int(x)
    if isinstance(x, np.floating):
        f = float(x)
        return f if math.isfinite(f) else None
    if x is pd.NaT or x is pd.NA:
        return None
    if isinstance(x, dict):
        return {str(k): _jsonable(v, depth + 1) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_jsonable(v, depth + 1) for v in x]
    if isinstance(x, (pd.Timestamp, pd.Timedelta)) or hasattr(x, "isoformat"):
        try:
            return x.isoformat()
        except Exception:
            return str(x)
    try:
        if pd.isna(x):
            return None
    except (TypeError, ValueError):
        pass
    return str(x)


def _run_tool(job, df):
    name = job.get("tool", "")
    if not re.match(r"^[a-z][a-z0-9_]{0,62}$", name):
        raise ValueError("not a tool name: %r" % name)
    path = os.path.join(TOOLS_DIR, name + ".py")
    try:
        with open(path, "r", encoding="utf-8") as f:
            src = f.read()
    except FileNotFoundError:
        raise LookupError("unknown tool %r" % name) from None
    ns = {"__name__": "sluice_tool_" + name, "__builtins__": builtins}
    exec(compile(src, "<tool:%s>" % name, "exec", dont_inherit=True), ns)
    args = job.get("args")
    if args is None:
        args = {}
    if not isinstance(args, dict):
        raise TypeError("tool arguments must be a JSON object")
    return _jsonable(ns["run"](df, args))


_SAVEFIG_WRAPPER = """
import os


def wrap(orig, saved, out_dir):
    # out_dir may itself lead elsewhere (a function image links it into /tmp).
    real_out = os.path.realpath(out_dir)

    def savefig(self, fname, *args, **kwargs):
        result = orig(self, fname, *args, **kwargs)
        try:
            p = os.fspath(fname)
            if isinstance(p, bytes):
                p = p.decode("utf-8", "replace")
            if os.path.realpath(p).startswith(real_out + os.sep):
                saved.add(id(self))
        except TypeError:
            pass
        return result

    return savefig
"""


class _Lines:
    """Reads lines from a pipe, keeping what came after a line for the next one."""

    def __init__(self, fd):
        self.fd = fd
        self.buf = bytearray()

    def next(self):
        """The next line without its newline; None at end of file."""
        while b"\n" not in self.buf:
            chunk = os.read(self.fd, 65536)
            if not chunk or len(self.buf) > MAX_JOB + 64:
                return None
            self.buf += chunk
        line, _, rest = bytes(self.buf).partition(b"\n")
        self.buf = bytearray(rest)
        return line


def _child_main(jr, w, fw, my_pid, forked):
    """Runs in the forked child, which is forked before any job exists. It sets itself up,
    waits for its job on jr, reads the dataset, sends its facts on fw when the job has none
    (_send_facts) and runs the job. Never returns."""
    findings = {"ok": True}
    try:
        os.close(REPORT_FD)
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        os.close(null)
        _set_dumpable(True)
        import matplotlib.figure
        import matplotlib.pyplot as plt
        import pandas as pd

        saved = set()
        # The wrapper lives in a namespace named like a matplotlib module, so that matplotlib's
        # warnings (missing glyphs...) point at the user's line, not at the harness.
        ns = {"__name__": "matplotlib._sluice_harness"}
        exec(compile(_SAVEFIG_WRAPPER, "<sluice>", "exec"), ns)
        savefig = ns["wrap"](matplotlib.figure.Figure.savefig, saved, OUT_DIR)
        matplotlib.figure.Figure.savefig = savefig
        sys.stdout.reconfigure(line_buffering=True)
        out = _CountingWriter(sys.stdout)
        # The pages pandas writes on first use are copied now, not in the run's time; in a fork
        # of the zygote only once it waited PREWARM_AFTER for its job, and only until the job
        # comes: the copies cost CPU on pages many runs never write, so under load, when jobs
        # come at once, they must neither take the CPU nor delay the job. First those the
        # zygote learnt a fork writes, then the rest of pandas' own work.
        uncopied = _copy_ahead if forked else []
        if not forked:
            _prewarm(pd)
        elif not select.select([jr], [], [], PREWARM_AFTER)[0]:
            uncopied = _copy_pages(uncopied, jr)
            _prewarm(pd, jr, after=0)
    except BaseException:
        os._exit(EXIT_SETUP_FAILED)

    lines = _Lines(jr)
    line = lines.next()
    df = None
    if line == b"prime":
        df = _prime(pd, lines, uncopied)
        line = lines.next()
    if line is None:
        os._exit(0)  # the supervisor went away before a job came
    try:
        job = json.loads(line)
    except ValueError:
        os._exit(EXIT_SETUP_FAILED)
    global _exit_idle
    _exit_idle = job.get("exit_idle") is True
    os.close(jr)
    if os.path.exists(INPUT_PATH) and df is None:
        try:
            df = _read_dataset(pd)
        except Exception as e:  # MemoryError included
            os.close(fw)
            _finish(w, {"ok": False, "error": _dataset_error(e, job)})
    if job.get("facts") is None:
        _send_facts(fw, df)
    else:
        os.close(fw)
    try:
        deny = job.get("deny_modules") or []
        if deny:
            sys.meta_path.insert(0, _DenyFinder(deny, job.get("image", "")))
        sys.stdout = out

        code = job.get("code", "")
        try:
            if job["kind"] == "tool":
                if job.get("tool") in FRAME_TOOLS:
                    # Before the tool: df is still exactly what read_csv made.
                    try:
                        _write_frame(df)
                    except Exception:  # no frame: the next runs read the CSV
                        pass
                findings["tool"] = _run_tool(job, df)
            else:
                import numpy as np
                import pandas as pd

                g = {
                    "__name__": "__main__",
                    "__builtins__": builtins,
                    "df": df,
                    "pd": pd,
                    "np": np,
                    "plt": plt,
                    "out_dir": OUT_DIR,
                }
                import linecache

                # Warnings and tracebacks printed to stderr show the user's lines.
                linecache.cache[CODE_FILENAME] = (len(code), None, code.splitlines(True), CODE_FILENAME)
                compiled = compile(code, CODE_FILENAME, "exec", dont_inherit=True)
                exec(compiled, g)
        except SystemExit as e:
            if e.code not in (None, 0):
                findings = {
                    "ok": False,
                    "error": {"type": "SystemExit", "message": _clip("exit status %s" % (e.code,), MAX_MESSAGE)},
                }
        except BaseException as e:  # the user's exception, whatever it is
            findings = {"ok": False, "error": _describe(e, code, df, job)}
        finally:
            if os.getpid() != my_pid:
                # A process the user's code forked ran off the end: it must not report.
                os._exit(0)
            for s in (sys.stdout, sys.stderr):
                try:
                    s.flush()
                except Exception:
                    pass
        warnings = []
        if job["kind"] == "code":
            try:
                unsaved = [n for n in plt.get_fignums() if id(plt.figure(n)) not in saved]
            except Exception:
                unsaved = []
            if unsaved:
                what = "a figure was" if len(unsaved) == 1 else "%d figures were" % len(unsaved)
                warnings.append(
                    "%s created but not saved to out_dir; save it with "
                    "plt.savefig(f\"{out_dir}/chart.png\") to return it" % what
                )
            try:
                files = os.listdir(OUT_DIR)
            except OSError:
                files = []
            if out.count == 0 and not files and findings.get("ok"):
                msg = "the code printed nothing and saved no file; print() the values you need or save files to out_dir"
                _, last = _names_in_code(code)
                if isinstance(last, ast.Expr):
                    msg += " (the value of the last expression is not shown: print() it)"
                warnings.append(msg)
        if warnings:
            findings["warnings"] = warnings
    except BaseException as e:  # the harness's own failure in the child
        if os.getpid() != my_pid:
            os._exit(0)
        findings = {"ok": False, "error": {"type": "HarnessError", "message": _clip(_message(e), MAX_MESSAGE)}}
    _finish(w, findings)


def _prime(pd, lines, uncopied):
    """Reads the dataset ahead of the job (the prime line came) and returns its frame, None
    when it cannot be read (it is read again when the job comes, and the error reported then).
    Then, since a sandbox is primed only while the pool is quiet, copies the pages left
    uncopied and prewarms, both only until the job comes: not at all when lines (a _Lines of
    the job pipe) already read some of it with the prime line, which the pipe then no longer
    shows."""
    try:
        df = _read_dataset(pd)
    except BaseException:
        df = None
    if not lines.buf:
        _copy_pages(uncopied, lines.fd)
        _prewarm(pd, lines.fd, after=0)
    return df


def _finish(w, findings):
    """Writes the child's findings to w as one frame and exits the child."""
    try:
        data = json.dumps(findings, allow_nan=False, ensure_ascii=False).encode("utf-8")
    except (ValueError, TypeError, RecursionError) as e:
        data = json.dumps(
            {"ok": False, "error": {"type": "ToolResultError", "message": _clip(str(e), MAX_MESSAGE)}}
        ).encode()
    if len(data) > MAX_FINDINGS:
        data = json.dumps(
            {"ok": False, "error": {"type": "ResultTooLarge", "message": "the result is larger than %d bytes" % MAX_FINDINGS}}
        ).encode()
    try:
        _write_all(w, FRAME_MAGIC + b"%010d\n" % len(data) + data)
    except OSError:
        pass
    # The exit (the kernel unmapping this fork of the interpreter: milliseconds of CPU) takes
    # only CPU nothing else wants, where the executor does not wait for it (the job's
    # exit_idle): the supervisor's report and the run's answer come first.
    if _exit_idle:
        try:
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
        except OSError:
            pass
    os._exit(0)


# ---------------------------------------------------------------------------------------------
# The supervisor: collects and checks the child's findings.


def _collect(r, pid):
    """Reads the findings pipe until the child exits, or until what it holds ends with a whole
    frame, keeping the last bytes only; returns (bytes, wait status), the status None when a
    frame ended the data before the child's exit (the caller then ends the child: its exit,
    the unwinding of its copy of this process's memory, costs milliseconds and tells nothing
    the frame does not). The user's code could write a frame of its own and go on: it only
    ends its own run early, with findings it could have forged anyway."""
    os.set_blocking(r, False)
    keep = MAX_FINDINGS + FRAME_OVERHEAD
    buf = bytearray()
    try:
        pidfd = os.pidfd_open(pid)
    except (AttributeError, OSError):
        pidfd = None
    poller = select.poll()
    poller.register(r, select.POLLIN)
    if pidfd is not None:
        poller.register(pidfd, select.POLLIN)
    r_open = True
    status = None

    def drain():
        nonlocal r_open
        while r_open:
            try:
                chunk = os.read(r, 65536)
            except BlockingIOError:
                return
            if not chunk:
                poller.unregister(r)
                r_open = False
                return
            buf.extend(chunk)
            if len(buf) > keep:
                del buf[: len(buf) - keep]

    framed = False
    while status is None:
        try:
            poller.poll(None if pidfd is not None else 50)
        except InterruptedError:
            pass
        drain()
        wpid, st = os.waitpid(pid, os.WNOHANG)
        if wpid == pid:
            status = st
        elif r_open and buf.endswith(b"}") and _last_frame(bytes(buf)) is not None:
            framed = True
            break
    if not framed:
        drain()
    if pidfd is not None:
        os.close(pidfd)
    os.close(r)
    return bytes(buf), status


def _last_frame(data):
    """The payload of the frame that ends exactly at the end of data, or None."""
    i = data.rfind(FRAME_MAGIC)
    while i >= 0:
        head = data[i + len(FRAME_MAGIC): i + FRAME_OVERHEAD]
        if len(head) == 11 and head[:10].isdigit() and head[10:] == b"\n":
            n = int(head[:10])
            if i + FRAME_OVERHEAD + n == len(data):
                return data[i + FRAME_OVERHEAD:]
        i = data.rfind(FRAME_MAGIC, 0, i)
    return None


def _kill_now(pid):
    """Sends SIGKILL to the child and to every other process left in the sandbox but this one
    (and the sandbox's init), without waiting for them to be reaped: a process with SIGKILL
    pending never runs again, and the executor kills the whole sandbox once it has the
    report."""
    try:
        os.kill(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    if _lifeline is not None:
        _signal_namespace(set())
        return
    try:
        os.kill(-1, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _kill_strays():
    """Kills every process left in the sandbox except this one (and the sandbox's init)."""
    sent = set()
    for _ in range(100):
        if _lifeline is not None:
            if not _signal_namespace(sent):
                return
        else:
            try:
                os.kill(-1, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                return
        try:
            while os.waitpid(-1, os.WNOHANG)[0] > 0:
                pass
        except ChildProcessError:
            pass
        time.sleep(0.01)
    if _lifeline is not None:
        _die("processes of the code still run after 100 rounds of SIGKILL")


def _signal_namespace(sent):
    """For a supervisor outside the sandbox's pid namespace, where kill(-1) would reach every
    process of the sandbox user on the host: sends SIGKILL to every process of the sandbox's
    pid namespace, which its /proc lists, but its init (pid 1), through a pidfd of its /proc
    directory, until a round finds none that was not sent one before (a process with SIGKILL
    pending never runs again, so it forks nothing after that). sent holds the pids signalled
    so far. Returns whether a process was still running (not a zombie) in the first round."""
    running = False
    while True:
        new = 0
        for name in os.listdir("/proc"):
            if not name.isdigit() or name == "1":
                continue
            try:
                fd = os.open("/proc/" + name, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
            except OSError:
                continue  # gone
            try:
                if _is_zombie(fd):
                    continue
                running = True
                if name in sent:
                    continue
                try:
                    signal.pidfd_send_signal(fd, signal.SIGKILL)
                except ProcessLookupError:
                    continue
                except OSError as e:
                    _die("cannot kill the code's process %s: %s" % (name, e))
                sent.add(name)
                new += 1
            finally:
                os.close(fd)
        if not new:
            return running


def _is_zombie(proc_fd):
    """Whether the process of a /proc/<pid> directory has exited (Z or X in its stat); a stat
    that cannot be read is not taken for an exit."""
    try:
        fd = os.open("stat", os.O_RDONLY | os.O_CLOEXEC, dir_fd=proc_fd)
    except OSError:
        return False
    try:
        data = os.read(fd, 4096)
    except OSError:
        return False
    finally:
        os.close(fd)
    fields = data.rpartition(b")")[2].split()
    return bool(fields) and fields[0] in (b"Z", b"X")


_ERROR_KEYS = {"type", "message", "line", "traceback", "close_matches", "hint"}


def _check_findings(raw, columns):
    """Parses and checks the child's findings. Returns a dict or raises ValueError."""
    dec = json.JSONDecoder()
    text = raw.decode("utf-8")
    obj, end = dec.raw_decode(text)
    if text[end:].strip():
        raise ValueError("trailing data")
    if not isinstance(obj, dict) or not set(obj) <= {"ok", "error", "warnings", "tool"}:
        raise ValueError("unexpected fields")
    out = {"ok": obj.get("ok")}
    if not isinstance(out["ok"], bool):
        raise ValueError("ok is not a boolean")
    err = obj.get("error")
    if out["ok"] and err is not None:
        raise ValueError("ok with an error")
    if not out["ok"]:
        if not isinstance(err, dict) or not set(err) <= _ERROR_KEYS:
            raise ValueError("bad error")
        t = err.get("type")
        if not isinstance(t, str) or not re.match(r"^[A-Za-z_][A-Za-z0-9_.]{0,99}$", t):
            raise ValueError("bad error type")
        e = {"type": t, "message": _clip(err.get("message", "") if isinstance(err.get("message", ""), str) else "", MAX_MESSAGE)}
        line = err.get("line", 0)
        if isinstance(line, int) and not isinstance(line, bool) and 0 < line < 10**7:
            e["line"] = line
        for key, limit in (("traceback", MAX_TRACEBACK), ("hint", MAX_HINT)):
            v = err.get(key)
            if isinstance(v, str) and v:
                e[key] = _clip(v, limit)
        cm = err.get("close_matches")
        if isinstance(cm, list):
            real = set(columns)
            cm = [c for c in cm if isinstance(c, str) and c in real][:MAX_MATCHES]
            if cm:
                e["close_matches"] = cm
        out["error"] = e
    ws = obj.get("warnings") or []
    if not isinstance(ws, list):
        raise ValueError("warnings is not a list")
    out["warnings"] = [_clip(w, MAX_WARNING) for w in ws if isinstance(w, str)][:MAX_WARNINGS]
    if "tool" in obj:
        out["tool"] = obj["tool"]
    return out


def _signal_name(n):
    try:
        return signal.Signals(n).name
    except ValueError:
        return "signal %d" % n


def _prewarm(pd, until=None, after=PREWARM_AFTER):
    """Runs the harness's own pandas work once on a tiny frame, before any job exists: the
    modules pandas imports lazily on first use (the CSV reader, groupby, reductions) are then
    loaded when the job comes. Nothing of it is visible to the job: no file, no global.

    With until (a file descriptor), it starts only once until had no data for after seconds,
    and stops between steps as soon as it has: in a fork of the zygote the steps only copy pages
    shared with the zygote, which the job would copy itself, so they are worth doing while the
    sandbox waits in the pool, never under load (a job comes at once) or while a job waits."""
    import io

    if until is not None and select.select([until], [], [], after)[0]:
        return
    # Each step may use what the steps before it returned (r[0] the frame, r[2] its groupby):
    # the last divides two columns of a grouped result and prints it, the most common shape
    # of a run's last line (0.4 ms of a groupby run's 3 in a fork, measured).
    steps = (
        lambda r: pd.read_csv(io.StringIO("k,v,w\na,1,2.5\nb,,1\n")),
        lambda r: r[0].isna().sum(),
        lambda r: r[0].groupby("k")[["v", "w"]].sum(),
        lambda r: str(r[2].round(3)),
        lambda r: r[0].describe(),
        lambda r: str((r[2].v / r[2].w).round(3)),
    )
    r = []
    for step in steps:
        if until is not None and select.select([until], [], [], 0)[0]:
            return
        try:
            r.append(step(r))
        except Exception:  # a cache not filled is only slower
            return
    if until is None:
        import gc

        gc.collect()


def _supervisor_prelude(lifeline=None):
    """What the supervisor checks and sets first, in a fresh interpreter and in a fork of the
    zygote alike. lifeline: see _lifeline."""
    global _lifeline
    _lifeline = lifeline
    # fd 3 is the one thing the child must never reach: keep it out of every exec and fork.
    try:
        os.fstat(REPORT_FD)
    except OSError:
        _die("fd 3 (the report channel) is not open")
    os.set_inheritable(REPORT_FD, False)
    # Nothing else: a descriptor the executor's process inherited without close-on-exec would
    # otherwise reach the user's code through bubblewrap, which passes every one on. (The
    # lifeline is closed in the child.)
    if lifeline is None:
        os.closerange(REPORT_FD + 1, 1 << 20)
    else:
        os.set_inheritable(lifeline, False)
        os.closerange(REPORT_FD + 1, lifeline)
        os.closerange(lifeline + 1, 1 << 20)
    os.environ.pop("PWD", None)  # set by bwrap --chdir; the code's environment is the executor's list
    try:
        _set_dumpable(False)
    except OSError as e:
        _die("cannot make the supervisor non-dumpable: %s" % e)


def _import_libraries():
    """Imports matplotlib (Agg), numpy and pandas, and returns pandas."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        # Datasets often hold CJK text (region names…): prefer a font that has those glyphs
        # when the image has one (fonts-wqy-zenhei); matplotlib skips names it cannot find.
        matplotlib.rcParams["font.sans-serif"] = ["WenQuanYi Zen Hei", "Noto Sans CJK SC"] + list(
            matplotlib.rcParams["font.sans-serif"]
        )
        matplotlib.rcParams["axes.unicode_minus"] = False
        import matplotlib.pyplot  # noqa: F401  (imported before the fork on purpose)
        import numpy  # noqa: F401
        import pandas as pd
    except Exception as e:
        _die("cannot import pandas, numpy and matplotlib: %s: %s" % (type(e).__name__, e))
    return pd


def main():
    if sys.argv[1:] == ["--zygote"]:
        import importlib.util

        # Beside this file (-I keeps the script's directory out of sys.path).
        spec = importlib.util.spec_from_file_location(
            "sluice_zygote", os.path.join(os.path.dirname(os.path.abspath(__file__)), ZYGOTE_FILE))
        zygote = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(zygote)
        zygote.main(sys.modules[__name__])
    _supervisor_prelude()
    pd = _import_libraries()
    _prewarm(pd)
    serve(pd)


def _build_report(raw, status, columns, dtypes, rows, warnings):
    """The report of a job (the bytes written on fd 3) and the status this process exits with:
    raw is what the child wrote on the findings pipe, status its wait status (None: this
    process ended it once its findings were in), the rest what the supervisor knows of the
    dataset and the warnings it found itself."""
    report = {"ok": True, "columns": columns, "dtypes": dtypes, "rows": rows}
    exit_code = 0
    findings = None
    if status is not None and os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        exit_code = EXIT_SIGNAL_BASE + sig
        report["ok"] = False
        report["error"] = {
            "type": "ProcessKilled",
            "message": "the code's process was killed by %s" % _signal_name(sig),
        }
    else:
        payload = _last_frame(raw)
        if payload is None:
            report["ok"] = False
            report["error"] = {
                "type": "SystemExit",
                "message": "the code's process ended with status %d before the harness could report"
                % os.WEXITSTATUS(status),
            }
        else:
            try:
                findings = _check_findings(payload, columns)
            except (ValueError, UnicodeDecodeError, RecursionError) as e:
                report["ok"] = False
                report["error"] = {
                    "type": "HarnessError",
                    "message": _clip("unreadable findings from the code's process: %s" % e, MAX_MESSAGE),
                }
    if findings is not None:
        report["ok"] = findings["ok"]
        if "error" in findings:
            report["error"] = findings["error"]
        warnings = warnings + findings["warnings"]
        if "tool" in findings and findings["ok"]:
            report["tool"] = findings["tool"]
    if warnings:
        report["warnings"] = warnings[:MAX_WARNINGS]
    # The status this process exits with: an executor may end the sandbox as soon as the
    # report is in, without waiting for the exit.
    report["exit_code"] = exit_code
    data = json.dumps(report, allow_nan=False, ensure_ascii=False).encode("utf-8")
    if len(data) > MAX_REPORT:
        report.pop("tool", None)
        report["ok"] = False
        report["error"] = {"type": "ResultTooLarge", "message": "the report is larger than %d bytes" % MAX_REPORT}
        report["columns"] = columns[:1000]
        report["dtypes"] = {c: dtypes[c] for c in report["columns"] if c in dtypes}
        data = json.dumps(report, allow_nan=False, ensure_ascii=False).encode("utf-8")
    return data, exit_code


def _rehearse():
    """Runs the supervisor's own work on a job (_parse_job, the job line for the child, the
    facts, the warnings, _build_report) once on a made-up job and findings, once the header is
    out: the child's fork made every page of this process copy-on-write again, and the pages
    that work writes are copied now, while the sandbox waits in the pool, instead of one page
    fault at a time while a run waits (about 150 of them; 16 µs each on the virtualised host
    of the README's bench). A job that comes meanwhile waits for it, which costs it little:
    the job would have copied those pages itself. It reads and writes nothing outside this
    process."""
    code = "m = df.groupby('region')[['revenue']].sum()\nprint(m.round(2))\n"
    facts = {"columns": ["region", "revenue"], "dtypes": {"region": "object", "revenue": "float64"},
             "rows": 3, "missing": {"revenue": 1}}
    job = _parse_job(json.dumps({"protocol": 1, "kind": "code", "code": code, "image": "rehearsal",
                                 "end_mark": "0" * 32, "deny_modules": ["socket"], "facts": facts}).encode("utf-8"))
    job.pop("end_mark")
    json.dumps(job).encode("utf-8")
    columns, dtypes, rows, missing = _job_facts(job)
    warnings = _missing_warnings(missing, code)
    findings = json.dumps({"ok": False, "warnings": ["rehearsal"], "error": {
        "type": "KeyError", "message": "'regoin'", "line": 1, "traceback": "KeyError: 'regoin'",
        "close_matches": ["region"], "hint": "rehearsal"}}).encode("utf-8")
    _build_report(FRAME_MAGIC + b"%010d\n" % len(findings) + findings, None, columns, dtypes, rows, warnings)


def serve(pd, forked=False):
    """Runs one job in this process, the supervisor, with pandas imported: forks the child,
    announces itself on fd 3, reads the job and reports. Never returns. forked: this process
    is a fork of the zygote, not an interpreter that imported for itself."""
    global _lifeline
    # The child that will run the job is forked now, before any job exists: it sets itself up
    # while the sandbox waits in a pool, and reads the dataset when the job comes. This
    # process never uses pandas itself (the pages it would write are copies a fork pays for).
    import gc

    gc.freeze()  # keep the pages shared with the child
    r, w = os.pipe()  # the child's findings
    jr, jw = os.pipe()  # the job, to the child
    fr, fw = os.pipe()  # the dataset's facts, from the child, before the user's code runs
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        os.close(jw)
        os.close(fr)
        if _lifeline is not None:
            os.close(_lifeline)
            _lifeline = None
        _child_main(jr, w, fw, os.getpid(), forked)
    os.close(w)
    os.close(jr)
    os.close(fw)

    # Ready: the imports are done. Only now is the job read (a pooled sandbox waits here).
    _write_all(REPORT_FD, HEADER)
    _rehearse()
    stdin = _Lines(0)
    job = _read_job(stdin)
    if job == PRIME_LINE:
        # The executor put the dataset in place ahead of the job, likely the next run's: the
        # child reads it now, at the idle priority of a pooled sandbox.
        try:
            _write_all(jw, b"prime\n")
        except OSError:
            pass  # the child is gone; its exit status says how
        job = _read_job(stdin)
        if job == PRIME_LINE:
            _die("a second prime line instead of the job")
    # Kept from the child, which gets the job without it: only this process can end the
    # output streams with it.
    end_mark = job.pop("end_mark", None)
    try:
        _write_all(jw, json.dumps(job).encode("utf-8") + b"\n")
    except OSError:
        pass  # the child is gone; its exit status says how
    os.close(jw)

    code = job.get("code", "") if job["kind"] == "code" else ""
    if job.get("facts") is None:
        facts = _read_facts(fr)  # at the latest when the user's code starts: fw is closed then
    else:
        os.close(fr)
        facts = _job_facts(job) if os.path.exists(INPUT_PATH) else None
    columns, dtypes, rows, missing = facts or ([], {}, 0, {})
    warnings = _missing_warnings(missing, code) if job["kind"] == "code" else []

    raw, status = _collect(r, pid)
    if status is None:
        _kill_now(pid)
    else:
        _kill_strays()
    data, exit_code = _build_report(raw, status, columns, dtypes, rows, warnings)
    if end_mark:
        # Everything the code wrote is in the pipes before this (its processes have SIGKILL
        # pending): the executor reads up to the mark instead of waiting for the streams' end.
        for fd in (1, 2):
            try:
                _write_all(fd, END_MARK_PREFIX + end_mark.encode() + b"\n")
            except OSError:
                pass
    _write_all(REPORT_FD, data)
    os.close(REPORT_FD)
    # Wait for the executor to collect the artifacts: it closes stdin when done.
    while True:
        try:
            if not os.read(0, 65536):
                break
        except InterruptedError:
            continue
        except OSError:
            break
    _exit(exit_code)


if __name__ == "__main__":
    main()
