// Package executors is the contract between the gateway and every sandbox that runs agent code:
// the job a worker receives, the result it sends back, the limits it must enforce, the artifacts
// it hands over, the NATS subjects it serves and the Executor interface each sandbox implements.
//
// It imports only the standard library, so that both sides of the wire (the gateway's dispatch
// client and the workers) and every executor can depend on it without depending on each other.
// It must not grow behaviour beyond validation and naming: running code belongs to the
// subpackages (subprocess, container, function), moving jobs to dispatch and worker.
package executors

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"
)

// Executor runs one job in a fresh sandbox and reports how it ended.
//
// Run returns a non-nil error only when the sandbox itself could not be provided (the sandbox
// binary is missing, a mount failed, the image is unknown): the caller maps that to a
// SandboxError observation. Everything the user's code did — finishing, raising, running out of
// time or memory — is a Result with the matching Outcome and a nil error. Cancelling ctx kills
// the sandbox and every process in it. Run must be safe for concurrent use.
type Executor interface {
	Run(ctx context.Context, job Job) (Result, error)
}

// ImageLister is implemented by executors that can tell which images they are really able to
// serve on this host (installed in the engine, or importable by the host interpreter). Workers
// subscribe only to the subjects of these images.
type ImageLister interface {
	Images(ctx context.Context) ([]string, error)
}

// FrameLoader is implemented by executors whose sandboxes load a job's frame (Job.FramePath)
// when it matches the job's dataset; a worker keeps frames only for them.
type FrameLoader interface {
	LoadsFrames() bool
}

// Closer is implemented by executors that hold resources (pools, engine clients) to release
// when the worker stops.
type Closer interface {
	Close() error
}

// Kind says what a job runs.
type Kind string

// The kinds of job.
const (
	// KindCode runs the agent's Python code under the harness.
	KindCode Kind = "code"
	// KindTool runs one of the fixed, pre-reviewed tool templates with JSON arguments.
	KindTool Kind = "tool"
)

// Job is one run request, as the worker hands it to an executor.
type Job struct {
	// RunID identifies the run; it names per-run directories and containers.
	RunID string `json:"run_id"`
	// Kind is KindCode or KindTool.
	Kind Kind `json:"kind"`
	// Code is the agent's Python source (KindCode only).
	Code string `json:"code,omitempty"`
	// Tool is the fixed tool's name, e.g. "inspect_csv" (KindTool only).
	Tool string `json:"tool,omitempty"`
	// Args are the tool's JSON arguments, validated by the gateway; never pasted into code.
	Args json.RawMessage `json:"args,omitempty"`
	// Image names the image (package set) the policy routed the job to.
	Image string `json:"image"`
	// Limits are the policy's limits; the executor enforces every one of them by force.
	Limits Limits `json:"limits"`
	// DatasetKey names the dataset object in the dataset store; the worker resolves it into
	// InputPath before calling the executor.
	DatasetKey string `json:"dataset_key,omitempty"`
	// DatasetSHA256 is the lower-case hex SHA-256 of the bytes stored under DatasetKey, as the
	// gateway recorded them at upload, or empty. A worker that holds a copy of DatasetKey with
	// this content uses it without asking the store, and refuses to run on fetched bytes with
	// another digest; without it the worker checks the store's digest on every run.
	DatasetSHA256 string `json:"dataset_sha256,omitempty"`
	// Facts are the dataset's columns, dtypes, rows and missing values as the session's
	// inspect_csv found them, or nil. With them the harness reports these facts as they are;
	// without them the user's process sends what it read before the code runs. Either way the
	// run's one read of the dataset is the user's process's.
	Facts *DatasetFacts `json:"facts,omitempty"`
	// InputPath is the host path of the dataset CSV, mounted read-only inside the sandbox at
	// InputMountPath. Set by the worker; never sent over the wire.
	InputPath string `json:"-"`
	// FramePath is the host path of the dataset's frame, when the worker has one (see
	// FrameTools): the sandbox has it beside the CSV, at FrameMountPath, and the harness
	// loads the DataFrame from it instead of parsing the CSV. Set by the worker; never sent
	// over the wire.
	FramePath string `json:"-"`
	// OutputDir is an empty host directory, created and later removed by the caller, into
	// which the executor copies the artifacts that passed its checks. Never sent over the wire.
	OutputDir string `json:"-"`
}

