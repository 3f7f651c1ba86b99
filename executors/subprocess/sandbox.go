package subprocess

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/internal/capture"
	"github.com/sluice-gw/sluice/executors/internal/harvest"
	"github.com/sluice-gw/sluice/images"
)

// Grace periods. None of them extends a run's own time limit by more than a second or two.
const (
	// exitGrace is how long the harness gets to exit after the executor closed its stdin.
	exitGrace = 2 * time.Second
	// killWait is how long the executor waits for the shim to be reaped after SIGKILL before it
	// stops waiting (the process is then left to the kernel; the cgroup kill covers the rest).
	killWait = 2 * time.Second
	// pipeWait bounds the wait for the output pipes to reach end of file after the sandbox died.
	pipeWait = time.Second
	// cgroupRemoveWait bounds the retries of removing a run's cgroups.
	cgroupRemoveWait = 2 * time.Second
	// StartupTimeout bounds the harness's start (interpreter, pandas, numpy and matplotlib
	// imports) before it announces itself on the report channel. The run's own wall-clock limit
	// starts only then, so that a loaded host does not eat into the code's time; a harness that
	// does not start within it is killed and reported as a sandbox failure.
	StartupTimeout = 30 * time.Second
)

// sandbox is one run's host-side state: what prepare built and destroy removes. It is the seam
// for a warm pool: prepare and destroy are independent of the job's code, run is not.
type sandbox struct {
	e       *Executor
	job     executors.Job
	limits  executors.Limits
	name    string   // <run id>-<random>: names the run directory and cgroups
	runDir  string   // per-run host directory
	harness *os.File // the harness directory, bound read-only
	seccomp *os.File // the seccomp filter, read once by bubblewrap
	input   *os.File // the dataset, bound read-only; nil when the job has none
	cg      *runCgroup
}

// prepare creates the run's host directory and cgroups and opens what the sandbox binds.
func (e *Executor) prepare(job executors.Job, limits executors.Limits) (_ *sandbox, err error) {
	var rnd [4]byte
	if _, err := rand.Read(rnd[:]); err != nil {
		return nil, fmt.Errorf("subprocess: %w", err)
	}
	s := &sandbox{e: e, job: job, limits: limits, name: strings.ToLower(job.RunID) + "-" + hex.EncodeToString(rnd[:])}
	defer func() {
		if err != nil {
			s.destroy()
		}
	}()
	s.runDir = filepath.Join(e.cfg.WorkDir, s.name)
	// 0711: bubblewrap, as the sandbox user, resolves the dataset copy's path through it.
	if err := os.Mkdir(s.runDir, 0o700); err != nil {
		return nil, fmt.Errorf("subprocess: creating the run directory: %w", err)
	}
	if err := os.Chmod(s.runDir, 0o711); err != nil {
		return nil, fmt.Errorf("subprocess: creating the run directory: %w", err)
	}
	if s.harness, err = os.Open(e.harnessDir); err != nil {
		return nil, fmt.Errorf("subprocess: opening the harness directory: %w", err)
	}
	if s.seccomp, err = seccompFile(e.seccomp); err != nil {
		return nil, fmt.Errorf("subprocess: %w", err)
	}
	if job.InputPath != "" {
		if s.input, err = e.openInput(job.InputPath, s.runDir); err != nil {
			return nil, err
		}
	}
	if e.cg != nil {
		if s.cg, err = e.cg.create(s.name, limits); err != nil {
			return nil, fmt.Errorf("subprocess: %w", err)
		}
	}
	return s, nil
}

// openInput opens the dataset for binding. bubblewrap, running as the sandbox user, resolves
// the bind source by path: when the worker runs as root and the sandbox user could not read
// the file there (not world-readable, or a directory on the way not searchable), a read-only
// copy in the run directory is bound instead; the worker's file keeps its mode.
func (e *Executor) openInput(path, runDir string) (*os.File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("subprocess: opening the dataset: %w", err)
	}
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("subprocess: the dataset %s is not a regular file", path)
	}
	if e.cred == nil || worldReadable(path, st) {
		return f, nil
	}
	defer f.Close()
	cp := filepath.Join(runDir, "data.csv")
	out, err := os.OpenFile(cp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o444)
	if err != nil {
		return nil, fmt.Errorf("subprocess: copying the dataset: %w", err)
	}
	_, err = io.Copy(out, f)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, fmt.Errorf("subprocess: copying the dataset: %w", err)
	}
	return os.Open(cp)
}

