package gateway_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/gateway"
	"github.com/sluice-gw/sluice/policies"
)

// runPaths are the decisions a successful code run logs before it is dispatched, in the order
// the pipeline takes them; the review of what it produced follows once it ran (reviewedPaths).
var runPaths = []string{policies.PathBudget, policies.PathExposure, policies.PathAdmission, policies.PathLimits, policies.PathRouting, policies.PathRedaction}

// reviewedPaths are all the decisions of a code run that ran: runPaths, then its review, logged
// in a batch of its own.
var reviewedPaths = append(slices.Clone(runPaths), policies.PathReview)

// conflicts is the gateway's count of session compare-and-sets that lost and were tried
// again (sluice_session_conflicts_total).
func (e *env) conflicts() float64 {
	e.t.Helper()
	st, raw := e.raw("GET", "/metrics", "", "", nil)
	if st != http.StatusOK {
		e.t.Fatalf("/metrics: %d", st)
	}
	for line := range strings.Lines(string(raw)) {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), "sluice_session_conflicts_total "); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				e.t.Fatalf("/metrics: %q", line)
			}
			return f
		}
	}
	e.t.Fatal("/metrics has no sluice_session_conflicts_total")
	return 0
}

// readLogs reads the whole decision log from the JSONL file and from the stream, and fails the
// test unless each verifies as a chain.
func (e *env) readLogs(ctx context.Context) (file, stream []policies.EventV1) {
	e.t.Helper()
	file, err := policies.ReadJSONLFile(e.logPath, policies.Filter{})
	if err != nil {
		e.t.Fatal(err)
	}
	js, err := jetstream.New(e.nc)
	if err != nil {
		e.t.Fatal(err)
	}
	if stream, err = policies.ReadJetStream(ctx, js, policies.Filter{}); err != nil {
		e.t.Fatal(err)
	}
	for name, entries := range map[string][]policies.EventV1{"file": file, "stream": stream} {
		if err := policies.Verify(entries); err != nil {
			e.t.Fatalf("%s: %v", name, err)
		}
	}
	return file, stream
}

