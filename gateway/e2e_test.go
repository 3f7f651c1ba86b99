package gateway_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
)

// marginByRegion computes sum(profit)/sum(revenue) per region from the CSV, skipping blanks as
// pandas' sum does, independently of the sandbox.
func marginByRegion(t *testing.T) map[string]float64 {
	t.Helper()
	f, err := os.Open("testdata/sales.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	rev, prof := map[string]float64{}, map[string]float64{}
	for _, r := range recs[1:] {
		if v, err := strconv.ParseFloat(r[3], 64); err == nil {
			rev[r[1]] += v
		}
		if v, err := strconv.ParseFloat(r[4], 64); err == nil {
			prof[r[1]] += v
		}
	}
	out := map[string]float64{}
	for k := range rev {
		out[k] = prof[k] / rev[k]
	}
	return out
}

func TestEndToEndMarginByRegion(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, false)

	// Before inspection only inspect_csv is exposed.
	st, m := e.do("GET", "/v1/sessions/"+sid+"/tools", keyAcme, "", nil)
	if st != 200 {
		t.Fatalf("tools: %d %v", st, m)
	}
	if got := toolNames(m); !slices.Equal(got, []string{"inspect_csv"}) {
		t.Fatalf("tools before inspection = %v, want [inspect_csv]", got)
	}
	// A run before inspection is refused by exposure.
	if st, obs := e.run(keyAcme, sid, "print(1)"); st != http.StatusForbidden || obs["error_type"] != "PolicyViolation" {
		t.Fatalf("run before inspection: %d %v", st, obs)
	}

	st, obs := e.do("POST", "/v1/sessions/"+sid+"/tools/inspect_csv", keyAcme, "application/json", []byte(`{"sample_rows": 3}`))
	if st != 200 || obs["ok"] != true {
		t.Fatalf("inspect_csv: %d %v", st, obs)
	}
	res := obs["result"].(map[string]any)
	if cols := strs(res["columns"]); !slices.Equal(cols, []string{"date", "region", "product", "revenue", "profit"}) {
		t.Errorf("columns = %v", cols)
	}
	if res["rows"].(float64) != 60 {
		t.Errorf("rows = %v, want 60", res["rows"])
	}
	dtypes := res["dtypes"].(map[string]any)
	if dtypes["revenue"] != "float64" || dtypes["region"] != "object" {
		t.Errorf("dtypes = %v", dtypes)
	}
	missing := res["missing"].(map[string]any)
	if missing["profit"].(float64) != 8 || missing["revenue"].(float64) != 3 {
		t.Errorf("missing = %v, want profit 8, revenue 3", missing)
	}

	if got := toolNames(mustGet(t, e, "/v1/sessions/"+sid+"/tools")); !slices.Contains(got, "run_python") {
		t.Fatalf("tools after inspection = %v, want run_python among them", got)
	}

	code := "m = df.groupby(\"region\")[[\"revenue\", \"profit\"]].sum()\nm[\"margin\"] = m.profit / m.revenue\nfor region, row in m.iterrows():\n    print(f\"{region} {row.margin:.4f}\")\n"
	st, obs = e.run(keyAcme, sid, code)
	if st != 200 || obs["ok"] != true {
		t.Fatalf("margin run: %d %v", st, obs)
	}
	out := obs["stdout_excerpt"].(string)
	want := marginByRegion(t)
	for region, margin := range want {
		line := fmt.Sprintf("%s %.4f", region, margin)
		if !strings.Contains(out, line) {
			t.Errorf("stdout lacks %q:\n%s", line, out)
		}
	}
	if len(want) != 5 {
		t.Fatalf("regions = %d", len(want))
	}
	for _, w := range anyStrs(obs["warnings"]) {
		if strings.Contains(w, "profit has 8 missing values") {
			goto warned
		}
	}
	t.Errorf("warnings %v lack the missing profit values", obs["warnings"])
warned:
	b := obs["budget"].(map[string]any)
	if b["consecutive_failures"].(float64) != 0 {
		t.Errorf("budget = %v", b)
	}

	// The run record keeps code, decisions and the observation.
	rid := obs["run_id"].(string)
	rec := mustGet(t, e, "/v1/runs/"+rid)
	if rec["code"] != code || rec["status"].(float64) != 200 {
		t.Errorf("run record = %v", rec)
	}
	paths := []string{}
	for _, d := range rec["decisions"].([]any) {
		paths = append(paths, d.(map[string]any)["path"].(string))
	}
	for _, p := range []string{"sluice/budget", "sluice/exposure", "sluice/admission", "sluice/limits", "sluice/routing", "sluice/redaction"} {
		if !slices.Contains(paths, p) {
			t.Errorf("run record decisions %v lack %s", paths, p)
		}
	}
	if obs["decision_id"] == "" || obs["decision_id"] == nil {
		t.Errorf("observation has no decision_id")
	}
}

