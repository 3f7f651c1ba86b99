package run

// The run service on its seams: the in-memory state backend, the real policy engine (or a
// scripted one), a real decision log writing to memory, and a scripted worker. No NATS, no
// sandbox, no transport; package gateway's tests run the same service behind HTTP and MCP,
// and its end-to-end tests against the real parts.

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/dispatch"
	"github.com/sluice-gw/sluice/gateway/internal/state"
	"github.com/sluice-gw/sluice/gateway/run/runtest"
	"github.com/sluice-gw/sluice/policies"
)

var acme = Caller{Tenant: "acme"}

// fast is one run service on its seams.
type fast struct {
	t      *testing.T
	s      *Service
	sink   *runtest.Sink
	worker *runtest.Worker
	// decider is what the service asks; nil: the built-in engine.
	decider atomic.Pointer[Decider]
}

// newFast builds a service on backend b (a fresh memory backend when b is nil).
func newFast(t *testing.T, b *state.Backend) *fast {
	t.Helper()
	if b == nil {
		m := state.Memory()
		b = &m
	}
	eng := runtest.Engine(t)
	f := &fast{t: t, sink: &runtest.Sink{}, worker: &runtest.Worker{}}
	var err error
	f.s, err = New(Options{
		State: *b,
		Decider: func() Decider {
			if d := f.decider.Load(); d != nil {
				return *d
			}
			return eng
		},
		DecisionLog: policies.NewDecisionLog("", f.sink), Dispatcher: f.worker,
		Executors: []string{"subprocess"}, Images: runtest.Images(t), MaxCodeChars: 8000, MaxDatasetBytes: 1 << 20,
	})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// script makes the service decide with the engine, then edit its decisions.
func (f *fast) script(edit func(*policies.Input, *policies.RunDecisions)) {
	var d Decider = runtest.Scripted{Engine: runtest.Engine(f.t), Edit: edit}
	f.decider.Store(&d)
}

// session creates a session; with data it uploads ../testdata/sales.csv and inspects it, so
// that run_python is exposed.
func (f *fast) session(data bool) string {
	f.t.Helper()
	ctx := context.Background()
	sess, err := f.s.CreateSession(ctx, acme)
	if err != nil {
		f.t.Fatal(err)
	}
	if !data {
		return sess.ID
	}
	csv, err := os.ReadFile("../testdata/sales.csv")
	if err != nil {
		f.t.Fatal(err)
	}
	if _, err := f.s.PutDataset(ctx, acme, sess.ID, csv); err != nil {
		f.t.Fatalf("upload: %v", err)
	}
	if obs, err := f.s.Call(ctx, acme, sess.ID, "inspect_csv", nil); err != nil || !obs.OK {
		f.t.Fatalf("inspect_csv: %v %+v", err, obs)
	}
	return sess.ID
}

func (f *fast) run(sid, code string) (Observation, error) {
	return f.s.Run(context.Background(), acme, sid, RunArgs{Code: code})
}

func (f *fast) counters(sid string) Counters {
	f.t.Helper()
	sess, err := f.s.Session(context.Background(), acme, sid)
	if err != nil {
		f.t.Fatal(err)
	}
	return sess.Counters
}

// codeOf is the code of err, "" for nil.
func codeOf(err error) Code {
	if err == nil {
		return ""
	}
	return AsError(err).Code
}

func TestRunIsDecidedLoggedDispatchedAndSettled(t *testing.T) {
	f := newFast(t, nil)
	sid := f.session(true)
	before := len(f.sink.Events())
	obs, err := f.run(sid, "print(len(df))")
	if err != nil || !obs.OK || obs.StdoutExcerpt != "60\n" {
		t.Fatalf("run: %v %+v", err, obs)
	}
	if n := f.worker.Jobs.Load(); n != 2 { // inspect_csv and the run
		t.Fatalf("worker got %d jobs, want 2", n)
	}
	evs := f.sink.Events()
	if err := policies.Verify(evs); err != nil {
		t.Fatalf("decision chain: %v", err)
	}
	var paths []string
	for _, ev := range evs[before:] {
		if ev.RunID != obs.RunID {
			t.Fatalf("decision %s of run %q logged during run %s", ev.Path, ev.RunID, obs.RunID)
		}
		paths = append(paths, ev.Path)
	}
	want := []string{policies.PathBudget, policies.PathExposure, policies.PathAdmission, policies.PathLimits, policies.PathRouting, policies.PathRedaction, policies.PathReview}
	if fmt.Sprint(paths) != fmt.Sprint(want) {
		t.Fatalf("logged %v, want %v", paths, want)
	}
	if c := f.counters(sid); c.Runs != 1 || c.InFlight != 0 || c.ToolCalls != 1 || c.ConsecutiveFailures != 0 {
		t.Fatalf("counters after one run: %+v", c)
	}
	rec, err := f.s.Record(context.Background(), acme, obs.RunID)
	if err != nil || rec.Status != 200 || len(rec.Decisions) != len(want) || rec.Observation.RunID != obs.RunID {
		t.Fatalf("run record: %v %+v", err, rec)
	}
	if _, err := f.s.Record(context.Background(), Caller{Tenant: "other"}, obs.RunID); codeOf(err) != CodeNotFound {
		t.Fatalf("another tenant read the record: %v", err)
	}
}

func TestBudgetDispatchesExactlyWhatItAllows(t *testing.T) {
	f := newFast(t, nil)
	f.worker.Delay = 20 * time.Millisecond // so that the runs overlap
	sid := f.session(true)
	const tries = 26 // the built-in budget is 20 runs
	var wg sync.WaitGroup
	codes := make(chan Code, tries)
	for range tries {
		wg.Go(func() {
			_, err := f.run(sid, "print(len(df))")
			codes <- codeOf(err)
		})
	}
	wg.Wait()
	close(codes)
	by := map[Code]int{}
	for c := range codes {
		by[c]++
	}
	if by[""] != 20 || by[CodeBudgetExhausted] != tries-20 {
		t.Fatalf("answers %v: want 20 runs and %d budget stops", by, tries-20)
	}
	if n := f.worker.Jobs.Load(); n != 1+20 {
		t.Fatalf("worker got %d jobs, want %d", n, 1+20)
	}
	if c := f.counters(sid); c.Runs != 20 || c.InFlight != 0 {
		t.Fatalf("counters: %+v", c)
	}
	if err := policies.Verify(f.sink.Events()); err != nil {
		t.Fatal(err)
	}
}

func TestDispatchFailureGivesTheRunBack(t *testing.T) {
	for _, c := range []struct {
		err     error
		errType string
	}{
		{dispatch.ErrNoWorker, ErrTypeWorkerUnavailable},
		{&executors.WireError{Code: executors.CodeWorkerBusy, Message: "busy"}, ErrTypeWorkerUnavailable},
		{&executors.WireError{Code: executors.CodeSandboxError, Message: "bwrap: /tmp/x failed"}, ErrTypeSandboxError},
	} {
		f := newFast(t, nil)
		sid := f.session(true)
		f.worker.Answer = func(executors.Job) (executors.Result, error) { return executors.Result{}, c.err }
		obs, err := f.run(sid, "print(1)")
		if codeOf(err) != CodeWorkerUnavailable || obs.ErrorType != c.errType || StatusOf(err) != 503 {
			t.Fatalf("%v: %v %+v", c.err, err, obs)
		}
		if c := f.counters(sid); c.Runs != 0 || c.InFlight != 0 || c.ConsecutiveFailures != 0 {
			t.Fatalf("counters after a run no worker took: %+v (the run is given back, no failure counted)", c)
		}
		rec, _ := f.s.Record(context.Background(), acme, obs.RunID)
		if rec == nil || rec.Outcome != outcomeNotRun {
			t.Fatalf("record of a run that did not run: %+v", rec)
		}
	}
}

func TestNothingRunsWhenTheLogFails(t *testing.T) {
	f := newFast(t, nil)
	sid := f.session(true)
	jobs := f.worker.Jobs.Load()
	f.sink.Fail.Store(true)
	if obs, err := f.run(sid, "print(1)"); codeOf(err) != CodeUnavailable || StatusOf(err) != 503 || obs.RetryHint == "" {
		t.Fatalf("run with the log down: %v %+v", err, obs)
	}
	if f.worker.Jobs.Load() != jobs {
		t.Fatal("a run was dispatched although its decisions were not logged")
	}
	if c := f.counters(sid); c.Runs != 0 || c.InFlight != 0 {
		t.Fatalf("counters: %+v (the reserved run is given back)", c)
	}
	if _, err := f.s.Exposure(context.Background(), acme, sid); codeOf(err) != CodeUnavailable {
		t.Fatalf("exposure with the log down: %v", err)
	}
}

func TestRaisedRunCountsAFailureAndOKResetsIt(t *testing.T) {
	f := newFast(t, nil)
	sid := f.session(true)
	f.worker.Answer = func(j executors.Job) (executors.Result, error) {
		return executors.Result{RunID: j.RunID, Outcome: executors.OutcomeRaised, Report: &executors.Report{
			Error: &executors.PyError{Type: "KeyError", Message: "'revenu'", Line: 1},
		}}, nil
	}
	obs, err := f.run(sid, "df['revenu'].sum()")
	if err != nil || obs.OK || obs.ErrorType != "KeyError" || obs.FailedCodeExcerpt == "" || len(obs.AvailableColumns) != 5 {
		t.Fatalf("raised run: %v %+v", err, obs)
	}
	if c := f.counters(sid); c.Runs != 1 || c.ConsecutiveFailures != 1 || c.ErrorTypes["KeyError"] != 1 {
		t.Fatalf("counters: %+v", c)
	}
	f.worker.Answer = nil
	if obs, err := f.run(sid, "print(1)"); err != nil || !obs.OK {
		t.Fatalf("second run: %v %+v", err, obs)
	}
	if c := f.counters(sid); c.Runs != 2 || c.ConsecutiveFailures != 0 {
		t.Fatalf("counters after an OK run: %+v", c)
	}
}

func TestSandboxStopsAreExplained(t *testing.T) {
	for outcome, want := range map[executors.Outcome]string{
		executors.OutcomeTimeout: ErrTypeTimeout, executors.OutcomeOOM: ErrTypeMemoryLimit,
		executors.OutcomeOutputLimit: ErrTypeOutputLimit, executors.OutcomeKilled: ErrTypeSandboxError,
	} {
		f := newFast(t, nil)
		sid := f.session(true)
		f.worker.Answer = func(j executors.Job) (executors.Result, error) {
			return executors.Result{RunID: j.RunID, Outcome: outcome}, nil
		}
		obs, err := f.run(sid, "print(1)")
		if err != nil || obs.OK || obs.ErrorType != want || obs.ErrorMessage == "" {
			t.Fatalf("%s: %v %+v", outcome, err, obs)
		}
		// A limit the code hit is the agent's failed attempt; a sandbox that failed it is not.
		if c := f.counters(sid); (c.ConsecutiveFailures == 1) != (want != ErrTypeSandboxError) {
			t.Fatalf("%s: counters %+v", outcome, c)
		}
	}
}

func TestRefusalsRunNothing(t *testing.T) {
	f := newFast(t, nil)
	sid := f.session(true)
	bare := f.session(false)
	jobs := f.worker.Jobs.Load()
	for _, c := range []struct {
		name, sid, code string
		want            Code
	}{
		{"syntax", sid, "def (:\n", CodeSyntaxError},
		{"admission", sid, "import socket\nsocket.socket()", CodePolicyViolation},
		{"no dataset", bare, "print(1)", CodeNoDataset},
		{"unknown session", "s-nope", "print(1)", CodeNotFound},
		{"empty code", sid, "", CodeBadRequest},
	} {
		obs, err := f.run(c.sid, c.code)
		if codeOf(err) != c.want || obs.ErrorMessage == "" {
			t.Errorf("%s: %v %+v, want %s", c.name, err, obs, c.want)
		}
	}
	if f.worker.Jobs.Load() != jobs {
		t.Fatal("a refused run reached the worker")
	}
	if c := f.counters(sid); c.Runs != 0 || c.InFlight != 0 {
		t.Fatalf("refusals took runs: %+v", c)
	}
}

func TestToolCallsAreCheckedBeforeTheyRun(t *testing.T) {
	f := newFast(t, nil)
	sid := f.session(true)
	ctx := context.Background()
	jobs := f.worker.Jobs.Load()
	for _, c := range []struct {
		name string
		args string
		want Code
	}{
		{"shell", `{}`, CodeUnknownTool},
		{"aggregate", `{"metrics":[{"column":"revenu","op":"sum"}]}`, CodeBadRequest},
		{"sql", `{"query":"DELETE FROM df"}`, CodePolicyViolation},
		{"run_python", `{"code":"print(1)","purpose":"x","shell":true}`, CodeBadRequest},
	} {
		_, err := f.s.Call(ctx, acme, sid, c.name, json.RawMessage(c.args))
		if codeOf(err) != c.want {
			t.Errorf("%s %s: %v, want %s", c.name, c.args, err, c.want)
		}
	}
	if f.worker.Jobs.Load() != jobs {
		t.Fatal("a refused call reached the worker")
	}
	// Only an unknown tool is a protocol error over MCP; the rest are tool results.
	if CodeUnknownTool.MCPError() == 0 || CodeBadRequest.MCPError() != 0 || CodePolicyViolation.MCPError() != 0 {
		t.Fatal("MCP answers of the codes")
	}
	obs, err := f.s.Call(ctx, acme, sid, "aggregate", json.RawMessage(`{"metrics":[{"column":"revenue","op":"sum"}]}`))
	if err != nil || !obs.OK {
		t.Fatalf("a good call: %v %+v", err, obs)
	}
}

func TestPolicyThatCannotDecideFailsClosed(t *testing.T) {
	f := newFast(t, nil)
	sid := f.session(true)
	jobs := f.worker.Jobs.Load()
	f.script(func(_ *policies.Input, rd *policies.RunDecisions) {
		for i := range rd.Decisions {
			if rd.Decisions[i].Path == policies.PathAdmission {
				rd.Decisions[i].Error = &policies.ErrorV1{Code: "eval_error", Message: "scripted failure"}
			}
		}
	})
	if _, err := f.run(sid, "print(1)"); codeOf(err) != CodePolicyError || StatusOf(err) != 403 {
		t.Fatalf("run on a failing policy: %v", err)
	}
	if f.worker.Jobs.Load() != jobs {
		t.Fatal("dispatched although admission could not be decided")
	}
	// A policy that cannot decide is not the agent's failed attempt.
	if c := f.counters(sid); c.Runs != 0 || c.InFlight != 0 || c.ConsecutiveFailures != 0 {
		t.Fatalf("counters: %+v", c)
	}
}

// Two gateways share one backend: each remembers the version of the session it last wrote,
// and a decision made on a version the other has since changed must be made again.
func TestStaleVersionIsDecidedAgain(t *testing.T) {
	b := state.Memory()
	f1, f2 := newFast(t, &b), newFast(t, &b)
	const budget = 3
	var (
		mu   sync.Mutex
		seen []int
	)
	for _, f := range []*fast{f1, f2} {
		f.script(func(in *policies.Input, rd *policies.RunDecisions) {
			mu.Lock()
			seen = append(seen, int(in.Session.Counters.Runs))
			mu.Unlock()
			rd.Budget.Allow = in.Session.Counters.Runs < budget
		})
	}
	sid := f1.session(true)
	if _, err := f1.run(sid, "print(1)"); err != nil {
		t.Fatalf("f1: %v", err)
	}
	for range 2 {
		if _, err := f2.run(sid, "print(1)"); err != nil {
			t.Fatalf("f2: %v", err)
		}
	}
	// f1 remembers runs=1 (its own write and settle); the session is at 3.
	if _, err := f1.run(sid, "print(1)"); codeOf(err) != CodeBudgetExhausted {
		t.Fatalf("f1 on a stale version: %v, want budget_exhausted (budget of %d spent by f2)", err, budget)
	}
	if c := f1.counters(sid); c.Runs != budget || c.InFlight != 0 {
		t.Fatalf("counters: %+v", c)
	}
	if last := seen[len(seen)-1]; last != budget {
		t.Fatalf("the last decision saw runs=%d, want %d (decided again on the newest version); all: %v", last, budget, seen)
	}
}

func TestDatasetsAndSessionsBelongToTheirTenant(t *testing.T) {
	f := newFast(t, nil)
	ctx := context.Background()
	sid := f.session(false)
	other := Caller{Tenant: "other"}
	if _, err := f.s.Session(ctx, other, sid); codeOf(err) != CodeNotFound {
		t.Fatalf("another tenant's session: %v", err)
	}
	if _, err := f.s.PutDataset(ctx, other, sid, []byte("a\n1\n")); codeOf(err) != CodeNotFound {
		t.Fatalf("an upload to another tenant's session: %v", err)
	}
	if _, err := f.s.PutDataset(ctx, acme, sid, []byte("a\x00b\n")); codeOf(err) != CodeBadDataset {
		t.Fatalf("a binary upload: %v", err)
	}
	if _, err := f.s.PutDataset(ctx, acme, sid, make([]byte, 2<<20)); codeOf(err) != CodeTooLarge {
		t.Fatalf("an upload over the limit: %v", err)
	}
	if _, err := f.s.Exposure(ctx, other, sid); codeOf(err) != CodeNotFound {
		t.Fatalf("exposure of another tenant's session: %v", err)
	}
}

func TestNewNamesWhatIsMissing(t *testing.T) {
	_, err := New(Options{})
	for _, want := range []string{"State", "Decider", "DecisionLog", "Dispatcher", "MaxCodeChars"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("New without %s: %v", want, err)
		}
	}
}

