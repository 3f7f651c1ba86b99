#!/usr/bin/env bash
# Smoke test of a function image (images/build-function.sh) under the Runtime Interface
# Emulator, as Lambda would run it: read-only root, a size-capped /tmp, fake role credentials
# in the environment. It invokes the emulator with curl and checks each answer: a plain job, a
# KeyError, a chart, what one run leaves for the next (processes, /tmp, /dev/shm, out_dir), a
# 50 MB stdout flood, an artifact over the response limit, a timeout, the environment, the
# Runtime API and the bootstrap as targets of the code, a bad event, the runtime's death, the
# function's own timeout and a second invocation while one runs.
#
# Usage: images/function/smoke.sh [image]   (default sluice/function-python-data-basic:latest)
# Needs docker, curl and python3 on the host. Takes about two minutes. Exit status 1 if a
# check failed.
set -euo pipefail

IMAGE="${1:-sluice/function-python-data-basic:latest}"
NAME="sluice-fn-smoke-$$"
PORT="${SLUICE_SMOKE_PORT:-$((20000 + $$ % 10000))}"
FN_TIMEOUT=25 # the function's timeout (AWS_LAMBDA_FUNCTION_TIMEOUT), seconds
URL="http://127.0.0.1:$PORT/2015-03-31/functions/function/invocations"
SECRET="smoke-secret-access-key-never-shown"
TOKEN="smoke-session-token-never-shown"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/sluice-fn-smoke-XXXXXX")"
FAILS=0

cleanup() { docker rm -f "$NAME" >/dev/null 2>&1 || true; rm -rf "$WORK"; }
trap cleanup EXIT

# The helper builds events and checks answers (stdlib Python on the host).
cat >"$WORK/h.py" <<'PY'
import base64, json, sys

CSV = ("region,month,revenue,profit\n" + "".join(
    "%s,2024-%02d,%d,%s\n" % (r, m, 100 + 10 * m + i, "" if (m + i) % 5 == 0 else "%.2f" % (m * 1.5 + i))
    for i, r in enumerate(["east", "west", "north", "south"]) for m in range(1, 11))).encode()
LIMITS = {"timeout_s": 8, "memory_mb": 512, "cpus": 1, "pids": 64, "stdout_bytes": 65536, "stderr_bytes": 65536,
          "output_files": 16, "output_bytes": 33554432, "file_size_bytes": 16777216, "tmp_bytes": 67108864}

def event(code_file, *opts):
    o = dict(a.split("=", 1) for a in opts)
    lim = dict(LIMITS)
    for k, v in lim.items():
        if k in o:
            lim[k] = type(v)(float(o[k])) if isinstance(v, float) else type(v)(o[k])
    job = {"protocol": 1, "kind": "code", "code": open(code_file).read(), "image": "python-data-basic",
           "memory_mb": lim["memory_mb"], "timeout_s": lim["timeout_s"], "output_bytes": lim["output_bytes"]}
    ev = {"protocol": "sluice-function/1", "run_id": o.get("run_id", "r-smoke"), "job": job, "limits": lim,
          "max_response_bytes": int(o.get("max_response_bytes", 6000000))}
    if o.get("dataset", "yes") == "yes":
        ev["dataset"] = base64.b64encode(CSV).decode()
    print(json.dumps(ev))

