package subprocess

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/hashicorp/go-hclog"
	"golang.org/x/sys/unix"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/internal/harvest"
	"github.com/sluice-gw/sluice/executors/internal/warm"
	"github.com/sluice-gw/sluice/images"
)

// The zygote (images/zygote.py) is one interpreter per executor that imported the harness's
// libraries once and never runs user code. A pooled sandbox is then built in two halves: the
// executor starts bubblewrap exactly as for a cold run, but with a holder instead of the
// interpreter (a shell that waits on the lifeline, fd 3), and the zygote forks an entrant that
// joins the holder's namespaces, drops every privilege as bubblewrap would, and is the
// harness's supervisor from then on (its children, the code's processes, are in the sandbox's
// pid namespace; it is not, so the code cannot name it). The sandbox so built has the cold one's mounts, namespaces,
// cgroups, rlimits, seccomp filter and environment; what differs is that its harness is a
// fork of an interpreter that imported pandas before any job existed, instead of an
// interpreter that imported it itself. A sandbox costs about 10 ms of CPU instead of 600, so
// the pool refills as fast as runs take it.
//
// The holder writes a byte on fdBuilt once it runs, when bubblewrap has built the whole
// sandbox (until then its namespaces hold a half-built tree, which no entrant may join), then
// waits on the lifeline (fd 3) and exits with the status the entrant, the supervisor, writes
// there before it exits. bubblewrap passes it on, so the shim's exit status means what it
// means for a cold sandbox. If the entrant dies without writing (a signal killed it), the
// holder exits exitHolderOrphaned.
var holderScript = fmt.Sprintf(`printf x >&%d && exec %d>&- && read -r c <&%d; exit "${c:-%d}"`,
	fdBuilt, fdBuilt, fdReport, exitHolderOrphaned)

// exitHolderOrphaned is the holder's status when its lifeline closed without a status.
const exitHolderOrphaned = 123

// zygoteHeader is the zygote's first message, once its imports are done.
const zygoteHeader = "sluice-zygote/1"

// zygoteRetry is how long the executor waits before it starts a zygote again after one failed
// to start; meanwhile pooled sandboxes start their own interpreter.
const zygoteRetry = 30 * time.Second

// zygoteOutputBytes bounds what the executor keeps of the zygote's stdout and stderr.
const zygoteOutputBytes = 16 << 10

// zygoteReplyWait bounds the wait for the zygote's answer to one request (a fork).
const zygoteReplyWait = 5 * time.Second

// zygoteRequest is one request to the zygote; see images/zygote.py for the protocol.
type zygoteRequest struct {
	Rlimits [][3]any    `json:"rlimits"`
	Seccomp string      `json:"seccomp"`
	Env     [][2]string `json:"env"`
	Cwd     string      `json:"cwd"`
	// Lean leaves out the child's copy-ahead: the pool starts this sandbox while runs take
	// them as fast as it starts them (warm.StartFunc's busy), and the copies cost CPU for
	// pages a run may never write.
	Lean bool `json:"lean,omitempty"`
}

// zygote is one running zygote process and its control socket.
type zygote struct {
	cmd    *exec.Cmd // bubblewrap, whose child runs setpriv, which execs the interpreter
	pid    int       // the interpreter's
	conn   *net.UnixConn
	exited chan struct{} // closed once the process was reaped
	stderr *warm.Output  // what it wrote (its errors), bounded
	watch  *watchman     // holds its process group while it lives
	log    hclog.Logger

	mu sync.Mutex // one request at a time: the answers are not tagged
}

