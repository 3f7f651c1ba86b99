package container

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/docker/docker/api/types/filters"
	"github.com/docker/docker/api/types/image"
	"github.com/docker/docker/client"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/harness"
	"github.com/sluice-gw/sluice/executors/internal/warm"
	"github.com/sluice-gw/sluice/images"
)

// Executor runs jobs in Docker containers through the Engine API. It is safe for concurrent
// use; Close removes what it still holds.
type Executor struct {
	cfg         Config
	cli         *client.Client
	self        owner
	instanceDir string // WorkDir/<pid>-<start>-<instance>: the harness and the run directories
	harnessDir  string

	imgMu  sync.Mutex
	imgAt  time.Time // when imgSet was read from the engine
	imgSet []string  // served image names, smallest first

	// pool holds containers started ahead of their jobs, keyed by image and limits (inert
	// when Config.Pool.Size is 0).
	pool *warm.Pool[*sandbox]
	// destroying counts the containers of finished runs still being removed.
	destroying sync.WaitGroup
	// pooled holds the containers the pool starts or started that no run has taken yet, by
	// name: for PoolStats' memory figure, and so that tests can tell them from leftovers.
	pooled sync.Map

	closeOnce sync.Once
	closeErr  error
}

var (
	_ executors.Executor     = (*Executor)(nil)
	_ executors.ImageLister  = (*Executor)(nil)
	_ executors.Closer       = (*Executor)(nil)
	_ executors.PoolReporter = (*Executor)(nil)
)

const (
	// newTimeout bounds what New asks the engine (ping, info, reaping).
	newTimeout = time.Minute
	// imagesTTL is how long Images' answer is reused by Run; Images itself always asks.
	imagesTTL = 10 * time.Second
	// poolStatsTimeout bounds the engine calls PoolStats makes.
	poolStatsTimeout = 2 * time.Second
)

// New checks cfg with Validate (every error a FieldError naming the key), connects to the
// engine (negotiating the API version), checks that it runs Linux containers and has
// Config.Runtime, removes the containers, volumes and directories that crashed workers on this
// host left behind (pooled containers included), writes the harness into a private read-only
// directory that every container mounts at /sluice, and, when Config.Pool.Size is above 0,
// starts the pool: it fills in the background with containers of every image Images serves,
// at executors.DefaultLimits.
func New(cfg Config) (*Executor, error) {
	c, err := cfg.resolve()
	if err != nil {
		return nil, fmt.Errorf("container: %w", err)
	}
	self, err := selfOwner()
	if err != nil {
		return nil, fmt.Errorf("container: identifying this process: %w", err)
	}
	cli, err := client.NewClientWithOpts(client.WithHost(c.Host), client.WithAPIVersionNegotiation())
	if err != nil {
		return nil, fmt.Errorf("container: %w", &executors.FieldError{Field: Section + ".host", Value: c.Host, Err: err})
	}
	e := &Executor{cfg: c, cli: cli, self: self, instanceDir: filepath.Join(c.WorkDir, self.dirName())}
	ctx, cancel := context.WithTimeout(context.Background(), newTimeout)
	defer cancel()
	if err := e.checkEngine(ctx); err != nil {
		cli.Close()
		return nil, err
	}
	if nc, nv, err := e.reap(ctx); err != nil {
		c.Logger.Warn("removing what crashed workers left behind failed", "error", err)
	} else if nc+nv > 0 {
		c.Logger.Info("removed what crashed workers left behind", "containers", nc, "volumes", nv)
	}
	if err := e.writeHarness(); err != nil {
		e.Close()
		return nil, fmt.Errorf("container: writing the harness: %w", err)
	}
	var seed []string
	if c.Pool.Size > 0 {
		if seed, err = e.Images(ctx); err != nil {
			c.Logger.Warn("no image kept warm from the start (the pool fills once runs come)", "error", err)
		}
	}
	e.pool = warm.NewPool(c.Pool, seed, executors.DefaultLimits, e.startPooled,
		func(err error) { c.Logger.Warn("pooled container not started", "error", err) })
	c.Logger.Debug("container executor ready", "host", c.Host, "api", cli.ClientVersion(), "runtime", c.Runtime, "pool", c.Pool.Size)
	return e, nil
}

// startPooled starts a container for the pool (warm.StartFunc; a container has no work that
// only pays off while it waits, so busy changes nothing).
func (e *Executor) startPooled(ctx context.Context, key warm.Key, _ bool) (*sandbox, error) {
	ctx, cancel := context.WithTimeout(ctx, apiTimeout)
	defer cancel()
	return e.start(ctx, key, "")
}