def check(resp_file, *exprs):
    raw = open(resp_file, "rb").read()
    try:
        r = json.loads(raw)
    except ValueError:
        r = {}
    out = base64.b64decode(r.get("stdout", "")).decode("utf-8", "replace") if isinstance(r, dict) else ""
    err = base64.b64decode(r.get("stderr", "")).decode("utf-8", "replace") if isinstance(r, dict) else ""
    try:
        rep = json.loads(r["report"]) if r.get("report") else None
    except (ValueError, KeyError, TypeError, AttributeError):
        rep = None
    arts = {a["name"]: base64.b64decode(a["data"]) for a in r.get("artifacts", [])} if isinstance(r, dict) else {}
    dropped = ["%s: %s" % (d["name"], d["reason"]) for d in r.get("dropped", [])] if isinstance(r, dict) else []
    env = {"r": r, "raw": raw, "out": out, "err": err, "rep": rep, "arts": arts, "dropped": dropped,
           "base64": base64, "json": json}
    bad = []
    for e in exprs:
        try:
            ok = eval(e, env)
        except Exception as x:
            ok = False
            e += "  (%s: %s)" % (type(x).__name__, x)
        if not ok:
            bad.append(e)
    if bad:
        print("  failed: " + "\n  failed: ".join(bad))
        print("  answer: %s" % raw[:1500].decode("utf-8", "replace"))
        print("  stdout: %r" % out[:600])
        print("  stderr: %r" % err[-600:])
        sys.exit(1)
    summary = {"started": r.get("started"), "exit": r.get("exit_code"), "timed_out": r.get("timed_out"),
               "stdout_bytes": r.get("stdout_bytes"), "artifacts": sorted((k, len(v)) for k, v in arts.items()),
               "dropped": dropped, "usage": r.get("usage"), "answer_bytes": len(raw)}
    if rep:
        summary["report"] = {k: rep[k] for k in ("ok", "error", "warnings") if k in rep}
    print("  " + json.dumps(summary, ensure_ascii=False)[:900])

globals()[sys.argv[1]](*sys.argv[2:])
PY

h() { python3 "$WORK/h.py" "$@"; }

# invoke NAME EVENT_FILE: POSTs the event; the answer goes to $WORK/NAME.out, the HTTP status
# and the time to $WORK/NAME.status.
invoke() {
  curl -s -o "$WORK/$1.out" -w '%{http_code} %{time_total}' -XPOST "$URL" --data-binary @"$2" >"$WORK/$1.status" || echo "000 0" >"$WORK/$1.status"
}

# job NAME CODE [opt=value ...]: runs CODE (Python) as a job and leaves the answer in $WORK/NAME.out.
job() {
  local name="$1" code="$2"
  shift 2
  printf '%s' "$code" >"$WORK/$name.py"
  h event "$WORK/$name.py" "$@" >"$WORK/$name.json"
  invoke "$name" "$WORK/$name.json"
}

# expect NAME DESCRIPTION EXPR...: checks the answer of NAME.
expect() {
  local name="$1" what="$2"
  shift 2
  local st
  st="$(cat "$WORK/$name.status")"
  if h check "$WORK/$name.out" "$@" >"$WORK/$name.check" 2>&1; then
    echo "ok    $name: $what (HTTP ${st% *}, ${st#* }s)"
  else
    echo "FAIL  $name: $what (HTTP ${st% *}, ${st#* }s)"
    FAILS=$((FAILS + 1))
  fi
  cat "$WORK/$name.check"
}

say() { echo "== $*"; }

say "unit tests of the bootstrap (host python3)"
if python3 -B "$(dirname "$0")/bootstrap_test.py" >"$WORK/unit.log" 2>&1; then
  echo "ok    bootstrap_test.py: $(tail -n 3 "$WORK/unit.log" | head -n 1)"
else
  echo "FAIL  bootstrap_test.py"
  sed 's/^/  /' "$WORK/unit.log"
  FAILS=$((FAILS + 1))
fi

say "image $IMAGE: $(docker image inspect --format '{{index .Config.Labels "io.sluice.function"}} harness {{index .Config.Labels "io.sluice.harness"}}' "$IMAGE")"
HARNESS_SHA="$(docker image inspect --format '{{index .Config.Labels "io.sluice.harness"}}' "$IMAGE")"
docker run -d --name "$NAME" -p "127.0.0.1:$PORT:8080" --read-only --tmpfs /tmp:rw,size=512m,mode=1777 \
  --memory 2g -e AWS_ACCESS_KEY_ID=AKIASMOKETESTKEY0001 -e AWS_SECRET_ACCESS_KEY="$SECRET" \
  -e AWS_SESSION_TOKEN="$TOKEN" -e AWS_LAMBDA_FUNCTION_TIMEOUT="$FN_TIMEOUT" -e AWS_LAMBDA_FUNCTION_MEMORY_SIZE=2048 \
  "$IMAGE" >/dev/null
for _ in $(seq 50); do
  curl -s -o /dev/null "http://127.0.0.1:$PORT/" && break
  sleep 0.1
done

say "identity"
echo '{"protocol":"sluice-function/1","ping":true}' >"$WORK/ping.json"
invoke ping "$WORK/ping.json"
expect ping "a ping answers the harness's sha256, nothing runs" "r['harness_sha256'] == '$HARNESS_SHA'" "not r['started']"