// worldReadable reports whether anyone may read the file at path: the file is readable by
// others and every directory above it searchable by others (ACLs aside, which only matter
// when they grant more).
func worldReadable(path string, st os.FileInfo) bool {
	if st.Mode().Perm()&0o004 == 0 {
		return false
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return false
	}
	for d := filepath.Dir(abs); ; d = filepath.Dir(d) {
		dst, err := os.Stat(d)
		if err != nil || dst.Mode().Perm()&0o001 == 0 {
			return false
		}
		if d == "/" {
			return true
		}
	}
}

// destroy kills whatever is left in the run's cgroups and removes them and the run directory.
// It runs on every path out of Run, panics included.
func (s *sandbox) destroy() {
	log := s.e.cfg.Logger
	for _, f := range []*os.File{s.harness, s.seccomp, s.input} {
		if f != nil {
			f.Close()
		}
	}
	if s.cg != nil {
		s.cg.kill(time.Second)
		if err := s.cg.remove(cgroupRemoveWait); err != nil {
			log.Warn("run cgroups left behind", "run_id", s.job.RunID, "error", err)
		}
	}
	if s.runDir != "" {
		if err := os.RemoveAll(s.runDir); err != nil {
			log.Warn("run directory left behind", "run_id", s.job.RunID, "error", err)
		}
	}
}

// reportRead is what the report channel carried.
type reportRead struct {
	b    []byte
	over bool
}

