package policies

import (
	"context"
	"encoding/json"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/rego"
	"github.com/open-policy-agent/opa/v1/topdown/builtins"
)

// TestIRVMMatchesTopdown holds irvm, which evaluates DecideRun's query and the log mask, to
// OPA's own evaluator: on thousands of inputs (random facts from the quick scan's vocabulary,
// each refused item alone, the admission table's facts, malformed facts and session states,
// and a tenant with overrides of every kind) both give the same bindings, or both fail with
// the same error code.
func TestIRVMMatchesTopdown(t *testing.T) {
	ctx := context.Background()
	embedded := engineForTest(t)
	tenanted := tenantEngine(t)
	for _, e := range []*Engine{embedded, tenanted} {
		if name, why := e.Evaluators(); name != "irvm" {
			t.Fatalf("the bundle falls back to %s: %v", name, why)
		}
	}
	random, risks, table := diffInputs(t)
	compared := 0
	for k, e := range []*Engine{embedded, tenanted} {
		inputs := table
		if k == 0 {
			inputs = append(inputs[:len(inputs):len(inputs)], risks...)
		}
		for i := k; i < len(random); i += 2 { // each bundle takes half of the random inputs
			inputs = append(inputs[:len(inputs):len(inputs)], random[i])
		}
		ref := map[string]rego.PreparedEvalQuery{}
		for name, q := range map[string]string{"run": pointsQuery(runPaths), "mask": maskQuery} {
			p, err := e.prepare(ctx, q)
			if err != nil {
				t.Fatal(err)
			}
			ref[name] = p
		}
		for i, in := range inputs {
			val, err := inputValue(in)
			if err != nil {
				t.Fatalf("input %d: %v", i, err)
			}
			compareEval(t, i, "run", e.run, ref["run"], val)
			raw, err := json.Marshal(in)
			if err != nil {
				t.Fatal(err)
			}
			_, doc, err := docValue(raw)
			if err != nil {
				t.Fatal(err)
			}
			for _, path := range []string{PathAdmission, PathRedaction} {
				maskIn := ast.NewObject(kv("input", doc), kv("path", ast.String(path)))
				compareEval(t, i, "mask "+path, e.mask, ref["mask"], maskIn)
			}
			compared++
		}
	}
	t.Logf("%d inputs compared (%d random ones, each on one of the 2 bundles)", compared, len(random))
}

func compareEval(t *testing.T, i int, what string, fast, ref rego.PreparedEvalQuery, input ast.Value) {
	t.Helper()
	ctx := context.Background()
	got, gotErr := fast.Eval(ctx, rego.EvalParsedInput(input), rego.EvalNDBuiltinCache(builtins.NDBCache{}))
	want, wantErr := ref.Eval(ctx, rego.EvalParsedInput(input), rego.EvalNDBuiltinCache(builtins.NDBCache{}))
	if (gotErr != nil) != (wantErr != nil) {
		t.Fatalf("input %d, %s: irvm error %v, topdown error %v", i, what, gotErr, wantErr)
	}
	if gotErr != nil {
		if g, w := ErrorCode(classify(ctx, what, gotErr)), ErrorCode(classify(ctx, what, wantErr)); g != w {
			t.Fatalf("input %d, %s: irvm error %s (%v), topdown %s (%v)", i, what, g, gotErr, w, wantErr)
		}
		return
	}
	if len(got) != len(want) {
		t.Fatalf("input %d, %s: irvm %d results, topdown %d\ninput: %v", i, what, len(got), len(want), input)
	}
	for j := range got {
		if !reflect.DeepEqual(got[j].Bindings, want[j].Bindings) {
			gj, _ := json.Marshal(got[j].Bindings)
			wj, _ := json.Marshal(want[j].Bindings)
			t.Fatalf("input %d, %s: irvm and topdown differ\nirvm:    %s\ntopdown: %s\ninput: %v", i, what, gj, wj, input)
		}
	}
}