func TestWrongColumnGivesStructuredKeyError(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, true)
	st, obs := e.run(keyAcme, sid, "total = df[\"revenue\"].sum()\nmargin = df[\"proft\"].sum() / total\nprint(margin)\n")
	if st != 200 || obs["ok"] != false {
		t.Fatalf("%d %v", st, obs)
	}
	if obs["error_type"] != "KeyError" {
		t.Fatalf("error_type = %v", obs["error_type"])
	}
	if obs["line"].(float64) != 2 {
		t.Errorf("line = %v, want 2", obs["line"])
	}
	if !slices.Equal(strs(obs["available_columns"]), []string{"date", "region", "product", "revenue", "profit"}) {
		t.Errorf("available_columns = %v", obs["available_columns"])
	}
	if obs["dtypes"].(map[string]any)["profit"] != "float64" {
		t.Errorf("dtypes = %v", obs["dtypes"])
	}
	if hint := obs["retry_hint"].(string); !strings.Contains(hint, "'profit'") {
		t.Errorf("retry_hint = %q, want it to name 'profit'", hint)
	}
	if ex := obs["failed_code_excerpt"].(string); !strings.Contains(ex, "proft") || len(ex) > 1000 {
		t.Errorf("failed_code_excerpt = %q", ex)
	}
	if b := obs["budget"].(map[string]any); b["consecutive_failures"].(float64) != 1 {
		t.Errorf("budget = %v", b)
	}
}

func TestLimitsHoldByForce(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, true)
	cases := []struct {
		name, code, errType string
	}{
		{"timeout", "while True:\n    pass\n", "Timeout"},
		{"memory", "x = bytearray(4 * 10**9)\nprint(len(x))\n", "MemoryLimit"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, obs := e.run(keyAcme, sid, c.code)
			if st != 200 || obs["ok"] != false || obs["error_type"] != c.errType {
				t.Fatalf("%d %v", st, obs)
			}
			// The wall limit is 8 s of the code's time: the run must have been stopped by it, not
			// hang. The bound allows the sandbox's start-up (at most 30 s on a loaded host) and the
			// kill; a hang goes past it.
			if d := obs["duration_ms"].(float64); d > 8000+30000+5000 {
				t.Errorf("duration_ms = %v: ran past its limit", d)
			}
		})
		// A success resets the failure streak, so the budget never stops this test.
		if st, obs := e.run(keyAcme, sid, "print(len(df))"); st != 200 || obs["ok"] != true {
			t.Fatalf("follow-up run: %d %v", st, obs)
		}
	}

	t.Run("fork bomb", func(t *testing.T) {
		st, obs := e.run(keyAcme, sid, "import os\nwhile True:\n    os.fork()\n")
		// The policy refuses os.fork; a fork bomb that hides from the analyzer is the sandbox
		// test's business (executors/subprocess). Either way nothing escapes.
		if st != http.StatusForbidden || obs["error_type"] != "PolicyViolation" {
			t.Fatalf("%d %v", st, obs)
		}
	})

	t.Run("200 MB print", func(t *testing.T) {
		st, obs := e.run(keyAcme, sid, "import sys\nchunk = 'x' * (1 << 20)\nfor _ in range(200):\n    sys.stdout.write(chunk)\nprint('done')\n")
		if st != 200 || obs["ok"] != true {
			t.Fatalf("%d %v", st, obs)
		}
		if n := len(obs["stdout_excerpt"].(string)); n > 70_000 {
			t.Errorf("stdout_excerpt is %d bytes", n)
		}
		if !strings.Contains(obs["stdout_excerpt"].(string), "done") {
			t.Errorf("the tail of stdout was not kept")
		}
		if obs["redacted"] == nil || obs["redacted"].(map[string]any)["bytes_cut"].(float64) < 200<<20-70_000 {
			t.Errorf("redacted = %v", obs["redacted"])
		}
	})
}

