package gateway

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/sluice-gw/sluice/analyzer"
	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/dispatch"
	"github.com/sluice-gw/sluice/policies"
)

// ToolRunPython is the exposure name of free-form code execution.
const ToolRunPython = "run_python"

// dispatcher sends a job to a worker; *dispatch.Client implements it.
type dispatcher interface {
	Dispatch(ctx context.Context, executor string, job executors.Job) (executors.Result, error)
}

// decider evaluates the policy decisions; *policies.Engine implements it. A run costs two
// evaluations: the budget inside the counters' compare-and-set, everything else in one
// DecideAfterBudget after it.
type decider interface {
	Revision() string
	Exposure(context.Context, *policies.Input) (policies.Exposure, policies.Decision, error)
	Budget(context.Context, *policies.Input) (policies.Budget, policies.Decision, error)
	DecideAfterBudget(context.Context, *policies.Input) (policies.RunDecisions, error)
}

// runRequest is the body of POST /v1/sessions/{sid}/runs.
type runRequest struct {
	Code              string   `json:"code"`
	Purpose           string   `json:"purpose"`
	ExpectedArtifacts []string `json:"expected_artifacts"`
}

// job is one pass through the pipeline: a code run or a fixed tool call.
type job struct {
	p       principal
	sid     string
	kind    executors.Kind
	tool    string // "run_python" for code
	code    string
	args    json.RawMessage
	purpose string
	expect  []string

	rec  *RunRecord
	sess *Session
	// sessVer is the version of the session the job last read or wrote: the next update
	// starts from it (one read fewer when nobody else changed the session).
	sessVer sessionVersion
	facts   *analyzer.Facts
	eng     decider
	start   time.Time
	budget  policies.Budget
	reserve bool // a run was reserved against the budget and must be settled
	// uncounted marks a refusal that is not an attempt (a tool not exposed yet): it does not
	// count as a failure.
	uncounted bool
	// decisionID is the decision the observation names.
	decisionID string
	// pending are the decisions the pipeline has reached but not logged yet: they are logged
	// as one batch before anything acts on them (logPending).
	pending []policies.Decision
	// toolResult is a fixed tool's result before redaction, for session state only.
	toolResult json.RawMessage
}

// outcome is what a pipeline pass ends with.
type outcome struct {
	status int
	obs    Observation
}

// execute runs a job through steps 2–10 of the pipeline and always returns an observation.
func (s *Server) execute(ctx context.Context, j *job) outcome {
	j.start = time.Now()
	j.rec = &RunRecord{
		ID: newID('r'), Tenant: j.p.Tenant, Session: j.sid, Kind: string(j.kind), Code: j.code,
		Args: j.args, Purpose: j.purpose, ExpectedArtifacts: j.expect, Created: j.start.UTC(),
		Decisions: []DecisionRef{},
	}
	if j.kind == executors.KindTool {
		j.rec.Tool = j.tool
	}
	out := s.pipeline(ctx, j)
	out.obs.RunID = j.rec.ID
	out.obs.DecisionID = j.decisionID
	out.obs.DurationMS = time.Since(j.start).Milliseconds()
	if out.status != 200 && out.obs.Error == nil {
		out.obs.Error = &errorDetail{Code: codeForStatus(out.status, out.obs.ErrorType), Message: out.obs.ErrorMessage}
	}
	if out.status == 0 {
		out.status = 500
	}

	// Step 9: settle the counters, whatever happened.
	sess, err := s.settle(context.WithoutCancel(ctx), j, &out)
	if err != nil {
		s.log.Error("counters not settled", "run_id", j.rec.ID, "error", err)
	} else if sess != nil {
		out.obs.Budget = budgetView(sess, j)
	}

	// Step 10: keep the record.
	j.rec.Status = out.status
	j.rec.Observation = out.obs
	j.rec.Timings.TotalUS = time.Since(j.start).Microseconds()
	if err := s.store.putRun(context.WithoutCancel(ctx), j.rec); err != nil {
		s.log.Error("run record not stored", "run_id", j.rec.ID, "error", err)
	}
	s.metrics.runs.WithLabelValues(string(j.kind), outcomeLabel(out)).Inc()
	return out
}

