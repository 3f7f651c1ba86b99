package policies

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/rego"
)

// reviewInput is the input of the review of a run that declared chart.png and wrote chart.png
// and extra.csv.
func reviewInput(t testing.TB) *Input {
	in := runInput(t, pandasFacts)
	in.Request.Purpose = "a chart of the margin by region"
	in.Request.ExpectedArtifacts = []string{"chart.png"}
	in.Outcome = &Outcome{
		Exit: "ok",
		Artifacts: []ProducedArtifact{
			{Name: "chart.png", Type: "image/png", Bytes: 18211},
			{Name: "extra.csv", Type: "text/csv", Bytes: 2048, DatasetRows: 60},
		},
		StdoutBytes: 12, DurationMS: 31,
	}
	return in
}

// loggedInput decodes the input d logs.
func loggedInput(t testing.TB, d Decision) Input {
	t.Helper()
	raw, err := json.Marshal(d.Input)
	if err != nil {
		t.Fatal(err)
	}
	var in Input
	if err := json.Unmarshal(raw, &in); err != nil {
		t.Fatalf("logged input %s: %v", raw, err)
	}
	return in
}

// withTenantReview writes a copy of the bundle whose data.json gives tenant acme the review
// config cfg and returns its directory.
func withTenantReview(t *testing.T, cfg map[string]any) string {
	t.Helper()
	return bundleWithTenants(t, map[string]any{"acme": map[string]any{"review": cfg}})
}

func TestReviewDecision(t *testing.T) {
	ctx := context.Background()
	e := engineForTest(t)
	rv, d, err := e.Review(ctx, reviewInput(t))
	if err != nil {
		t.Fatal(err)
	}
	if d.Path != PathReview || d.Error != nil || d.Input == nil || d.Result == nil {
		t.Fatalf("decision %+v", d)
	}
	if !slices.Equal(rv.Returned, []string{"chart.png", "extra.csv"}) || len(rv.Withheld) != 0 {
		t.Fatalf("default review = %+v, want everything returned", rv)
	}
	if len(rv.Flags) != 1 || rv.Flags[0].Code != "undeclared_artifact" || !strings.Contains(rv.Flags[0].Message, "extra.csv") {
		t.Fatalf("flags = %+v, want extra.csv flagged as undeclared", rv.Flags)
	}
	// The outcome is logged with the input: an auditor sees what the run produced.
	if logged := loggedInput(t, d); len(logged.Outcome.Artifacts) != 2 {
		t.Fatalf("logged input lacks the outcome: %s", d.Input)
	}

	// The other points' inputs do not carry an outcome.
	_, ad, err := e.Admission(ctx, runInput(t, pandasFacts))
	if err != nil {
		t.Fatal(err)
	}
	if loggedInput(t, ad).Outcome != nil {
		t.Fatalf("admission input has an outcome: %s", ad.Input)
	}

	// A review without an outcome is refused before evaluation, and returns nothing.
	in := reviewInput(t)
	in.Outcome = nil
	rv, d, err = e.Review(ctx, in)
	if !errors.Is(err, ErrInvalidInput) || d.Error == nil || rv.Returned != nil {
		t.Fatalf("review without outcome: %+v %v %+v", rv, err, d.Error)
	}
}

func TestReviewTenantWithholds(t *testing.T) {
	ctx := context.Background()
	e, err := Load(ctx, withTenantReview(t, map[string]any{"withhold_undeclared": true, "max_dataset_rows": 10}))
	if err != nil {
		t.Fatal(err)
	}
	rv, _, err := e.Review(ctx, reviewInput(t))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(rv.Returned, []string{"chart.png"}) {
		t.Fatalf("returned %v", rv.Returned)
	}
	var rules []string
	for _, w := range rv.Withheld {
		if w.Name != "extra.csv" || w.Reason == "" {
			t.Errorf("withheld %+v", w)
		}
		rules = append(rules, w.Rule)
	}
	if !slices.Equal(rules, []string{"dataset_rows", "undeclared"}) {
		t.Fatalf("rules %v, want dataset_rows and undeclared (sorted)", rules)
	}
	// Another tenant keeps the defaults.
	in := reviewInput(t)
	in.Tenant.ID = "beta"
	if rv, _, err := e.Review(ctx, in); err != nil || len(rv.Returned) != 2 {
		t.Fatalf("tenant beta: %+v %v", rv, err)
	}
}

