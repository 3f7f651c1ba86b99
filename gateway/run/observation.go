package run

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Observation is what an agent receives from a run or a tool call, whatever the status.
// Its fields are the contract of DESIGN.md ("Observation"). WARNING: keep them in sync.
type Observation struct {
	OK                bool              `json:"ok"`
	RunID             string            `json:"run_id,omitempty"`
	DecisionID        string            `json:"decision_id,omitempty"`
	StdoutExcerpt     string            `json:"stdout_excerpt,omitempty"`
	Result            json.RawMessage   `json:"result,omitempty"`
	Artifacts         []ArtifactRef     `json:"artifacts,omitempty"`
	Withheld          []WithheldView    `json:"withheld,omitempty"`
	Warnings          []string          `json:"warnings,omitempty"`
	DurationMS        int64             `json:"duration_ms"`
	ErrorType         string            `json:"error_type,omitempty"`
	ErrorMessage      string            `json:"error_message,omitempty"`
	Line              int               `json:"line,omitempty"`
	Column            int               `json:"column,omitempty"`
	FailedCodeExcerpt string            `json:"failed_code_excerpt,omitempty"`
	AvailableColumns  []string          `json:"available_columns,omitempty"`
	Dtypes            map[string]string `json:"dtypes,omitempty"`
	RetryHint         string            `json:"retry_hint,omitempty"`
	Violations        []ViolationView   `json:"violations,omitempty"`
	Redacted          *RedactionSummary `json:"redacted,omitempty"`
	Budget            *BudgetView       `json:"budget,omitempty"`
	// Error carries the stable code and message of any answer whose status is not 200.
	Error *ErrorDetail `json:"error,omitempty"`
}

// ArtifactRef is an artifact that passed redaction, as the agent sees it.
type ArtifactRef struct {
	Name  string `json:"name"`
	Type  string `json:"type"`
	Bytes int64  `json:"bytes"`
	URL   string `json:"url"`
}

// WithheldView is an artifact that passed redaction but that the review of the run
// (sluice.review) did not return, and why, as the agent sees it.
type WithheldView struct {
	Name   string `json:"name"`
	Reason string `json:"reason"`
}

// ViolationView is one policy refusal, as the agent sees it.
type ViolationView struct {
	Rule    string `json:"rule"`
	Code    string `json:"code"`
	Message string `json:"message"`
	Line    int    `json:"line,omitempty"`
}

// BudgetView tells the agent what it has left.
type BudgetView struct {
	RunsLeft            *int `json:"runs_left,omitempty"`
	ConsecutiveFailures int  `json:"consecutive_failures"`
}

// RedactionSummary says what the output stage cut or masked, without revealing it.
type RedactionSummary struct {
	BytesCut    int64          `json:"bytes_cut,omitempty"`
	Masked      map[string]int `json:"masked,omitempty"`
	RowsOmitted int            `json:"rows_omitted,omitempty"`
	Dropped     int            `json:"artifacts_dropped,omitempty"`
}

// Error types an observation may carry besides Python exception names.
const (
	ErrTypePolicyViolation   = "PolicyViolation"
	ErrTypeBudgetExhausted   = "BudgetExhausted"
	ErrTypeTimeout           = "Timeout"
	ErrTypeMemoryLimit       = "MemoryLimit"
	ErrTypeOutputLimit       = "OutputLimit"
	ErrTypeSyntaxError       = "SyntaxError"
	ErrTypeWorkerUnavailable = "WorkerUnavailable"
	ErrTypeSandboxError      = "SandboxError"
)

// Bounds of observation fields (DESIGN.md).
const (
	maxErrorMessage = 500
	maxCodeExcerpt  = 1000
)

// RunRecord is what sluice keeps of a run for auditors: GET /v1/runs/{rid}.
type RunRecord struct {
	ID                string           `json:"run_id"`
	Tenant            string           `json:"tenant"`
	Session           string           `json:"session_id"`
	Kind              string           `json:"kind"`
	Tool              string           `json:"tool,omitempty"`
	Code              string           `json:"code,omitempty"`
	Args              json.RawMessage  `json:"args,omitempty"`
	Purpose           string           `json:"purpose,omitempty"`
	ExpectedArtifacts []string         `json:"expected_artifacts,omitempty"`
	Created           time.Time        `json:"created"`
	Status            int              `json:"status"`
	Decisions         []DecisionRef    `json:"decisions"`
	Executor          string           `json:"executor,omitempty"`
	Image             string           `json:"image,omitempty"`
	Outcome           string           `json:"outcome,omitempty"`
	Observation       Observation      `json:"observation"`
	Artifacts         []storedArtifact `json:"artifacts,omitempty"`
	Timings           Timings          `json:"timings"`
}

