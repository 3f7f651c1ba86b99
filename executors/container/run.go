package container

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"github.com/docker/docker/api/types/container"
	"golang.org/x/sys/unix"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/harness"
	"github.com/sluice-gw/sluice/executors/internal/harvest"
	"github.com/sluice-gw/sluice/executors/internal/warm"
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
	// after the start-up allowance, the pool's MaxAge (while the pool is on) and the run's
	// time limit, so that a container outlives a crashed worker only that long (see specs).
	watchdogGrace = 30 * time.Second
)

// runtimePidsOverhead is added to the pids limit under runtimes other than runc: gVisor's
// sandbox kernel (runsc) runs in the container's pids cgroup with its own threads, and cannot
// start under a limit sized for the Python processes alone.
const runtimePidsOverhead = 256

// StartupTimeout bounds a container's start, counted from its creation: the interpreter and
// the harness's imports, until the harness announces itself on the report channel. The run's
// own wall-clock limit starts only then, or when the job is sent to a harness that was ready
// before (as in the subprocess executor). A cold run whose harness does not start within it is
// killed and Run returns an error (a sandbox failure); the pool discards a pooled container
// that is not ready within it.
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
	rssBytes  uint64
	// oomKills counts the kernel's OOM kills in the container's memory cgroup, when oomKnown
	// (read from the cgroup, not from the engine).
	oomKills uint64
	oomKnown bool
}

