package images

import (
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// runWithZygote runs script in Debian's CPython with the paths of the harness and the zygote
// (written to a temporary directory) as its arguments, and returns its output; it fails the
// test if the script fails.
func runWithZygote(t *testing.T, script string) []byte {
	t.Helper()
	dir := t.TempDir()
	if err := WriteHarness(dir); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("/usr/bin/python3", "-I", "-c", script, filepath.Join(dir, HarnessFile), filepath.Join(dir, ZygoteFile))
	cmd.Env = []string{"OPENBLAS_NUM_THREADS=1", "MPLCONFIGDIR=" + t.TempDir()}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	return out
}

// TestZygoteCopiesAhead runs the zygote's learner in Debian's CPython with the harness's
// libraries imported: it must report ranges of private writable memory, and a fork that copies
// them (harness._copy_pages) must then take far fewer page faults running pandas than a fork
// that does not. Faults are counted, not timed: a copy made ahead of time is one the code's
// process does not fault on.
func TestZygoteCopiesAhead(t *testing.T) {
	script := `import gc, importlib.util, os, resource, sys
def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m
h = load("h", sys.argv[1])
z = load("z", sys.argv[2])
pd = h._import_libraries()
h._prewarm(pd)
gc.collect()
gc.freeze()
ranges = z._learn_writes(h, pd)
writable = []
for line in open("/proc/self/maps"):
    f = line.split()
    if f[1] == "rw-p":
        lo, hi = (int(x, 16) for x in f[0].split("-"))
        writable.append((lo, hi))
outside = sum(1 for a, n in ranges if not any(lo <= a and a + n <= hi for lo, hi in writable))
def faults(copy):
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        if copy:
            h._copy_pages(ranges)
        before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
        h._prewarm(pd)
        os.write(w, b"%d" % (resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before))
        os._exit(0)
    os.close(w)
    n = int(os.read(r, 64))
    os.waitpid(pid, 0)
    return n
print(len(ranges), sum(n for _, n in ranges) // os.sysconf("SC_PAGE_SIZE"), outside, faults(False), faults(True))
`
	out := runWithZygote(t, script)
	f := strings.Fields(string(out))
	var err error
	if len(f) != 5 {
		t.Fatalf("output %q", out)
	}
	n := make([]int, 5)
	for i := range f {
		if n[i], err = strconv.Atoi(f[i]); err != nil {
			t.Fatalf("output %q", out)
		}
	}
	ranges, pages, outside, plain, copied := n[0], n[1], n[2], n[3], n[4]
	t.Logf("%d ranges, %d pages; faults running pandas in a fork: %d, %d after the copy", ranges, pages, plain, copied)
	if ranges == 0 || pages < 100 || outside != 0 {
		t.Errorf("learnt %d ranges of %d pages, %d outside writable memory", ranges, pages, outside)
	}
	if plain < 200 || copied*2 > plain {
		t.Errorf("faults in a fork running pandas: %d without the copy, %d with it: want fewer than half", plain, copied)
	}
}

// TestZygoteParsesRequests runs the zygote's request check (zygote._parse) in Debian's
// CPython: a well-formed request comes back as its fields (lean, no copy-ahead, false unless
// asked for), and each way a request can be
// malformed refuses it with a message that says what is wrong, before anything is forked.
func TestZygoteParsesRequests(t *testing.T) {
	script := `import base64, importlib.util, json, sys
spec = importlib.util.spec_from_file_location("z", sys.argv[2])
z = importlib.util.module_from_spec(spec)
spec.loader.exec_module(z)
fds = list(range(len(z.FD_NAMES)))
ok = {"rlimits": [["as", 1 << 29, 1 << 29], ["nproc", -1, -1]], "seccomp": base64.b64encode(bytes(16)).decode(),
      "env": [["LANG", "C.UTF-8"]], "cwd": "/workspace/output"}
r = z._parse(json.dumps(ok), fds)
print(sorted(r), r["rlimits"], len(r["seccomp"]), r["env"], r["cwd"], r["lean"])
for lean in (False, True):
    print("lean", z._parse(json.dumps(dict(ok, lean=lean)), fds)["lean"])
bad = [
    ("fds", json.dumps(ok), fds[1:]),
    ("json", "{", fds),
    ("object", "[]", fds),
    ("rlimit name", json.dumps(dict(ok, rlimits=[["stack", 1, 1]])), fds),
    ("rlimit value", json.dumps(dict(ok, rlimits=[["as", "1", 1]])), fds),
    ("seccomp base64", json.dumps(dict(ok, seccomp="not base64!")), fds),
    ("seccomp length", json.dumps(dict(ok, seccomp=base64.b64encode(bytes(12)).decode())), fds),
    ("seccomp empty", json.dumps(dict(ok, seccomp="")), fds),
    ("env", json.dumps(dict(ok, env={"LANG": "C"})), fds),
    ("cwd", json.dumps(dict(ok, cwd="workspace")), fds),
    ("lean text", json.dumps(dict(ok, lean="yes")), fds),
    ("lean number", json.dumps(dict(ok, lean=1)), fds),
]
for name, msg, f in bad:
    try:
        z._parse(msg, f)
        print(name, "accepted")
    except ValueError as e:
        print(name, "refused:", str(e).split(":")[0])
`
	out := runWithZygote(t, script)
	want := `['cwd', 'env', 'lean', 'rlimits', 'seccomp'] [['as', 536870912, 536870912], ['nproc', -1, -1]] 16 [['LANG', 'C.UTF-8']] /workspace/output False
lean False
lean True
fds refused: want 14 file descriptors, got 13
json refused: request is not JSON
object refused: request is not an object
rlimit name refused: rlimits must be [[name, soft, hard], ...]
rlimit value refused: rlimits must be [[name, soft, hard], ...]
seccomp base64 refused: seccomp is not base64
seccomp length refused: seccomp is not a filter
seccomp empty refused: seccomp is not a filter
env refused: env must be [[name, value], ...]
cwd refused: cwd must be an absolute path
lean text refused: lean must be true or false
lean number refused: lean must be true or false
`
	if string(out) != want {
		t.Errorf("parsed requests:\n%s\nwant:\n%s", out, want)
	}
}

// TestCopyPagesStopsForTheJob: a child's copy-ahead (harness._copy_pages) stops as soon as
// its job is there and gives back what it left out, and otherwise copies every range: the
// pages are then the child's own, and writing them takes no page fault.
func TestCopyPagesStopsForTheJob(t *testing.T) {
	script := `import ctypes, importlib.util, mmap, os, resource, sys
spec = importlib.util.spec_from_file_location("h", sys.argv[1])
h = importlib.util.module_from_spec(spec)
spec.loader.exec_module(h)
page = mmap.PAGESIZE
n = 3 * h.COPY_CHECK_EVERY
m = mmap.mmap(-1, n * page, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
for i in range(0, n * page, page):
    m[i] = 1
view = ctypes.c_char.from_buffer(m)
base = ctypes.addressof(view)
ranges = [(base + i * page, page) for i in range(n)]
def child(job_waiting):
    r, w = os.pipe()
    if job_waiting:
        os.write(w, b"job\n")
    rest = h._copy_pages(ranges, r)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    for i in range(0, n * page, page):
        m[i] = 2
    faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before
    print(rest == ranges, rest == [], faults >= n, faults < n // 4)
for job_waiting in (True, False):
    pid = os.fork()
    if pid == 0:
        child(job_waiting)
        sys.stdout.flush()
        os._exit(0)
    os.waitpid(pid, 0)
print(h._copy_pages([], None))
`
	out := string(runWithZygote(t, script))
	want := "True False True False\nFalse True False True\n[]\n"
	if out != want {
		t.Errorf("copy-ahead with the job waiting, then without it, then of nothing:\n%s\nwant:\n%s", out, want)
	}
}

// TestPrimeWarmsOnlyWhileNoJobIsRead: a primed child (harness._prime) copies and prewarms only
// while nothing of the job has been read; when the job's line came in the same read as the
// prime line, the pipe shows nothing, and the job must not wait for either.
func TestPrimeWarmsOnlyWhileNoJobIsRead(t *testing.T) {
	script := `import importlib.util, os, sys
spec = importlib.util.spec_from_file_location("h", sys.argv[1])
h = importlib.util.module_from_spec(spec)
spec.loader.exec_module(h)
calls = []
h._copy_pages = lambda ranges, until=None: calls.append("copy") or []
h._prewarm = lambda pd, until=None, after=0, df=None: calls.append("prewarm")
h._read_dataset = lambda pd: "frame"
for data in (b"prime\n", b"prime\n{\"job\": 1}\n", b"prime\n{\"jo"):
    r, w = os.pipe()
    os.write(w, data)
    lines = h._Lines(r)
    assert lines.next() == b"prime"
    calls.clear()
    print(h._prime(None, lines, [(1, 2)]), calls)
    os.close(r)
    os.close(w)
`
	out := string(runWithZygote(t, script))
	want := "frame ['copy', 'prewarm']\nframe []\nframe []\n"
	if out != want {
		t.Errorf("primed with nothing, a whole job, part of a job read:\n%s\nwant:\n%s", out, want)
	}
}
