package policies_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/sluice-gw/sluice/policies"
)

// ExampleLoad loads the embedded bundle and asks admission about code that opens a socket.
func ExampleLoad() {
	ctx := context.Background()
	engine, err := policies.Load(ctx, "") // "" = the embedded default bundle
	if err != nil {
		fmt.Println("load:", err)
		return
	}
	var facts any
	_ = json.Unmarshal([]byte(`{"version":"2","parsed":true,"syntax_error":null,"unsupported":"",
	  "imports":[{"module":"socket","name":"","alias":"","line":1}],"modules":["socket"],
	  "calls":[{"name":"socket.create_connection","literal_args":true,"line":2,"col":4}],"references":[],"own_object_dunders":[],
	  "attributes":["create_connection"],"attribute_chains":["socket.create_connection"],
	  "dunders":[],"names":["socket","s"],"strings":["example.com"],"dynamic":[],
	  "infinite_loops":[],"df_columns":[]}`), &facts)
	in := &policies.Input{
		Tenant:    policies.Tenant{ID: "acme"},
		Session:   policies.Session{ID: "s-1", Dataset: policies.Dataset{Present: true, Inspected: true}},
		Request:   policies.Request{Kind: policies.KindRun, Purpose: "fetch rates", CodeBytes: 60},
		Analysis:  facts,
		Executors: []string{"subprocess"},
		Images:    []policies.Image{{Name: "python-data-basic", Packages: []string{"pandas", "numpy", "matplotlib"}}},
	}
	adm, decision, err := engine.Admission(ctx, in)
	if err != nil {
		fmt.Println("refused by error:", policies.ErrorCode(err))
		return
	}
	fmt.Println("allow:", adm.Allow)
	for _, v := range adm.Violations {
		fmt.Printf("%s (%s) line %d: %s\n", v.Rule, v.Code, v.Line, v.Message)
	}
	fmt.Println("hint:", adm.RetryHint)
	fmt.Println("logged as:", decision.Path)
	// Output:
	// allow: false
	// no_network (network) line 1: network access is not allowed: socket
	// hint: The sandbox has no network: work only with the dataset already loaded as df; do not fetch, download or call external services.
	// logged as: sluice/admission
}
