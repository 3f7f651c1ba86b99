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
				{"import statsmodels.api as sm\nm = sm.OLS(df.profit.fillna(0), sm.add_constant(df.revenue.fillna(0))).fit()\nprint(round(m.params.iloc[1], 4))\n", "python-stats"},
				{"from sklearn.linear_model import LinearRegression\nd = df.dropna()\nprint(LinearRegression().fit(d[['revenue']], d.profit).coef_[0] > 0)\n", "python-ml-lite"},
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
