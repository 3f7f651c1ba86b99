"""sluice function bootstrap: an AWS Lambda custom runtime that runs one sluice job per invocation.

Started as ``/usr/bin/python3 -I -B /var/runtime/bootstrap.py`` by /var/runtime/entry, by Lambda
itself (AWS_LAMBDA_RUNTIME_API set) or under the Runtime Interface Emulator (locally, in the
tests). Standard library only. It loops: GET the next invocation from the Runtime API, run its
job in the sluice harness (/sluice/harness.py, the protocol of executors/harness), POST the
response; a malformed event is answered on /error (errorType "BadEvent") and runs nothing.

Wire format (WARNING: executors/function/protocol.go is the other side; keep both in sync):

  event     {"protocol": "sluice-function/1", "ping": true}
              -> only the identity (harness_sha256); nothing runs.
            {"protocol": "sluice-function/1", "run_id": "r-...", "job": {...the harness's job
             line as an object...}, "dataset": "<base64 of the CSV>" (absent: no dataset),
             "limits": {executors.Limits, all ten fields}, "max_response_bytes": N}
  response  {"protocol", "harness_sha256", "started", "report", "report_over", "exit_code",
             "timed_out", "stdout", "stdout_head", "stdout_bytes", "stderr", "stderr_head",
             "stderr_bytes", "artifacts": [{"name", "bytes", "data"}],
             "dropped": [{"name", "reason"}], "usage": {"wall_ms", "cpu_ms",
             "peak_memory_bytes", "start_ms"}}
            A dropped entry with name "" is a note about out_dir or the response as a whole.

Trust. Lambda runs this process, the harness and the user's code as ONE unprivileged user, in
an execution environment that serves invocation after invocation, possibly of other tenants,
and whose environment holds the function role's credentials. So, before any user code exists,
this process makes itself non-dumpable (no ptrace, /proc/<pid>/mem, environ or fd for the
code), and it starts the harness from scratch: its own session, an environment of seven fixed
variables, rlimits, only fds 0-3, no_new_privs and a seccomp filter. The filter is what keeps a
process of the same user from the bootstrap and from the Runtime API: no signal may name the
bootstrap, its ancestors or their process groups, and kill(-1) is refused (the harness's own
clean-up relies on that: it fails with EPERM, and the bootstrap kills the strays itself);
no socket but AF_UNIX (the Runtime API is TCP on 127.0.0.1, and would hand the current event,
request id included, to anyone who asks for the next one); no keyrings, SysV or POSIX message
IPC, io_uring, namespaces, ptrace or other processes' rlimits and scheduling. The response is
built from the report pipe only the harness's supervisor holds, from the exit status this
process observes and from what it reads of out_dir itself, never following a link. Between
invocations every process of the user but this one and its ancestors is killed and everything
the user owns under /tmp, /dev/shm and /dev/mqueue is removed; if that cannot be guaranteed,
the bootstrap stops (a new one cleans up at its start) instead of taking the next invocation.
"""

import base64
import ctypes
import errno
import hashlib
import http.client
import json
import math
import os
import platform
import re
import resource
import select
import signal
import stat
import struct
import sys
import time
import traceback
import urllib.parse

PROTOCOL = "sluice-function/1"
RUNTIME_API_PREFIX = "/2018-06-01/runtime"

PYTHON = "/usr/bin/python3"
HARNESS = "/sluice/harness.py"
HEADER = b"sluice-harness/1\n"  # executors/harness.Header
MAX_REPORT = 1 << 20  # executors/harness.MaxReportBytes, header included
MAX_JOB = 2 << 20  # executors/harness.MaxJobBytes, newline included

# The run's directories. WARNING: the image links /workspace/input and /workspace/output here
# (images/function/Dockerfile); the harness and the code only know the /workspace paths.
RUN_ROOT = "/tmp/sluice"
INPUT_DIR = RUN_ROOT + "/input"
OUTPUT_DIR = RUN_ROOT + "/output"
WORKDIR = "/workspace/output"
# Where a process of the user can write in a Lambda execution environment (only /tmp there;
# /dev/shm and /dev/mqueue exist under Docker): scrubbed of everything the user owns.
SCRUB_DIRS = ("/tmp", "/dev/shm", "/dev/mqueue")

# The harness's whole environment (the other executors' list, plus PATH).
SANDBOX_ENV = {
    "LANG": "C.UTF-8",
    "HOME": "/tmp",
    "MPLCONFIGDIR": "/tmp",
    "PYTHONDONTWRITEBYTECODE": "1",
    "OPENBLAS_NUM_THREADS": "1",
    "OMP_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
    "PATH": "/usr/bin:/bin",
}

# How long the harness may take to import its libraries and announce itself. It must stay
# below the executor's StartupAllowance (45 s, executors/function), so that the bootstrap
# answers before the worker gives up on the invocation.
STARTUP_S = 30.0
# CPU seconds beyond cpus*timeout_s for the harness's imports (executors/subprocess startupCPU).
STARTUP_CPU_S = 3
# How long the harness gets to exit once its stdin is closed, after reporting.
EXIT_GRACE_S = 5.0
# How long the bootstrap keeps killing before it gives up on the execution environment.
KILL_WAIT_S = 10.0
# How long output may still drain once every process of the run is dead.
DRAIN_S = 2.0
# Kept free before the invocation's deadline for collecting, cleaning up and answering.
DEADLINE_RESERVE_S = 1.5

# out_dir: entries examined (executors/internal/harvest.MaxEntriesExamined) and dropped
# entries listed (executors/function maxDropped).
MAX_ENTRIES = 1024
MAX_DROPPED = 64
# Reasons, worded as executors/internal/harvest words them.
REASON_SYMLINK = "symbolic link"
REASON_DIRECTORY = "directory"
REASON_NOT_REGULAR = "not a regular file"
REASON_UNOPENABLE = "cannot be opened"
REASON_SIZE_LIMIT = "output size limit reached"

READ_CHUNK = 1 << 16

RUN_ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$")
REQUEST_ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$")

# Every field of executors.Limits: (type, lowest, highest). These bound garbage; the policy
# sets the real values. A float field also takes a JSON integer (Go writes 8.0 as 8). The
# streams' caps are bounded by what a response can carry anyway. tmp_bytes is checked but not
# enforced: without mount privileges /tmp is one file system, bounded only by the function's
# ephemeral storage size (out_dir's output_bytes still bounds what is returned).
LIMITS = {
    "timeout_s": (float, 0.001, 900.0),
    "memory_mb": (int, 32, 1 << 16),
    "cpus": (float, 0.01, 64.0),
    "pids": (int, 1, 1 << 16),
    "stdout_bytes": (int, 0, 8 << 20),
    "stderr_bytes": (int, 0, 8 << 20),
    "output_files": (int, 0, 100000),
    "output_bytes": (int, 0, 16 << 30),
    "file_size_bytes": (int, 1, 16 << 30),
    "tmp_bytes": (int, 0, 16 << 30),
}
# Lambda's synchronous response limit is 6 MB (6,291,456 bytes); the emulator's 6 MiB + 100.
MAX_RESPONSE_RANGE = (4096, 6 << 20)

PR_SET_PDEATHSIG = 1
PR_SET_DUMPABLE = 4
PR_SET_SECCOMP = 22
PR_SET_NO_NEW_PRIVS = 38
PR_SET_CHILD_SUBREAPER = 36
SECCOMP_MODE_FILTER = 2


def log(msg):
    """One line to the runtime's stderr: CloudWatch under Lambda, the emulator's output
    locally. Never the request id, never anything of the run's data."""
    try:
        sys.stderr.write("sluice-bootstrap: %s\n" % msg)
        sys.stderr.flush()
    except (OSError, ValueError):
        pass  # a log that cannot be written must not end the runtime


