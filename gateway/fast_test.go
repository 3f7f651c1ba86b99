package gateway

// The fast tier of the transports: the real HTTP handlers and MCP endpoint over the run
// service on the in-memory state backend, with the real policy engine (or a scripted one), a
// real decision log writing to memory, and a scripted worker (gateway/run/runtest). It needs
// neither NATS nor bubblewrap; the pipeline's own branches are tested in gateway/run, and the
// end-to-end tests (package gateway_test) run the same paths against the real parts.

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/dispatch"
	"github.com/sluice-gw/sluice/gateway/internal/state"
	"github.com/sluice-gw/sluice/gateway/run"
	"github.com/sluice-gw/sluice/gateway/run/runtest"
	"github.com/sluice-gw/sluice/policies"
)

const fastKey = "sk-fast-acme-0123456789abcdef"

// fastGateway is one gateway of the fast tier.
type fastGateway struct {
	t      *testing.T
	s      *Server
	sink   *runtest.Sink
	worker *runtest.Worker
}

func newFast(t *testing.T) *fastGateway {
	t.Helper()
	eng := runtest.Engine(t)
	g := &fastGateway{t: t, sink: &runtest.Sink{}, worker: &runtest.Worker{}}
	var err error
	g.s, err = newServer(Options{
		Config:      Config{Tenants: []TenantConfig{{ID: "acme", Keys: []KeyConfig{{Key: fastKey}}}}},
		Policies:    func() *policies.Engine { return eng },
		DecisionLog: policies.NewDecisionLog("", g.sink),
		Dispatcher:  g.worker,
		Executors:   []string{"subprocess"},
		Images:      runtest.Images(t),
	}, state.Memory())
	if err != nil {
		t.Fatal(err)
	}
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

func errCode(m map[string]any) string {
	if e, ok := m["error"].(map[string]any); ok {
		s, _ := e["code"].(string)
		return s
	}
	return ""
}

func TestFastRunOverHTTP(t *testing.T) {
	g := newFast(t)
	sid := g.session(true)
	st, obs := g.run(sid, "print(len(df))")
	if st != 200 || obs["ok"] != true || obs["stdout_excerpt"] != "60\n" || obs["error"] != nil {
		t.Fatalf("run: %d %v", st, obs)
	}
	st, rec := g.do("GET", "/v1/runs/"+obs["run_id"].(string), nil)
	if st != 200 || rec["status"] != float64(200) || len(rec["decisions"].([]any)) != 7 { // six before the run, its review after
		t.Fatalf("run record: %d %v", st, rec)
	}
	st, sess := g.do("GET", "/v1/sessions/"+sid, nil)
	if c, _ := sess["counters"].(map[string]any); st != 200 || c["runs"] != float64(1) || c["tool_calls"] != float64(1) {
		t.Fatalf("session: %d %v", st, sess)
	}
	st, tools := g.do("GET", "/v1/sessions/"+sid+"/tools", nil)
	if list, _ := tools["tools"].([]any); st != 200 || len(list) != 5 {
		t.Fatalf("tools: %d %v", st, tools)
	}
}

// The run record's timings split the gateway's share: within decide, the evaluation and the
// decision log's append before the run; after it, the counters' settling and the wait for the
// review's append. A sink that takes 20 ms a write shows where each append is counted.
func TestFastTimingsSplitTheGatewayShare(t *testing.T) {
	g := newFast(t)
	sid := g.session(true)
	const delay = 20 * time.Millisecond
	g.sink.Delay.Store(int64(delay))
	st, obs := g.run(sid, "print(len(df))")
	if st != 200 || obs["ok"] != true {
		t.Fatalf("run: %d %v", st, obs)
	}
	_, rec := g.do("GET", "/v1/runs/"+obs["run_id"].(string), nil)
	tm, _ := rec["timings"].(map[string]any)
	us := func(k string) int64 {
		v, ok := tm[k].(float64)
		if !ok {
			t.Fatalf("timings %v: no %s", tm, k)
		}
		return int64(v)
	}
	evaluate, logged, decide := us("evaluate_us"), us("log_us"), us("decide_us")
	settle, wait, total := us("settle_us"), us("review_wait_us"), us("total_us")
	if evaluate <= 0 || logged < delay.Microseconds() || decide < evaluate+logged {
		t.Errorf("decide %d µs: evaluate %d µs, log %d µs (the sink takes %v)", decide, evaluate, logged, delay)
	}
	// The review's append began before the counters were settled, and ended after.
	if settle+wait < delay.Microseconds()/2 || total < decide+settle+wait {
		t.Errorf("total %d µs: settle %d µs, review wait %d µs (the sink takes %v)", total, settle, wait, delay)
	}
}

// Every failure answers with the status its code's table entry gives, and names the code.
func TestFastStatusesFollowTheCodeTable(t *testing.T) {
	g := newFast(t)
	sid := g.session(true)
	bare := g.session(false)
	post := func(path, body string) func() (int, map[string]any) {
		return func() (int, map[string]any) { return g.do("POST", path, []byte(body)) }
	}
	runs := "/v1/sessions/" + sid + "/runs"
	// The refusals that count as failures come after those that need the budget to allow a
	// run; the budget's own stop comes last.
	for _, c := range []struct {
		name  string
		setup func()
		call  func() (int, map[string]any)
		want  run.Code
	}{
		{"no worker", func() {
			g.worker.Answer = func(executors.Job) (executors.Result, error) { return executors.Result{}, dispatch.ErrNoWorker }
		}, post(runs, `{"code":"print(1)"}`), run.CodeWorkerUnavailable},
		{"log down", func() { g.worker.Answer = nil; g.sink.Fail.Store(true) }, post(runs, `{"code":"print(1)"}`), run.CodeUnavailable},
		{"syntax", func() { g.sink.Fail.Store(false) }, post(runs, `{"code":"def (:\n"}`), run.CodeSyntaxError},
		{"admission", nil, post(runs, `{"code":"import socket\nsocket.socket()"}`), run.CodePolicyViolation},
		{"no dataset", nil, post("/v1/sessions/"+bare+"/runs", `{"code":"print(1)"}`), run.CodeNoDataset},
		{"unknown session", nil, post("/v1/sessions/s-nope/runs", `{"code":"print(1)"}`), run.CodeNotFound},
		{"malformed JSON", nil, post(runs, `{"code":`), run.CodeBadRequest},
		{"limits in the request", nil, post(runs, `{"code":"print(1)","timeout_s":999}`), run.CodeBadRequest},
		{"too long", nil, post(runs, `{"code":"`+strings.Repeat("x", 8001)+`"}`), run.CodeCodeTooLong},
		{"too large", nil, post(runs, `{"code":"`+strings.Repeat("x", DefaultMaxJSONBytes)+`"}`), run.CodeTooLarge},
		{"unknown tool", nil, post("/v1/sessions/"+sid+"/tools/shell", `{}`), run.CodeUnknownTool},
		{"sql refused", nil, post("/v1/sessions/"+sid+"/tools/sql", `{"query":"DROP TABLE df"}`), run.CodePolicyViolation},
		{"budget", func() {
			eng := runtest.Engine(t)
			g.s.policies = func() run.Decider {
				return runtest.Scripted{Engine: eng, Edit: func(_ *policies.Input, rd *policies.RunDecisions) { rd.Budget.Allow = false }}
			}
		}, post(runs, `{"code":"print(1)"}`), run.CodeBudgetExhausted},
	} {
		if c.setup != nil {
			c.setup()
		}
		st, body := c.call()
		if st != c.want.Status() || errCode(body) != string(c.want) {
			t.Errorf("%s: %d %s, want %d %s (%v)", c.name, st, errCode(body), c.want.Status(), c.want, body)
		}
	}
}

func TestFastServerNeedsALogAndADispatcher(t *testing.T) {
	_, err := newServer(Options{Config: Config{Tenants: []TenantConfig{{ID: "acme", Keys: []KeyConfig{{Key: fastKey}}}}}}, state.Memory())
	if err == nil || !strings.Contains(err.Error(), "DecisionLog") || !strings.Contains(err.Error(), "Dispatcher") {
		t.Fatalf("a gateway without a decision log or a dispatcher: %v", err)
	}
}

// bearerRT adds the API key to every request.
type bearerRT struct{ key string }

func (b bearerRT) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.key)
	return http.DefaultTransport.RoundTrip(r)
}

