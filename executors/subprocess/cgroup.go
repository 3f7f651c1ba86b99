package subprocess

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/sluice-gw/sluice/executors"
)

// cgroupParentName is the directory, below the worker's own cgroup (v1) or the configured root
// (v2), that holds the run cgroups. It is left in place when the executor closes: other
// executors in the same or another worker process may be using it.
const cgroupParentName = "sluice"

// cfsPeriodUS is the CPU bandwidth period; the quota is Limits.CPUs times it.
const cfsPeriodUS = 100000

// cgroups is where an executor creates run cgroups: one directory per v1 controller, or one
// v2 directory with the controllers enabled for its children.
type cgroups struct {
	version int // 1 or 2
	// v1: parent directory per controller ("memory", "pids", "cpu", "cpuacct"); controllers
	// mounted together share a directory. v2: parent["v2"].
	parent map[string]string
	cpu    bool // the cpu controller is available (quota)
}

// mode names the limiting mode for logs and Executor.Cgroups.
func (c *cgroups) mode() string {
	if c == nil {
		return "none"
	}
	return "v" + strconv.Itoa(c.version)
}

// detectCgroups prepares the parent cgroups under root. procSelf is /proc/self/cgroup's
// content, passed in so that tests can use a fake tree.
func detectCgroups(root string, procSelf []byte) (*cgroups, error) {
	if _, err := os.Stat(filepath.Join(root, "cgroup.controllers")); err == nil {
		return setupV2(root)
	}
	return setupV1(root, procSelf)
}

func setupV2(root string) (*cgroups, error) {
	avail, err := os.ReadFile(filepath.Join(root, "cgroup.controllers"))
	if err != nil {
		return nil, fmt.Errorf("cgroup v2 at %s: %w", root, err)
	}
	have := strings.Fields(string(avail))
	for _, c := range []string{"memory", "pids"} {
		if !contains(have, c) {
			return nil, fmt.Errorf("cgroup v2 at %s: the %s controller is not available to it", root, c)
		}
	}
	cg := &cgroups{version: 2, parent: map[string]string{}, cpu: contains(have, "cpu")}
	if err := enableV2(root, cg.cpu); err != nil {
		return nil, err
	}
	parent := filepath.Join(root, cgroupParentName)
	if err := os.Mkdir(parent, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
		return nil, fmt.Errorf("cgroup v2: creating %s: %w", parent, err)
	}
	if err := enableV2(parent, cg.cpu); err != nil {
		return nil, err
	}
	cg.parent["v2"] = parent
	return cg, nil
}

// enableV2 makes memory, pids (and cpu) available to dir's children. It fails when dir holds
// processes itself (cgroup v2's "no internal processes" rule): then the worker must run in a
// leaf of a delegated tree and CgroupRoot name that tree's parent.
func enableV2(dir string, cpu bool) error {
	ctl := filepath.Join(dir, "cgroup.subtree_control")
	cur, err := os.ReadFile(ctl)
	if err != nil {
		return fmt.Errorf("cgroup v2: %w", err)
	}
	want := []string{"memory", "pids"}
	if cpu {
		want = append(want, "cpu")
	}
	for _, c := range want {
		if contains(strings.Fields(string(cur)), c) {
			continue
		}
		if err := writeCgroupFile(ctl, "+"+c); err != nil {
			if c == "cpu" {
				continue // CPU share is optional; RLIMIT_CPU still holds
			}
			return fmt.Errorf("cgroup v2: enabling %s in %s: %w (is the worker's own process in that cgroup? run it in a leaf cgroup and delegate the parent)", c, ctl, err)
		}
	}
	return nil
}

