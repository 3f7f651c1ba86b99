package subprocess

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/internal/warm"
)

// sandboxFacts is run in a sandbox and prints what its code can observe of its privileges,
// limits, namespaces' contents, environment and interpreter: a sandbox forked from the zygote
// must show exactly what a cold one shows.
const sandboxFacts = `
import json, os, resource, sys, socket
st = {}
for line in open("/proc/self/status"):
    k, _, v = line.partition(":")
    if k in ("Uid", "Gid", "Groups", "CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb", "NoNewPrivs", "Seccomp", "Seccomp_filters"):
        st[k] = v.split()
procs = {}
for p in os.listdir("/proc"):
    if p.isdigit():
        try:
            procs[p] = open("/proc/%s/comm" % p).read().strip()
        except OSError:
            pass
fds = []
for fd in os.listdir("/proc/self/fd"):
    try:
        fds.append(os.readlink("/proc/self/fd/" + fd).split(":")[0])
    except OSError:
        pass  # the directory listdir had open
mounts = sorted(l.split()[4] + " " + l.split()[5].split(",")[0] for l in open("/proc/self/mountinfo"))
rl = {n: resource.getrlimit(getattr(resource, "RLIMIT_" + n)) for n in ("AS", "CPU", "FSIZE", "NOFILE", "CORE", "NPROC")}
try:
    import ctypes
    unshare = ctypes.CDLL(None, use_errno=True).unshare(0x10000000)
except Exception as e:
    unshare = str(e)
print(json.dumps({
    "status": st, "mounts": mounts, "rlimits": rl,
    "env": dict(os.environ), "cwd": os.getcwd(), "argv": sys.argv, "hostname": socket.gethostname(),
    "procs_besides_init": sorted(v for k, v in procs.items() if k != "1"), "fds": sorted(fds),
    "unshare": unshare, "net": sorted(os.listdir("/sys/class/net")) if os.path.isdir("/sys/class/net") else None,
    "main_file": getattr(sys.modules["__main__"], "__file__", None),
    "modules_outside_usr": sorted(m for m, v in list(sys.modules.items()) if (getattr(v, "__file__", None) or "/usr/").startswith("/usr/") is False),
}, sort_keys=True))
`

func factsOf(t *testing.T, e *Executor, id string) map[string]any {
	t.Helper()
	res, err := e.Run(context.Background(), executors.Job{RunID: id, Kind: executors.KindCode, Code: sandboxFacts,
		Image: "python-data-basic", InputPath: salesCSV, OutputDir: t.TempDir()})
	if err != nil || res.Outcome != executors.OutcomeOK {
		t.Fatalf("%s: %v %q\n%s\n%s", id, err, res.Outcome, res.Stdout, res.Stderr)
	}
	var f map[string]any
	if err := json.Unmarshal([]byte(res.Stdout), &f); err != nil {
		t.Fatalf("%s: %v: %s", id, err, res.Stdout)
	}
	return f
}

// TestForkedSandboxIsTheColdSandbox: what code sees in a sandbox whose harness the zygote
// forked — capabilities (none, bounding set empty), no new privileges, the seccomp filter, its
// ids, the processes besides init, mounts, rlimits, environment, working directory, open files,
// network devices, no nested user namespace, the harness's module paths — is what it sees in
// a cold sandbox, field for field. (Pid numbers and the session differ: the init is the
// holder, the session leader the zygote's entrant outside the pid namespace. And the forked
// sandbox shows one process fewer: its supervisor is that entrant, which the code cannot see.)
func TestForkedSandboxIsTheColdSandbox(t *testing.T) {
	cold := factsOf(t, executor(t), runID(t))
	e := warmExecutor(t, 1)
	waitPoolReady(t, e, 1)
	forked := factsOf(t, e, runID(t))
	if e.forked.Load() == 0 {
		t.Fatal("the warm run was not forked from the zygote")
	}
	if c, f := fmt.Sprint(cold["procs_besides_init"]), fmt.Sprint(forked["procs_besides_init"]); c != "[python3 python3]" || f != "[python3]" {
		t.Errorf("processes besides init: cold %s (want the supervisor and the code's), forked %s (want the code's only)", c, f)
	}
	delete(cold, "procs_besides_init")
	delete(forked, "procs_besides_init")
	for _, k := range slices.Sorted(maps.Keys(cold)) {
		c, _ := json.Marshal(cold[k])
		f, _ := json.Marshal(forked[k])
		if string(c) != string(f) {
			t.Errorf("%s differs:\n cold   %s\n forked %s", k, c, f)
		}
	}
	if len(forked) != len(cold) {
		t.Errorf("forked facts %v, cold %v", slices.Sorted(maps.Keys(forked)), slices.Sorted(maps.Keys(cold)))
	}
	st, _ := forked["status"].(map[string]any)
	for _, k := range []string{"CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb"} {
		if v := fmt.Sprint(st[k]); v != "[0000000000000000]" {
			t.Errorf("forked sandbox %s = %s, want none", k, v)
		}
	}
	if fmt.Sprint(st["NoNewPrivs"]) != "[1]" || fmt.Sprint(st["Seccomp"]) != "[2]" {
		t.Errorf("forked sandbox NoNewPrivs %v Seccomp %v, want 1 and 2", st["NoNewPrivs"], st["Seccomp"])
	}
}

