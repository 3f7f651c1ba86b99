package subprocess

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/hashicorp/go-hclog"

	"github.com/sluice-gw/sluice/executors"
)

// Defaults of Config.
const (
	// Python is the default interpreter: Debian's CPython, with the images' packages installed
	// from apt. The first python3 on PATH is often another interpreter without them.
	Python = "/usr/bin/python3"
	// DefaultBwrap is where Debian installs bubblewrap.
	DefaultBwrap = "/usr/bin/bwrap"
	// CgroupNone, as Config.CgroupRoot, disables cgroups: only rlimits limit the sandbox.
	CgroupNone = "none"
	// DefaultCgroupRoot is where cgroup hierarchies are mounted on every common distribution.
	DefaultCgroupRoot = "/sys/fs/cgroup"
	// SandboxUID and SandboxGID are the unprivileged ids the sandbox runs as when the worker
	// runs as root ("nobody" on Debian). The sandbox sees the same ids inside.
	SandboxUID = 65534
	SandboxGID = 65534
)

// shell runs the start-up shim that waits until the executor has placed it in its cgroups.
const shell = "/bin/sh"

// Config configures the bubblewrap executor. The zero value is valid and means: bwrap from
// /usr/bin or PATH, Debian's /usr/bin/python3, per-run directories under the system temp
// directory, cgroups detected automatically.
type Config struct {
	// Bwrap is the path of the bubblewrap binary (0.8 or later). Empty: /usr/bin/bwrap, or
	// "bwrap" looked up in PATH.
	Bwrap string `json:"bwrap" yaml:"bwrap"`
	// Python is the interpreter run inside the sandbox; it must live under /usr, the only host
	// tree the sandbox sees. Empty: /usr/bin/python3.
	Python string `json:"python" yaml:"python"`
	// WorkDir is the host directory under which per-run directories are created and removed
	// again. It must belong to the worker's user and not be writable by anyone else; its mode
	// is set to 0711 at least, so that the sandbox user can reach its bind sources. Empty:
	// <system temp dir>/sluice-runs, created if missing.
	WorkDir string `json:"work_dir" yaml:"work_dir"`
	// CgroupRoot selects the cgroup hierarchy that limits memory, processes and CPU share of
	// each run. Empty: detect at /sys/fs/cgroup, cgroup v2 when cgroup.controllers is there,
	// else the v1 memory, pids and cpu hierarchies; when neither is usable, runs are limited by
	// rlimits only and a warning is logged. A path: a cgroup v2 directory the worker may manage
	// (its cgroup.subtree_control must accept +memory and +pids; with systemd, a unit with
	// Delegate=yes) or the mount root of the v1 hierarchies; New fails if it is unusable.
	// "none": no cgroups, rlimits only.
	CgroupRoot string `json:"cgroup_root" yaml:"cgroup_root"`
	// Pool keeps sandboxes started ahead of their jobs, with the harness's imports done, so
	// that a run does not wait for an interpreter to start and import pandas. Each pooled
	// sandbox is built exactly like a cold one and serves one run. The zero value disables
	// the pool; sluice serve and sluice worker enable it (--pool-size).
	Pool executors.PoolConfig `json:"pool" yaml:"pool"`
	// NoZygote makes every pooled sandbox start its own interpreter, which imports pandas,
	// numpy and matplotlib itself (about 0.6 s of CPU), instead of having the zygote fork the
	// harness into it (zygote.go; about 10 ms). Without a pool it changes nothing: a run then
	// always starts its own interpreter.
	NoZygote bool `json:"no_zygote" yaml:"no_zygote"`
	// Logger receives warnings about degraded limits and failed clean-ups. Nil: discard.
	Logger hclog.Logger `json:"-" yaml:"-"`
}

// resolve fills the defaults and checks every field, naming the bad one.
func (c Config) resolve() (Config, error) {
	var errs []error
	if c.Logger == nil {
		c.Logger = hclog.NewNullLogger()
	}
	if c.Bwrap == "" {
		c.Bwrap = DefaultBwrap
		if _, err := os.Stat(c.Bwrap); err != nil {
			if p, lerr := exec.LookPath("bwrap"); lerr == nil {
				c.Bwrap = p
			}
		}
	}
	if err := checkExecutable(c.Bwrap); err != nil {
		errs = append(errs, fmt.Errorf("Config.Bwrap %q: %w (install bubblewrap)", c.Bwrap, err))
	}
	if c.Python == "" {
		c.Python = Python
	}
	if !filepath.IsAbs(c.Python) {
		errs = append(errs, fmt.Errorf("Config.Python %q: want an absolute path", c.Python))
	} else if err := checkExecutable(c.Python); err != nil {
		errs = append(errs, fmt.Errorf("Config.Python %q: %w", c.Python, err))
	} else if real, err := filepath.EvalSymlinks(c.Python); err != nil || !strings.HasPrefix(real, "/usr/") {
		errs = append(errs, fmt.Errorf("Config.Python %q: must resolve to a file under /usr, the only host tree mounted in the sandbox", c.Python))
	}
	if err := checkExecutable(shell); err != nil {
		errs = append(errs, fmt.Errorf("%s: %w (needed for the start-up shim)", shell, err))
	}
	if c.WorkDir == "" {
		c.WorkDir = filepath.Join(os.TempDir(), "sluice-runs")
	}
	if !filepath.IsAbs(c.WorkDir) {
		errs = append(errs, fmt.Errorf("Config.WorkDir %q: want an absolute path", c.WorkDir))
	} else if err := ensurePrivateDir(c.WorkDir); err != nil {
		errs = append(errs, fmt.Errorf("Config.WorkDir %q: %w", c.WorkDir, err))
	}
	if c.CgroupRoot != "" && c.CgroupRoot != CgroupNone && !filepath.IsAbs(c.CgroupRoot) {
		errs = append(errs, fmt.Errorf("Config.CgroupRoot %q: want an absolute path, empty (detect) or %q", c.CgroupRoot, CgroupNone))
	}
	if err := c.Pool.Validate(); err != nil {
		errs = append(errs, fmt.Errorf("Config.Pool: %w", err))
	}
	c.Pool = c.Pool.WithDefaults()
	return c, errors.Join(errs...)
}

func checkExecutable(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	if !st.Mode().IsRegular() || st.Mode().Perm()&0o111 == 0 {
		return errors.New("not an executable file")
	}
	return nil
}

// ensurePrivateDir creates dir or checks that an existing one is a real directory owned by
// this user and writable by no one else, so that no other user can plant files or links in it.
// Its mode ends up 0711 at least: bubblewrap, running as the sandbox user, resolves its bind
// sources by path and must traverse it; nobody else can list it.
func ensurePrivateDir(dir string) error {
	if err := os.MkdirAll(dir, 0o711); err != nil {
		return err
	}
	st, err := os.Lstat(dir)
	if err != nil {
		return err
	}
	if !st.IsDir() {
		return errors.New("not a directory (or a symbolic link)")
	}
	sys, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return errors.New("cannot read its owner")
	}
	if int(sys.Uid) != os.Geteuid() {
		return fmt.Errorf("owned by uid %d, not by this process (uid %d)", sys.Uid, os.Geteuid())
	}
	if st.Mode().Perm()&0o022 != 0 {
		return fmt.Errorf("writable by group or others (mode %v)", st.Mode().Perm())
	}
	if perm := st.Mode().Perm(); perm&0o011 != 0o011 {
		return os.Chmod(dir, perm|0o711)
	}
	return nil
}
