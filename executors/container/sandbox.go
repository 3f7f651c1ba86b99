package container

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/docker/docker/api/types"
	"github.com/docker/docker/api/types/container"
	"github.com/docker/docker/api/types/mount"
	"github.com/docker/docker/api/types/volume"
	"github.com/docker/docker/pkg/stdcopy"
	"github.com/docker/go-units"
	"golang.org/x/sys/unix"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/harness"
	"github.com/sluice-gw/sluice/executors/internal/warm"
)

// inputDir is the run directory's subdirectory bound read-only at the dataset's directory; the
// job's dataset is copied into it when the job comes.
const inputDir = "in"

// sandbox is one started container and its host-side state. It is started either ahead of its
// job (pooled, warm.Pool) or for it (cold), in exactly the same way, before any job exists; it
// takes exactly one job (run); destroy removes the container, its volume and its run directory.
type sandbox struct {
	e      *Executor
	key    warm.Key
	limits executors.Limits
	// name is <executor instance>-<random>: it names the container (sluice-<name>) and the
	// out_dir volume (sluice-out-<name>); the run directory is named by the random part.
	name   string
	runDir string
	ln     *net.UnixListener
	volume string
	// outHost is where the engine mounts the out_dir volume on its host (the local driver
	// mounts the tmpfs there while the container runs); see outEmpty.
	outHost string
	id      string // the container's id, once created
	// cg reads the container's counters from its cgroups, nil when they are not visible here.
	cg *cgroupFiles
	// initFD is a pidfd of the container's init process (-1: none; under runc, when this
	// worker sees the engine's pids): a SIGKILL through it ends the container at once, where
	// the engine's kill waits for the container to be torn down (about 80 ms).
	initFD int
	hj     types.HijackedResponse
	// runID is the run id the container was created for (a cold start), or, once a pooled
	// container is taken, its job's: for the labels and the log.
	runID string
	warm  bool      // taken from the pool
	sent  time.Time // when the job line was sent, once run has
	// primed is the dataset Prime put in the input directory and had the harness read (zero:
	// none). Set while the pool holds the container, read by the run that takes it.
	primed warm.Dataset

	t0, t1, startedAt time.Time // create began, start began, start returned

	stdout, stderr *warm.Output
	// endMark is the run's harness.Job.EndMark, secret to the harness's supervisor;
	// outWatch and errWatch pass the streams on to stdout and stderr up to it.
	endMark            string
	outWatch, errWatch *endWatch
	streamsDone        chan struct{} // closed when the attach stream ended (both watches flushed)
	exitCh             chan error    // the engine's wait result, delivered once
	exited             chan struct{} // closed when the engine reported the exit (or the wait failed)
	stopWait           context.CancelFunc
	accepted           chan struct{} // closed once the harness connected and the listener was closed
	ready              chan struct{} // closed when the harness's header came
	readyAt            time.Time     // when it came; written before ready is closed
	reportCh           chan reportRead
	reportSeen         atomic.Int64  // bytes the report channel carried so far
	badHeader          atomic.Bool   // it carried something else than the header first
	gone               chan struct{} // closed by destroy

	destroyOnce sync.Once
}

var (
	_ warm.Sandbox = (*sandbox)(nil)
	_ warm.Primer  = (*sandbox)(nil)
)

// Prime copies the dataset ds into the container's input directory and has the harness read
// it ahead of the job (warm.Primer). The pool calls it on a ready container (its harness is
// connected), then serves it only to a run on ds.
func (s *sandbox) Prime(ds warm.Dataset) error {
	if err := warm.CopyInput(ds, filepath.Join(s.runDir, inputDir)); err != nil {
		return fmt.Errorf("container: priming %s: %w", s.name, err)
	}
	if _, err := s.hj.Conn.Write([]byte(harness.PrimeLine)); err != nil {
		return fmt.Errorf("container: priming %s: %w", s.name, err)
	}
	s.primed = ds
	return nil
}