// setupV1 uses the worker's own cgroup in each v1 hierarchy (so the worker's limits bound its
// sandboxes too) and creates the "sluice" parent below it.
func setupV1(root string, procSelf []byte) (*cgroups, error) {
	self := parseProcCgroup(procSelf)
	cg := &cgroups{version: 1, parent: map[string]string{}}
	for _, c := range []string{"memory", "pids", "cpu", "cpuacct"} {
		required := c == "memory" || c == "pids"
		mount := filepath.Join(root, c)
		if _, err := os.Stat(filepath.Join(mount, "cgroup.procs")); err != nil {
			if required {
				return nil, fmt.Errorf("cgroup v1: no %s hierarchy at %s", c, mount)
			}
			continue
		}
		base := mount
		if sub, ok := self[c]; ok && sub != "/" {
			if st, err := os.Stat(filepath.Join(mount, sub)); err == nil && st.IsDir() {
				base = filepath.Join(mount, sub)
			}
		}
		// Controllers mounted together (cpu,cpuacct) resolve to one directory.
		if real, err := filepath.EvalSymlinks(base); err == nil {
			base = real
		}
		parent := filepath.Join(base, cgroupParentName)
		if err := os.Mkdir(parent, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
			if required {
				return nil, fmt.Errorf("cgroup v1: creating %s: %w", parent, err)
			}
			continue
		}
		cg.parent[c] = parent
		if c == "cpu" {
			cg.cpu = true
		}
	}
	return cg, nil
}

// parseProcCgroup maps each v1 controller to the calling process's path in its hierarchy.
func parseProcCgroup(b []byte) map[string]string {
	out := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		parts := strings.SplitN(sc.Text(), ":", 3)
		if len(parts) != 3 || parts[1] == "" {
			continue
		}
		for _, c := range strings.Split(parts[1], ",") {
			out[c] = parts[2]
		}
	}
	return out
}

// runCgroup is one run's cgroup (v2) or set of cgroups (v1).
type runCgroup struct {
	version int
	dirs    []string // distinct directories, created in this order
	// the directory holding each controller's files for this run
	mem, pids, cpu, cpuacct string
}

// create makes the run's cgroups named name and writes the limits into them.
func (c *cgroups) create(name string, l executors.Limits) (rc *runCgroup, err error) {
	rc = &runCgroup{version: c.version}
	defer func() {
		if err != nil {
			_ = rc.remove(time.Second)
		}
	}()
	mkdir := func(parent string) (string, error) {
		d := filepath.Join(parent, name)
		for _, have := range rc.dirs {
			if have == d {
				return d, nil
			}
		}
		if err := os.Mkdir(d, 0o755); err != nil {
			return "", fmt.Errorf("cgroup: creating %s: %w", d, err)
		}
		rc.dirs = append(rc.dirs, d)
		return d, nil
	}
	mem := int64(l.MemoryMB) << 20
	quota := int64(l.CPUs * cfsPeriodUS)
	if quota < 1000 {
		quota = 1000
	}
	if c.version == 2 {
		d, err := mkdir(c.parent["v2"])
		if err != nil {
			return rc, err
		}
		rc.mem, rc.pids, rc.cpu, rc.cpuacct = d, d, d, d
		if err := writeCgroupFile(filepath.Join(d, "memory.max"), strconv.FormatInt(mem, 10)); err != nil {
			return rc, err
		}
		// No swap: the memory limit is the memory limit. Absent when swap accounting is off.
		if err := writeCgroupFile(filepath.Join(d, "memory.swap.max"), "0"); err != nil && !errors.Is(err, os.ErrNotExist) {
			return rc, err
		}
		if err := writeCgroupFile(filepath.Join(d, "pids.max"), strconv.Itoa(l.Pids)); err != nil {
			return rc, err
		}
		if c.cpu {
			if err := writeCgroupFile(filepath.Join(d, "cpu.max"), fmt.Sprintf("%d %d", quota, cfsPeriodUS)); err != nil {
				return rc, err
			}
		}
		return rc, nil
	}
	if rc.mem, err = mkdir(c.parent["memory"]); err != nil {
		return rc, err
	}
	if err := writeCgroupFile(filepath.Join(rc.mem, "memory.limit_in_bytes"), strconv.FormatInt(mem, 10)); err != nil {
		return rc, err
	}
	if err := writeCgroupFile(filepath.Join(rc.mem, "memory.memsw.limit_in_bytes"), strconv.FormatInt(mem, 10)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return rc, err
	}
	if rc.pids, err = mkdir(c.parent["pids"]); err != nil {
		return rc, err
	}
	if err := writeCgroupFile(filepath.Join(rc.pids, "pids.max"), strconv.Itoa(l.Pids)); err != nil {
		return rc, err
	}
	if p, ok := c.parent["cpu"]; ok {
		if rc.cpu, err = mkdir(p); err != nil {
			return rc, err
		}
		if err := writeCgroupFile(filepath.Join(rc.cpu, "cpu.cfs_period_us"), strconv.Itoa(cfsPeriodUS)); err != nil {
			return rc, err
		}
		if err := writeCgroupFile(filepath.Join(rc.cpu, "cpu.cfs_quota_us"), strconv.FormatInt(quota, 10)); err != nil {
			return rc, err
		}
	}
	if p, ok := c.parent["cpuacct"]; ok {
		if rc.cpuacct, err = mkdir(p); err != nil {
			return rc, err
		}
	}
	return rc, nil
}

