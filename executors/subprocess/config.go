package subprocess

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/hashicorp/go-hclog"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/internal/workdir"
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
// directory, cgroups detected automatically. In sluice.yaml it is the section Section
// (executors.subprocess), each field under its yaml key.
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
	// the pool; sluice serve and sluice worker enable it (executors.subprocess.pool.size,
	// --pool-size).
	Pool executors.PoolConfig `json:"pool" yaml:"pool"`
	// NoZygote makes every pooled sandbox start its own interpreter, which imports pandas,
	// numpy and matplotlib itself (about 0.6 s of CPU), instead of having the zygote fork the
	// harness into it (zygote.go; about 10 ms). Without a pool it changes nothing: a run then
	// always starts its own interpreter.
	NoZygote bool `json:"no_zygote" yaml:"no_zygote"`
	// Logger receives warnings about degraded limits and failed clean-ups. Nil: discard.
	Logger hclog.Logger `json:"-" yaml:"-"`
}

// Section is the key path of this executor's section in sluice.yaml. Every FieldError from
// Validate and New names a key under it. WARNING: cmd/sluice decodes the section under this
// key; keep both in sync.
const Section = "executors.subprocess"

// Validate checks every field as written, without touching the host (New also checks that the
// files exist and prepares WorkDir), and returns a FieldError for each bad one. Empty fields
// are valid: they mean their default.
func (c Config) Validate() error {
	var errs []error
	if c.Python != "" && !filepath.IsAbs(c.Python) {
		errs = append(errs, &executors.FieldError{Field: Section + ".python", Value: c.Python, Problem: "want an absolute path"})
	}
	errs = append(errs, workdir.Validate(Section+".work_dir", c.WorkDir))
	if c.CgroupRoot != "" && c.CgroupRoot != CgroupNone && !filepath.IsAbs(c.CgroupRoot) {
		errs = append(errs, &executors.FieldError{Field: Section + ".cgroup_root", Value: c.CgroupRoot,
			Problem: fmt.Sprintf("want an absolute path, empty (detect) or %q", CgroupNone)})
	}
	errs = append(errs, c.Pool.Validate(Section+".pool"))
	return errors.Join(errs...)
}

// resolve checks c with Validate, fills the defaults, and checks what the fields name on the
// host: the binaries, and WorkDir (created if missing).
func (c Config) resolve() (Config, error) {
	if err := c.Validate(); err != nil {
		return c, err
	}
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
	if c.Python == "" {
		c.Python = Python
	}
	if c.WorkDir == "" {
		c.WorkDir = filepath.Join(os.TempDir(), "sluice-runs")
	}
	c.Pool = c.Pool.WithDefaults()

	var errs []error
	if err := checkExecutable(c.Bwrap); err != nil {
		errs = append(errs, &executors.FieldError{Field: Section + ".bwrap", Value: c.Bwrap, Problem: "install bubblewrap", Err: err})
	}
	if err := checkExecutable(c.Python); err != nil {
		errs = append(errs, &executors.FieldError{Field: Section + ".python", Value: c.Python, Err: err})
	} else if real, err := filepath.EvalSymlinks(c.Python); err != nil || !strings.HasPrefix(real, "/usr/") {
		errs = append(errs, &executors.FieldError{Field: Section + ".python", Value: c.Python,
			Problem: "must resolve to a file under /usr, the only host tree mounted in the sandbox"})
	}
	if err := checkExecutable(shell); err != nil {
		errs = append(errs, fmt.Errorf("%s: %w (needed for the start-up shim)", shell, err))
	}
	// 0711: bubblewrap, running as the sandbox user, resolves its bind sources by path and
	// must traverse WorkDir; nobody else can list it.
	errs = append(errs, workdir.Ensure(Section+".work_dir", c.WorkDir, 0o711))
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
