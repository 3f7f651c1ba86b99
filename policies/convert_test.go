package policies

import (
	"encoding/json"
	"testing"
)

func TestInputValueMatchesJSON(t *testing.T) {
	full := runInput(t, pandasFacts)
	full.Tenant.Flags = map[string]bool{"no_code_execution": true, "beta": false}
	full.Session.Counters.ErrorTypes = map[string]int64{"KeyError": 2}
	full.Request.Tool = "aggregate"
	type typedFacts struct {
		Version string `json:"version"`
		Lines   []int  `json:"lines"`
	}
	cases := map[string]*Input{
		"full":          full,
		"zero":          {},
		"nil analysis":  {Tenant: Tenant{ID: "t"}, Analysis: nil},
		"typed facts":   {Analysis: typedFacts{Version: "1", Lines: []int{1, 2}}},
		"float facts":   {Analysis: map[string]any{"x": 1.5, "y": float64(3), "big": 1e300}},
		"empty slices":  {Executors: []string{}, Images: []Image{}, Request: Request{ExpectedArtifacts: []string{}, Columns: []string{}}},
		"outcome":       {Outcome: &Outcome{Exit: "ok", Artifacts: []ProducedArtifact{{Name: "a.csv", Type: "text/csv", Bytes: 3, DatasetRows: 2}}, StdoutBytes: 1}},
		"empty outcome": {Outcome: &Outcome{}},
		"tool args": {Request: Request{Kind: KindTool, Tool: "aggregate", Columns: []string{"region", "电子邮件"},
			Args: json.RawMessage(`{"group_by":["region"],"filters":[{"column":"x","op":"\u003e","value":1.50}],"limit":100,"big":1e300}`)}},
	}
	for name, in := range cases {
		raw, err := json.Marshal(in)
		if err != nil {
			t.Fatal(err)
		}
		_, want, err := docValue(raw)
		if err != nil {
			t.Fatal(err)
		}
		got, err := inputValue(in)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got.Compare(want) != 0 {
			t.Errorf("%s:\ngot  %v\nwant %v", name, got, want)
		}
	}
}