// TestConcurrentRunsLoggedOnce fires 50 runs at once on one session (the worker answers at
// once, so they really overlap in the decision log): the JSONL file and the stream each hold
// every decision of every run record exactly once, in one valid chain, each run's decisions
// together and in the pipeline's order, and the observation names the admission decision.
// The session's updates took turns: none lost its compare-and-set.
func TestConcurrentRunsLoggedOnce(t *testing.T) {
	ctx := context.Background()
	disp := &cannedDispatcher{}
	e := newEnv(t, envOpts{policyDir: policyCopy(t, false, unlimitedBudget), dispatcher: disp})
	sid := e.session(keyAcme, true)
	const n = 50
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		obss []map[string]any
	)
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			st, obs := e.run(keyAcme, sid, benchCode)
			if st != http.StatusOK || obs["ok"] != true {
				t.Errorf("run: %d %v", st, obs)
			}
			mu.Lock()
			obss = append(obss, obs)
			mu.Unlock()
		}()
	}
	wg.Wait()
	if t.Failed() {
		t.FailNow()
	}

	file, stream := e.readLogs(ctx)
	if len(file) != len(stream) {
		t.Fatalf("%d entries in the file, %d in the stream", len(file), len(stream))
	}
	for i := range file {
		if file[i].Hash != stream[i].Hash {
			t.Fatalf("entry %d differs between the file and the stream", i)
		}
	}
	pos := map[string]int{}
	for i, ev := range file {
		if _, dup := pos[ev.DecisionID]; dup {
			t.Fatalf("decision %s logged twice", ev.DecisionID)
		}
		pos[ev.DecisionID] = i
	}
	logged := 0
	for _, obs := range obss {
		rid := obs["run_id"].(string)
		rec := mustGet(t, e, "/v1/runs/"+rid)
		refs := rec["decisions"].([]any)
		var paths []string
		first := -1
		for k, r := range refs {
			ref := r.(map[string]any)
			id := ref["decision_id"].(string)
			p, ok := pos[id]
			if !ok {
				t.Fatalf("run %s: decision %s is not in the log", rid, id)
			}
			ev := file[p]
			if ev.RunID != rid || ev.Path != ref["path"] {
				t.Errorf("run %s: decision %s logged as run %s, path %s", rid, id, ev.RunID, ev.Path)
			}
			if k == 0 {
				first = p
			} else if ev.Path == policies.PathReview {
				if p <= first+k-1 || ev.LogID != file[first].LogID {
					t.Errorf("run %s: the review at %d is not after the run's decisions at %d", rid, p, first)
				}
			} else if p != first+k || ev.LogID != file[first].LogID {
				t.Errorf("run %s: decision %d at %d, not right after the first at %d: a run's decisions are one batch", rid, k, p, first)
			}
			if ev.Path == policies.PathAdmission && obs["decision_id"] != id {
				t.Errorf("run %s: observation names %v, the admission decision is %s", rid, obs["decision_id"], id)
			}
			paths = append(paths, ev.Path)
		}
		if !slices.Equal(paths, reviewedPaths) {
			t.Errorf("run %s: decisions %v, want %v", rid, paths, reviewedPaths)
		}
		logged += len(refs)
	}
	runs := 0
	for _, ev := range file {
		if ev.RunID != "" && ev.Session == sid && ev.Path == policies.PathBudget {
			runs++
		}
	}
	// The session's inspect_csv call logged its own decisions; every other entry is a run's.
	if runs != n+1 || disp.count() != n+1 {
		t.Errorf("%d budget decisions in the log and %d jobs dispatched; want %d each", runs, disp.count(), n+1)
	}
	if logged != n*len(reviewedPaths) {
		t.Errorf("%d decisions in the run records, want %d", logged, n*len(reviewedPaths))
	}
	// On one gateway the updates of a session take turns, each from the version the one
	// before it wrote: none loses its compare-and-set, so nothing is decided twice.
	if c := e.conflicts(); c != 0 {
		t.Errorf("%v compare-and-sets of the session lost on one gateway, want none", c)
	}
}

// crashDispatcher stands for a gateway that dies once it has logged a run's decisions and
// before the job reaches a worker: at the moment of the dispatch it takes what the decision
// log holds, and the job goes nowhere.
type crashDispatcher struct {
	e     *env
	mu    sync.Mutex
	at    map[string][]policies.EventV1 // run id → the log file's entries when the run was dispatched
	other cannedDispatcher
}

func (c *crashDispatcher) Dispatch(ctx context.Context, executor string, job executors.Job) (executors.Result, error) {
	if job.Kind == executors.KindTool {
		return c.other.Dispatch(ctx, executor, job)
	}
	entries, err := policies.ReadJSONLFile(c.e.logPath, policies.Filter{})
	if err != nil {
		return executors.Result{}, err
	}
	c.mu.Lock()
	c.at[job.RunID] = entries
	c.mu.Unlock()
	return executors.Result{}, errors.New("the gateway crashed before the job reached a worker")
}