// DecisionRef points at one logged decision of a run.
type DecisionRef struct {
	ID     string          `json:"decision_id"`
	Path   string          `json:"path"`
	Result json.RawMessage `json:"result,omitempty"`
}

// Timings are the durations of a run's stages (microseconds unless the name says ms), and
// whether a warm sandbox served it.
type Timings struct {
	// AnalyzeUS is the analyzer's time.
	AnalyzeUS int64 `json:"analyze_us"`
	// DecideUS covers the policy decisions and their decision-log append: EvaluateUS, the
	// compare-and-set of the session that reserves the run, and LogUS.
	DecideUS int64 `json:"decide_us"`
	// EvaluateUS is the policy's evaluation of every decision point, in the attempt of the
	// compare-and-set that won.
	EvaluateUS int64 `json:"evaluate_us"`
	// LogUS is the decision-log append of the decisions before the run (every sink stored
	// them; on a local file, its fsync).
	LogUS int64 `json:"log_us"`
	// DispatchUS is the time from dispatch until the worker's answer.
	DispatchUS int64 `json:"dispatch_us"`
	// RedactUS is the redaction stage, the review's evaluation included.
	RedactUS int64 `json:"redact_us"`
	// ReviewUS is the review of the run's artifacts: sluice.review's evaluation and its
	// decision-log append, which overlaps keeping the artifacts and settling the counters.
	ReviewUS int64 `json:"review_us"`
	// SettleUS is the settling of the session's counters after the run.
	SettleUS int64 `json:"settle_us"`
	// ReviewWaitUS is how long, once the counters were settled, the run still waited for the
	// review's decision-log append.
	ReviewWaitUS int64 `json:"review_wait_us"`
	// TotalUS is the whole pipeline.
	TotalUS int64 `json:"total_us"`
	// SandboxStartMS is how long the executor waited for a sandbox whose harness could take
	// the job (about 0 when a warm one was ready; a cold start's interpreter and imports).
	SandboxStartMS int64 `json:"sandbox_start_ms"`
	// SandboxWallMS is the sandbox's time from the job to its end.
	SandboxWallMS int64 `json:"sandbox_wall_ms"`
	// SandboxCPUMS is the CPU time the sandbox's processes used over its whole life, as its
	// cgroup counted it (or the reaped processes' rusage): for a warm sandbox also what it
	// spent before the job (its fork from the zygote, priming), so that an operator sees
	// what a run really costs the worker, not only its wall time.
	SandboxCPUMS int64 `json:"sandbox_cpu_ms"`
	// Warm says a sandbox started ahead of the run served it.
	Warm bool `json:"warm"`
}

type storedArtifact struct {
	Name   string `json:"name"`
	Type   string `json:"type"`
	Bytes  int64  `json:"bytes"`
	SHA256 string `json:"sha256"`
	Key    string `json:"key"`
}

var idRE = regexp.MustCompile(`^[a-z]-[0-9a-f]{24}$`)

// newID returns a random identifier with a one-letter kind prefix, e.g. "s-…" or "r-…". Its
// alphabet fits NATS subjects, KV keys and URLs.
func newID(kind byte) string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return string(kind) + "-" + hex.EncodeToString(b[:])
}

func validID(id string) bool { return idRE.MatchString(id) }

// truncateRunes cuts s to at most n bytes on a rune boundary, marking the cut.
func truncateRunes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	const mark = "…"
	cut := n - len(mark)
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + mark
}

// codeExcerpt returns at most max bytes of code centred on line (1-based), with line numbers,
// the failing line marked.
func codeExcerpt(code string, line, max int) string {
	lines := strings.Split(code, "\n")
	if line < 1 || line > len(lines) {
		return ""
	}
	render := func(lo, hi int) string {
		var b strings.Builder
		for i := lo; i <= hi; i++ {
			mark := "   "
			if i == line {
				mark = "-> "
			}
			b.WriteString(mark)
			b.WriteString(strconv.Itoa(i))
			b.WriteString(" | ")
			b.WriteString(lines[i-1])
			if i < hi {
				b.WriteByte('\n')
			}
		}
		return b.String()
	}
	lo, hi := line, line
	best := truncateRunes(render(lo, hi), max)
	for {
		grown := false
		if lo > 1 {
			if s := render(lo-1, hi); len(s) <= max {
				lo, best, grown = lo-1, s, true
			}
		}
		if hi < len(lines) {
			if s := render(lo, hi+1); len(s) <= max {
				hi, best, grown = hi+1, s, true
			}
		}
		if !grown || (lo == 1 && hi == len(lines)) {
			return best
		}
	}
}
