package subprocess

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/harness"
	"github.com/sluice-gw/sluice/executors/internal/harvest"
	"github.com/sluice-gw/sluice/executors/internal/warm"
	"github.com/sluice-gw/sluice/images"
)

// Executor runs jobs in bubblewrap sandboxes. It is safe for concurrent use; Close releases
// the harness directory it wrote.
type Executor struct {
	cfg        Config
	layout     hostLayout
	harnessDir string
	seccomp    []byte              // the sandbox's seccomp filter (seccomp.go)
	cg         *cgroups            // nil: rlimits only
	cred       *syscall.Credential // nil: the worker is not root and the sandbox runs as its user
	watch      *watchman           // kills the shims' process groups if the executor dies (watchman.go)
	// idle says pooled sandboxes and the zygote wait under SCHED_IDLE (sched.go): only when
	// the cgroups can find every process of a sandbox again and this process may move them
	// back to the normal policy (idleReversible), else a run would run at the idle policy.
	idle bool

	imgMu  sync.Mutex
	images []string // cached by Images once computed

	// pool holds sandboxes started ahead of their jobs (inert when Config.Pool.Size is 0).
	// The bubblewrap sandbox does not depend on the image (one host interpreter; the image
	// only names the modules the harness refuses), so the pool is keyed by limits alone.
	pool *warm.Pool[*sandbox]
	// live holds every sandbox from its start until destroy has removed it, by name.
	live sync.Map
	// destroying counts the background work on the sandboxes of finished runs: their
	// destroy, and their yield of the CPU once the report is in (sandbox.yieldCPU).
	destroying sync.WaitGroup

	// z is the zygote pooled sandboxes are forked from (zygote.go), started by the first of
	// them; zFailed is when one last failed to start.
	zMu     sync.Mutex
	z       *zygote
	zFailed time.Time
	// forked counts the sandboxes whose harness the zygote forked.
	forked atomic.Uint64

	closeOnce sync.Once
}

var (
	_ executors.Executor     = (*Executor)(nil)
	_ executors.ImageLister  = (*Executor)(nil)
	_ executors.Closer       = (*Executor)(nil)
	_ executors.PoolReporter = (*Executor)(nil)
)

// selfTestTimeout bounds the sandbox New starts to check that bubblewrap works here.
const selfTestTimeout = 30 * time.Second

// New checks cfg with Validate and on the host (every error a FieldError naming the key),
// prepares the cgroup parents, writes the harness and tool templates once into a private
// read-only directory under WorkDir, and starts one empty sandbox to prove that bubblewrap can
// build it on this host (user namespaces allowed, mounts possible).
func New(cfg Config) (*Executor, error) {
	c, err := cfg.resolve()
	if err != nil {
		return nil, fmt.Errorf("subprocess: %w", err)
	}
	layout, err := readHostLayout()
	if err != nil {
		return nil, fmt.Errorf("subprocess: reading the host's root layout: %w", err)
	}
	prog, err := seccompProgram()
	if err != nil {
		return nil, fmt.Errorf("subprocess: %w", err)
	}
	e := &Executor{cfg: c, layout: layout, seccomp: prog}
	if os.Geteuid() == 0 {
		e.cred = &syscall.Credential{Uid: SandboxUID, Gid: SandboxGID, Groups: []uint32{}}
	}
	switch c.CgroupRoot {
	case CgroupNone:
	case "":
		self, _ := os.ReadFile("/proc/self/cgroup")
		cg, err := detectCgroups(DefaultCgroupRoot, self)
		if err != nil {
			c.Logger.Warn("cgroups unusable: sandboxes are limited by rlimits only (no cgroup memory, pids or cpu limit)", "error", err)
		} else {
			e.cg = cg
		}
	default:
		self, _ := os.ReadFile("/proc/self/cgroup")
		cg, err := detectCgroups(c.CgroupRoot, self)
		if err != nil {
			return nil, fmt.Errorf("subprocess: %w", &executors.FieldError{Field: Section + ".cgroup_root", Value: c.CgroupRoot, Err: err})
		}
		e.cg = cg
	}
	e.idle = e.cg != nil && idleReversible()
	e.reapStale()
	if e.watch, err = startWatchman(c.WorkDir); err != nil {
		return nil, fmt.Errorf("subprocess: %w", err)
	}
	if err := e.writeHarness(); err != nil {
		e.Close()
		return nil, fmt.Errorf("subprocess: writing the harness: %w", err)
	}
	if err := e.selfTest(); err != nil {
		e.Close()
		return nil, fmt.Errorf("subprocess: bubblewrap cannot build a sandbox on this host: %w", err)
	}
	e.pool = warm.NewPool(c.Pool, []string{""}, executors.DefaultLimits,
		func(_ context.Context, k warm.Key, busy bool) (*sandbox, error) { return e.start(k, busy) },
		func(err error) { c.Logger.Warn("pooled sandbox not started", "error", err) })
	c.Logger.Debug("bubblewrap executor ready", "bwrap", c.Bwrap, "python", c.Python, "cgroups", e.Cgroups(), "pool", c.Pool.Size)
	return e, nil
}