func outcomeLabel(o outcome) string {
	if o.obs.OK {
		return "ok"
	}
	if o.obs.ErrorType != "" {
		return o.obs.ErrorType
	}
	return "error"
}

func codeForStatus(status int, errType string) Code {
	switch errType {
	case ErrTypePolicyViolation:
		return CodePolicyViolation
	case ErrTypeBudgetExhausted:
		return CodeBudgetExhausted
	case ErrTypeSyntaxError:
		return CodeSyntaxError
	case ErrTypeWorkerUnavailable, ErrTypeSandboxError:
		return CodeWorkerUnavailable
	}
	for c, st := range statusOf {
		if st == status && c != CodeCodeTooLong && c != CodeNoDataset && c != CodeBadDataset && c != CodeSyntaxError && c != CodeUnknownTool && c != CodePolicyError {
			return c
		}
	}
	return CodeInternal
}

func failObs(errType, msg string) Observation {
	return Observation{OK: false, ErrorType: errType, ErrorMessage: truncateRunes(msg, maxErrorMessage)}
}

func apiFail(e *Error) outcome {
	return outcome{status: e.Code.Status(), obs: Observation{ErrorMessage: e.Message, Error: &errorDetail{Code: e.Code, Message: e.Message}}}
}

func (s *Server) pipeline(ctx context.Context, j *job) outcome {
	// Step 2: session state.
	sess, ver, err := s.store.loadSession(ctx, j.p.Tenant, j.sid)
	if errors.Is(err, errNotFound) {
		return apiFail(apiErr(CodeNotFound, "no session %q", j.sid))
	}
	if err != nil {
		s.log.Error("session load", "error", err)
		return apiFail(internalErr(err, "session state unavailable"))
	}
	j.sess, j.sessVer = sess, ver
	if sess.Dataset == nil {
		return apiFail(apiErr(CodeNoDataset, "upload a dataset first: PUT /v1/sessions/%s/dataset with the CSV as body", j.sid))
	}

	// Step 3: analysis (code only). A syntax error is answered once the budget and exposure
	// allow a run at all (so that an agent told to stop is not told to fix its syntax): it
	// costs no run and starts no sandbox.
	var syntaxErr *outcome
	if j.kind == executors.KindCode {
		t := time.Now()
		j.facts = s.analyze(j.code)
		j.rec.Timings.AnalyzeUS = time.Since(t).Microseconds()
		if se := j.facts.SyntaxError; se != nil && !j.facts.Parsed {
			obs := failObs(ErrTypeSyntaxError, se.Message)
			obs.Line, obs.Column = se.Line, se.Col
			obs.FailedCodeExcerpt = codeExcerpt(j.code, se.Line, maxCodeExcerpt)
			obs.RetryHint = "Fix the syntax error at the line shown; the code was not run."
			syntaxErr = &outcome{status: CodeSyntaxError.Status(), obs: obs}
		}
	}

	// Step 4: decisions. The engine is taken once, so every decision of this run comes from
	// the same policy revision. Two evaluations: the budget, reserving the run atomically
	// (concurrent requests see each other), then every other point at once. The points are
	// then taken in the pipeline's order; a refusal logs the decisions reached up to it.
	j.eng = s.policies()
	t := time.Now()
	in := s.input(j)
	if o, stop := s.reserve(ctx, j, in); stop {
		return o
	}
	rd, _ := j.eng.DecideAfterBudget(ctx, in) // a failed point carries its error in its Decision
	if o, stop := s.decideAfterBudget(ctx, j, rd, syntaxErr); stop {
		return o
	}

	// Step 5: every decision of the run, the budget's included, is logged as one batch before
	// the run is dispatched.
	if o, stop := s.logPending(ctx, j); stop {
		return o
	}
	j.rec.Timings.DecideUS = time.Since(t).Microseconds()
	route := rd.Routing
	j.rec.Executor, j.rec.Image = route.Executor, route.Image

	// Step 6–7: dispatch to a worker.
	t = time.Now()
	res, err := s.dispatch.Dispatch(ctx, route.Executor, executors.Job{
		RunID: j.rec.ID, Kind: j.kind, Code: j.code, Tool: j.tool, Args: j.args,
		Image: route.Image, Limits: toLimits(rd.Limits), DatasetKey: sess.Dataset.Key,
	})
	j.rec.Timings.DispatchUS = time.Since(t).Microseconds()
	if err != nil {
		return s.dispatchFailure(j, err)
	}
	j.rec.Outcome = string(res.Outcome)
	j.rec.Timings.SandboxStartMS, j.rec.Timings.SandboxWallMS, j.rec.Timings.Warm = res.Usage.StartMS, res.Usage.WallMS, res.Usage.Warm

	// Step 8: redaction, as the policy decided (and the log recorded) before dispatch.
	t = time.Now()
	st, err := s.newStage(ctx, sess.Dataset, rd.Redaction)
	if err != nil {
		// A redaction the gateway cannot apply lets nothing out: fail closed.
		s.log.Error("redaction stage not built; nothing of the run is returned", "run_id", j.rec.ID, "error", err)
		s.discardStaged(ctx, res)
		return apiFail(apiErr(CodePolicyError, "the output could not be redacted as the policy requires, so none of it is returned"))
	}
	o := s.observe(ctx, j, res, st)
	j.rec.Timings.RedactUS = time.Since(t).Microseconds()
	return o
}

