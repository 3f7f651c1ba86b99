package subprocess

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/harness"
	"github.com/sluice-gw/sluice/executors/internal/harvest"
	"github.com/sluice-gw/sluice/executors/internal/warm"
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

// sandbox is one started bubblewrap sandbox and its host-side state. It is built and started
// either ahead of its job (pooled, warm.Pool) or for it (cold), in exactly the same way; it
// takes exactly one job; destroy kills it and removes everything it had on the host.
type sandbox struct {
	e      *Executor
	limits executors.Limits
	busy   bool   // started while runs took sandboxes as fast as they came (warm.StartFunc)
	name   string // sb<worker pid>-<random> (reap.go): names the run directory and cgroups
	runDir string // per-sandbox host directory
	// inputDir is bound read-only at the dataset's directory; the job's dataset is copied into
	// it when the job comes (the sandbox may have been started before it existed).
	inputDir string
	cg       *runCgroup
	cmd      *exec.Cmd
	pid      int
	runID    string      // the job's run id once taken, for logs
	sent     time.Time   // when the job line was sent
	taken    atomic.Bool // a run has it (no longer idle in the pool)
	// primed is the dataset Prime put in inputDir and had the harness read (zero: none). Set
	// while the pool holds the sandbox, read by the run that takes it.
	primed warm.Dataset

	stdinW, stdoutR, stderrR, reportR *os.File
	files                             []*os.File // every pipe end and bound fd, closed by destroy

	exitCh   chan error    // the shim's wait error, delivered once
	exited   chan struct{} // closed when the shim was reaped
	ready    chan struct{} // closed when the harness announced itself
	reportCh chan reportRead
	infoCh   chan sandboxInfo
	// entrantFD is a pidfd of the zygote's process that entered the sandbox (-1: none, the
	// sandbox started its own interpreter), to kill it without cgroups; entrantPID is its pid
	// (0: none).
	entrantFD  int
	entrantPID int
	hw         *headerWatch
	stdout     *warm.Output
	stderr     *warm.Output
	readers    sync.WaitGroup

	destroyOnce sync.Once
}

var (
	_ warm.Sandbox = (*sandbox)(nil)
	_ warm.Primer  = (*sandbox)(nil)
)

// Prime copies the dataset ds into the sandbox and has the harness read it ahead of the job
// (warm.Primer). The pool calls it on a ready sandbox it holds, then serves it only to a run
// on ds.
func (s *sandbox) Prime(ds warm.Dataset) error {
	if err := warm.CopyInput(ds, s.inputDir); err != nil {
		return fmt.Errorf("subprocess: priming %s: %w", s.name, err)
	}
	if _, err := s.stdinW.Write([]byte(harness.PrimeLine)); err != nil {
		return fmt.Errorf("subprocess: priming %s: %w", s.name, err)
	}
	s.primed = ds
	return nil
}