// Cgroups says how runs are limited beyond rlimits: "v1", "v2" or "none".
func (e *Executor) Cgroups() string { return e.cg.mode() }

// PoolStats reports the warm pool's counters and what it holds now.
func (e *Executor) PoolStats() executors.PoolStats {
	st := e.pool.Stats()
	st.SharedRSSBytes = e.zygoteRSS()
	e.live.Range(func(_, v any) bool {
		s := v.(*sandbox)
		if !isReady(s) {
			return true // still being started (ready is closed by a reader start starts last)
		}
		if !s.taken.Load() {
			if n := s.cg.rssBytes(); n > 0 {
				st.IdleRSSBytes += n
			}
		}
		return true
	})
	return st
}

// LoadsFrames reports that the executor's sandboxes, pooled or not, load a job's frame
// (executors.FrameLoader).
func (e *Executor) LoadsFrames() bool { return true }

// Close destroys the pooled sandboxes, waits for the sandboxes of finished runs to be
// removed, and removes the executor's harness directory. Call it once the runs have returned
// (the worker's Stop does): every sandbox was started from the pool's thread, which ends with
// Close, and a sandbox dies with the thread that started it (its parent-death signal), so a
// run still in flight ends as killed. Close is idempotent.
func (e *Executor) Close() error {
	var err error
	e.closeOnce.Do(func() {
		if e.pool != nil {
			e.pool.Close()
		}
		e.settle()
		e.stopZygote()
		e.watch.stop()
		if e.harnessDir != "" {
			_ = os.Chmod(e.harnessDir, 0o700)
			_ = os.Chmod(filepath.Join(e.harnessDir, images.ToolsDir), 0o700)
			err = os.RemoveAll(e.harnessDir)
		}
	})
	return err
}

// writeHarness writes harness.py and tools/*.py into a new directory, then makes everything
// read-only (files 0444, directories 0555: the sandbox user reads them through the bind mount).
func (e *Executor) writeHarness() error {
	dir, err := os.MkdirTemp(e.cfg.WorkDir, ".harness-")
	if err != nil {
		return err
	}
	e.harnessDir = dir
	return images.WriteHarness(dir)
}

// selfTest runs the interpreter once in a sandbox built like every run's, without limits.
func (e *Executor) selfTest() error {
	ctx, cancel := context.WithTimeout(context.Background(), selfTestTimeout)
	defer cancel()
	hd, err := os.Open(e.harnessDir)
	if err != nil {
		return err
	}
	defer hd.Close()
	null, err := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	defer null.Close()
	sc, err := seccompFile(e.seccomp)
	if err != nil {
		return err
	}
	defer sc.Close()
	args := bwrapArgs(e.layout, executors.DefaultLimits,
		[]string{e.cfg.Python, "-I", "-c", "import os, sys; sys.exit(0 if os.path.isfile('" + sandboxHarnessDir + "/harness.py') else 3)"})
	cmd := exec.CommandContext(ctx, e.cfg.Bwrap, args...)
	cmd.Env = []string{}
	cmd.Dir = "/"
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	// fds 3..8 as in a run: report, gate, info, harness directory, seccomp filter, and the
	// harness directory again as the (read-only) input directory.
	cmd.ExtraFiles = []*os.File{null, null, null, hd, sc, hd}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL, Credential: e.cred}
	cmd.WaitDelay = time.Second
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%w: %s", err, strings.TrimSpace(out.String()))
	}
	return nil
}

// Images returns the images whose every package the host interpreter can import, smallest
// first. The check runs once (about a second) and is cached; a failed check is not.
func (e *Executor) Images(ctx context.Context) ([]string, error) {
	e.imgMu.Lock()
	defer e.imgMu.Unlock()
	if e.images != nil {
		return slices.Clone(e.images), nil
	}
	ms, err := images.Manifests()
	if err != nil {
		return nil, err
	}
	var pkgs []string
	for _, m := range ms {
		for _, p := range m.Packages {
			if !slices.Contains(pkgs, p) {
				pkgs = append(pkgs, p)
			}
		}
	}
	failed, err := e.probeImports(ctx, pkgs)
	if err != nil {
		return nil, err
	}
	names := []string{}
	for _, m := range ms {
		ok := true
		for _, p := range m.Packages {
			if msg, bad := failed[p]; bad {
				ok = false
				e.cfg.Logger.Info("image not served: the interpreter cannot import a package", "image", m.Name, "package", p, "error", msg)
				break
			}
		}
		if ok {
			names = append(names, m.Name)
		}
	}
	e.images = names
	return slices.Clone(names), nil
}