// DatasetFacts describe a dataset as pandas reads it. Columns must not be empty.
type DatasetFacts struct {
	// Columns are the columns in order.
	Columns []string `json:"columns"`
	// Dtypes maps a column to its pandas dtype name.
	Dtypes map[string]string `json:"dtypes,omitempty"`
	// Rows is the row count.
	Rows int `json:"rows"`
	// Missing maps a column to its count of missing values; a column not named has none.
	Missing map[string]int `json:"missing,omitempty"`
}

// Paths inside every sandbox. The harness and the templates rely on them.
const (
	// InputMountPath is where the dataset appears, read-only.
	InputMountPath = "/workspace/input/data.csv"
	// OutputMountPath is the per-run writable directory exposed to the code as out_dir.
	OutputMountPath = "/workspace/output"
	// FrameMountPath is where a sandbox has the dataset's frame, when the worker gave one
	// (Job.FramePath).
	FrameMountPath = "/workspace/input/.data.frame"
)

// FrameTools are the fixed tools whose runs leave the dataset's frame in out_dir, as FrameFile:
// the DataFrame read_csv made of the CSV, column by column, numbers and text only, which the
// harness loads in about a quarter of the time read_csv takes (1.5 against 6 ms for 10,000
// rows). inspect_csv is a session's first call and runs no agent code; the frame is made of
// the dataset before the tool's own code runs. A worker takes it out of such a run's artifacts
// (it never reaches the gateway) and gives it to the next runs on that dataset (FramePath);
// a file of that name from any other run is an ordinary artifact.
var FrameTools = []string{"inspect_csv"}

// FrameFile is the name of the frame a run of one of the FrameTools leaves in out_dir.
const FrameFile = "sluice-frame"

// Limits are the resource limits of one run. The policy's sluice.limits decision fills them; the
// zero value of a field means "use DefaultLimits".
type Limits struct {
	// TimeoutS is the wall-clock limit in seconds; the whole process group is killed after it.
	TimeoutS float64 `json:"timeout_s"`
	// MemoryMB caps the sandbox's memory (cgroup where available, RLIMIT_AS as the floor).
	MemoryMB int `json:"memory_mb"`
	// CPUs caps CPU time share (cgroup cpu quota) and, times TimeoutS, RLIMIT_CPU.
	CPUs float64 `json:"cpus"`
	// Pids caps the number of processes and threads.
	Pids int `json:"pids"`
	// StdoutBytes caps the captured stdout; the rest is counted and dropped.
	StdoutBytes int `json:"stdout_bytes"`
	// StderrBytes caps the captured stderr; the rest is counted and dropped.
	StderrBytes int `json:"stderr_bytes"`
	// OutputFiles caps how many artifact files are returned.
	OutputFiles int `json:"output_files"`
	// OutputBytes caps the size of the writable output directory (and so all artifacts).
	OutputBytes int64 `json:"output_bytes"`
	// FileSizeBytes caps any single file the code writes (RLIMIT_FSIZE).
	FileSizeBytes int64 `json:"file_size_bytes"`
	// TmpBytes caps the sandbox's /tmp tmpfs.
	TmpBytes int64 `json:"tmp_bytes"`
}

// DefaultLimits are the limits used for any field a policy left at zero. The policy bundle's
// data.json is the source of truth; these exist so that an executor is never unlimited.
var DefaultLimits = Limits{
	TimeoutS:      8,
	MemoryMB:      512,
	CPUs:          1,
	Pids:          64,
	StdoutBytes:   64 << 10,
	StderrBytes:   64 << 10,
	OutputFiles:   16,
	OutputBytes:   32 << 20,
	FileSizeBytes: 16 << 20,
	TmpBytes:      64 << 20,
}