// run hands the container its job: the dataset into the input directory, the job line on
// stdin once the harness is connected; then it supervises the run (warm.Supervise) and
// collects everything it produced.
func (s *sandbox) run(ctx context.Context, job executors.Job, jobLine []byte) (executors.Result, error) {
	s.runID = job.RunID
	res := executors.Result{RunID: job.RunID}
	if err := warm.PlaceInput(s.primed, warm.Dataset{Path: job.InputPath, Frame: job.FramePath}, filepath.Join(s.runDir, inputDir)); err != nil {
		return res, fmt.Errorf("container: %w", err)
	}
	sent := time.Now()
	s.sent = sent
	go s.send(jobLine)

	var (
		report    *executors.Report
		reportErr error
		hostErr   error
		stats     engineStats
		collectMS int64
	)
	// Until the harness announces itself only the start-up allowance runs, counted from the
	// creation of the container; then the run's own limit, exactly as in the subprocess
	// executor, so that a loaded host does not eat into the code's time and the same job gets
	// the same time in every executor.
	startup := startupLeft(s.isReady(), time.Since(s.t0))
	f := warm.Supervise(ctx, warm.Run[reportRead]{
		Exit: s.exitCh, Ready: s.ready, Report: s.reportCh,
		Startup: startup, Timeout: s.limits.Timeout(),
		ExitGrace: exitGrace, KillWait: killWait,
		OnReport: func(rep reportRead, stopped bool) bool {
			report, reportErr = harness.DecodeBoundedReport(rep.b, rep.over)
			if reportErr == nil && !stopped {
				// The harness has reported and waits on stdin: the container, with its
				// out_dir, is still there. Collect, then let it go.
				tc := time.Now()
				res.Artifacts, res.Dropped, stats, hostErr = s.collect(job, s.limitStart(sent).Add(s.limits.Timeout()+collectGrace))
				collectMS = time.Since(tc).Milliseconds()
				if hostErr == nil && stats.oomKnown {
					// Everything the result needs is in: the exit status in the report, the
					// usage and the OOM kills from the cgroups. End the container now rather
					// than wait for the harness's exit to come back through the engine; its
					// output streams end with it.
					if !s.killNow() {
						s.kill()
					}
					return true
				}
			}
			_ = s.hj.CloseWrite()
			return false
		},
		Kill: s.kill,
	})
	exitAt := time.Now()
	res.Usage.WallMS = exitAt.Sub(sent).Milliseconds()

	// The container's processes are gone (or being killed, when Finished): the streams carry
	// the harness's end marks, or end, and so does the report channel.
	s.waitOutput()
	s.ln.Close()
	rep := f.Report
	if !f.GotReport {
		select {
		case rep = <-s.reportCh:
		case <-time.After(streamWait):
			// serveReport holds a connection that did not end: give up on it.
			rep = reportRead{}
		}
		report, reportErr = harness.DecodeBoundedReport(rep.b, rep.over)
	}
	res.Stdout, res.StdoutBytes = s.stdout.String(), s.stdout.Total()
	res.Stderr, res.StderrBytes = s.stderr.String(), s.stderr.Total()

	var (
		sig       syscall.Signal
		oomKilled bool
		state     = &container.State{} // the engine's, once the container has exited
	)
	if f.Finished {
		sig = harvest.ExitFromCode(report.ExitCode, &res)
		oomKilled = stats.oomKills > 0
	} else {
		ictx, cancel := context.WithTimeout(context.Background(), apiTimeout)
		defer cancel()
		insp, err := s.e.cli.ContainerInspect(ictx, s.id)
		if err != nil {
			return res, fmt.Errorf("container: inspecting the ended container: %w", err)
		}
		if insp.State == nil {
			return res, errors.New("container: the engine returned no state for the ended container")
		}
		state = insp.State
		sig, oomKilled = harvest.ExitFromCode(state.ExitCode, &res), state.OOMKilled
		if state.Running || f.ExitErr != nil {
			// The engine never reported the exit after the kill: destroy removes the
			// container by force, and the run counts as killed.
			s.e.cfg.Logger.Warn("no exit reported for a killed container", "run_id", job.RunID, "container", shortID(s.id), "error", f.ExitErr)
			sig, res.ExitCode, res.Signal = syscall.SIGKILL, -1, "SIGKILL"
		}
		if f.Overdue() && report != nil {
			// The harness reported, then outlasted the exit grace (a loaded host) and was
			// killed for it; the collection had failed or the usage was unknown.
			sig = harvest.ExitFromCode(report.ExitCode, &res)
		}
	}
	res.Usage.CPUMS = int64(stats.cpuNanos / 1e6)
	res.Usage.PeakMemoryBytes = int64(min(stats.peakBytes, math.MaxInt64))

	if f.TimedOut && !f.Started && !f.Cancelled {
		return res, fmt.Errorf("container: the harness did not start within %v", StartupTimeout)
	}
	if !rep.accepted && !f.TimedOut && !f.Cancelled && !oomKilled {
		return res, fmt.Errorf("container: the container did not start the harness (exit status %d%s): %s",
			state.ExitCode, errSuffix(state.Error), harvest.FirstLine(res.Stderr))
	}
	if errors.Is(reportErr, harness.ErrNoHeader) && !f.TimedOut && !f.Cancelled && !oomKilled {
		return res, fmt.Errorf("container: the harness did not start (exit status %d): %s", state.ExitCode, harvest.FirstLine(res.Stderr))
	}
	if hostErr != nil {
		return res, fmt.Errorf("container: collecting artifacts: %w", hostErr)
	}
	res.Report = report
	res.Outcome = harvest.Classify(harvest.Facts{TimedOut: f.TimedOut, Cancelled: f.Cancelled, OOMKilled: oomKilled, Signal: sig, Report: report})
	var reportMS int64
	if f.GotReport {
		reportMS = f.ReportAt.Sub(sent).Milliseconds()
	}
	s.e.cfg.Logger.Debug("run finished", "run_id", job.RunID, "container", shortID(s.id), "outcome", res.Outcome,
		"exit_code", res.ExitCode, "signal", res.Signal, "wall_ms", res.Usage.WallMS, "cpu_ms", res.Usage.CPUMS,
		"peak_bytes", res.Usage.PeakMemoryBytes, "report_ms", reportMS, "report_error", reportErr,
		"warm", s.warm, "finished", f.Finished, "idle_ms", sent.Sub(s.startedAt).Milliseconds(),
		"create_ms", s.t1.Sub(s.t0).Milliseconds(), "start_ms", s.startedAt.Sub(s.t1).Milliseconds(), "collect_ms", collectMS,
		"after_exit_ms", time.Since(exitAt).Milliseconds())
	return res, nil
}

