"""sluice zygote: imports the harness's libraries once and forks each pooled sandbox's harness
from that state, so that a sandbox costs a fork instead of an interpreter start and the imports
of pandas, numpy and matplotlib (about 0.6 s of CPU).

Started by the bubblewrap executor as ``/usr/bin/python3 -I -B /sluice/harness.py --zygote``, as
the unprivileged sandbox user without capabilities, in the host's user and pid namespaces but a
mount namespace that shows the host as a sandbox sees it (same paths, its own /tmp, the
sandbox's environment), with a SOCK_SEQPACKET control socket at fd 3. It never runs user code
and never reads anything but the executor's requests on that socket.

Protocol (WARNING: keep in sync with executors/subprocess/zygote.go):
  zygote -> executor  b"sluice-zygote/1 <pid>" once the imports are done.
  executor -> zygote  one request per message: JSON {"rlimits": [[name, soft, hard], ...],
                      "seccomp": base64 of the filter (struct sock_filter[]), "env": [[k, v]...],
                      "cwd": path, "lean": bool, optional: no copy-ahead (see LEARNER)},
                      with SCM_RIGHTS carrying, in this order: the gate (read
                      end), the sandbox's parent user namespace, its user, mount, pid, network,
                      ipc, uts and cgroup namespaces, then stdin, stdout, stderr, the report
                      channel (write end) and the lifeline (write end).
  zygote -> executor  JSON {"pid": N} (the forked process, in the host's pid namespace) or
                      {"error": "..."}.
  end of file         the zygote exits.

The forked process (the ENTRANT) dies with the zygote until the executor has placed it in the
sandbox's cgroups and written a line on the gate; from then on it is the sandbox's. It joins the sandbox's namespaces, which a bubblewrap
sandbox built for this run holds (its only process is a holder waiting on the lifeline): the
parent user namespace first (its owner, the sandbox user, has every capability there), then
the mount, pid, network, ipc, uts and cgroup namespaces, which belong to it, then the innermost
user namespace, whose limit of nested namespaces bubblewrap (--disable-userns) has used up.
There it does what bubblewrap does before it execs a command: a new session, the run's
rlimits, no capabilities (bounding, ambient, effective, permitted, inheritable), no new
privileges, the same seccomp filter, the same environment and working directory. Then it is
the sandbox's SUPERVISOR (harness.serve), exactly as a fresh interpreter would be once its
imports are done, but for one thing: it is in the sandbox's every namespace except its pid
namespace (setns puts only its children there). Its child, which runs the code, is the first
process there after the holder and cannot name, signal or trace the supervisor; the
supervisor kills what the code leaves through pidfds of the sandbox's /proc, never with
kill(-1), which from its pid namespace would reach every process of the sandbox user on the
host. It writes its exit status on the lifeline before it exits; the holder exits with it, and
so does the sandbox. (One process per sandbox fewer than a supervisor forked inside: a fork
and an exit of this interpreter cost about 4 ms of CPU each.)

Before its first request the zygote forks a LEARNER, which runs the harness's own pandas work
and a typical run's on a frame of its own (never a job) and reports which pages of the heap and
the interpreter's arenas that work made its own; every child that will run code copies those
pages (harness._copy_pages, one madvise per range) once it has waited 50 ms for its job or
been primed with a dataset, and only until the job comes, instead of taking a page fault on
each while the job runs: on a virtualised host a fault costs several times the copy (measured on the 2-core PVM guest of the
README's bench: 16 µs a faulted page, 6 µs a copied one; the child's CPU for the harness's
pandas work fell from 98 to 83 ms, its page faults during it from 2,200 to 240), and even where
it costs little more (2.9 µs against 2.1-2.5 on a guest with hardware-assisted paging) a copy
made while the sandbox waits is one the run does not wait for (a warm groupby's time in the
sandbox, job line to report: 6.6-7.9 ms with the copies against 7.0-9.3 without). Under load a
job comes before the 50 ms are up and nothing is copied (copied at once instead, the children
of 8 clients' runs spent 1.5 ms of CPU a run in the copies, which many runs never needed). A
LEAN request leaves the copies out altogether: the executor's pool sends it while runs take
sandboxes as fast as it starts them.

What a fork shares with its siblings is only what the zygote had before any job: imported
modules, the hash seed of str and bytes, and pages copied on write. The random generators of
random and numpy are seeded afresh in every entrant.
"""

