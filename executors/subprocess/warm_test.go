package subprocess

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/sluice-gw/sluice/executors"
)

// leaveTraces is run A of the isolation test: it leaves everything a run could leave behind
// in a process or sandbox that was reused.
const leaveTraces = `
import os, socket, subprocess, sys, threading, time, json, builtins
open("/tmp/trace_a", "w").write("a")
open(os.path.join(out_dir, "trace_a.txt"), "w").write("a")
threading.Thread(target=time.sleep, args=(60,), daemon=True).start()
subprocess.Popen(["/bin/sleep", "60"])
pd.DataFrame.sum = lambda self, *a, **k: "patched"
os.environ["TRACE_A"] = "1"
builtins.TRACE_A = 1
json.TRACE_A = 1
keep = socket.socketpair()
print("left", threading.active_count())
`

// lookForTraces is run B: it reports what it finds of run A.
const lookForTraces = `
import os, sys, json, builtins, threading
procs = []
for p in os.listdir("/proc"):
    if p.isdigit():
        try:
            procs.append(open("/proc/%s/cmdline" % p, "rb").read().replace(b"\0", b" ").decode())
        except OSError:
            pass
fds = []
for fd in os.listdir("/proc/self/fd"):
    try:
        fds.append(os.readlink("/proc/self/fd/" + fd))
    except OSError:
        pass
print(json.dumps({
    "tmp": os.path.exists("/tmp/trace_a"),
    "out": os.listdir(out_dir),
    "threads": threading.active_count(),
    "procs": procs,
    "sum": type(df.select_dtypes("number").sum()).__name__,
    "env": "TRACE_A" in os.environ,
    "builtin": hasattr(builtins, "TRACE_A"),
    "module": hasattr(json, "TRACE_A"),
    "sockets": [f for f in fds if f.startswith("socket:")],
}))
`

// TestWarmRunsAreIsolated: run A, served by a pooled sandbox, leaves files in /tmp and
// out_dir, a thread, a sleeping child, a monkeypatched pandas, an environment variable,
// module globals and an open socket pair; run B, the next pooled sandbox, sees none of them.
func TestWarmRunsAreIsolated(t *testing.T) {
	e := warmExecutor(t, 1)
	waitPoolReady(t, e, 1)
	if e.cg != nil {
		st := e.PoolStats()
		t.Logf("an idle pooled sandbox: %d MiB resident, besides %d MiB shared (the zygote)", st.IdleRSSBytes>>20, st.SharedRSSBytes>>20)
		// The imported libraries take 50 MiB or more, in the sandbox or in the zygote.
		if rss := st.IdleRSSBytes + st.SharedRSSBytes; st.IdleRSSBytes <= 0 || rss < 10<<20 || rss > 512<<20 {
			t.Errorf("idle pooled sandbox's resident memory = %d bytes, shared %d: not measured", st.IdleRSSBytes, st.SharedRSSBytes)
		}
	}
	run := func(id, code string) executors.Result {
		t.Helper()
		waitPoolReady(t, e, 1)
		hits := e.PoolStats().Hits
		res, err := e.Run(context.Background(), executors.Job{RunID: id, Kind: executors.KindCode, Code: code,
			Image: "python-data-basic", InputPath: salesCSV, OutputDir: t.TempDir()})
		if err != nil {
			t.Fatalf("Run %s: %v", id, err)
		}
		wantOutcome(t, res, executors.OutcomeOK)
		if e.PoolStats().Hits != hits+1 {
			t.Fatalf("run %s was not served by a pooled sandbox: %+v", id, e.PoolStats())
		}
		return res
	}
	a := run("iso-a", leaveTraces)
	if !strings.HasPrefix(a.Stdout, "left") || len(a.Artifacts) != 1 {
		t.Fatalf("run A did not leave its traces: %q %+v", a.Stdout, a.Artifacts)
	}
	b := run("iso-b", lookForTraces)
	var seen struct {
		Tmp                  bool
		Out                  []string
		Threads              int
		Procs                []string
		Sum                  string
		Env, Builtin, Module bool
		Sockets              []string
	}
	if err := json.Unmarshal([]byte(b.Stdout), &seen); err != nil {
		t.Fatalf("run B: %v: %q", err, b.Stdout)
	}
	if seen.Tmp || len(seen.Out) != 0 {
		t.Errorf("run B sees run A's files: /tmp %v, out_dir %v", seen.Tmp, seen.Out)
	}
	if seen.Threads != 1 {
		t.Errorf("run B has %d threads", seen.Threads)
	}
	for _, p := range seen.Procs {
		if strings.Contains(p, "sleep") {
			t.Errorf("run B sees run A's child: %q (all: %q)", p, seen.Procs)
		}
	}
	if seen.Sum != "Series" {
		t.Errorf("run B's DataFrame.sum returns a %s: run A's monkeypatch survived", seen.Sum)
	}
	if seen.Env || seen.Builtin || seen.Module {
		t.Errorf("run B sees run A's globals: env %v, builtins %v, module %v", seen.Env, seen.Builtin, seen.Module)
	}
	if len(seen.Sockets) != 0 {
		t.Errorf("run B holds sockets: %v", seen.Sockets)
	}
}