// TestForkedSandboxesDoNotShareRandomState: two forks of one zygote draw different random
// numbers from random and numpy.
func TestForkedSandboxesDoNotShareRandomState(t *testing.T) {
	e := warmExecutor(t, 1)
	draw := func() string {
		waitPoolReady(t, e, 1)
		res, err := e.Run(context.Background(), executors.Job{RunID: runID(t), Kind: executors.KindCode,
			Code:  "import random, numpy\nprint(random.random(), numpy.random.random())",
			Image: "python-data-basic", OutputDir: t.TempDir()})
		if err != nil || res.Outcome != executors.OutcomeOK {
			t.Fatalf("%v %q %s", err, res.Outcome, res.Stderr)
		}
		return res.Stdout
	}
	a, b := draw(), draw()
	if a == b {
		t.Errorf("two forked sandboxes drew the same numbers: %s", a)
	}
	if len(strings.Fields(a)) != 2 || strings.Fields(a)[0] == strings.Fields(b)[0] || strings.Fields(a)[1] == strings.Fields(b)[1] {
		t.Errorf("random state shared: %q and %q", a, b)
	}
}

// TestZygoteRestartsAfterItDied: killing the zygote costs the sandboxes being entered, not
// the executor: the next pooled sandbox comes from a new zygote, and runs succeed.
func TestZygoteRestartsAfterItDied(t *testing.T) {
	e := warmExecutor(t, 1)
	waitPoolReady(t, e, 1)
	e.zMu.Lock()
	first := e.z
	e.zMu.Unlock()
	if first == nil {
		t.Fatal("no zygote")
	}
	if err := syscall.Kill(first.pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-first.exited
	// The idle sandbox forked before survives its zygote; use it, then wait for a new one.
	for i := 0; i < 3; i++ {
		res, err := e.Run(context.Background(), executors.Job{RunID: runID(t), Kind: executors.KindCode,
			Code: "print(len(df))", Image: "python-data-basic", InputPath: salesCSV, OutputDir: t.TempDir()})
		if err != nil || res.Outcome != executors.OutcomeOK {
			t.Fatalf("run %d after the zygote died: %v %q %s", i, err, res.Outcome, res.Stderr)
		}
	}
	deadline := time.Now().Add(time.Minute)
	for {
		e.zMu.Lock()
		z := e.z
		e.zMu.Unlock()
		if z != nil && z != first && z.alive() {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no new zygote after the first died")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if _, err := os.Stat("/proc/" + strconv.Itoa(first.pid)); err == nil {
		t.Errorf("the dead zygote %d is still there", first.pid)
	}
}

// BenchmarkSandboxStart measures a pooled sandbox's start, from the executor's start to its
// harness's header, with the zygote and with an interpreter of its own, and the CPU the
// sandbox's cgroup spent on it (cpu-ms/op):
//
//	go test -run '^$' -bench SandboxStart -benchtime 20x ./executors/subprocess/
func BenchmarkSandboxStart(b *testing.B) {
	for _, mode := range []string{"zygote", "interpreter"} {
		b.Run(mode, func(b *testing.B) {
			base := executor(b)
			e, err := New(Config{WorkDir: base.cfg.WorkDir, Pool: executors.PoolConfig{Size: 1}, NoZygote: mode == "interpreter"})
			if err != nil {
				b.Fatal(err)
			}
			defer e.Close()
			waitPoolReady(b, e, 1) // the pool's own sandbox, started before the timer
			key := warm.Key{Limits: executors.Limits{}.WithDefaults()}
			var cpu int64
			for b.Loop() {
				var s *sandbox
				e.pool.Do(func() { s, err = e.start(key, false) })
				if err != nil {
					b.Fatal(err)
				}
				select {
				case <-s.Ready():
				case <-time.After(StartupTimeout):
					b.Fatal("the sandbox did not get ready")
				}
				if s.cg != nil {
					cpu += s.cg.stats().cpuNanos
				}
				s.destroy()
			}
			if mode == "zygote" && e.cred != nil && e.forked.Load() == 0 {
				b.Fatal("no sandbox was forked from the zygote")
			}
			b.ReportMetric(float64(cpu)/1e6/float64(b.N), "cpu-ms/op")
		})
	}
}