func TestChartArtifactAndUnsavedFigure(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, true)
	chart, err := os.ReadFile("../deploy/examples/chart.py")
	if err != nil {
		t.Fatal(err)
	}
	st, obs := e.run(keyAcme, sid, string(chart))
	if st != 200 || obs["ok"] != true {
		t.Fatalf("%d %v", st, obs)
	}
	arts := obs["artifacts"].([]any)
	if len(arts) != 1 {
		t.Fatalf("artifacts = %v", arts)
	}
	a := arts[0].(map[string]any)
	if a["name"] != "margin_by_region.png" || a["type"] != "image/png" || a["bytes"].(float64) < 1000 {
		t.Fatalf("artifact = %v", a)
	}
	st, png := e.raw("GET", a["url"].(string), keyAcme, "", nil)
	if st != 200 || !bytes.HasPrefix(png, []byte("\x89PNG\r\n\x1a\n")) || len(png) != int(a["bytes"].(float64)) {
		t.Fatalf("download: %d, %d bytes", st, len(png))
	}
	// Another tenant cannot fetch it.
	if st, _ := e.raw("GET", a["url"].(string), keyOther, "", nil); st != 404 {
		t.Errorf("other tenant's download: %d, want 404", st)
	}

	st, obs = e.run(keyAcme, sid, "df.plot(x=\"date\", y=\"revenue\")\nprint('plotted')\n")
	if st != 200 || obs["ok"] != true {
		t.Fatalf("%d %v", st, obs)
	}
	found := false
	for _, w := range anyStrs(obs["warnings"]) {
		found = found || strings.Contains(strings.ToLower(w), "not saved")
	}
	if !found {
		t.Errorf("no warning about the unsaved figure: %v", obs["warnings"])
	}
}

func TestPolicyRefusesNetworkImport(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, true)
	st, obs := e.run(keyAcme, sid, "import socket\ns = socket.socket()\n")
	if st != http.StatusForbidden || obs["ok"] != false || obs["error_type"] != "PolicyViolation" {
		t.Fatalf("%d %v", st, obs)
	}
	vs := obs["violations"].([]any)
	if len(vs) == 0 || vs[0].(map[string]any)["rule"] == "" {
		t.Fatalf("violations = %v", vs)
	}
	if !strings.Contains(obs["error_message"].(string), "socket") || obs["retry_hint"] == "" {
		t.Errorf("error_message %q / retry_hint %q", obs["error_message"], obs["retry_hint"])
	}
	if obs["error"].(map[string]any)["code"] != "policy_violation" {
		t.Errorf("error = %v", obs["error"])
	}
}

// TestSandboxHoldsWhenPolicyMisses runs hostile code under a policy that allows everything:
// the sandbox alone must stop it.
func TestSandboxHoldsWhenPolicyMisses(t *testing.T) {
	e := newEnv(t, envOpts{policyDir: policyCopy(t, true, nil)})
	cases := []struct{ name, code, want string }{
		{"connect out", "import socket\ns = socket.create_connection(('1.1.1.1', 53), timeout=2)\nprint('connected')\n", "OSError"},
		{"connect loopback", "import socket\ns = socket.create_connection(('127.0.0.1', 8080), timeout=2)\nprint('connected')\n", "ConnectionRefusedError"},
		{"read /etc/hostname", "print(open('/etc/hostname').read())\n", "FileNotFoundError"},
		{"list /root", "import os\nprint(os.listdir('/root'))\n", "FileNotFoundError"},
		{"list /home", "import os\nprint(os.listdir('/home'))\n", "FileNotFoundError"},
		{"fork bomb", "import os\nwhile True:\n    os.fork()\n", "BlockingIOError"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sid := e.session(keyAcme, true) // a session each: the budget stops repeated errors
			st, obs := e.run(keyAcme, sid, c.code)
			if st != 200 || obs["ok"] != false {
				t.Fatalf("%d %v", st, obs)
			}
			typ := obs["error_type"].(string)
			if c.name == "fork bomb" && typ == "Timeout" {
				typ = c.want // contained either way: the pids limit stopped it, or the clock did
			}
			if typ != c.want && !(c.want == "OSError" && strings.HasSuffix(typ, "Error")) {
				t.Errorf("error_type = %s, want %s (%v)", typ, c.want, obs["error_message"])
			}
			if strings.Contains(str(obs["stdout_excerpt"]), "connected") {
				t.Errorf("the sandbox let it through")
			}
		})
	}
	// The host and the worker are unaffected: the next run works.
	st, obs := e.run(keyAcme, e.session(keyAcme, true), "import os\nprint(sorted(os.environ))\n")
	if st != 200 || obs["ok"] != true {
		t.Fatalf("%d %v", st, obs)
	}
	for _, leak := range []string{"SLUICE", "GO", "PATH=/root", "HOSTNAME", "USER"} {
		if strings.Contains(str(obs["stdout_excerpt"]), "'"+leak) {
			t.Errorf("environment leaks %s: %s", leak, obs["stdout_excerpt"])
		}
	}
}