// start prepares the run directory with the report socket and the input directory, creates
// the out_dir volume, creates the container, attaches to it and starts it: the harness imports
// its libraries and waits for its job line on stdin. start returns once the container runs,
// not once it is ready; runID is "" for a pooled container. Every engine call is bounded by
// ctx; on an error, everything created so far is removed.
func (e *Executor) start(ctx context.Context, key warm.Key, runID string) (_ *sandbox, err error) {
	var rnd [4]byte
	var mark [16]byte
	if _, err := rand.Read(rnd[:]); err != nil {
		return nil, fmt.Errorf("container: %w", err)
	}
	if _, err := rand.Read(mark[:]); err != nil {
		return nil, fmt.Errorf("container: %w", err)
	}
	s := &sandbox{e: e, key: key, limits: key.Limits, runID: runID, endMark: hex.EncodeToString(mark[:]),
		name:        e.self.instance + "-" + hex.EncodeToString(rnd[:]),
		streamsDone: make(chan struct{}), exitCh: make(chan error, 1), exited: make(chan struct{}),
		accepted: make(chan struct{}), ready: make(chan struct{}), reportCh: make(chan reportRead, 1),
		gone: make(chan struct{}), initFD: -1,
		stdout: warm.NewOutput(key.Limits.StdoutBytes), stderr: warm.NewOutput(key.Limits.StderrBytes)}
	endLine := []byte(harness.EndMarkPrefix + s.endMark + "\n")
	s.outWatch, s.errWatch = newEndWatch(s.stdout, endLine), newEndWatch(s.stderr, endLine)
	defer func() {
		if err != nil {
			s.destroy()
		}
	}()
	if runID == "" {
		e.pooled.Store(s.name, s) // until a run takes it or it is destroyed
	}
	s.t0 = time.Now()
	// Short host paths: a unix socket's path must fit in 108 bytes (see maxWorkDirLen).
	s.runDir = filepath.Join(e.instanceDir, hex.EncodeToString(rnd[:]))
	if err := os.Mkdir(s.runDir, 0o700); err != nil {
		return nil, fmt.Errorf("container: creating the run directory: %w", err)
	}
	// The socket's directory is mounted at reportMount: the container's user must traverse it
	// and write to the socket. The run directory (0700) keeps everyone else on the host out.
	sockDir := filepath.Join(s.runDir, reportDir)
	if err := os.Mkdir(sockDir, 0o700); err != nil {
		return nil, fmt.Errorf("container: creating the report directory: %w", err)
	}
	if s.ln, err = net.ListenUnix("unix", &net.UnixAddr{Name: filepath.Join(sockDir, reportSocket), Net: "unix"}); err != nil {
		return nil, fmt.Errorf("container: creating the report socket: %w", err)
	}
	if err := os.Chmod(filepath.Join(sockDir, reportSocket), 0o666); err != nil {
		return nil, fmt.Errorf("container: creating the report socket: %w", err)
	}
	if err := os.Chmod(sockDir, 0o711); err != nil {
		return nil, fmt.Errorf("container: creating the report socket: %w", err)
	}
	// The input directory: the container's user may traverse it, not list it; the dataset
	// copied into it later is 0444.
	in := filepath.Join(s.runDir, inputDir)
	if err := os.Mkdir(in, 0o700); err != nil {
		return nil, fmt.Errorf("container: creating the input directory: %w", err)
	}
	if err := os.Chmod(in, 0o711); err != nil {
		return nil, fmt.Errorf("container: creating the input directory: %w", err)
	}
	s.volume = "sluice-out-" + s.name
	vol, err := e.cli.VolumeCreate(ctx, volume.CreateOptions{
		Name:   s.volume,
		Driver: "local",
		DriverOpts: map[string]string{
			"type":   "tmpfs",
			"device": "tmpfs",
			"o": fmt.Sprintf("size=%d,nr_inodes=%d,uid=%d,gid=%d,mode=0755,nosuid,nodev,noexec",
				s.limits.OutputBytes, outputInodes, SandboxUID, SandboxUID),
		},
		Labels: s.labels(),
	})
	if err != nil {
		s.volume = ""
		return nil, fmt.Errorf("container: creating the out_dir volume: %w", err)
	}
	s.outHost = vol.Mountpoint

	cfg, hc := s.specs()
	created, err := e.cli.ContainerCreate(ctx, cfg, hc, nil, nil, "sluice-"+s.name)
	if err != nil {
		return nil, fmt.Errorf("container: creating the container: %w", err)
	}
	s.id = created.ID
	// Waiting for the next exit before starting cannot miss it.
	waitCtx, stopWait := context.WithCancel(context.Background())
	s.stopWait = stopWait
	waitCh, waitErrCh := e.cli.ContainerWait(waitCtx, s.id, container.WaitConditionNextExit)
	go func() {
		var err error
		select {
		case w := <-waitCh:
			if w.Error != nil {
				err = errors.New(w.Error.Message)
			}
		case err = <-waitErrCh:
		}
		close(s.exited)
		s.exitCh <- err
	}()
	s.hj, err = e.cli.ContainerAttach(ctx, s.id, container.AttachOptions{Stream: true, Stdin: true, Stdout: true, Stderr: true})
	if err != nil {
		return nil, fmt.Errorf("container: attaching to the container: %w", err)
	}
	go func() {
		defer close(s.streamsDone)
		_, _ = stdcopy.StdCopy(s.outWatch, s.errWatch, s.hj.Reader)
		s.outWatch.Flush()
		s.errWatch.Flush()
	}()
	go s.serveReport()

	s.t1 = time.Now()
	if err := e.cli.ContainerStart(ctx, s.id, container.StartOptions{}); err != nil {
		return nil, fmt.Errorf("container: starting the container: %w", err)
	}
	s.startedAt = time.Now()
	if insp, err := e.cli.ContainerInspect(ctx, s.id); err == nil && insp.State != nil {
		s.cg = containerCgroups(insp.State.Pid)
		if s.cg != nil && e.cfg.Runtime == DefaultRuntime {
			// The pid is the one the engine reported a moment ago, and its cgroups were just
			// found to be the container's: the pidfd keeps naming that process.
			if fd, err := unix.PidfdOpen(insp.State.Pid, 0); err == nil {
				s.initFD = fd
			}
		}
	}
	return s, nil
}