// start creates the sandbox's host directory and cgroups, starts the shim as the sandbox user
// in its cgroups, and releases it: bubblewrap builds the sandbox and the harness imports its
// libraries, then waits for the job line on stdin. It returns once the sandbox is started,
// not once it is ready.
//
// With a zygote (zygote.go), bubblewrap runs a holder instead of the interpreter, and start
// has the zygote fork the harness into the sandbox once it is built.
func (e *Executor) start(key warm.Key, busy bool) (_ *sandbox, err error) {
	z := e.zygoteFor()
	var rnd [6]byte
	if _, err := rand.Read(rnd[:]); err != nil {
		return nil, fmt.Errorf("subprocess: %w", err)
	}
	s := &sandbox{e: e, limits: key.Limits, busy: busy, name: sandboxName(hex.EncodeToString(rnd[:])),
		exitCh: make(chan error, 1), exited: make(chan struct{}), ready: make(chan struct{}),
		reportCh: make(chan reportRead, 1), infoCh: make(chan sandboxInfo, 1), entrantFD: -1}
	e.live.Store(s.name, s)
	defer func() {
		if err != nil {
			s.destroy()
		}
	}()
	s.runDir = filepath.Join(e.cfg.WorkDir, s.name)
	// 0711: bubblewrap, as the sandbox user, must not list it; the sandbox reads the dataset
	// through the bound input directory.
	if err := os.Mkdir(s.runDir, 0o700); err != nil {
		return nil, fmt.Errorf("subprocess: creating the run directory: %w", err)
	}
	if err := os.Chmod(s.runDir, 0o711); err != nil {
		return nil, fmt.Errorf("subprocess: creating the run directory: %w", err)
	}
	s.inputDir = filepath.Join(s.runDir, "in")
	if err := os.Mkdir(s.inputDir, 0o711); err != nil {
		return nil, fmt.Errorf("subprocess: creating the input directory: %w", err)
	}
	if err := os.Chmod(s.inputDir, 0o711); err != nil { // past the umask
		return nil, fmt.Errorf("subprocess: creating the input directory: %w", err)
	}
	open := func(path string) (*os.File, error) {
		f, err := os.Open(path)
		if err == nil {
			s.files = append(s.files, f)
		}
		return f, err
	}
	harnessDir, err := open(e.harnessDir)
	if err != nil {
		return nil, fmt.Errorf("subprocess: opening the harness directory: %w", err)
	}
	input, err := open(s.inputDir)
	if err != nil {
		return nil, fmt.Errorf("subprocess: opening the input directory: %w", err)
	}
	sc, err := seccompFile(e.seccomp)
	if err != nil {
		return nil, fmt.Errorf("subprocess: %w", err)
	}
	s.files = append(s.files, sc)
	if e.cg != nil {
		if s.cg, err = e.cg.create(s.name, s.limits); err != nil {
			return nil, fmt.Errorf("subprocess: %w", err)
		}
		if err := s.cg.setLowPriority(true); err != nil {
			return nil, fmt.Errorf("subprocess: %w", err)
		}
	}

	var ends [8][2]*os.File // stdin, stdout, stderr, report, gate, info; lifeline, built (zygote)
	for i := range ends {
		r, w, err := os.Pipe()
		if err != nil {
			return nil, fmt.Errorf("subprocess: %w", err)
		}
		s.files = append(s.files, r, w)
		ends[i] = [2]*os.File{r, w}
	}
	stdinR, stdoutW, stderrW := ends[0][0], ends[1][1], ends[2][1]
	reportW, gateR, infoW := ends[3][1], ends[4][0], ends[5][1]
	s.stdinW, s.stdoutR, s.stderrR, s.reportR = ends[0][1], ends[1][0], ends[2][0], ends[3][0]
	gateW, infoR := ends[4][1], ends[5][0]
	lifeR, lifeW, builtR, builtW := ends[6][0], ends[6][1], ends[7][0], ends[7][1]

	// fds 3.. in the shim: see the fd* constants.
	extra := []*os.File{reportW, gateR, infoW, harnessDir, sc, input}
	argv := harnessArgv(e.cfg.Python)
	passed := []*os.File{stdinR, stdoutW, stderrW, reportW, gateR, infoW, harnessDir, sc, input}
	nproc := s.cg == nil || !s.cg.hasPids()
	args := []string{"sh", "-c", shimScript(s.limits, nproc), "sluice-shim", e.cfg.Bwrap}
	if z != nil {
		// The holder: the lifeline at fd 3 instead of the report channel, which goes to the
		// harness the zygote forks; "built" at fdBuilt. It is the sandbox's init, which no
		// process inside can signal and the supervisor's SIGKILL to every process left spares:
		// its end is the sandbox's.
		extra = append([]*os.File{lifeR}, extra[1:]...)
		extra = append(extra, builtW)
		argv = []string{shell, "-c", holderScript}
		passed = []*os.File{gateR, infoW, harnessDir, sc, input, lifeR, builtW}
		args = append(args, "--as-pid-1")
	}
	args = append(args, bwrapArgs(e.layout, s.limits, argv)...)
	s.cmd = &exec.Cmd{
		Path: shell, Args: args, Env: []string{}, Dir: "/",
		Stdin: stdinR, Stdout: stdoutW, Stderr: stderrW, ExtraFiles: extra,
		SysProcAttr: &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL, Credential: e.cred},
	}
	if err := s.cmd.Start(); err != nil {
		return nil, fmt.Errorf("subprocess: starting the sandbox: %w", err)
	}
	for _, f := range passed {
		f.Close() // the sandbox has its copies; closing twice later is harmless
	}
	s.pid = s.cmd.Process.Pid
	go func() {
		err := s.cmd.Wait()
		close(s.exited)
		s.exitCh <- err
	}()

	// The shim blocks on the gate: nothing but the shell has run yet. Record its group with
	// the watchman, place it, then release it.
	if err := e.watch.watch(s.pid); err != nil {
		return nil, fmt.Errorf("subprocess: %w", err)
	}
	if s.cg != nil {
		if err := s.cg.add(s.pid); err != nil {
			return nil, fmt.Errorf("subprocess: placing the sandbox in its cgroups: %w", err)
		}
	}
	// Idle until a run takes it (sched.go), where the executor can set it back.
	if e.idle {
		if err := setIdlePolicy(s.pid); err != nil {
			e.cfg.Logger.Debug("sandbox not started at the idle CPU policy", "error", err)
		}
	}
	if _, err := gateW.Write([]byte("go\n")); err != nil {
		return nil, fmt.Errorf("subprocess: releasing the sandbox: %w", err)
	}
	gateW.Close()

	s.stdout, s.stderr = warm.NewOutput(s.limits.StdoutBytes), warm.NewOutput(s.limits.StderrBytes)
	s.readers.Add(2)
	go func() { defer s.readers.Done(); drain(s.stdoutR, s.stdout) }()
	go func() { defer s.readers.Done(); drain(s.stderrR, s.stderr) }()
	s.hw = &headerWatch{r: s.reportR, n: len(harness.Header) + 1, ready: s.ready}
	go func() {
		b, over, _ := readBounded(s.hw, harness.MaxReportBytes)
		s.reportCh <- reportRead{b, over}
	}()
	go func() {
		b, _, _ := readBounded(infoR, 4096)
		s.infoCh <- parseSandboxInfo(b)
	}()
	if z != nil {
		err := s.enter(z, e.zygoteRequestFor(s.limits, nproc, s.busy), builtR, []*os.File{stdinR, stdoutW, stderrW, reportW, lifeW})
		for _, f := range []*os.File{stdinR, stdoutW, stderrW, reportW, lifeW, builtR} {
			f.Close()
		}
		if err != nil {
			return nil, fmt.Errorf("subprocess: %w", err)
		}
	}
	return s, nil
}

