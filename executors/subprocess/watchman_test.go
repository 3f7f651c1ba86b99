package subprocess

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/hashicorp/go-hclog"

	"github.com/sluice-gw/sluice/executors/sandboxtest"
)

// watchmanHelperEnv makes the test binary a stand-in worker (watchmanHelper) instead of
// running the tests.
const watchmanHelperEnv = "SLUICE_TEST_WATCHMAN_HELPER"

// watchmanHelper starts bubblewrap as a sandbox's shim would and holds it where the gap is
// (watchman.go): bubblewrap waits on --userns-block-fd (fd 3 of the helper, whose write end
// the test holds, so that the helper's death does not release it), so its clone waits for the
// go-ahead, without a parent-death signal yet. With watch set the group is recorded with a
// watchman. It prints the clone's pid and waits to be killed.
func watchmanHelper(workDir string, watch bool) {
	fail := func(err error) {
		fmt.Println("error", err)
		os.Exit(2)
	}
	m, err := startWatchman(workDir)
	if err != nil {
		fail(err)
	}
	blockR := os.NewFile(3, "block")
	infoR, infoW, err := os.Pipe()
	if err != nil {
		fail(err)
	}
	bwrap, err := exec.LookPath("bwrap")
	if err != nil {
		bwrap = "/usr/bin/bwrap"
	}
	cmd := exec.Command(bwrap,
		"--unshare-user", "--unshare-pid", "--die-with-parent", "--new-session",
		"--info-fd", "3", "--userns-block-fd", "4", "--ro-bind", "/", "/", "true")
	cmd.ExtraFiles = []*os.File{infoW, blockR}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		fail(err)
	}
	infoW.Close()
	if watch {
		if err := m.watch(cmd.Process.Pid); err != nil {
			fail(err)
		}
	}
	var info struct {
		ChildPid int `json:"child-pid"`
	}
	if err := json.NewDecoder(infoR).Decode(&info); err != nil {
		fail(err)
	}
	fmt.Println("clone", info.ChildPid, m.dir)
	select {}
}

// alive reports whether pid runs (a zombie does not).
func alive(pid int) bool {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(stat)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	return len(f) > 0 && f[0] != "Z" && f[0] != "X"
}

// strandedClone runs watchmanHelper, SIGKILLs it once bubblewrap's clone waits, and returns
// the clone's pid and the watchman's directory.
func strandedClone(t *testing.T, watch bool) (int, string) {
	t.Helper()
	work := t.TempDir()
	blockR, blockW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { blockW.Close() }) // bubblewrap gets no go-ahead while the test runs
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), watchmanHelperEnv+"="+work+":"+strconv.FormatBool(watch))
	cmd.Stderr = os.Stderr
	cmd.ExtraFiles = []*os.File{blockR}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	blockR.Close()
	line, _ := bufio.NewReader(out).ReadString('\n')
	var pid int
	var dir string
	if _, err := fmt.Sscanf(line, "clone %d %s", &pid, &dir); err != nil || pid <= 0 {
		_ = cmd.Process.Kill()
		t.Fatalf("the helper said %q", line)
	}
	t.Cleanup(func() { _ = syscall.Kill(pid, syscall.SIGKILL) })
	if filepath.Dir(dir) != work {
		t.Errorf("the watchman's directory %s is not in the work directory %s", dir, work)
	}
	_ = cmd.Process.Signal(syscall.SIGKILL)
	_ = cmd.Wait()
	return pid, dir
}

// TestWatchmanKillsAStrandedClone: a worker SIGKILLed while bubblewrap's clone waits for its
// go-ahead (the cluster test once caught one left so, parent init, for good) leaves nothing
// running once its watchman has swept.
func TestWatchmanKillsAStrandedClone(t *testing.T) {
	sandboxtest.Require(t, sandboxtest.Bwrap)
	pid, dir := strandedClone(t, true)
	for deadline := time.Now().Add(10 * time.Second); alive(pid); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("bubblewrap's clone (pid %d) still runs 10 s after its worker was killed", pid)
		}
	}
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if _, err := os.Stat(dir); os.IsNotExist(err) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the watchman left its directory %s", dir)
		}
	}
}

// TestWithoutAWatchmanTheCloneIsStranded is the control: the same helper without its group
// recorded leaves the clone running. Should this fail, bubblewrap closed the gap itself and
// the watchman may go.
func TestWithoutAWatchmanTheCloneIsStranded(t *testing.T) {
	sandboxtest.Require(t, sandboxtest.Bwrap)
	pid, _ := strandedClone(t, false)
	time.Sleep(2 * time.Second)
	if !alive(pid) {
		t.Fatalf("bubblewrap's clone (pid %d) died with its worker without the watchman", pid)
	}
}

