package container

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/docker/docker/api/types/container"
	"github.com/docker/docker/api/types/mount"
	"github.com/docker/docker/api/types/volume"
	"github.com/docker/docker/pkg/stdcopy"
	"github.com/docker/go-units"
	"golang.org/x/sys/unix"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/internal/capture"
	"github.com/sluice-gw/sluice/executors/internal/harvest"
	"github.com/sluice-gw/sluice/images"
)

// Paths inside every container besides executors.InputMountPath and executors.OutputMountPath.
const (
	// harnessMount holds the harness and its tools, read-only (the worker's embedded copy).
	harnessMount = "/sluice"
	// reportMount holds the report socket, read-only.
	reportMount = "/run/sluice"
	// reportDir is the run directory's subdirectory mounted at reportMount.
	reportDir = "r"
	// reportSocket is the socket's file name, in reportDir and under reportMount.
	reportSocket = "report.sock"
	// hostname is the container's host name; the host's is not visible.
	hostname = "sluice"
	// shmBytesMax caps /dev/shm (also bounded by TmpBytes).
	shmBytesMax = 16 << 20
	// outputInodes caps the number of files and directories in out_dir.
	outputInodes = 4096
)

// Grace periods. None of them extends a run's own time limit by more than a second or two,
// except watchdogGrace, which only matters when the worker itself died.
const (
	// exitGrace is how long the harness gets to exit after the executor closed its stdin.
	exitGrace = 2 * time.Second
	// killWait is how long the executor waits for the engine to report the container's exit
	// after killing it.
	killWait = 5 * time.Second
	// streamWait bounds the wait for the output streams and the report after the exit.
	streamWait = time.Second
	// collectGrace is what copying the artifacts may take beyond the run's time limit.
	collectGrace = 5 * time.Second
	// apiTimeout bounds each engine call made outside the run's own context (kill, inspect,
	// remove), so that a cancelled run is still cleaned up.
	apiTimeout = 30 * time.Second
	// watchdogGrace: the container's own PID 1 (coreutils timeout) kills everything this long
	// after the start-up allowance and the run's time limit, so that a container outlives a
	// crashed worker only briefly.
	watchdogGrace = 30 * time.Second
)

// runtimePidsOverhead is added to the pids limit under runtimes other than runc: gVisor's
// sandbox kernel (runsc) runs in the container's pids cgroup with its own threads, and cannot
// start under a limit sized for the Python processes alone.
const runtimePidsOverhead = 256

// StartupTimeout bounds a run's start: creating and starting the container, the interpreter
// and the harness's imports, until the harness announces itself on the report channel. The
// run's own wall-clock limit starts only then (as in the subprocess executor); a harness that
// does not start within it is killed and Run returns an error (a sandbox failure).
const StartupTimeout = 30 * time.Second

// sandboxEnv is the containers' whole environment besides the PATH and HOSTNAME the engine
// always sets: the same variables as the subprocess executor's sandbox.
var sandboxEnv = []string{
	"HOME=/tmp",
	"MPLCONFIGDIR=/tmp",
	"LANG=C.UTF-8",
	"OPENBLAS_NUM_THREADS=1",
	"OMP_NUM_THREADS=1",
	"MKL_NUM_THREADS=1",
	"PYTHONDONTWRITEBYTECODE=1",
}

// bootstrap runs as the container's first Python process: it connects to the report socket
// (fd 3 of the harness protocol) before any job, and therefore any user code, exists, then runs
// the harness in the same process. The executor accepts exactly one connection, so nothing
// that runs later can reach the socket; the harness closes fd 3 in the process that runs the
// user's code, and its supervisor is non-dumpable.
const bootstrap = `import os, runpy, socket, sys
s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
try:
    s.connect("` + reportMount + "/" + reportSocket + `")
except OSError as e:
    os.write(2, ("sluice bootstrap: cannot reach the report channel: %s\n" % e).encode())
    os._exit(70)
fd = s.detach()
if fd != 3:
    os.dup2(fd, 3)
    os.close(fd)
del s, fd
sys.argv = ["` + harnessMount + `/harness.py"]
runpy.run_path(sys.argv[0], run_name="__main__")
`

