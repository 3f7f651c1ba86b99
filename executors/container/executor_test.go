package container

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/docker/docker/api/types/container"
	"github.com/docker/docker/api/types/filters"
	"github.com/docker/docker/api/types/volume"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/conformance"
	"github.com/sluice-gw/sluice/executors/sandboxtest"
	"github.com/sluice-gw/sluice/images"
)

// The tests share one executor with a work directory of their own, so that they can check
// that runs leave nothing behind.
var (
	sharedOnce sync.Once
	shared     *Executor
	sharedErr  error
	sharedWork string
)

func TestMain(m *testing.M) {
	if os.Getenv(crashHelperEnv) != "" {
		crashingWorker()
		return
	}
	code := m.Run()
	if warmExec != nil {
		warmExec.Close()
	}
	if shared != nil {
		shared.Close()
	}
	if sharedWork != "" {
		os.RemoveAll(sharedWork)
	}
	os.Exit(code)
}

func executor(t testing.TB) *Executor {
	t.Helper()
	sandboxtest.Require(t, sandboxtest.Docker)
	sharedOnce.Do(func() {
		sharedWork, sharedErr = os.MkdirTemp("", "sluice-container-test-")
		if sharedErr == nil {
			shared, sharedErr = New(Config{WorkDir: sharedWork})
		}
	})
	if sharedErr != nil {
		t.Fatalf("New: %v", sharedErr)
	}
	return shared
}

// leftovers lists the containers and volumes of this test process's executor that still
// exist, and run directories in its work directory, but for those of the containers its pool
// holds (started or being started, not taken by a run).
func leftovers(t *testing.T, e *Executor) []string {
	t.Helper()
	e.destroying.Wait() // runs that returned are being cleaned up in the background
	ctx := context.Background()
	// The pool starts and discards containers in the background: a container listed below
	// was pooled before the listing or still is after it.
	pooled := map[string]bool{}
	snapshot := func() {
		e.pooled.Range(func(k, _ any) bool {
			name := k.(string)
			pooled["/sluice-"+name], pooled["sluice-out-"+name] = true, true
			pooled[name[strings.LastIndexByte(name, '-')+1:]] = true // the run directory
			return true
		})
	}
	snapshot()
	f := filters.NewArgs(filters.Arg("label", LabelOwner+"="+e.self.String()))
	type thing struct{ key, what string }
	var found []thing
	cs, err := e.cli.ContainerList(ctx, container.ListOptions{All: true, Filters: f})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		found = append(found, thing{strings.Join(c.Names, ","),
			fmt.Sprintf("container %s %v (run %s, %s)", shortID(c.ID), c.Names, c.Labels[LabelRun], c.State)})
	}
	vs, err := e.cli.VolumeList(ctx, volume.ListOptions{Filters: f})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs.Volumes {
		found = append(found, thing{v.Name, "volume " + v.Name})
	}
	ents, err := os.ReadDir(e.instanceDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, ent := range ents {
		if ent.Name() != "harness" {
			found = append(found, thing{ent.Name(), "run directory " + filepath.Join(e.instanceDir, ent.Name())})
		}
	}
	snapshot()
	var left []string
	for _, th := range found {
		if !pooled[th.key] {
			left = append(left, th.what)
		}
	}
	return left
}

// TestConformance runs the suite every executor must pass against the container executor.
func TestConformance(t *testing.T) {
	conformance.Run(t, func(t *testing.T) executors.Executor { return executor(t) }, conformance.Options{
		KernelOOM: true,
		Slack:     time.Second,
		Leftovers: func(t *testing.T) []string { return leftovers(t, executor(t)) },
	})
}

// TestConformanceRunsc runs the suite against the container executor under gVisor.
func TestConformanceRunsc(t *testing.T) {
	executor(t)
	sandboxtest.Require(t, sandboxtest.Runsc)
	var once sync.Once
	var e *Executor
	var err error
	t.Cleanup(func() {
		if e != nil {
			e.Close()
		}
	})
	get := func(t *testing.T) *Executor {
		once.Do(func() { e, err = New(Config{WorkDir: sharedWork, Runtime: "runsc"}) })
		if err != nil {
			t.Fatalf("New(runsc): %v", err)
		}
		return e
	}
	conformance.Run(t, func(t *testing.T) executors.Executor { return get(t) }, conformance.Options{
		KernelOOM:        true,
		NoMemoryError:    true, // gVisor does not enforce RLIMIT_DATA: the memory cgroup does
		SandboxOnlyFIFOs: true,
		Slack:            2 * time.Second, // gVisor's kill and tear-down are slower
		Leftovers:        func(t *testing.T) []string { return leftovers(t, get(t)) },
	})
}