// run starts the sandbox, feeds it the job line, and collects everything it produced.
func (s *sandbox) run(ctx context.Context, jobLine []byte) (executors.Result, error) {
	res := executors.Result{RunID: s.job.RunID}
	var files []*os.File
	defer func() {
		for _, f := range files {
			f.Close() // parent-side ends; closing twice is harmless
		}
	}()
	pipe := func() (r, w *os.File, err error) {
		r, w, err = os.Pipe()
		if err == nil {
			files = append(files, r, w)
		}
		return r, w, err
	}
	var ends [6][2]*os.File
	for i := range ends {
		r, w, err := pipe()
		if err != nil {
			return res, fmt.Errorf("subprocess: %w", err)
		}
		ends[i] = [2]*os.File{r, w}
	}
	stdinR, stdinW := ends[0][0], ends[0][1]
	stdoutR, stdoutW := ends[1][0], ends[1][1]
	stderrR, stderrW := ends[2][0], ends[2][1]
	reportR, reportW := ends[3][0], ends[3][1]
	gateR, gateW := ends[4][0], ends[4][1]
	infoR, infoW := ends[5][0], ends[5][1]

	// fds 3.. in the shim: see the fd* constants.
	extra := []*os.File{reportW, gateR, infoW, s.harness, s.seccomp}
	if s.input != nil {
		extra = append(extra, s.input)
	}
	args := append([]string{"sh", "-c", shimScript(s.limits, s.cg == nil || !s.cg.hasPids()), "sluice-shim", s.e.cfg.Bwrap},
		bwrapArgs(s.e.layout, s.limits, s.input != nil, harnessArgv(s.e.cfg.Python))...)
	cmd := &exec.Cmd{
		Path: shell, Args: args, Env: []string{}, Dir: "/",
		Stdin: stdinR, Stdout: stdoutW, Stderr: stderrW, ExtraFiles: extra,
		SysProcAttr: &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL, Credential: s.e.cred},
	}
	if err := cmd.Start(); err != nil {
		return res, fmt.Errorf("subprocess: starting the sandbox: %w", err)
	}
	for _, f := range []*os.File{stdinR, stdoutW, stderrW, reportW, gateR, infoW} {
		f.Close()
	}
	pid := cmd.Process.Pid
	exitCh := make(chan error, 1)
	go func() { exitCh <- cmd.Wait() }()
	killAll := func() {
		_ = syscall.Kill(-pid, syscall.SIGKILL)
		if s.cg != nil {
			s.cg.kill(100 * time.Millisecond)
		}
	}
	abort := func(err error) (executors.Result, error) {
		killAll()
		select {
		case <-exitCh:
		case <-time.After(killWait):
		}
		return res, err
	}

	// The shim blocks on the gate: nothing but the shell has run yet. Place it, then release it.
	if s.cg != nil {
		if err := s.cg.add(pid); err != nil {
			return abort(fmt.Errorf("subprocess: placing the sandbox in its cgroups: %w", err))
		}
	}
	start := time.Now()
	if _, err := gateW.Write([]byte("go\n")); err != nil {
		return abort(fmt.Errorf("subprocess: releasing the sandbox: %w", err))
	}
	gateW.Close()

	stdout, stderr := capture.New(s.limits.StdoutBytes), capture.New(s.limits.StderrBytes)
	var readers sync.WaitGroup
	readers.Add(2)
	go func() { defer readers.Done(); drain(stdoutR, stdout) }()
	go func() { defer readers.Done(); drain(stderrR, stderr) }()
	reportCh := make(chan reportRead, 1)
	ready := make(chan struct{})
	go func() {
		b, over, _ := readBounded(&headerWatch{r: reportR, n: len(images.HarnessHeader) + 1, ready: ready}, images.MaxReportBytes)
		reportCh <- reportRead{b, over}
	}()
	infoCh := make(chan int, 1)
	go func() {
		b, _, _ := readBounded(infoR, 4096)
		var info struct {
			ChildPid int `json:"child-pid"`
		}
		_ = json.Unmarshal(b, &info)
		infoCh <- info.ChildPid
	}()
	// stdin stays open after the job line: closing it tells the harness to exit.
	go func() { _, _ = stdinW.Write(jobLine) }()

	var (
		waitErr             error
		exited              bool
		rep                 reportRead
		gotReport           bool
		report              *executors.Report
		reportErr           error
		timedOut, cancelled bool
		grace, giveUp       <-chan time.Time
		hostErr             error
		reportAt            time.Duration
	)
	// Until the harness announces itself only the start-up allowance runs; then the run's limit.
	timer := time.NewTimer(StartupTimeout)
	defer timer.Stop()
	timerC, ctxDone, readyC := timer.C, ctx.Done(), (<-chan struct{})(ready)
	started := false
	kill := func() {
		killAll()
		if giveUp == nil {
			giveUp = time.After(killWait)
		}
	}
	for !exited {
		select {
		case waitErr = <-exitCh:
			exited = true
		case rep = <-reportCh:
			reportCh, gotReport = nil, true
			reportAt = time.Since(start)
			report, reportErr = decodeReport(rep)
			if reportErr == nil && !timedOut && !cancelled {
				// The harness has reported and waits on stdin: the sandbox, with its output
				// tmpfs, is still there. Collect, then let it go.
				res.Artifacts, res.Dropped, hostErr = s.collect(infoCh)
			}
			stdinW.Close()
			grace = time.After(exitGrace)
		case <-readyC:
			readyC, started = nil, true
			timer.Reset(s.limits.Timeout())
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
			exited, waitErr = true, errAbandoned
		}
	}
	res.Usage.WallMS = time.Since(start).Milliseconds()
	killAll() // anything that outlived the sandbox's init

	// Every process holding the pipes is gone now; bound the wait for end of file anyway.
	if !waitTimeout(&readers, pipeWait) {
		stdoutR.Close()
		stderrR.Close()
		readers.Wait()
	}
	if !gotReport {
		select {
		case rep = <-reportCh:
		case <-time.After(pipeWait):
			reportR.Close()
			rep = <-reportCh
		}
		report, reportErr = decodeReport(rep)
	}
	res.Stdout, res.StdoutBytes = stdout.String(), stdout.Total()
	res.Stderr, res.StderrBytes = stderr.String(), stderr.Total()

	var st cgroupStats
	if s.cg != nil {
		st = s.cg.stats()
	}
	sig := s.exitStatus(cmd, waitErr, &res)
	s.usage(cmd, st, &res)

	if timedOut && !started && !cancelled {
		return res, fmt.Errorf("subprocess: the harness did not start within %v", StartupTimeout)
	}
	if errors.Is(reportErr, images.ErrNoHeader) && !timedOut && !cancelled && st.oomKills == 0 {
		return res, fmt.Errorf("subprocess: the sandbox did not start the harness (exit status %d): %s",
			res.ExitCode, firstLine(res.Stderr))
	}
	if hostErr != nil {
		return res, fmt.Errorf("subprocess: collecting artifacts: %w", hostErr)
	}
	res.Report = report
	res.Outcome = harvest.Classify(harvest.Facts{TimedOut: timedOut, Cancelled: cancelled, OOMKilled: st.oomKills > 0, Signal: sig, Report: report})
	s.e.cfg.Logger.Debug("run finished", "run_id", s.job.RunID, "outcome", res.Outcome, "exit_code", res.ExitCode,
		"signal", res.Signal, "wall_ms", res.Usage.WallMS, "cpu_ms", res.Usage.CPUMS, "peak_bytes", res.Usage.PeakMemoryBytes,
		"report_ms", reportAt.Milliseconds(), "report_error", reportErr)
	return res, nil
}