// sandbox is one run's state: what prepare created and destroy removes.
type sandbox struct {
	e       *Executor
	job     executors.Job
	limits  executors.Limits
	name    string // <run id>-<random>: names the run directory, the container and the volume
	runDir  string
	input   string // bind source of the dataset, "" when the job has none
	ln      *net.UnixListener
	volume  string
	id      string // the container's id, once created
	created time.Time
}

// prepare creates the run directory with the report socket, a readable dataset copy if
// needed, and the out_dir volume.
func (e *Executor) prepare(ctx context.Context, job executors.Job, limits executors.Limits) (_ *sandbox, err error) {
	var rnd [4]byte
	if _, err := rand.Read(rnd[:]); err != nil {
		return nil, fmt.Errorf("container: %w", err)
	}
	s := &sandbox{e: e, job: job, limits: limits, name: strings.ToLower(job.RunID) + "-" + hex.EncodeToString(rnd[:])}
	defer func() {
		if err != nil {
			s.destroy()
		}
	}()
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
	if job.InputPath != "" {
		if s.input, err = readableInput(job.InputPath, s.runDir); err != nil {
			return nil, err
		}
	}
	s.volume = "sluice-out-" + s.name
	_, err = e.cli.VolumeCreate(ctx, volume.CreateOptions{
		Name:   s.volume,
		Driver: "local",
		DriverOpts: map[string]string{
			"type":   "tmpfs",
			"device": "tmpfs",
			"o": fmt.Sprintf("size=%d,nr_inodes=%d,uid=%d,gid=%d,mode=0755,nosuid,nodev,noexec",
				limits.OutputBytes, outputInodes, SandboxUID, SandboxUID),
		},
		Labels: s.labels(),
	})
	if err != nil {
		s.volume = ""
		return nil, fmt.Errorf("container: creating the out_dir volume: %w", err)
	}
	return s, nil
}

// readableInput returns a bind source for the dataset that the container's user can read: the
// file itself when anyone may read it, else a read-only copy in the run directory (the worker's
// file keeps its mode). Only the file's own mode matters: the engine resolves the path as root.
func readableInput(path, runDir string) (string, error) {
	abs, err := filepath.Abs(path)
	if err == nil {
		abs, err = filepath.EvalSymlinks(abs)
	}
	if err != nil {
		return "", fmt.Errorf("container: the dataset: %w", err)
	}
	f, err := os.Open(abs)
	if err != nil {
		return "", fmt.Errorf("container: opening the dataset: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return "", fmt.Errorf("container: the dataset %s is not a regular file", path)
	}
	if st.Mode().Perm()&0o004 != 0 {
		return abs, nil
	}
	cp := filepath.Join(runDir, "data.csv")
	out, err := os.OpenFile(cp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o444)
	if err != nil {
		return "", fmt.Errorf("container: copying the dataset: %w", err)
	}
	_, err = io.Copy(out, f)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", fmt.Errorf("container: copying the dataset: %w", err)
	}
	return cp, nil
}

func (s *sandbox) labels() map[string]string {
	return map[string]string{
		LabelRun:    s.job.RunID,
		LabelWorker: s.e.cfg.WorkerID,
		LabelOwner:  s.e.self.String(),
	}
}