class BadEvent(Exception):
    """The event is malformed: answered on /error as "BadEvent", nothing runs."""


class Fatal(Exception):
    """The bootstrap cannot guarantee that nothing of a run survives into the next: it stops
    instead of taking another invocation (Lambda starts a new one, which cleans up first)."""


class SpawnError(Exception):
    """The harness could not be started (a failure of the sandbox set-up, not of the code)."""


# ---------------------------------------------------------------------------------------------
# The Runtime API.


class Invocation:
    def __init__(self, request_id, deadline_epoch_s, body):
        self.request_id = request_id
        self.deadline_epoch_s = deadline_epoch_s  # None when the API gave none
        self.body = body


class RuntimeAPI:
    """The Lambda Runtime API at AWS_LAMBDA_RUNTIME_API (host:port), one connection per call:
    it is on the loopback, and a fresh connection leaves nothing half-read between calls."""

    def __init__(self, address):
        host, sep, port = address.rpartition(":")
        if not sep or not host or not port.isdigit():
            raise ValueError("AWS_LAMBDA_RUNTIME_API %r is not host:port" % address)
        self.host, self.port = host, int(port)

    def _call(self, method, path, body=None, headers=None, timeout=30.0):
        conn = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        try:
            conn.request(method, RUNTIME_API_PREFIX + path, body=body, headers=headers or {})
            resp = conn.getresponse()
            return resp.status, resp.getheaders(), resp.read()
        finally:
            conn.close()

    def next(self):
        """Blocks until the next invocation (the environment may be frozen meanwhile)."""
        status, headers, body = self._call("GET", "/invocation/next", timeout=None)
        if status != 200:
            raise Fatal("the Runtime API answered %d to /invocation/next" % status)
        h = {k.lower(): v for k, v in headers}
        rid = h.get("lambda-runtime-aws-request-id", "")
        if not REQUEST_ID_RE.match(rid):
            raise Fatal("the Runtime API gave an unusable request id")
        deadline = None
        try:
            deadline = int(h.get("lambda-runtime-deadline-ms", "")) / 1000.0
        except ValueError:
            pass  # no deadline: the bootstrap's own bounds apply
        return Invocation(rid, deadline, body)

    def respond(self, inv, payload):
        path = "/invocation/%s/response" % urllib.parse.quote(inv.request_id, safe="")
        status, _, body = self._call("POST", path, payload, {"Content-Type": "application/json"})
        if status != 202:
            log("the Runtime API refused the response (%d): %s" % (status, body[:200]))

    def error(self, inv, error_type, message):
        path = "/invocation/%s/error" % urllib.parse.quote(inv.request_id, safe="")
        self._post_error(path, error_type, message)

    def init_error(self, error_type, message):
        self._post_error("/init/error", error_type, message)

    def _post_error(self, path, error_type, message):
        payload = json.dumps({"errorType": error_type, "errorMessage": message[:2000], "stackTrace": []}).encode()
        status, _, body = self._call("POST", path, payload,
                                     {"Content-Type": "application/json", "Lambda-Runtime-Function-Error-Type": error_type})
        if status != 202:
            log("the Runtime API refused the error report (%d): %s" % (status, body[:200]))


# ---------------------------------------------------------------------------------------------
# The event.


class Event:
    def __init__(self, run_id, job_line, dataset, limits, max_response):
        self.run_id = run_id
        self.job_line = job_line  # bytes, with its newline
        self.dataset = dataset  # bytes, or None
        self.limits = limits  # dict, every field of LIMITS
        self.max_response = max_response


PING = object()


def _no_duplicates(pairs):
    d = {}
    for k, v in pairs:
        if k in d:
            raise BadEvent("duplicate key %r" % k[:40])
        d[k] = v
    return d


def _no_constants(name):
    raise BadEvent("%s is not a JSON number" % name)


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def parse_event(body):
    """The event as an Event, or PING; raises BadEvent. Strict: every key known, every value of
    its type and range, so that a worker speaking another version is refused, not misread."""
    try:
        ev = json.loads(body, object_pairs_hook=_no_duplicates, parse_constant=_no_constants)
    except BadEvent:
        raise
    except (ValueError, RecursionError) as e:
        raise BadEvent("not JSON: %s" % str(e)[:200])
    if not isinstance(ev, dict):
        raise BadEvent("the event is not an object")
    if ev.get("protocol") != PROTOCOL:
        raise BadEvent("protocol %r, want %r" % (str(ev.get("protocol"))[:40], PROTOCOL))
    ping = ev.get("ping", False)
    if not isinstance(ping, bool):
        raise BadEvent("ping: not a boolean")
    if ping:
        extra = set(ev) - {"protocol", "ping"}
        if extra:
            raise BadEvent("a ping carries %s" % ", ".join(sorted(extra)))
        return PING
    known = {"protocol", "ping", "run_id", "job", "dataset", "limits", "max_response_bytes"}
    extra = set(ev) - known
    if extra:
        raise BadEvent("unknown keys: %s" % ", ".join(sorted(k[:40] for k in extra)))
    missing = {"run_id", "job", "limits", "max_response_bytes"} - set(ev)
    if missing:
        raise BadEvent("missing keys: %s" % ", ".join(sorted(missing)))

    run_id = ev["run_id"]
    if not isinstance(run_id, str) or not RUN_ID_RE.match(run_id):
        raise BadEvent("run_id: want 1-63 letters, digits, '-' or '_'")

    job = ev["job"]
    if not isinstance(job, dict):
        raise BadEvent("job: not an object")
    if not _is_int(job.get("protocol")) or job["protocol"] != 1:
        raise BadEvent("job: not a protocol 1 harness job")
    if job.get("kind") not in ("code", "tool"):
        raise BadEvent("job: kind must be code or tool")
    try:
        line = json.dumps(job, ensure_ascii=True, separators=(",", ":"), allow_nan=False).encode("ascii") + b"\n"
    except (ValueError, RecursionError) as e:
        raise BadEvent("job: cannot be encoded: %s" % str(e)[:200])
    if len(line) > MAX_JOB:
        raise BadEvent("job: %d bytes, more than %d" % (len(line), MAX_JOB))

    dataset = None
    ds = ev.get("dataset", "")
    if not isinstance(ds, str):
        raise BadEvent("dataset: not a base64 string")
    if ds:
        try:
            dataset = base64.b64decode(ds, validate=True)
        except ValueError:
            raise BadEvent("dataset: not standard base64")

    limits = ev["limits"]
    if not isinstance(limits, dict):
        raise BadEvent("limits: not an object")
    if set(limits) != set(LIMITS):
        raise BadEvent("limits: want exactly %s" % ", ".join(sorted(LIMITS)))
    clean = {}
    for key, (typ, lo, hi) in LIMITS.items():
        v = limits[key]
        if typ is float and _is_int(v):
            v = float(v)
        if not (_is_int(v) if typ is int else isinstance(v, float)) or not (lo <= v <= hi):
            raise BadEvent("limits.%s: want a%s from %s to %s" % (key, "n integer" if typ is int else " number", lo, hi))
        clean[key] = v

    mr = ev["max_response_bytes"]
    if not _is_int(mr) or not (MAX_RESPONSE_RANGE[0] <= mr <= MAX_RESPONSE_RANGE[1]):
        raise BadEvent("max_response_bytes: want an integer from %d to %d" % MAX_RESPONSE_RANGE)
    return Event(run_id, line, dataset, clean, mr)


# ---------------------------------------------------------------------------------------------
# The seccomp filter of the harness and everything it starts.

