package subprocess

import (
	"fmt"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/sluice-gw/sluice/executors"
)

// Paths inside the sandbox besides executors.InputMountPath and executors.OutputMountPath.
const (
	// sandboxHarnessDir holds the harness and its tools, read-only.
	sandboxHarnessDir = "/sluice"
	// sandboxHostname is the sandbox's host name; the host's is not visible.
	sandboxHostname = "sluice"
	// shmBytesMax caps /dev/shm (also bounded by TmpBytes).
	shmBytesMax = 16 << 20
)

// The file descriptors the shim hands down. fd 3 must stay the report channel: the harness
// relies on it (harness.ReportFD).
const (
	fdReport  = 3 // write end of the report pipe, kept by the harness's supervisor
	fdGate    = 4 // read end of the start gate, closed by the shim before it execs bwrap
	fdInfo    = 5 // bwrap --info-fd: tells the sandbox's pid
	fdHarness = 6 // the harness directory, bound read-only at /sluice
	fdSeccomp = 7 // the seccomp filter bubblewrap loads (seccomp.go)
	fdInput   = 8 // the sandbox's input directory, bound read-only at the dataset's directory
	fdBuilt   = 9 // zygote sandboxes only: the holder writes a byte here once it runs (zygote.go)
)

// shimScript is the start-up shim run by /bin/sh as the sandbox user. It lowers its own
// rlimits (a process may always lower its own, while setting another user's needs
// CAP_SYS_RESOURCE, which container runtimes often drop), then blocks until the executor writes
// a line on fdGate — by then the executor has put it into the run's cgroups — closes that fd
// and becomes bwrap. bwrap and everything in the sandbox inherit the limits. If a limit cannot
// be set, or the executor goes away before releasing it, the shim exits without starting
// anything.
//
// The rlimits: RLIMIT_AS = MemoryMB (512 MB still lets pandas, scipy, statsmodels and sklearn
// import); RLIMIT_CPU = ceil(CPUs*TimeoutS)+startupCPU s soft (SIGXCPU: the harness's imports
// take about a second of CPU before the code's clock starts), one more second hard (SIGKILL);
// RLIMIT_FSIZE = FileSizeBytes; no core files; 1024 open files; and, only when there is no
// pids cgroup, RLIMIT_NPROC = Pids (it counts every process of the sandbox user on the host,
// across concurrent runs, so with a pids cgroup it would only couple runs to each other).
// startupCPU is the CPU time, in seconds, allowed beyond the run's own for the harness's start.
const startupCPU = 3

func shimScript(l executors.Limits, nproc bool) string {
	var b strings.Builder
	for i, r := range sandboxRlimits(l, nproc) {
		if i > 0 {
			b.WriteString(" && ")
		}
		switch {
		case r.name == "nproc":
			// dash calls it -p, bash -u.
			fmt.Fprintf(&b, "{ ulimit -u %d 2>/dev/null || ulimit -p %d; }", r.soft, r.soft)
		case r.soft == r.hard:
			fmt.Fprintf(&b, "ulimit %s %d", r.flag, r.soft/r.unit)
		default:
			fmt.Fprintf(&b, "ulimit -S %s %d && ulimit -H %s %d", r.flag, r.soft/r.unit, r.flag, r.hard/r.unit)
		}
	}
	fmt.Fprintf(&b, " || exit %d\nread -r go <&%d || exit %d\nexec %d<&-\nexec \"$@\"\n",
		exitShimLimits, fdGate, exitShimGate, fdGate)
	return b.String()
}

// rlimit is one resource limit of a sandbox, in the kernel's units (bytes, seconds, count);
// flag and unit are /bin/sh's ulimit option and unit for it.
type rlimit struct {
	name       string // as images/zygote.py names it
	flag       string
	unit       int64
	soft, hard int64
}

// sandboxRlimits are the rlimits of a sandbox with limits l (see shimScript), set by the shim
// for a cold sandbox and by the zygote's entrant for a forked one.
func sandboxRlimits(l executors.Limits, nproc bool) []rlimit {
	cpu := int64(math.Ceil(l.CPUs*l.TimeoutS)) + startupCPU
	fsize := (l.FileSizeBytes + 511) / 512 * 512 // /bin/sh counts 512-byte blocks
	rl := []rlimit{
		{"core", "-c", 1, 0, 0},
		{"nofile", "-n", 1, 1024, 1024},
		{"as", "-v", 1024, int64(l.MemoryMB) << 20, int64(l.MemoryMB) << 20},
		{"fsize", "-f", 512, fsize, fsize},
		{"cpu", "-t", 1, cpu, cpu + 1},
	}
	if nproc {
		rl = append(rl, rlimit{"nproc", "-u", 1, int64(l.Pids), int64(l.Pids)})
	}
	return rl
}

// Exit statuses of the shim when it did not start bwrap.
const (
	exitShimLimits = 124 // a limit could not be set
	exitShimGate   = 125 // the executor closed the gate without releasing it
)

// sandboxEnv is the sandbox's whole environment; nothing of the worker's is passed on.
var sandboxEnv = [][2]string{
	{"HOME", "/tmp"},
	{"MPLCONFIGDIR", "/tmp"},
	{"LANG", "C.UTF-8"},
	{"OPENBLAS_NUM_THREADS", "1"},
	{"OMP_NUM_THREADS", "1"},
	{"MKL_NUM_THREADS", "1"},
	{"PYTHONDONTWRITEBYTECODE", "1"},
}