// TestWatchmanForgetsReapedGroups: a group forgotten is not killed when the executor closes,
// one still recorded is, and closing removes the directory.
func TestWatchmanForgetsReapedGroups(t *testing.T) {
	m, err := startWatchman(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	start := func() *exec.Cmd {
		c := exec.Command("sleep", "60")
		c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = c.Process.Kill(); _ = c.Wait() })
		if err := m.watch(c.Process.Pid); err != nil {
			t.Fatal(err)
		}
		return c
	}
	kept, dropped := start(), start()
	m.forget(dropped.Process.Pid)
	m.stop()
	if err := kept.Wait(); err == nil || !strings.Contains(err.Error(), "killed") {
		t.Errorf("a recorded group after stop: %v, want killed", err)
	}
	if !alive(dropped.Process.Pid) {
		t.Error("a forgotten group was killed")
	}
	if _, err := os.Stat(m.dir); !os.IsNotExist(err) {
		t.Errorf("the watchman's directory after stop: %v", err)
	}
	if err := m.watch(1); err == nil {
		t.Error("watch after stop: no error")
	}
}

// TestLateReapForgotten: a shim reaped only after destroy stopped waiting for it (killWait;
// a sandbox's pid namespace can take that long to empty on a loaded host) keeps its record
// with the watchman until it is reaped, and loses it then: a record left behind would have
// the watchman kill whatever group gets that id next, should the executor die.
func TestLateReapForgotten(t *testing.T) {
	m, cmd, reaped, record := watchedGroup(t)
	e := &Executor{cfg: Config{Logger: hclog.NewNullLogger()}, watch: m}
	// exited is the test's: the shim counts as reaped only when the test says so.
	s := &sandbox{e: e, name: "late", pid: cmd.Process.Pid, cmd: cmd, exited: make(chan struct{}), entrantFD: -1}
	s.destroy() // kills the group, waits killWait for a reap that does not come
	<-reaped
	if _, err := os.Stat(record); err != nil {
		t.Fatalf("the record went before the shim was reaped: %v", err)
	}
	close(s.exited)
	e.settle()
	if _, err := os.Stat(record); !os.IsNotExist(err) {
		t.Errorf("the record of a shim reaped late is still there (%v)", err)
	}
}

// TestZygoteLateReapForgotten is TestLateReapForgotten for the zygote, which is stopped when it
// failed and when the executor closes.
func TestZygoteLateReapForgotten(t *testing.T) {
	m, cmd, reaped, record := watchedGroup(t)
	fds, err := syscall.Socketpair(syscall.AF_UNIX, syscall.SOCK_SEQPACKET, 0)
	if err != nil {
		t.Fatal(err)
	}
	syscall.Close(fds[1])
	c, err := net.FileConn(os.NewFile(uintptr(fds[0]), "control"))
	if err != nil {
		t.Fatal(err)
	}
	z := &zygote{cmd: cmd, conn: c.(*net.UnixConn), exited: make(chan struct{}), watch: m, log: hclog.NewNullLogger()}
	z.stop() // kills the group, waits killWait for a reap that does not come
	<-reaped
	if _, err := os.Stat(record); err != nil {
		t.Fatalf("the record went before the zygote was reaped: %v", err)
	}
	close(z.exited)
	deadline := time.Now().Add(5 * time.Second)
	for {
		if _, err := os.Stat(record); os.IsNotExist(err) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the record of a zygote reaped late is still there")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestForgetWhenReapedNeverReaped: a group whose leader is never reaped keeps its record past
// lateReapWait, and the executor hears of it while its watchman lives; once the watchman has
// ended (the executor closed, and the watchman killed the group itself) nothing is reported.
func TestForgetWhenReapedNeverReaped(t *testing.T) {
	saved := lateReapWait
	lateReapWait = 50 * time.Millisecond
	t.Cleanup(func() { lateReapWait = saved })
	for _, ended := range []bool{false, true} {
		m, cmd, _, record := watchedGroup(t)
		if ended {
			m.stop()
		}
		var bg sync.WaitGroup
		stuck := 0
		if m.forgetWhenReaped(cmd.Process.Pid, make(chan struct{}), &bg, func() { stuck++ }) {
			t.Fatal("a leader never reaped was reported reaped")
		}
		bg.Wait()
		switch {
		case ended && stuck != 0:
			t.Errorf("a group the ended watchman had killed was reported stuck")
		case !ended && stuck != 1:
			t.Errorf("stuck was called %d times for a leader never reaped, want once", stuck)
		}
		if _, err := os.Stat(record); !ended && err != nil {
			t.Errorf("the record of a group never reaped went: %v", err)
		}
	}
}

// watchedGroup starts a process in a group of its own, recorded with a new watchman: the
// watchman, the process, a channel closed once the process is reaped (by the test, not by
// the code under test) and the path of its record.
func watchedGroup(t *testing.T) (*watchman, *exec.Cmd, <-chan struct{}, string) {
	t.Helper()
	m, err := startWatchman(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.stop)
	cmd := exec.Command("/bin/sleep", "60")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	reaped := make(chan struct{})
	go func() { _ = cmd.Wait(); close(reaped) }()
	pid := cmd.Process.Pid
	if err := m.watch(pid); err != nil {
		t.Fatal(err)
	}
	record := filepath.Join(m.dir, strconv.Itoa(pid))
	return m, cmd, reaped, record
}
