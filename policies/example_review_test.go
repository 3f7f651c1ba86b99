package policies_test

import (
	"context"
	"fmt"

	"github.com/sluice-gw/sluice/policies"
)

// ExampleEngine_Review reviews a run that declared chart.png and wrote chart.png and
// extra.csv: the built-in bundle returns both and flags the undeclared one for auditors.
func ExampleEngine_Review() {
	ctx := context.Background()
	engine, err := policies.Load(ctx, "")
	if err != nil {
		fmt.Println("load:", err)
		return
	}
	in := &policies.Input{
		Tenant:  policies.Tenant{ID: "acme"},
		Session: policies.Session{ID: "s-1", Dataset: policies.Dataset{Present: true, Inspected: true}},
		Request: policies.Request{Kind: policies.KindRun, Purpose: "a chart of profit by region", ExpectedArtifacts: []string{"chart.png"}},
		Outcome: &policies.Outcome{Exit: "ok", Artifacts: []policies.ProducedArtifact{
			{Name: "chart.png", Type: "image/png", Bytes: 18211},
			{Name: "extra.csv", Type: "text/csv", Bytes: 2048, DatasetRows: 5},
		}},
	}
	rv, decision, err := engine.Review(ctx, in)
	if err != nil {
		fmt.Println("every artifact withheld:", policies.ErrorCode(err))
		return
	}
	fmt.Println("returned:", rv.Returned)
	fmt.Println("withheld:", len(rv.Withheld))
	for _, f := range rv.Flags {
		fmt.Printf("flag %s: %s\n", f.Code, f.Message)
	}
	fmt.Println("logged as:", decision.Path)
	// Output:
	// returned: [chart.png extra.csv]
	// withheld: 0
	// flag undeclared_artifact: extra.csv was produced but not declared in expected_artifacts
	// logged as: sluice/review
}