# Syscall numbers by architecture (checked against the kernel headers: x86_64's
# asm/unistd_64.h, arm64's asm-generic/unistd.h). Lambda runs x86_64 and arm64.
SYSCALLS = {
    "x86_64": {
        "socket": 41, "kill": 62, "tkill": 200, "tgkill": 234, "rt_sigqueueinfo": 129,
        "rt_tgsigqueueinfo": 297, "pidfd_send_signal": 424, "prlimit64": 302, "setpriority": 141,
        "sched_setparam": 142, "sched_setscheduler": 144, "sched_setaffinity": 203, "sched_setattr": 314,
        "ioprio_set": 251, "ptrace": 101, "process_vm_readv": 310, "process_vm_writev": 311,
        "add_key": 248, "request_key": 249, "keyctl": 250, "io_uring_setup": 425, "io_uring_enter": 426,
        "io_uring_register": 427, "shmget": 29, "shmat": 30, "shmctl": 31, "shmdt": 67, "semget": 64,
        "semop": 65, "semctl": 66, "semtimedop": 220, "msgget": 68, "msgsnd": 69, "msgrcv": 70,
        "msgctl": 71, "mq_open": 240, "mq_unlink": 241, "mq_timedsend": 242, "mq_timedreceive": 243,
        "mq_notify": 244, "mq_getsetattr": 245, "unshare": 272, "setns": 308, "clone": 56, "clone3": 435,
        "bpf": 321, "perf_event_open": 298, "userfaultfd": 323, "process_madvise": 440, "kcmp": 312,
    },
    "aarch64": {
        "socket": 198, "kill": 129, "tkill": 130, "tgkill": 131, "rt_sigqueueinfo": 138,
        "rt_tgsigqueueinfo": 240, "pidfd_send_signal": 424, "prlimit64": 261, "setpriority": 140,
        "sched_setparam": 118, "sched_setscheduler": 119, "sched_setaffinity": 122, "sched_setattr": 274,
        "ioprio_set": 30, "ptrace": 117, "process_vm_readv": 270, "process_vm_writev": 271,
        "add_key": 217, "request_key": 218, "keyctl": 219, "io_uring_setup": 425, "io_uring_enter": 426,
        "io_uring_register": 427, "shmget": 194, "shmat": 196, "shmctl": 195, "shmdt": 197, "semget": 190,
        "semop": 193, "semctl": 191, "semtimedop": 192, "msgget": 186, "msgsnd": 189, "msgrcv": 188,
        "msgctl": 187, "mq_open": 180, "mq_unlink": 181, "mq_timedsend": 182, "mq_timedreceive": 183,
        "mq_notify": 184, "mq_getsetattr": 185, "unshare": 97, "setns": 268, "clone": 220, "clone3": 435,
        "bpf": 280, "perf_event_open": 241, "userfaultfd": 282, "process_madvise": 440, "kcmp": 272,
    },
}
AUDIT_ARCH = {"x86_64": 0xC000003E, "aarch64": 0xC00000B7}
X32_SYSCALL_BIT = 0x40000000

# Refused outright (EPERM): other processes' memory, keyrings (not namespaced: they would
# outlive the run), SysV and POSIX message IPC (objects that outlive their creator),
# io_uring (its socket operations bypass this filter), namespaces, BPF and perf, a signal
# through a pidfd (a pidfd names any process: /proc/<pid> opens as one).
DENY = (
    "ptrace", "process_vm_readv", "process_vm_writev", "kcmp", "process_madvise",
    "add_key", "request_key", "keyctl",
    "shmget", "shmat", "shmctl", "shmdt", "semget", "semop", "semctl", "semtimedop",
    "msgget", "msgsnd", "msgrcv", "msgctl",
    "mq_open", "mq_unlink", "mq_timedsend", "mq_timedreceive", "mq_notify", "mq_getsetattr",
    "io_uring_setup", "io_uring_enter", "io_uring_register",
    "unshare", "setns", "bpf", "perf_event_open", "userfaultfd", "pidfd_send_signal", "ioprio_set",
)
# Allowed for the calling process only (first argument 0): a process of the same user may
# otherwise change the bootstrap's rlimits (prlimit64 checks no dumpability) or scheduling.
SELF_ONLY = ("prlimit64", "sched_setparam", "sched_setscheduler", "sched_setaffinity", "sched_setattr")
# Their first argument names the target process (or group, negative; -1 is every process).
SIGNALS = ("kill", "tkill", "tgkill", "rt_sigqueueinfo", "rt_tgsigqueueinfo")
# Namespace flags of clone(2) (CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET).
CLONE_NEW_MASK = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000

BPF_LD_W_ABS = 0x20
BPF_JEQ_K = 0x15
BPF_JGE_K = 0x35
BPF_JSET_K = 0x45
BPF_RET_K = 0x06
RET_ALLOW = 0x7FFF0000
RET_KILL_PROCESS = 0x80000000
OFF_NR, OFF_ARCH, OFF_ARG0, OFF_ARG1 = 0, 4, 16, 24  # struct seccomp_data; low words (little endian)


def _errno_ret(e):
    return 0x00050000 | e


def build_filter(arch, protected_targets):
    """The filter as packed struct sock_filter instructions. protected_targets are the values
    a signal's first argument must not have (32-bit, as the kernel reads a pid_t)."""
    nr = SYSCALLS[arch]
    prog = []

    def ins(code, k, jt=0, jf=0):
        prog.append((code, jt, jf, k & 0xFFFFFFFF))

    def rule(name, body):
        """body: instructions that end in a return; skipped unless the syscall is name."""
        ins(BPF_JEQ_K, nr[name], 0, len(body))
        prog.extend(body)

    def b(code, k, jt=0, jf=0):
        return (code, jt, jf, k & 0xFFFFFFFF)

    ins(BPF_LD_W_ABS, OFF_ARCH)
    ins(BPF_JEQ_K, AUDIT_ARCH[arch], 1, 0)
    ins(BPF_RET_K, RET_KILL_PROCESS)  # another ABI (i386 on x86_64): other numbers, refused whole
    ins(BPF_LD_W_ABS, OFF_NR)
    if arch == "x86_64":
        ins(BPF_JGE_K, X32_SYSCALL_BIT, 0, 1)
        ins(BPF_RET_K, _errno_ret(errno.ENOSYS))
    for name in DENY:
        rule(name, [b(BPF_RET_K, _errno_ret(errno.EPERM))])
    rule("clone3", [b(BPF_RET_K, _errno_ret(errno.ENOSYS))])  # flags out of reach: libc falls back to clone
    rule("clone", [b(BPF_LD_W_ABS, OFF_ARG0), b(BPF_JSET_K, CLONE_NEW_MASK, 0, 1),
                   b(BPF_RET_K, _errno_ret(errno.EPERM)), b(BPF_RET_K, RET_ALLOW)])
    # Only AF_UNIX (1): the Runtime API, the emulator and the VPC are all AF_INET.
    rule("socket", [b(BPF_LD_W_ABS, OFF_ARG0), b(BPF_JEQ_K, 1, 0, 1),
                    b(BPF_RET_K, RET_ALLOW), b(BPF_RET_K, _errno_ret(errno.EACCES))])
    for name in SELF_ONLY:
        rule(name, [b(BPF_LD_W_ABS, OFF_ARG0), b(BPF_JEQ_K, 0, 0, 1),
                    b(BPF_RET_K, RET_ALLOW), b(BPF_RET_K, _errno_ret(errno.EPERM))])
    rule("setpriority", [b(BPF_LD_W_ABS, OFF_ARG0), b(BPF_JEQ_K, 0, 0, 3),  # PRIO_PROCESS
                         b(BPF_LD_W_ABS, OFF_ARG1), b(BPF_JEQ_K, 0, 0, 1),  # who == 0: itself
                         b(BPF_RET_K, RET_ALLOW), b(BPF_RET_K, _errno_ret(errno.EPERM))])
    targets = sorted(set(t & 0xFFFFFFFF for t in protected_targets))
    if len(targets) > 200:
        raise Fatal("too many protected processes for the filter (%d)" % len(targets))
    for name in SIGNALS:
        body = [b(BPF_LD_W_ABS, OFF_ARG0)]
        for i, t in enumerate(targets):
            # On a match, jump over the remaining compares and the allow, to the refusal.
            body.append(b(BPF_JEQ_K, t, len(targets) - i, 0))
        body += [b(BPF_RET_K, RET_ALLOW), b(BPF_RET_K, _errno_ret(errno.EPERM))]
        rule(name, body)
    ins(BPF_RET_K, RET_ALLOW)
    if len(prog) > 4096:
        raise Fatal("the seccomp filter is too long (%d instructions)" % len(prog))
    return b"".join(struct.pack("=HBBI", *i) for i in prog)


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]