say "runs"
job trivial 'print(1)'
expect trivial "print(1)" "r['started'] and r['exit_code'] == 0 and not r['timed_out']" "out == '1\n'" "rep['ok'] is True" \
  "rep['rows'] == 40 and rep['columns'] == ['region', 'month', 'revenue', 'profit']" "r['usage']['cpu_ms'] > 0 and r['usage']['peak_memory_bytes'] > 0 and r['usage']['start_ms'] > 0"

job keyerror 'margin = df["profit_margin"] / df["revenue"]
print(margin)'
expect keyerror "a KeyError on the dataset" "rep['ok'] is False and rep['error']['type'] == 'KeyError'" \
  "'profit' in rep['error'].get('close_matches', [])" "rep['error']['line'] == 1"

job chart 'df.groupby("region")["profit"].sum().plot(kind="bar")
plt.savefig(f"{out_dir}/profit_by_region.png")
print("saved")'
expect chart "a PNG chart in out_dir comes back" "arts['profit_by_region.png'][:4] == b'\x89PNG'" "rep['ok']" "dropped == []"

job hostile_out 'import os
me = os.getppid()
os.symlink("/proc/%d/environ" % me, os.path.join(out_dir, "environ"))
os.symlink("/proc/1/environ", os.path.join(out_dir, "init_environ"))
os.mkdir(os.path.join(out_dir, "sub"))
os.mkfifo(os.path.join(out_dir, "pipe"))
open(os.path.join(out_dir, ".hidden"), "w").write("h")
os.link(os.path.join(out_dir, ".hidden"), os.path.join(out_dir, "hardlink"))
print("done")'
expect hostile_out "links, a directory and a FIFO in out_dir are dropped, never followed" \
  "sorted(arts) == ['.hidden', 'hardlink']" \
  "sorted(dropped) == ['environ: symbolic link', 'init_environ: symbolic link', 'pipe: not a regular file', 'sub: directory']" \
  "b'$SECRET' not in raw and b'AKIASMOKE' not in raw"

say "nothing of one run survives into the next"
job leave 'import os, subprocess, threading, time
subprocess.Popen(["/bin/sleep", "300"], start_new_session=True)
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        open("/tmp/daemon-alive", "w").write("x")
        while True:
            time.sleep(0.1)
            open("/tmp/daemon-was-here", "w").write("x")
    os._exit(0)
threading.Thread(target=time.sleep, args=(300,), daemon=True).start()
open("/tmp/left-by-a", "w").write("a")
open("/dev/shm/left-by-a", "w").write("a")
os.makedirs("/tmp/deep/" + "/".join(["d"] * 300))
os.mkdir("/tmp/locked"); open("/tmp/locked/f", "w").write("x"); os.chmod("/tmp/locked", 0)
os.symlink("/etc/passwd", "/tmp/link-by-a")
open(os.path.join(out_dir, "a.txt"), "w").write("a")
os.environ["LEFT_BY_A"] = "1"
time.sleep(0.5)
print("left", sorted(os.listdir("/tmp")))'
expect leave "run A leaves processes, files in /tmp, /dev/shm and out_dir" "rep['ok']" "'left-by-a' in out"
job look 'import os
seen = []
for p in ["/tmp/left-by-a", "/tmp/daemon-alive", "/tmp/daemon-was-here", "/dev/shm/left-by-a", "/tmp/deep", "/tmp/locked", "/tmp/link-by-a"]:
    if os.path.lexists(p): seen.append(p)
if os.listdir(out_dir): seen.append("out_dir: %s" % os.listdir(out_dir))
if "LEFT_BY_A" in os.environ: seen.append("env")
me, parent = os.getpid(), os.getppid()
for pid in os.listdir("/proc"):
    if pid.isdigit() and int(pid) not in (me, parent):
        try:
            st = open("/proc/%s/status" % pid).read()
            cmd = open("/proc/%s/cmdline" % pid, "rb").read().replace(b"\0", b" ")
        except OSError:
            continue
        uid = [l.split()[1] for l in st.splitlines() if l.startswith("Uid:")][0]
        if uid == str(os.getuid()) and b"bootstrap.py" not in cmd:
            seen.append("process %s %s" % (pid, cmd[:60]))
