// Package harness owns the wire protocol between an executor and the Python harness that runs
// inside every sandbox: the job line an executor writes to the harness's stdin (Job, NewJob,
// PrimeLine), the report channel the harness writes on fd 3 (Header, ReportFD, DecodeReport and
// the bounds it checks) and the harness's exit statuses. Both executors speak it, and
// executors/internal/harvest reads its exit statuses.
//
// An executor starts `/usr/bin/python3 -I -B <dir>/harness.py` with:
//
//   - stdin: one line, a Job as JSON. The harness reads it, then keeps reading stdin and exits
//     when it reaches end of file after reporting; closing stdin is the executor's "artifacts
//     collected, you may go" signal. Before the job, an executor may send PrimeLine once the
//     dataset is in place: the harness reads the dataset then, ahead of the job.
//   - fd 3: the result channel, a pipe only the harness's supervisor holds. It carries the
//     Header line as soon as the harness has imported its libraries and waits for its job
//     (before it reads the job, and so before any user code exists), then one
//     executors.Report as JSON, then end of file. A pooled sandbox is ready once its header
//     came; the run's own time limit starts when the job is sent to a ready harness.
//   - fds 1 and 2: the user's stdout and stderr.
//
// WARNING: images/harness.py implements the other side; keep both in sync. The JSON of Job and
// of executors.Report is the wire format.
//
// The package imports only the contract (executors) and the standard library. It must not
// start processes, and it knows nothing of images' files: where the harness is written
// (images.WriteHarness) and which modules an image denies (images.DeniedModules) are the
// caller's to know and pass in.
package harness

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/sluice-gw/sluice/executors"
)

const (
	// Header is the first line the harness writes on fd 3 (without its newline). Its absence
	// means the sandbox never got as far as running the harness.
	Header = "sluice-harness/1"
	// ReportFD is the file descriptor the harness writes its report to.
	ReportFD = 3
	// MaxReportBytes bounds the report an executor reads from fd 3, header included.
	MaxReportBytes = 1 << 20
	// MaxJobBytes bounds the job line the harness accepts on stdin.
	MaxJobBytes = 2 << 20
)

// PrimeLine is the line an executor may write to the harness's stdin before the job, once
// the dataset is in the sandbox: the harness's child reads it then, while the sandbox waits in
// a pool, and the job that follows finds it parsed.
const PrimeLine = `{"protocol":1,"prime":true}` + "\n"

// Harness exit statuses, besides 0 (reported normally).
const (
	// ExitSetupFailed: the harness could not start (no fd 3, bad job line, imports failed). The
	// executor treats it as a sandbox error, not as something the user's code did.
	ExitSetupFailed = 70
	// ExitSignalBase: the user's process died of signal N; the harness exits ExitSignalBase+N
	// after reporting.
	ExitSignalBase = 128
)

// Job is the job line an executor writes to the harness's stdin, built by NewJob from an
// executors.Job.
type Job struct {
	// Protocol is the protocol version, 1.
	Protocol int `json:"protocol"`
	// Kind is "code" or "tool".
	Kind executors.Kind `json:"kind"`
	// Code is the user's Python source (kind "code").
	Code string `json:"code,omitempty"`
	// Tool is the tool template's name (kind "tool").
	Tool string `json:"tool,omitempty"`
	// Args are the tool's JSON arguments, handed to the template as a Python object.
	Args json.RawMessage `json:"args,omitempty"`
	// Image names the image whose package set the code may import.
	Image string `json:"image"`
	// DenyModules are top-level modules the harness refuses to import (images.DeniedModules).
	DenyModules []string `json:"deny_modules,omitempty"`
	// MemoryMB and TimeoutS are the run's limits, quoted in error hints.
	MemoryMB int     `json:"memory_mb"`
	TimeoutS float64 `json:"timeout_s"`
	// OutputBytes is the size cap of out_dir, quoted in error hints.
	OutputBytes int64 `json:"output_bytes"`
	// Facts, when set, are the dataset's facts the supervisor reports instead of those the
	// child sends before the code runs (executors.Job.Facts).
	Facts *executors.DatasetFacts `json:"facts,omitempty"`
	// EndMark, when set (16 to 64 lower-case hex digits, secret to the run), has the harness
	// end stdout and stderr with EndMarkPrefix, the mark and a newline, after everything the
	// code wrote and before the report: an executor whose streams end late (the container
	// engine's) reads up to it instead of waiting for their end. The code never sees it.
	EndMark string `json:"end_mark,omitempty"`
	// ExitIdle has the code's process take the SCHED_IDLE policy once it has written its
	// findings, before it exits, so that its exit (the kernel unmapping a fork of the
	// interpreter) takes only CPU nothing else wants. Only for an executor that does not wait
	// for the sandbox's exit: under load an idle process's exit can take seconds.
	ExitIdle bool `json:"exit_idle,omitempty"`
}

// JobOptions are what an executor adds to a job line beyond the job and its limits.
type JobOptions struct {
	// EndMark is Job.EndMark ("": none).
	EndMark string
	// ExitIdle is Job.ExitIdle.
	ExitIdle bool
}

// EndMarkPrefix starts the line that ends stdout and stderr when the job has an EndMark.
const EndMarkPrefix = "\x00sluice-end "

// NewJob builds the harness's job line (with its trailing newline) for job, whose limits must
// already carry defaults. deny becomes Job.DenyModules, the top-level modules the harness
// refuses to import: the executors pass images.DeniedModules of job.Image (nil: none).
func NewJob(job executors.Job, limits executors.Limits, deny []string) ([]byte, error) {
	return NewJobWith(job, limits, deny, JobOptions{})
}

