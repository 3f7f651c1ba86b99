package policies

import (
	"encoding/json"
	"time"
)

// Exposure is the result of sluice.exposure.
type Exposure struct {
	// Tools are the names of the tools exposed now, sorted.
	Tools []string `json:"tools"`
	// Message tells the agent why a request was refused or why tools are missing; "" when nothing needs saying.
	Message string `json:"message"`
	// Allow says whether the request (a listing, a tool call, a run) may go on.
	Allow bool `json:"allow"`
	// Code is "ok" when allowed, else why not: "no_dataset", "not_inspected", "withheld",
	// "clarify", "external_access", "file_access", "not_exposed", "bad_request".
	Code string `json:"code"`
}

// Admission is the result of sluice.admission.
type Admission struct {
	// Allow is true only when the code may run.
	Allow bool `json:"allow"`
	// Violations are the reasons it may not, sorted by line, rule and message.
	Violations []Violation `json:"violations"`
	// RetryHint tells the agent what to do instead; "" when allowed.
	RetryHint string `json:"retry_hint"`
}

// Violation is one reason admission refused the code.
type Violation struct {
	// Rule is the name of the Rego rule that refused, e.g. "no_network".
	Rule string `json:"rule"`
	// Code is the stable category, e.g. "network", "process", "file_access".
	Code string `json:"code"`
	// Message says what was refused.
	Message string `json:"message"`
	// Hint tells the agent what to do instead.
	Hint string `json:"hint"`
	// Line is the source line, 0 when unknown.
	Line int `json:"line"`
}

// Limits is the result of sluice.limits: the sandbox limits of a run. Its JSON keys match
// executors.Limits.
type Limits struct {
	// TimeoutS is the wall-clock limit in seconds.
	TimeoutS float64 `json:"timeout_s"`
	// MemoryMB caps memory.
	MemoryMB int64 `json:"memory_mb"`
	// CPUs caps the CPU share.
	CPUs float64 `json:"cpus"`
	// Pids caps processes and threads.
	Pids int64 `json:"pids"`
	// StdoutBytes caps captured stdout.
	StdoutBytes int64 `json:"stdout_bytes"`
	// StderrBytes caps captured stderr.
	StderrBytes int64 `json:"stderr_bytes"`
	// OutputFiles caps the number of artifact files.
	OutputFiles int64 `json:"output_files"`
	// OutputBytes caps the output directory.
	OutputBytes int64 `json:"output_bytes"`
	// FileSizeBytes caps any single file written.
	FileSizeBytes int64 `json:"file_size_bytes"`
	// TmpBytes caps /tmp.
	TmpBytes int64 `json:"tmp_bytes"`
}

// limitKeys are exactly the keys sluice.limits must return.
var limitKeys = []string{"timeout_s", "memory_mb", "cpus", "pids", "stdout_bytes", "stderr_bytes",
	"output_files", "output_bytes", "file_size_bytes", "tmp_bytes"}

// Routing is the result of sluice.routing.
type Routing struct {
	// Executor is the executor to dispatch to.
	Executor string `json:"executor"`
	// Image is the smallest image that has every imported package; "" when none has them,
	// and then the run must be refused with Hint.
	Image string `json:"image"`
	// Missing lists the imported modules no image provides, when Image is "".
	Missing []string `json:"missing,omitempty"`
	// Hint names the available packages, when Image is "".
	Hint string `json:"hint,omitempty"`
}

// Budget is the result of sluice.budget.
type Budget struct {
	// Allow is true when the session may spend more on this request.
	Allow bool `json:"allow"`
	// StopReason says which budget stopped it, e.g. "consecutive_failures"; "" when allowed.
	StopReason string `json:"stop_reason"`
	// Hint tells the agent what to do now; for consecutive failures, to ask the user to clarify
	// or request human review.
	Hint string `json:"hint"`
	// Degrade lists degradations to apply, e.g. "withdraw_run_python", "last_run", "short_output".
	Degrade []string `json:"degrade"`
	// RunsLeft is the number of code runs left in the session.
	RunsLeft int64 `json:"runs_left"`
}

