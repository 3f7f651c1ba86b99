package run

import (
	"cmp"
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

// request is what a caller asks of the pipeline: code to run, or a fixed tool to call with
// arguments already checked, on one of its sessions.
type request struct {
	c       Caller
	sid     string
	kind    executors.Kind
	tool    string // "run_python" for code
	code    string
	args    json.RawMessage
	purpose string
	expect  []string
}

// job is one pass of a request through the pipeline, and what its stages found.
type job struct {
	request
	rec  *RunRecord
	sess *Session
	// sessVer is the version of the session the job last read or wrote: the next update
	// starts from it (one read fewer when nobody else changed the session).
	sessVer sessionVersion
	facts   *analyzer.Facts
	eng     Decider
	start   time.Time
	budget  policies.Budget
	reserve bool // a run was reserved against the budget and must be settled
	// ran says a worker ran the job (whatever its outcome): a reserved run that did not run is
	// given back when the job settles.
	ran bool
	// uncounted marks a refusal that is not an attempt (a tool not exposed yet): it does not
	// count as a failure.
	uncounted bool
	// decisionID is the decision the observation names.
	decisionID string
	// toolResult is a fixed tool's result before redaction, for session state only.
	toolResult json.RawMessage
	// review is the review's decision-log append, which runs while the counters settle; nil
	// when the job was not reviewed (see awaitReview).
	review *pendingReview
	// ceiling ends the job's context when it outlasts what its steps may take (ceilings).
	ceiling *time.Timer
}

// ceilings bound how long a request's steps may wait on the parts they call (the state
// store, the decision log, a worker) on top of each part's own bounds, which are shorter: a
// wait nothing else ends (a reply lost where no timeout was set, as once happened to a read
// from a NATS node killed mid-request) becomes an error answered to the agent, instead of a
// request that never ends. (The session's turn has its own bound: store.turnHold.)
type ceilings struct {
	// beforeRun bounds steps 2–5: the session, the analysis, the decisions and their log.
	beforeRun time.Duration
	// runSlack is added to the job's own time limit to bound steps 6–8 (dispatch, whose
	// patience with busy workers and grace come on top of the limit, redaction, review).
	runSlack time.Duration
	// afterRun bounds each step after them: settling the counters, waiting for the review's
	// log, storing the record.
	afterRun time.Duration
}

// defaultCeilings are far above what the steps take when a NATS node fails over (each
// store or log call retries for at most 12 s, a dispatch for its limit, 30 s of busy
// workers and 35 s of grace), so they end only waits that would not end otherwise.
var defaultCeilings = ceilings{
	beforeRun: 2 * time.Minute,
	runSlack:  dispatch.DefaultBusyPatience + dispatch.DefaultGrace + 2*time.Minute,
	afterRun:  2 * time.Minute,
}

// errCeiling is the cause of a job's context ended by its ceiling.
var errCeiling = errors.New("the request outlasted the ceiling of its step")

// outcome is what a pipeline pass ends with: an observation, and the code of the failure
// that answers it, which decides its status (Code.Status). The zero outcome is a fault of
// sluice's own, never a success.
type outcome struct {
	// code is the failure's code; "" with answered set is the run's observation (200),
	// whether the code succeeded or raised.
	code     Code
	answered bool
	obs      Observation
}

// answered is the outcome of a job the executor ran: its observation, 200 however the code
// ended.
func answered(obs Observation) outcome { return outcome{answered: true, obs: obs} }

// failed is the outcome of a job stopped by code, with obs saying why to the agent.
func failed(code Code, obs Observation) outcome { return outcome{code: code, obs: obs} }

// attempt says a failed outcome of job j counts against its session: an error the code
// raised or a limit it hit (not a sandbox that failed it), or a refusal whose code's table
// entry says so, unless the job is marked uncounted.
func (o outcome) attempt(j *job) bool {
	if o.answered && o.code == "" {
		return o.obs.ErrorType != ErrTypeSandboxError
	}
	return answers[o.code].attempt && !j.uncounted
}

// result is the outcome as the transports answer it: the observation, and an error with
// the failure's code unless the executor ran the job.
func (o outcome) result() (Observation, error) {
	if o.answered && o.code == "" {
		return o.obs, nil
	}
	return o.obs, &Error{Code: cmp.Or(o.code, CodeInternal), Message: o.obs.ErrorMessage}
}

// execute runs a job through steps 2–10 of the pipeline and always returns an observation;
// the error says how it failed.
func (s *Service) execute(ctx context.Context, j *job) (Observation, error) {
	j.start = time.Now()
	j.rec = &RunRecord{
		ID: newID('r'), Tenant: j.c.Tenant, Session: j.sid, Kind: string(j.kind), Code: j.code,
		Args: j.args, Purpose: j.purpose, ExpectedArtifacts: j.expect, Created: j.start.UTC(),
		Decisions: []DecisionRef{},
	}
	if j.kind == executors.KindTool {
		j.rec.Tool = j.tool
	}
	pctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	j.ceiling = time.AfterFunc(s.ceil.beforeRun, func() { cancel(errCeiling) })
	defer j.ceiling.Stop()
	ctx = pctx
	out := s.pipeline(ctx, j)
	out.obs.RunID = j.rec.ID
	out.obs.DecisionID = j.decisionID
	out.obs.DurationMS = time.Since(j.start).Milliseconds()
	if _, err := out.result(); err != nil && out.obs.Error == nil {
		d := AsError(err).Detail()
		out.obs.Error = &d
	}

	// Step 9: settle the counters, whatever happened.
	t := time.Now()
	sctx, scancel := s.afterRun(ctx)
	sess, err := s.settle(sctx, j, &out)
	scancel()
	j.rec.Timings.SettleUS = time.Since(t).Microseconds()
	if err != nil {
		s.log.Error("counters not settled", "run_id", j.rec.ID, "error", err)
	} else if sess != nil {
		out.obs.Budget = budgetView(sess, j)
	}

	// The review is logged before its decision counts: before the record makes the
	// artifacts it returned reachable and before the observation lists them.
	t = time.Now()
	j.ceiling.Reset(s.ceil.afterRun) // the review's append ends with ctx
	s.awaitReview(ctx, j, &out)
	j.rec.Timings.ReviewWaitUS = time.Since(t).Microseconds()
	if errors.Is(context.Cause(ctx), errCeiling) {
		s.log.Error("a step of the request did not end within its ceiling; answered as it stood", "run_id", j.rec.ID, "session", j.sid)
	}

	// Step 10: keep the record.
	obs, err := out.result()
	j.rec.Status, j.rec.Observation = StatusOf(err), obs
	j.rec.Timings.TotalUS = time.Since(j.start).Microseconds()
	rctx, rcancel := s.afterRun(ctx)
	if err := s.store.putRun(rctx, j.rec); err != nil {
		s.log.Error("run record not stored", "run_id", j.rec.ID, "error", err)
	}
	rcancel()
	s.runs.WithLabelValues(string(j.kind), outcomeLabel(out)).Inc()
	return obs, err
}

// afterRun is the context of a step after the run: it goes on when the request's context
// ends (the counters must settle and the record be kept whatever the client does), within
// its own ceiling.
func (s *Service) afterRun(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.WithoutCancel(ctx), s.ceil.afterRun)
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

// noDataset is the answer to a job on a session without a dataset.
func noDataset(j *job) outcome {
	return apiFail(Errorf(CodeNoDataset, "upload a dataset first: PUT /v1/sessions/%s/dataset with the CSV as body", j.sid))
}

// fail is the outcome of a job stopped with code, msg saying why; its observation carries
// the code's error_type.
func fail(code Code, msg string) outcome {
	return failed(code, Observation{ErrorType: answers[code].errType, ErrorMessage: truncateRunes(msg, maxErrorMessage)})
}

// apiFail is fail for an *Error (its cause stays in the log).
func apiFail(e *Error) outcome { return fail(e.Code, e.Message) }

// unavailable is the outcome of a job stopped because a store did not answer (Unavailable);
// the caller has logged the cause.
func unavailable(what string) outcome {
	o := fail(CodeUnavailable, what)
	o.obs.RetryHint = retryUnavailable
	return o
}

// retryUnavailable is the retry hint of an unavailable answer.
const retryUnavailable = "Nothing was run; send the same request again in a few seconds."

func (s *Service) pipeline(ctx context.Context, j *job) outcome {
	// Step 2: session state.
	sess, ver, err := s.store.recentSession(ctx, j.c.Tenant, j.sid)
	if err == nil && sess.Dataset == nil && ver.recent {
		// A refusal is never decided on a version that may be stale.
		sess, ver, err = s.store.loadSession(ctx, j.c.Tenant, j.sid)
	}
	if errors.Is(err, errNotFound) {
		return apiFail(Errorf(CodeNotFound, "no session %q", j.sid))
	}
	if err != nil {
		s.log.Error("session load", "error", err)
		return unavailable("session state unavailable")
	}
	j.sess, j.sessVer = sess, ver
	if sess.Dataset == nil {
		return noDataset(j)
	}

	// Step 3: analysis (code only). A syntax error is answered once the budget and exposure
	// allow a run at all (so that an agent told to stop is not told to fix its syntax): it
	// costs no run and starts no sandbox.
	var syntaxErr *outcome
	if j.kind == executors.KindCode {
		t := time.Now()
		j.facts = analyzer.Analyze(j.code)
		j.rec.Timings.AnalyzeUS = time.Since(t).Microseconds()
		if se := j.facts.SyntaxError; se != nil && !j.facts.Parsed {
			o := fail(CodeSyntaxError, se.Message)
			o.obs.Line, o.obs.Column = se.Line, se.Col
			o.obs.FailedCodeExcerpt = codeExcerpt(j.code, se.Line, maxCodeExcerpt)
			o.obs.RetryHint = "Fix the syntax error at the line shown; the code was not run."
			syntaxErr = &o
		}
	}

	// Steps 4–5: decisions, in one evaluation inside the compare-and-set that reserves the run,
	// and their log, written while the reservation is. The engine is taken once, so every
	// decision of this run comes from the same policy revision.
	j.eng = s.policies()
	t := time.Now()
	rd, o, stop := s.decide(ctx, j, syntaxErr)
	if stop {
		return o
	}
	j.rec.Timings.DecideUS = time.Since(t).Microseconds()
	sess = j.sess // the version the reservation proved current
	route := rd.Routing
	j.ceiling.Reset(toLimits(rd.Limits).WithDefaults().Timeout() + s.ceil.runSlack)
	j.rec.Executor, j.rec.Image = route.Executor, route.Image

	// Step 6–7: dispatch to a worker.
	t = time.Now()
	res, err := s.dispatch.Dispatch(ctx, route.Executor, executors.Job{
		RunID: j.rec.ID, Kind: j.kind, Code: j.code, Tool: j.tool, Args: j.args,
		Image: route.Image, Limits: toLimits(rd.Limits), DatasetKey: sess.Dataset.Key,
		DatasetSHA256: sess.Dataset.SHA256, Facts: sess.Dataset.facts(),
	})
	j.rec.Timings.DispatchUS = time.Since(t).Microseconds()
	if err != nil {
		return s.dispatchFailure(j, err)
	}
	j.ran, j.rec.Outcome = true, string(res.Outcome)
	j.rec.Timings.SandboxStartMS, j.rec.Timings.SandboxWallMS, j.rec.Timings.Warm = res.Usage.StartMS, res.Usage.WallMS, res.Usage.Warm
	j.rec.Timings.SandboxCPUMS = res.Usage.CPUMS

	// Step 8: redaction, as the policy decided (and the log recorded) before dispatch.
	t = time.Now()
	st, err := s.newStage(ctx, j.c.Tenant, sess.Dataset, rd.Redaction)
	if err != nil {
		// A redaction the gateway cannot apply lets nothing out: fail closed.
		s.log.Error("redaction stage not built; nothing of the run is returned", "run_id", j.rec.ID, "error", err)
		s.discardStaged(ctx, res)
		if errors.Is(err, errDatasetUnread) {
			o := fail(CodeUnavailable, "the dataset store did not answer, so the output could not be redacted and none of it is returned")
			o.obs.RetryHint = "The run ran but its output was withheld; send the same request again in a few seconds."
			return o
		}
		return apiFail(Errorf(CodePolicyError, "the output could not be redacted as the policy requires, so none of it is returned"))
	}
	o = s.observe(ctx, j, res, st)
	j.rec.Timings.RedactUS = time.Since(t).Microseconds()
	return o
}

// verdict is what a job's decisions say, before any of them is logged or acted on.
type verdict struct {
	// pending are the decisions reached, in the pipeline's order: they are logged as one
	// batch before anything acts on them.
	pending []policies.Decision
	// refusal is the answer when a decision refuses the job or failed to evaluate; nil lets
	// it run.
	refusal *outcome
	// reserve says the budget allows the job, so a run is reserved against it.
	reserve bool
	// uncounted marks a refusal that is not an attempt (job.uncounted).
	uncounted bool
	// failedPath and evalErr name the point that failed to evaluate, for the gateway's log.
	failedPath string
	evalErr    error
}

// judge takes the decisions of rd in the pipeline's order (the budget, exposure, the syntax
// error, admission, limits, routing, redaction), adding each to the verdict's
// pending, and stops at the first that refuses or failed to evaluate. It has no side effects:
// it runs once per compare-and-set attempt.
func judge(j *job, rd policies.RunDecisions, syntaxErr *outcome) verdict {
	var v verdict
	refuse := func(o outcome) verdict {
		v.refusal = &o
		return v
	}
	reach := func(path string) bool {
		i := slices.IndexFunc(rd.Decisions, func(d policies.Decision) bool { return d.Path == path })
		if i < 0 || rd.Decisions[i].Error != nil {
			err := errors.New("no decision")
			if i >= 0 {
				err = fmt.Errorf("%s: %s", rd.Decisions[i].Error.Code, rd.Decisions[i].Error.Message)
			}
			v.failedPath, v.evalErr = path, err
			refuse(policyRefusal())
			return false
		}
		v.pending = append(v.pending, rd.Decisions[i])
		return true
	}

	if !reach(policies.PathBudget) {
		return v
	}
	if b := rd.Budget; !b.Allow {
		msg := "budget exhausted"
		if b.StopReason != "" {
			msg += ": " + b.StopReason
		}
		o := fail(CodeBudgetExhausted, msg)
		o.obs.RetryHint = b.Hint
		return refuse(o)
	}
	v.reserve = true
	if !reach(policies.PathExposure) {
		return v
	}
	if exp := rd.Exposure; !slices.Contains(exp.Tools, j.tool) {
		msg := fmt.Sprintf("%s is not available now", j.tool)
		if exp.Message != "" {
			msg += ": " + exp.Message
		}
		o := fail(CodePolicyViolation, msg)
		o.obs.RetryHint = exp.Message
		v.uncounted = true
		return refuse(o)
	}
	if syntaxErr != nil {
		return refuse(*syntaxErr) // the reserved run is given back when the job settles
	}
	// Admission judges code by its analysis, and a fixed tool by its arguments and the columns
	// they touch.
	if !reach(policies.PathAdmission) {
		return v
	}
	if !rd.Admission.Allow {
		// A tool refused for its arguments is answered as the tools' own refusals are (sql's
		// read-only check): a policy violation that is no failed attempt, and never a run.
		v.uncounted = j.kind == executors.KindTool
		return refuse(refusal(j, rd.Admission))
	}
	if !reach(policies.PathLimits) || !reach(policies.PathRouting) {
		return v
	}
	if route := rd.Routing; route.Image == "" || route.Executor == "" {
		msg := "no image can run this code"
		if len(route.Missing) > 0 {
			msg = "no image has " + strings.Join(route.Missing, ", ")
		}
		o := fail(CodePolicyViolation, msg)
		o.obs.RetryHint = route.Hint
		return refuse(o)
	}
	reach(policies.PathRedaction)
	return v
}

// policyRefusal is the refusal of a request the policy could not decide on (fail closed).
func policyRefusal() outcome {
	return fail(CodePolicyError, "the policy could not decide on this request, so it was refused")
}

// decide makes the job's decisions and logs them (steps 4 and 5). Every point is evaluated at
// once (Engine.Decide) on the session of a compare-and-set attempt that, when the budget
// allows, reserves the run, so that N concurrent requests against a budget of M runs dispatch
// exactly min(N, M). The decisions of the attempt that wins are logged as one batch (encoded
// while the reservation is written, appended once it is) before anything acts on them: no
// dispatch, no answer. stop is true when o is the answer.
func (s *Service) decide(ctx context.Context, j *job, syntaxErr *outcome) (rd policies.RunDecisions, o outcome, stop bool) {
	var (
		v    verdict
		prep *logBatch
	)
	sess, ver, uerr := s.store.updateSessionFrom(ctx, j.c.Tenant, j.sid, j.sessVer, func(sess *Session) error {
		if sess.Dataset == nil {
			return errNoDataset // the session changed since it was loaded
		}
		j.sess = sess
		t := time.Now()
		rd, _ = j.eng.Decide(ctx, s.input(j)) // a failed point carries its error in its Decision
		j.rec.Timings.EvaluateUS = time.Since(t).Microseconds()
		v = judge(j, rd, syntaxErr)
		if !v.reserve {
			return errStop // the budget stopped the job or failed to evaluate: nothing to reserve
		}
		prep = s.prepareLog(j, v.pending) // dropped if the compare-and-set fails
		// Fixed tools are pre-reviewed templates: they are counted, but not against the
		// budget of code runs.
		if j.kind == executors.KindTool {
			sess.Counters.ToolCalls++
		} else {
			sess.Counters.Runs++
		}
		now := time.Now()
		deadline := now.Add(toLimits(rd.Limits).WithDefaults().Timeout() + dispatch.DefaultGrace)
		sess.Counters.reserve(j.rec.ID, now, deadline.Add(reservationMargin))
		return nil
	})
	j.budget, j.uncounted = rd.Budget, v.uncounted
	if v.evalErr != nil {
		s.log.Error("policy evaluation failed; refusing", "run_id", j.rec.ID, "path", v.failedPath, "error", v.evalErr)
	}
	switch {
	case errors.Is(uerr, errStop):
		// Nothing was reserved; the refusal is answered once its decisions are logged.
		if len(v.pending) > 0 {
			t := time.Now()
			ids, err := s.logDecisions(ctx, j, v.pending...)
			j.rec.Timings.LogUS = time.Since(t).Microseconds()
			if o, stop := s.logged(j, v.pending, ids, err); stop {
				return rd, o, true
			}
		}
		return rd, *v.refusal, true
	case errors.Is(uerr, errNoDataset):
		return rd, noDataset(j), true
	case uerr != nil:
		s.log.Error("budget reservation", "error", uerr)
		return rd, unavailable("session state unavailable"), true
	}
	j.reserve, j.sess, j.sessVer = true, sess, ver
	t := time.Now()
	ids, err := prep.append(ctx, s.dlog)
	j.rec.Timings.LogUS = time.Since(t).Microseconds()
	if o, stop := s.logged(j, prep.ds, ids, err); stop {
		return rd, o, true
	}
	if v.refusal != nil {
		return rd, *v.refusal, true
	}
	return rd, outcome{}, false
}

// logBatch is a batch of decisions being encoded for the decision log (prepareLog).
type logBatch struct {
	ds   []policies.Decision
	evs  []*policies.EventV1
	prep *policies.PreparedBatch
	err  error
	done chan struct{}
}

// prepareLog starts encoding the log entries of the decisions ds of job j, off the caller's
// goroutine; append logs them.
func (s *Service) prepareLog(j *job, ds []policies.Decision) *logBatch {
	b := &logBatch{ds: ds, evs: s.events(j, ds), done: make(chan struct{})}
	go func() {
		defer close(b.done)
		b.prep, b.err = policies.PrepareBatch(b.evs)
	}()
	return b
}

// append appends the batch to l once it is encoded and returns the decisions' ids once every
// sink stored them.
func (b *logBatch) append(ctx context.Context, l DecisionLog) ([]string, error) {
	<-b.done
	if b.err != nil {
		return nil, b.err
	}
	if err := l.AppendPrepared(ctx, b.prep); err != nil {
		return nil, err
	}
	return eventIDs(b.evs), nil
}

// logged records in the run record the decisions ds the log stored as ids. stop is true when
// err says the log failed: nothing may act on the decisions then, and o says so.
func (s *Service) logged(j *job, ds []policies.Decision, ids []string, err error) (o outcome, stop bool) {
	if err != nil {
		s.log.Error("decision log append failed; refusing", "run_id", j.rec.ID, "error", err)
		return unavailable("the decision log is unavailable, so nothing was run"), true
	}
	for i, d := range ds {
		// The observation names the admission decision (the first one when admission was
		// not reached).
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
	obs := Observation{ErrorType: ErrTypePolicyViolation}
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
	return failed(CodePolicyViolation, obs)
}

func (s *Service) dispatchFailure(j *job, err error) outcome {
	j.rec.Outcome = outcomeNotRun
	var we *executors.WireError
	msg := "the run could not be dispatched"
	switch {
	case errors.Is(err, dispatch.ErrNoWorker):
		msg = "no worker can run this right now; retry in a moment"
	case errors.Is(err, dispatch.ErrNoReply):
		msg = "the worker running this stopped answering; the run was abandoned"
	case errors.As(err, &we) && we.Code == executors.CodeWorkerBusy:
		msg = "all sandboxes are busy; retry in a moment"
	case errors.As(err, &we):
		s.log.Error("worker error", "run_id", j.rec.ID, "code", we.Code, "error", we.Message)
		o := fail(CodeWorkerUnavailable, "the sandbox could not run this job")
		o.obs.ErrorType = ErrTypeSandboxError
		return o
	}
	s.log.Warn("not dispatched", "run_id", j.rec.ID, "error", err)
	o := fail(CodeWorkerUnavailable, msg)
	// Nothing of it counted against the budget (settle gives the run back): say so.
	o.obs.RetryHint = "The run did not count against the budget; send the same code again in a moment."
	return o
}

// outcomeNotRun is the run record's outcome of a job no worker ran.
const outcomeNotRun = "not_run"

// input builds the policy input document for a job.
func (s *Service) input(j *job) *policies.Input {
	in := &policies.Input{
		Tenant: policies.Tenant{ID: j.c.Tenant, Flags: j.c.Flags},
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
	if ds := j.sess.Dataset; ds != nil {
		in.Session.Dataset = policies.Dataset{
			Present: true, Inspected: ds.Inspected, Columns: ds.Columns, Dtypes: ds.Dtypes,
			Rows: int64(ds.Rows), Bytes: ds.Bytes,
		}
	}
	if j.kind == executors.KindTool {
		in.Request.Kind = "tool"
		in.Request.Args = j.args
		in.Request.Columns = s.toolColumns(j)
	}
	if j.facts != nil {
		in.Analysis = j.facts
	}
	return in
}

var (
	errStop      = errors.New("stop")
	errNoDataset = errors.New("no dataset")
)

// settle updates the counters after a job: gives back a run that never executed, counts
// failures, runtime and error types.
func (s *Service) settle(ctx context.Context, j *job, out *outcome) (*Session, error) {
	ran := j.ran
	sess, _, err := s.store.updateSessionFrom(ctx, j.c.Tenant, j.sid, j.sessVer, func(sess *Session) error {
		c := &sess.Counters
		// A reservation that lapsed (this gateway took longer than the run's deadline and a
		// margin) was counted as abandoned, the run as run: it is left so.
		if j.reserve && c.release(j.rec.ID, time.Now()) {
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
		case out.attempt(j):
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
	if j.reserve && j.kind != executors.KindTool && j.ran {
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