print(seen)
print(sorted(os.listdir("/tmp")))'
expect look "run B sees none of it" "rep['ok']" "out.splitlines()[0] == '[]'"

say "bounds"
job flood 'import sys
chunk = "x" * 1000 + "\n"
for _ in range(50000):
    sys.stdout.write(chunk)
print("THE END")' stdout_bytes=4096
expect flood "a 50 MB stdout flood comes back as 4096 bytes and a count" \
  "r['stdout_bytes'] == 50000 * 1001 + len('THE END\n')" "len(base64.b64decode(r['stdout'])) == 4096" \
  "r['stdout_head'] == 2048 and out.endswith('THE END\n') and out.startswith('xxx')" "len(raw) < 20000" \
  "rep['ok']"

job toolarge 'import os
open(os.path.join(out_dir, "a_small.txt"), "w").write("small")
open(os.path.join(out_dir, "big.bin"), "wb").write(os.urandom(300000))
open(os.path.join(out_dir, "z_small.txt"), "w").write("last")
print("written")' max_response_bytes=200000
expect toolarge "an artifact over the response limit is dropped with the reason, the others come" \
  "sorted(arts) == ['a_small.txt', 'z_small.txt']" \
  "dropped == [\"big.bin: over the function's response limit (200000 bytes)\"]" "len(raw) <= 200000"

job caps_count 'import os
for i in range(5):
    open(os.path.join(out_dir, "f%d.txt" % i), "w").write(str(i))
print("ok")' output_files=3
expect caps_count "at most output_files files" "sorted(arts) == ['f0.txt', 'f1.txt', 'f2.txt']" \
  "dropped == ['f3.txt: more than 3 files', 'f4.txt: more than 3 files']"
job caps_bytes 'import os
for i in range(5):
    open(os.path.join(out_dir, "f%d.txt" % i), "w").write(str(i) * 200)
print("ok")' output_bytes=500
expect caps_bytes "at most output_bytes in all" "sorted(arts) == ['f0.txt', 'f1.txt']" \
  "dropped == ['f2.txt: output size limit reached', 'f3.txt: output size limit reached', 'f4.txt: output size limit reached']"

job timeout 'while True:
    pass' timeout_s=2
expect timeout "a busy loop is killed at its 2 s limit" "r['timed_out'] and r['exit_code'] == 137" "r['report'] == ''" \
  "1900 <= r['usage']['wall_ms'] <= 3500"
job after_timeout 'print("still here")'
expect after_timeout "the next invocation still works" "out == 'still here\n'"

job memory 'b = bytearray(4 * 10**9)'
expect memory "4 GB is a MemoryError under a 512 MB limit" "rep['error']['type'] == 'MemoryError'"

job forkbomb 'import os
while True:
    os.fork()' pids=32 timeout_s=5
expect forkbomb "a fork bomb under pids=32 ends, and is gone" "r['started']" "not (rep or {}).get('ok')"
job after_forkbomb 'import os
print(sum(1 for p in os.listdir("/proc") if p.isdigit()))'
expect after_forkbomb "no process of the bomb is left" "int(out) < 10"

say "what the code can reach"
job environ 'import os, json
print(json.dumps(dict(os.environ), sort_keys=True))
for p in ["/proc/1/environ", "/proc/%d/environ" % os.getppid()]:
    try:
        open(p, "rb").read()
        print("READ", p)
    except OSError as e:
        print("refused", p, type(e).__name__)
def cmd(p):
    try:
        return open("/proc/%s/cmdline" % p, "rb").read()
    except OSError:
        return b""
boot = [p for p in os.listdir("/proc") if p.isdigit() and cmd(p).startswith(b"/usr/bin/python3\0-I\0-B\0/var/runtime/bootstrap.py")]
print("bootstraps", len(boot))
for p in boot:
    for f in ["environ", "mem", "fd/0"]:
        try:
            open("/proc/%s/%s" % (p, f), "rb").read(1)
            print("READ", p, f)
        except OSError as e:
            print("refused bootstrap", f, type(e).__name__)'