// hostLayout is what of the host's root the sandbox reproduces, read once by New.
type hostLayout struct {
	// links are the top-level symbolic links such as /lib -> usr/lib (merged /usr, as on
	// Debian 12); dirs are top-level directories outside /usr that must be bound instead.
	links map[string]string
	dirs  []string
	// etcFiles and etcDirs are the few /etc entries the interpreter and its libraries read.
	etcFiles []string
	etcDirs  []string
	// alternatives are the /etc/alternatives links of shared libraries (Debian routes BLAS,
	// LAPACK and OpenBLAS through them).
	alternatives map[string]string
}

// etcNeeded lists the /etc entries bound into the sandbox, if the host has them: the dynamic
// loader's cache (multiarch library paths), Debian's matplotlibrc and fontconfig's
// configuration (matplotlib runs fc-list). Nothing else of /etc: no passwd, hostname, resolver
// or network configuration.
var etcNeeded = []string{"/etc/ld.so.cache", "/etc/matplotlibrc", "/etc/fonts"}

func readHostLayout() (hostLayout, error) {
	h := hostLayout{links: map[string]string{}, alternatives: map[string]string{}}
	for _, p := range []string{"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"} {
		st, err := os.Lstat(p)
		if err != nil {
			continue
		}
		if st.Mode()&os.ModeSymlink != 0 {
			t, err := os.Readlink(p)
			if err != nil {
				return h, err
			}
			h.links[p] = t
		} else if st.IsDir() {
			h.dirs = append(h.dirs, p)
		}
	}
	for _, p := range etcNeeded {
		st, err := os.Stat(p)
		switch {
		case err != nil:
		case st.IsDir():
			h.etcDirs = append(h.etcDirs, p)
		case st.Mode().IsRegular():
			h.etcFiles = append(h.etcFiles, p)
		}
	}
	ents, _ := os.ReadDir("/etc/alternatives")
	for _, e := range ents {
		n := e.Name()
		if !strings.HasPrefix(n, "lib") || !strings.Contains(n, ".so") {
			continue // only shared libraries (BLAS, LAPACK, OpenBLAS), not headers or tools
		}
		t, err := os.Readlink(filepath.Join("/etc/alternatives", n))
		if err == nil && strings.HasPrefix(t, "/usr/") {
			h.alternatives[filepath.Join("/etc/alternatives", n)] = t
		}
	}
	return h, nil
}

// bwrapArgs returns bubblewrap's arguments for one sandbox running argv. Directories from the
// host come in as file descriptors (fdHarness, fdInput), so the sandbox user never needs a
// path to the worker's directories. The input directory is bound whole and is empty at start:
// the dataset is copied into it on the host when the job comes, so that a sandbox can be
// started before its job exists.
func bwrapArgs(h hostLayout, l executors.Limits, argv []string) []string {
	a := []string{
		// Every namespace: no network but an unconfigured loopback, own pids, ipc, uts,
		// cgroup and user namespace; no nested user namespaces.
		"--unshare-all", "--unshare-user", "--disable-userns",
		"--die-with-parent", "--new-session",
		"--uid", strconv.Itoa(SandboxUID), "--gid", strconv.Itoa(SandboxGID),
		"--hostname", sandboxHostname,
		"--cap-drop", "ALL",
	}
	a = append(a, h.systemArgs()...)
	a = append(a,
		"--proc", "/proc",
		"--dev", "/dev",
		"--size", strconv.FormatInt(min(l.TmpBytes, shmBytesMax), 10), "--tmpfs", "/dev/shm",
		"--size", strconv.FormatInt(l.TmpBytes, 10), "--tmpfs", "/tmp",
		"--dir", "/workspace",
		"--ro-bind-fd", strconv.Itoa(fdInput), filepath.Dir(executors.InputMountPath),
		"--size", strconv.FormatInt(l.OutputBytes, 10), "--tmpfs", executors.OutputMountPath,
		"--ro-bind-fd", strconv.Itoa(fdHarness), sandboxHarnessDir,
		// Everything else read-only: the root tmpfs and /dev could otherwise grow without a cap.
		"--remount-ro", "/dev",
		"--remount-ro", "/",
		"--chdir", executors.OutputMountPath,
		"--info-fd", strconv.Itoa(fdInfo),
		"--seccomp", strconv.Itoa(fdSeccomp),
		"--clearenv",
	)
	for _, kv := range sandboxEnv {
		a = append(a, "--setenv", kv[0], kv[1])
	}
	a = append(a, "--")
	return append(a, argv...)
}

// systemArgs are bubblewrap's arguments for the host's system files a sandbox sees, read-only:
// /usr, the top-level links and directories into it, the few /etc entries and the shared
// library alternatives. The zygote sees the same (zygote.go).
func (h hostLayout) systemArgs() []string {
	a := []string{"--ro-bind", "/usr", "/usr"}
	for _, p := range sortedKeys(h.links) {
		a = append(a, "--symlink", h.links[p], p)
	}
	for _, d := range h.dirs {
		a = append(a, "--ro-bind", d, d)
	}
	a = append(a, "--dir", "/etc")
	for _, f := range h.etcFiles {
		a = append(a, "--ro-bind", f, f)
	}
	for _, d := range h.etcDirs {
		a = append(a, "--ro-bind", d, d)
	}
	if len(h.alternatives) > 0 {
		a = append(a, "--dir", "/etc/alternatives")
		for _, p := range sortedKeys(h.alternatives) {
			a = append(a, "--symlink", h.alternatives[p], p)
		}
	}
	return a
}

// harnessArgv is the command the sandbox runs.
func harnessArgv(python string) []string {
	return []string{python, "-I", "-B", sandboxHarnessDir + "/harness.py"}
}

func sortedKeys(m map[string]string) []string {
	return slices.Sorted(maps.Keys(m))
}