_libc = ctypes.CDLL(None, use_errno=True)
_libc.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
_libc.prctl.restype = ctypes.c_int


def prctl(option, arg2=0, arg3=0):
    if _libc.prctl(option, arg2, arg3, 0, 0) != 0:
        e = ctypes.get_errno()
        raise OSError(e, "prctl(%d): %s" % (option, os.strerror(e)))


class Filter:
    """A seccomp filter ready to load: built in the bootstrap, loaded in the forked child."""

    def __init__(self, code):
        self.buf = ctypes.create_string_buffer(code, len(code))
        self.prog = _SockFprog(len(code) // 8, ctypes.cast(self.buf, ctypes.c_void_p))

    def load(self):
        prctl(PR_SET_NO_NEW_PRIVS, 1)
        prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.addressof(self.prog))


# ---------------------------------------------------------------------------------------------
# Processes.


def _proc_status(pid, dir_fd=None):
    """(real uid, state letter, ppid, pgid) of a process, or None when it is gone."""
    try:
        if dir_fd is None:
            with open("/proc/%d/status" % pid, "rb") as f:
                data = f.read()
        else:
            fd = os.open("status", os.O_RDONLY | os.O_CLOEXEC, dir_fd=dir_fd)
            try:
                data = os.read(fd, 8192)
            finally:
                os.close(fd)
    except (FileNotFoundError, ProcessLookupError):
        return None
    uid = state = ppid = None
    for line in data.split(b"\n"):
        if line.startswith(b"Uid:"):
            uid = int(line.split()[1])
        elif line.startswith(b"State:"):
            state = line.split()[1].decode("ascii", "replace")
        elif line.startswith(b"PPid:"):
            ppid = int(line.split()[1])
    if uid is None or state is None or ppid is None:
        return None
    try:
        pgid = os.getpgid(pid)
    except ProcessLookupError:
        return None
    return uid, state, ppid, pgid


class Usage:
    """What the processes reaped during one run cost: each wait4 counts a process and the
    descendants it reaped itself. (RUSAGE_CHILDREN's maxrss is a maximum over the bootstrap's
    whole life: an earlier run's peak, maybe another tenant's, would show in this one.)"""

    def __init__(self):
        self.cpu_s = 0.0
        self.maxrss_kib = 0