func TestConfigValidation(t *testing.T) {
	for name, tc := range map[string]struct {
		c    Config
		want string
	}{
		"host scheme":   {Config{Host: "ssh://somewhere"}, "executors.container.host"},
		"runtime":       {Config{Runtime: "run c; rm"}, "executors.container.runtime"},
		"image prefix":  {Config{ImagePrefix: "Sluice/"}, "executors.container.image_prefix"},
		"work dir":      {Config{WorkDir: "relative/dir"}, "executors.container.work_dir"},
		"worker id":     {Config{WorkerID: "a b"}, "executors.container.worker_id"},
		"work dir file": {Config{WorkDir: "/etc/hostname"}, "executors.container.work_dir"},
		"work dir long": {Config{WorkDir: "/tmp/" + strings.Repeat("x", 60)}, "executors.container.work_dir"},
		"pool max keys": {Config{Pool: executors.PoolConfig{MaxKeys: -1}}, "executors.container.pool.max_keys"},
	} {
		if tc.c.WorkDir == "" {
			tc.c.WorkDir = t.TempDir()
		}
		_, err := tc.c.resolve()
		if fes := executors.FieldErrors(err); len(fes) != 1 || fes[0].Field != tc.want {
			t.Errorf("%s: %v, want one FieldError naming %s", name, err, tc.want)
		}
	}
	c, err := Config{WorkDir: t.TempDir()}.resolve()
	if err != nil {
		t.Fatal(err)
	}
	if c.Runtime != "runc" || c.ImagePrefix != "sluice/" || c.WorkerID == "" || c.Logger == nil {
		t.Errorf("defaults = %+v", c)
	}
	for _, p := range []string{"sluice/", "registry.example.com:5000/team/sluice/", "sluice-"} {
		if _, err := (Config{ImagePrefix: p, WorkDir: t.TempDir()}).resolve(); err != nil {
			t.Errorf("prefix %q: %v", p, err)
		}
	}
}

func TestUnknownRuntimeIsRefused(t *testing.T) {
	executor(t)
	_, err := New(Config{WorkDir: sharedWork, Runtime: "no-such-runtime"})
	if err == nil || !strings.Contains(err.Error(), `executors.container.runtime "no-such-runtime"`) || !strings.Contains(err.Error(), "runc") {
		t.Fatalf("New with an unknown runtime: %v", err)
	}
}

// TestNewRefusesAnInvalidConfig: New validates before it asks the engine anything (Host names
// no engine here), and the error names the key.
func TestNewRefusesAnInvalidConfig(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "work")
	_, err := New(Config{Host: "unix:///nonexistent/docker.sock", Runtime: "bad name!", WorkDir: dir})
	var fe *executors.FieldError
	if !errors.As(err, &fe) || fe.Field != "executors.container.runtime" || fe.Value != "bad name!" {
		t.Fatalf("New with a bad runtime name = %v, want a FieldError for executors.container.runtime", err)
	}
	if want := `executors.container.runtime "bad name!": not a runtime name`; !strings.Contains(err.Error(), want) {
		t.Errorf("error %q does not contain %q", err, want)
	}
	if _, serr := os.Stat(dir); !os.IsNotExist(serr) {
		t.Errorf("New prepared the work dir of an invalid config (stat: %v)", serr)
	}
}

func TestNoEngineIsAnError(t *testing.T) {
	_, err := New(Config{WorkDir: t.TempDir(), Host: "unix:///nonexistent/docker.sock"})
	if err == nil || !strings.Contains(err.Error(), "does not answer") {
		t.Fatalf("New without an engine: %v", err)
	}
}