// enter has the zygote fork the sandbox's harness once bubblewrap has built the sandbox and
// its holder runs (it writes on built): the zygote's entrant joins the holder's namespaces,
// and is placed in the sandbox's cgroups before it may do anything there. files are handed to
// it: stdin, stdout, stderr, the report channel and the lifeline.
func (s *sandbox) enter(z *zygote, req zygoteRequest, built *os.File, files []*os.File) error {
	_ = built.SetReadDeadline(time.Now().Add(StartupTimeout))
	if n, err := built.Read(make([]byte, 1)); n != 1 {
		return fmt.Errorf("the sandbox's holder did not start (%v): %s", err, harvest.FirstLine(s.stderr.String()))
	}
	var info sandboxInfo
	select {
	case info = <-s.infoCh: // written before the holder started
		s.infoCh <- info // kept for collect
	case <-time.After(pipeWait):
	}
	if info.ChildPid <= 0 {
		return errNoInfo
	}
	ns, err := openNamespaces(info)
	if err != nil {
		return err
	}
	defer func() {
		for _, f := range ns {
			f.Close()
		}
	}()
	gateR, gateW, err := os.Pipe()
	if err != nil {
		return err
	}
	defer gateW.Close()
	all := append(append([]*os.File{gateR}, ns...), files...)
	pid, err := z.spawn(req, all)
	gateR.Close()
	if err != nil {
		s.e.zygoteFailed(z, err)
		return err
	}
	s.entrantPID = pid
	if fd, err := unix.PidfdOpen(pid, 0); err == nil {
		s.entrantFD = fd
	}
	if s.cg != nil {
		if err := s.cg.add(pid); err != nil {
			return fmt.Errorf("placing the zygote's entrant in the sandbox's cgroups: %w", err)
		}
	}
	if s.e.idle {
		if err := setIdlePolicy(pid); err != nil {
			s.e.cfg.Logger.Debug("entrant not started at the idle CPU policy", "error", err)
		}
	}
	if _, err := gateW.Write([]byte("go\n")); err != nil {
		return fmt.Errorf("releasing the zygote's entrant: %w", err)
	}
	s.e.forked.Add(1)
	return nil
}