class Processes:
    """The processes of the bootstrap's user: which are protected (this process and its
    ancestors, Lambda's or the emulator's), and killing and reaping all the others."""

    def __init__(self):
        self.uid = os.getuid()
        self.self_pid = os.getpid()
        self.protected = {self.self_pid}
        self.targets = {-1 & 0xFFFFFFFF}  # kill(-1): every process the caller may signal
        pid = self.self_pid
        while pid > 1:
            st = _proc_status(pid)
            if st is None:
                break
            self.protected.add(pid)
            self.targets.update({pid, -pid, -st[3]})
            pid = st[2]
        self.protected.add(1)
        self.targets.update({1, -1})
        # kill(-1) from here spares this process and the pid namespace's init, and reaches
        # every other process of the user: safe while no other ancestor runs as this user.
        self.kill_minus_one = True
        for p in self.protected - {self.self_pid, 1}:
            st = _proc_status(p)
            if st is not None and st[0] == self.uid:
                self.kill_minus_one = False
        self.usage = Usage()
        self.exits = {}  # pid -> wait status, of the processes a run waits for

    def filter_targets(self):
        """The signal targets the filter refuses, fresh: the protected processes' threads too,
        since kill() with a thread's id signals its whole process."""
        t = set(self.targets)
        for p in self.protected:
            try:
                t.update(int(x) for x in os.listdir("/proc/%d/task" % p))
            except OSError:
                pass  # gone or unreadable: its pid is listed already
        return t

    def others(self):
        """The live (not zombie) processes of the user, other than the protected ones."""
        out = []
        for name in os.listdir("/proc"):
            if not name.isdigit():
                continue
            pid = int(name)
            if pid in self.protected:
                continue
            st = _proc_status(pid)
            if st is not None and st[0] == self.uid and st[1] not in ("Z", "X"):
                out.append(pid)
        return out

    def tasks_of_user(self):
        """How many tasks (threads) the user has now: RLIMIT_NPROC counts them all."""
        n = 0
        for name in os.listdir("/proc"):
            if not name.isdigit():
                continue
            st = _proc_status(int(name))
            if st is not None and st[0] == self.uid:
                try:
                    n += len(os.listdir("/proc/%s/task" % name))
                except OSError:
                    n += 1
        return n

    def reap(self):
        """Reaps every exited child (the run's orphans come here: the bootstrap is a child
        subreaper), adding up what they cost and keeping the statuses of those watched."""
        while True:
            try:
                pid, status, ru = os.wait4(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            self.usage.cpu_s += ru.ru_utime + ru.ru_stime
            self.usage.maxrss_kib = max(self.usage.maxrss_kib, ru.ru_maxrss)
            if pid in self.exits:
                self.exits[pid] = status

    def kill_others(self, spare=()):
        """SIGKILLs every live process of the user but the protected ones and spare, until
        none is left; raises Fatal if some survive KILL_WAIT_S."""
        end = time.monotonic() + KILL_WAIT_S
        while True:
            self.reap()
            left = [p for p in self.others() if p not in spare]
            if not left:
                return
            if time.monotonic() > end:
                raise Fatal("processes of the user survive SIGKILL: %s" % left[:10])
            if not spare and self.kill_minus_one:
                try:
                    os.kill(-1, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            else:
                for pid in left:
                    self._kill_one(pid)
            time.sleep(0.002)

    def _kill_one(self, pid):
        """SIGKILL through a pidfd of /proc/<pid>, after checking through the same descriptor
        that it is still the user's (a pid may have been reused)."""
        try:
            fd = os.open("/proc/%d" % pid, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        except FileNotFoundError:
            return
        try:
            st = _proc_status(pid, dir_fd=fd)
            if st is not None and st[0] == self.uid:
                signal.pidfd_send_signal(fd, signal.SIGKILL)
        except ProcessLookupError:
            pass
        finally:
            os.close(fd)


# ---------------------------------------------------------------------------------------------
# Files.


DIR_OPEN = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


def _remove_tree(parent_fd, name):
    """Removes the directory name (in parent_fd) and everything in it, of any depth, without
    following links: iteratively, one directory descriptor at a time, climbing back through
    "..". Runs only when no process of the user is alive, so nothing moves meanwhile."""
    os.chmod(name, 0o700, dir_fd=parent_fd)  # the code may have left it unreadable
    cur = os.open(name, DIR_OPEN, dir_fd=parent_fd)
    depth = 1
    try:
        while depth > 0:
            sub = None
            removed = False
            with os.scandir(cur) as it:
                for e in it:
                    if e.is_dir(follow_symlinks=False):
                        try:
                            os.rmdir(e.name, dir_fd=cur)
                            removed = True
                        except OSError as err:
                            if err.errno not in (errno.ENOTEMPTY, errno.EEXIST):
                                raise
                            sub = e.name
                            break
                    else:
                        os.unlink(e.name, dir_fd=cur)
                        removed = True
            if sub is not None:
                os.chmod(sub, 0o700, dir_fd=cur)
                nxt = os.open(sub, DIR_OPEN, dir_fd=cur)
                os.close(cur)
                cur, depth = nxt, depth + 1
            elif not removed:
                # Empty: climb back; the parent's next pass removes it.
                up = os.open("..", DIR_OPEN, dir_fd=cur)
                os.close(cur)
                cur, depth = up, depth - 1
            # else: entries were removed while listing; list again (a directory read while it
            # changes may skip entries).
    finally:
        os.close(cur)
    os.rmdir(name, dir_fd=parent_fd)


def remove_users_entries(path, uid):
    """Removes every entry of the directory path that uid owns, whole; leaves the others. A
    process of uid can only have created entries owned by uid (no_new_privs: no setuid)."""
    try:
        top = os.open(path, DIR_OPEN)
    except (FileNotFoundError, NotADirectoryError):
        return
    except PermissionError:
        if os.access(path, os.W_OK):
            raise Fatal("%s: writable but not listable: it cannot be scrubbed" % path)
        return  # neither listable nor writable: nothing of a run can be there
    try:
        while True:
            again = False
            with os.scandir(top) as it:
                for e in it:
                    try:
                        st = e.stat(follow_symlinks=False)
                    except FileNotFoundError:
                        continue  # another user's entry, gone meanwhile
                    if st.st_uid != uid:
                        continue
                    again = True
                    if stat.S_ISDIR(st.st_mode):
                        _remove_tree(top, e.name)
                    else:
                        os.unlink(e.name, dir_fd=top)
            if not again:
                return
    finally:
        os.close(top)


def foreign_writable(path, uid):
    """Entries of path that another user owns and this one may write to: a run could leave
    data there for the next one, and the scrub would not remove it."""
    out = []
    try:
        with os.scandir(path) as it:
            for e in it:
                try:
                    st = e.stat(follow_symlinks=False)
                except FileNotFoundError:
                    continue
                if st.st_uid != uid and not stat.S_ISLNK(st.st_mode) and \
                        os.access(e.path, os.W_OK, follow_symlinks=False):
                    out.append(e.path)
    except FileNotFoundError:
        pass
    except PermissionError:
        if os.access(path, os.W_OK):
            out.append(path + " (not listable)")
    return out


# ---------------------------------------------------------------------------------------------
# Output.


class Capture:
    """The head and the tail of a stream within limit bytes, and the count of every byte
    (executors/internal/capture.Buffer keeps the same: the first limit/2 bytes, then the last
    limit-limit/2 of the rest)."""

    def __init__(self, limit):
        self.head_cap = limit // 2
        self.tail_cap = limit - limit // 2
        self.head = bytearray()
        self.tail = bytearray()
        self.total = 0

    def write(self, b):
        self.total += len(b)
        room = self.head_cap - len(self.head)
        if room > 0:
            self.head += b[:room]
            b = b[room:]
        if not b or self.tail_cap == 0:
            return
        if len(b) >= self.tail_cap:
            self.tail = bytearray(b[-self.tail_cap:])
            return
        self.tail += b
        if len(self.tail) > self.tail_cap:
            del self.tail[: len(self.tail) - self.tail_cap]

    def kept(self):
        return bytes(self.head) + bytes(self.tail)


def _enc(obj):
    """The response's encoding: compact JSON, UTF-8. Sizes are counted in it."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")


def _b64len(n):
    return 4 * ((n + 2) // 3)


def _name(raw):
    """A file name from out_dir as text: invalid UTF-8 becomes U+FFFD (the executor sanitises
    names anyway, and refuses two that sanitise alike)."""
    return os.fsencode(raw).decode("utf-8", "replace")


class Budget:
    """Assembles the response's artifacts and dropped entries within its byte limit, counting
    exactly, so that nothing is cut: what does not fit is left out and said so. Dropped
    entries beyond what fits, or beyond MAX_DROPPED, become one note at the end, for which
    NOTE_RESERVE is kept free."""

    NOTE_RESERVE = 256

    def __init__(self, limit, base_size):
        self.limit = limit
        self.size = base_size  # the response's size so far
        self.artifacts = []
        self.dropped = []
        self.untold = 0  # dropped entries not listed

    def free(self):
        return self.limit - self.NOTE_RESERVE - self.size

    def artifact_cost(self, name, n):
        return len(_enc({"name": name, "bytes": n, "data": ""})) + _b64len(n) + (1 if self.artifacts else 0)

    def add_artifact(self, name, data):
        """Adds the artifact if it fits, else drops it with the reason."""
        cost = self.artifact_cost(name, len(data))
        if cost > self.free():
            self.drop(name, "over the function's response limit (%d bytes)" % self.limit)
            return
        self.size += cost
        self.artifacts.append({"name": name, "bytes": len(data), "data": base64.b64encode(data).decode("ascii")})

    def drop(self, name, reason):
        d = {"name": name, "reason": reason}
        cost = len(_enc(d)) + (1 if self.dropped else 0)
        if self.untold or len(self.dropped) >= MAX_DROPPED - 1 or cost > self.free():
            self.untold += 1
            return
        self.size += cost
        self.dropped.append(d)

    def finish(self):
        if self.untold:
            self.dropped.append({"name": "", "reason": "%d more entries dropped, not listed" % self.untold})


def collect(out_fd, limits, room):
    """The entries of out_dir, in name order, as ("file", name, data) or ("drop", name,
    reason): regular files directly in it, read through the descriptor opened before the run
    (a directory moved or replaced since changes nothing), without following anything, FIFOs
    not blocking, sizes checked before anything is read. Files are read while their base64
    fits room, the bytes the response has left; the rest is dropped for the response limit
    (the exact assembly, once the streams have ended, may drop more)."""
    entries = []
    more = 0
    out = []
    try:
        with os.scandir(out_fd) as it:
            for e in it:
                if len(entries) < MAX_ENTRIES:
                    entries.append(e)
                else:
                    more += 1
                    if more >= 1 << 16:
                        break
    except OSError as e:
        return [("drop", "", "out_dir: cannot be listed (%s)" % e.strerror)]
    entries.sort(key=lambda e: os.fsencode(e.name))
    files = total = 0
    for e in entries:
        name = _name(e.name)
        if e.is_symlink():
            out.append(("drop", name, REASON_SYMLINK))
            continue
        if e.is_dir(follow_symlinks=False):
            out.append(("drop", name, REASON_DIRECTORY))
            continue
        if not e.is_file(follow_symlinks=False):
            out.append(("drop", name, REASON_NOT_REGULAR))
            continue
        if files >= limits["output_files"]:
            out.append(("drop", name, "more than %d files" % limits["output_files"]))
            continue
        try:
            fd = os.open(e.name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC, dir_fd=out_fd)
        except OSError as err:
            out.append(("drop", name, REASON_SYMLINK if err.errno == errno.ELOOP else REASON_UNOPENABLE))
            continue
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):
                out.append(("drop", name, REASON_NOT_REGULAR))
                continue
            size = st.st_size
            if size > limits["file_size_bytes"]:
                out.append(("drop", name, "larger than the file size limit (%d bytes)" % limits["file_size_bytes"]))
                continue
            if size > limits["output_bytes"] - total:
                out.append(("drop", name, REASON_SIZE_LIMIT))
                continue
            if _b64len(size) > room:
                out.append(("drop", name, None))  # the response limit: worded by the assembly
                continue
            data = _read_exactly(fd, size)
            if data is None:
                out.append(("drop", name, "changed while being copied"))
                continue
        finally:
            os.close(fd)
        out.append(("file", name, data))
        files += 1
        total += size
        room -= _b64len(size)
    if more:
        out.append(("drop", "", "%s%d more entries: not examined" % ("" if more < 1 << 16 else "at least ", more)))
    return out


def _read_exactly(fd, size):
    """size bytes of fd, or None when the file turns out shorter or longer."""
    buf = bytearray()
    while len(buf) < size:
        try:
            chunk = os.read(fd, min(READ_CHUNK * 16, size - len(buf)))
        except BlockingIOError:
            return None
        if not chunk:
            return None
        buf += chunk
    try:
        if os.read(fd, 1):
            return None
    except BlockingIOError:
        return None
    return bytes(buf)


# ---------------------------------------------------------------------------------------------
# One run.


class Run:
    """One job: the workspace, the harness, its supervision, what it left and the response."""

    def __init__(self, boot, ev, hard_end):
        self.boot = boot
        self.ev = ev
        self.limits = ev.limits
        self.hard_end = hard_end  # monotonic: what the invocation's deadline leaves
        self.fds = []  # every descriptor this run opened, closed at the end
        self.out_fd = None
        self.pid = None
        self.stdout = Capture(self.limits["stdout_bytes"])
        self.stderr = Capture(self.limits["stderr_bytes"])
        self.rep = bytearray()
        self.rep_seen = 0
        self.report_over = False
        self.started = False
        self.bad_header = False
        self.timed_out = False
        self.t_spawn = self.t_header = self.t_sent = self.t_end = None

    def _keep(self, fd):
        self.fds.append(fd)
        return fd

    def _close(self, fd):
        if fd in self.fds:
            self.fds.remove(fd)
            os.close(fd)

    # -- the workspace ---------------------------------------------------------------------

    def prepare(self):
        """/tmp/sluice/input (the dataset, read-only) and an empty /tmp/sluice/output, whose
        descriptor is kept for the collection. The code runs as the same user and could change
        their modes: read-only here is a courtesy against mistakes, as elsewhere; the directory
        is removed whole after the run."""
        if os.path.lexists(RUN_ROOT):
            raise Fatal("%s exists before the run" % RUN_ROOT)
        os.mkdir(RUN_ROOT, 0o755)
        os.mkdir(INPUT_DIR, 0o755)
        os.mkdir(OUTPUT_DIR, 0o755)
        if self.ev.dataset is not None:
            fd = os.open(INPUT_DIR + "/data.csv", os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o444)
            try:
                view = memoryview(self.ev.dataset)
                while view:
                    view = view[os.write(fd, view):]
            finally:
                os.close(fd)
        os.chmod(INPUT_DIR, 0o555)
        self.ev.dataset = None  # the file has it; the event's copy is not needed any more
        self.out_fd = self._keep(os.open(OUTPUT_DIR, DIR_OPEN))

    # -- the harness -----------------------------------------------------------------------

    def spawn(self):
        l = self.limits
        procs = self.boot.procs
        code = build_filter(self.boot.arch, procs.filter_targets())
        filt = Filter(code)
        cpu = int(math.ceil(l["cpus"] * l["timeout_s"])) + STARTUP_CPU_S
        # RLIMIT_NPROC counts every task of the user, the bootstrap's and the emulator's
        # threads included: the run gets pids tasks of its own on top of those.
        nproc = procs.tasks_of_user() + l["pids"]
        rlimits = [
            (resource.RLIMIT_CORE, 0, 0),
            (resource.RLIMIT_NOFILE, 1024, 1024),
            (resource.RLIMIT_AS, l["memory_mb"] << 20, l["memory_mb"] << 20),
            (resource.RLIMIT_FSIZE, l["file_size_bytes"], l["file_size_bytes"]),
            (resource.RLIMIT_CPU, cpu, cpu + 1),
            (resource.RLIMIT_NPROC, nproc, nproc),
        ]
        in_r, in_w = os.pipe()
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        rep_r, rep_w = os.pipe()
        ex_r, ex_w = os.pipe()  # the child's set-up error, if any; closed by a successful exec
        for fd in (in_r, in_w, out_r, out_w, err_r, err_w, rep_r, rep_w, ex_r, ex_w):
            self._keep(fd)
        parent = os.getpid()
        self.t_spawn = time.monotonic()
        pid = os.fork()
        if pid == 0:
            _child(parent, (in_r, out_w, err_w, rep_w), ex_w, rlimits, filt)  # never returns
        self.pid = pid
        procs.exits[pid] = None
        for fd in (in_r, out_w, err_w, rep_w, ex_w):
            self._close(fd)
        msg = bytearray()
        end = time.monotonic() + 10
        while time.monotonic() < end:
            if not select.select([ex_r], [], [], max(0.0, end - time.monotonic()))[0]:
                break
            chunk = os.read(ex_r, 4096)
            if not chunk:
                break
            msg += chunk
        self._close(ex_r)
        if msg:
            raise SpawnError("starting the harness: %s" % msg.decode("utf-8", "replace")[:500])
        self.in_w, self.out_r, self.err_r, self.rep_r = in_w, out_r, err_r, rep_r
        for fd in (in_w, out_r, err_r, rep_r):
            os.set_blocking(fd, False)

    # -- supervision -----------------------------------------------------------------------

    def _exited(self):
        return self.boot.procs.exits.get(self.pid) is not None

    def _read_into(self, fd, sink):
        """Reads what fd has; False at end of file."""
        while True:
            try:
                chunk = os.read(fd, READ_CHUNK)
            except BlockingIOError:
                return True
            if not chunk:
                return False
            sink(chunk)

    def _report_bytes(self, chunk):
        """The report channel: the header, then at most MAX_REPORT bytes in all; the rest is
        read and counted, not kept (the harness must not block on a full pipe)."""
        room = MAX_REPORT - len(self.rep)
        if len(chunk) > room:
            self.report_over = True
        self.rep += chunk[:max(0, room)]
        if not self.started and not self.bad_header and len(self.rep) >= len(HEADER):
            if bytes(self.rep[:len(HEADER)]) == HEADER:
                self.started = True
                self.t_header = time.monotonic()
            else:
                self.bad_header = True

    def supervise(self):
        """Runs until the report channel ends (the report came, or the harness died) or a time
        limit passes: the start-up allowance until the header, then the run's own limit from
        the moment the job line is handed over."""
        l = self.limits
        poller = select.poll()
        streams = {self.out_r: self.stdout.write, self.err_r: self.stderr.write, self.rep_r: self._report_bytes}
        for fd in streams:
            poller.register(fd, select.POLLIN)
        pidfd = None
        try:
            pidfd = self._keep(os.pidfd_open(self.pid))
            poller.register(pidfd, select.POLLIN)
        except (AttributeError, OSError):
            pidfd = None  # no pidfds: the loop polls the exit every 50 ms instead
        pending = b""
        startup_end = min(self.t_spawn + STARTUP_S, self.hard_end)
        run_end = None
        rep_open = True
        killed_at = None
        while rep_open:
            now = time.monotonic()
            if killed_at is None:
                end = run_end if run_end is not None else startup_end
                if now >= end:
                    self.timed_out = run_end is not None
                    self._kill_all()
                    killed_at = now
                    self.t_end = self.t_end or now
            elif now - killed_at > KILL_WAIT_S:
                raise Fatal("the report channel stays open after every process was killed")
            if self.started and run_end is None and not self.bad_header:
                # The harness is ready: hand over the job; the run's clock starts now.
                pending = self.ev.job_line
                self.t_sent = time.monotonic()
                run_end = min(self.t_sent + l["timeout_s"], self.hard_end)
                poller.register(self.in_w, select.POLLOUT)
            if self.bad_header and killed_at is None:
                # Something else than the harness speaks on fd 3: nothing is sent to it.
                self._kill_all()
                killed_at = time.monotonic()
            timeout = 0.05 if pidfd is None else 1.0
            if killed_at is None:
                timeout = min(timeout, max(0.0, (run_end if run_end is not None else startup_end) - time.monotonic()))
            for fd, ev in poller.poll(int(timeout * 1000) + 1):
                if fd == self.in_w:
                    if ev & (select.POLLERR | select.POLLHUP):
                        pending = b""
                    else:
                        try:
                            pending = pending[os.write(fd, pending):]
                        except BlockingIOError:
                            pass
                        except BrokenPipeError:
                            pending = b""
                    if not pending:
                        poller.unregister(fd)
                elif fd == pidfd:
                    self.boot.procs.reap()
                    poller.unregister(pidfd)
                elif fd in streams:
                    if not self._read_into(fd, streams[fd]):
                        poller.unregister(fd)
                        if fd == self.rep_r:
                            rep_open = False
                        del streams[fd]
            if pidfd is None:
                self.boot.procs.reap()
        if self.t_end is None:
            self.t_end = time.monotonic()
        # The streams left open are drained in finish().
        self._streams = streams

    def _kill_all(self):
        """SIGKILL the harness's process group at once, then every other process of the user."""
        try:
            os.killpg(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.boot.procs.kill_others()

    def finish(self):
        """After the report (or the harness's end): kill the code's strays, collect out_dir,
        let the harness go, and make sure nothing of the run is alive."""
        procs = self.boot.procs
        reported = self.started and not self.timed_out and len(self.rep) > len(HEADER)
        if reported and not self._exited():
            # The harness is waiting for its stdin to end: it stays; everything else goes
            # before out_dir is read, so that nothing writes there meanwhile.
            procs.kill_others(spare={self.pid})
        else:
            self._kill_all()
        # Drain what the streams hold now, for a closer estimate of the room left.
        self._drain(0)
        room = self.ev.max_response - len(_enc(self.response(artifacts=[], dropped=[])))
        self.entries = collect(self.out_fd, self.limits, room)
        self._close(self.in_w)  # "artifacts collected, you may go"
        end = time.monotonic() + EXIT_GRACE_S
        while not self._exited() and time.monotonic() < end:
            self._drain(0.05)
            procs.reap()
        if not self._exited():
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        procs.kill_others()
        end = time.monotonic() + KILL_WAIT_S
        while not self._exited():
            procs.reap()
            if time.monotonic() > end:
                raise Fatal("the harness did not exit after SIGKILL")
            time.sleep(0.002)
        end = time.monotonic() + DRAIN_S
        while self._streams and time.monotonic() < end:
            self._drain(0.05)

    def _drain(self, wait):
        if not self._streams:
            time.sleep(wait)
            return
        r = select.select(list(self._streams), [], [], wait)[0]
        for fd in r:
            if not self._read_into(fd, self._streams[fd]):
                del self._streams[fd]

    # -- the response ----------------------------------------------------------------------

    def exit_code(self):
        status = self.boot.procs.exits.get(self.pid)
        if status is None:
            return 0
        code = os.waitstatus_to_exitcode(status)
        return 128 - code if code < 0 else code

    def response(self, artifacts, dropped):
        started = self.started and not self.bad_header
        ms = lambda a, b: int(round((b - a) * 1000)) if a is not None and b is not None else 0
        usage = self.boot.procs.usage
        return {
            "protocol": PROTOCOL,
            "harness_sha256": self.boot.harness_sha256,
            "started": started,
            "report": bytes(self.rep[len(HEADER):]).decode("utf-8", "replace") if started else "",
            "report_over": self.report_over,
            "exit_code": self.exit_code(),
            "timed_out": self.timed_out,
            "stdout": base64.b64encode(self.stdout.kept()).decode("ascii"),
            "stdout_head": len(self.stdout.head),
            "stdout_bytes": self.stdout.total,
            "stderr": base64.b64encode(self.stderr.kept()).decode("ascii"),
            "stderr_head": len(self.stderr.head),
            "stderr_bytes": self.stderr.total,
            "artifacts": artifacts,
            "dropped": dropped,
            "usage": {
                "wall_ms": ms(self.t_sent, self.t_end),
                "cpu_ms": int(round(usage.cpu_s * 1000)),
                "peak_memory_bytes": usage.maxrss_kib * 1024,
                "start_ms": ms(self.t_spawn, self.t_header),
            },
        }

    def assemble(self):
        """The response, exactly within max_response_bytes, once the harness has exited and
        its streams have ended. The report comes first, then stdout, then stderr, then the
        artifacts in name order: a stream that does not fit (stderr first, then stdout, last
        the report) is left out with its byte count kept and a note saying so; an artifact
        that does not fit is dropped with the response limit as its reason. Never cut."""
        limit = self.ev.max_response
        omit = []
        notes = []
        for what in (None, "stderr", "stdout", "report"):
            if what is not None:
                if (len(self.rep) <= len(HEADER)) if what == "report" else getattr(self, what).total == 0:
                    continue  # nothing to leave out
                omit.append(what)
                notes.append({"name": "", "reason": "%s: over the function's response limit (%d bytes)" % (what, limit)})
            base = self._omit(self.response(artifacts=[], dropped=[]), omit)
            size = len(_enc(base)) + sum(len(_enc(n)) + 1 for n in notes)
            if size + Budget.NOTE_RESERVE <= limit:
                break
        else:
            # A response without streams or report is a few hundred bytes, and limit >= 4096.
            raise RuntimeError("the response does not fit %d bytes even without its streams" % limit)
        budget = Budget(limit, len(_enc(base)))
        for n in notes:
            budget.drop(n["name"], n["reason"])
        for kind, name, x in self.entries:
            if kind == "file":
                budget.add_artifact(name, x)
            else:
                budget.drop(name, x if x is not None else "over the function's response limit (%d bytes)" % limit)
        budget.finish()
        self.budget = budget
        data = _enc(self._omit(self.response(budget.artifacts, budget.dropped), omit))
        if len(data) > limit:
            # The accounting above is exact: this is a bug, never a reason to cut.
            raise RuntimeError("the response takes %d bytes, over its budget of %d" % (len(data), limit))
        return data

    @staticmethod
    def _omit(r, what):
        for w in what:
            if w == "report":
                r["report"], r["report_over"] = "", True
            else:
                r[w], r[w + "_head"] = "", 0
        return r

    def close(self):
        for fd in list(self.fds):
            self._close(fd)


def _child(parent, fds, ex_w, rlimits, filt):
    """In the forked child: becomes the harness, or reports why not on ex_w and exits 127.
    Nothing here may return to the bootstrap's loop."""
    stage = "start"
    try:
        stage = "setsid"
        os.setsid()
        stage = "parent death signal"
        prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
        if os.getppid() != parent:
            os._exit(127)
        stage = "signals"
        for signo in range(1, signal.NSIG):
            if signo in (signal.SIGKILL, signal.SIGSTOP):
                continue
            try:
                signal.signal(signo, signal.SIG_DFL)
            except (OSError, ValueError):
                pass  # a number that names no signal, or one libc reserves
        signal.pthread_sigmask(signal.SIG_SETMASK, set())
        stage = "working directory"
        os.chdir(WORKDIR)
        # Under memory pressure, the run dies before the bootstrap does. Best effort: the
        # function's memory size still bounds the whole environment.
        try:
            with open("/proc/self/oom_score_adj", "w") as f:
                f.write("1000")
        except OSError:
            pass
        stage = "descriptors"
        import fcntl
        high = [fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 100) for fd in fds]
        ex_w = fcntl.fcntl(ex_w, fcntl.F_DUPFD_CLOEXEC, 100 + len(fds))
        for target, fd in enumerate(high):
            os.dup2(fd, target, inheritable=True)
        os.closerange(len(fds), ex_w)
        os.closerange(ex_w + 1, 1 << 20)
        stage = "rlimits"
        for res, soft, hard in rlimits:
            cur_soft, cur_hard = resource.getrlimit(res)
            if cur_hard != resource.RLIM_INFINITY:
                soft, hard = min(soft, cur_hard), min(hard, cur_hard)
            resource.setrlimit(res, (soft, hard))
        stage = "seccomp"
        filt.load()
        stage = "exec"
        os.execve(PYTHON, [PYTHON, "-I", "-B", HARNESS], SANDBOX_ENV)
    except BaseException as e:  # anything: the child must never get back to the bootstrap's loop
        try:
            os.write(ex_w, ("%s: %s: %s" % (stage, type(e).__name__, e)).encode("utf-8", "replace")[:1000])
        finally:
            os._exit(127)


# ---------------------------------------------------------------------------------------------
# The bootstrap.


class Bootstrap:
    def __init__(self):
        self.uid = os.getuid()
        if self.uid == 0:
            raise Fatal("the function must not run as root")
        self.arch = platform.machine()
        if self.arch not in SYSCALLS:
            raise Fatal("no seccomp filter for architecture %s" % self.arch)
        with open(HARNESS, "rb") as f:
            self.harness_sha256 = hashlib.sha256(f.read()).hexdigest()
        # Before anything of a run exists: no ptrace, /proc/<pid>/mem, environ or fd of this
        # process for the code; the run's orphans come to this process to be reaped; its
        # children are its own to wait for.
        prctl(PR_SET_DUMPABLE, 0)
        prctl(PR_SET_CHILD_SUBREAPER, 1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        self.procs = Processes()
        # Whatever an earlier bootstrap left (one killed at the function's timeout, or whose
        # runtime died): its processes and the user's files.
        left = self.procs.others()
        if left:
            log("killing %d processes left by an earlier runtime" % len(left))
        self.procs.kill_others()
        self.scrub()
        for d in SCRUB_DIRS:
            bad = foreign_writable(d, self.uid)
            if bad:
                raise Fatal("%s holds entries of another user that this one may write to (%s): "
                            "a run could leave data there for the next" % (d, ", ".join(bad[:5])))
        self._check_filter()

    def _check_filter(self):
        """Loads the filter in a throw-away child, which must then be refused an AF_INET
        socket and a signal to the bootstrap: a kernel or platform that refuses seccomp
        stops the function here rather than running code unfiltered."""
        code = build_filter(self.arch, self.procs.filter_targets())
        filt = Filter(code)
        pid = os.fork()
        if pid == 0:
            status = 3
            try:
                filt.load()
                import socket
                try:
                    socket.socket(socket.AF_INET, socket.SOCK_STREAM).close()
                    status = 4
                except PermissionError:
                    try:
                        os.kill(os.getppid(), 0)
                        status = 5
                    except PermissionError:
                        status = 0
            finally:
                os._exit(status)
        _, status = os.waitpid(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        if code != 0:
            raise Fatal({3: "the seccomp filter cannot be loaded here", 4: "the seccomp filter does not refuse sockets",
                         5: "the seccomp filter does not refuse signals to the bootstrap"}.get(code, "filter check ended %d" % code))

    def scrub(self):
        for d in SCRUB_DIRS:
            remove_users_entries(d, self.uid)
        if os.path.lexists(RUN_ROOT):
            raise Fatal("%s survived the scrub" % RUN_ROOT)

    def ping(self):
        return _enc({
            "protocol": PROTOCOL, "harness_sha256": self.harness_sha256, "started": False, "report": "",
            "report_over": False, "exit_code": 0, "timed_out": False, "stdout": "", "stdout_head": 0,
            "stdout_bytes": 0, "stderr": "", "stderr_head": 0, "stderr_bytes": 0, "artifacts": [],
            "dropped": [], "usage": {"wall_ms": 0, "cpu_ms": 0, "peak_memory_bytes": 0, "start_ms": 0},
        })

    def run(self, ev, inv):
        """Runs ev and returns the response's bytes. Whatever happens, every process of the
        run is dead and its files are gone when it returns or raises (or it raises Fatal)."""
        hard_end = time.monotonic() + 24 * 3600.0
        if inv.deadline_epoch_s is not None:
            hard_end = time.monotonic() + (inv.deadline_epoch_s - time.time()) - DEADLINE_RESERVE_S
        self.procs.usage = Usage()
        self.procs.exits = {}
        run = Run(self, ev, hard_end)
        try:
            run.prepare()
            run.spawn()
            run.supervise()
            run.finish()
            data = run.assemble()
            log("run %s: started=%s exit=%d timed_out=%s wall_ms=%d stdout=%d stderr=%d artifacts=%d dropped=%d response=%d" % (
                ev.run_id, run.started, run.exit_code(), run.timed_out,
                int(((run.t_end or 0) - (run.t_sent or run.t_end or 0)) * 1000), run.stdout.total, run.stderr.total,
                len(run.budget.artifacts), len(run.budget.dropped), len(data)))
            return data
        finally:
            try:
                self.procs.kill_others()
                run.close()
                self.scrub()
            except Fatal:
                raise
            except Exception as e:
                raise Fatal("cleaning up after the run failed: %s: %s" % (type(e).__name__, e))


def serve(api, boot):
    while True:
        inv = api.next()
        try:
            ev = parse_event(inv.body)
        except BadEvent as e:
            log("bad event: %s" % e)
            api.error(inv, "BadEvent", str(e))
            continue
        finally:
            inv.body = None
        if ev is PING:
            api.respond(inv, boot.ping())
            continue
        try:
            data = boot.run(ev, inv)
        except Fatal as e:
            log("fatal: %s" % e)
            api.error(inv, "BootstrapFatal", str(e))
            raise
        except Exception as e:
            # A bug of the bootstrap, or a sandbox set-up that failed: this invocation fails,
            # the clean-up above has run, the loop goes on.
            log("run %s failed: %s" % (ev.run_id, "".join(traceback.format_exception_only(type(e), e)).strip()))
            for line in traceback.format_exc().splitlines()[-12:]:
                log("  " + line)
            api.error(inv, "SpawnError" if isinstance(e, SpawnError) else "BootstrapError", "%s: %s" % (type(e).__name__, e))
            continue
        api.respond(inv, data)


def main():
    address = os.environ.get("AWS_LAMBDA_RUNTIME_API", "")
    # Nothing of the function's environment is needed beyond the API's address; the role's
    # credentials leave this process's variables (the harness gets SANDBOX_ENV only anyway).
    for k in list(os.environ):
        if k.startswith(("AWS_", "_X_AMZN", "_LAMBDA", "_HANDLER", "LAMBDA_")):
            del os.environ[k]
    try:
        api = RuntimeAPI(address)
    except ValueError as e:
        log(str(e))
        sys.exit(1)
    try:
        boot = Bootstrap()
    except (Fatal, OSError) as e:
        log("init failed: %s" % e)
        api.init_error("BootstrapInitError", str(e))
        sys.exit(1)
    log("ready: harness %s, arch %s, uid %d" % (boot.harness_sha256[:12], boot.arch, boot.uid))
    try:
        serve(api, boot)
    except Fatal:
        sys.exit(1)


if __name__ == "__main__":
    main()