// startZygote starts the zygote and waits until its imports are done. It must run on the
// pool's starter thread: the zygote dies with it (Pdeathsig).
func (e *Executor) startZygote() (_ *zygote, err error) {
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_SEQPACKET|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("control socket: %w", err)
	}
	ours, theirs := os.NewFile(uintptr(fds[0]), "zygote-control"), os.NewFile(uintptr(fds[1]), "zygote-control")
	defer theirs.Close()
	fc, err := net.FileConn(ours)
	ours.Close()
	if err != nil {
		return nil, fmt.Errorf("control socket: %w", err)
	}
	z := &zygote{conn: fc.(*net.UnixConn), exited: make(chan struct{}), stderr: warm.NewOutput(zygoteOutputBytes), watch: e.watch, log: e.cfg.Logger}
	defer func() {
		if err != nil {
			z.stop()
		}
	}()
	hd, err := os.Open(e.harnessDir)
	if err != nil {
		return nil, err
	}
	defer hd.Close()
	z.cmd = &exec.Cmd{
		Path: e.cfg.Bwrap, Args: append([]string{e.cfg.Bwrap}, e.zygoteArgs()...),
		Env: []string{}, Dir: "/", Stderr: z.stderr, Stdout: z.stderr, ExtraFiles: []*os.File{theirs, hd},
		SysProcAttr: &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL},
		WaitDelay:   time.Second,
	}
	if err := z.cmd.Start(); err != nil {
		return nil, err
	}
	go func() {
		_ = z.cmd.Wait()
		close(z.exited)
		_ = z.conn.SetDeadline(time.Now()) // whoever waits for it stops waiting
	}()
	// Unlike a sandbox's shim, bubblewrap runs at once here: were the worker killed before
	// this line, the zygote's clone could be stranded (watchman.go). It starts once per pool.
	if err := z.watch.watch(z.cmd.Process.Pid); err != nil {
		return nil, err
	}
	buf := make([]byte, 64)
	_ = z.conn.SetReadDeadline(time.Now().Add(StartupTimeout))
	n, err := z.conn.Read(buf)
	head, pid, _ := strings.Cut(string(buf[:n]), " ")
	if z.pid, _ = strconv.Atoi(pid); err != nil || head != zygoteHeader || z.pid <= 0 {
		select {
		case <-z.exited:
		case <-time.After(time.Second):
		}
		return nil, fmt.Errorf("the zygote did not start (%v): %s", err, harvest.FirstLine(z.stderr.String()))
	}
	_ = z.conn.SetReadDeadline(time.Time{})
	// Its forks are pool work (sched.go); the entrants inherit the policy until a run takes
	// their sandbox.
	if e.idle {
		setPolicy([]int{z.pid}, unix.SCHED_IDLE)
	}
	return z, nil
}

// alive reports whether the zygote process still runs.
func (z *zygote) alive() bool {
	select {
	case <-z.exited:
		return false
	default:
		return true
	}
}

// stop kills the zygote. Its entrants die with it (their parent
// death signal) and so do the sandboxes they were entering; running supervisors do not.
func (z *zygote) stop() {
	z.conn.Close() // end of file: the zygote exits by itself
	if z.cmd != nil && z.cmd.Process != nil {
		_ = syscall.Kill(-z.cmd.Process.Pid, syscall.SIGKILL)
		// Close stops the watchman after the zygote, so nothing waits for a late reap: once
		// the watchman has stopped, forgetting removes nothing.
		z.watch.forgetWhenReaped(z.cmd.Process.Pid, z.exited, nil, func() {
			z.log.Error("zygote still not reaped; its process group stays recorded with the watchman", "waited", killWait+lateReapWait)
		})
	}
}

