package container

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/conformance"
	"github.com/sluice-gw/sluice/executors/internal/warm"
)

// The warm tests share one executor with a pool of one container per image and limits, in the
// shared work directory.
var (
	warmOnce sync.Once
	warmExec *Executor
	warmErr  error
)

func warmExecutor(t testing.TB) *Executor {
	t.Helper()
	executor(t) // the engine is there, and sharedWork exists
	warmOnce.Do(func() {
		warmExec, warmErr = New(Config{WorkDir: sharedWork, Pool: executors.PoolConfig{Size: 1}})
	})
	if warmErr != nil {
		t.Fatalf("New with a pool: %v", warmErr)
	}
	return warmExec
}

// poolWait bounds the wait for the pool to be full and ready: every start imports pandas, one
// after another (PoolConfig.Parallel 1), on a shared host.
const poolWait = 3 * time.Minute

// waitPool waits until every key the pool keeps has its container, ready, and none is being
// started, so that the next run of one of those keys is served warm.
func waitPool(t testing.TB, e *Executor) {
	t.Helper()
	deadline := time.Now().Add(poolWait)
	for {
		st := e.PoolStats()
		if st.Starting == 0 && st.Idle == st.Ready && st.Idle-st.IdlePrimed >= st.Keys*st.Size {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the pool was not ready within %v: %+v", poolWait, st)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestConformanceWarm runs the suite against the container executor with a pool: the runs
// whose image and limits the pool keeps are served by containers started before them.
func TestConformanceWarm(t *testing.T) {
	e := warmExecutor(t)
	// The suite's usual limits are a 30 s timeout and the defaults: make that a kept key
	// (a first, cold run), and let the pool fill before the suite starts.
	res, err := e.Run(context.Background(), executors.Job{RunID: "warm-prime", Kind: executors.KindCode, Code: "pass",
		Image: "python-data-basic", OutputDir: t.TempDir(), Limits: executors.Limits{TimeoutS: 30}})
	if err != nil || res.Outcome != executors.OutcomeOK {
		t.Fatalf("priming run: %v %q", err, res.Outcome)
	}
	waitPool(t, e)
	before := e.PoolStats()
	conformance.Run(t, func(t *testing.T) executors.Executor { return warmExecutor(t) }, conformance.Options{
		KernelOOM: true,
		Slack:     time.Second,
		Leftovers: func(t *testing.T) []string { return leftovers(t, warmExecutor(t)) },
	})
	after := e.PoolStats()
	t.Logf("pool: %+v", after)
	if after.Hits <= before.Hits {
		t.Errorf("no run of the suite was served warm: before %+v, after %+v", before, after)
	}
}

// TestWarmRunsAreIsolated runs two jobs, one after the other, in containers from the pool:
// nothing the first leaves behind (files in /tmp and out_dir, a thread, a sleeping child
// process, a monkeypatched pandas method, an environment variable, module and builtins
// globals) is seen by the second.
func TestWarmRunsAreIsolated(t *testing.T) {
	e := warmExecutor(t)
	waitPool(t, e)
	run := func(name, code string) executors.Result {
		t.Helper()
		waitPool(t, e)
		before := e.PoolStats().Hits
		res, err := e.Run(context.Background(), executors.Job{RunID: "isolation-" + name, Kind: executors.KindCode,
			Code: code, Image: "python-data-basic", OutputDir: t.TempDir()})
		if err != nil || res.Outcome != executors.OutcomeOK {
			t.Fatalf("run %s: %v %q\nstdout: %s\nstderr: %s\nreport: %+v", name, err, res.Outcome, res.Stdout, res.Stderr, res.Report)
		}
		if got := e.PoolStats().Hits; got != before+1 {
			t.Fatalf("run %s was not served by the pool (hits %d, then %d)", name, before, got)
		}
		if !res.Usage.Warm || res.Usage.StartMS > 1000 {
			t.Errorf("run %s: usage %+v: want warm, started at once", name, res.Usage)
		}
		return res
	}
	a := run("a", `import builtins, os, subprocess, threading, time
import pandas as pd
open("/tmp/left-by-a", "w").write("a")
open(os.path.join(out_dir, "left-by-a.txt"), "w").write("a")
threading.Thread(target=lambda: time.sleep(3600), name="left-by-a", daemon=True).start()
subprocess.Popen(["sleep", "3599"], start_new_session=True)
pd.DataFrame.sum = lambda self, *args, **kwargs: "patched by a"
os.environ["LEFT_BY_A"] = "1"
LEFT_BY_A = 1
builtins.LEFT_BY_A = 1
print("a:", pd.DataFrame({"x": [1]}).sum(), [t.name for t in threading.enumerate()])
`)
	if !strings.Contains(a.Stdout, "a: patched by a") || !strings.Contains(a.Stdout, "'left-by-a'") {
		t.Fatalf("run a did not set things up: %s", a.Stdout)
	}
	b := run("b", `import builtins, os, threading
import pandas as pd
procs = []
for p in os.listdir("/proc"):
    if p.isdigit():
        try:
            procs.append(" ".join(open("/proc/%s/cmdline" % p).read().split("\0")[:2]))
        except OSError:
            pass
print("tmp:", sorted(os.listdir("/tmp")))
print("out:", sorted(os.listdir(out_dir)))
print("threads:", sorted(t.name for t in threading.enumerate()))
print("procs:", sorted(procs))
print("sum:", type(pd.DataFrame({"x": [1]}).sum()).__name__)
print("env:", os.environ.get("LEFT_BY_A"))
print("global:", "LEFT_BY_A" in globals(), hasattr(builtins, "LEFT_BY_A"))
`)
	t.Logf("run b found:\n%s", b.Stdout)
	for _, leak := range []string{"left-by-a", "sleep 3599", "patched"} {
		if strings.Contains(b.Stdout, leak) {
			t.Errorf("run b sees %q left by run a:\n%s", leak, b.Stdout)
		}
	}
	for _, want := range []string{"out: []", "sum: Series", "env: None", "global: False False"} {
		if !strings.Contains(b.Stdout, want) {
			t.Errorf("run b's stdout lacks %q:\n%s", want, b.Stdout)
		}
	}
	if len(b.Artifacts) != 0 {
		t.Errorf("run b returned artifacts: %+v", b.Artifacts)
	}
}

// TestWarmWatchdogCoversPoolAge checks the container's PID 1 watchdog: with the pool on, every
// container (pooled or cold, built alike) allows for the pool's MaxAge before its own limits.
func TestWarmWatchdogCoversPoolAge(t *testing.T) {
	l := executors.Limits{TimeoutS: 60}.WithDefaults()
	for _, tc := range []struct {
		pool executors.PoolConfig
		want string
	}{
		{executors.PoolConfig{}, "121s"},                                         // 60 + 30 start-up + 30 grace + 1
		{executors.PoolConfig{Size: 1}, "721s"},                                  // + 10 min MaxAge
		{executors.PoolConfig{Size: 2, MaxAge: 90 * time.Second}, "211s"},        // + 90 s
		{executors.PoolConfig{Size: 0, MaxAge: 90 * time.Second}, "121s"},        // no pool: no wait
		{executors.PoolConfig{Size: -1, MaxAge: time.Hour}, "3721s"},             // the default size
		{executors.PoolConfig{Size: 1, MaxAge: 1500 * time.Millisecond}, "123s"}, // rounded up
	} {
		e := &Executor{cfg: Config{ImagePrefix: DefaultImagePrefix, Runtime: DefaultRuntime, Pool: tc.pool.WithDefaults()}}
		s := &sandbox{e: e, key: warm.Key{Image: "python-data-basic", Limits: l}, limits: l, runDir: "/x"}
		cfg, _ := s.specs()
		if got := cfg.Entrypoint; len(got) != 4 || got[0] != "/usr/bin/timeout" || got[3] != tc.want {
			t.Errorf("pool %+v: entrypoint %q, want the watchdog at %s", tc.pool, got, tc.want)
		}
	}
}