// serveReport accepts the harness's one connection on the report socket, closes the listener
// so that nothing else can connect (only then may the job line, and so the user's code, reach
// the container: see send), and reads the report until the harness closes the connection. It
// closes ready when the header line has come (the harness has imported its libraries and
// waits for its job) and always sends exactly one reportRead.
func (s *sandbox) serveReport() {
	conn, err := s.ln.AcceptUnix()
	s.ln.Close()
	if err != nil {
		s.reportCh <- reportRead{}
		return
	}
	defer conn.Close()
	close(s.accepted)
	header := []byte(harness.Header + "\n")
	announced := false
	b, over, _ := readBounded(conn, harness.MaxReportBytes, func(got []byte, seen int64) {
		s.reportSeen.Store(seen)
		if !announced && len(got) >= len(header) {
			announced = true
			if bytes.Equal(got[:len(header)], header) {
				s.readyAt = time.Now()
				close(s.ready)
			} else {
				s.badHeader.Store(true)
			}
		}
	})
	s.reportCh <- reportRead{b: b, over: over, accepted: true}
}

// waitOutput waits until the container's output streams are complete: both carried the
// harness's end mark (it wrote them after everything the code wrote), or the attach stream
// ended. After streamWait it closes the attach stream and takes what came. The end of the
// streams comes about 45 ms after the container's processes were killed, through the engine;
// the marks come with the report.
func (s *sandbox) waitOutput() {
	timeout := time.After(streamWait)
	for _, w := range []*endWatch{s.outWatch, s.errWatch} {
		select {
		case <-w.done:
		case <-s.streamsDone:
			return
		case <-timeout:
			s.hj.Close()
			<-s.streamsDone
			return
		}
	}
}

// send writes the job line to the container's stdin once the harness has connected to the
// report channel and the listener is closed. stdin stays open after it: closing it tells the
// harness to exit.
func (s *sandbox) send(jobLine []byte) {
	select {
	case <-s.accepted:
		_, _ = s.hj.Conn.Write(jobLine)
	case <-s.exited:
	case <-s.gone:
	}
}

// Ready is closed once the harness has imported its libraries and waits for its job.
func (s *sandbox) Ready() <-chan struct{} { return s.ready }

// isReady reports whether the harness has announced itself.
func (s *sandbox) isReady() bool {
	select {
	case <-s.ready:
		return true
	default:
		return false
	}
}

