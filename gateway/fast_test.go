package gateway

// The fast tier: the run pipeline behind the real HTTP handlers, on the in-memory state
// backend, with the real policy engine (or a scripted one), a real decision log writing to
// memory, and a scripted worker. It needs neither NATS nor bubblewrap; the end-to-end tests
// (package gateway_test) run the same paths against the real ones.

import (
	"github.com/sluice-gw/sluice/gateway/run"

	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/dispatch"
	"github.com/sluice-gw/sluice/gateway/internal/state"
	"github.com/sluice-gw/sluice/images"
	"github.com/sluice-gw/sluice/policies"
)

const fastKey = "sk-fast-acme-0123456789abcdef"

// memSink is a decision-log sink in memory that can be told to fail.
type memSink struct {
	mu    sync.Mutex
	evs   []policies.EventV1
	fail  atomic.Bool
	calls atomic.Int64
}

func (m *memSink) Write(_ context.Context, ev *policies.EventV1, _ []byte) error {
	m.calls.Add(1)
	if m.fail.Load() {
		return errors.New("sink down")
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.evs = append(m.evs, *ev)
	return nil
}

func (m *memSink) events() []policies.EventV1 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]policies.EventV1(nil), m.evs...)
}

// scriptedWorker answers jobs as its answer function says; inspect_csv gets the schema of
// testdata/sales.csv unless answer handles tools too.
type scriptedWorker struct {
	jobs   atomic.Int64
	delay  time.Duration
	answer func(executors.Job) (executors.Result, error)
}

const salesSchema = `{"columns":["date","region","product","revenue","profit"],` +
	`"dtypes":{"date":"object","region":"object","product":"object","revenue":"float64","profit":"float64"},` +
	`"rows":60,"missing":{"date":0,"region":0,"product":0,"revenue":3,"profit":8}}`

func (w *scriptedWorker) Dispatch(ctx context.Context, _ string, job executors.Job) (executors.Result, error) {
	w.jobs.Add(1)
	if w.delay > 0 {
		select {
		case <-time.After(w.delay):
		case <-ctx.Done():
			return executors.Result{}, ctx.Err()
		}
	}
	if job.Kind == executors.KindTool && job.Tool == "inspect_csv" {
		return executors.Result{RunID: job.RunID, Outcome: executors.OutcomeOK, Report: &executors.Report{OK: true, Rows: 60, Tool: json.RawMessage(salesSchema)}}, nil
	}
	if w.answer != nil {
		return w.answer(job)
	}
	return executors.Result{RunID: job.RunID, Outcome: executors.OutcomeOK, Stdout: "60\n", StdoutBytes: 3, Report: &executors.Report{OK: true, Rows: 60}}, nil
}

// fastGateway is one gateway of the fast tier.
type fastGateway struct {
	t      *testing.T
	s      *Server
	sink   *memSink
	worker *scriptedWorker
}

var (
	engineOnce sync.Once
	engine     *policies.Engine
	engineErr  error
)

// builtinEngine is the built-in policy bundle, compiled once for the fast tier.
func builtinEngine(t *testing.T) *policies.Engine {
	engineOnce.Do(func() { engine, engineErr = policies.Load(context.Background(), "") })
	if engineErr != nil {
		t.Fatal(engineErr)
	}
	return engine
}

// newFast builds a gateway on backend b (a fresh memory backend when b is nil).
func newFast(t *testing.T, b *state.Backend) *fastGateway {
	t.Helper()
	if b == nil {
		m := state.Memory()
		b = &m
	}
	ms, err := images.Manifests()
	if err != nil {
		t.Fatal(err)
	}
	var imgs []policies.Image
	for _, m := range ms {
		imgs = append(imgs, policies.Image{Name: m.Name, Packages: m.Packages})
	}
	eng := builtinEngine(t)
	g := &fastGateway{t: t, sink: &memSink{}, worker: &scriptedWorker{}}
	g.s, err = newServer(Options{
		Config:      Config{Tenants: []TenantConfig{{ID: "acme", Keys: []KeyConfig{{Key: fastKey}}}}},
		Policies:    func() *policies.Engine { return eng },
		DecisionLog: policies.NewDecisionLog("", g.sink),
		Dispatcher:  g.worker,
		Executors:   []string{"subprocess"},
		Images:      imgs,
	}, *b)
	return g
}