// TestCrashBetweenLogAndDispatchIsReplayable: when a run is dispatched, its decisions are
// already durable in the log; if the gateway dies right then (nothing ran), the log still
// verifies and every logged decision replays unchanged against the policy that made it.
func TestCrashBetweenLogAndDispatchIsReplayable(t *testing.T) {
	ctx := context.Background()
	crash := &crashDispatcher{at: map[string][]policies.EventV1{}}
	dir := policyCopy(t, false, nil)
	e := newEnv(t, envOpts{policyDir: dir, dispatcher: crash})
	crash.e = e
	sid := e.session(keyAcme, true)
	st, obs := e.run(keyAcme, sid, benchCode)
	if st != http.StatusServiceUnavailable || obs["ok"] != false {
		t.Fatalf("a run whose dispatch failed: %d %v", st, obs)
	}
	rid := obs["run_id"].(string)
	crash.mu.Lock()
	atDispatch := crash.at[rid]
	crash.mu.Unlock()
	var paths []string
	for _, ev := range atDispatch {
		if ev.RunID == rid {
			paths = append(paths, ev.Path)
		}
	}
	if !slices.Equal(paths, runPaths) {
		t.Fatalf("when the run was dispatched the log held its decisions %v, want %v", paths, runPaths)
	}
	if err := policies.Verify(atDispatch); err != nil {
		t.Fatalf("the log as it was at the crash: %v", err)
	}

	// `sluice replay --verify --log FILE --policies DIR` over the log the crash left.
	entries, _ := e.readLogs(ctx)
	eng, err := policies.Load(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := policies.Replay(ctx, entries, eng)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Total != len(entries) || rep.Unchanged != rep.Total || len(rep.Changed) != 0 || len(rep.Errors) != 0 {
		t.Fatalf("replay: %d of %d unchanged, changed %v, errors %v", rep.Unchanged, rep.Total, rep.Changed, rep.Errors)
	}
	// Nothing ran: the run was given back to the budget.
	sess := mustGet(t, e, "/v1/sessions/"+sid)
	if c := sess["counters"].(map[string]any); c["runs"].(float64) != 0 || c["in_flight"].(float64) != 0 {
		t.Errorf("counters after the crash = %v", c)
	}
}

// TestRunDecidesOnTheNewestSession: the gateway starts a run from the session version it
// remembers, but a session changed behind its back (by another gateway) is decided on as it
// is now: a budget spent elsewhere stops the run, a budget given back elsewhere lets it run,
// and neither the stop nor the run is decided on the remembered version.
func TestRunDecidesOnTheNewestSession(t *testing.T) {
	disp := &cannedDispatcher{}
	e := newEnv(t, envOpts{dispatcher: disp, policyDir: policyCopy(t, false, func(cfg map[string]any) {
		cfg["tenants"] = map[string]any{"acme": map[string]any{"budget": map[string]any{"max_runs": 3}}}
	})})
	ctx := context.Background()
	js, err := jetstream.New(e.nc)
	if err != nil {
		t.Fatal(err)
	}
	kv, err := js.KeyValue(ctx, gateway.SessionBucket)
	if err != nil {
		t.Fatal(err)
	}
	// setRuns is another gateway changing the session's run counter.
	setRuns := func(sid string, runs int) {
		t.Helper()
		entry, err := kv.Get(ctx, sid)
		if err != nil {
			t.Fatal(err)
		}
		var sess map[string]any
		if err := json.Unmarshal(entry.Value(), &sess); err != nil {
			t.Fatal(err)
		}
		sess["counters"].(map[string]any)["runs"] = runs
		if _, err := kv.Update(ctx, sid, mustJSON(sess), entry.Revision()); err != nil {
			t.Fatal(err)
		}
	}
	sid := e.session(keyAcme, true)
	if st, obs := e.run(keyAcme, sid, benchCode); st != http.StatusOK {
		t.Fatalf("first run: %d %v", st, obs)
	}
	setRuns(sid, 3)
	if st, obs := e.run(keyAcme, sid, benchCode); st != http.StatusTooManyRequests || obs["error_type"] != "BudgetExhausted" {
		t.Errorf("run after the budget was spent elsewhere: %d %v, want 429 BudgetExhausted", st, obs)
	}
	// The remembered version allowed the run; its compare-and-set lost to the change.
	if c := e.conflicts(); c != 1 {
		t.Errorf("%v compare-and-sets lost after a change behind the gateway's back, want 1", c)
	}
	setRuns(sid, 0)
	if st, obs := e.run(keyAcme, sid, benchCode); st != http.StatusOK || obs["ok"] != true {
		t.Errorf("run after the budget was given back elsewhere: %d %v, want 200", st, obs)
	}
	if got := disp.count(); got != 2+1 { // the two runs and inspect_csv
		t.Errorf("%d jobs dispatched, want 3", got)
	}
	sess := mustGet(t, e, "/v1/sessions/"+sid)
	if c := sess["counters"].(map[string]any); c["runs"] != float64(1) || c["in_flight"] != float64(0) {
		t.Errorf("counters = %v, want runs 1 and nothing in flight", c)
	}
}