// WithDefaults returns l with every zero field replaced by DefaultLimits.
func (l Limits) WithDefaults() Limits {
	d := DefaultLimits
	if l.TimeoutS <= 0 {
		l.TimeoutS = d.TimeoutS
	}
	if l.MemoryMB <= 0 {
		l.MemoryMB = d.MemoryMB
	}
	if l.CPUs <= 0 {
		l.CPUs = d.CPUs
	}
	if l.Pids <= 0 {
		l.Pids = d.Pids
	}
	if l.StdoutBytes <= 0 {
		l.StdoutBytes = d.StdoutBytes
	}
	if l.StderrBytes <= 0 {
		l.StderrBytes = d.StderrBytes
	}
	if l.OutputFiles <= 0 {
		l.OutputFiles = d.OutputFiles
	}
	if l.OutputBytes <= 0 {
		l.OutputBytes = d.OutputBytes
	}
	if l.FileSizeBytes <= 0 {
		l.FileSizeBytes = d.FileSizeBytes
	}
	if l.TmpBytes <= 0 {
		l.TmpBytes = d.TmpBytes
	}
	return l
}

// Timeout is TimeoutS as a duration.
func (l Limits) Timeout() time.Duration {
	return time.Duration(l.TimeoutS * float64(time.Second))
}

// Outcome says how a run ended.
type Outcome string

// The outcomes of a run.
const (
	// OutcomeOK: the code ran to its end.
	OutcomeOK Outcome = "ok"
	// OutcomeRaised: the code raised an exception; Report.Error says which.
	OutcomeRaised Outcome = "raised"
	// OutcomeTimeout: the wall-clock or CPU limit was reached and the sandbox was killed.
	OutcomeTimeout Outcome = "timeout"
	// OutcomeOOM: the memory limit was reached (MemoryError, or the kernel's OOM killer).
	OutcomeOOM Outcome = "oom"
	// OutcomeOutputLimit: a file-size or output-size limit was reached.
	OutcomeOutputLimit Outcome = "output_limit"
	// OutcomeKilled: the sandbox died by a signal for another reason, or without a report.
	OutcomeKilled Outcome = "killed"
)

// Result is what an executor reports about one run. Text fields are already bounded by Limits.
type Result struct {
	// RunID echoes Job.RunID.
	RunID string `json:"run_id"`
	// Outcome says how the run ended.
	Outcome Outcome `json:"outcome"`
	// ExitCode is the sandbox's exit status (-1 when it died by a signal).
	ExitCode int `json:"exit_code"`
	// Signal names the signal that killed the sandbox, if any ("SIGKILL").
	Signal string `json:"signal,omitempty"`
	// Stdout is the captured standard output, at most Limits.StdoutBytes, keeping head and tail.
	Stdout string `json:"stdout"`
	// StdoutBytes is how many bytes the code wrote to stdout in all.
	StdoutBytes int64 `json:"stdout_bytes"`
	// Stderr is the captured standard error, bounded like Stdout.
	Stderr string `json:"stderr"`
	// StderrBytes is how many bytes the code wrote to stderr in all.
	StderrBytes int64 `json:"stderr_bytes"`
	// Report is the harness's structured result, read from a channel the user's code cannot
	// write to. Nil when the harness never reported (killed, timed out).
	Report *Report `json:"report,omitempty"`
	// Artifacts are the files that passed the executor's checks, copied into Job.OutputDir.
	Artifacts []Artifact `json:"artifacts,omitempty"`
	// Dropped lists output files the executor refused, with the reason, for the warnings.
	Dropped []string `json:"dropped,omitempty"`
	// Usage is what the run consumed.
	Usage Usage `json:"usage"`
}