// yieldCPU gives the sandbox's processes the idle CPU policy and the low CPU weight again
// (sched.go), in the background: the run's answer does not wait for it.
func (s *sandbox) yieldCPU() {
	if s.cg == nil {
		return
	}
	s.e.destroying.Add(1)
	go func() {
		defer s.e.destroying.Done()
		_ = s.cg.setLowPriority(true)
		setPolicy(s.cg.procs(), unix.SCHED_IDLE)
	}()
}

// Ready is closed once the harness has imported its libraries and waits for its job.
func (s *sandbox) Ready() <-chan struct{} { return s.ready }

// Usable says why the sandbox must not take a job: it ended, or something in it wrote to its
// stdout, stderr or report channel before any job was sent (the harness writes nothing but
// its header before its job, so anything else means the sandbox is not what was started).
func (s *sandbox) Usable() error {
	select {
	case <-s.exited:
		return errors.New("the sandbox ended before its job")
	default:
	}
	if s.stdout.Total() > 0 || s.stderr.Total() > 0 {
		return errors.New("the sandbox wrote output before its job")
	}
	if s.hw.seen.Load() > int64(s.hw.n) {
		return errors.New("the report channel carried data before the job")
	}
	return nil
}

// Destroy is destroy, for the pool.
func (s *sandbox) Destroy() { s.destroy() }

// killAll kills the shim's process group and everything in the sandbox's cgroups.
func (s *sandbox) killAll() {
	if s.pid > 0 {
		_ = syscall.Kill(-s.pid, syscall.SIGKILL)
	}
	if s.entrantFD >= 0 {
		_ = unix.PidfdSendSignal(s.entrantFD, unix.SIGKILL, nil, 0)
	}
	if s.cg != nil {
		s.cg.kill(100 * time.Millisecond)
	}
}

// destroy kills whatever is left of the sandbox and removes its cgroups and host directory.
// It runs on every path out of Run, panics included, and for every sandbox the pool discards.
func (s *sandbox) destroy() {
	s.destroyOnce.Do(func() {
		log := s.e.cfg.Logger
		s.killAll()
		if s.cmd != nil && s.cmd.Process != nil {
			stuck := func() {
				log.Error("sandbox shim still not reaped; its process group stays recorded with the watchman",
					"run_id", s.runID, "sandbox", s.name, "waited", killWait+lateReapWait)
			}
			if !s.e.watch.forgetWhenReaped(s.pid, s.exited, &s.e.destroying, stuck) {
				log.Warn("sandbox shim not reaped after SIGKILL", "run_id", s.runID, "sandbox", s.name)
			}
		}
		for _, f := range s.files {
			f.Close()
		}
		if s.entrantFD >= 0 {
			unix.Close(s.entrantFD)
			s.entrantFD = -1
		}
		if s.cg != nil {
			s.cg.kill(time.Second)
			if err := s.cg.remove(cgroupRemoveWait); err != nil {
				log.Warn("run cgroups left behind", "run_id", s.runID, "sandbox", s.name, "error", err)
			}
		}
		if s.runDir != "" {
			if err := os.RemoveAll(s.runDir); err != nil {
				log.Warn("run directory left behind", "run_id", s.runID, "sandbox", s.name, "error", err)
			}
		}
		s.e.live.Delete(s.name)
	})
}

// reportRead is what the report channel carried.
type reportRead struct {
	b    []byte
	over bool
}