// spawn asks the zygote to fork an entrant for the sandbox whose namespaces nsFiles hold,
// handing it files (stdin, stdout, stderr, report, lifeline after the gate and namespaces),
// and returns the entrant's pid. The entrant waits on the gate.
func (z *zygote) spawn(req zygoteRequest, files []*os.File) (int, error) {
	b, err := json.Marshal(req)
	if err != nil {
		return 0, err
	}
	fds := make([]int, len(files))
	for i, f := range files {
		fds[i] = int(f.Fd())
	}
	z.mu.Lock()
	defer z.mu.Unlock()
	if _, _, err := z.conn.WriteMsgUnix(b, unix.UnixRights(fds...), nil); err != nil {
		return 0, fmt.Errorf("asking the zygote: %w", err)
	}
	buf := make([]byte, 4096)
	_ = z.conn.SetReadDeadline(time.Now().Add(zygoteReplyWait))
	n, err := z.conn.Read(buf)
	_ = z.conn.SetReadDeadline(time.Time{})
	if err != nil {
		return 0, fmt.Errorf("the zygote did not answer: %w", err)
	}
	var ans struct {
		Pid   int    `json:"pid"`
		Error string `json:"error"`
	}
	if err := json.Unmarshal(buf[:n], &ans); err != nil {
		return 0, fmt.Errorf("the zygote's answer: %w", err)
	}
	if ans.Error != "" || ans.Pid <= 0 {
		return 0, fmt.Errorf("the zygote refused: %s", ans.Error)
	}
	return ans.Pid, nil
}

// zygoteFor returns the running zygote, starting one if there is none, or nil when pooled
// sandboxes start their own interpreter: the pool is disabled, Config.NoZygote, or the last
// start failed less than zygoteRetry ago. It runs on the pool's starter thread.
func (e *Executor) zygoteFor() *zygote {
	if e.cfg.Pool.Size <= 0 || e.cfg.NoZygote || e.cred == nil {
		return nil // not root: bubblewrap cannot build the zygote's mount namespace
	}
	e.zMu.Lock()
	defer e.zMu.Unlock()
	if e.z != nil && e.z.alive() {
		return e.z
	}
	if e.z != nil {
		e.cfg.Logger.Warn("zygote exited; starting another", "output", harvest.FirstLine(e.z.stderr.String()))
		e.z.stop()
		e.z = nil
	}
	if time.Since(e.zFailed) < zygoteRetry {
		return nil
	}
	z, err := e.startZygote()
	if err != nil {
		e.zFailed = time.Now()
		e.cfg.Logger.Warn("zygote not started: pooled sandboxes start their own interpreter", "error", err, "retry_in", zygoteRetry)
		return nil
	}
	e.z = z
	return z
}

// zygoteFailed stops z after a request to it failed: the next sandbox starts another.
func (e *Executor) zygoteFailed(z *zygote, err error) {
	e.zMu.Lock()
	defer e.zMu.Unlock()
	if e.z == z {
		e.cfg.Logger.Warn("zygote stopped after a failed request", "error", err)
		z.stop()
		e.z = nil
	}
}

// stopZygote stops the zygote, if one runs.
func (e *Executor) stopZygote() {
	e.zMu.Lock()
	defer e.zMu.Unlock()
	if e.z != nil {
		e.z.stop()
		e.z = nil
	}
}

// zygoteRSS is the zygote's resident memory (shared, copy on write, with every sandbox it
// forked), 0 if none runs.
func (e *Executor) zygoteRSS() int64 {
	e.zMu.Lock()
	z := e.z
	e.zMu.Unlock()
	if z == nil || !z.alive() {
		return 0
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(z.pid) + "/statm")
	if err != nil {
		return 0
	}
	var size, rss int64
	if _, err := fmt.Sscan(string(b), &size, &rss); err != nil {
		return 0
	}
	return rss * int64(os.Getpagesize())
}

// nsNames are the namespaces an entrant joins after the parent user namespace, as zygote.py
// expects them, with bubblewrap's --info-fd key for each (nil: not reported).
var nsNames = []struct{ proc, info string }{
	{"user", ""}, {"mnt", "mnt-namespace"}, {"pid", "pid-namespace"}, {"net", "net-namespace"},
	{"ipc", "ipc-namespace"}, {"uts", "uts-namespace"}, {"cgroup", "cgroup-namespace"},
}

// sandboxInfo is what bubblewrap writes on --info-fd once it created the sandbox's
// namespaces: its init's pid and the namespaces' inode numbers, by bubblewrap's keys.
type sandboxInfo struct {
	ChildPid int
	NS       map[string]int64
}