// hasPids reports whether the run has a pids limit of its own.
func (rc *runCgroup) hasPids() bool { return rc != nil && rc.pids != "" }

// add moves pid (and, v2, its threads) into every cgroup of the run.
func (rc *runCgroup) add(pid int) error {
	for _, d := range rc.dirs {
		if err := writeCgroupFile(filepath.Join(d, "cgroup.procs"), strconv.Itoa(pid)); err != nil {
			return err
		}
	}
	return nil
}

// cgroupStats is what the kernel counted for one run.
type cgroupStats struct {
	oomKills  int64
	peakBytes int64
	cpuNanos  int64
	cpuKnown  bool
}

func (rc *runCgroup) stats() cgroupStats {
	var s cgroupStats
	if rc.version == 2 {
		s.oomKills = keyedValue(filepath.Join(rc.mem, "memory.events"), "oom_kill")
		s.peakBytes = intFile(filepath.Join(rc.mem, "memory.peak"))
		if us := keyedValue(filepath.Join(rc.cpu, "cpu.stat"), "usage_usec"); us >= 0 {
			s.cpuNanos, s.cpuKnown = us*1000, true
		}
	} else {
		s.oomKills = keyedValue(filepath.Join(rc.mem, "memory.oom_control"), "oom_kill")
		s.peakBytes = intFile(filepath.Join(rc.mem, "memory.max_usage_in_bytes"))
		if rc.cpuacct != "" {
			if ns := intFile(filepath.Join(rc.cpuacct, "cpuacct.usage")); ns >= 0 {
				s.cpuNanos, s.cpuKnown = ns, true
			}
		}
	}
	if s.oomKills < 0 {
		s.oomKills = 0
	}
	return s
}

// kill sends SIGKILL to every process in the run's cgroups until they are empty, or until d
// has passed. While processes are left it looks again at growing intervals (1 to 25 ms: the
// exit of a sandbox's interpreter takes milliseconds, far longer at the idle CPU policy on a
// busy host), reading one hierarchy (members, whose processes are in every one); once that
// one is empty it reads them all, and returns only when they are all empty. Each read of a v1
// cgroup.procs costs the cgroup core 0.1 ms or more: polling every hierarchy every 5 ms was
// most of what destroying a sandbox cost the worker under load.
func (rc *runCgroup) kill(d time.Duration) {
	if rc.version == 2 && len(rc.dirs) > 0 {
		_ = writeCgroupFile(filepath.Join(rc.dirs[0], "cgroup.kill"), "1")
	}
	deadline := time.Now().Add(d)
	pause := time.Millisecond
	for {
		left := rc.members()
		if len(left) == 0 {
			left = rc.procs()
		}
		for _, pid := range left {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
		if len(left) == 0 || time.Now().After(deadline) {
			return
		}
		time.Sleep(pause)
		pause = min(2*pause, 25*time.Millisecond)
	}
}

// remove deletes the run's cgroups, retrying while the last processes are being reaped.
func (rc *runCgroup) remove(d time.Duration) error {
	deadline := time.Now().Add(d)
	var errs []error
	for i := len(rc.dirs) - 1; i >= 0; i-- {
		for {
			err := syscall.Rmdir(rc.dirs[i])
			if err == nil || errors.Is(err, syscall.ENOENT) {
				break
			}
			if !errors.Is(err, syscall.EBUSY) || time.Now().After(deadline) {
				errs = append(errs, fmt.Errorf("cgroup: removing %s: %w", rc.dirs[i], err))
				break
			}
			rc.kill(10 * time.Millisecond)
			time.Sleep(5 * time.Millisecond)
		}
	}
	return errors.Join(errs...)
}

func procs(dir string) []int {
	return readPids(filepath.Join(dir, "cgroup.procs"))
}

// readPids reads a list of pids separated by white space (cgroup.procs, a task's children),
// or none when the file cannot be read.
func readPids(path string) []int {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var out []int
	for _, f := range strings.Fields(string(b)) {
		if n, err := strconv.Atoi(f); err == nil && n > 0 {
			out = append(out, n)
		}
	}
	return out
}

// writeCgroupFile writes s to an existing cgroup control file (never creating one).
func writeCgroupFile(path, s string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_TRUNC, 0)
	if err != nil {
		return err
	}
	_, werr := f.WriteString(s)
	cerr := f.Close()
	if werr != nil {
		return fmt.Errorf("writing %q to %s: %w", s, path, werr)
	}
	return cerr
}