func TestImages(t *testing.T) {
	e := executor(t)
	got, err := e.Images(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(got) == 0 || got[0] != "python-data-basic" {
		t.Fatalf("Images() = %v, want python-data-basic first", got)
	}
	// Every image served really has its manifest's packages.
	for _, img := range got {
		res, err := e.Run(context.Background(), executors.Job{RunID: "img-" + img, Kind: executors.KindCode, Image: img,
			Code:      "import importlib\nfor m in " + pyList(mustManifest(t, img)) + ":\n    importlib.import_module(m)\nprint('all there')\n",
			OutputDir: t.TempDir(), Limits: executors.Limits{TimeoutS: 60}})
		if err != nil || res.Outcome != executors.OutcomeOK || strings.TrimSpace(res.Stdout) != "all there" {
			t.Errorf("%s: %v %q %q %+v", img, err, res.Outcome, res.Stdout, res.Report)
		}
	}
	e2, err := New(Config{WorkDir: sharedWork, ImagePrefix: "nothing-here/"})
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	if got, err := e2.Images(context.Background()); err != nil || len(got) != 0 {
		t.Errorf("Images() with another prefix = %v, %v; want none", got, err)
	}
	_, err = e2.Run(context.Background(), executors.Job{RunID: "noimg", Kind: executors.KindCode, Code: "print(1)", Image: "python-data-basic"})
	if err == nil || !strings.Contains(err.Error(), "build it with images/build.sh") {
		t.Errorf("Run on a missing image: %v", err)
	}
}

// TestContainerSettings checks, on a live container, that every limit and restriction is
// what the engine was asked for, and what the code inside sees.
func TestContainerSettings(t *testing.T) {
	e := executor(t)
	const runID = "settings-check"
	l := executors.Limits{TimeoutS: 60, MemoryMB: 384, CPUs: 0.5, Pids: 48, FileSizeBytes: 3 << 20, TmpBytes: 40 << 20, OutputBytes: 20 << 20}
	type inspected struct {
		hc     *container.HostConfig
		cfg    *container.Config
		labels map[string]string
		err    error
	}
	got := make(chan inspected, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		f := filters.NewArgs(filters.Arg("label", LabelRun+"="+runID))
		for ctx.Err() == nil {
			cs, err := e.cli.ContainerList(ctx, container.ListOptions{Filters: f})
			if err == nil && len(cs) == 1 {
				insp, err := e.cli.ContainerInspect(ctx, cs[0].ID)
				if err != nil {
					got <- inspected{err: err}
					return
				}
				got <- inspected{hc: insp.HostConfig, cfg: insp.Config, labels: insp.Config.Labels}
				return
			}
			time.Sleep(50 * time.Millisecond)
		}
		got <- inspected{err: ctx.Err()}
	}()
	code := `import os, resource, time
r = {}
for name in ["RLIMIT_DATA", "RLIMIT_FSIZE", "RLIMIT_CORE", "RLIMIT_NOFILE", "RLIMIT_CPU"]:
    r[name] = resource.getrlimit(getattr(resource, name))
print("rlimits", r)
mounts = {}
for line in open("/proc/mounts"):
    dev, mnt, fs, opts = line.split()[:4]
    mounts[mnt] = (fs, opts)
print("root", mounts["/"][1].split(",")[0])
print("tmp", mounts["/tmp"])
print("out", mounts["/workspace/output"])
st = os.statvfs("/tmp"); print("tmpsize", st.f_blocks * st.f_frsize)
st = os.statvfs(out_dir); print("outsize", st.f_blocks * st.f_frsize)
print("whoami", os.getuid(), os.getgid(), os.getgroups())
print("pid1", open("/proc/1/cmdline").read().split("\0")[:4])
print("ppid", os.getppid())
time.sleep(3)
`
	res, err := e.Run(context.Background(), executors.Job{RunID: runID, Kind: executors.KindCode, Code: code, Image: "python-data-basic",
		OutputDir: t.TempDir(), Limits: l})
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome != executors.OutcomeOK {
		t.Fatalf("outcome %q: %s %s %+v", res.Outcome, res.Stdout, res.Stderr, res.Report)
	}
	in := <-got
	if in.err != nil {
		t.Fatalf("inspecting the live container: %v", in.err)
	}
	hc := in.hc
	if hc.NetworkMode != "none" || !hc.ReadonlyRootfs || !slicesEqual(hc.CapDrop, []string{"ALL"}) || len(hc.CapAdd) != 0 || hc.Privileged {
		t.Errorf("network %q, read-only %v, cap-drop %v, cap-add %v, privileged %v", hc.NetworkMode, hc.ReadonlyRootfs, hc.CapDrop, hc.CapAdd, hc.Privileged)
	}
	if !slicesEqual(hc.SecurityOpt, []string{"no-new-privileges"}) || hc.Runtime != "runc" || hc.LogConfig.Type != "none" {
		t.Errorf("security %v, runtime %q, log driver %q", hc.SecurityOpt, hc.Runtime, hc.LogConfig.Type)
	}
	if hc.Memory != 384<<20 || hc.MemorySwap != 384<<20 || hc.NanoCPUs != 5e8 || hc.PidsLimit == nil || *hc.PidsLimit != 48 {
		t.Errorf("memory %d swap %d cpus %d pids %v", hc.Memory, hc.MemorySwap, hc.NanoCPUs, hc.PidsLimit)
	}
	if in.cfg.User != SandboxUser || in.cfg.Hostname != "sluice" || !in.cfg.NetworkDisabled {
		t.Errorf("user %q, hostname %q, network disabled %v", in.cfg.User, in.cfg.Hostname, in.cfg.NetworkDisabled)
	}
	if in.labels[LabelRun] != runID || in.labels[LabelOwner] != e.self.String() || in.labels[LabelWorker] == "" {
		t.Errorf("labels = %v", in.labels)
	}
	for _, want := range []string{
		"'RLIMIT_DATA': (402653184, 402653184)", "'RLIMIT_FSIZE': (3145728, 3145728)", "'RLIMIT_CORE': (0, 0)",
		"'RLIMIT_NOFILE': (1024, 1024)", "'RLIMIT_CPU': (31, 32)",
		"root ro", "tmp ('tmpfs', 'rw,nosuid,nodev,noexec", "out ('tmpfs', 'rw,nosuid,nodev,noexec",
		fmt.Sprintf("tmpsize %d", 40<<20), fmt.Sprintf("outsize %d", 20<<20), "whoami 10001 10001 [",
		"pid1 ['/usr/bin/timeout', '-s', 'KILL', '121s']",
	} {
		if !strings.Contains(res.Stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, res.Stdout)
		}
	}
}