// PoolStats reports the warm pool's counters and what it holds now, with the resident memory
// of the ready idle containers (their cgroups' use without the inactive page cache).
func (e *Executor) PoolStats() executors.PoolStats {
	st := e.pool.Stats()
	ctx, cancel := context.WithTimeout(context.Background(), poolStatsTimeout)
	defer cancel()
	e.pooled.Range(func(_, v any) bool {
		// Only ready ones: the container of one still starting may not exist yet.
		if s := v.(*sandbox); s.isReady() {
			st.IdleRSSBytes += int64(min(s.stats(ctx).rssBytes, math.MaxInt64))
		}
		return ctx.Err() == nil
	})
	return st
}

// checkEngine pings the engine and checks its OS and runtimes.
func (e *Executor) checkEngine(ctx context.Context) error {
	if _, err := e.cli.Ping(ctx); err != nil {
		return fmt.Errorf("container: the Docker engine at %s does not answer (start it, e.g. deploy/docker-setup.sh): %w", e.cfg.Host, err)
	}
	info, err := e.cli.Info(ctx)
	if err != nil {
		return fmt.Errorf("container: reading the engine's info: %w", err)
	}
	if info.OSType != "" && info.OSType != "linux" {
		return fmt.Errorf("container: the engine runs %s containers, want linux", info.OSType)
	}
	if _, ok := info.Runtimes[e.cfg.Runtime]; !ok {
		have := make([]string, 0, len(info.Runtimes))
		for name := range info.Runtimes {
			have = append(have, name)
		}
		sort.Strings(have)
		return fmt.Errorf("container: %w", &executors.FieldError{Field: Section + ".runtime", Value: e.cfg.Runtime,
			Problem: fmt.Sprintf("the engine does not have it (it has %s; install and register it in daemon.json to use it)", strings.Join(have, ", "))})
	}
	return nil
}

// writeHarness writes harness.py and tools/*.py into the instance directory, read-only for
// everyone (the container's user reads them through a read-only bind mount).
func (e *Executor) writeHarness() error {
	if err := os.Mkdir(e.instanceDir, 0o700); err != nil && !errors.Is(err, os.ErrExist) {
		return err
	}
	dir := filepath.Join(e.instanceDir, "harness")
	if err := os.Mkdir(dir, 0o700); err != nil {
		return err
	}
	e.harnessDir = dir
	return images.WriteHarness(dir)
}

// LoadsFrames reports that the executor's sandboxes, pooled or not, load a job's frame
// (executors.FrameLoader).
func (e *Executor) LoadsFrames() bool { return true }

// Close destroys the pooled containers, removes the containers and volumes of this executor
// that are still there (runs in flight then fail), its work directory, and closes the engine
// client. Close is idempotent.
func (e *Executor) Close() error {
	e.closeOnce.Do(func() {
		if e.pool != nil {
			e.pool.Close()
		}
		e.destroying.Wait()
		ctx, cancel := context.WithTimeout(context.Background(), newTimeout)
		defer cancel()
		var errs []error
		if err := e.removeOwn(ctx); err != nil {
			errs = append(errs, fmt.Errorf("container: removing containers: %w", err))
		}
		if err := removeTree(e.instanceDir); err != nil {
			errs = append(errs, fmt.Errorf("container: removing the work directory: %w", err))
		}
		if err := e.cli.Close(); err != nil {
			errs = append(errs, err)
		}
		e.closeErr = errors.Join(errs...)
	})
	return e.closeErr
}

// Runtime returns the OCI runtime the executor's containers run with.
func (e *Executor) Runtime() string { return e.cfg.Runtime }

// ImageRef returns the engine reference of a sluice image name: <ImagePrefix><name>:latest.
func (e *Executor) ImageRef(name string) string { return e.cfg.ImagePrefix + name + ":" + ImageTag }

// Images returns the sluice images the engine can really run, smallest first: those of
// images.Manifests() present as <ImagePrefix><name>:latest with the io.sluice.image label
// naming them and an io.sluice.packages label listing every package of their manifest.
func (e *Executor) Images(ctx context.Context) ([]string, error) {
	ms, err := images.Manifests()
	if err != nil {
		return nil, err
	}
	list, err := e.cli.ImageList(ctx, image.ListOptions{Filters: filters.NewArgs(filters.Arg("label", LabelImage))})
	if err != nil {
		return nil, fmt.Errorf("container: listing images: %w", err)
	}
	names := []string{}
	for _, m := range ms {
		ref := e.ImageRef(m.Name)
		for _, img := range list {
			if img.Labels[LabelImage] != m.Name || !slices.Contains(img.RepoTags, ref) {
				continue
			}
			have := strings.Split(img.Labels[LabelPackages], ",")
			var missing []string
			for _, p := range m.Packages {
				if !slices.Contains(have, p) {
					missing = append(missing, p)
				}
			}
			if len(missing) > 0 {
				e.cfg.Logger.Info("image not served: its label lacks packages of the manifest (rebuild it with images/build.sh)",
					"image", ref, "missing", missing)
				continue
			}
			names = append(names, m.Name)
			break
		}
	}
	e.imgMu.Lock()
	e.imgSet, e.imgAt = slices.Clone(names), time.Now()
	e.imgMu.Unlock()
	return names, nil
}