// run hands the sandbox its job: the dataset into the input directory, the job line on stdin;
// then it supervises the run and collects everything it produced. The caller destroys the
// sandbox afterwards, whatever happened.
//
// Once the harness has reported, everything the result needs is there: the user's process
// and every process it started have SIGKILL pending (the harness sent it before it reported;
// a write already inside the kernel may still land, and is lost), so nothing writes to stdout
// or stderr any more; the report carries the exit
// status; the cgroup holds the usage. run then collects the artifacts, reads what is left in
// the output pipes without waiting for their end, and returns: the sandbox's teardown (the
// kernel unwinding its namespaces takes milliseconds) happens in destroy, off the run's path.
func (s *sandbox) run(ctx context.Context, job executors.Job, jobLine []byte) (executors.Result, error) {
	s.runID = job.RunID
	res := executors.Result{RunID: job.RunID}
	// The CPU weight and policy go back to normal (sched.go) before the job runs: the
	// processes that take part in the run at once, the rest of the sandbox meanwhile
	// (restorePolicy). (The weight written on a goroutine of its own, beside the policy, saved
	// 40 µs on an idle host and cost 100 µs under load: the hand-off.)
	policy := s.restorePolicy()
	defer policy.Wait()
	if err := s.cg.setLowPriority(false); err != nil {
		return res, fmt.Errorf("subprocess: %w", err)
	}
	if err := warm.PlaceInput(s.primed, warm.Dataset{Path: job.InputPath, Frame: job.FramePath}, s.inputDir); err != nil {
		return res, fmt.Errorf("subprocess: %w", err)
	}
	start := time.Now()
	s.sent = start
	// stdin stays open after the job line: closing it tells the harness to exit.
	go func() { _, _ = s.stdinW.Write(jobLine) }()

	var (
		report    *executors.Report
		reportErr error
		hostErr   error
		st        cgroupStats
		collected time.Time
	)
	f := warm.Supervise(ctx, warm.Run[reportRead]{
		Exit: s.exitCh, Ready: s.ready, Report: s.reportCh,
		Startup: StartupTimeout, Timeout: s.limits.Timeout(),
		ExitGrace: exitGrace, KillWait: killWait,
		OnReport: func(rep reportRead, stopped bool) bool {
			report, reportErr = harness.DecodeBoundedReport(rep.b, rep.over)
			if reportErr != nil || stopped {
				s.stdinW.Close()
				return false
			}
			// The run is over: what is left of the sandbox (the exits of its processes) takes
			// only CPU nothing else wants, while the artifacts are collected (sched.go).
			policy.Wait() // or the normal policy could land after the idle one
			s.yieldCPU()
			// The usage is read from the cgroups while the artifacts are collected.
			var usage sync.WaitGroup
			if s.cg != nil {
				usage.Go(func() { st = s.cg.stats() })
			}
			// The sandbox, with its output tmpfs, is still there: collect.
			res.Artifacts, res.Dropped, hostErr = s.collect(job)
			collected = time.Now()
			usage.Wait()
			if s.cg == nil {
				s.stdinW.Close() // the usage comes from the reaped process: wait for the exit
				return false
			}
			s.flushOutput()
			return true
		},
		Kill: s.killAll,
	})
	end := time.Now()
	res.Usage.WallMS = end.Sub(start).Milliseconds()

	var sig syscall.Signal
	if f.Finished {
		sig = harvest.ExitFromCode(report.ExitCode, &res)
	} else {
		s.killAll() // anything that outlived the sandbox's init
		// Every process holding the pipes is gone now; bound the wait for end of file anyway.
		s.waitReaders()
		if !f.GotReport {
			var rep reportRead
			select {
			case rep = <-s.reportCh:
			case <-time.After(pipeWait):
				s.reportR.Close()
				rep = <-s.reportCh
			}
			report, reportErr = harness.DecodeBoundedReport(rep.b, rep.over)
		}
		if s.cg != nil {
			st = s.cg.stats()
		}
		sig = s.exitStatus(f.ExitErr, &res) // and, without cgroups, the usage
		if f.Overdue() && report != nil {
			// Without cgroups the run waits for the sandbox's exit; a slow one was killed.
			sig = harvest.ExitFromCode(report.ExitCode, &res)
		}
	}
	res.Stdout, res.StdoutBytes = s.stdout.String(), s.stdout.Total()
	res.Stderr, res.StderrBytes = s.stderr.String(), s.stderr.Total()
	s.usage(st, &res)

	if f.TimedOut && !f.Started && !f.Cancelled {
		return res, fmt.Errorf("subprocess: the harness did not start within %v", StartupTimeout)
	}
	if errors.Is(reportErr, harness.ErrNoHeader) && !f.TimedOut && !f.Cancelled && st.oomKills == 0 {
		return res, fmt.Errorf("subprocess: the sandbox did not start the harness (exit status %d): %s",
			res.ExitCode, harvest.FirstLine(res.Stderr))
	}
	if hostErr != nil {
		return res, fmt.Errorf("subprocess: collecting artifacts: %w", hostErr)
	}
	res.Report = report
	res.Outcome = harvest.Classify(harvest.Facts{TimedOut: f.TimedOut, Cancelled: f.Cancelled, OOMKilled: st.oomKills > 0, Signal: sig, Report: report})
	var reportUS, collectUS int64
	if f.GotReport {
		reportUS = f.ReportAt.Sub(start).Microseconds()
		if !collected.IsZero() {
			collectUS = collected.Sub(f.ReportAt).Microseconds()
		}
	}
	s.e.cfg.Logger.Debug("run finished", "run_id", job.RunID, "outcome", res.Outcome, "exit_code", res.ExitCode,
		"signal", res.Signal, "wall_ms", res.Usage.WallMS, "cpu_ms", res.Usage.CPUMS, "peak_bytes", res.Usage.PeakMemoryBytes,
		"report_us", reportUS, "collect_us", collectUS, "finished_early", f.Finished,
		"after_us", time.Since(end).Microseconds(), "report_error", reportErr)
	return res, nil
}