func slicesEqual(a, b []string) bool { return strings.Join(a, "\x00") == strings.Join(b, "\x00") }

func pyList(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = fmt.Sprintf("%q", x)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// The crash test: a child test process runs the executor and is killed with SIGKILL in the
// middle of a run, as a crashed worker would be. Its container outlives it; the next New on
// this host removes it.
const (
	crashHelperEnv = "SLUICE_CONTAINER_CRASH_HELPER"
	crashRunEnv    = "SLUICE_CONTAINER_CRASH_RUN"
	crashWorkEnv   = "SLUICE_CONTAINER_CRASH_WORKDIR"
)

// crashingWorker is the child's whole life: start a long run and wait to be killed, with a
// pool that starts containers beside it (they have no run id).
func crashingWorker() {
	signal.Ignore(syscall.SIGTERM)
	e, err := New(Config{WorkDir: os.Getenv(crashWorkEnv), WorkerID: "crashing-worker", Pool: executors.PoolConfig{Size: 1}})
	if err != nil {
		fmt.Fprintln(os.Stderr, "crash helper:", err)
		os.Exit(3)
	}
	_, err = e.Run(context.Background(), executors.Job{RunID: os.Getenv(crashRunEnv), Kind: executors.KindCode,
		Code: "import time\ntime.sleep(600)\n", Image: "python-data-basic", OutputDir: os.TempDir(),
		Limits: executors.Limits{TimeoutS: 600}})
	fmt.Fprintln(os.Stderr, "crash helper: the run returned before the kill:", err)
	os.Exit(4)
}

func TestKilledWorkerLeavesNothingAfterNextStart(t *testing.T) {
	e := executor(t)
	runID := fmt.Sprintf("crash-%d", time.Now().UnixNano()%1e9)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), crashHelperEnv+"=1", crashRunEnv+"="+runID, crashWorkEnv+"="+sharedWork)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	killed := false
	defer func() {
		if !killed {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	}()
	ctx := context.Background()
	byRun := filters.NewArgs(filters.Arg("label", LabelRun+"="+runID))
	// Wait until the child's container runs the user's code.
	deadline := time.Now().Add(90 * time.Second)
	var id string
	for id == "" {
		if time.Now().After(deadline) {
			t.Fatalf("the child's container never ran; child stderr: %s", stderr.String())
		}
		cs, err := e.cli.ContainerList(ctx, container.ListOptions{Filters: byRun})
		if err != nil {
			t.Fatal(err)
		}
		if len(cs) == 1 && cs[0].State == "running" {
			id = cs[0].ID
		}
		time.Sleep(100 * time.Millisecond)
	}
	// And until its pool holds a container (no run id) too.
	first, err := e.cli.ContainerInspect(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	byOwner := filters.NewArgs(filters.Arg("label", LabelOwner+"="+first.Config.Labels[LabelOwner]))
	for pooled := false; !pooled; {
		if time.Now().After(deadline) {
			t.Fatalf("the child's pool never started a container; child stderr: %s", stderr.String())
		}
		cs, err := e.cli.ContainerList(ctx, container.ListOptions{Filters: byOwner})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cs {
			if _, ok := c.Labels[LabelRun]; !ok && c.State == "running" {
				pooled = true
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	childDir := ""
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	killed = true
	insp, err := e.cli.ContainerInspect(ctx, id)
	if err != nil {
		t.Fatalf("the crashed worker's container is already gone (the test proves nothing): %v", err)
	}
	childDir = filepath.Join(sharedWork, ownerDir(t, insp.Config.Labels[LabelOwner]))
	if _, err := os.Stat(childDir); err != nil {
		t.Fatalf("the crashed worker's directory is already gone: %v", err)
	}

	// The next worker start on this host.
	e2, err := New(Config{WorkDir: sharedWork})
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	if cs, err := e.cli.ContainerList(ctx, container.ListOptions{All: true, Filters: byRun}); err != nil || len(cs) != 0 {
		t.Errorf("after New: containers of the crashed run = %d, %v", len(cs), err)
	}
	if cs, err := e.cli.ContainerList(ctx, container.ListOptions{All: true, Filters: byOwner}); err != nil || len(cs) != 0 {
		t.Errorf("after New: containers of the crashed worker (its pool's included) = %d, %v", len(cs), err)
	}
	if vs, err := e.cli.VolumeList(ctx, volume.ListOptions{Filters: byOwner}); err != nil || len(vs.Volumes) != 0 {
		t.Errorf("after New: volumes of the crashed worker = %d, %v", len(vs.Volumes), err)
	}
	if vs, err := e.cli.VolumeList(ctx, volume.ListOptions{Filters: byRun}); err != nil || len(vs.Volumes) != 0 {
		t.Errorf("after New: volumes of the crashed run = %d, %v", len(vs.Volumes), err)
	}
	if _, err := os.Stat(childDir); !os.IsNotExist(err) {
		t.Errorf("after New: the crashed worker's directory is still there (%v)", err)
	}
	// The live shared executor's state is untouched.
	if _, err := os.Stat(e.harnessDir); err != nil {
		t.Errorf("New removed a live executor's directory: %v", err)
	}
}

func ownerDir(t *testing.T, label string) string {
	o, ok := parseOwner(label)
	if !ok {
		t.Fatalf("owner label %q", label)
	}
	return o.dirName()
}

func TestLeftoverRule(t *testing.T) {
	self, err := selfOwner()
	if err != nil {
		t.Fatal(err)
	}
	e := &Executor{self: self}
	dead := owner{host: self.host, pid: self.pid, start: self.start + 1, instance: "ab"}
	sibling := self
	sibling.instance = "ff"
	for label, want := range map[string]bool{
		self.String():    false, // this very executor
		sibling.String(): false, // another executor of this live process
		dead.String():    true,  // pid reused: the creator is gone
		owner{self.host, 1, 1 << 62, "ab"}.String():                true,  // no pid 1 started that late
		"otherhost/1/1/ab":                                         false, // another host's: not ours to judge
		"garbage":                                                  false,
		fmt.Sprintf("%s/%d/x/ab", self.host, self.pid):             false,
		fmt.Sprintf("%s/%d/%d", self.host, self.pid, self.start+1): false, // no instance: not ours
	} {
		if got := e.leftover(label); got != want {
			t.Errorf("leftover(%q) = %v, want %v", label, got, want)
		}
	}
	ppid := os.Getppid()
	start, err := processStart(ppid)
	if err != nil {
		t.Fatal(err)
	}
	if e.leftover(owner{self.host, ppid, start, "ab"}.String()) {
		t.Error("a live process's container counted as a leftover")
	}
}

func mustManifest(t *testing.T, name string) []string {
	t.Helper()
	m, ok := images.Lookup(name)
	if !ok {
		t.Fatalf("no manifest for %s", name)
	}
	return m.Packages
}