expect environ "the environment is the sandbox's seven variables and PATH; nothing of AWS, no other process's" \
  "json.loads(out.splitlines()[0]) == {'HOME': '/tmp', 'LANG': 'C.UTF-8', 'MKL_NUM_THREADS': '1', 'MPLCONFIGDIR': '/tmp', 'OMP_NUM_THREADS': '1', 'OPENBLAS_NUM_THREADS': '1', 'PATH': '/usr/bin:/bin', 'PYTHONDONTWRITEBYTECODE': '1'}" \
  "not any(l.startswith('READ') for l in out.splitlines())" "'bootstraps 1' in out and out.count('refused bootstrap') == 3" "b'$SECRET' not in raw and b'$TOKEN' not in raw and b'AKIASMOKE' not in raw"

job runtime_api 'import os, signal, socket, urllib.request, resource, ctypes
def tryit(what, f):
    try:
        r = f()
        print("ALLOWED", what, str(r)[:80])
    except Exception as e:
        print("refused", what, type(e).__name__, e)
tryit("connect 127.0.0.1:9001", lambda: socket.create_connection(("127.0.0.1", 9001), timeout=2))
tryit("GET /runtime/invocation/next", lambda: urllib.request.urlopen("http://127.0.0.1:9001/2018-06-01/runtime/invocation/next", timeout=2).read())
tryit("udp socket", lambda: socket.socket(socket.AF_INET, socket.SOCK_DGRAM))
tryit("ipv6 socket", lambda: socket.socket(socket.AF_INET6, socket.SOCK_STREAM))
tryit("netlink socket", lambda: socket.socket(socket.AF_NETLINK, socket.SOCK_RAW))
tryit("unix socketpair", lambda: socket.socketpair()[0].family.name)
tryit("getaddrinfo", lambda: socket.getaddrinfo("example.com", 80))
def cmd(p):
    try:
        return open("/proc/%s/cmdline" % p, "rb").read()
    except OSError:
        return b""
boot = [int(p) for p in os.listdir("/proc") if p.isdigit() and cmd(p).startswith(b"/usr/bin/python3\0-I\0-B\0/var/runtime/bootstrap.py")]
assert len(boot) == 1, boot
b = boot[0]
tryit("kill(bootstrap, SIGKILL)", lambda: os.kill(b, signal.SIGKILL))
tryit("kill(bootstrap, SIGSTOP)", lambda: os.kill(b, signal.SIGSTOP))
tryit("killpg(bootstrap group)", lambda: os.killpg(os.getpgid(b), signal.SIGKILL))
tryit("kill(-1, SIGKILL)", lambda: os.kill(-1, signal.SIGKILL))
tryit("kill(1, SIGKILL)", lambda: os.kill(1, signal.SIGKILL))
tryit("pidfd_send_signal(bootstrap)", lambda: signal.pidfd_send_signal(os.open("/proc/%d" % b, os.O_RDONLY), signal.SIGKILL))
tryit("prlimit(bootstrap, NOFILE)", lambda: resource.prlimit(b, resource.RLIMIT_NOFILE, (3, 3)))
tryit("sched_setaffinity(bootstrap)", lambda: os.sched_setaffinity(b, {0}))
tryit("setpriority(bootstrap)", lambda: os.setpriority(os.PRIO_PROCESS, b, 19))
libc = ctypes.CDLL(None, use_errno=True)
def call(f, *a):
    if f(*a) == -1:
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e))
tryit("ptrace attach", lambda: call(libc.ptrace, 16, b, 0, 0))
tryit("unshare(user)", lambda: call(libc.unshare, 0x10000000))
print("kill(own child)", end=" ")
pid = os.fork()
if pid == 0:
    import time; time.sleep(60)
os.kill(pid, signal.SIGKILL); os.waitpid(pid, 0); print("works")'
expect runtime_api "no socket but AF_UNIX, no signal, rlimit or scheduling change can reach the bootstrap or the emulator" \
  "'ALLOWED' not in out.replace('ALLOWED unix socketpair', '')" "'ALLOWED unix socketpair AF_UNIX' in out" \
  "'kill(own child) works' in out" "rep['ok']"
job after_api 'print("alive")'
expect after_api "the bootstrap is alive and serves the next run" "out == 'alive\n'"

job forge 'import os, glob
fake = b"sluice-harness/1\n{\"ok\": true, \"rows\": 999, \"columns\": [\"pwned\"]}\n"
for fd in range(0, 1024):
    try: os.write(fd, fake)
    except OSError: pass