// specs returns the container's configuration: every limit of the run, enforced by the
// engine, the kernel and the runtime.
func (s *sandbox) specs() (*container.Config, *container.HostConfig) {
	l := s.limits
	cpu := int64(math.Ceil(l.CPUs*l.TimeoutS)) + 1
	watchdog := int64(math.Ceil(l.TimeoutS+(StartupTimeout+watchdogGrace).Seconds())) + 1
	pids := int64(l.Pids)
	if s.e.cfg.Runtime != DefaultRuntime {
		// Under gVisor the pids cgroup also counts the sandbox kernel's own threads; the
		// code's processes and threads are limited by RLIMIT_NPROC below.
		pids += runtimePidsOverhead
	}
	noInit := false
	cfg := &container.Config{
		Image:    s.e.ImageRef(s.job.Image),
		Hostname: hostname,
		User:     SandboxUser,
		Env:      sandboxEnv,
		// coreutils' timeout as PID 1 is the watchdog for a worker that died mid-run; the
		// executor's own timer kills the container long before.
		Entrypoint: []string{"/usr/bin/timeout", "-s", "KILL", strconv.FormatInt(watchdog, 10) + "s"},
		Cmd:        []string{"/usr/bin/python3", "-I", "-B", "-c", bootstrap},
		WorkingDir: executors.OutputMountPath,
		// stdin carries the job line; closing it ends the run (see images.HarnessJob).
		AttachStdin: true, AttachStdout: true, AttachStderr: true, OpenStdin: true, StdinOnce: true,
		NetworkDisabled: true,
		Labels:          s.labels(),
	}
	mounts := []mount.Mount{
		{Type: mount.TypeBind, Source: s.e.harnessDir, Target: harnessMount, ReadOnly: true,
			BindOptions: &mount.BindOptions{NonRecursive: true}},
		{Type: mount.TypeBind, Source: filepath.Join(s.runDir, reportDir), Target: reportMount, ReadOnly: true,
			BindOptions: &mount.BindOptions{NonRecursive: true}},
		{Type: mount.TypeVolume, Source: s.volume, Target: executors.OutputMountPath,
			VolumeOptions: &mount.VolumeOptions{NoCopy: true}},
		{Type: mount.TypeTmpfs, Target: "/tmp",
			TmpfsOptions: &mount.TmpfsOptions{SizeBytes: l.TmpBytes, Mode: 0o1777}},
	}
	if s.input != "" {
		mounts = append(mounts, mount.Mount{Type: mount.TypeBind, Source: s.input, Target: executors.InputMountPath,
			ReadOnly: true, BindOptions: &mount.BindOptions{NonRecursive: true}})
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

// reportRead is what the report channel carried.
type reportRead struct {
	b        []byte
	over     bool
	accepted bool // the harness connected
}

// engineStats is what the engine's stats said at report time.
type engineStats struct {
	cpuNanos  uint64
	peakBytes uint64
}

// run creates and starts the container, feeds it the job line, and collects everything it
// produced.
func (s *sandbox) run(ctx context.Context, jobLine []byte) (executors.Result, error) {
	res := executors.Result{RunID: s.job.RunID}
	cli := s.e.cli
	cfg, hc := s.specs()
	// Setting up is not interrupted half-way by ctx: a cancelled run goes on to the loop below,
	// which kills the container and reports OutcomeKilled, as for a cancel at any later time.
	setup, cancelSetup := context.WithTimeout(context.WithoutCancel(ctx), apiTimeout)
	defer cancelSetup()
	// Until the harness announces itself (container created and started, interpreter, pandas,
	// NumPy and Matplotlib imported) only the start-up allowance runs; then the run's own limit,
	// exactly as in the subprocess executor, so that a loaded host does not eat into the code's
	// time and the same job gets the same time in every executor.
	timer := time.NewTimer(StartupTimeout)
	defer timer.Stop()
	t0 := time.Now()
	created, err := cli.ContainerCreate(setup, cfg, hc, nil, nil, "sluice-"+s.name)
	if err != nil {
		return res, fmt.Errorf("container: creating the container: %w", err)
	}
	s.id, s.created = created.ID, time.Now()
	// Waiting for the next exit before starting cannot miss it.
	waitCtx, stopWait := context.WithCancel(context.Background())
	defer stopWait()
	waitCh, waitErrCh := cli.ContainerWait(waitCtx, s.id, container.WaitConditionNextExit)
	hj, err := cli.ContainerAttach(setup, s.id, container.AttachOptions{Stream: true, Stdin: true, Stdout: true, Stderr: true})
	if err != nil {
		return res, fmt.Errorf("container: attaching to the container: %w", err)
	}
	defer hj.Close()

	stdout, stderr := capture.New(s.limits.StdoutBytes), capture.New(s.limits.StderrBytes)
	streamsDone := make(chan struct{})
	go func() {
		defer close(streamsDone)
		_, _ = stdcopy.StdCopy(stdout, stderr, hj.Reader)
	}()
	reportCh := make(chan reportRead, 1)
	ready := make(chan struct{})
	go s.serveReport(hj.Conn, jobLine, ready, reportCh)

	t1 := time.Now()
	if err := cli.ContainerStart(setup, s.id, container.StartOptions{}); err != nil {
		s.ln.Close()
		return res, fmt.Errorf("container: starting the container: %w", err)
	}
	start := time.Now()
	cancelSetup()

	var (
		exited, gotReport   bool
		exitErr             error
		rep                 reportRead
		report              *executors.Report
		reportErr           error
		timedOut, cancelled bool
		grace, giveUp       <-chan time.Time
		hostErr             error
		stats               engineStats
		reportAt            time.Duration
	)
	timerC, ctxDone, readyC := timer.C, ctx.Done(), (<-chan struct{})(ready)
	started, readyAt := false, time.Time{}
	var collectMS int64
	kill := func() {
		s.kill()
		if giveUp == nil {
			giveUp = time.After(killWait)
		}
	}
	for !exited {
		select {
		case w := <-waitCh:
			exited = true
			if w.Error != nil {
				exitErr = errors.New(w.Error.Message)
			}
		case err := <-waitErrCh:
			exited, exitErr = true, err
		case <-readyC:
			readyC, started, readyAt = nil, true, time.Now()
			timer.Reset(s.limits.Timeout())
		case rep = <-reportCh:
			reportCh, gotReport = nil, true
			if !started {
				started, readyAt = true, time.Now()
			}
			reportAt = time.Since(start)
			report, reportErr = decodeReport(rep)
			if reportErr == nil && !timedOut && !cancelled {
				// The harness has reported and waits on stdin: the container, with its
				// out_dir, is still there. Collect, then let it go.
				tc := time.Now()
				res.Artifacts, res.Dropped, stats, hostErr = s.collect(readyAt.Add(s.limits.Timeout() + collectGrace))
				collectMS = time.Since(tc).Milliseconds()
			}
			_ = hj.CloseWrite()
			grace = time.After(exitGrace)
		case <-timerC:
			timerC, timedOut = nil, true
			kill()
		case <-ctxDone:
			ctxDone = nil
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				timedOut = true
			} else {
				cancelled = true
			}
			kill()
		case <-grace:
			grace = nil
			kill()
		case <-giveUp:
			exited, exitErr = true, errors.New("the engine did not report the container's exit after it was killed")
		}
	}
	exitAt := time.Now()
	res.Usage.WallMS = exitAt.Sub(start).Milliseconds()

	// The container's processes are gone: the streams and the report channel end.
	select {
	case <-streamsDone:
	case <-time.After(streamWait):
		hj.Close()
		<-streamsDone
	}
	s.ln.Close()
	if !gotReport {
		select {
		case rep = <-reportCh:
		case <-time.After(streamWait):
			// serveReport holds a connection that did not end: give up on it.
			rep = reportRead{}
		}
		report, reportErr = decodeReport(rep)
	}
	res.Stdout, res.StdoutBytes = stdout.String(), stdout.Total()
	res.Stderr, res.StderrBytes = stderr.String(), stderr.Total()

	ictx, cancel := context.WithTimeout(context.Background(), apiTimeout)
	defer cancel()
	insp, err := s.e.cli.ContainerInspect(ictx, s.id)
	if err != nil {
		return res, fmt.Errorf("container: inspecting the ended container: %w", err)
	}
	st := insp.State
	if st == nil {
		return res, errors.New("container: the engine returned no state for the ended container")
	}
	sig := exitStatus(st.ExitCode, &res)
	if st.Running || exitErr != nil {
		// The engine never reported the exit after the kill: destroy removes the container
		// by force, and the run counts as killed.
		s.e.cfg.Logger.Warn("no exit reported for a killed container", "run_id", s.job.RunID, "container", shortID(s.id), "error", exitErr)
		sig, res.ExitCode, res.Signal = syscall.SIGKILL, -1, "SIGKILL"
	}
	res.Usage.CPUMS = int64(stats.cpuNanos / 1e6)
	res.Usage.PeakMemoryBytes = int64(min(stats.peakBytes, math.MaxInt64))

	if timedOut && !started && !cancelled {
		return res, fmt.Errorf("container: the harness did not start within %v", StartupTimeout)
	}
	if !rep.accepted && !timedOut && !cancelled && !st.OOMKilled {
		return res, fmt.Errorf("container: the container did not start the harness (exit status %d%s): %s",
			st.ExitCode, errSuffix(st.Error), firstLine(res.Stderr))
	}
	if errors.Is(reportErr, images.ErrNoHeader) && !timedOut && !cancelled && !st.OOMKilled {
		return res, fmt.Errorf("container: the harness did not start (exit status %d): %s", st.ExitCode, firstLine(res.Stderr))
	}
	if hostErr != nil {
		return res, fmt.Errorf("container: collecting artifacts: %w", hostErr)
	}
	res.Report = report
	res.Outcome = harvest.Classify(harvest.Facts{TimedOut: timedOut, Cancelled: cancelled, OOMKilled: st.OOMKilled, Signal: sig, Report: report})
	s.e.cfg.Logger.Debug("run finished", "run_id", s.job.RunID, "container", shortID(s.id), "outcome", res.Outcome,
		"exit_code", res.ExitCode, "signal", res.Signal, "wall_ms", res.Usage.WallMS, "cpu_ms", res.Usage.CPUMS,
		"peak_bytes", res.Usage.PeakMemoryBytes, "report_ms", reportAt.Milliseconds(), "report_error", reportErr,
		"create_ms", t1.Sub(t0).Milliseconds(), "start_ms", start.Sub(t1).Milliseconds(), "collect_ms", collectMS,
		"after_exit_ms", time.Since(exitAt).Milliseconds())
	return res, nil
}

// serveReport accepts the harness's one connection on the report socket, closes the listener
// so that nothing else can connect, writes the job line to the container's stdin and reads the
// report until the harness closes the connection. It closes ready when the header line has
// come (the harness is set up and about to run the code) and always sends exactly one
// reportRead.
func (s *sandbox) serveReport(stdin io.Writer, jobLine []byte, ready chan<- struct{}, out chan<- reportRead) {
	conn, err := s.ln.AcceptUnix()
	s.ln.Close()
	if err != nil {
		out <- reportRead{}
		return
	}
	defer conn.Close()
	// Only now may the job, and so the user's code, reach the container.
	go func() { _, _ = stdin.Write(jobLine) }()
	header := []byte(images.HarnessHeader + "\n")
	announced := false
	b, over, _ := readBounded(conn, images.MaxReportBytes, func(got []byte) {
		if !announced && len(got) >= len(header) {
			announced = true
			if bytes.Equal(got[:len(header)], header) {
				close(ready)
			}
		}
	})
	out <- reportRead{b: b, over: over, accepted: true}
}

// collect copies the artifacts out of the live container and reads its CPU and memory use,
// giving up at deadline.
func (s *sandbox) collect(deadline time.Time) ([]executors.Artifact, []string, engineStats, error) {
	ctx, cancel := context.WithDeadline(context.Background(), deadline)
	defer cancel()
	statsCh := make(chan engineStats, 1)
	go func() { statsCh <- s.stats(ctx) }()
	rc, _, err := s.e.cli.CopyFromContainer(ctx, s.id, executors.OutputMountPath)
	var (
		arts    []executors.Artifact
		dropped []string
		hostErr error
	)
	if err != nil {
		// The error may name host paths; the agent only learns that nothing was collected.
		s.e.cfg.Logger.Warn("artifacts not collected", "run_id", s.job.RunID, "error", err)
		dropped = []string{"out_dir: not collected (the container's files could not be read)"}
	} else {
		arts, dropped, hostErr = copyArtifacts(rc, s.job.OutputDir, s.limits)
		rc.Close()
	}
	return arts, dropped, <-statsCh, hostErr
}

// stats reads the container's CPU time and peak memory once.
func (s *sandbox) stats(ctx context.Context) engineStats {
	sr, err := s.e.cli.ContainerStatsOneShot(ctx, s.id)
	if err != nil {
		return engineStats{}
	}
	defer sr.Body.Close()
	var v container.StatsResponse
	if err := json.NewDecoder(io.LimitReader(sr.Body, 1<<20)).Decode(&v); err != nil {
		return engineStats{}
	}
	peak := v.MemoryStats.MaxUsage
	if peak == 0 {
		peak = v.MemoryStats.Usage
	}
	return engineStats{cpuNanos: v.CPUStats.CPUUsage.TotalUsage, peakBytes: peak}
}

// kill sends SIGKILL to the container (all its processes die with its PID 1).
func (s *sandbox) kill() {
	ctx, cancel := context.WithTimeout(context.Background(), apiTimeout)
	defer cancel()
	if err := s.e.cli.ContainerKill(ctx, s.id, "KILL"); err != nil && !cerrdefs.IsNotFound(err) && !cerrdefs.IsConflict(err) {
		s.e.cfg.Logger.Warn("killing the container failed", "run_id", s.job.RunID, "container", shortID(s.id), "error", err)
	}
}

// destroy removes the container, the volume and the run directory, whatever happened. It runs
// on every path out of Run, panics included, with contexts of its own: a cancelled run is
// still cleaned up.
func (s *sandbox) destroy() {
	log := s.e.cfg.Logger
	if s.ln != nil {
		s.ln.Close()
	}
	ctx, cancel := context.WithTimeout(context.Background(), apiTimeout)
	defer cancel()
	if s.id != "" {
		if err := s.e.cli.ContainerRemove(ctx, s.id, container.RemoveOptions{Force: true}); err != nil && !cerrdefs.IsNotFound(err) {
			log.Warn("container left behind", "run_id", s.job.RunID, "container", shortID(s.id), "error", err)
		}
	}
	if s.volume != "" {
		if err := s.e.cli.VolumeRemove(ctx, s.volume, true); err != nil && !cerrdefs.IsNotFound(err) {
			log.Warn("volume left behind", "run_id", s.job.RunID, "volume", s.volume, "error", err)
		}
	}
	if s.runDir != "" {
		if err := removeTree(s.runDir); err != nil {
			log.Warn("run directory left behind", "run_id", s.job.RunID, "error", err)
		}
	}
}

// exitStatus fills ExitCode and Signal from the container's exit status and returns the signal
// that ended the container or the user's process in it (0 if none). The harness exits 128+N
// when the user's process died of signal N, and the engine reports a container killed by
// signal N as 128+N too.
func exitStatus(code int, res *executors.Result) syscall.Signal {
	var sig syscall.Signal
	if code > images.ExitSignalBase && code <= images.ExitSignalBase+64 {
		res.ExitCode, sig = -1, syscall.Signal(code-images.ExitSignalBase)
	} else {
		res.ExitCode = code
	}
	if sig != 0 {
		res.Signal = unix.SignalName(sig)
		if res.Signal == "" {
			res.Signal = fmt.Sprintf("signal %d", int(sig))
		}
	}
	return sig
}

func decodeReport(r reportRead) (*executors.Report, error) {
	if r.over {
		if strings.HasPrefix(string(r.b), images.HarnessHeader+"\n") || len(r.b) == 0 {
			return nil, errors.New("report larger than the limit")
		}
	}
	return images.DecodeReport(r.b)
}

// readBounded reads r to its end and returns at most max bytes, and whether there was more.
// It keeps reading past max (discarding) so that the writer never blocks. progress, if not nil,
// sees what was kept after every read.
func readBounded(r io.Reader, max int, progress func([]byte)) ([]byte, bool, error) {
	var out []byte
	over := false
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			if len(out)+n > max {
				over = true
			} else if !over {
				out = append(out, buf[:n]...)
			}
			if progress != nil {
				progress(out)
			}
		}
		if errors.Is(err, io.EOF) {
			return out, over, nil
		}
		if err != nil {
			return out, over, err
		}
	}
}

func errSuffix(s string) string {
	if s == "" {
		return ""
	}
	return ", " + firstLine(s)
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 300 {
		s = s[:300] + "..."
	}
	return s
}