// served reports whether name is among the images the engine serves, asking the engine again
// when the last answer is older than imagesTTL or lacks the image.
func (e *Executor) served(ctx context.Context, name string) ([]string, bool, error) {
	e.imgMu.Lock()
	set, fresh := slices.Clone(e.imgSet), time.Since(e.imgAt) < imagesTTL && e.imgSet != nil
	e.imgMu.Unlock()
	if fresh && slices.Contains(set, name) {
		return set, true, nil
	}
	set, err := e.Images(ctx)
	if err != nil {
		return nil, false, err
	}
	return set, slices.Contains(set, name), nil
}

// Run runs job in a fresh container: one the pool started for the job's image and limits
// when it has one, else one started now (a cold start). See executors.Executor for what is an
// error and what is a Result. Errors are for the worker's log: they may name host paths and
// the engine's own messages, so the worker must map them to a safe executors.WireError.
// Result fields never carry host paths.
func (e *Executor) Run(ctx context.Context, job executors.Job) (res executors.Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = executors.Result{RunID: job.RunID}, fmt.Errorf("container: internal error: %v", r)
		}
	}()
	if err := job.Validate(); err != nil {
		return executors.Result{}, fmt.Errorf("container: bad job: %w", err)
	}
	if job.Kind == executors.KindTool {
		if _, ok := images.Tool(job.Tool); !ok {
			return executors.Result{}, fmt.Errorf("container: bad job: unknown tool %q", job.Tool)
		}
	}
	if _, ok := images.Lookup(job.Image); !ok {
		return executors.Result{}, fmt.Errorf("container: bad job: unknown image %q", job.Image)
	}
	set, ok, err := e.served(ctx, job.Image)
	if err != nil {
		return executors.Result{}, err
	}
	if !ok {
		return executors.Result{}, fmt.Errorf("container: image %q is not in the engine (have %s; build it with images/build.sh)",
			e.ImageRef(job.Image), strings.Join(set, ", "))
	}
	limits := job.Limits.WithDefaults()
	deny, err := images.DeniedModules(job.Image)
	if err != nil {
		return executors.Result{}, fmt.Errorf("container: bad job: %w", err)
	}
	line, err := harness.NewJob(job, limits, deny)
	if err != nil {
		return executors.Result{}, fmt.Errorf("container: bad job: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return executors.Result{}, fmt.Errorf("container: not started: %w", err)
	}
	key := warm.Key{Image: job.Image, Limits: limits}
	t := time.Now()
	s, warmHit, _ := e.pool.Take(key, warm.PrimeFor(job.InputPath, job.FramePath, limits))
	if warmHit {
		e.pooled.Delete(s.name)
		s.warm = true
	} else {
		// Not on the pool's starter thread (warm.Pool.Do): nothing ties a container's life to
		// the thread that asked the engine for it, and cold starts would only queue behind
		// the pool's. Starting is not interrupted half-way by ctx: a cancelled run goes on to
		// the supervision, which kills the container and reports OutcomeKilled, as for a
		// cancel at any later time.
		setup, cancel := context.WithTimeout(context.WithoutCancel(ctx), apiTimeout)
		s, err = e.start(setup, key, job.RunID)
		cancel()
		if err != nil {
			return executors.Result{}, err
		}
	}
	// The container and its volume are removed off the run's path (the engine takes 50 to
	// 100 ms for it), panics included; Close waits for every removal.
	e.destroying.Add(1)
	defer func() { go func() { defer e.destroying.Done(); s.destroy() }() }()
	wasReady := s.isReady()
	if line, err = harness.NewJobWith(job, limits, deny, harness.JobOptions{EndMark: s.endMark}); err != nil {
		return executors.Result{}, fmt.Errorf("container: bad job: %w", err)
	}
	res, err = s.run(ctx, job, line)
	var readyAt time.Time
	if s.isReady() {
		readyAt = s.readyAt // written before ready was closed
	}
	e.pool.Started(&res, t, s.sent, readyAt, warmHit, wasReady)
	return res, err
}
