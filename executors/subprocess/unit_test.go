package subprocess

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/sandboxtest"
)

// TestCopyArtifacts checks the copy-out rules against a real directory: the same code reads the
// sandbox's out_dir through /proc/<pid>/root.
func TestCopyArtifacts(t *testing.T) {
	src, dst := t.TempDir(), t.TempDir()
	write := func(name, content string) {
		if err := os.WriteFile(filepath.Join(src, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.txt", "alpha")
	write("b c.txt", "beta")
	write("b_c.txt", "collides")
	write("big.bin", strings.Repeat("x", 100))
	write("z.txt", "over the count")
	if err := os.Symlink("/etc/passwd", filepath.Join(src, "link")); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(src, "dir"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(src, "fifo"), 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	arts, dropped, err := copyArtifacts(d, dst, executors.Limits{OutputFiles: 3, OutputBytes: 50})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, a := range arts {
		names = append(names, a.Name)
	}
	if !slices.Equal(names, []string{"a.txt", "b_c.txt", "z.txt"}) {
		t.Errorf("artifacts = %v", names)
	}
	if b, _ := os.ReadFile(filepath.Join(dst, "b_c.txt")); string(b) != "beta" {
		t.Errorf("b_c.txt = %q, want the first file of that name (b c.txt)", b)
	}
	for _, want := range []string{`"link": symbolic link`, `"dir": directory`, `"fifo": not a regular file`,
		`"big.bin": output size limit reached`} {
		if !slices.Contains(dropped, want) {
			t.Errorf("dropped = %q, want %q", dropped, want)
		}
	}
	found := false
	for _, d := range dropped {
		found = found || strings.HasPrefix(d, `"b_c.txt": same name`)
	}
	if !found {
		t.Errorf("dropped = %q, want the collision", dropped)
	}
	if _, err := os.Lstat(filepath.Join(dst, "link")); err == nil {
		t.Error("the symbolic link was copied")
	}
}

func TestBwrapArgs(t *testing.T) {
	h := hostLayout{
		links:        map[string]string{"/lib": "usr/lib", "/bin": "usr/bin"},
		etcFiles:     []string{"/etc/ld.so.cache"},
		alternatives: map[string]string{"/etc/alternatives/libblas.so.3-x86_64-linux-gnu": "/usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3"},
	}
	l := executors.Limits{}.WithDefaults()
	args := bwrapArgs(h, l, harnessArgv(Python))
	joined := strings.Join(args, " ")
	for _, want := range []string{
		"--unshare-all --unshare-user --disable-userns --die-with-parent --new-session",
		"--ro-bind /usr /usr",
		"--symlink usr/bin /bin --symlink usr/lib /lib",
		"--size 67108864 --tmpfs /tmp",
		"--size 33554432 --tmpfs /workspace/output",
		"--ro-bind-fd 8 /workspace/input",
		"--info-fd 5 --seccomp 7 --clearenv",
		"--ro-bind-fd 6 /sluice",
		"--remount-ro /",
		"--clearenv",
		"-- /usr/bin/python3 -I -B /sluice/harness.py",
	} {
		if !strings.Contains(joined, want) {
			t.Errorf("args lack %q:\n%s", want, joined)
		}
	}
	for _, bad := range []string{"/home", "/root", "/etc/passwd", "/etc/hostname", "--share-net", "/var"} {
		if strings.Contains(joined, bad) {
			t.Errorf("args mention %q:\n%s", bad, joined)
		}
	}
	if i, j := slices.Index(args, "--clearenv"), slices.Index(args, "--setenv"); i < 0 || j < i {
		t.Errorf("--setenv before --clearenv")
	}
}

func TestShimScript(t *testing.T) {
	l := executors.Limits{TimeoutS: 8, CPUs: 1.5, MemoryMB: 512, FileSizeBytes: 1000, Pids: 64}.WithDefaults()
	s := shimScript(l, false)
	for _, want := range []string{"ulimit -v 524288", "ulimit -f 2", "ulimit -S -t 15", "ulimit -H -t 16", "ulimit -c 0", "read -r go <&4", "exec 4<&-", `exec "$@"`} {
		if !strings.Contains(s, want) {
			t.Errorf("shim lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "ulimit -u") {
		t.Error("RLIMIT_NPROC set although a pids cgroup limits the run")
	}
	if !strings.Contains(shimScript(l, true), "ulimit -u 64") {
		t.Error("RLIMIT_NPROC not set without a pids cgroup")
	}
}

func TestParseProcCgroup(t *testing.T) {
	got := parseProcCgroup([]byte("12:cpu,cpuacct:/a/b\n4:memory:/process_api/x\n1:name=systemd:/\n0::/user.slice\n"))
	if got["cpu"] != "/a/b" || got["cpuacct"] != "/a/b" || got["memory"] != "/process_api/x" {
		t.Errorf("parseProcCgroup = %v", got)
	}
	if _, ok := got[""]; ok {
		t.Error("the v2 line was taken for a v1 controller")
	}
}

// TestCgroupV2Files drives the v2 code against a fake tree: this host mounts v1, and the v2
// logic is file reads and writes. A real cgroupfs creates the control files in every new
// directory; here they are made up front where the code expects them.
func TestCgroupV2Files(t *testing.T) {
	root := t.TempDir()
	mk := func(path, content string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	mk(filepath.Join(root, "cgroup.controllers"), "cpuset cpu io memory pids\n")
	mk(filepath.Join(root, "cgroup.subtree_control"), "")
	parent := filepath.Join(root, cgroupParentName)
	mk(filepath.Join(parent, "cgroup.subtree_control"), "")

	cg, err := detectCgroups(root, nil)
	if err != nil {
		t.Fatal(err)
	}
	if cg.version != 2 || !cg.cpu || cg.parent["v2"] != parent || cg.mode() != "v2" {
		t.Fatalf("cgroups = %+v", cg)
	}
	if b, _ := os.ReadFile(filepath.Join(parent, "cgroup.subtree_control")); string(b) != "+cpu" {
		t.Errorf("parent subtree_control last write = %q, want +cpu (after +memory and +pids)", b)
	}

	// No control files appear in the fake run directory: create must fail and remove it.
	l := executors.Limits{}.WithDefaults()
	if _, err := cg.create("r1-abcd", l); err == nil {
		t.Error("create succeeded without memory.max")
	}
	if _, err := os.Stat(filepath.Join(parent, "r1-abcd")); !os.IsNotExist(err) {
		t.Errorf("a failed create left its directory: %v", err)
	}

	run := filepath.Join(parent, "r2")
	mk(filepath.Join(run, "memory.events"), "low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n")
	mk(filepath.Join(run, "memory.peak"), "123456\n")
	mk(filepath.Join(run, "cpu.stat"), "usage_usec 2500\nuser_usec 2000\n")
	rc := &runCgroup{version: 2, dirs: []string{run}, mem: run, pids: run, cpu: run, cpuacct: run}
	if st := rc.stats(); st.oomKills != 1 || st.peakBytes != 123456 || !st.cpuKnown || st.cpuNanos != 2_500_000 {
		t.Errorf("stats = %+v", st)
	}

	mk(filepath.Join(root, "cgroup.controllers"), "cpu io\n")
	if _, err := detectCgroups(root, nil); err == nil || !strings.Contains(err.Error(), "memory") {
		t.Errorf("detect without the memory controller: %v", err)
	}
}

func TestCgroupNone(t *testing.T) {
	var cg *cgroups
	if cg.mode() != "none" {
		t.Errorf("mode = %q", cg.mode())
	}
	var rc *runCgroup
	if rc.hasPids() {
		t.Error("a nil run cgroup has pids")
	}
}

func TestNewNamesTheBadField(t *testing.T) {
	tests := []struct {
		cfg  Config
		want string
	}{
		{Config{Bwrap: "/nonexistent/bwrap"}, "executors.subprocess.bwrap"},
		{Config{Python: "/nonexistent/python3"}, "executors.subprocess.python"},
		{Config{Python: "python3"}, "executors.subprocess.python"},
		{Config{WorkDir: "relative/dir"}, "executors.subprocess.work_dir"},
		{Config{CgroupRoot: "cgroup"}, "executors.subprocess.cgroup_root"},
		{Config{Pool: executors.PoolConfig{Size: 65}}, "executors.subprocess.pool.size"},
		{Config{Pool: executors.PoolConfig{MaxAge: -time.Second}}, "executors.subprocess.pool.max_age"},
	}
	for _, tc := range tests {
		if tc.cfg.WorkDir == "" {
			tc.cfg.WorkDir = t.TempDir()
		}
		_, err := New(tc.cfg)
		if !namesField(err, tc.want) {
			t.Errorf("New(%+v) = %v, want a FieldError naming %s", tc.cfg, err, tc.want)
		}
	}
	open := filepath.Join(t.TempDir(), "open")
	if err := os.Mkdir(open, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(open, 0o777); err != nil {
		t.Fatal(err)
	}
	if _, err := New(Config{WorkDir: open}); !namesField(err, "executors.subprocess.work_dir") || !strings.Contains(err.Error(), "writable by group or others") {
		t.Errorf("world-writable WorkDir: %v", err)
	}
	link := filepath.Join(t.TempDir(), "link")
	if err := os.Symlink(t.TempDir(), link); err != nil {
		t.Fatal(err)
	}
	if _, err := New(Config{WorkDir: link}); !namesField(err, "executors.subprocess.work_dir") || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("symlinked WorkDir: %v", err)
	}
}

// TestValidateTouchesNothing: Validate refuses what is wrong as written and leaves the host
// alone (sluice serve validates the sections of executors it does not start).
func TestValidateTouchesNothing(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "not-yet")
	if err := (Config{Bwrap: "/nonexistent/bwrap", WorkDir: dir, Pool: executors.PoolConfig{Size: 2}}).Validate(); err != nil {
		t.Errorf("Validate of a config valid as written: %v", err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("Validate created the work dir (stat: %v)", err)
	}
	err := Config{Python: "python3", WorkDir: "runs", CgroupRoot: "cg", Pool: executors.PoolConfig{Parallel: 17}}.Validate()
	var got []string
	for _, fe := range executors.FieldErrors(err) {
		got = append(got, fe.Field)
	}
	want := []string{"executors.subprocess.python", "executors.subprocess.work_dir", "executors.subprocess.cgroup_root", "executors.subprocess.pool.parallel"}
	if !slices.Equal(got, want) {
		t.Errorf("Validate named %q, want %q (%v)", got, want, err)
	}
}

// namesField reports whether err holds a FieldError for key.
func namesField(err error, key string) bool {
	for _, fe := range executors.FieldErrors(err) {
		if fe.Field == key {
			return true
		}
	}
	return false
}

func TestNewWithUnusableCgroupRoot(t *testing.T) {
	sandboxtest.Require(t, sandboxtest.Bwrap, sandboxtest.Python) // else New stops at executors.subprocess.bwrap
	_, err := New(Config{WorkDir: t.TempDir(), CgroupRoot: t.TempDir()})
	if !namesField(err, "executors.subprocess.cgroup_root") {
		t.Errorf("New with an empty directory as CgroupRoot = %v", err)
	}
}

// TestCgroupKillReadsEveryHierarchy: kill looks at one hierarchy while it waits for the
// processes to go, but finishes only once every hierarchy is empty: a process listed in the
// second only (one caught between two while it was being placed) is killed too. The
// directories are plain ones standing in for a v1 run's cgroups; their lists never empty, so
// kill returns at its deadline.
func TestCgroupKillReadsEveryHierarchy(t *testing.T) {
	cmd := exec.Command("/bin/sleep", "60")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	mem, pids := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(mem, "cgroup.procs"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(pids, "cgroup.procs"), []byte(strconv.Itoa(cmd.Process.Pid)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rc := &runCgroup{version: 1, dirs: []string{mem, pids}, mem: mem, pids: pids}
	start := time.Now()
	rc.kill(200 * time.Millisecond)
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("kill took %v with a 200ms bound", took)
	}
	select {
	case err := <-done:
		if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || ws.Signal() != syscall.SIGKILL {
			t.Errorf("the process ended with %v, want SIGKILL", err)
		}
	case <-time.After(5 * time.Second):
		t.Error("a process listed only in the second hierarchy was not killed")
	}
}

// TestEntrantChildren: the children of a process's main thread are listed, as the run's path
// finds the harness's code process under its supervisor; no pid lists none.
func TestEntrantChildren(t *testing.T) {
	if got := entrantChildren(0); got != nil {
		t.Errorf("entrantChildren(0) = %v, want none", got)
	}
	// A parent that forks from its main thread and prints the child's pid.
	cmd := exec.Command("/usr/bin/python3", "-c", "import os, sys, time\npid = os.fork()\nif pid == 0:\n    time.sleep(30)\n    os._exit(0)\nprint(pid, flush=True)\nsys.stdin.read()\n")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var kid int
	t.Cleanup(func() {
		stdin.Close()
		if kid > 0 {
			_ = syscall.Kill(kid, syscall.SIGKILL)
		}
		_ = cmd.Wait()
	})
	line := make([]byte, 32)
	n, err := out.Read(line)
	if err != nil {
		t.Fatal(err)
	}
	if kid, err = strconv.Atoi(strings.TrimSpace(string(line[:n]))); err != nil {
		t.Fatalf("the parent printed %q", line[:n])
	}
	if got := entrantChildren(cmd.Process.Pid); !slices.Equal(got, []int{kid}) {
		t.Errorf("entrantChildren(%d) = %v, want [%d]", cmd.Process.Pid, got, kid)
	}
}
