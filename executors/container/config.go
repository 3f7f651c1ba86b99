package container

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/hashicorp/go-hclog"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/internal/workdir"
)

// Defaults of Config.
const (
	// DefaultHost is the engine's socket when neither Config.Host nor DOCKER_HOST say otherwise.
	DefaultHost = "unix:///var/run/docker.sock"
	// DefaultRuntime is the OCI runtime every Docker engine has.
	DefaultRuntime = "runc"
	// DefaultImagePrefix prefixes image names to form references: sluice/python-data-basic.
	DefaultImagePrefix = "sluice/"
	// ImageTag is the tag images/build.sh gives every image.
	ImageTag = "latest"
	// SandboxUser is the unprivileged user:group every container runs as (the images' "sluice"
	// user; images/build.sh creates it with this id).
	SandboxUser = "10001:10001"
	// SandboxUID is the numeric user id of SandboxUser.
	SandboxUID = 10001
)

// Labels the executor sets on every container and volume it creates, and that images/build.sh
// sets on every image. WARNING: images/build.sh writes the image labels; keep both in sync.
const (
	// LabelImage names the sluice image an engine image provides (on images).
	LabelImage = "io.sluice.image"
	// LabelPackages lists, comma-separated, the importable packages of the image (on images).
	LabelPackages = "io.sluice.packages"
	// LabelDigest is the digest of what the image was built from (on images).
	LabelDigest = "io.sluice.digest"
	// LabelRun is the run id a container or volume was started for. Only a cold start has it:
	// a pooled container is started before its job exists and carries no run id (labels are
	// fixed at creation); the worker's log names the run with the container.
	LabelRun = "io.sluice.run"
	// LabelWorker is Config.WorkerID of the executor that created the container or volume.
	LabelWorker = "io.sluice.worker"
	// LabelOwner identifies the process that created the container or volume, as
	// "<host name>/<pid>/<process start time>": when that process no longer exists, what it
	// created is a leftover that the next New on the same host removes.
	LabelOwner = "io.sluice.owner"
)

// maxWorkDirLen bounds Config.WorkDir: <WorkDir>/<pid>-<start>-<instance>/<sandbox>/r/report.sock
// must fit in a unix socket address (108 bytes).
const maxWorkDirLen = 50

var (
	runtimeRE  = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`)
	prefixRE   = regexp.MustCompile(`^([a-z0-9]+([._-][a-z0-9]+)*(:[0-9]+)?/)*([a-z0-9]+([._-][a-z0-9]+)*/)?$|^[a-z0-9]+([._-][a-z0-9]+)*-$`)
	workerIDRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$`)
)

// Config configures the container executor. The zero value is valid and means: the engine at
// DOCKER_HOST or the local socket, runc, images named sluice/<image>:latest, per-run
// directories under the system temp directory. In sluice.yaml it is the section Section
// (executors.container), each field under its yaml key.
//
// The executor bind-mounts host paths (the dataset, the harness, the report socket) into its
// containers, so the engine must run on the worker's host and see its file system.
type Config struct {
	// Host is the engine's address: unix:///path/to/docker.sock, or tcp://host:port for an
	// engine on this host reached over TCP. Empty: the DOCKER_HOST environment variable, else
	// unix:///var/run/docker.sock. The client negotiates the API version with the engine.
	Host string `json:"host" yaml:"host"`
	// Runtime is the OCI runtime of every container: "runc" (the default) or another runtime
	// the engine has registered, such as "runsc" (gVisor). New fails when the engine does not
	// list it.
	Runtime string `json:"runtime" yaml:"runtime"`
	// ImagePrefix is prepended to an image name to form the engine reference
	// <ImagePrefix><image>:latest, e.g. "sluice/" or "registry.example.com/sluice/". It must
	// match images/build.sh --prefix. Empty: "sluice/".
	ImagePrefix string `json:"image_prefix" yaml:"image_prefix"`
	// WorkDir is the host directory under which per-container directories (the report socket,
	// the input directory that receives a copy of the job's dataset) are created and removed
	// again. It must belong to the worker's user, not be writable by anyone else, and be at
	// most 50 bytes long (a unix socket's path must fit in 108). Empty: <system temp dir>/sluice-container.
	WorkDir string `json:"work_dir" yaml:"work_dir"`
	// WorkerID names this worker in the io.sluice.worker label of its containers, for
	// operators. Empty: the host name.
	WorkerID string `json:"worker_id" yaml:"worker_id"`
	// Pool keeps containers started ahead of their jobs, per image and limits, each with the
	// harness's imports done, so that a run does not wait for a container to be created and
	// started and for pandas to be imported. A pooled container is built exactly like a cold
	// one and serves one run. The zero value disables the pool; sluice serve and sluice worker
	// enable it (executors.container.pool.size, --pool-size). While the pool is on, every
	// container's watchdog (its PID 1) also allows for Pool.MaxAge, the longest a pooled
	// container waits for its job.
	Pool executors.PoolConfig `json:"pool" yaml:"pool"`
	// Logger receives warnings about failed clean-ups and reaped leftovers. Nil: discard.
	Logger hclog.Logger `json:"-" yaml:"-"`
}