// peopleSchema is what the scripted inspect_csv finds in peopleCSV.
const peopleSchema = `{"columns":["region","customer_email","revenue"],` +
	`"dtypes":{"region":"object","customer_email":"object","revenue":"float64"},"rows":2,"missing":{}}`

const peopleCSV = "region,customer_email,revenue\nnorth,a@example.com,10\nsouth,b@example.com,20\n"

// Issue 13: a fixed tool's arguments reach admission. A call whose arguments touch a
// sensitive column is refused with the rule and its hint, logged, and neither run nor counted;
// the same tool over ordinary columns is admitted and runs. Both decisions are logged with the
// arguments and the columns they touch.
func TestToolArgumentsAreJudgedByAdmission(t *testing.T) {
	f := newFast(t, nil)
	f.worker.Schema = peopleSchema
	ctx := context.Background()
	sess, err := f.s.CreateSession(ctx, acme)
	if err != nil {
		t.Fatal(err)
	}
	sid := sess.ID
	if _, err := f.s.PutDataset(ctx, acme, sid, []byte(peopleCSV)); err != nil {
		t.Fatal(err)
	}
	if obs, err := f.s.Call(ctx, acme, sid, "inspect_csv", nil); err != nil || !obs.OK {
		t.Fatalf("inspect_csv: %v %+v", err, obs)
	}
	jobs := f.worker.Jobs.Load()

	// admission returns the admission decision of the run rid as logged: its result's allow,
	// and the request of its input.
	admission := func(rid string) (allow bool, req policies.Request) {
		t.Helper()
		for _, ev := range f.sink.Events() {
			if ev.RunID != rid || ev.Path != policies.PathAdmission {
				continue
			}
			raw, _ := json.Marshal(ev.Input)
			var in policies.Input
			if err := json.Unmarshal(raw, &in); err != nil {
				t.Fatal(err)
			}
			res, _ := ev.Result.(map[string]any)
			return res["allow"] == true, in.Request
		}
		t.Fatalf("run %s: no admission decision logged", rid)
		return false, policies.Request{}
	}

	for _, c := range []struct{ tool, args string }{
		{"aggregate", `{"group_by":["customer_email"],"metrics":[{"column":"revenue","op":"sum"}]}`},
		{"aggregate", `{"metrics":[{"column":"*","op":"count"}],"filters":[{"column":"customer_email","op":"notnull"}]}`},
		{"plot", `{"kind":"bar","x":"region","group":"customer_email"}`},
		{"sql", `{"query":"SELECT * FROM df"}`},
		{"sql", `{"query":"SELECT CUSTOMER_EMAIL AS e FROM df"}`},
	} {
		obs, err := f.s.Call(ctx, acme, sid, c.tool, json.RawMessage(c.args))
		if codeOf(err) != CodePolicyViolation || StatusOf(err) != 403 || obs.ErrorType != ErrTypePolicyViolation {
			t.Fatalf("%s %s: %v %+v, want a policy violation", c.tool, c.args, err, obs)
		}
		if len(obs.Violations) != 1 || obs.Violations[0].Rule != "no_sensitive_columns_in_tools" || obs.Violations[0].Code != "sensitive_column" ||
			!strings.Contains(obs.ErrorMessage, `"customer_email"`) || !strings.Contains(obs.RetryHint, "sensitive columns") || obs.DecisionID == "" {
			t.Errorf("%s %s: observation %+v", c.tool, c.args, obs)
		}
		allow, req := admission(obs.RunID)
		if allow || req.Kind != policies.KindTool || req.Tool != c.tool || !slices.Contains(req.Columns, "customer_email") || len(req.Args) == 0 {
			t.Errorf("%s %s: logged admission allow=%v request %+v", c.tool, c.args, allow, req)
		}
	}
	if f.worker.Jobs.Load() != jobs {
		t.Fatal("a refused tool call reached the worker")
	}
	// Not a run, not a failed attempt: the tool's own refusals (sql's read-only check) are not either.
	if c := f.counters(sid); c.Runs != 0 || c.ToolCalls != 1 || c.InFlight != 0 || c.ConsecutiveFailures != 0 || len(c.ErrorTypes) != 0 {
		t.Fatalf("counters after refused tool calls: %+v", c)
	}

	obs, err := f.s.Call(ctx, acme, sid, "aggregate", json.RawMessage(`{"group_by":["region"],"metrics":[{"column":"revenue","op":"sum"}]}`))
	if err != nil || !obs.OK {
		t.Fatalf("aggregate over ordinary columns: %v %+v", err, obs)
	}
	allow, req := admission(obs.RunID)
	if !allow || !slices.Equal(req.Columns, []string{"region", "revenue"}) ||
		string(req.Args) != `{"group_by":["region"],"metrics":[{"column":"revenue","op":"sum"}],"filters":[],"sort":[],"limit":100}` {
		t.Errorf("logged admission of the admitted call: allow=%v %+v (args %s)", allow, req, req.Args)
	}
	if f.worker.Jobs.Load() != jobs+1 {
		t.Fatal("the admitted tool call did not run")
	}
	// A run's input has neither: it logs as it did before tool arguments reached the policy.
	run, err := f.run(sid, "print(len(df))")
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range f.sink.Events() {
		if ev.RunID != run.RunID {
			continue
		}
		raw, _ := json.Marshal(ev.Input)
		var in struct {
			Request map[string]any `json:"request"`
		}
		if err := json.Unmarshal(raw, &in); err != nil {
			t.Fatal(err)
		}
		_, args := in.Request["args"]
		_, cols := in.Request["columns"]
		if args || cols {
			t.Errorf("%s of a run logged request.args or .columns: %s", ev.Path, raw)
		}
	}
	if err := policies.Verify(f.sink.Events()); err != nil {
		t.Fatalf("decision chain: %v", err)
	}
}