import base64
import ctypes
import errno
import json
import os
import resource
import signal
import select
import socket
import struct
import sys
import threading
import time

HEADER = b"sluice-zygote/1"
CONTROL_FD = 3
EXIT_SETUP_FAILED = 70
MAX_REQUEST = 64 << 10
PAGE = os.sysconf("SC_PAGE_SIZE")
# The most the learner may report (_learn_writes): far more ranges than a fork writes.
MAX_LEARNED = 4 << 20
# The fds of a request, in order.
FD_NAMES = ("gate", "userns_parent", "userns", "mnt", "pid", "net", "ipc", "uts", "cgroup",
            "stdin", "stdout", "stderr", "report", "lifeline")

CLONE_NEWNS = 0x00020000
CLONE_NEWCGROUP = 0x02000000
CLONE_NEWUTS = 0x04000000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000
# The namespaces the entrant joins after the parent user namespace, in order.
JOIN = (("mnt", CLONE_NEWNS), ("pid", CLONE_NEWPID), ("net", CLONE_NEWNET), ("ipc", CLONE_NEWIPC),
        ("uts", CLONE_NEWUTS), ("cgroup", CLONE_NEWCGROUP))

PR_SET_PDEATHSIG = 1
PR_SET_DUMPABLE = 4
PR_SET_SECCOMP = 22
PR_CAPBSET_DROP = 24
PR_SET_NO_NEW_PRIVS = 38
PR_CAP_AMBIENT = 47
PR_CAP_AMBIENT_CLEAR_ALL = 4
SECCOMP_MODE_FILTER = 2
LINUX_CAPABILITY_VERSION_3 = 0x20080522

RLIMITS = {
    "as": resource.RLIMIT_AS,
    "core": resource.RLIMIT_CORE,
    "cpu": resource.RLIMIT_CPU,
    "fsize": resource.RLIMIT_FSIZE,
    "nofile": resource.RLIMIT_NOFILE,
    "nproc": resource.RLIMIT_NPROC,
}

_libc = ctypes.CDLL(None, use_errno=True)


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]


def _check(ret, what):
    if ret != 0:
        e = ctypes.get_errno()
        raise OSError(e, "%s: %s" % (what, os.strerror(e)))


def _prctl(option, arg2=0, what="prctl"):
    _check(_libc.prctl(option, ctypes.c_ulong(arg2), ctypes.c_ulong(0), ctypes.c_ulong(0), ctypes.c_ulong(0)), what)


def _die(msg):
    try:
        os.write(2, ("sluice zygote: " + msg + "\n").encode("utf-8", "replace"))
    finally:
        os._exit(EXIT_SETUP_FAILED)


