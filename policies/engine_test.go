package policies

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/open-policy-agent/opa/v1/bundle"
)

func TestLoadEmbedded(t *testing.T) {
	e := engineForTest(t)
	if !regexp.MustCompile(`^[0-9a-f]{64}$`).MatchString(e.Revision()) {
		t.Errorf("Revision() = %q, want 64 hex digits", e.Revision())
	}
	if e.Source() != "embedded" {
		t.Errorf("Source() = %q", e.Source())
	}
	if e.Tests().Passed == 0 || e.Tests().Failed != 0 {
		t.Errorf("Tests() = %+v", e.Tests())
	}
}

func TestLoadDirectorySameRevisionAsEmbedded(t *testing.T) {
	e, err := Load(context.Background(), copyBundle(t))
	if err != nil {
		t.Fatal(err)
	}
	if e.Revision() != engineForTest(t).Revision() {
		t.Errorf("directory revision %s != embedded %s", e.Revision(), engineForTest(t).Revision())
	}
}

// TestLoadSourceDirectory loads this package's own directory, as `sluice serve --policies
// policies/` from the repository root would: the Go files and the table's testdata beside the
// Rego are ignored, and the policy is the embedded one.
func TestLoadSourceDirectory(t *testing.T) {
	e, err := Load(context.Background(), ".")
	if err != nil {
		t.Fatal(err)
	}
	if e.Revision() != engineForTest(t).Revision() {
		t.Errorf("source directory revision %s != embedded %s", e.Revision(), engineForTest(t).Revision())
	}
}

func TestLoadTarball(t *testing.T) {
	ctx := context.Background()
	b, err := readFS(DefaultBundle())
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "bundle.tar.gz")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := bundle.NewWriter(f).Write(b); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	e, err := Load(ctx, path)
	if err != nil {
		t.Fatalf("Load(tarball): %v", err)
	}
	if e.Revision() != engineForTest(t).Revision() {
		t.Errorf("tarball revision %s != embedded %s", e.Revision(), engineForTest(t).Revision())
	}
	a, _, err := e.Admission(ctx, runInput(t, pandasFacts))
	if err != nil || !a.Allow {
		t.Errorf("Admission from tarball = %+v, %v", a, err)
	}
}

func TestLoadRejects(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(t *testing.T, dir string)
		want   error
		text   string
	}{
		{"syntax error", func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, "broken.rego"), "package sluice.broken\n\nimport rego.v1\n\nx := if {\n")
		}, ErrLoad, "broken.rego"},
		{"compile error", func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, "broken.rego"), "package sluice.broken\n\nimport rego.v1\n\nx := y\n")
		}, ErrLoad, "y"},
		{"failing test", func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, "extra_test.rego"), "package sluice.extra_test\n\nimport rego.v1\n\ntest_fails if {\n\tdata.sluice.admission.allow with input as {}\n}\n")
		}, ErrTestFailed, "test_fails"},
		{"missing required rule", func(t *testing.T, dir string) {
			src, err := os.ReadFile(filepath.Join(dir, "budget.rego"))
			if err != nil {
				t.Fatal(err)
			}
			s := strings.Replace(string(src), "degrade := sort(degrade_set)", "degraded := sort(degrade_set)", 1)
			writeFile(t, filepath.Join(dir, "budget.rego"), s)
			os.Remove(filepath.Join(dir, "budget_test.rego"))
		}, ErrLoad, "sluice/budget/degrade"},
		{"no tests", func(t *testing.T, dir string) {
			files, _ := filepath.Glob(filepath.Join(dir, "*_test.rego"))
			for _, f := range files {
				os.Remove(f)
			}
		}, ErrTestFailed, "no tests"},
		{"bad data.json", func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, "data.json"), "{not json")
		}, ErrLoad, "data.json"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := copyBundle(t)
			tc.mutate(t, dir)
			e, err := Load(context.Background(), dir)
			if e != nil || !errors.Is(err, tc.want) {
				t.Fatalf("Load = %v, %v; want %v", e, err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.text) {
				t.Errorf("error %q does not mention %q", err, tc.text)
			}
		})
	}
	if _, err := Load(context.Background(), filepath.Join(t.TempDir(), "nope")); !errors.Is(err, ErrLoad) {
		t.Errorf("Load(missing dir) = %v, want ErrLoad", err)
	}
}

