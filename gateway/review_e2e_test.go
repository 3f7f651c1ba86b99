package gateway_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/sluice-gw/sluice/policies"
)

// Issue 13 through the API: the review of what a run produced against what it declared.

// chartAndExtra declares chart.png and writes chart.png and extra.csv.
var chartAndExtra = mustJSON(map[string]any{
	"code": "import os\nm = df.groupby('region')['profit'].sum()\nm.plot(kind='bar')\n" +
		"plt.savefig(os.path.join(out_dir, 'chart.png'))\nm.to_csv(os.path.join(out_dir, 'extra.csv'))\n",
	"purpose":            "a chart of profit by region",
	"expected_artifacts": []string{"chart.png"},
})

// TestReviewOfDeclaredArtifacts runs, in the real sandbox, code that declares chart.png and
// writes chart.png and extra.csv, for two tenants: acme (the built-in review config) gets
// both back and its auditor reads the flag on extra.csv in the decision log; other, whose
// review config withholds undeclared artifacts, gets chart.png and is told extra.csv was
// withheld and why.
// Both reviews replay unchanged against the policy that made them.
func TestReviewOfDeclaredArtifacts(t *testing.T) {
	dir := policyCopy(t, false, func(cfg map[string]any) {
		cfg["tenants"] = map[string]any{"other": map[string]any{"review": map[string]any{"withhold_undeclared": true}}}
	})
	e := newEnv(t, envOpts{policyDir: dir})

	// Tenant acme: everything comes back, the undeclared artifact is flagged.
	sid := e.session(keyAcme, true)
	st, obs := e.do("POST", "/v1/sessions/"+sid+"/runs", keyAcme, "application/json", chartAndExtra)
	if st != http.StatusOK || obs["ok"] != true {
		t.Fatalf("run: %d %v", st, obs)
	}
	if names := artifactNames(obs); !slices.Equal(names, []string{"chart.png", "extra.csv"}) || obs["withheld"] != nil {
		t.Fatalf("artifacts %v, withheld %v: want both returned", names, obs["withheld"])
	}
	flagged := e.reviewFlags(obs["run_id"].(string))
	if !slices.ContainsFunc(flagged, func(f string) bool { return strings.HasPrefix(f, "undeclared_artifact: extra.csv") }) {
		t.Fatalf("review flags %v: want extra.csv flagged as undeclared", flagged)
	}

	// Tenant other withholds undeclared artifacts.
	sid = e.session(keyOther, true)
	st, obs = e.do("POST", "/v1/sessions/"+sid+"/runs", keyOther, "application/json", chartAndExtra)
	if st != http.StatusOK || obs["ok"] != true {
		t.Fatalf("run: %d %v", st, obs)
	}
	if names := artifactNames(obs); !slices.Equal(names, []string{"chart.png"}) {
		t.Fatalf("artifacts %v, want chart.png alone", names)
	}
	withheld, _ := obs["withheld"].([]any)
	if len(withheld) != 1 {
		t.Fatalf("withheld = %v", obs["withheld"])
	}
	w := withheld[0].(map[string]any)
	if w["name"] != "extra.csv" || !strings.Contains(str(w["reason"]), "expected_artifacts") {
		t.Fatalf("withheld = %v, want extra.csv with a reason naming expected_artifacts", w)
	}
	rid := obs["run_id"].(string)
	if st, _ := e.raw("GET", "/v1/runs/"+rid+"/artifacts/extra.csv", keyOther, "", nil); st != http.StatusNotFound {
		t.Fatalf("the withheld artifact is served: %d", st)
	}
	if st, _ := e.raw("GET", "/v1/runs/"+rid+"/artifacts/chart.png", keyOther, "", nil); st != http.StatusOK {
		t.Fatalf("the returned chart: %d", st)
	}

	// sluice replay: the log verifies and every decision, the reviews included, replays unchanged.
	entries, _ := e.readLogs(context.Background())
	eng, err := policies.Load(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := policies.Replay(context.Background(), entries, eng)
	if err != nil || rep.Unchanged != rep.Total || len(rep.Errors) != 0 {
		t.Fatalf("replay: %+v %v", rep, err)
	}
	reviews := 0
	for _, ev := range entries {
		if ev.Path == policies.PathReview {
			reviews++
		}
	}
	if reviews < 2 {
		t.Fatalf("%d review decisions in the log, want one per run at least", reviews)
	}
}

// reviewFlags reads the review decision of acme's run rid as an auditor does
// (GET /v1/decisions?run=) and returns its flags as "code: message".
func (e *env) reviewFlags(rid string) []string {
	e.t.Helper()
	st, m := e.do("GET", "/v1/decisions?run="+rid, keyAuditor, "", nil)
	if st != http.StatusOK {
		e.t.Fatalf("decisions of run %s: %d %v", rid, st, m)
	}
	var flags []string
	found := false
	for _, d := range anySlice(m["decisions"]) {
		ev := d.(map[string]any)
		if ev["path"] != policies.PathReview {
			continue
		}
		found = true
		res, _ := ev["result"].(map[string]any)
		for _, f := range anySlice(res["flags"]) {
			fl := f.(map[string]any)
			flags = append(flags, str(fl["code"])+": "+str(fl["message"]))
		}
	}
	if !found {
		e.t.Fatalf("no review decision of run %s among its decisions", rid)
	}
	return flags
}

func anySlice(v any) []any {
	s, _ := v.([]any)
	return s
}
