package gateway_test

import (
	"net/http"
	"strings"
	"testing"
)

// TestRoutingToSmallestImage (issue 6): a run lands on the smallest image that has its
// imports, whichever executor serves it; an import no image has is refused before dispatch with
// the packages that are available.
func TestRoutingToSmallestImage(t *testing.T) {
	for _, executor := range []string{"subprocess", "container"} {
		t.Run(executor, func(t *testing.T) {
			e := newEnv(t, envOpts{executor: executor})
			sid := e.session(keyAcme, true)
			cases := []struct{ code, image string }{
				{"print(df.profit.sum())\n", "python-data-basic"},
				// The packages' top-level modules only: what routes a run is its imports, and a cold
				// import of statsmodels.api or sklearn.linear_model (scipy and all) can outlast the
				// run's time limit on a loaded 2-core CI machine.
				{"import statsmodels\nprint(statsmodels.__version__ != '')\n", "python-stats"},
				{"import sklearn\nprint(sklearn.__version__ != '')\n", "python-ml-lite"},
			}
			for _, c := range cases {
				st, obs := e.run(keyAcme, sid, c.code)
				if st != 200 || obs["ok"] != true {
					t.Fatalf("%q: %d %v", c.image, st, obs)
				}
				rec := mustGet(t, e, "/v1/runs/"+obs["run_id"].(string))
				if rec["image"] != c.image || rec["executor"] != executor {
					t.Errorf("ran on %v/%v, want %s/%s", rec["executor"], rec["image"], executor, c.image)
				}
			}
			st, obs := e.run(keyAcme, sid, "import polars\nprint(polars.__version__)\n")
			if st != http.StatusForbidden || obs["error_type"] != "PolicyViolation" {
				t.Fatalf("unknown package: %d %v", st, obs)
			}
			if hint := str(obs["retry_hint"]); !strings.Contains(hint, "pandas") || !strings.Contains(hint, "sklearn") {
				t.Errorf("retry_hint %q does not list the available packages", hint)
			}
			if rec := mustGet(t, e, "/v1/runs/"+obs["run_id"].(string)); rec["outcome"] != nil && rec["outcome"] != "" {
				t.Errorf("the refused run was dispatched: %v", rec["outcome"])
			}
		})
	}
}