def main(harness):
    """Runs the zygote: imports, then serves requests until the control socket closes."""
    try:
        _prctl(PR_SET_DUMPABLE, 0, "prctl(PR_SET_DUMPABLE)")
        ctl = socket.socket(fileno=CONTROL_FD)
    except OSError as e:
        _die("no control socket at fd 3: %s" % e)
    pd = harness._import_libraries()
    harness._prewarm(pd)
    import gc

    gc.collect()
    gc.freeze()  # keep the pages shared with every fork
    # A fork copies only the calling thread: any other (a BLAS pool) would leave its locks held.
    if threading.active_count() != 1 or len(os.listdir("/proc/self/task")) != 1:
        _die("more than one thread after the imports (set OPENBLAS_NUM_THREADS=1)")
    harness._copy_ahead = _learn_writes(harness, pd)
    try:
        with open("/proc/sys/kernel/cap_last_cap") as f:
            cap_last = int(f.read())
    except (OSError, ValueError):
        cap_last = 63
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # the kernel reaps the entrants
    me = os.getpid()
    ctl.send(HEADER + b" %d" % me)
    while True:
        try:
            msg, fds, _, _ = socket.recv_fds(ctl, MAX_REQUEST, len(FD_NAMES) + 1)
        except InterruptedError:
            continue
        except OSError as e:
            _die("control socket: %s" % e)
        if not msg and not fds:
            os._exit(0)  # the executor went away
        try:
            req = _parse(msg, fds)
        except ValueError as e:
            for fd in fds:
                os.close(fd)
            ctl.send(json.dumps({"error": str(e)}).encode())
            continue
        try:
            pid = os.fork()
        except OSError as e:
            for fd in fds:
                os.close(fd)
            ctl.send(json.dumps({"error": "fork: %s" % e}).encode())
            continue
        if pid == 0:
            _entrant(harness, pd, ctl, me, req, dict(zip(FD_NAMES, fds)), cap_last)
        for fd in fds:
            os.close(fd)
        ctl.send(json.dumps({"pid": pid}).encode())


def _learn_writes(harness, pd):
    """The ranges of this process's private memory that a fork writes when it runs the harness's
    own pandas work (_prewarm) and a typical run's (_typical_run), as [(address, length)]: a
    LEARNER, forked once and never given a job, runs that work and reports which of its
    pages are its own copies then (pagemap's "exclusively mapped" bit). A fork that copies
    these ranges at once (harness._copy_ahead) pays one system call instead of a page fault
    per page, which on a virtualised host costs several times more than the copy. Empty when
    the learner fails or takes over 10 s."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            os.close(r)
            # /proc/self/pagemap is closed to a non-dumpable process. The learner holds
            # nothing a sandbox could want (no job, no request) and is gone in a moment.
            _prctl(PR_SET_DUMPABLE, 1, "prctl(PR_SET_DUMPABLE)")
            shared = _private_memory()  # as the zygote has it: what a fork shares
            harness._prewarm(pd)
            _typical_run(pd)
            data = json.dumps(_own_pages(shared)).encode()
            harness._write_all(w, data)
        except BaseException:
            code = EXIT_SETUP_FAILED
        os._exit(code)
    os.close(w)
    buf = bytearray()
    deadline = time.monotonic() + 10
    try:
        while time.monotonic() < deadline:
            if not select.select([r], [], [], max(0, deadline - time.monotonic()))[0]:
                break
            chunk = os.read(r, 1 << 16)
            if not chunk:
                break
            buf.extend(chunk)
            if len(buf) > MAX_LEARNED:
                break
    finally:
        os.close(r)
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)
    try:
        ranges = json.loads(bytes(buf))
    except ValueError:
        return []
    if not isinstance(ranges, list) or not all(
            isinstance(x, list) and len(x) == 2 and all(isinstance(v, int) and v > 0 for v in x)
            for x in ranges):
        return []
    return [tuple(x) for x in ranges]


def _typical_run(pd):
    """What a typical run does, on a frame of its own: reads 10,000 rows of CSV text, groups,
    sums and describes them, and formats the results (the pages it writes beyond _prewarm's are
    those a run on a real dataset writes too)."""
    import io

    text = "region,product,revenue,profit\n" + "".join(
        "r%d,p%d,%d.5,%d.25\n" % (i % 7, i % 13, i % 1000, i % 300) for i in range(10000))
    df = pd.read_csv(io.StringIO(text))
    str(df.groupby("region")[["revenue", "profit"]].sum().round(2))
    str(df.describe())


def _private_memory():
    """The [lo, hi) ranges of this process's private writable anonymous memory: the heap and
    the interpreter's arenas."""
    out = []
    with open("/proc/self/maps") as maps:
        for line in maps:
            f = line.split()
            if f[1] != "rw-p" or (len(f) > 5 and f[5] != "[heap]"):
                continue
            lo, hi = (int(x, 16) for x in f[0].split("-"))
            if hi - lo <= 1 << 31:
                out.append((lo, hi))
    return out