// Redaction is the result of sluice.redaction: the rules the output stage applies.
type Redaction struct {
	// StdoutMaxBytes caps the stdout excerpt the agent sees.
	StdoutMaxBytes int64 `json:"stdout_max_bytes"`
	// StderrMaxBytes caps the stderr excerpt the agent sees.
	StderrMaxBytes int64 `json:"stderr_max_bytes"`
	// ErrorMessageMax caps error_message, in characters.
	ErrorMessageMax int64 `json:"error_message_max"`
	// CodeExcerptMax caps failed_code_excerpt, in characters.
	CodeExcerptMax int64 `json:"code_excerpt_max"`
	// MaxRows caps the rows of a printed table.
	MaxRows int64 `json:"max_rows"`
	// MaxDatasetRows caps the rows of the session's dataset, reproduced verbatim, that the
	// artifacts of one run may carry together (CSV, JSON, Markdown, text, SVG text); an
	// artifact past it is cut or withheld. Zero allows none.
	MaxDatasetRows int64 `json:"max_dataset_rows"`
	// ArtifactTypes are the content types an artifact may have.
	ArtifactTypes []string `json:"artifact_types"`
	// MaxArtifacts caps the number of artifacts returned.
	MaxArtifacts int64 `json:"max_artifacts"`
	// MaxArtifactBytes caps one artifact.
	MaxArtifactBytes int64 `json:"max_artifact_bytes"`
	// MaxTotalArtifactBytes caps all artifacts of a run together.
	MaxTotalArtifactBytes int64 `json:"max_total_artifact_bytes"`
	// Masks are the names of the masks switched on, e.g. "email", "api_key", "cn_id".
	Masks []string `json:"masks"`
	// SensitiveColumns are dataset columns whose values must be masked.
	SensitiveColumns []string `json:"sensitive_columns"`
}

// Review is the result of sluice.review: after a run, which of the artifacts the redaction
// stage let through come back, which are withheld and why, and flags for auditors.
type Review struct {
	// Returned are the names of the artifacts that come back, sorted.
	Returned []string `json:"returned"`
	// Withheld are the artifacts that do not, one entry per rule that withheld one, sorted by
	// name and rule. Every artifact of the input is in exactly one of Returned and Withheld.
	Withheld []Withheld `json:"withheld"`
	// Flags are the findings for auditors (the agent does not see them), sorted by code and
	// message, e.g. "undeclared_artifact", "missing_artifact", "purpose_mismatch".
	Flags []Flag `json:"flags"`
}

// Withheld is one artifact review withheld, and why.
type Withheld struct {
	// Name is the artifact's name.
	Name string `json:"name"`
	// Reason tells the agent why, in words safe to show it.
	Reason string `json:"reason"`
	// Rule names the rule that withheld it, e.g. "undeclared", "refused_type", "too_large",
	// "dataset_rows".
	Rule string `json:"rule"`
}

// Flag is one finding of review for auditors.
type Flag struct {
	// Code is the stable category, e.g. "undeclared_artifact".
	Code string `json:"code"`
	// Message says what was found.
	Message string `json:"message"`
}

// Decision is what gets logged for one evaluation: its shape follows OPA's decision-log event.
// It is filled even when evaluation failed, so that refusals caused by policy errors are logged.
type Decision struct {
	// ID is a fresh random decision id.
	ID string `json:"decision_id"`
	// Path is the decision path, e.g. "sluice/admission".
	Path string `json:"path"`
	// Input is the input document as evaluated, after the log mask was applied.
	Input any `json:"input"`
	// Result is the raw result (the decision's fields as the policy returned them).
	Result any `json:"result,omitempty"`
	// Revision is the policy revision (hash of the bundle).
	Revision string `json:"revision"`
	// Time is the evaluation time handed to the policy (time.now_ns).
	Time time.Time `json:"timestamp"`
	// Erased are the JSON pointers removed from Input by the mask rule.
	Erased []string `json:"erased,omitempty"`
	// Masked are the JSON pointers replaced in Input by the mask rule.
	Masked []string `json:"masked,omitempty"`
	// NDBuiltinCache holds the values of non-deterministic builtins used, for replay.
	NDBuiltinCache json.RawMessage `json:"nd_builtin_cache,omitempty"`
	// Error is set when the evaluation failed.
	Error *ErrorV1 `json:"error,omitempty"`
}

// ErrorV1 is the logged form of an evaluation error.
type ErrorV1 struct {
	// Code is the stable code, e.g. "policy_conflict".
	Code string `json:"code"`
	// Message is the error text.
	Message string `json:"message"`
}