func TestBadInputGetsClearErrors(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, false)
	empty, _ := e.do("POST", "/v1/sessions", keyAcme, "", nil)
	if empty != 201 {
		t.Fatalf("session: %d", empty)
	}
	_, m := e.do("POST", "/v1/sessions", keyAcme, "", nil)
	fresh := m["session_id"].(string)

	long := strings.Repeat("x = 1\n", 1400) // 8,400 characters
	cases := []struct {
		name, method, path, key, ctype string
		body                           []byte
		status                         int
		code                           string
	}{
		{"malformed JSON", "POST", "/v1/sessions/" + sid + "/runs", keyAcme, "application/json", []byte(`{"code": "print(1)"`), 422, "bad_request"},
		{"not an object", "POST", "/v1/sessions/" + sid + "/runs", keyAcme, "application/json", []byte(`["print(1)"]`), 422, "bad_request"},
		{"unknown field", "POST", "/v1/sessions/" + sid + "/runs", keyAcme, "application/json", []byte(`{"code": "print(1)", "timeout": 999}`), 422, "bad_request"},
		{"code too long", "POST", "/v1/sessions/" + sid + "/runs", keyAcme, "application/json", mustJSON(map[string]string{"code": long}), 422, "code_too_long"},
		{"run before upload", "POST", "/v1/sessions/" + fresh + "/runs", keyAcme, "application/json", mustJSON(map[string]string{"code": "print(1)"}), 422, "no_dataset"},
		{"binary CSV", "PUT", "/v1/sessions/" + sid + "/dataset", keyAcme, "text/csv", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), 422, "bad_dataset"},
		{"empty CSV", "PUT", "/v1/sessions/" + sid + "/dataset", keyAcme, "text/csv", nil, 422, "bad_dataset"},
		{"ragged CSV", "PUT", "/v1/sessions/" + sid + "/dataset", keyAcme, "text/csv", []byte("a,b\n1,2\n3\n"), 422, "bad_dataset"},
		{"latin-1 CSV", "PUT", "/v1/sessions/" + sid + "/dataset", keyAcme, "text/csv", []byte("name\nJos\xe9\n"), 422, "bad_dataset"},
		{"huge body", "POST", "/v1/sessions/" + sid + "/runs", keyAcme, "application/json", bytes.Repeat([]byte(" "), 1<<20), 413, "too_large"},
		{"no key", "POST", "/v1/sessions", "", "", nil, 401, "unauthorized"},
		{"unknown key", "POST", "/v1/sessions", "sk-nobody-0000000000000000", "", nil, 401, "unauthorized"},
		{"other tenant's session", "POST", "/v1/sessions/" + sid + "/runs", keyOther, "application/json", mustJSON(map[string]string{"code": "print(1)"}), 404, "not_found"},
		{"other tenant's upload", "PUT", "/v1/sessions/" + sid + "/dataset", keyOther, "text/csv", []byte("a\n1\n"), 404, "not_found"},
		{"other tenant's tools", "GET", "/v1/sessions/" + sid + "/tools", keyOther, "", nil, 404, "not_found"},
		{"no such session", "POST", "/v1/sessions/s-000000000000000000000000/runs", keyAcme, "application/json", mustJSON(map[string]string{"code": "print(1)"}), 404, "not_found"},
		{"bad session id", "GET", "/v1/sessions/../../etc/passwd/tools", keyAcme, "", nil, 404, "not_found"},
		{"no such run", "GET", "/v1/runs/r-000000000000000000000000", keyAcme, "", nil, 404, "not_found"},
		{"unknown tool", "POST", "/v1/sessions/" + sid + "/tools/shell", keyAcme, "application/json", nil, 404, "unknown_tool"},
		{"bad tool args", "POST", "/v1/sessions/" + sid + "/tools/inspect_csv", keyAcme, "application/json", []byte(`{"sample_rows": 1000}`), 422, "bad_request"},
		{"decisions without auditor role", "GET", "/v1/decisions", keyAcme, "", nil, 403, "forbidden"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, m := e.do(c.method, c.path, c.key, c.ctype, c.body)
			if st != c.status {
				t.Fatalf("status %d, want %d: %v", st, c.status, m)
			}
			errObj, ok := m["error"].(map[string]any)
			if !ok || errObj["code"] != c.code || errObj["message"] == "" {
				t.Fatalf("error = %v, want code %s with a message", m["error"], c.code)
			}
			if strings.Contains(fmt.Sprint(m), "/tmp/") || strings.Contains(fmt.Sprint(m), "/root") {
				t.Errorf("answer leaks a host path: %v", m)
			}
		})
	}
	// A syntax error: 422 SyntaxError with the line, before any sandbox starts.
	e.session(keyAcme, true)
	sid2 := e.session(keyAcme, true)
	st, obs := e.run(keyAcme, sid2, "x = 1\nif x\n    print(x)\n")
	if st != 422 || obs["error_type"] != "SyntaxError" || obs["line"].(float64) != 2 {
		t.Fatalf("syntax error: %d %v", st, obs)
	}
	rec := mustGet(t, e, "/v1/runs/"+obs["run_id"].(string))
	if rec["outcome"] != nil && rec["outcome"] != "" {
		t.Errorf("a syntax error ran in a sandbox: outcome %v", rec["outcome"])
	}
	// It costs no run: the budget it reports is the whole budget of the fresh session.
	if b, _ := obs["budget"].(map[string]any); b == nil || b["runs_left"] != float64(20) {
		t.Errorf("budget after a syntax error = %v, want runs_left 20", obs["budget"])
	}
	// The server keeps serving.
	if st, _ := e.raw("GET", "/healthz", "", "", nil); st != 200 {
		t.Fatalf("healthz after bad input: %d", st)
	}
	if st, obs := e.run(keyAcme, sid2, "print(df.shape)"); st != 200 || obs["ok"] != true {
		t.Fatalf("a good run after bad input: %d %v", st, obs)
	}
}