// Section is the key path of this executor's section in sluice.yaml. Every FieldError from
// Validate and New names a key under it. WARNING: cmd/sluice decodes the section under this
// key; keep both in sync.
const Section = "executors.container"

// Validate checks every field as written, without touching the host or the engine (New also
// prepares WorkDir and asks the engine for Runtime), and returns a FieldError for each bad one.
// Empty fields are valid: they mean their default.
func (c Config) Validate() error {
	var errs []error
	if c.Host != "" && !strings.HasPrefix(c.Host, "unix://") && !strings.HasPrefix(c.Host, "tcp://") {
		errs = append(errs, &executors.FieldError{Field: Section + ".host", Value: c.Host, Problem: "want unix:///path or tcp://host:port"})
	}
	if c.Runtime != "" && !runtimeRE.MatchString(c.Runtime) {
		errs = append(errs, &executors.FieldError{Field: Section + ".runtime", Value: c.Runtime,
			Problem: fmt.Sprintf("not a runtime name (e.g. %q or %q)", "runc", "runsc")})
	}
	if c.ImagePrefix != "" && !prefixRE.MatchString(c.ImagePrefix) {
		errs = append(errs, &executors.FieldError{Field: Section + ".image_prefix", Value: c.ImagePrefix,
			Problem: fmt.Sprintf("want a lower-case repository path ending in '/' (e.g. %q)", DefaultImagePrefix)})
	}
	if c.WorkerID != "" && !workerIDRE.MatchString(c.WorkerID) {
		errs = append(errs, &executors.FieldError{Field: Section + ".worker_id", Value: c.WorkerID,
			Problem: "want 1-128 letters, digits, '.', '-' or '_'"})
	}
	if err := workdir.Validate(Section+".work_dir", c.WorkDir); err != nil {
		errs = append(errs, err)
	} else if len(filepath.Clean(c.WorkDir)) > maxWorkDirLen {
		errs = append(errs, &executors.FieldError{Field: Section + ".work_dir", Value: c.WorkDir,
			Problem: fmt.Sprintf("longer than %d bytes (the report socket's path under it must fit in 108)", maxWorkDirLen)})
	}
	errs = append(errs, c.Pool.Validate(Section+".pool"))
	return errors.Join(errs...)
}

// resolve fills the defaults, from the environment (DOCKER_HOST, the host name) where they
// come from there, checks the result with Validate, and prepares WorkDir (created if missing).
func (c Config) resolve() (Config, error) {
	if c.Logger == nil {
		c.Logger = hclog.NewNullLogger()
	}
	if c.Host == "" {
		c.Host = os.Getenv("DOCKER_HOST")
	}
	if c.Host == "" {
		c.Host = DefaultHost
	}
	if c.Runtime == "" {
		c.Runtime = DefaultRuntime
	}
	if c.ImagePrefix == "" {
		c.ImagePrefix = DefaultImagePrefix
	}
	if c.WorkerID == "" {
		h, err := os.Hostname()
		if err != nil || h == "" {
			h = "worker"
		}
		c.WorkerID = h
	}
	if c.WorkDir == "" {
		c.WorkDir = filepath.Join(os.TempDir(), "sluice-container")
	}
	if err := c.Validate(); err != nil {
		return c, err
	}
	c.Pool = c.Pool.WithDefaults()
	// 0700: the engine, which creates the bind mounts, runs as root and needs nothing more.
	return c, workdir.Ensure(Section+".work_dir", c.WorkDir, 0o700)
}