def _own_pages(within, gap=2):
    """The ranges of within whose pages are present and mapped by this process alone, as
    [[address, length]]; holes of up to gap pages are bridged (copying a page costs less than
    a fault on it)."""
    out = []
    with open("/proc/self/pagemap", "rb", buffering=0) as pm:
        for lo, hi in within:
            pm.seek(lo // PAGE * 8)
            raw = pm.read((hi - lo) // PAGE * 8)
            own = [i for i, v in enumerate(struct.unpack("<%dQ" % (len(raw) // 8), raw))
                   if v >> 63 and (v >> 56) & 1]
            for i in own:
                if out and out[-1][2] == lo and i - out[-1][1] - 1 <= gap:
                    out[-1][1] = i
                else:
                    out.append([i, i, lo])
    return [[lo + a * PAGE, (b - a + 1) * PAGE] for a, b, lo in out]


def _parse(msg, fds):
    if len(fds) != len(FD_NAMES):
        raise ValueError("want %d file descriptors, got %d" % (len(FD_NAMES), len(fds)))
    try:
        req = json.loads(msg)
    except ValueError as e:
        raise ValueError("request is not JSON: %s" % e)
    if not isinstance(req, dict):
        raise ValueError("request is not an object")
    rl = req.get("rlimits")
    if not isinstance(rl, list) or not all(
        isinstance(r, list) and len(r) == 3 and r[0] in RLIMITS and all(isinstance(v, int) for v in r[1:]) for r in rl
    ):
        raise ValueError("rlimits must be [[name, soft, hard], ...]")
    try:
        filt = base64.b64decode(req.get("seccomp", ""), validate=True)
    except (ValueError, TypeError):
        raise ValueError("seccomp is not base64")
    if not filt or len(filt) % 8 or len(filt) // 8 > 4096:
        raise ValueError("seccomp is not a filter")
    env = req.get("env")
    if not isinstance(env, list) or not all(
        isinstance(kv, list) and len(kv) == 2 and all(isinstance(x, str) for x in kv) for kv in env
    ):
        raise ValueError("env must be [[name, value], ...]")
    cwd = req.get("cwd")
    if not isinstance(cwd, str) or not cwd.startswith("/"):
        raise ValueError("cwd must be an absolute path")
    lean = req.get("lean", False)
    if not isinstance(lean, bool):
        raise ValueError("lean must be true or false")
    return {"rlimits": rl, "seccomp": filt, "env": env, "cwd": cwd, "lean": lean}


def _entrant(harness, pd, ctl, zygote_pid, req, fds, cap_last):
    """The forked process: enters the sandbox, drops everything and serves as its
    supervisor. Never returns."""
    err, life = fds["stderr"], fds["lifeline"]
    try:
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        _prctl(PR_SET_PDEATHSIG, signal.SIGKILL, "prctl(PR_SET_PDEATHSIG)")
        if os.getppid() != zygote_pid:
            os._exit(EXIT_SETUP_FAILED)  # the zygote died before the death signal was set
        ctl.close()
        # Until the executor has put this process into the sandbox's cgroups.
        if os.read(fds["gate"], 16) != b"go\n":
            os._exit(0)
        os.close(fds["gate"])
        # In the sandbox's cgroups now: from here on the sandbox's end is this process's end,
        # whatever becomes of the zygote.
        _prctl(PR_SET_PDEATHSIG, 0, "prctl(PR_SET_PDEATHSIG)")
        _check(_libc.setns(fds["userns_parent"], CLONE_NEWUSER), "setns(parent user namespace)")
        for name, flag in JOIN:
            _check(_libc.setns(fds[name], flag), "setns(%s namespace)" % name)
        _check(_libc.setns(fds["userns"], CLONE_NEWUSER), "setns(user namespace)")
        os.chdir(req["cwd"])
        os.setsid()
        for name, soft, hard in req["rlimits"]:
            inf = resource.RLIM_INFINITY
            resource.setrlimit(RLIMITS[name], (inf if soft < 0 else soft, inf if hard < 0 else hard))
        _drop_capabilities(cap_last)
        _prctl(PR_SET_NO_NEW_PRIVS, 1, "prctl(PR_SET_NO_NEW_PRIVS)")
        filt = ctypes.create_string_buffer(req["seccomp"], len(req["seccomp"]))
        prog = _SockFprog(len(req["seccomp"]) // 8, ctypes.addressof(filt))
        _check(_libc.prctl(PR_SET_SECCOMP, ctypes.c_ulong(SECCOMP_MODE_FILTER), ctypes.byref(prog),
                           ctypes.c_ulong(0), ctypes.c_ulong(0)), "prctl(PR_SET_SECCOMP)")
        # fds 0-3 as the harness expects them, the lifeline at 4, nothing else (the
        # namespaces' descriptors included).
        high = [os.dup(fds[n]) for n in ("stdin", "stdout", "stderr", "report", "lifeline")]
        for i, fd in enumerate(high):
            os.dup2(fd, i)
        os.closerange(5, resource.getrlimit(resource.RLIMIT_NOFILE)[0])
        err, life = 2, 4
        os.environ.clear()
        os.environ.update(dict(req["env"]))
        _forget_zygote()
    except BaseException as e:  # the lifeline tells the holder
        try:
            os.write(err, ("sluice zygote: entering the sandbox: %s\n" % e).encode("utf-8", "replace"))
            os.write(life, b"%d\n" % EXIT_SETUP_FAILED)
        finally:
            os._exit(EXIT_SETUP_FAILED)
    # The supervisor from here on: its children are the sandbox's processes after its init.
    if req["lean"]:
        # Runs take sandboxes as fast as they come: the child copies no pages ahead.
        harness._copy_ahead = []
    try:
        harness._supervisor_prelude(lifeline=life)
        harness.serve(pd, forked=True)
    except BaseException as e:  # serve never returns: the harness itself failed
        try:
            os.write(err, ("sluice zygote: the harness failed: %s\n" % e).encode("utf-8", "replace"))
            os.write(life, b"%d\n" % EXIT_SETUP_FAILED)
        finally:
            os._exit(EXIT_SETUP_FAILED)


def _drop_capabilities(cap_last):
    """Drops every capability the entrant holds in the sandbox's user namespace, for itself
    and everything it starts."""
    for cap in range(cap_last + 1):
        if _libc.prctl(PR_CAPBSET_DROP, ctypes.c_ulong(cap), ctypes.c_ulong(0), ctypes.c_ulong(0), ctypes.c_ulong(0)) != 0:
            if ctypes.get_errno() != errno.EINVAL:
                _check(-1, "prctl(PR_CAPBSET_DROP)")
    _prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, "prctl(PR_CAP_AMBIENT)")
    hdr = _CapHeader(LINUX_CAPABILITY_VERSION_3, 0)
    data = (_CapData * 2)()
    _check(_libc.capset(ctypes.byref(hdr), data), "capset")


def _forget_zygote():
    """Makes the supervisor's interpreter state what a fresh interpreter's would be in the
    sandbox: fresh random seeds, no cached temporary directory, no --zygote in sys.argv. (The
    zygote sees the sandbox's paths and environment, so nothing else names anything else.)"""
    import random
    import tempfile

    random.seed()
    tempfile.tempdir = None
    np = sys.modules.get("numpy")
    if np is not None:
        np.random.seed()
    sys.argv = [sys.argv[0]]