// The MCP transport over the same service: the tools follow exposure, a call answers with
// the observation, a tool not exposed is an error result and an unknown one a protocol error.
func TestFastMCP(t *testing.T) {
	g := newFast(t)
	srv := httptest.NewServer(g.s.Handler())
	t.Cleanup(srv.Close)
	sid := g.session(false)
	csv, err := os.ReadFile("testdata/sales.csv")
	if err != nil {
		t.Fatal(err)
	}
	if st, m := g.do("PUT", "/v1/sessions/"+sid+"/dataset", csv); st != 200 {
		t.Fatalf("upload: %d %v", st, m)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	client := mcp.NewClient(&mcp.Implementation{Name: "fast", Version: "v0"}, nil)
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{
		Endpoint: srv.URL + "/mcp?session=" + sid, HTTPClient: &http.Client{Transport: bearerRT{fastKey}}, MaxRetries: -1,
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	names := func() []string {
		res, err := cs.ListTools(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		var n []string
		for _, tl := range res.Tools {
			n = append(n, tl.Name)
		}
		slices.Sort(n)
		return n
	}
	if got := names(); !slices.Equal(got, []string{"inspect_csv"}) {
		t.Fatalf("tools before inspection: %v", got)
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_python", Arguments: map[string]any{"code": "print(1)"}})
	if err != nil || !res.IsError {
		t.Fatalf("run_python before inspection: %v %+v", err, res)
	}
	if res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "inspect_csv", Arguments: map[string]any{}}); err != nil || res.IsError {
		t.Fatalf("inspect_csv: %v %+v", err, res)
	}
	if got := names(); len(got) != 5 {
		t.Fatalf("tools after inspection: %v", got)
	}
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_python", Arguments: map[string]any{"code": "print(len(df))"}})
	if err != nil || res.IsError {
		t.Fatalf("run_python: %v %+v", err, res)
	}
	var obs run.Observation
	if b, _ := json.Marshal(res.StructuredContent); json.Unmarshal(b, &obs) != nil || !obs.OK || obs.StdoutExcerpt != "60\n" {
		t.Fatalf("observation: %s", res.StructuredContent)
	}
	if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "shell", Arguments: map[string]any{}}); err == nil || !strings.Contains(err.Error(), "unknown tool") {
		t.Fatalf("unknown tool: %v", err)
	}
}