// TestConcurrentRunsRespectBudget fires 50 runs at once against a budget of 5: exactly 5 are
// dispatched, 45 are answered 429, whatever the interleaving (compare-and-set on the KV).
func TestConcurrentRunsRespectBudget(t *testing.T) {
	e := newEnv(t, envOpts{policyDir: policyCopy(t, false, func(cfg map[string]any) {
		cfg["tenants"] = map[string]any{"acme": map[string]any{"budget": map[string]any{"max_runs": 5}}}
	})})
	sid := e.session(keyAcme, true)
	const n, budget = 50, 5
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		statuses = map[int]int{}
		errTypes = map[string]int{}
	)
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			st, obs := e.run(keyAcme, sid, "print(2)")
			mu.Lock()
			statuses[st]++
			errTypes[str(obs["error_type"])]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	if statuses[200] != budget || statuses[429] != n-budget || errTypes["BudgetExhausted"] != n-budget {
		t.Fatalf("statuses = %v, error types = %v; want %d×200 and %d×429", statuses, errTypes, budget, n-budget)
	}
	sess := mustGet(t, e, "/v1/sessions/"+sid)
	c := sess["counters"].(map[string]any)
	if c["runs"].(float64) != budget || c["in_flight"].(float64) != 0 {
		t.Fatalf("counters = %v, want runs %d and nothing in flight", c, budget)
	}
}

func toolNames(m map[string]any) []string {
	var out []string
	for _, t := range m["tools"].([]any) {
		out = append(out, t.(map[string]any)["function"].(map[string]any)["name"].(string))
	}
	slices.Sort(out)
	return out
}