// decideAfterBudget takes the decisions of rd in the pipeline's order (exposure, the syntax
// error, admission for code, limits, routing, redaction), adding each to j.pending, and stops
// at the first that refuses or failed to evaluate: the decisions reached are then logged and
// o is the answer.
func (s *Server) decideAfterBudget(ctx context.Context, j *job, rd policies.RunDecisions, syntaxErr *outcome) (o outcome, stop bool) {
	byPath := make(map[string]policies.Decision, len(rd.Decisions))
	for _, d := range rd.Decisions {
		byPath[d.Path] = d
	}
	reach := func(path string) (outcome, bool) {
		d, ok := byPath[path]
		if !ok || d.Error != nil {
			err := errors.New("no decision")
			if ok {
				err = fmt.Errorf("%s: %s", d.Error.Code, d.Error.Message)
			}
			return s.refuseLogged(ctx, j, s.policyError(j, path, err)), true
		}
		j.pending = append(j.pending, d)
		return outcome{}, false
	}

	if o, stop := reach(policies.PathExposure); stop {
		return o, true
	}
	if exp := rd.Exposure; !slices.Contains(exp.Tools, j.tool) {
		msg := fmt.Sprintf("%s is not available now", j.tool)
		if exp.Message != "" {
			msg += ": " + exp.Message
		}
		obs := failObs(ErrTypePolicyViolation, msg)
		obs.RetryHint = exp.Message
		j.uncounted = true
		return s.refuseLogged(ctx, j, outcome{status: CodePolicyViolation.Status(), obs: obs}), true
	}
	if syntaxErr != nil {
		return s.refuseLogged(ctx, j, *syntaxErr), true // the reserved run is given back when the job settles
	}
	if j.kind == executors.KindCode {
		if o, stop := reach(policies.PathAdmission); stop {
			return o, true
		}
		if !rd.Admission.Allow {
			return s.refuseLogged(ctx, j, refusal(j, rd.Admission)), true
		}
	}
	if o, stop := reach(policies.PathLimits); stop {
		return o, true
	}
	if o, stop := reach(policies.PathRouting); stop {
		return o, true
	}
	if route := rd.Routing; route.Image == "" || route.Executor == "" {
		msg := "no image can run this code"
		if len(route.Missing) > 0 {
			msg = "no image has " + strings.Join(route.Missing, ", ")
		}
		obs := failObs(ErrTypePolicyViolation, msg)
		obs.RetryHint = route.Hint
		return s.refuseLogged(ctx, j, outcome{status: CodePolicyViolation.Status(), obs: obs}), true
	}
	return reach(policies.PathRedaction)
}

