package function

import (
	"encoding/json"

	"github.com/sluice-gw/sluice/executors"
)

// Protocol names the version of the event and the response below; the bootstrap refuses an
// event of another version, and the executor a response of another.
const Protocol = "sluice-function/1"

// Lambda's payload limits for a synchronous invocation (RequestResponse): 6 MB each way.
const (
	// MaxRequestBytes bounds an event: the job line and the dataset, base64-encoded, in JSON.
	MaxRequestBytes = 6_000_000
	// MaxResponseBytes bounds the function's answer; the bootstrap keeps its response below
	// what the event's max_response_bytes says and drops, with a reason, what does not fit.
	MaxResponseBytes = 6_000_000
)

// Event is what the executor sends the function for one run.
//
// WARNING: images/function/bootstrap.py reads it; keep both in sync.
type Event struct {
	Protocol string `json:"protocol"`
	// Ping asks only for the bootstrap's identity (Response.HarnessSHA256); nothing runs.
	Ping  bool   `json:"ping,omitempty"`
	RunID string `json:"run_id,omitempty"`
	// Job is the harness's job line (harness.NewJob), as a JSON object.
	Job json.RawMessage `json:"job,omitempty"`
	// Dataset is the CSV's bytes (base64 in JSON), nil when the job has none.
	Dataset []byte `json:"dataset,omitempty"`
	// Limits are the run's limits with defaults; the bootstrap enforces what it can of them
	// (time, rlimits, output caps).
	Limits *executors.Limits `json:"limits,omitempty"`
	// MaxResponseBytes is the budget of the whole response JSON.
	MaxResponseBytes int `json:"max_response_bytes,omitempty"`
}

// Response is the function's answer for one run, built by the bootstrap from what it saw of
// the harness: the report channel (a pipe only the harness's supervisor holds), the exit
// status, the bounded streams and out_dir.
type Response struct {
	Protocol string `json:"protocol"`
	// HarnessSHA256 is the hex SHA-256 of the harness the function runs; the executor refuses
	// to use a function whose harness is not the worker's own.
	HarnessSHA256 string `json:"harness_sha256"`
	// Started says the harness's header came on the report channel.
	Started bool `json:"started"`
	// Report is what came on the report channel after the header line; ReportOver says the
	// bootstrap stopped reading at harness.MaxReportBytes.
	Report     string `json:"report"`
	ReportOver bool   `json:"report_over"`
	// ExitCode is the harness's exit status, 128+N if it died of signal N.
	ExitCode int `json:"exit_code"`
	// TimedOut says the bootstrap killed the run at its time limit.
	TimedOut bool `json:"timed_out"`
	// Stdout holds the first StdoutHead bytes of the stream and then its last bytes, of
	// StdoutBytes in all; Stderr likewise.
	Stdout      []byte `json:"stdout"`
	StdoutHead  int    `json:"stdout_head"`
	StdoutBytes int64  `json:"stdout_bytes"`
	Stderr      []byte `json:"stderr"`
	StderrHead  int    `json:"stderr_head"`
	StderrBytes int64  `json:"stderr_bytes"`
	// Artifacts are the regular files of out_dir that fit the caps and the response.
	Artifacts []ResponseArtifact `json:"artifacts"`
	// Dropped are the entries of out_dir the bootstrap did not send, and why.
	Dropped []ResponseDrop `json:"dropped"`
	Usage   ResponseUsage  `json:"usage"`
}

// ResponseArtifact is one file of out_dir, as found.
type ResponseArtifact struct {
	Name  string `json:"name"`
	Bytes int64  `json:"bytes"`
	Data  []byte `json:"data"`
}

// ResponseDrop is an entry of out_dir the bootstrap did not send.
type ResponseDrop struct {
	Name   string `json:"name"`
	Reason string `json:"reason"`
}

// ResponseUsage is what the run cost, as the bootstrap measured it.
type ResponseUsage struct {
	WallMS          int64 `json:"wall_ms"`
	CPUMS           int64 `json:"cpu_ms"`
	PeakMemoryBytes int64 `json:"peak_memory_bytes"`
	StartMS         int64 `json:"start_ms"`
}

// functionError is the payload of an invocation that ended in a function error (Lambda's
// X-Amz-Function-Error): the runtime reported one, or died, or ran out of time or memory.
type functionError struct {
	Type    string `json:"errorType"`
	Message string `json:"errorMessage"`
}