for p in glob.glob("/proc/*/fd/*"):
    try:
        fd = os.open(p, os.O_WRONLY); os.write(fd, fake); print("OPENED", p)
    except OSError: pass
raise ValueError("the real outcome")'
expect forge "the report cannot be forged" "rep['rows'] == 40 and 'pwned' not in rep['columns']" "rep['error']['type'] == 'ValueError'"

say "the Runtime API's side"
echo '{"protocol":"sluice-function/1","run_id":"r-bad","job":"not an object","limits":{},"max_response_bytes":1}' >"$WORK/bad.json"
invoke bad "$WORK/bad.json"
echo "info  bad event: HTTP $(cut -d' ' -f1 "$WORK/bad.status"), body $(head -c 300 "$WORK/bad.out")"
job after_bad 'print("after bad")'
expect after_bad "a bad event is refused (BadEvent) and the function goes on" "out == 'after bad\n'"

say "the runtime's death, the function's timeout, concurrency"
# The runtime dies mid-run (as if the code had killed it): what the emulator answers, and the
# next invocation starts a new bootstrap, which kills what the old run left.
job dying 'import subprocess, time
subprocess.Popen(["/bin/sleep", "600"], start_new_session=True)
open("/tmp/left-by-dying", "w").write("x")
time.sleep(20)' timeout_s=20 &
DYING=$!
sleep 3.5
BOOT="$(docker exec "$NAME" sh -c 'for p in /proc/[0-9]*; do tr "\0" " " <$p/cmdline 2>/dev/null | grep -q "^/usr/bin/python3 -I -B /var/runtime/bootstrap.py" && basename $p; done; true' | head -n1)"
[ -n "$BOOT" ] && [ "$BOOT" != 1 ] || { echo "FAIL  no bootstrap process found"; FAILS=$((FAILS + 1)); }
docker exec -u 0 "$NAME" sh -c "kill -KILL $BOOT"
wait "$DYING" || true
echo "info  the runtime killed mid-run: HTTP $(cut -d' ' -f1 "$WORK/dying.status"), body $(head -c 300 "$WORK/dying.out")"
job reborn 'import os
left = [p for p in os.listdir("/proc") if p.isdigit() and b"sleep" in open("/proc/%s/cmdline" % p, "rb").read()]
print(left, os.path.exists("/tmp/left-by-dying"))'
expect reborn "a new bootstrap serves the next invocation, without the dead run's leftovers" "out == '[] False\n'"

# A job whose own limit exceeds the function's timeout: the bootstrap ends it before the
# invocation's deadline and still answers.
job long 'import time
time.sleep(120)' timeout_s=100
expect long "a run longer than the function's ${FN_TIMEOUT}s timeout is ended by the bootstrap, which answers" \
  "r['timed_out'] and r['exit_code'] == 137" "r['usage']['wall_ms'] < ${FN_TIMEOUT}000"
job after_long 'print("fine")'
expect after_long "and the function goes on" "out == 'fine\n'"

echo "== the emulator's log (bootstrap lines and errors)"
docker logs "$NAME" 2>&1 | grep -E 'sluice-bootstrap|Runtime exited|Task timed out|ERROR|WARN' | tail -n 40 | sed 's/^/  /'
# Two invocations at once, last: this emulator takes one at a time, and a second one while
# the first runs crashes it (a nil dereference in rapidcore.(*Server).Invoke), container and all.
job slow 'import time
time.sleep(4)
print("slow done")' &
SLOW=$!
sleep 2
invoke concurrent "$WORK/ping.json"
wait "$SLOW" || true
echo "info  a second invocation while one runs: HTTP $(cut -d' ' -f1 "$WORK/concurrent.status"), the first: HTTP $(cut -d' ' -f1 "$WORK/slow.status"); container $(docker inspect -f '{{.State.Status}}' "$NAME" 2>/dev/null)"
docker logs "$NAME" 2>&1 | grep -E -A2 'AlreadyReserved|^panic' | head -n 6 | sed 's/^/  /'

if [ "$FAILS" -gt 0 ]; then
  echo "smoke: $FAILS check(s) failed"
  exit 1
fi
echo "smoke: all checks passed"