// tenantEngine loads the bundle with a tenant "beta" that overrides every kind of setting.
func tenantEngine(t *testing.T) *Engine {
	t.Helper()
	dir := bundleWithTenants(t, map[string]any{"beta": map[string]any{
		"budget":    map[string]any{"max_runs": 3, "max_consecutive_failures": 1},
		"limits":    map[string]any{"timeout_s": 4, "memory_mb": 256, "unknown_key": 1},
		"redaction": map[string]any{"max_rows": 10, "masks": []any{"email"}},
		"executors": []any{"container", "subprocess"},
		"admission": map[string]any{"tools": map[string]any{"allowed_columns": []any{"ssn"}}},
	}})
	e, err := Load(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// diffInputs returns the inputs of TestIRVMMatchesTopdown: random ones, each refused item
// alone, and the admission table with malformed facts.
func diffInputs(t *testing.T) (random, risks, table []*Input) {
	t.Helper()
	r := rand.New(rand.NewSource(11))
	n := 1200
	if testing.Short() {
		n = 200
	}
	defer func() { safePct = 85 }()
	for i := range n {
		safePct = []int{100, 97, 85, 40}[i%4]
		in := runInput(t, pandasFacts)
		in.Analysis = randFacts(r)
		varySession(r, in)
		random = append(random, in)
	}
	for _, add := range singleRisks() {
		in := runInput(t, pandasFacts)
		f := facts(t, pandasFacts).(map[string]any)
		add(f)
		in.Analysis = f
		risks = append(risks, in)
	}
	cases, err := filepath.Glob("testdata/admission/*/facts.json")
	if err != nil || len(cases) == 0 {
		t.Fatalf("admission table: %v, %d cases", err, len(cases))
	}
	for _, c := range cases {
		raw, err := os.ReadFile(c)
		if err != nil {
			t.Fatal(err)
		}
		table = append(table, runInput(t, string(raw)))
	}
	for _, bad := range []any{nil, "facts", 42, []any{}, map[string]any{}, map[string]any{"version": "2"},
		map[string]any{"version": "1", "parsed": true, "calls": "x", "strings": []any{1, 2}, "imports": []any{map[string]any{"module": 3}}},
	} {
		in := runInput(t, pandasFacts)
		in.Analysis = bad
		table = append(table, in)
	}
	return random, risks, table
}

// varySession changes the session, request, tenant and environment of a run input at random,
// now and then to something malformed or out of budget.
func varySession(r *rand.Rand, in *Input) {
	c := &in.Session.Counters
	c.Runs = int64(r.Intn(25))
	c.ConsecutiveFailures = int64(r.Intn(4))
	c.RuntimeMS = int64(r.Intn(400_000))
	c.Tokens = int64(r.Intn(600_000))
	if r.Intn(4) == 0 {
		c.ErrorTypes = map[string]int64{"KeyError": int64(r.Intn(5)), "ValueError": 1}
	}
	if r.Intn(10) == 0 {
		c.ErrorTypes = nil
	}
	d := &in.Session.Dataset
	d.Present = r.Intn(10) != 0
	d.Inspected = d.Present && r.Intn(8) != 0
	if r.Intn(3) == 0 {
		d.Columns = append(d.Columns, pick(r, []string{"ssn", "Email_Address", "phone_number", "name", "iban", "x"}))
	}
	if r.Intn(12) == 0 {
		d.Columns = nil
	}
	in.Request.Kind = pick(r, []string{KindRun, KindRun, KindRun, KindTool, KindList, "", "delete"})
	if in.Request.Kind == KindTool {
		in.Request.Tool = pick(r, []string{"inspect_csv", "aggregate", "run_python", "web_search", "read_file", "fetch_url", "shell", "plot", "x"})
		in.Request.Columns = pick(r, [][]string{{}, {"region"}, {"Email_Address", "region"}, {"iban", "phone_number", "ssn"}, nil})
		in.Request.Args = pick(r, []json.RawMessage{[]byte(`{"group_by":["region"],"limit":100}`), []byte(`{"x":"ssn","kind":"hist"}`), []byte(`null`), nil,
			[]byte(`{"query":"SELECT * FROM df WHERE token = 'sk-abcdefghijklmnopqrstu'","limit":100}`)})
		if r.Intn(8) == 0 {
			in.Analysis = nil
		}
	}
	in.Request.Purpose = pick(r, []string{"profit by region", "api_key=abc123 please", "token: sk-abcdefghijklmnopqrstu", ""})
	in.Request.CodeBytes = pick(r, []int{10, 420, 31999, 32001, 0})
	in.Tenant.ID = pick(r, []string{"acme", "acme", "beta", "", "unknown"})
	if r.Intn(6) == 0 {
		in.Tenant.Flags = map[string]bool{"no_code_execution": r.Intn(2) == 0}
	}
	switch r.Intn(12) {
	case 0:
		in.Executors = nil
	case 1:
		in.Executors = []string{"container"}
	case 2:
		in.Executors = []string{"lambda"}
	}
	switch r.Intn(12) {
	case 0:
		in.Images = nil
	case 1:
		in.Images = testImages[2:]
	case 2:
		in.Images = []Image{{Name: "bare", Packages: nil}}
	}
}

// TestSinglePointsMatchTopdown: the single-point methods (the gateway's path) are evaluated by
// irvm and agree with OPA's evaluator on every point, for a sample of the differential inputs.
func TestSinglePointsMatchTopdown(t *testing.T) {
	e := engineForTest(t)
	random, _, table := diffInputs(t)
	inputs := append(table, random[:200]...)
	for i, in := range inputs {
		val, err := inputValue(in)
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range pointSpecs {
			p := e.points[spec.path]
			compareEval(t, i, spec.path, p.query, p.ref, val)
		}
	}
}

// TestFallbackToTopdown: a bundle whose plan irvm cannot run (here the log mask uses the with
// keyword) still loads, evaluated by OPA's evaluator, and says so.
func TestFallbackToTopdown(t *testing.T) {
	dir := copyBundle(t)
	path := filepath.Join(dir, "log.rego")
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	src := strings.Replace(string(raw), "mask contains p if some p in cfg.erase",
		"mask contains p if {\n\tsome p in cfg.erase with input as {}\n}", 1)
	if src == string(raw) {
		t.Fatal("log.rego no longer has the erase rule this test rewrites")
	}
	writeFile(t, path, src)
	e, err := Load(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	name, why := e.Evaluators()
	if name != "topdown" || why == nil || !strings.Contains(why.Error(), "with") {
		t.Fatalf("Evaluators() = %q, %v; want topdown because of the with keyword", name, why)
	}
	rd, err := e.DecideRun(context.Background(), runInput(t, pandasFacts))
	if err != nil || !rd.Admission.Allow || rd.Decisions[0].Input == nil {
		t.Fatalf("DecideRun = %+v, %v", rd, err)
	}
}