func (g *fastGateway) do(method, path string, body []byte) (int, map[string]any) {
	g.t.Helper()
	req := httptest.NewRequest(method, path, bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+fastKey)
	rec := httptest.NewRecorder()
	g.s.Handler().ServeHTTP(rec, req)
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		g.t.Fatalf("%s %s: %d, body not JSON: %q", method, path, rec.Code, rec.Body.String())
	}
	return rec.Code, m
}

// session creates a session; with data it uploads testdata/sales.csv and inspects it, so that
// run_python is exposed.
func (g *fastGateway) session(data bool) string {
	g.t.Helper()
	st, m := g.do("POST", "/v1/sessions", nil)
	if st != http.StatusCreated {
		g.t.Fatalf("create session: %d %v", st, m)
	}
	sid := m["session_id"].(string)
	if !data {
		return sid
	}
	csv, err := os.ReadFile("testdata/sales.csv")
	if err != nil {
		g.t.Fatal(err)
	}
	if st, m := g.do("PUT", "/v1/sessions/"+sid+"/dataset", csv); st != 200 {
		g.t.Fatalf("upload: %d %v", st, m)
	}
	if st, m := g.do("POST", "/v1/sessions/"+sid+"/tools/inspect_csv", nil); st != 200 {
		g.t.Fatalf("inspect_csv: %d %v", st, m)
	}
	return sid
}

func (g *fastGateway) run(sid, code string) (int, map[string]any) {
	g.t.Helper()
	body, _ := json.Marshal(map[string]string{"code": code})
	return g.do("POST", "/v1/sessions/"+sid+"/runs", body)
}

func (g *fastGateway) counters(sid string) run.Counters {
	g.t.Helper()
	sess, err := g.s.svc.Session(context.Background(), run.Caller{Tenant: "acme"}, sid)
	if err != nil {
		g.t.Fatal(err)
	}
	return sess.Counters
}

func errCode(m map[string]any) string {
	if e, ok := m["error"].(map[string]any); ok {
		s, _ := e["code"].(string)
		return s
	}
	return ""
}

func TestFastRunIsDecidedLoggedDispatchedAndSettled(t *testing.T) {
	g := newFast(t, nil)
	sid := g.session(true)
	before := len(g.sink.events())
	st, obs := g.run(sid, "print(len(df))")
	if st != 200 || obs["ok"] != true {
		t.Fatalf("run: %d %v", st, obs)
	}
	if n := g.worker.jobs.Load(); n != 2 { // inspect_csv and the run
		t.Fatalf("worker got %d jobs, want 2", n)
	}
	evs := g.sink.events()
	if err := policies.Verify(evs); err != nil {
		t.Fatalf("decision chain: %v", err)
	}
	var paths []string
	for _, ev := range evs[before:] {
		if ev.RunID != obs["run_id"] {
			t.Fatalf("decision %s of run %q logged during run %v", ev.Path, ev.RunID, obs["run_id"])
		}
		paths = append(paths, ev.Path)
	}
	want := []string{policies.PathBudget, policies.PathExposure, policies.PathAdmission, policies.PathLimits, policies.PathRouting, policies.PathRedaction}
	if fmt.Sprint(paths) != fmt.Sprint(want) {
		t.Fatalf("logged %v, want %v", paths, want)
	}
	if c := g.counters(sid); c.Runs != 1 || c.InFlight != 0 || c.ToolCalls != 1 || c.ConsecutiveFailures != 0 {
		t.Fatalf("counters after one run: %+v", c)
	}
	st, rec := g.do("GET", "/v1/runs/"+obs["run_id"].(string), nil)
	if st != 200 || rec["status"] != float64(200) || len(rec["decisions"].([]any)) != len(want) {
		t.Fatalf("run record: %d %v", st, rec)
	}
}