func TestDecisionsForOneRun(t *testing.T) {
	ctx := context.Background()
	e := engineForTest(t)
	in := runInput(t, `{"version":"2","parsed":true,"syntax_error":null,"unsupported":"",
	 "imports":[{"module":"scipy","name":"stats","alias":"","line":1}],"modules":["scipy","scipy.stats"],
	 "calls":[{"name":"scipy.stats.pearsonr","literal_args":false,"line":2,"col":0}],"references":[],"own_object_dunders":[],
	 "attributes":["pearsonr"],"attribute_chains":["scipy.stats.pearsonr"],"dunders":[],"names":["df","stats"],
	 "strings":["revenue","profit"],"dynamic":[],"infinite_loops":[],"df_columns":["revenue","profit"]}`)

	x, d, err := e.Exposure(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"aggregate", "inspect_csv", "plot", "run_python", "sql"}; !reflect.DeepEqual(x.Tools, want) || !x.Allow || x.Code != "ok" {
		t.Errorf("Exposure = %+v", x)
	}
	if d.Path != PathExposure || d.Revision != e.Revision() || d.ID == "" || d.Time.IsZero() || d.Input == nil || d.Result == nil || d.Error != nil {
		t.Errorf("Decision = %+v", d)
	}

	a, d, err := e.Admission(ctx, in)
	if err != nil || !a.Allow || len(a.Violations) != 0 || a.RetryHint != "" {
		t.Errorf("Admission = %+v, %v", a, err)
	}
	if d.Path != PathAdmission {
		t.Errorf("Decision.Path = %q", d.Path)
	}

	l, _, err := e.Limits(ctx, in)
	want := Limits{TimeoutS: 8, MemoryMB: 512, CPUs: 1, Pids: 64, StdoutBytes: 64 << 10, StderrBytes: 64 << 10,
		OutputFiles: 16, OutputBytes: 32 << 20, FileSizeBytes: 16 << 20, TmpBytes: 64 << 20}
	if err != nil || l != want {
		t.Errorf("Limits = %+v, %v; want %+v", l, err, want)
	}

	r, _, err := e.Routing(ctx, in)
	if err != nil || r.Executor != "subprocess" || r.Image != "python-stats" || len(r.Missing) != 0 {
		t.Errorf("Routing = %+v, %v", r, err)
	}

	b, _, err := e.Budget(ctx, in)
	if err != nil || !b.Allow || b.StopReason != "" || b.RunsLeft != 19 || len(b.Degrade) != 0 {
		t.Errorf("Budget = %+v, %v", b, err)
	}

	red, _, err := e.Redaction(ctx, in)
	if err != nil || red.ErrorMessageMax != 500 || red.CodeExcerptMax != 1000 || red.StdoutMaxBytes <= 0 ||
		!reflect.DeepEqual(red.SensitiveColumns, []string{"customer_email"}) || len(red.ArtifactTypes) == 0 || len(red.Masks) == 0 {
		t.Errorf("Redaction = %+v, %v", red, err)
	}
}