// Issue 13 over HTTP: a fixed tool whose arguments touch a sensitive column is refused by
// admission with 403, the rule, its hint and the decision that refused it; over an ordinary
// column it runs.
func TestFastToolArgumentsJudged(t *testing.T) {
	g := newFast(t)
	g.worker.Schema = `{"columns":["city","email","spend"],"dtypes":{"city":"object","email":"object","spend":"float64"},"rows":2,"missing":{}}`
	st, m := g.do("POST", "/v1/sessions", nil)
	if st != http.StatusCreated {
		t.Fatalf("create session: %d %v", st, m)
	}
	sid := m["session_id"].(string)
	if st, m := g.do("PUT", "/v1/sessions/"+sid+"/dataset", []byte("city,email,spend\nx,a@example.com,1\ny,b@example.com,2\n")); st != 200 {
		t.Fatalf("upload: %d %v", st, m)
	}
	if st, m := g.do("POST", "/v1/sessions/"+sid+"/tools/inspect_csv", nil); st != 200 {
		t.Fatalf("inspect_csv: %d %v", st, m)
	}
	tool := "/v1/sessions/" + sid + "/tools/aggregate"
	st, obs := g.do("POST", tool, []byte(`{"group_by":["email"],"metrics":[{"column":"spend","op":"sum"}]}`))
	vs, _ := obs["violations"].([]any)
	if st != run.CodePolicyViolation.Status() || errCode(obs) != string(run.CodePolicyViolation) || obs["error_type"] != "PolicyViolation" ||
		len(vs) != 1 || vs[0].(map[string]any)["rule"] != "no_sensitive_columns_in_tools" || obs["retry_hint"] == "" || obs["decision_id"] == "" {
		t.Fatalf("group by email: %d %v", st, obs)
	}
	var refused *policies.EventV1
	for _, ev := range g.sink.Events() {
		if ev.DecisionID == obs["decision_id"] {
			refused = &ev
		}
	}
	if refused == nil || refused.Path != policies.PathAdmission || refused.RunID != obs["run_id"] {
		t.Fatalf("the observation names decision %v, logged as %+v", obs["decision_id"], refused)
	}
	if st, obs := g.do("POST", tool, []byte(`{"group_by":["city"],"metrics":[{"column":"spend","op":"sum"}]}`)); st != 200 || obs["ok"] != true {
		t.Fatalf("group by city: %d %v", st, obs)
	}
}