func TestCheckReview(t *testing.T) {
	in := reviewInput(t)
	for name, c := range map[string]struct {
		r    Review
		want string
	}{
		"ok":           {Review{Returned: []string{"chart.png"}, Withheld: []Withheld{{Name: "extra.csv", Rule: "r", Reason: "why"}}}, ""},
		"unknown":      {Review{Returned: []string{"chart.png", "extra.csv", "secret.txt"}}, "not an artifact"},
		"both":         {Review{Returned: []string{"chart.png", "extra.csv"}, Withheld: []Withheld{{Name: "extra.csv", Rule: "r", Reason: "why"}}}, "both"},
		"neither":      {Review{Returned: []string{"chart.png"}}, "neither"},
		"no reason":    {Review{Returned: []string{"chart.png"}, Withheld: []Withheld{{Name: "extra.csv", Rule: "r"}}}, "no rule or no reason"},
		"flag no code": {Review{Returned: []string{"chart.png", "extra.csv"}, Flags: []Flag{{Message: "m"}}}, "no code"},
	} {
		err := checkReview(in, c.r)
		if (c.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
}

// TestReviewBadResultFailsClosed: a review policy that returns an artifact of no run is a bad
// result, logged as an error; the typed result returns nothing.
func TestReviewBadResultFailsClosed(t *testing.T) {
	dir := copyBundle(t)
	src := "package sluice.review\n\nimport rego.v1\n\nreturned := [\"anything.csv\"]\n\nwithheld := set()\n\nflags := set()\n"
	writeFile(t, filepath.Join(dir, "review.rego"), src)
	writeFile(t, filepath.Join(dir, "review_test.rego"), "package sluice.review_test\n\nimport rego.v1\n\ntest_x if data.sluice.review.returned\n")
	e, err := Load(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	rv, d, err := e.Review(context.Background(), reviewInput(t))
	if !errors.Is(err, ErrBadResult) || d.Error == nil || d.Error.Code != CodeBadResult || len(rv.Returned) != 0 {
		t.Fatalf("bad review: %+v %v %+v", rv, err, d.Error)
	}
}

// TestReplayReview: review decisions are logged and replayed like the others; a tenant that
// starts withholding undeclared artifacts changes the logged review of a run that wrote one.
func TestReplayReview(t *testing.T) {
	ctx := context.Background()
	e := engineForTest(t)
	path := filepath.Join(t.TempDir(), "decisions.jsonl")
	sink, err := OpenJSONL(path)
	if err != nil {
		t.Fatal(err)
	}
	log := NewDecisionLog("", sink)
	declared := reviewInput(t)
	declared.Request.ExpectedArtifacts = []string{"chart.png", "extra.csv"}
	for i, in := range []*Input{reviewInput(t), declared} {
		_, d, err := e.Review(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if err := log.Append(ctx, NewEvent(d, EventMeta{Tenant: "acme", Session: "s-1", RunID: "r-" + string(rune('a'+i))})); err != nil {
			t.Fatal(err)
		}
	}
	sink.Close()
	entries, err := ReadJSONLFile(path, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Replay(ctx, entries, e)
	if err != nil || rep.Unchanged != 2 || len(rep.Changed) != 0 || len(rep.Errors) != 0 {
		t.Fatalf("replay against the same policy: %+v %v", rep, err)
	}
	e2, err := Load(ctx, withTenantReview(t, map[string]any{"withhold_undeclared": true}))
	if err != nil {
		t.Fatal(err)
	}
	rep, err = Replay(ctx, entries, e2)
	if err != nil || len(rep.Errors) != 0 || len(rep.Changed) != 1 || rep.Unchanged != 1 {
		t.Fatalf("replay against a withholding tenant: %+v %v", rep, err)
	}
	c := rep.Changed[0]
	if c.Path != PathReview || c.DecisionID != entries[0].DecisionID {
		t.Fatalf("change %+v", c)
	}
	if w := c.New.(map[string]any)["withheld"].([]any); len(w) != 1 || w[0].(map[string]any)["name"] != "extra.csv" {
		t.Fatalf("new result %v", c.New)
	}
}

// TestReviewIRVMMatchesTopdown holds irvm to OPA's evaluator on sluice.review: random outcomes
// (names, types, sizes and dataset rows; declared, undeclared and missing artifacts; purposes
// with and without a chart; every exit), malformed ones, for a tenant with the defaults and a
// tenant whose every withholding rule is on.
func TestReviewIRVMMatchesTopdown(t *testing.T) {
	r := rand.New(rand.NewSource(13))
	withholding := map[string]any{"withhold_undeclared": true, "withhold_types": []any{"image/svg+xml"},
		"max_artifact_bytes": 10_000, "max_dataset_rows": 5}
	engines := []*Engine{engineForTest(t), func() *Engine {
		e, err := Load(context.Background(), withTenantReview(t, withholding))
		if err != nil {
			t.Fatal(err)
		}
		return e
	}()}
	names := []string{"chart.png", "extra.csv", "table.md", "notes.txt", "plot.svg", "data.json"}
	types := []string{"image/png", "text/csv", "text/markdown", "text/plain", "image/svg+xml", "application/json"}
	seen := map[string]int{}
	for i := range 600 {
		in := reviewInput(t)
		varySession(r, in)
		in.Request.Purpose = pick(r, []string{"a chart of margin", "plot profit", "margin by region", "", "Histogram of revenue"})
		in.Request.ExpectedArtifacts = nil
		for _, n := range names {
			if r.Intn(3) == 0 {
				in.Request.ExpectedArtifacts = append(in.Request.ExpectedArtifacts, pick(r, []string{n, "out/" + n, "/workspace/output/" + n}))
			}
		}
		out := &Outcome{Exit: pick(r, []string{"ok", "ok", "raised", "timeout", ""}), ArtifactsRefused: int64(r.Intn(2))}
		for k, n := range names {
			if r.Intn(2) == 0 {
				out.Artifacts = append(out.Artifacts, ProducedArtifact{Name: n, Type: types[k], Bytes: int64(r.Intn(20_000)), DatasetRows: int64(r.Intn(10))})
			}
		}
		if r.Intn(10) == 0 {
			out.Artifacts = nil
		}
		in.Outcome = out
		val, err := inputValue(in)
		if err != nil {
			t.Fatal(err)
		}
		if i%50 == 0 { // malformed: an artifact that is not an object, a name that is not a string
			val.(ast.Object).Insert(ast.StringTerm("outcome"), ast.MustParseTerm(`{"artifacts": [1, {"name": 2, "type": "text/csv"}, {"name": "a.csv", "bytes": "x", "type": "text/csv", "dataset_rows": null}], "exit": "ok"}`))
		}
		e := engines[i%2]
		p := e.points[PathReview]
		compareEval(t, i, PathReview, p.query, p.ref, val)
		if rs, err := p.ref.Eval(context.Background(), rego.EvalParsedInput(val)); err == nil && len(rs) == 1 {
			for _, key := range []string{"withheld", "flags"} {
				if w, _ := rs[0].Bindings["r_"+key].([]any); len(w) > 0 {
					seen[key]++
				}
			}
		}
	}
	if seen["withheld"] < 50 || seen["flags"] < 50 {
		t.Fatalf("too few inputs exercised the rules: %v", seen)
	}
}