// intFile reads a file holding one integer; -1 when missing or malformed.
func intFile(path string) int64 {
	b, err := os.ReadFile(path)
	if err != nil {
		return -1
	}
	n, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
	if err != nil {
		return -1
	}
	return n
}

// keyedValue reads "key value" lines (memory.events, cpu.stat, memory.oom_control); -1 when
// the file or key is missing.
func keyedValue(path, key string) int64 {
	b, err := os.ReadFile(path)
	if err != nil {
		return -1
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 2 && f[0] == key {
			if n, err := strconv.ParseInt(f[1], 10, 64); err == nil {
				return n
			}
		}
	}
	return -1
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// CPU weights of a run's cgroup: a pooled sandbox imports its libraries at a low weight, so
// that refilling the pool yields the CPU to the runs in flight, and gets the normal weight
// when its job comes. A weight only orders who runs first when the CPU is contended; the
// run's CPU limit (the quota) is the same either way.
const (
	sharesLow, sharesNormal = "16", "1024" // v1 cpu.shares
	weightLow, weightNormal = "1", "100"   // v2 cpu.weight
)

// setLowPriority sets the run's CPU weight low (true) or back to normal (false). Without the
// cpu controller it does nothing.
func (rc *runCgroup) setLowPriority(low bool) error {
	if rc == nil || rc.cpu == "" {
		return nil
	}
	if rc.version == 2 {
		w := weightNormal
		if low {
			w = weightLow
		}
		return writeCgroupFile(filepath.Join(rc.cpu, "cpu.weight"), w)
	}
	s := sharesNormal
	if low {
		s = sharesLow
	}
	return writeCgroupFile(filepath.Join(rc.cpu, "cpu.shares"), s)
}

// rssBytes is the run's anonymous resident memory (no page cache), or -1 if unknown.
func (rc *runCgroup) rssBytes() int64 {
	if rc == nil || rc.mem == "" {
		return -1
	}
	if rc.version == 2 {
		return keyedValue(filepath.Join(rc.mem, "memory.stat"), "anon")
	}
	return keyedValue(filepath.Join(rc.mem, "memory.stat"), "total_rss")
}

// members lists the processes of a started sandbox from one of its cgroups: every process
// of it joined all of them before it was let go (add), and what it forks inherits them all.
// It reads one cgroup.procs file where procs reads one per hierarchy (in v1 each read takes
// the cgroup core 0.1 ms or more): for the run's path, which moves a taken sandbox's
// processes back to the normal CPU policy, and for kill's polling. A process caught between
// two hierarchies is in procs only, which kill reads before it returns.
func (rc *runCgroup) members() []int {
	if rc == nil || len(rc.dirs) == 0 {
		return nil
	}
	return procs(rc.dirs[0])
}

// procs lists the processes in the run's cgroups.
func (rc *runCgroup) procs() []int {
	seen := map[int]bool{}
	var out []int
	for _, d := range rc.dirs {
		for _, p := range procs(d) {
			if !seen[p] {
				seen[p] = true
				out = append(out, p)
			}
		}
	}
	return out
}