func mustGet(t *testing.T, e *env, path string) map[string]any {
	t.Helper()
	st, m := e.do("GET", path, keyAcme, "", nil)
	if st != 200 {
		t.Fatalf("GET %s: %d %v", path, st, m)
	}
	return m
}

func strs(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}

func anyStrs(v any) []string {
	if v == nil {
		return nil
	}
	return strs(v)
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

// TestWarmRunThroughTheAPI: with a warm pool, a run is served by a sandbox started ahead of
// it, and its run record says so (warm, a start of about nothing, the sandbox's own time),
// while a run without a pool says it started cold.
func TestWarmRunThroughTheAPI(t *testing.T) {
	for _, pool := range []int{0, 1} {
		e := newEnv(t, envOpts{pool: pool})
		sid := e.session(keyAcme, true)
		if pool > 0 {
			deadline := time.Now().Add(2 * time.Minute)
			for e.pool.PoolStats().Ready < 1 {
				if time.Now().After(deadline) {
					t.Fatalf("the pool did not get a ready sandbox: %+v", e.pool.PoolStats())
				}
				time.Sleep(20 * time.Millisecond)
			}
		}
		st, obs := e.run(keyAcme, sid, "print(df.groupby('region')['profit'].sum())")
		if st != 200 || obs["ok"] != true {
			t.Fatalf("pool %d: run: %d %v", pool, st, obs)
		}
		tm := mustGet(t, e, "/v1/runs/"+obs["run_id"].(string))["timings"].(map[string]any)
		if warm := tm["warm"] == true; warm != (pool > 0) {
			t.Errorf("pool %d: timings %v: warm = %v", pool, tm, warm)
		}
		if tm["sandbox_wall_ms"].(float64) <= 0 {
			t.Errorf("pool %d: timings %v: no sandbox time", pool, tm)
		}
		// Importing pandas (cold) or at least reading the CSV and running the groupby (warm)
		// costs CPU, and the record says how much.
		if cpu, _ := tm["sandbox_cpu_ms"].(float64); cpu <= 0 {
			t.Errorf("pool %d: timings %v: no sandbox CPU time", pool, tm)
		}
		if pool > 0 && tm["sandbox_start_ms"].(float64) > 1000 {
			t.Errorf("a warm run waited %v ms for its sandbox", tm["sandbox_start_ms"])
		}
		if pool == 0 && tm["sandbox_start_ms"].(float64) < 50 {
			t.Errorf("a cold run started its sandbox in %v ms: not measured", tm["sandbox_start_ms"])
		}
	}
}

// recordingDispatcher is cannedDispatcher keeping the jobs it was given.
type recordingDispatcher struct {
	cannedDispatcher
	mu   sync.Mutex
	seen []executors.Job
}

func (d *recordingDispatcher) Dispatch(ctx context.Context, ex string, job executors.Job) (executors.Result, error) {
	d.mu.Lock()
	d.seen = append(d.seen, job)
	d.mu.Unlock()
	return d.cannedDispatcher.Dispatch(ctx, ex, job)
}

// TestJobsCarryInspectedFacts: a run after inspect_csv hands the worker the dataset's facts
// that inspect_csv found (so that the harness need not read the dataset for them); a run
// before it, and inspect_csv itself the first time, hand none.
func TestJobsCarryInspectedFacts(t *testing.T) {
	disp := &recordingDispatcher{}
	e := newEnv(t, envOpts{policyDir: policyCopy(t, false, unlimitedBudget), dispatcher: disp})
	sid := e.session(keyAcme, true)
	if st, obs := e.run(keyAcme, sid, benchCode); st != http.StatusOK || obs["ok"] != true {
		t.Fatalf("run: %d %v", st, obs)
	}
	if len(disp.seen) != 2 {
		t.Fatalf("%d jobs dispatched, want inspect_csv and the run", len(disp.seen))
	}
	if f := disp.seen[0].Facts; disp.seen[0].Tool != "inspect_csv" || f != nil {
		t.Errorf("first job %s carries facts %+v", disp.seen[0].Tool, f)
	}
	var want executors.DatasetFacts
	if err := json.Unmarshal([]byte(inspectResult), &want); err != nil {
		t.Fatal(err)
	}
	if got := disp.seen[1].Facts; got == nil || fmt.Sprint(*got) != fmt.Sprint(want) {
		t.Errorf("the run's facts = %+v, want inspect_csv's %+v", got, want)
	}
}