func TestRefusals(t *testing.T) {
	ctx := context.Background()
	e := engineForTest(t)

	in := runInput(t, `{"version":"2","parsed":true,"syntax_error":null,"unsupported":"",
	 "imports":[{"module":"subprocess","name":"","alias":"sp","line":1}],"modules":["subprocess"],
	 "calls":[{"name":"subprocess.run","literal_args":true,"line":2,"col":0}],"references":[],"own_object_dunders":[],"attributes":["run"],
	 "attribute_chains":["subprocess.run"],"dunders":[],"names":["sp"],"strings":["ls"],"dynamic":[],"infinite_loops":[],"df_columns":[]}`)
	a, d, err := e.Admission(ctx, in)
	if err != nil || a.Allow || len(a.Violations) != 1 {
		t.Fatalf("Admission = %+v, %v", a, err)
	}
	v := a.Violations[0]
	if v.Rule != "no_processes" || v.Code != "process" || v.Line != 1 || v.Message == "" || v.Hint == "" || a.RetryHint != v.Hint {
		t.Errorf("violation = %+v, retry_hint %q", v, a.RetryHint)
	}
	if d.Error != nil {
		t.Errorf("a refusal is a decision, not an error: %+v", d.Error)
	}

	in.Session.Counters.ConsecutiveFailures = 2
	b, _, err := e.Budget(ctx, in)
	if err != nil || b.Allow || b.StopReason != "consecutive_failures" || !strings.Contains(b.Hint, "clarify") {
		t.Errorf("Budget after two failures = %+v, %v", b, err)
	}
	x, _, err := e.Exposure(ctx, in)
	if err != nil || x.Allow || x.Code != "clarify" || slicesContains(x.Tools, "run_python") || !strings.Contains(x.Message, "human review") {
		t.Errorf("Exposure after two failures = %+v, %v", x, err)
	}

	in.Analysis = facts(t, `{"version":"2","parsed":true,"syntax_error":null,"unsupported":"","imports":[{"module":"seaborn","name":"","alias":"sns","line":1}],
	 "modules":["seaborn"],"calls":[],"references":[],"own_object_dunders":[],"attributes":[],"attribute_chains":[],"dunders":[],"names":[],"strings":[],"dynamic":[],"infinite_loops":[],"df_columns":[]}`)
	r, _, err := e.Routing(ctx, in)
	if err != nil || r.Image != "" || !reflect.DeepEqual(r.Missing, []string{"seaborn"}) || !strings.Contains(r.Hint, "statsmodels") {
		t.Errorf("Routing with seaborn = %+v, %v", r, err)
	}
}

func slicesContains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// failClosedBundle returns a bundle directory whose policies misbehave on chosen purposes.
func failClosedBundle(t *testing.T) string {
	dir := copyBundle(t)
	writeFile(t, filepath.Join(dir, "zz_faults.rego"), `package sluice.admission

import rego.v1

allow := false if input.request.purpose == "conflict"

retry_hint := to_number("not a number") if input.request.purpose == "eval error"
`)
	writeFile(t, filepath.Join(dir, "zz_faults_test.rego"), `package sluice.zz_faults_test

import rego.v1

test_faults_dormant if {
	not data.sluice.admission.allow with input as {"request": {"purpose": "x"}}
}
`)
	data, err := os.ReadFile(filepath.Join(dir, "data.json"))
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(data), `"tenants": {}`, `"tenants": {"zero": {"limits": {"timeout_s": 0}}, "wrongtype": {"budget": {"hints": {"runs_exhausted": 7}}}}`, 1)
	writeFile(t, filepath.Join(dir, "data.json"), s)
	return dir
}