// Usage is what one run consumed.
type Usage struct {
	// WallMS is the sandbox's wall-clock time in milliseconds.
	WallMS int64 `json:"wall_ms"`
	// CPUMS is user plus system CPU time in milliseconds.
	CPUMS int64 `json:"cpu_ms"`
	// PeakMemoryBytes is the highest resident memory seen (cgroup peak or max RSS).
	PeakMemoryBytes int64 `json:"peak_memory_bytes"`
	// StartMS is the time from the executor's Run call until the harness had the job: about
	// zero for a run served by a warm sandbox, the interpreter's start and imports for a cold
	// one.
	StartMS int64 `json:"start_ms"`
	// Warm says the run was served by a sandbox started ahead of it (a pool hit).
	Warm bool `json:"warm,omitempty"`
}

// Report is the harness's structured result. Its JSON is written by images/harness.py and read
// by executors/harness (DecodeReport, which also checks its bounds): WARNING: keep them in sync.
type Report struct {
	// OK is true when the code (or tool) ran without raising.
	OK bool `json:"ok"`
	// Error describes the exception, when OK is false.
	Error *PyError `json:"error,omitempty"`
	// Columns are df's columns as loaded, in order.
	Columns []string `json:"columns,omitempty"`
	// Dtypes maps each column to its pandas dtype name.
	Dtypes map[string]string `json:"dtypes,omitempty"`
	// Rows is df's row count.
	Rows int `json:"rows"`
	// Warnings are the harness's findings: missing values in the columns used, figures not
	// saved, empty results.
	Warnings []string `json:"warnings,omitempty"`
	// Tool is a fixed tool's JSON result (KindTool only).
	Tool json.RawMessage `json:"tool,omitempty"`
	// ExitCode is the status the harness exits with once it is let go: 0, or 128+N when the
	// user's process died of signal N. An executor may end the sandbox as soon as the report
	// is in and take the status from here.
	ExitCode int `json:"exit_code,omitempty"`
}

// PyError is a Python exception as the harness saw it, reduced to the user's code.
type PyError struct {
	// Type is the exception's class name ("KeyError").
	Type string `json:"type"`
	// Message is str(exception), at most 500 characters.
	Message string `json:"message"`
	// Line is the line of the user's code where it was raised (0 if none).
	Line int `json:"line,omitempty"`
	// Traceback holds the user's frames only, no harness frames, no host paths.
	Traceback string `json:"traceback,omitempty"`
	// CloseMatches are real column names close to a missing one (KeyError, AttributeError).
	CloseMatches []string `json:"close_matches,omitempty"`
	// Hint is the harness's retry hint, if it has one.
	Hint string `json:"hint,omitempty"`
}

// Artifact is one file a run produced and the executor accepted.
type Artifact struct {
	// Name is the file's base name inside out_dir.
	Name string `json:"name"`
	// Bytes is the file's size.
	Bytes int64 `json:"bytes"`
	// SHA256 is the hex digest of the content.
	SHA256 string `json:"sha256"`
	// Key names the staged object in the artifact store, once the worker uploaded it.
	Key string `json:"key,omitempty"`
}

// Subject prefix and queue group of the run dispatch.
const (
	// SubjectPrefix is the first part of every run subject.
	SubjectPrefix = "sluice.run"
	// QueueGroup is the queue group every worker joins, so that each run reaches one worker.
	QueueGroup = "sluice-workers"
	// RoomPrefix is the first part of the subjects of room notices (RoomSubject).
	RoomPrefix = "sluice.room"
)

// RoomSubject returns the subject of the room notices for the jobs of the run subject subj
// (sluice.room.<executor>.<image> for sluice.run.<executor>.<image>). A worker that refused a
// job of subj as busy (CodeWorkerBusy) publishes an empty message there each time it frees a
// slot, for two seconds after its last refusal, so that a job waiting to be sent again is sent
// at once instead of at the end of its pause. A notice is a hint, not a reservation: a job it
// wakes may be refused again.
func RoomSubject(subj string) string {
	return RoomPrefix + strings.TrimPrefix(subj, SubjectPrefix)
}