func parseSandboxInfo(b []byte) sandboxInfo {
	var all map[string]int64 // every value bubblewrap writes is an integer
	_ = json.Unmarshal(b, &all)
	return sandboxInfo{ChildPid: int(all["child-pid"]), NS: all}
}

// openNamespaces opens the namespaces of the sandbox's init (pid, from info) for an entrant:
// the parent of its user namespace, then nsNames in order. Each one bubblewrap reported must be
// the one opened, so that a pid reused meanwhile cannot lend its namespaces.
func openNamespaces(info sandboxInfo) (_ []*os.File, err error) {
	var files []*os.File
	defer func() {
		if err != nil {
			for _, f := range files {
				f.Close()
			}
		}
	}()
	dir := "/proc/" + strconv.Itoa(info.ChildPid) + "/ns/"
	for _, ns := range nsNames {
		f, err := os.Open(dir + ns.proc)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
		if ns.info == "" {
			continue
		}
		var st unix.Stat_t
		if err := unix.Fstat(int(f.Fd()), &st); err != nil {
			return nil, err
		}
		if want, ok := info.NS[ns.info]; !ok || int64(st.Ino) != want {
			return nil, fmt.Errorf("the sandbox's %s namespace is not the one bubblewrap built", ns.proc)
		}
	}
	parent, err := unix.IoctlRetInt(int(files[0].Fd()), unix.NS_GET_PARENT)
	if err != nil {
		return nil, fmt.Errorf("the sandbox's parent user namespace: %w", err)
	}
	return append([]*os.File{os.NewFile(uintptr(parent), "userns-parent")}, files...), nil
}

// The zygote sees the host as a sandbox does, at the same paths: the system files read-only
// (systemArgs), the harness at /sluice, its own /tmp as HOME and MPLCONFIGDIR, the sandbox's
// environment, no network. So nothing the supervisor inherits from it (module paths, code
// objects' file names, matplotlib's cache directory) names a host path. It runs in the host's
// user and pid namespaces (it must, to join a sandbox's namespaces and to name its entrants'
// pids), which is why bubblewrap runs as root here, without a user namespace, and setpriv
// makes the interpreter the sandbox user without capabilities, without new privileges.
func (e *Executor) zygoteArgs() []string {
	a := []string{"--unshare-net", "--unshare-ipc", "--unshare-uts", "--die-with-parent", "--new-session"}
	a = append(a, e.layout.systemArgs()...)
	a = append(a,
		"--proc", "/proc", "--dev", "/dev",
		"--perms", "01777", "--size", strconv.Itoa(shmBytesMax), "--tmpfs", "/tmp",
		"--ro-bind-fd", "4", sandboxHarnessDir,
		"--remount-ro", "/",
		"--chdir", "/",
		"--clearenv",
	)
	for _, kv := range sandboxEnv {
		a = append(a, "--setenv", kv[0], kv[1])
	}
	return append(a, "--", setpriv,
		"--reuid", strconv.Itoa(SandboxUID), "--regid", strconv.Itoa(SandboxGID), "--clear-groups",
		"--bounding-set", "-all", "--inh-caps", "-all", "--no-new-privs",
		e.cfg.Python, "-I", "-B", sandboxHarnessDir+"/"+images.HarnessFile, "--zygote")
}

// setpriv (util-linux, essential on Debian and Ubuntu) drops the zygote's privileges.
const setpriv = "/usr/bin/setpriv"

// zygoteRequestFor is the request for a sandbox with limits l, lean when the pool is busy.
func (e *Executor) zygoteRequestFor(l executors.Limits, nproc, lean bool) zygoteRequest {
	req := zygoteRequest{Seccomp: base64.StdEncoding.EncodeToString(e.seccomp), Cwd: executors.OutputMountPath, Lean: lean}
	for _, r := range sandboxRlimits(l, nproc) {
		req.Rlimits = append(req.Rlimits, [3]any{r.name, r.soft, r.hard})
	}
	req.Env = sandboxEnv
	return req
}

var errNoInfo = errors.New("bubblewrap did not report the sandbox's pid")