// policyError is the refusal of a request the policy could not decide on (fail closed).
func (s *Server) policyError(j *job, path string, err error) outcome {
	s.log.Error("policy evaluation failed; refusing", "run_id", j.rec.ID, "path", path, "error", err)
	obs := failObs(ErrTypePolicyViolation, "the policy could not decide on this request, so it was refused")
	obs.Error = &errorDetail{Code: CodePolicyError, Message: obs.ErrorMessage}
	return outcome{status: CodePolicyError.Status(), obs: obs}
}

// refuseLogged logs the decisions reached and answers o, or, when the log fails, says so.
func (s *Server) refuseLogged(ctx context.Context, j *job, o outcome) outcome {
	if lo, stop := s.logPending(ctx, j); stop {
		return lo
	}
	return o
}

// logPending appends j.pending to the decision log as one batch, before anything acts on
// them, and records them in the run record. stop is true when the log failed: nothing may act
// on the decisions then, and o says so.
func (s *Server) logPending(ctx context.Context, j *job) (o outcome, stop bool) {
	ds := j.pending
	j.pending = nil
	if len(ds) == 0 {
		return outcome{}, false
	}
	ids, err := s.logDecisions(ctx, j, ds...)
	if err != nil {
		s.log.Error("decision log append failed; refusing", "run_id", j.rec.ID, "error", err)
		return apiFail(internalErr(err, "the decision log is unavailable, so nothing was run")), true
	}
	for i, d := range ds {
		// The observation names the admission decision, or the first one for tool calls.
		if j.decisionID == "" || d.Path == policies.PathAdmission {
			j.decisionID = ids[i]
		}
		res, _ := json.Marshal(d.Result)
		j.rec.Decisions = append(j.rec.Decisions, DecisionRef{ID: ids[i], Path: d.Path, Result: res})
	}
	return outcome{}, false
}

func refusal(j *job, adm policies.Admission) outcome {
	var msgs []string
	obs := failObs(ErrTypePolicyViolation, "")
	for _, v := range adm.Violations {
		obs.Violations = append(obs.Violations, ViolationView{Rule: v.Rule, Code: v.Code, Message: v.Message, Line: v.Line})
		msgs = append(msgs, v.Message+" ["+v.Rule+"]")
		if obs.Line == 0 && v.Line > 0 {
			obs.Line = v.Line
		}
	}
	if len(msgs) == 0 {
		msgs = append(msgs, "not allowed by policy (default deny)")
	}
	obs.ErrorMessage = truncateRunes(strings.Join(msgs, "; "), maxErrorMessage)
	obs.RetryHint = adm.RetryHint
	if obs.Line > 0 {
		obs.FailedCodeExcerpt = codeExcerpt(j.code, obs.Line, maxCodeExcerpt)
	}
	return outcome{status: CodePolicyViolation.Status(), obs: obs}
}