// startupLeft is the start-up allowance Supervise gets for a container created age ago.
// Once the harness is ready the allowance no longer matters (Supervise switches to the run's
// limit at once), but it must not fire first: a pooled container is usually older than
// StartupTimeout. Past the allowance and not ready (a cold start that took it all; Usable
// keeps such containers out of the pool) it runs out at once.
func startupLeft(ready bool, age time.Duration) time.Duration {
	switch left := StartupTimeout - age; {
	case ready:
		return StartupTimeout
	case left <= 0:
		return time.Nanosecond
	default:
		return left
	}
}

// limitStart is when the run's own time limit started: when the job was sent to a ready
// harness, or when the harness became ready after the job was sent. Called once ready.
func (s *sandbox) limitStart(sent time.Time) time.Time {
	if !s.isReady() || s.readyAt.Before(sent) {
		return sent
	}
	return s.readyAt
}

// collect copies the artifacts out of the live container and reads its CPU and memory use,
// giving up at deadline.
func (s *sandbox) collect(job executors.Job, deadline time.Time) ([]executors.Artifact, []string, engineStats, error) {
	ctx, cancel := context.WithDeadline(context.Background(), deadline)
	defer cancel()
	statsCh := make(chan engineStats, 1)
	go func() { statsCh <- s.stats(ctx) }()
	if s.outEmpty() {
		return nil, nil, <-statsCh, nil
	}
	rc, _, err := s.e.cli.CopyFromContainer(ctx, s.id, executors.OutputMountPath)

	var (
		arts    []executors.Artifact
		dropped []string
		hostErr error
	)
	if err != nil {
		// The error may name host paths; the agent only learns that nothing was collected.
		s.e.cfg.Logger.Warn("artifacts not collected", "run_id", job.RunID, "error", err)
		dropped = []string{"out_dir: not collected (the container's files could not be read)"}
	} else {
		arts, dropped, hostErr = copyArtifacts(rc, job.OutputDir, s.limits)
		rc.Close()
	}
	return arts, dropped, <-statsCh, hostErr
}

// stats reads the container's CPU time and peak and resident memory once: from its cgroups
// when they are visible here, else from the engine.
func (s *sandbox) stats(ctx context.Context) engineStats {
	if s.cg != nil {
		if st, ok := s.cg.read(); ok {
			return st
		}
	}
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
	// Resident: the usage without the inactive page cache, as docker stats shows it.
	rss := v.MemoryStats.Usage
	for _, k := range []string{"inactive_file", "total_inactive_file"} {
		if c, ok := v.MemoryStats.Stats[k]; ok && c < rss {
			rss -= c
			break
		}
	}
	return engineStats{cpuNanos: v.CPUStats.CPUUsage.TotalUsage, peakBytes: peak, rssBytes: rss}
}

// outEmpty reports whether out_dir is empty, read on the engine's host side of the volume
// without following anything: then there is nothing to copy, and the archive API (about 0.1 s:
// the engine mounts the container's file system to read it) is skipped. It is false whenever
// it cannot tell: the mount point is not visible here (the worker and the engine do not share
// a mount namespace), or is not a mount point at all (not mounted yet, or another driver).
func (s *sandbox) outEmpty() bool {
	if s.outHost == "" || !filepath.IsAbs(s.outHost) {
		return false
	}
	var parent, mnt unix.Stat_t
	if err := unix.Lstat(filepath.Dir(s.outHost), &parent); err != nil {
		return false
	}
	fd, err := unix.Open(s.outHost, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
	if err != nil {
		return false
	}
	dir := os.NewFile(uintptr(fd), "out_dir")
	defer dir.Close()
	if err := unix.Fstat(fd, &mnt); err != nil || mnt.Dev == parent.Dev {
		return false
	}
	names, err := dir.Readdirnames(1)
	return len(names) == 0 && errors.Is(err, io.EOF)
}

// readBounded reads r to its end and returns at most max bytes, and whether there was more.
// It keeps reading past max (discarding) so that the writer never blocks. progress, if not nil,
// sees what was kept and how many bytes were read in all after every read.
func readBounded(r io.Reader, max int, progress func(kept []byte, seen int64)) ([]byte, bool, error) {
	var out []byte
	var seen int64
	over := false
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			seen += int64(n)
			if len(out)+n > max {
				over = true
			} else if !over {
				out = append(out, buf[:n]...)
			}
			if progress != nil {
				progress(out, seen)
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
	return ", " + harvest.FirstLine(s)
}