var tokenRE = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,62}$`)

// Subject returns the NATS subject on which workers serving executor and image listen:
// sluice.run.<executor>.<image>.
func Subject(executor, image string) (string, error) {
	if !tokenRE.MatchString(executor) {
		return "", fmt.Errorf("executor name %q: want lower-case letters, digits, '-' or '_'", executor)
	}
	if !tokenRE.MatchString(image) {
		return "", fmt.Errorf("image name %q: want lower-case letters, digits, '-' or '_'", image)
	}
	return SubjectPrefix + "." + executor + "." + image, nil
}

// RunRequest is the body of a dispatch message.
type RunRequest struct {
	// Job is the job, without host paths.
	Job Job `json:"job"`
	// Deadline is when the gateway stops waiting; a worker that gets the job later drops it.
	Deadline time.Time `json:"deadline"`
}

// Dispatch progress. A dispatch message that carries HeartbeatHeader (an interval in
// milliseconds, HeartbeatMin to HeartbeatMax) asks the worker that takes the job to say so on
// the reply subject at once, and again every interval until it answers: messages with
// ProgressHeader ("accepted", then "running") and no body. The answer itself never carries
// ProgressHeader. A gateway that heard from a worker and then hears nothing for several
// intervals knows the job is lost, long before its deadline.
const (
	// HeartbeatHeader is the request header that asks for progress messages.
	HeartbeatHeader = "Sluice-Heartbeat-Ms"
	// ProgressHeader marks a worker's progress message.
	ProgressHeader = "Sluice-Progress"
	// HeartbeatMin and HeartbeatMax bound the interval a worker honours; outside them it sends
	// no progress.
	HeartbeatMin = 100 * time.Millisecond
	HeartbeatMax = 10 * time.Second
)

// RunReply is the body of a worker's answer.
type RunReply struct {
	// Result is set when the sandbox ran.
	Result *Result `json:"result,omitempty"`
	// Error is set when it could not run.
	Error *WireError `json:"error,omitempty"`
}

// WireError is a worker-side failure, safe to show: no host paths, no secrets.
type WireError struct {
	// Code is one of the Code* constants.
	Code string `json:"code"`
	// Message says what went wrong in words an agent may read.
	Message string `json:"message"`
}

func (e *WireError) Error() string { return e.Code + ": " + e.Message }

// Error codes a worker may answer with.
const (
	// CodeSandboxError: the sandbox could not be provided; the caller may retry elsewhere.
	CodeSandboxError = "SandboxError"
	// CodeBadJob: the job was malformed; retrying it unchanged will fail again.
	CodeBadJob = "BadJob"
	// CodeWorkerBusy: the worker had no free slot (its backlog was full, or no slot freed
	// before the deadline); the job never started, so the caller may send it again, to any
	// worker.
	CodeWorkerBusy = "WorkerBusy"
	// CodeDatasetMissing: the dataset object could not be fetched.
	CodeDatasetMissing = "DatasetMissing"
)

// Validate checks the parts of a job a worker relies on.
func (j Job) Validate() error {
	var errs []error
	if !tokenRE.MatchString(strings.ToLower(j.RunID)) {
		errs = append(errs, fmt.Errorf("run_id %q: want 1-63 letters, digits, '-' or '_'", j.RunID))
	}
	switch j.Kind {
	case KindCode:
		if j.Code == "" {
			errs = append(errs, errors.New("code: empty"))
		}
	case KindTool:
		if !tokenRE.MatchString(j.Tool) {
			errs = append(errs, fmt.Errorf("tool %q: not a tool name", j.Tool))
		}
	default:
		errs = append(errs, fmt.Errorf("kind %q: want %q or %q", j.Kind, KindCode, KindTool))
	}
	if !tokenRE.MatchString(j.Image) {
		errs = append(errs, fmt.Errorf("image %q: not an image name", j.Image))
	}
	return errors.Join(errs...)
}

// JetStream buckets shared by the gateway and the workers.
const (
	// DatasetBucket is the object store holding uploaded datasets, keyed by Job.DatasetKey.
	DatasetBucket = "sluice-datasets"
	// ArtifactBucket is the object store holding artifacts: the worker stages them under
	// StagedPrefix, the gateway keeps only what passed redaction under KeptPrefix.
	ArtifactBucket = "sluice-artifacts"
	// StagedPrefix prefixes artifacts a worker uploaded and the gateway has not yet redacted.
	StagedPrefix = "staged/"
	// KeptPrefix prefixes artifacts that passed redaction and may be served.
	KeptPrefix = "kept/"
	// ServiceName is the NATS micro service name every worker registers under.
	ServiceName = "sluice-worker"
)

// FieldError is a configuration value that is refused. It names the key a user writes in the
// config file, not the Go field, so that the same error serves sluice.yaml and the Go API:
//
//	executors.container.runtime "bad name!": not a runtime name (e.g. "runc" or "runsc")
//
// Executors' Validate methods and New return FieldErrors, joined with errors.Join when there
// are several; find one with errors.As.
type FieldError struct {
	// Field is the dot-separated key path in the config file, e.g. "executors.container.runtime"
	// or "executors.subprocess.pool.size".
	Field string
	// Value is the refused value; nil leaves it out of the message.
	Value any
	// Problem says what is wrong, and what is allowed where a list or a range says it.
	Problem string
	// Err is the cause, when the value was refused because of an error (a failed stat, a
	// refusing engine); it is printed after Problem and unwrapped by errors.Is and errors.As.
	Err error
}

// Error formats the key, the value (quoted when it is a string) and the problem.
func (e *FieldError) Error() string {
	var b strings.Builder
	b.WriteString(e.Field)
	switch v := e.Value.(type) {
	case nil:
	case string:
		fmt.Fprintf(&b, " %q", v)
	default:
		fmt.Fprintf(&b, " %v", v)
	}
	b.WriteString(": ")
	b.WriteString(e.Problem)
	if e.Err != nil {
		if e.Problem != "" {
			b.WriteString(": ")
		}
		b.WriteString(e.Err.Error())
	}
	return b.String()
}

// Unwrap returns the cause, if any.
func (e *FieldError) Unwrap() error { return e.Err }

// FieldErrors returns the FieldErrors in err's tree (joined with errors.Join, wrapped with %w),
// in order, so that a caller can tell every refused key, not only the first errors.As finds.
func FieldErrors(err error) []*FieldError {
	var out []*FieldError
	var walk func(error)
	walk = func(err error) {
		switch e := err.(type) {
		case *FieldError:
			out = append(out, e)
		case interface{ Unwrap() []error }:
			for _, x := range e.Unwrap() {
				walk(x)
			}
		case interface{ Unwrap() error }:
			walk(e.Unwrap())
		}
	}
	walk(err)
	return out
}

// PoolConfig configures an executor's warm pool: sandboxes started ahead of the jobs, each
// with its harness's imports done, each taking exactly one job and then destroyed. A run that
// finds no pooled sandbox for its image and limits starts one cold; that is never an error.
type PoolConfig struct {
	// Size is how many sandboxes are kept ready per image and limits; 0 disables the pool
	// (every run starts cold). Negative means DefaultPoolSize.
	Size int `json:"size" yaml:"size"`
	// MaxAge is how long a pooled sandbox may wait for a job before it is discarded and
	// replaced. Zero means DefaultPoolMaxAge. In YAML it is a duration string such as "10m" or
	// "90s"; a bare number is refused.
	MaxAge time.Duration `json:"max_age" yaml:"max_age"`
	// MaxKeys bounds how many distinct image-and-limits combinations are kept warm at once
	// (the most recently used). Zero means DefaultPoolMaxKeys.
	MaxKeys int `json:"max_keys" yaml:"max_keys"`
	// Parallel bounds how many pooled sandboxes import their libraries at the same time, so
	// that refilling does not starve the runs. Zero means DefaultPoolParallel.
	Parallel int `json:"parallel" yaml:"parallel"`
}

// Defaults of PoolConfig.
const (
	// DefaultPoolSize keeps two sandboxes ready per image and limits.
	DefaultPoolSize = 2
	// DefaultPoolMaxAge replaces a pooled sandbox after ten minutes of waiting.
	DefaultPoolMaxAge = 10 * time.Minute
	// DefaultPoolMaxKeys keeps at most four image-and-limits combinations warm.
	DefaultPoolMaxKeys = 4
	// DefaultPoolParallel lets two pooled sandboxes import at a time (a refill at low CPU
	// weight takes an idle core; runs in flight come first).
	DefaultPoolParallel = 2
)

// WithDefaults returns c with every unset field replaced by its default.
func (c PoolConfig) WithDefaults() PoolConfig {
	if c.Size < 0 {
		c.Size = DefaultPoolSize
	}
	if c.MaxAge <= 0 {
		c.MaxAge = DefaultPoolMaxAge
	}
	if c.MaxKeys <= 0 {
		c.MaxKeys = DefaultPoolMaxKeys
	}
	if c.Parallel <= 0 {
		c.Parallel = DefaultPoolParallel
	}
	return c
}

// Validate returns a FieldError for every field out of range, named under key, the pool's key
// path in the config file (e.g. "executors.container.pool": "executors.container.pool.size").
func (c PoolConfig) Validate(key string) error {
	var errs []error
	if c.Size > 64 {
		errs = append(errs, &FieldError{Field: key + ".size", Value: c.Size, Problem: "want 0 (no pool) to 64"})
	}
	if c.MaxAge < 0 {
		errs = append(errs, &FieldError{Field: key + ".max_age", Value: c.MaxAge, Problem: "want a positive duration, or 0 for the default"})
	}
	if c.MaxKeys < 0 || c.MaxKeys > 64 {
		errs = append(errs, &FieldError{Field: key + ".max_keys", Value: c.MaxKeys, Problem: "want 0 (default) to 64"})
	}
	if c.Parallel < 0 || c.Parallel > 16 {
		errs = append(errs, &FieldError{Field: key + ".parallel", Value: c.Parallel, Problem: "want 0 (default) to 16"})
	}
	return errors.Join(errs...)
}

// PoolStats are an executor pool's counters since it started and what it holds now.
type PoolStats struct {
	// Size is the configured size per image and limits (0: no pool).
	Size int `json:"size"`
	// Keys is how many image-and-limits combinations are kept warm now.
	Keys int `json:"keys"`
	// Idle is how many sandboxes wait in the pool now; Ready how many of them have finished
	// their imports; Starting how many are being started; IdlePrimed how many of the idle
	// ones are primed with a dataset (beyond Size: they serve only a run on it).
	Idle, Ready, Starting, IdlePrimed int
	// Hits counts runs served by a pooled sandbox, Misses runs that started cold.
	Hits, Misses uint64
	// Primed counts sandboxes primed with a dataset ahead of its run, PrimedHits the runs one
	// served (counted in Hits too).
	Primed, PrimedHits uint64
	// Started counts sandboxes the pool started; StartErrors failed starts; Discarded
	// sandboxes thrown away unused (dead, tampered with, too old, or their key evicted).
	Started, StartErrors, Discarded uint64
	// BusyStarts counts the sandboxes among Started that the pool started while runs took
	// them as fast as it started them: without the work that only pays off while a sandbox
	// waits (for the bubblewrap executor, the zygote's copy-ahead).
	BusyStarts uint64
	// Waits counts runs that had to wait for their sandbox's imports, and WaitSeconds the
	// total time they waited (cold starts included).
	Waits       uint64
	WaitSeconds float64
	// IdleRSSBytes is the resident memory of the idle sandboxes now, where the executor can
	// measure it (0 otherwise).
	IdleRSSBytes int64
	// SharedRSSBytes is the resident memory of what the idle sandboxes share and is not in
	// IdleRSSBytes: the bubblewrap executor's zygote, whose pages its forks share copy on write.
	SharedRSSBytes int64
}

// PoolReporter is implemented by executors with a warm pool, for metrics.
type PoolReporter interface {
	PoolStats() PoolStats
}
