package policies

import "encoding/json"

// Input is the one input document of every decision point; its JSON is the Rego `input`.
//
// WARNING: a field added, renamed or removed here is a schema change of the logged inputs:
// call it out for the auditors who replay old decision logs, and keep the bundle in step
// (and inputValue in convert.go). Changes so far, all additive:
//
//   - outcome (issue 13, with sluice.review): it appears only in the inputs of review
//     decisions, so that older entries of the other points replay as they were logged.
//   - request.args and request.columns (issue 13): a fixed tool's arguments and the columns
//     they touch, present only for kind "tool" (the inputs of runs and listings log as
//     before). Entries logged before have neither; tool calls were not judged by
//     sluice/admission then, so no logged admission input lacks them where a rule reads them.
type Input struct {
	// Tenant is the caller's tenant.
	Tenant Tenant `json:"tenant"`
	// Session is the task session's state as the gateway loaded it.
	Session Session `json:"session"`
	// Request is what the agent asked for.
	Request Request `json:"request"`
	// Analysis is the analyzer's Facts document for a run, nil for tool calls and listings.
	Analysis any `json:"analysis"`
	// Executors are the executors available now.
	Executors []string `json:"executors"`
	// Images are the images available, smallest first.
	Images []Image `json:"images"`
	// Outcome is what the run produced, for sluice.review only; nil (and absent from the JSON,
	// so that the inputs of the other points log as before) for every decision made before the
	// run.
	Outcome *Outcome `json:"outcome,omitempty"`
}

// Tenant identifies the tenant and carries its feature flags.
type Tenant struct {
	// ID is the tenant id; required.
	ID string `json:"id"`
	// Flags are the tenant's switches, e.g. "no_code_execution".
	Flags map[string]bool `json:"flags"`
}

// Session is the state of one task session.
type Session struct {
	// ID is the session id; required.
	ID string `json:"id"`
	// Dataset describes the uploaded dataset.
	Dataset Dataset `json:"dataset"`
	// Counters are the session's budget counters.
	Counters Counters `json:"counters"`
}

// Dataset describes the session's dataset once uploaded.
type Dataset struct {
	// Present is true once a dataset was uploaded.
	Present bool `json:"present"`
	// Inspected is true once inspect_csv ran on it.
	Inspected bool `json:"inspected"`
	// Columns are the column names, known after inspection.
	Columns []string `json:"columns"`
	// Dtypes maps column names to pandas dtypes.
	Dtypes map[string]string `json:"dtypes"`
	// Rows is the number of rows.
	Rows int64 `json:"rows"`
	// Bytes is the size of the CSV.
	Bytes int64 `json:"bytes"`
}

// Counters are the budget counters of a session.
type Counters struct {
	// Runs counts code runs dispatched (reserved ones included).
	Runs int64 `json:"runs"`
	// ConsecutiveFailures counts failed runs since the last successful one.
	ConsecutiveFailures int64 `json:"consecutive_failures"`
	// RuntimeMS is the total wall time of the session's runs.
	RuntimeMS int64 `json:"runtime_ms"`
	// Tokens is the total the agent reported through the usage endpoint.
	Tokens int64 `json:"tokens"`
	// ErrorTypes counts failed runs by error type.
	ErrorTypes map[string]int64 `json:"error_types"`
}

// Request kinds.
const (
	// KindRun is a code run.
	KindRun = "run"
	// KindTool is a fixed-tool call.
	KindTool = "tool"
	// KindList is a listing of the exposed tools.
	KindList = "list"
)

// Request is what the agent asked for.
type Request struct {
	// Kind is "run", "tool" or "list".
	Kind string `json:"kind"`
	// Tool is the tool's name for kind "tool".
	Tool string `json:"tool"`
	// Purpose is the agent's stated purpose.
	Purpose string `json:"purpose"`
	// CodeBytes is the size of the code for kind "run".
	CodeBytes int `json:"code_bytes"`
	// ExpectedArtifacts are the artifact names the agent expects.
	ExpectedArtifacts []string `json:"expected_artifacts"`
	// Args are a fixed tool's validated arguments in canonical form (images/tools.Validate:
	// defaults filled in), a JSON object, for kind "tool"; nil, and absent from the JSON, for
	// other kinds, so that their inputs log as before. Added in issue 13 (see Input's WARNING).
	Args json.RawMessage `json:"args,omitzero"`
	// Columns are the dataset columns the tool's arguments touch (images/tools.Columns),
	// sorted, each once, [] when none, for kind "tool"; nil, and absent from the JSON, for
	// other kinds. Added in issue 13.
	Columns []string `json:"columns,omitzero"`
}

// Image is an image a run can be routed to, with the packages its manifest lists.
type Image struct {
	// Name is the image name, e.g. "python-data-basic".
	Name string `json:"name"`
	// Packages are the packages (import names or distribution names) the image has.
	Packages []string `json:"packages"`
}

// Outcome is what a run produced, as sluice.review sees it: the artifacts the redaction stage
// let through, and how the run ended.
type Outcome struct {
	// Exit is how the run ended: "ok", "raised", "timeout", "oom", "output_limit", "killed".
	Exit string `json:"exit"`
	// ErrorType is the observation's error_type ("" when the run succeeded).
	ErrorType string `json:"error_type"`
	// Artifacts are the artifacts that passed the redaction stage, in the order the run wrote
	// them: the candidates review returns or withholds.
	Artifacts []ProducedArtifact `json:"artifacts"`
	// ArtifactsRefused counts the files the run wrote that the redaction stage refused (their
	// names are not given: a refused name may carry data).
	ArtifactsRefused int64 `json:"artifacts_refused"`
	// StdoutBytes and StderrBytes are what the code wrote to each stream in all.
	StdoutBytes int64 `json:"stdout_bytes"`
	StderrBytes int64 `json:"stderr_bytes"`
	// DurationMS is the sandbox's wall time.
	DurationMS int64 `json:"duration_ms"`
}

// ProducedArtifact is one artifact of a run as the redaction stage passed it.
type ProducedArtifact struct {
	// Name is the artifact's file name.
	Name string `json:"name"`
	// Type is its content type, decided by its content.
	Type string `json:"type"`
	// Bytes is its size after redaction.
	Bytes int64 `json:"bytes"`
	// DatasetRows counts the dataset's rows the artifact reproduces, as the redaction stage
	// reports it (0 for images, and where the stage does not count).
	DatasetRows int64 `json:"dataset_rows"`
}