func TestFastBudgetDispatchesExactlyWhatItAllows(t *testing.T) {
	g := newFast(t, nil)
	g.worker.delay = 20 * time.Millisecond // so that the runs overlap
	sid := g.session(true)
	const tries = 26 // the built-in budget is 20 runs
	var wg sync.WaitGroup
	statuses := make(chan int, tries)
	for range tries {
		wg.Go(func() {
			st, _ := g.run(sid, "print(len(df))")
			statuses <- st
		})
	}
	wg.Wait()
	close(statuses)
	by := map[int]int{}
	for st := range statuses {
		by[st]++
	}
	if by[200] != 20 || by[429] != tries-20 {
		t.Fatalf("statuses %v: want 20 runs and %d budget stops", by, tries-20)
	}
	if n := g.worker.jobs.Load(); n != 1+20 {
		t.Fatalf("worker got %d jobs, want %d", n, 1+20)
	}
	if c := g.counters(sid); c.Runs != 20 || c.InFlight != 0 {
		t.Fatalf("counters: %+v", c)
	}
	if err := policies.Verify(g.sink.events()); err != nil {
		t.Fatal(err)
	}
}

func TestFastDispatchFailureGivesTheRunBack(t *testing.T) {
	g := newFast(t, nil)
	sid := g.session(true)
	g.worker.answer = func(executors.Job) (executors.Result, error) { return executors.Result{}, dispatch.ErrNoWorker }
	st, obs := g.run(sid, "print(1)")
	if st != 503 || obs["error_type"] != run.ErrTypeWorkerUnavailable || errCode(obs) != string(run.CodeWorkerUnavailable) {
		t.Fatalf("run with no worker: %d %v", st, obs)
	}
	if c := g.counters(sid); c.Runs != 0 || c.InFlight != 0 || c.ConsecutiveFailures != 0 {
		t.Fatalf("counters after a run no worker took: %+v (the run is given back, no failure counted)", c)
	}
}

func TestFastNothingRunsWhenTheLogFails(t *testing.T) {
	g := newFast(t, nil)
	sid := g.session(true)
	jobs := g.worker.jobs.Load()
	g.sink.fail.Store(true)
	st, obs := g.run(sid, "print(1)")
	if st != 500 || errCode(obs) != string(run.CodeInternal) {
		t.Fatalf("run with the log down: %d %v", st, obs)
	}
	if g.worker.jobs.Load() != jobs {
		t.Fatal("a run was dispatched although its decisions were not logged")
	}
	if c := g.counters(sid); c.Runs != 0 || c.InFlight != 0 {
		t.Fatalf("counters: %+v (the reserved run is given back)", c)
	}
}

func TestFastRaisedRunCountsAFailureAndOKResetsIt(t *testing.T) {
	g := newFast(t, nil)
	sid := g.session(true)
	g.worker.answer = func(j executors.Job) (executors.Result, error) {
		return executors.Result{RunID: j.RunID, Outcome: executors.OutcomeRaised, Report: &executors.Report{
			Error: &executors.PyError{Type: "KeyError", Message: "'revenu'", Line: 1},
		}}, nil
	}
	st, obs := g.run(sid, "df['revenu'].sum()")
	if st != 200 || obs["ok"] != false || obs["error_type"] != "KeyError" || obs["failed_code_excerpt"] == "" {
		t.Fatalf("raised run: %d %v", st, obs)
	}
	if obs["available_columns"] == nil {
		t.Fatalf("a failed run's observation names the columns: %v", obs)
	}
	if c := g.counters(sid); c.Runs != 1 || c.ConsecutiveFailures != 1 || c.ErrorTypes["KeyError"] != 1 {
		t.Fatalf("counters: %+v", c)
	}
	g.worker.answer = nil
	if st, obs := g.run(sid, "print(1)"); st != 200 || obs["ok"] != true {
		t.Fatalf("second run: %d %v", st, obs)
	}
	if c := g.counters(sid); c.Runs != 2 || c.ConsecutiveFailures != 0 {
		t.Fatalf("counters after an OK run: %+v", c)
	}
}

func TestFastRefusalsRunNothing(t *testing.T) {
	g := newFast(t, nil)
	sid := g.session(true)
	bare := g.session(false)
	jobs := g.worker.jobs.Load()
	for _, c := range []struct {
		name, sid, code string
		status          int
		code_           run.Code
	}{
		{"syntax", sid, "def (:\n", 422, run.CodeSyntaxError},
		{"admission", sid, "import socket\nsocket.socket()", 403, run.CodePolicyViolation},
		{"no dataset", bare, "print(1)", 422, run.CodeNoDataset},
		{"unknown session", "s-nope", "print(1)", 404, run.CodeNotFound},
	} {
		st, obs := g.run(c.sid, c.code)
		if st != c.status || errCode(obs) != string(c.code_) {
			t.Errorf("%s: %d %s, want %d %s (%v)", c.name, st, errCode(obs), c.status, c.code_, obs)
		}
	}
	if g.worker.jobs.Load() != jobs {
		t.Fatal("a refused run reached the worker")
	}
	if c := g.counters(sid); c.Runs != 0 || c.InFlight != 0 {
		t.Fatalf("refusals took runs: %+v", c)
	}
}