// TestConcurrentWarmRunsCannotSeeEachOther: two runs from the pool at the same time, each
// with its own dataset, cannot see each other's processes, signal them, or read each other's
// dataset or output.
func TestConcurrentWarmRunsCannotSeeEachOther(t *testing.T) {
	e := warmExecutor(t, 2)
	waitPoolReady(t, e, 2)
	dir, err := os.MkdirTemp("", "sluice-iso-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	os.Chmod(dir, 0o755)
	const code = `
import os, json, signal, time, subprocess
open(os.path.join(out_dir, "mine_%[1]s.txt"), "w").write("%[1]s")
child = subprocess.Popen(["/bin/sleep", "%[2]d"])
time.sleep(1.5)
procs = []
for p in os.listdir("/proc"):
    if p.isdigit():
        try:
            procs.append((int(p), open("/proc/%%s/cmdline" %% p, "rb").read().replace(b"\0", b" ").decode()))
        except OSError:
            pass
killed = []
for pid, cmd in procs:
    if "sleep" in cmd and pid != child.pid:
        try:
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)
        except OSError:
            pass
print(json.dumps({"rows": len(df), "cols": list(df.columns), "input": os.path.isfile("/workspace/input/data.csv"),
                  "out": sorted(os.listdir(out_dir)), "sleeps": [c for _, c in procs if "sleep" in c], "killed": killed}))
`
	var wg sync.WaitGroup
	results := make([]executors.Result, 2)
	for i, name := range []string{"x", "y"} {
		csv := filepath.Join(dir, name+".csv")
		body := "col_" + name + "\n"
		for r := 0; r <= i; r++ {
			body += fmt.Sprintf("%d\n", r)
		}
		if err := os.WriteFile(csv, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := e.Run(context.Background(), executors.Job{RunID: "conc-iso-" + name, Kind: executors.KindCode,
				Code: fmt.Sprintf(code, name, 30+i), Image: "python-data-basic", InputPath: csv, OutputDir: t.TempDir()})
			if err != nil {
				t.Errorf("Run %s: %v", name, err)
			}
			results[i] = res
		}()
		time.Sleep(200 * time.Millisecond)
	}
	wg.Wait()
	if e.PoolStats().Hits < 2 {
		t.Errorf("the runs were not both served by pooled sandboxes: %+v", e.PoolStats())
	}
	for i, name := range []string{"x", "y"} {
		res := results[i]
		wantOutcome(t, res, executors.OutcomeOK)
		var seen struct {
			Rows   int
			Cols   []string
			Input  bool
			Out    []string
			Sleeps []string
			Killed []int
		}
		if err := json.Unmarshal([]byte(res.Stdout), &seen); err != nil {
			t.Fatalf("run %s: %v: %q", name, err, res.Stdout)
		}
		if seen.Rows != i+1 || len(seen.Cols) != 1 || seen.Cols[0] != "col_"+name {
			t.Errorf("run %s read another dataset: %d rows, columns %v", name, seen.Rows, seen.Cols)
		}
		if !seen.Input || len(seen.Out) != 1 || seen.Out[0] != "mine_"+name+".txt" {
			t.Errorf("run %s sees input %v, output %v", name, seen.Input, seen.Out)
		}
		if len(seen.Sleeps) != 1 || len(seen.Killed) != 0 {
			t.Errorf("run %s sees other runs' processes %v, killed %v", name, seen.Sleeps, seen.Killed)
		}
	}
}

// TestPooledSandboxImportsAtIdlePolicy: a pooled sandbox's processes run under SCHED_IDLE
// while they wait (a refill takes only CPU nothing else wants), and so does the zygote they
// are forked from; the run that takes the sandbox runs at the normal policy.
func TestPooledSandboxImportsAtIdlePolicy(t *testing.T) {
	e := warmExecutor(t, 1)
	if !e.idle {
		// Not a missing dependency: the host's mode (no cgroups, or no way back from
		// SCHED_IDLE); TestWarmRunAtNormalPolicyWithoutCgroups covers that case.
		t.Skip("this executor starts sandboxes at the normal policy")
	}
	waitPoolReady(t, e, 1)
	var idle []int
	e.live.Range(func(_, v any) bool {
		s := v.(*sandbox)
		select {
		case <-s.ready:
			idle = append(idle, s.cg.procs()...)
			// The run's path finds them from one hierarchy (members).
			m, p := s.cg.members(), s.cg.procs()
			slices.Sort(m)
			slices.Sort(p)
			if !slices.Equal(m, p) {
				t.Errorf("one hierarchy lists %v, all of them %v", m, p)
			}
		default:
		}
		return true
	})
	if len(idle) == 0 {
		t.Fatal("no process of the pooled sandbox found")
	}
	for _, pid := range idle {
		if p := policyOf(t, pid); p != unix.SCHED_IDLE {
			t.Errorf("pooled process %d has policy %d, want SCHED_IDLE", pid, p)
		}
	}
	e.zMu.Lock()
	z := e.z
	e.zMu.Unlock()
	switch {
	case z == nil && e.cred != nil:
		t.Error("no zygote") // as root, pooled sandboxes are forked from one
	case z != nil:
		if p := policyOf(t, z.pid); p != unix.SCHED_IDLE {
			t.Errorf("the zygote has policy %d, want SCHED_IDLE", p)
		}
	}
	// The code's first line starts a thread: the run's process is at the normal policy before
	// the code runs, so what it starts is too (the rest of the sandbox follows meanwhile).
	code := "import os, threading\nr = []\nt = threading.Thread(target=lambda: r.append(os.sched_getscheduler(0)))\n" +
		"t.start(); t.join()\nprint(os.sched_getscheduler(0), r[0])"
	res, err := e.Run(context.Background(), executors.Job{RunID: "policy", Kind: executors.KindCode,
		Code: code, Image: "python-data-basic", InputPath: salesCSV, OutputDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	wantOutcome(t, res, executors.OutcomeOK)
	if !res.Usage.Warm || strings.TrimSpace(res.Stdout) != "0 0" {
		t.Errorf("the run (warm %v) and its first thread ran under policies %q, want 0 0 (SCHED_OTHER)", res.Usage.Warm, res.Stdout)
	}
}

// TestWarmRunAtNormalPolicyWithoutCgroups: without cgroups the executor cannot find every
// process of a sandbox to move it between policies, so nothing of a run may be left at
// SCHED_IDLE, whatever the zygote's policy is (its forks inherit it).
func TestWarmRunAtNormalPolicyWithoutCgroups(t *testing.T) {
	e := warmExecutorWith(t, Config{CgroupRoot: CgroupNone, Pool: executors.PoolConfig{Size: 1}})
	for i := range 2 {
		waitPoolReady(t, e, 1)
		res, err := e.Run(context.Background(), executors.Job{RunID: "policy-" + strconv.Itoa(i), Kind: executors.KindCode,
			Code: "import os\nprint(os.sched_getscheduler(0))", Image: "python-data-basic", InputPath: salesCSV, OutputDir: t.TempDir()})
		if err != nil {
			t.Fatal(err)
		}
		wantOutcome(t, res, executors.OutcomeOK)
		if !res.Usage.Warm || strings.TrimSpace(res.Stdout) != "0" {
			t.Errorf("run %d (warm %v) ran under policy %q, want 0 (SCHED_OTHER)", i, res.Usage.Warm, res.Stdout)
		}
	}
}

// TestWarmRunWithoutCgroupsUnderLoad: without cgroups the executor waits for the sandbox's
// exit (the usage comes from the reaped process). On a loaded host that exit is slow (and was
// slower while the code's process exited at the idle CPU policy, which the job now asks for
// only where the exit is not waited for), and a run that reported must still end as its
// report says, not as killed once the exit grace ran out (as TestWarmRunAtNormalPolicyWithoutCgroups
// did once in CI). Two busy loops per core at the normal policy stand in for the load.
func TestWarmRunWithoutCgroupsUnderLoad(t *testing.T) {
	e := warmExecutorWith(t, Config{CgroupRoot: CgroupNone, Pool: executors.PoolConfig{Size: 1}})
	waitPoolReady(t, e, 1)
	for range 2 * runtime.NumCPU() {
		spin := exec.Command("/bin/sh", "-c", "while :; do :; done")
		if err := spin.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = spin.Process.Kill(); _ = spin.Wait() })
	}
	start := time.Now()
	res, err := e.Run(context.Background(), executors.Job{RunID: "loaded", Kind: executors.KindCode,
		Code: "print(len(df))", Image: "python-data-basic", InputPath: salesCSV, OutputDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the run took %v under load (in the sandbox %d ms)", time.Since(start), res.Usage.WallMS)
	wantOutcome(t, res, executors.OutcomeOK)
}

// idleProbeEnv makes the test binary print what idleReversible says (idleProbeHelper)
// instead of running the tests.
const idleProbeEnv = "SLUICE_TEST_IDLE_PROBE"

func idleProbeHelper() {
	fmt.Println(idleReversible())
	os.Exit(0)
}

// TestIdleReversible: a worker may put sandboxes at SCHED_IDLE only where it may take them out
// again: as root; not as another user, unless RLIMIT_NICE leaves room for nice 0 or it holds
// CAP_SYS_NICE.
func TestIdleReversible(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("the probe's cases need root to start a process as another user") // CI runs as root
	}
	if !idleReversible() {
		t.Error("as root: not reversible")
	}
	var lim unix.Rlimit
	if err := unix.Getrlimit(unix.RLIMIT_NICE, &lim); err != nil {
		t.Fatal(err)
	}
	// The test binary's directory is private: the other user runs a copy.
	dir, err := os.MkdirTemp("", "sluice-idle-probe-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	bin, err := os.ReadFile(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	probe := filepath.Join(dir, "probe")
	if err := os.WriteFile(probe, bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		caps []uintptr
		want bool
	}{
		{"plain", nil, lim.Cur >= 20}, // nice 0 needs RLIMIT_NICE ≥ 20 − 0
		{"CAP_SYS_NICE", []uintptr{unix.CAP_SYS_NICE}, true},
	} {
		cmd := exec.Command(probe, "-test.run=^$")
		cmd.Env = append(os.Environ(), idleProbeEnv+"=1")
		cmd.SysProcAttr = &syscall.SysProcAttr{
			Credential:  &syscall.Credential{Uid: SandboxUID, Gid: SandboxGID, Groups: []uint32{}},
			AmbientCaps: c.caps,
		}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: probe: %v: %s", c.name, err, out)
		}
		if got := strings.TrimSpace(string(out)); got != strconv.FormatBool(c.want) {
			t.Errorf("%s, RLIMIT_NICE %d: reversible %s, want %v", c.name, lim.Cur, got, c.want)
		}
	}
}

func policyOf(t *testing.T, pid int) uint32 {
	t.Helper()
	a, err := unix.SchedGetAttr(pid, 0)
	if err != nil {
		t.Fatalf("sched_getattr %d: %v", pid, err)
	}
	return a.Policy
}

// TestPrimedSandboxServesOnlyItsDataset: after a run on dataset A, the pool primes a sandbox
// with A (its harness reads A before any job); the next run on A is served by it, with the
// same result as an unprimed run; a run on dataset B is never served by a sandbox primed with
// A, and finds nothing of A in its process's memory.
func TestPrimedSandboxServesOnlyItsDataset(t *testing.T) {
	e := warmExecutor(t, 1)
	dir := t.TempDir()
	src, err := os.ReadFile(salesCSV)
	if err != nil {
		t.Fatal(err)
	}
	a, b := filepath.Join(dir, "a.csv"), filepath.Join(dir, "b.csv")
	if err := os.WriteFile(a, src, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(b, []byte("region,profit\nx,1\ny,2\nz,3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(id, path, code string) executors.Result {
		t.Helper()
		res, err := e.Run(context.Background(), executors.Job{RunID: id, Kind: executors.KindCode, Code: code,
			Image: "python-data-basic", InputPath: path, OutputDir: t.TempDir()})
		if err != nil {
			t.Fatalf("Run %s: %v", id, err)
		}
		wantOutcome(t, res, executors.OutcomeOK)
		return res
	}
	waitPrimed := func(n uint64) {
		t.Helper()
		deadline := time.Now().Add(2 * time.Minute)
		for e.PoolStats().Primed < n {
			if time.Now().After(deadline) {
				t.Fatalf("no sandbox primed: %+v", e.PoolStats())
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	const code = "print(df.groupby('region')['profit'].sum().round(2).to_string())\n"
	waitPoolReady(t, e, 1)
	first := run("prime-a1", a, code)
	waitPrimed(1)
	second := run("prime-a2", a, code)
	st := e.PoolStats()
	if st.PrimedHits != 1 {
		t.Fatalf("the second run on A was not served primed: %+v", st)
	}
	if second.Stdout != first.Stdout || fmt.Sprint(second.Report) != fmt.Sprint(first.Report) {
		t.Errorf("primed run differs:\n%q %+v\nunprimed:\n%q %+v", second.Stdout, second.Report, first.Stdout, first.Report)
	}
	waitPrimed(2) // primed with A again, beside an unprimed one
	other := run("prime-b", b, `import gc
import pandas as pd
print(len(df), sum(1 for o in gc.get_objects() if isinstance(o, pd.DataFrame) and len(o) == 40))
`)
	if strings.TrimSpace(other.Stdout) != "3 0" {
		t.Errorf("run on B printed %q, want its own 3 rows and no 40-row frame of A", other.Stdout)
	}
	if st := e.PoolStats(); st.PrimedHits != 1 {
		t.Errorf("the run on B was served by a sandbox primed with A: %+v", st)
	}
}

// TestForkedSupervisorKillsOnlyItsSandbox: the supervisor of a forked sandbox is outside the
// sandbox's pid namespace, where a kill of every process it may signal would reach the other
// sandboxes and the zygote (one user runs them all). Run A leaves a detached process that
// ignores SIGTERM; while it ends, run B (another pooled sandbox) is still running, and a third
// sandbox waits in the pool. A's leftover is gone once A's run returned; B ends normally; the
// zygote still forks, and the waiting sandbox serves the next run.
func TestForkedSupervisorKillsOnlyItsSandbox(t *testing.T) {
	e := warmExecutor(t, 3)
	waitPoolReady(t, e, 3)
	run := func(id, code string) executors.Result {
		t.Helper()
		res, err := e.Run(context.Background(), executors.Job{RunID: id, Kind: executors.KindCode, Code: code,
			Image: "python-data-basic", InputPath: salesCSV, OutputDir: t.TempDir()})
		if err != nil {
			t.Errorf("Run %s: %v", id, err)
		}
		return res
	}
	var b executors.Result
	bDone := make(chan struct{})
	go func() {
		defer close(bDone)
		b = run("kill-scope-b", "import time\ntime.sleep(2)\nprint('b alive')\n")
	}()
	time.Sleep(300 * time.Millisecond) // B runs
	const stray = "import os, signal\nif os.fork() == 0:\n    os.setsid()\n    if os.fork() == 0:\n" +
		"        signal.signal(signal.SIGTERM, signal.SIG_IGN)\n        os.execv('/bin/sleep', ['sleep', '1777'])\n" +
		"    os._exit(0)\nos.wait()\nprint('a done')\n"
	a := run("kill-scope-a", stray)
	wantOutcome(t, a, executors.OutcomeOK)
	if strings.TrimSpace(a.Stdout) != "a done" {
		t.Errorf("run A printed %q", a.Stdout)
	}
	// SIGKILL is sent before the report; the exit itself may take a moment on a busy host.
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		left := hostProcesses(t, "sleep\x001777")
		if len(left) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Errorf("run A's leftover outlived its run: pids %v", left)
			break
		}
	}
	<-bDone
	wantOutcome(t, b, executors.OutcomeOK)
	if strings.TrimSpace(b.Stdout) != "b alive" {
		t.Errorf("run B, running while A's supervisor killed A's leftovers, printed %q, stderr %q", b.Stdout, b.Stderr)
	}
	forked := e.forked.Load()
	hits := e.PoolStats().Hits
	c := run("kill-scope-c", "print('c')\n")
	wantOutcome(t, c, executors.OutcomeOK)
	if e.PoolStats().Hits != hits+1 {
		t.Errorf("the sandbox that waited in the pool did not serve run C: %+v", e.PoolStats())
	}
	for deadline := time.Now().Add(time.Minute); e.forked.Load() <= forked; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the zygote forked no sandbox after run A: it did not survive A's supervisor")
		}
	}
}

// hostProcesses returns the host pids of the processes that have not exited (zombies aside)
// whose command line starts with prefix (NUL-separated arguments).
func hostProcesses(t *testing.T, prefix string) []int {
	t.Helper()
	ents, err := os.ReadDir("/proc")
	if err != nil {
		t.Fatal(err)
	}
	var pids []int
	for _, d := range ents {
		pid, err := strconv.Atoi(d.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + d.Name() + "/cmdline")
		if err != nil || !strings.HasPrefix(string(b), prefix) {
			continue
		}
		if st, err := os.ReadFile("/proc/" + d.Name() + "/stat"); err == nil {
			if f := strings.Fields(string(st[strings.LastIndexByte(string(st), ')')+1:])); len(f) > 0 && (f[0] == "Z" || f[0] == "X") {
				continue
			}
		}
		pids = append(pids, pid)
	}
	return pids
}

// TestSetPolicy: setPolicy gives every thread of a process the policy, both ways (a run takes
// a pooled sandbox, its report is in), and passes over a process that has ended.
func TestSetPolicy(t *testing.T) {
	cmd := exec.Command("/usr/bin/python3", "-c", "import threading, time\nthreading.Thread(target=time.sleep, args=(30,)).start()\nprint(flush=True)\ntime.sleep(30)")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	if _, err := out.Read(make([]byte, 1)); err != nil { // both threads run
		t.Fatal(err)
	}
	tids := func() []int {
		ents, err := os.ReadDir("/proc/" + strconv.Itoa(cmd.Process.Pid) + "/task")
		if err != nil {
			t.Fatal(err)
		}
		var ids []int
		for _, e := range ents {
			id, _ := strconv.Atoi(e.Name())
			ids = append(ids, id)
		}
		return ids
	}
	if n := len(tids()); n != 2 {
		t.Fatalf("%d threads, want 2", n)
	}
	policies := []uint32{unix.SCHED_IDLE, unix.SCHED_NORMAL}
	if os.Geteuid() != 0 {
		policies = policies[:1] // back from SCHED_IDLE takes RLIMIT_NICE room or root
	}
	for _, policy := range policies {
		setPolicy([]int{cmd.Process.Pid, 1 << 30}, policy)
		for _, tid := range tids() {
			if p := policyOf(t, tid); p != policy {
				t.Errorf("thread %d has policy %d, want %d", tid, p, policy)
			}
		}
	}
}