func (s *Server) dispatchFailure(j *job, err error) outcome {
	j.reserveRefund()
	var we *executors.WireError
	switch {
	case errors.Is(err, dispatch.ErrNoWorker):
		s.log.Warn("no worker", "run_id", j.rec.ID, "error", err)
		return outcome{status: 503, obs: failObs(ErrTypeWorkerUnavailable, "no worker can run this right now; retry in a moment")}
	case errors.Is(err, dispatch.ErrNoReply):
		s.log.Warn("worker did not answer", "run_id", j.rec.ID, "error", err)
		return outcome{status: 503, obs: failObs(ErrTypeWorkerUnavailable, "the worker running this stopped answering; the run was abandoned")}
	case errors.As(err, &we):
		s.log.Error("worker error", "run_id", j.rec.ID, "code", we.Code, "error", we.Message)
		if we.Code == executors.CodeWorkerBusy {
			return outcome{status: 503, obs: failObs(ErrTypeWorkerUnavailable, "all sandboxes are busy; retry in a moment")}
		}
		return outcome{status: 503, obs: failObs(ErrTypeSandboxError, "the sandbox could not run this job")}
	}
	s.log.Error("dispatch failed", "run_id", j.rec.ID, "error", err)
	return outcome{status: 503, obs: failObs(ErrTypeWorkerUnavailable, "the run could not be dispatched")}
}

// reserveRefund marks that a reserved run never executed, so settling gives it back.
func (j *job) reserveRefund() { j.rec.Outcome = "not_run" }

// input builds the policy input document for a job.
func (s *Server) input(j *job) *policies.Input {
	in := &policies.Input{
		Tenant: policies.Tenant{ID: j.p.Tenant, Flags: j.p.Flags},
		Session: policies.Session{
			ID: j.sess.ID,
			Counters: policies.Counters{
				Runs: int64(j.sess.Counters.Runs), ConsecutiveFailures: int64(j.sess.Counters.ConsecutiveFailures),
				RuntimeMS: j.sess.Counters.RuntimeMS, Tokens: j.sess.Counters.Tokens,
				ErrorTypes: errorTypes(j.sess.Counters.ErrorTypes),
			},
		},
		Request: policies.Request{
			Kind: "run", Tool: j.tool, Purpose: j.purpose, CodeBytes: len(j.code),
			ExpectedArtifacts: j.expect,
		},
		Executors: s.executors,
		Images:    s.images,
	}
	if in.Request.ExpectedArtifacts == nil {
		in.Request.ExpectedArtifacts = []string{}
	}
	if j.kind == executors.KindTool {
		in.Request.Kind = "tool"
	}
	if ds := j.sess.Dataset; ds != nil {
		in.Session.Dataset = policies.Dataset{
			Present: true, Inspected: ds.Inspected, Columns: ds.Columns, Dtypes: ds.Dtypes,
			Rows: int64(ds.Rows), Bytes: ds.Bytes,
		}
	}
	if j.facts != nil {
		in.Analysis = j.facts
	}
	return in
}

// reserve evaluates the budget and, if it allows, takes one run from it by compare-and-set, so
// that N concurrent requests against a budget of M runs dispatch exactly min(N, M). The
// budget decision joins j.pending; a budget that stops the request is logged at once.
func (s *Server) reserve(ctx context.Context, j *job, in *policies.Input) (outcome, bool) {
	var (
		b   policies.Budget
		d   policies.Decision
		err error
	)
	sess, ver, uerr := s.store.updateSessionFrom(ctx, j.p.Tenant, j.sid, j.sessVer, func(sess *Session) error {
		in.Session.Counters.Runs = int64(sess.Counters.Runs)
		in.Session.Counters.ConsecutiveFailures = int64(sess.Counters.ConsecutiveFailures)
		in.Session.Counters.RuntimeMS = sess.Counters.RuntimeMS
		in.Session.Counters.Tokens = sess.Counters.Tokens
		in.Session.Counters.ErrorTypes = errorTypes(sess.Counters.ErrorTypes)
		b, d, err = j.eng.Budget(ctx, in)
		if err != nil || !b.Allow {
			return errStop
		}
		// Fixed tools are pre-reviewed templates: they are counted, but not against the
		// budget of code runs.
		if j.kind == executors.KindTool {
			sess.Counters.ToolCalls++
		} else {
			sess.Counters.Runs++
		}
		sess.Counters.InFlight++
		return nil
	})
	if uerr != nil && !errors.Is(uerr, errStop) {
		s.log.Error("budget reservation", "error", uerr)
		return apiFail(internalErr(uerr, "session state unavailable")), true
	}
	if uerr == nil {
		j.sessVer = ver
	}
	j.budget = b
	if err != nil {
		return s.policyError(j, policies.PathBudget, err), true
	}
	j.pending = append(j.pending, d) // logged with the run's other decisions, before dispatch
	if !b.Allow {
		msg := "budget exhausted"
		if b.StopReason != "" {
			msg += ": " + b.StopReason
		}
		obs := failObs(ErrTypeBudgetExhausted, msg)
		obs.RetryHint = b.Hint
		return s.refuseLogged(ctx, j, outcome{status: CodeBudgetExhausted.Status(), obs: obs}), true
	}
	j.reserve = true
	j.sess = sess
	if j.kind != executors.KindTool {
		in.Session.Counters.Runs = int64(sess.Counters.Runs - 1) // later decisions see what the budget saw
	}
	return outcome{}, false
}

