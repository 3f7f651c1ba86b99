package images

import (
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestZygoteCopiesAhead runs the zygote's learner in Debian's CPython with the harness's
// libraries imported: it must report ranges of private writable memory, and a fork that copies
// them (harness._copy_pages) must then take far fewer page faults running pandas than a fork
// that does not. Faults are counted, not timed: a copy made ahead of time is one the code's
// process does not fault on.
func TestZygoteCopiesAhead(t *testing.T) {
	dir := t.TempDir()
	if err := WriteHarness(dir); err != nil {
		t.Fatal(err)
	}
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
	cmd := exec.Command("/usr/bin/python3", "-I", "-c", script, filepath.Join(dir, HarnessFile), filepath.Join(dir, ZygoteFile))
	cmd.Env = []string{"OPENBLAS_NUM_THREADS=1", "MPLCONFIGDIR=" + t.TempDir()}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	f := strings.Fields(string(out))
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

// TestZygoteParsesLean: a request may ask for a lean sandbox (no copy-ahead) with a boolean
// "lean"; without it the sandbox is not lean, and any other value refuses the request.
func TestZygoteParsesLean(t *testing.T) {
	dir := t.TempDir()
	if err := WriteHarness(dir); err != nil {
		t.Fatal(err)
	}
	script := `import base64, importlib.util, json, sys
spec = importlib.util.spec_from_file_location("z", sys.argv[1])
z = importlib.util.module_from_spec(spec)
spec.loader.exec_module(z)
fds = list(range(len(z.FD_NAMES)))
base = {"rlimits": [], "seccomp": base64.b64encode(bytes(8)).decode(), "env": [], "cwd": "/"}
for extra in ({}, {"lean": False}, {"lean": True}, {"lean": "yes"}, {"lean": 1}):
    try:
        print(z._parse(json.dumps(dict(base, **extra)), fds)["lean"])
    except ValueError as e:
        print("refused:", e)
`
	cmd := exec.Command("/usr/bin/python3", "-I", "-c", script, filepath.Join(dir, ZygoteFile))
	cmd.Env = []string{"OPENBLAS_NUM_THREADS=1"}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	want := "False\nFalse\nTrue\nrefused: lean must be true or false\nrefused: lean must be true or false\n"
	if string(out) != want {
		t.Errorf("parsed lean:\n%s\nwant:\n%s", out, want)
	}
}