// TestAReservationNobodySettlesLapses: a gateway that reserved a run and died before settling
// it (SIGKILL mid-run) leaves the reservation behind; once its time has passed, the next
// update of the session drops it: in flight no more, counted as abandoned, the run itself
// still counted (its worker may have run it). Settling a lapsed reservation changes nothing.
func TestAReservationNobodySettlesLapses(t *testing.T) {
	f := newFast(t, nil)
	sid := f.session(true)
	ctx := context.Background()
	now := time.Now()
	_, _, err := f.s.store.updateSessionFrom(ctx, acme.Tenant, sid, sessionVersion{}, func(s *Session) error {
		s.Counters.Runs += 2
		s.Counters.InFlight += 2
		s.Counters.Reserved = map[string]time.Time{
			"r-dead":  now.Add(-time.Second), // its gateway died an hour ago
			"r-alive": now.Add(time.Hour),    // another gateway's run, still out
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if c := f.counters(sid); c.InFlight != 2 || len(c.Reserved) != 2 {
		t.Fatalf("before: %+v", c)
	}
	if _, err := f.run(sid, "print(1)"); err != nil {
		t.Fatal(err)
	}
	c := f.counters(sid)
	if c.Runs != 3 || c.InFlight != 1 || c.Abandoned != 1 || len(c.Reserved) != 1 || c.Reserved["r-alive"].IsZero() {
		t.Fatalf("after a run: %+v; want 3 runs, r-alive alone in flight, 1 abandoned", c)
	}
	if c.release("r-dead", now) || c.InFlight != 1 {
		t.Fatalf("a lapsed reservation was released again: %+v", c)
	}
	if !c.release("r-alive", now) || c.InFlight != 0 || c.Reserved != nil {
		t.Fatalf("the last reservation released: %+v", c)
	}
}

// downObjects is an object store that fails every read while down is set.
type downObjects struct {
	state.Objects
	down atomic.Bool
}

func (d *downObjects) Get(ctx context.Context, name string, max int64) ([]byte, error) {
	if d.down.Load() {
		return nil, context.DeadlineExceeded
	}
	return d.Objects.Get(ctx, name, max)
}

// TestOutputWithheldWhenTheDatasetDoesNotAnswer: a run whose redaction stage cannot read the
// dataset (the store does not answer) returns nothing of its output and says so as a 503
// with a retry hint, not as a policy error the agent cannot act on. Found when a NATS node
// of three restarted under load.
func TestOutputWithheldWhenTheDatasetDoesNotAnswer(t *testing.T) {
	m := state.Memory()
	ds := &downObjects{Objects: m.Datasets}
	m.Datasets = ds
	f := newFast(t, &m)
	sid := f.session(true)
	f.s.dsFacts.warming.Wait()
	f.s.dsFacts.reset() // what the upload and the inspection made
	ds.down.Store(true)
	obs, err := f.run(sid, "print(df.head())")
	if codeOf(err) != CodeUnavailable || StatusOf(err) != 503 || obs.RetryHint == "" || obs.StdoutExcerpt != "" {
		t.Fatalf("run with the dataset store down: %v %+v", err, obs)
	}
	if strings.Contains(obs.RetryHint, "Nothing was run") {
		t.Errorf("the hint says nothing was run, but it ran: %q", obs.RetryHint)
	}
	ds.down.Store(false)
	if _, err := f.run(sid, "print(df.head())"); err != nil {
		t.Fatalf("run once the store is back: %v", err)
	}
}

// stuckLog is a decision log whose appends before a run wait, while stuck is set, until
// their context ends: a log that never answers.
type stuckLog struct {
	DecisionLog
	stuck atomic.Bool
}

func (l *stuckLog) AppendPrepared(ctx context.Context, p *policies.PreparedBatch) error {
	if l.stuck.Load() {
		<-ctx.Done()
		return ctx.Err()
	}
	return l.DecisionLog.AppendPrepared(ctx, p)
}

// runWithin is run, failing the test when the run has not returned after d.
func (f *fast) runWithin(d time.Duration, sid, code string) (Observation, error) {
	f.t.Helper()
	type answer struct {
		obs Observation
		err error
	}
	ch := make(chan answer, 1)
	go func() {
		obs, err := f.run(sid, code)
		ch <- answer{obs, err}
	}()
	select {
	case a := <-ch:
		return a.obs, a.err
	case <-time.After(d):
		f.t.Fatalf("the run still waits after %v", d)
		return Observation{}, nil
	}
}

// TestCeilingsEndWaitsNothingElseEnds: a part that never answers and waits only on its
// context (the decision log before a run, a worker) is ended by the ceiling of the step that
// called it: the agent gets a 503 it can act on, a run that did not run is given back, and
// the session takes the next request.
func TestCeilingsEndWaitsNothingElseEnds(t *testing.T) {
	t.Run("log before the run", func(t *testing.T) {
		f := newFast(t, nil)
		sid := f.session(true)
		f.s.ceil = ceilings{beforeRun: 300 * time.Millisecond, runSlack: time.Second, afterRun: 5 * time.Second}
		log := &stuckLog{DecisionLog: f.s.dlog}
		f.s.dlog = log
		log.stuck.Store(true)
		jobs := f.worker.Jobs.Load()
		obs, err := f.runWithin(20*time.Second, sid, "print(1)")
		if codeOf(err) != CodeUnavailable || StatusOf(err) != 503 || obs.RetryHint == "" {
			t.Fatalf("run with a log that never answers: %v %+v", err, obs)
		}
		if f.worker.Jobs.Load() != jobs {
			t.Fatal("a run was dispatched although its decisions were not logged")
		}
		if c := f.counters(sid); c.Runs != 0 || c.InFlight != 0 {
			t.Fatalf("counters: %+v (the reserved run is given back)", c)
		}
		log.stuck.Store(false)
		f.s.ceil = defaultCeilings // a loaded machine may take longer than the ceiling above
		if obs, err := f.runWithin(20*time.Second, sid, "print(1)"); err != nil || !obs.OK {
			t.Fatalf("the next run: %v %+v", err, obs)
		}
	})
	t.Run("worker", func(t *testing.T) {
		f := newFast(t, nil)
		sid := f.session(true)
		f.s.ceil = ceilings{beforeRun: 5 * time.Second, runSlack: 300 * time.Millisecond, afterRun: 5 * time.Second}
		f.script(func(_ *policies.Input, rd *policies.RunDecisions) { rd.Limits.TimeoutS = 0.2 })
		f.worker.Delay = time.Hour // answers only when its context ends
		start := time.Now()
		obs, err := f.runWithin(20*time.Second, sid, "print(1)")
		if codeOf(err) != CodeWorkerUnavailable || StatusOf(err) != 503 || obs.RetryHint == "" {
			t.Fatalf("run on a worker that never answers: %v %+v", err, obs)
		}
		if took := time.Since(start); took < 500*time.Millisecond {
			t.Fatalf("ended after %v, before the job's limit and the slack", took)
		}
		if c := f.counters(sid); c.InFlight != 0 || c.Runs != 0 {
			t.Fatalf("counters: %+v", c)
		}
		f.worker.Delay = 0
		f.s.ceil = defaultCeilings
		if obs, err := f.runWithin(20*time.Second, sid, "print(1)"); err != nil || !obs.OK {
			t.Fatalf("the next run: %v %+v", err, obs)
		}
	})
}

// stuckSessions is a session store whose updates wait, while stuck is set, until their
// context ends.
type stuckSessions struct {
	state.KV
	stuck atomic.Bool
}

func (k *stuckSessions) Update(ctx context.Context, key string, value []byte, rev uint64) (uint64, error) {
	if k.stuck.Load() {
		<-ctx.Done()
		return 0, ctx.Err()
	}
	return k.KV.Update(ctx, key, value, rev)
}

// TestUploadEndsWhenTheSessionStoreDoesNot: an upload takes the session's turn; a session
// store that never answers ends it when the turn has been held its longest, with an error,
// and the next upload and call of the session go through.
func TestUploadEndsWhenTheSessionStoreDoesNot(t *testing.T) {
	m := state.Memory()
	kv := &stuckSessions{KV: m.Sessions}
	m.Sessions = kv
	f := newFast(t, &m)
	sid := f.session(true)
	f.s.store.turnHold = 300 * time.Millisecond
	csv, err := os.ReadFile("../testdata/sales.csv")
	if err != nil {
		t.Fatal(err)
	}
	kv.stuck.Store(true)
	done := make(chan error, 1)
	go func() {
		_, err := f.s.PutDataset(context.Background(), acme, sid, csv)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil {
			t.Fatal("an upload whose session was never updated succeeded")
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the upload still waits after 20 s")
	}
	kv.stuck.Store(false)
	f.s.store.turnHold = defaultTurnHold // a loaded machine may take longer than the bound above
	if _, err := f.s.PutDataset(context.Background(), acme, sid, csv); err != nil {
		t.Fatalf("the next upload: %v", err)
	}
	if obs, err := f.s.Call(context.Background(), acme, sid, "inspect_csv", nil); err != nil || !obs.OK {
		t.Fatalf("inspect_csv after it: %v %+v", err, obs)
	}
}