func TestFailClosed(t *testing.T) {
	ctx := context.Background()
	e, err := Load(ctx, failClosedBundle(t))
	if err != nil {
		t.Fatal(err)
	}
	type outcome struct {
		allow bool
		err   error
	}
	admission := func(ctx context.Context, in *Input) outcome {
		a, _, err := e.Admission(ctx, in)
		return outcome{a.Allow, err}
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	cases := []struct {
		name string
		ctx  context.Context
		in   func(in *Input)
		run  func(ctx context.Context, in *Input) outcome
		want error
	}{
		{"conflict", ctx, func(in *Input) { in.Request.Purpose = "conflict" }, admission, ErrConflict},
		{"eval error", ctx, func(in *Input) { in.Request.Purpose = "eval error" }, admission, ErrEval},
		{"cancelled", cancelled, func(in *Input) {}, admission, ErrTimeout},
		{"missing tenant", ctx, func(in *Input) { in.Tenant.ID = "" }, admission, ErrInvalidInput},
		{"missing analysis", ctx, func(in *Input) { in.Analysis = nil }, admission, ErrInvalidInput},
		{"bad kind", ctx, func(in *Input) { in.Request.Kind = "delete" }, admission, ErrInvalidInput},
		{"admission of a listing", ctx, func(in *Input) { in.Request.Kind = KindList }, admission, ErrInvalidInput},
		{"admission of a tool without name", ctx, func(in *Input) { in.Request.Kind = KindTool; in.Analysis = nil }, admission, ErrInvalidInput},
		{"undefined executor", ctx, func(in *Input) { in.Executors = []string{"wasm"} }, func(ctx context.Context, in *Input) outcome {
			r, _, err := e.Routing(ctx, in)
			return outcome{r.Executor != "", err}
		}, ErrUndefined},
		{"no images", ctx, func(in *Input) { in.Images = nil }, func(ctx context.Context, in *Input) outcome {
			r, _, err := e.Routing(ctx, in)
			return outcome{r.Image != "", err}
		}, ErrInvalidInput},
		{"zero limit", ctx, func(in *Input) { in.Tenant.ID = "zero" }, func(ctx context.Context, in *Input) outcome {
			l, _, err := e.Limits(ctx, in)
			return outcome{l.TimeoutS > 0, err}
		}, ErrBadResult},
		{"wrong result type", ctx, func(in *Input) { in.Tenant.ID = "wrongtype"; in.Session.Counters.Runs = 20 }, func(ctx context.Context, in *Input) outcome {
			b, _, err := e.Budget(ctx, in)
			return outcome{b.Allow, err}
		}, ErrBadResult},
		{"tool without name", ctx, func(in *Input) { in.Request.Kind = KindTool }, func(ctx context.Context, in *Input) outcome {
			x, _, err := e.Exposure(ctx, in)
			return outcome{x.Allow, err}
		}, ErrInvalidInput},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := runInput(t, pandasFacts)
			tc.in(in)
			got := tc.run(tc.ctx, in)
			if got.allow {
				t.Errorf("allowed despite %v", got.err)
			}
			if !errors.Is(got.err, tc.want) {
				t.Fatalf("error = %v, want %v", got.err, tc.want)
			}
			var pe *Error
			if !errors.As(got.err, &pe) || pe.Code == "" {
				t.Errorf("error %v is not a coded *Error", got.err)
			}
		})
	}
	// The same engine still allows ordinary code.
	if o := admission(ctx, runInput(t, pandasFacts)); !o.allow || o.err != nil {
		t.Errorf("ordinary code after faults = %+v", o)
	}
}

func TestFailedDecisionIsLoggable(t *testing.T) {
	e, err := Load(context.Background(), failClosedBundle(t))
	if err != nil {
		t.Fatal(err)
	}
	in := runInput(t, pandasFacts)
	in.Request.Purpose = "conflict"
	_, d, err := e.Admission(context.Background(), in)
	if err == nil || d.Error == nil || d.Error.Code != CodeConflict || d.Input == nil || d.Path != PathAdmission {
		t.Errorf("decision of a failed evaluation = %+v (err %v)", d, err)
	}
}

// TestMaskedToolArguments: a secret in a fixed tool's arguments is not logged, and the
// decision is made on the arguments as they are.
func TestMaskedToolArguments(t *testing.T) {
	in := runInput(t, pandasFacts)
	in.Analysis = nil
	in.Request = Request{Kind: KindTool, Tool: "sql", ExpectedArtifacts: []string{}, Columns: []string{"region"},
		Args: json.RawMessage(`{"query":"SELECT region FROM df WHERE region != 'sk-live-0123456789abcdefghij'","limit":100}`)}
	a, d, err := engineForTest(t).Admission(context.Background(), in)
	if err != nil || !a.Allow {
		t.Fatalf("admission: %+v %v", a, err)
	}
	if want := []string{"/input/request/args/query"}; !reflect.DeepEqual(d.Masked, want) {
		t.Errorf("Masked = %v, want %v", d.Masked, want)
	}
	args := d.Input.(map[string]any)["request"].(map[string]any)["args"].(map[string]any)
	if args["query"] != "**REDACTED**" || args["limit"] != json.Number("100") && args["limit"] != float64(100) {
		t.Errorf("logged args = %v", args)
	}
}