// NewJobWith is NewJob with the options opts.
func NewJobWith(job executors.Job, limits executors.Limits, deny []string, opts JobOptions) ([]byte, error) {
	args := job.Args
	if len(bytes.TrimSpace(args)) == 0 {
		args = nil
	} else if !json.Valid(args) {
		return nil, errors.New("harness: tool args are not valid JSON")
	}
	b, err := json.Marshal(Job{
		Protocol: 1, Kind: job.Kind, Code: job.Code, Tool: job.Tool, Args: args,
		Image: job.Image, DenyModules: deny,
		MemoryMB: limits.MemoryMB, TimeoutS: limits.TimeoutS, OutputBytes: limits.OutputBytes,
		Facts: facts(job), EndMark: opts.EndMark, ExitIdle: opts.ExitIdle,
	})
	if err != nil {
		return nil, fmt.Errorf("harness: encoding the job: %w", err)
	}
	if len(b)+1 > MaxJobBytes {
		return nil, fmt.Errorf("harness: the job is %d bytes, more than %d", len(b), MaxJobBytes)
	}
	return append(b, '\n'), nil
}

// facts returns the job's dataset facts for the harness, or nil: facts without columns say
// nothing, and the harness refuses them. (A job without a dataset has its facts ignored.)
func facts(job executors.Job) *executors.DatasetFacts {
	if job.Facts == nil || len(job.Facts.Columns) == 0 {
		return nil
	}
	return job.Facts
}

// ErrNoHeader means fd 3 did not start with Header: the harness never started.
var ErrNoHeader = errors.New("harness: the harness did not start (no header on the report channel)")

// ErrNoReport means the harness started but wrote no report (it was killed first).
var ErrNoReport = errors.New("harness: the harness wrote no report")

// DecodeBoundedReport is DecodeReport of what an executor kept of fd 3, b, when over says it
// stopped keeping at MaxReportBytes: a report that began (or nothing came) and ran past the
// bound is refused as too large rather than misread as malformed.
func DecodeBoundedReport(b []byte, over bool) (*executors.Report, error) {
	if over && (strings.HasPrefix(string(b), Header+"\n") || len(b) == 0) {
		return nil, errors.New("harness: report larger than the limit")
	}
	return DecodeReport(b)
}

// DecodeReport parses what the harness wrote on fd 3: the header line, then exactly one
// executors.Report, strictly (unknown fields and trailing data are errors), then checks the
// bounds the harness promises. It returns ErrNoHeader or ErrNoReport (wrapped) for the two
// ways a harness can fail to report.
func DecodeReport(b []byte) (*executors.Report, error) {
	head, rest, found := bytes.Cut(b, []byte{'\n'})
	if !found || string(head) != Header {
		return nil, ErrNoHeader
	}
	if len(bytes.TrimSpace(rest)) == 0 {
		return nil, ErrNoReport
	}
	dec := json.NewDecoder(bytes.NewReader(rest))
	dec.DisallowUnknownFields()
	var r executors.Report
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("harness: decoding the report: %w", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, errors.New("harness: decoding the report: trailing data after the report")
	}
	if err := checkReport(&r); err != nil {
		return nil, fmt.Errorf("harness: report out of bounds: %w", err)
	}
	return &r, nil
}

// Bounds the harness keeps; DecodeReport rejects a report beyond them.
const (
	maxMessage   = 500
	maxTraceback = 4000
	maxHint      = 500
	maxWarnings  = 32
	maxWarning   = 500
	maxColumns   = 10000
	maxMatches   = 8
)

func checkReport(r *executors.Report) error {
	var errs []error
	if r.OK && r.Error != nil {
		errs = append(errs, errors.New("ok report carries an error"))
	}
	if !r.OK && r.Error == nil {
		errs = append(errs, errors.New("failed report carries no error"))
	}
	if e := r.Error; e != nil {
		if e.Type == "" || len(e.Type) > 100 || strings.ContainsAny(e.Type, " \n\t") {
			errs = append(errs, fmt.Errorf("error type %q", trunc(e.Type)))
		}
		if utf8.RuneCountInString(e.Message) > maxMessage {
			errs = append(errs, errors.New("error message too long"))
		}
		if len(e.Traceback) > maxTraceback || len(e.Hint) > maxHint || len(e.CloseMatches) > maxMatches {
			errs = append(errs, errors.New("error details too long"))
		}
		if e.Line < 0 {
			errs = append(errs, errors.New("negative line"))
		}
	}
	if len(r.Warnings) > maxWarnings {
		errs = append(errs, errors.New("too many warnings"))
	}
	for _, w := range r.Warnings {
		if len(w) > maxWarning {
			errs = append(errs, errors.New("warning too long"))
			break
		}
	}
	if len(r.Columns) > maxColumns || len(r.Dtypes) > maxColumns {
		errs = append(errs, errors.New("too many columns"))
	}
	if r.Rows < 0 {
		errs = append(errs, errors.New("negative row count"))
	}
	if r.ExitCode != 0 && (r.ExitCode <= ExitSignalBase || r.ExitCode > ExitSignalBase+64) {
		errs = append(errs, fmt.Errorf("exit code %d: want 0 or 128+signal", r.ExitCode))
	}
	return errors.Join(errs...)
}

func trunc(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}