// probeScript imports each module named in argv and prints {module: error} for the failures.
const probeScript = `import importlib, json, sys
bad = {}
for m in sys.argv[1:]:
    try:
        importlib.import_module(m)
    except BaseException as e:
        bad[m] = "%s: %s" % (type(e).__name__, str(e)[:200])
sys.stdout.write(json.dumps(bad))
`

// probeImports imports pkgs with the host interpreter, as the sandbox user, with the sandbox's
// environment, and returns the failures.
func (e *Executor) probeImports(ctx context.Context, pkgs []string) (map[string]string, error) {
	tmp, err := os.MkdirTemp(e.cfg.WorkDir, "probe-")
	if err != nil {
		return nil, fmt.Errorf("subprocess: probing images: %w", err)
	}
	defer os.RemoveAll(tmp)
	if e.cred != nil {
		if err := os.Chown(tmp, int(e.cred.Uid), int(e.cred.Gid)); err != nil {
			return nil, fmt.Errorf("subprocess: probing images: %w", err)
		}
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, e.cfg.Python, append([]string{"-I", "-B", "-c", probeScript}, pkgs...)...)
	cmd.Env = []string{"HOME=" + tmp, "MPLCONFIGDIR=" + tmp, "MPLBACKEND=Agg", "LANG=C.UTF-8", "OPENBLAS_NUM_THREADS=1"}
	cmd.Dir = "/"
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL, Credential: e.cred}
	cmd.WaitDelay = time.Second
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("subprocess: probing images with %s: %w: %s", e.cfg.Python, err, harvest.FirstLine(stderr.String()))
	}
	failed := map[string]string{}
	if err := json.Unmarshal(stdout.Bytes(), &failed); err != nil {
		return nil, fmt.Errorf("subprocess: probing images: unexpected output: %w", err)
	}
	return failed, nil
}

// Run runs job in a fresh sandbox. See executors.Executor for what is an error and what is a
// Result. Errors are for the worker's log: they may name host paths and bubblewrap's own
// messages, so the worker must map them to a safe executors.WireError. Result fields never
// carry host paths.
func (e *Executor) Run(ctx context.Context, job executors.Job) (res executors.Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = executors.Result{RunID: job.RunID}, fmt.Errorf("subprocess: internal error: %v", r)
		}
	}()
	if err := job.Validate(); err != nil {
		return executors.Result{}, fmt.Errorf("subprocess: bad job: %w", err)
	}
	if job.Kind == executors.KindTool {
		if _, ok := images.Tool(job.Tool); !ok {
			return executors.Result{}, fmt.Errorf("subprocess: bad job: unknown tool %q", job.Tool)
		}
	}
	served, err := e.Images(ctx)
	if err != nil {
		return executors.Result{}, err
	}
	if !slices.Contains(served, job.Image) {
		return executors.Result{}, fmt.Errorf("subprocess: image %q is not served here (have %s)", job.Image, strings.Join(served, ", "))
	}
	limits := job.Limits.WithDefaults()
	deny, err := images.DeniedModules(job.Image)
	if err != nil {
		return executors.Result{}, fmt.Errorf("subprocess: bad job: %w", err)
	}
	// With cgroups the run's result does not wait for the sandbox's exit (sandbox.run).
	line, err := harness.NewJobWith(job, limits, deny, harness.JobOptions{ExitIdle: e.cg != nil})
	if err != nil {
		return executors.Result{}, fmt.Errorf("subprocess: bad job: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return executors.Result{}, fmt.Errorf("subprocess: not started: %w", err)
	}
	key := warm.Key{Limits: limits}
	t := time.Now()
	sb, warmHit, _ := e.pool.Take(key, warm.PrimeFor(job.InputPath, job.FramePath, limits))
	if warmHit {
		sb.taken.Store(true)
	} else {
		// Started on the pool's starter thread, whose life bounds the sandbox's (Pdeathsig).
		busy := e.pool.Busy(key) // a miss under load is not worth a copy-ahead either
		e.pool.Do(func() { sb, err = e.start(key, busy) })
		if err != nil {
			return executors.Result{}, err
		}
		sb.taken.Store(true)
	}
	// The sandbox is destroyed off the run's path (its teardown takes the kernel a few
	// milliseconds), panics included; Close waits for every destroy.
	e.destroying.Add(1)
	defer func() { go func() { defer e.destroying.Done(); sb.destroy() }() }()
	wasReady := isReady(sb)
	res, err = sb.run(ctx, job, line)
	e.pool.Started(&res, t, sb.sent, sb.hw.readyAt(), warmHit, wasReady)
	return res, err
}

func isReady(s *sandbox) bool {
	select {
	case <-s.ready:
		return true
	default:
		return false
	}
}

// settle waits until every sandbox of a finished run has been destroyed (and has yielded the
// CPU: nothing of it is touched after that).
func (e *Executor) settle() { e.destroying.Wait() }