// flushOutput takes what is left in the stdout and stderr pipes without waiting for their end
// of file (see run): each reader stops waiting, reads the pipe until it is empty, and ends.
func (s *sandbox) flushOutput() {
	now := time.Now()
	_ = s.stdoutR.SetReadDeadline(now)
	_ = s.stderrR.SetReadDeadline(now)
	s.waitReaders()
}

// waitReaders waits for the stdout and stderr readers to end, at most pipeWait before it
// closes the pipes under them.
func (s *sandbox) waitReaders() {
	if !waitTimeout(&s.readers, pipeWait) {
		s.stdoutR.Close()
		s.stderrR.Close()
		s.readers.Wait()
	}
}

// collect copies the artifacts out of the live sandbox.
func (s *sandbox) collect(job executors.Job) ([]executors.Artifact, []string, error) {
	var pid int
	select {
	case info := <-s.infoCh:
		s.infoCh <- info // keep it for a second look
		pid = info.ChildPid
	case <-time.After(pipeWait):
	}
	if pid <= 0 {
		return nil, []string{"out_dir: not collected (the sandbox's process is unknown)"}, nil
	}
	dir, err := openSandboxOutput(pid)
	if err != nil {
		// The error names host paths; the agent only learns that nothing was collected.
		s.e.cfg.Logger.Warn("artifacts not collected", "run_id", job.RunID, "error", err)
		return nil, []string{"out_dir: not collected (the sandbox had already ended)"}, nil
	}
	defer dir.Close()
	return copyArtifacts(dir, job.OutputDir, s.limits)
}

// exitStatus fills ExitCode and Signal and returns the signal that ended the sandbox or the
// user's process in it (0 if none). The harness exits 128+N when the user's process died of
// signal N, and bubblewrap passes a payload's death by signal N on as 128+N too.
func (s *sandbox) exitStatus(waitErr error, res *executors.Result) syscall.Signal {
	var sig syscall.Signal
	switch ps := s.processState(); {
	case errors.Is(waitErr, warm.ErrAbandoned) || ps == nil:
		res.ExitCode, sig = -1, syscall.SIGKILL
	default:
		ws, _ := ps.Sys().(syscall.WaitStatus)
		if !ws.Signaled() {
			return harvest.ExitFromCode(ws.ExitStatus(), res)
		}
		res.ExitCode, sig = -1, ws.Signal()
	}
	harvest.SetSignal(sig, res)
	return sig
}

// processState is the shim's state once it was reaped, else nil.
func (s *sandbox) processState() *os.ProcessState {
	select {
	case <-s.exited:
		return s.cmd.ProcessState
	default:
		return nil
	}
}

// usage fills Usage from the cgroup counters, or from the rusage of the reaped process tree.
func (s *sandbox) usage(st cgroupStats, res *executors.Result) {
	var ru *syscall.Rusage
	if ps := s.processState(); ps != nil {
		ru, _ = ps.SysUsage().(*syscall.Rusage)
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

// headerWatch passes reads through and closes ready once n bytes (the harness header line)
// went by: the harness has imported its libraries, read the job, and is about to run it.
type headerWatch struct {
	r     io.Reader
	n     int
	seen  atomic.Int64 // bytes read so far; read by Usable
	at    atomic.Int64 // when ready was closed, Unix nanoseconds
	ready chan struct{}
}

func (h *headerWatch) Read(p []byte) (int, error) {
	k, err := h.r.Read(p)
	before := h.seen.Add(int64(k)) - int64(k)
	if before < int64(h.n) && before+int64(k) >= int64(h.n) {
		h.at.Store(time.Now().UnixNano())
		close(h.ready)
	}
	return k, err
}

// readyAt is when the header came, or the zero time.
func (h *headerWatch) readyAt() time.Time {
	if n := h.at.Load(); n > 0 {
		return time.Unix(0, n)
	}
	return time.Time{}
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