// Usable says why the container must not take a job: it ended, its streams or its report
// channel ended, something in it wrote to stdout, stderr or the report channel beyond the
// header before any job was sent (the harness writes nothing else before its job, so anything
// else means the container is not what was started), or its harness did not start within
// StartupTimeout.
func (s *sandbox) Usable() error {
	select {
	case <-s.exited:
		return errors.New("the container ended before its job")
	case <-s.streamsDone:
		return errors.New("the container's output streams ended before its job")
	default:
	}
	if len(s.reportCh) > 0 {
		return errors.New("the report channel ended before the job")
	}
	if s.stdout.Total() > 0 || s.stderr.Total() > 0 {
		return errors.New("the container wrote output before its job")
	}
	if s.badHeader.Load() || s.reportSeen.Load() > int64(len(harness.Header)+1) {
		return errors.New("the report channel carried more than the header before the job")
	}
	if !s.isReady() && time.Since(s.t0) > StartupTimeout {
		return fmt.Errorf("the harness did not start within %v", StartupTimeout)
	}
	return nil
}

// Destroy is destroy, for the pool.
func (s *sandbox) Destroy() { s.destroy() }

func (s *sandbox) labels() map[string]string {
	l := map[string]string{
		LabelWorker: s.e.cfg.WorkerID,
		LabelOwner:  s.e.self.String(),
	}
	if s.runID != "" {
		l[LabelRun] = s.runID
	}
	return l
}

// specs returns the container's configuration: every limit of the run, enforced by the
// engine, the kernel and the runtime.
func (s *sandbox) specs() (*container.Config, *container.HostConfig) {
	l := s.limits
	cpu := int64(math.Ceil(l.CPUs*l.TimeoutS)) + 1
	// The watchdog covers the longest a container may legitimately live: the start-up
	// allowance, the wait of a pooled container for its job (at most Pool.MaxAge: the pool
	// discards older ones, and Take never hands one out), the run's own limit and a grace
	// that covers the collection of artifacts and the exit. Cold containers get the same
	// watchdog while the pool is on, so that a warm container is built exactly like a cold
	// one. The next New on this host removes a crashed worker's containers anyway; the
	// watchdog is for a worker that does not come back.
	var idle time.Duration
	if s.e.cfg.Pool.Size > 0 {
		idle = s.e.cfg.Pool.MaxAge
	}
	watchdog := int64(math.Ceil(l.TimeoutS+(StartupTimeout+idle+watchdogGrace).Seconds())) + 1
	pids := int64(l.Pids)
	if s.e.cfg.Runtime != DefaultRuntime {
		// Under gVisor the pids cgroup also counts the sandbox kernel's own threads; the
		// code's processes and threads are limited by RLIMIT_NPROC below.
		pids += runtimePidsOverhead
	}
	noInit := false
	cfg := &container.Config{
		Image:    s.e.ImageRef(s.key.Image),
		Hostname: hostname,
		User:     SandboxUser,
		Env:      sandboxEnv,
		// coreutils' timeout as PID 1 is the watchdog for a worker that died; the executor's
		// own timer kills the container long before.
		Entrypoint: []string{"/usr/bin/timeout", "-s", "KILL", strconv.FormatInt(watchdog, 10) + "s"},
		Cmd:        []string{"/usr/bin/python3", "-I", "-B", "-c", bootstrap},
		WorkingDir: executors.OutputMountPath,
		// stdin carries the job line; closing it ends the run (see harness.Job).
		AttachStdin: true, AttachStdout: true, AttachStderr: true, OpenStdin: true, StdinOnce: true,
		NetworkDisabled: true,
		Labels:          s.labels(),
	}
	ro := &mount.BindOptions{NonRecursive: true}
	mounts := []mount.Mount{
		{Type: mount.TypeBind, Source: s.e.harnessDir, Target: harnessMount, ReadOnly: true, BindOptions: ro},
		{Type: mount.TypeBind, Source: filepath.Join(s.runDir, reportDir), Target: reportMount, ReadOnly: true, BindOptions: ro},
		// Empty at start: the job's dataset is copied into it when the job comes.
		{Type: mount.TypeBind, Source: filepath.Join(s.runDir, inputDir), Target: filepath.Dir(executors.InputMountPath),
			ReadOnly: true, BindOptions: ro},
		{Type: mount.TypeVolume, Source: s.volume, Target: executors.OutputMountPath,
			VolumeOptions: &mount.VolumeOptions{NoCopy: true}},
		{Type: mount.TypeTmpfs, Target: "/tmp",
			TmpfsOptions: &mount.TmpfsOptions{SizeBytes: l.TmpBytes, Mode: 0o1777}},
	}
	ulimits := []*units.Ulimit{
		// The subprocess executor's rlimits, but RLIMIT_DATA for RLIMIT_AS (runc's own Go
		// init cannot start under an address-space limit): one large allocation fails with a
		// MemoryError rather than meeting the OOM killer. Then CPU time (SIGXCPU, then SIGKILL
		// a second later), file size, no core files, 1024 files.
		{Name: "data", Soft: int64(l.MemoryMB) << 20, Hard: int64(l.MemoryMB) << 20},
		{Name: "cpu", Soft: cpu, Hard: cpu + 1},
		{Name: "fsize", Soft: l.FileSizeBytes, Hard: l.FileSizeBytes},
		{Name: "core", Soft: 0, Hard: 0},
		{Name: "nofile", Soft: 1024, Hard: 1024},
	}
	if s.e.cfg.Runtime != DefaultRuntime {
		// gVisor counts the sandbox's own tasks against RLIMIT_NPROC (its kernel is the
		// sandbox's alone, so runs are not coupled as they would be on the host's kernel).
		ulimits = append(ulimits, &units.Ulimit{Name: "nproc", Soft: int64(l.Pids), Hard: int64(l.Pids)})
	}
	hc := &container.HostConfig{
		NetworkMode:    "none",
		ReadonlyRootfs: true,
		CapDrop:        []string{"ALL"},
		SecurityOpt:    []string{"no-new-privileges"},
		IpcMode:        "private",
		ShmSize:        min(l.TmpBytes, shmBytesMax),
		LogConfig:      container.LogConfig{Type: "none"},
		Runtime:        s.e.cfg.Runtime,
		Init:           &noInit,
		// Under host memory pressure the sandbox dies before the worker does.
		OomScoreAdj: 1000,
		Mounts:      mounts,
		Resources: container.Resources{
			Memory:     int64(l.MemoryMB) << 20,
			MemorySwap: int64(l.MemoryMB) << 20, // equal to Memory: no swap
			NanoCPUs:   int64(l.CPUs * 1e9),
			PidsLimit:  &pids,
			Ulimits:    ulimits,
		},
	}
	return cfg, hc
}