// collect copies the artifacts out of the live sandbox.
func (s *sandbox) collect(infoCh <-chan int) ([]executors.Artifact, []string, error) {
	var pid int
	select {
	case pid = <-infoCh:
	case <-time.After(pipeWait):
	}
	if pid <= 0 {
		return nil, []string{"out_dir: not collected (the sandbox's process is unknown)"}, nil
	}
	dir, err := openSandboxOutput(pid)
	if err != nil {
		// The error names host paths; the agent only learns that nothing was collected.
		s.e.cfg.Logger.Warn("artifacts not collected", "run_id", s.job.RunID, "error", err)
		return nil, []string{"out_dir: not collected (the sandbox had already ended)"}, nil
	}
	defer dir.Close()
	return copyArtifacts(dir, s.job.OutputDir, s.limits)
}

// exitStatus fills ExitCode and Signal and returns the signal that ended the sandbox or the
// user's process in it (0 if none). The harness exits 128+N when the user's process died of
// signal N, and bubblewrap passes a payload's death by signal N on as 128+N too.
func (s *sandbox) exitStatus(cmd *exec.Cmd, waitErr error, res *executors.Result) syscall.Signal {
	var sig syscall.Signal
	switch ps := cmd.ProcessState; {
	case errors.Is(waitErr, errAbandoned) || ps == nil:
		res.ExitCode, sig = -1, syscall.SIGKILL
	default:
		ws, _ := ps.Sys().(syscall.WaitStatus)
		switch {
		case ws.Signaled():
			res.ExitCode, sig = -1, ws.Signal()
		case ws.ExitStatus() > images.ExitSignalBase && ws.ExitStatus() <= images.ExitSignalBase+64:
			res.ExitCode, sig = -1, syscall.Signal(ws.ExitStatus()-images.ExitSignalBase)
		default:
			res.ExitCode = ws.ExitStatus()
		}
	}
	if sig != 0 {
		res.Signal = unix.SignalName(sig)
		if res.Signal == "" {
			res.Signal = fmt.Sprintf("signal %d", int(sig))
		}
	}
	return sig
}

// usage fills Usage from the cgroup counters, or from the rusage of the reaped process tree.
func (s *sandbox) usage(cmd *exec.Cmd, st cgroupStats, res *executors.Result) {
	var ru *syscall.Rusage
	if cmd.ProcessState != nil {
		ru, _ = cmd.ProcessState.SysUsage().(*syscall.Rusage)
	}
	if st.cpuKnown {
		res.Usage.CPUMS = st.cpuNanos / 1e6
	} else if ru != nil {
		res.Usage.CPUMS = (ru.Utime.Nano() + ru.Stime.Nano()) / 1e6
	}
	if st.peakBytes > 0 {
		res.Usage.PeakMemoryBytes = st.peakBytes
	} else if ru != nil {
		res.Usage.PeakMemoryBytes = ru.Maxrss * 1024
	}
}

func decodeReport(r reportRead) (*executors.Report, error) {
	if r.over {
		if strings.HasPrefix(string(r.b), images.HarnessHeader+"\n") || len(r.b) == 0 {
			return nil, errors.New("report larger than the limit")
		}
	}
	return images.DecodeReport(r.b)
}

// headerWatch passes reads through and closes ready once n bytes (the harness header line)
// went by: the harness has imported its libraries, read the job, and is about to run it.
type headerWatch struct {
	r     io.Reader
	n     int
	seen  int
	ready chan struct{}
}

func (h *headerWatch) Read(p []byte) (int, error) {
	k, err := h.r.Read(p)
	if h.seen < h.n {
		h.seen += k
		if h.seen >= h.n {
			close(h.ready)
		}
	}
	return k, err
}

// waitTimeout waits for wg at most d and reports whether it finished.
func waitTimeout(wg *sync.WaitGroup, d time.Duration) bool {
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
		return true
	case <-time.After(d):
		return false
	}
}