func TestMaskedDecisionInput(t *testing.T) {
	in := runInput(t, strings.Replace(pandasFacts, `"margin.png"]`, `"margin.png","sk-live-0123456789abcdefghij"]`, 1))
	in.Request.Purpose = "connect with password=hunter2"
	_, d, err := engineForTest(t).Admission(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	wantMasked := []string{"/input/analysis/strings/3", "/input/request/purpose"}
	if !reflect.DeepEqual(d.Masked, wantMasked) {
		t.Errorf("Masked = %v, want %v", d.Masked, wantMasked)
	}
	doc := d.Input.(map[string]any)
	if p := doc["request"].(map[string]any)["purpose"]; p != "**REDACTED**" {
		t.Errorf("logged purpose = %v", p)
	}
	if s := doc["analysis"].(map[string]any)["strings"].([]any)[3]; s != "**REDACTED**" {
		t.Errorf("logged string = %v", s)
	}
	// The caller's input is untouched.
	if in.Request.Purpose != "connect with password=hunter2" {
		t.Errorf("input was modified: %q", in.Request.Purpose)
	}
}

func TestMaskOps(t *testing.T) {
	doc := map[string]any{"a": map[string]any{"b": "x", "c": []any{"1", "2"}}}
	if !removeAt(doc, []string{"a", "b"}) || removeAt(doc, []string{"a", "zz"}) {
		t.Error("removeAt on an object")
	}
	if !removeAt(doc, []string{"a", "c", "1"}) || removeAt(doc, []string{"a", "c", "9"}) {
		t.Error("removeAt on an array")
	}
	if !setAt(doc, []string{"a", "c", "0"}, "m") || setAt(doc, []string{"x", "y"}, "m") {
		t.Error("setAt")
	}
	want := map[string]any{"a": map[string]any{"c": []any{"m", nil}}}
	if !reflect.DeepEqual(doc, want) {
		t.Errorf("doc = %v, want %v", doc, want)
	}
	for _, bad := range []string{"/result/x", "/input", "input/x"} {
		if _, err := pointerSegments(bad); err == nil {
			t.Errorf("pointerSegments(%q) accepted", bad)
		}
	}
	if segs, err := pointerSegments("/input/a~1b/c~0d"); err != nil || !reflect.DeepEqual(segs, []string{"a/b", "c~d"}) {
		t.Errorf("pointerSegments escapes = %v, %v", segs, err)
	}
	for _, bad := range []any{42, map[string]any{"op": "replace", "path": "/input/x"}} {
		if _, _, _, err := parseMaskOp(bad); err == nil {
			t.Errorf("parseMaskOp(%v) accepted", bad)
		}
	}
}

func TestBadMaskRefuses(t *testing.T) {
	dir := copyBundle(t)
	writeFile(t, filepath.Join(dir, "zz_mask.rego"), "package sluice.log\n\nimport rego.v1\n\nmask contains \"/result\" if input.input.request.purpose == \"leak\"\n")
	e, err := Load(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	in := runInput(t, pandasFacts)
	in.Request.Purpose = "leak"
	a, d, err := e.Admission(context.Background(), in)
	if a.Allow || !errors.Is(err, ErrMask) || d.Input != nil {
		t.Errorf("Admission with a bad mask = %+v, %+v, %v", a, d, err)
	}
}

func TestConcurrentDecisions(t *testing.T) {
	e := engineForTest(t)
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for i := 0; i < 16; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a, _, err := e.Admission(context.Background(), runInput(t, pandasFacts))
			if err != nil || !a.Allow {
				errs <- errors.Join(err, errors.New("not allowed"))
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestErrorCode(t *testing.T) {
	if ErrorCode(nil) != "" || ErrorCode(errors.New("x")) != CodeEval {
		t.Error("ErrorCode of nil or a foreign error")
	}
	err := newError(ErrConflict, PathAdmission, errors.New("boom"))
	if ErrorCode(err) != CodeConflict || !strings.Contains(err.Error(), "sluice/admission: policy_conflict: boom") {
		t.Errorf("Error() = %q", err.Error())
	}
}