// killNow sends SIGKILL to the container's init process, which ends every process in the
// container's pid namespace, without waiting for the engine; false when there is no pidfd
// (the caller then uses kill).
func (s *sandbox) killNow() bool {
	return s.initFD >= 0 && unix.PidfdSendSignal(s.initFD, unix.SIGKILL, nil, 0) == nil
}

// kill sends SIGKILL to the container (all its processes die with its PID 1) through the
// engine, which waits until the container stopped.
func (s *sandbox) kill() {
	ctx, cancel := context.WithTimeout(context.Background(), apiTimeout)
	defer cancel()
	if err := s.e.cli.ContainerKill(ctx, s.id, "KILL"); err != nil && !cerrdefs.IsNotFound(err) && !cerrdefs.IsConflict(err) {
		s.e.cfg.Logger.Warn("killing the container failed", "run_id", s.runID, "container", shortID(s.id), "error", err)
	}
}

// destroy removes the container, the volume and the run directory, whatever happened. It runs
// on every path out of Run, panics included, and for every container the pool discards, with
// contexts of its own: a cancelled run is still cleaned up. It may be called more than once.
func (s *sandbox) destroy() {
	s.destroyOnce.Do(func() {
		log := s.e.cfg.Logger
		close(s.gone)
		if s.ln != nil {
			s.ln.Close()
		}
		ctx, cancel := context.WithTimeout(context.Background(), apiTimeout)
		defer cancel()
		if s.id != "" {
			if err := s.e.cli.ContainerRemove(ctx, s.id, container.RemoveOptions{Force: true}); err != nil && !cerrdefs.IsNotFound(err) {
				log.Warn("container left behind", "run_id", s.runID, "container", shortID(s.id), "error", err)
			}
		}
		if s.hj.Conn != nil {
			s.hj.Close()
		}
		if s.initFD >= 0 {
			unix.Close(s.initFD)
			s.initFD = -1
		}
		if s.stopWait != nil {
			s.stopWait()
		}
		if s.volume != "" {
			if err := s.e.cli.VolumeRemove(ctx, s.volume, true); err != nil && !cerrdefs.IsNotFound(err) {
				log.Warn("volume left behind", "run_id", s.runID, "volume", s.volume, "error", err)
			}
		}
		if s.runDir != "" {
			if err := removeTree(s.runDir); err != nil {
				log.Warn("run directory left behind", "run_id", s.runID, "error", err)
			}
		}
		s.e.pooled.Delete(s.name)
	})
}