var errStop = errors.New("stop")

// settle updates the counters after a job: gives back a run that never executed, counts
// failures, runtime and error types.
func (s *Server) settle(ctx context.Context, j *job, out *outcome) (*Session, error) {
	ran := j.rec.Outcome != "" && j.rec.Outcome != "not_run"
	sess, _, err := s.store.updateSessionFrom(ctx, j.p.Tenant, j.sid, j.sessVer, func(sess *Session) error {
		c := &sess.Counters
		if j.reserve {
			c.InFlight--
			if !ran && j.kind == executors.KindTool {
				c.ToolCalls--
			} else if !ran {
				c.Runs--
			}
		}
		if ran {
			c.RuntimeMS += j.rec.Timings.DispatchUS / 1000
		}
		switch {
		case out.obs.OK:
			c.ConsecutiveFailures = 0
		case out.obs.ErrorType == ErrTypeWorkerUnavailable || out.obs.ErrorType == ErrTypeSandboxError:
			// Not the agent's fault: no failure counted.
		case out.obs.ErrorType == "" || out.obs.ErrorType == ErrTypeBudgetExhausted || j.uncounted:
			// Bad requests and budget stops are not attempts.
		default:
			c.ConsecutiveFailures++
			if c.ErrorTypes == nil {
				c.ErrorTypes = map[string]int{}
			}
			c.ErrorTypes[out.obs.ErrorType]++
		}
		if j.kind == executors.KindTool && j.tool == "inspect_csv" && out.obs.OK && sess.Dataset != nil && j.sess.Dataset != nil && sess.Dataset.ID == j.sess.Dataset.ID {
			applyInspection(sess.Dataset, j.toolResult)
		}
		return nil
	})
	return sess, err
}

// applyInspection keeps inspect_csv's schema in session state: it feeds error observations and
// exposure.
func applyInspection(ds *Dataset, result json.RawMessage) {
	var r struct {
		Columns []string          `json:"columns"`
		Dtypes  map[string]string `json:"dtypes"`
		Rows    int               `json:"rows"`
		Missing map[string]int    `json:"missing"`
	}
	if json.Unmarshal(result, &r) != nil {
		return
	}
	ds.Inspected = true
	ds.Columns, ds.Dtypes, ds.Rows, ds.Missing = r.Columns, r.Dtypes, r.Rows, r.Missing
}

func budgetView(sess *Session, j *job) *BudgetView {
	left := j.budget.RunsLeft
	if j.reserve && j.kind != executors.KindTool && j.rec.Outcome != "not_run" && j.rec.Outcome != "" {
		left-- // the policy computed runs_left before this run was taken
	}
	l := int(max(left, 0))
	return &BudgetView{RunsLeft: &l, ConsecutiveFailures: sess.Counters.ConsecutiveFailures}
}

func errorTypes(m map[string]int) map[string]int64 {
	out := make(map[string]int64, len(m))
	for k, v := range m {
		out[k] = int64(v)
	}
	return out
}