// scripted is a decider that answers from the real engine and then lets the test change the
// answer.
type scripted struct {
	*policies.Engine
	edit func(*policies.Input, *policies.RunDecisions)
}

func (d scripted) Decide(ctx context.Context, in *policies.Input) (policies.RunDecisions, error) {
	rd, err := d.Engine.Decide(ctx, in)
	if err == nil && d.edit != nil {
		d.edit(in, &rd)
	}
	return rd, err
}

func TestFastPolicyThatCannotDecideFailsClosed(t *testing.T) {
	g := newFast(t, nil)
	sid := g.session(true)
	jobs := g.worker.jobs.Load()
	eng := builtinEngine(t)
	g.s.policies = func() run.Decider {
		return scripted{Engine: eng, edit: func(_ *policies.Input, rd *policies.RunDecisions) {
			for i := range rd.Decisions {
				if rd.Decisions[i].Path == policies.PathAdmission {
					rd.Decisions[i].Error = &policies.ErrorV1{Code: "eval_error", Message: "scripted failure"}
				}
			}
		}}
	}
	st, obs := g.run(sid, "print(1)")
	if st != 403 || errCode(obs) != string(run.CodePolicyError) {
		t.Fatalf("run on a failing policy: %d %v", st, obs)
	}
	if g.worker.jobs.Load() != jobs {
		t.Fatal("dispatched although admission could not be decided")
	}
	// A policy that cannot decide is not the agent's failed attempt.
	if c := g.counters(sid); c.Runs != 0 || c.InFlight != 0 || c.ConsecutiveFailures != 0 {
		t.Fatalf("counters: %+v", c)
	}
}

// Two gateways share one backend: each remembers the version of the session it last wrote,
// and a decision made on a version the other has since changed must be made again.
func TestFastStaleVersionIsDecidedAgain(t *testing.T) {
	b := state.Memory()
	g1, g2 := newFast(t, &b), newFast(t, &b)
	const budget = 3
	var seen []int
	for _, g := range []*fastGateway{g1, g2} {
		eng := builtinEngine(t)
		g.s.policies = func() run.Decider {
			return scripted{Engine: eng, edit: func(in *policies.Input, rd *policies.RunDecisions) {
				seen = append(seen, int(in.Session.Counters.Runs))
				rd.Budget.Allow = in.Session.Counters.Runs < budget
			}}
		}
	}
	sid := g1.session(true)
	if st, obs := g1.run(sid, "print(1)"); st != 200 {
		t.Fatalf("g1: %d %v", st, obs)
	}
	for range 2 {
		if st, obs := g2.run(sid, "print(1)"); st != 200 {
			t.Fatalf("g2: %d %v", st, obs)
		}
	}
	// g1 remembers runs=1 (its own write and settle); the session is at 3.
	st, obs := g1.run(sid, "print(1)")
	if st != 429 {
		t.Fatalf("g1 on a stale version: %d %v, want 429 (budget of %d spent by g2)", st, obs, budget)
	}
	if c := g1.counters(sid); c.Runs != budget || c.InFlight != 0 {
		t.Fatalf("counters: %+v", c)
	}
	if last := seen[len(seen)-1]; last != budget {
		t.Fatalf("the last decision saw runs=%d, want %d (decided again on the newest version); all: %v", last, budget, seen)
	}
}

func TestFastServerNeedsALogAndADispatcher(t *testing.T) {
	_, err := newServer(Options{Config: Config{Tenants: []TenantConfig{{ID: "acme", Keys: []KeyConfig{{Key: fastKey}}}}}}, state.Memory())
	if err == nil || !strings.Contains(err.Error(), "DecisionLog") || !strings.Contains(err.Error(), "Dispatcher") {
		t.Fatalf("a gateway without a decision log or a dispatcher: %v", err)
	}
}
