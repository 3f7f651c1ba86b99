package tools

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"
)

// TestColumns: each tool names the dataset columns its arguments touch, sorted and once each;
// sql matches names in any case and quoted, not in strings or comments, and a select of *
// touches every column.
func TestColumns(t *testing.T) {
	people := []string{"region", "Email", "phone number", "revenue", "count"}
	for _, c := range []struct {
		tool, args string
		cols       []string
		want       []string
	}{
		{"inspect_csv", `{}`, people, []string{}},
		{"aggregate", `{"group_by": ["region", "Email"], "metrics": [{"column": "revenue", "op": "sum"}, {"column": "*", "op": "count", "as": "n"}],
			"filters": [{"column": "phone number", "op": "notnull"}, {"column": "region", "op": "==", "value": "x"}], "sort": [{"column": "n"}]}`,
			people, []string{"Email", "phone number", "region", "revenue"}},
		{"aggregate", `{"metrics": [{"column": "*", "op": "count"}]}`, people, []string{}},
		{"plot", `{"kind": "bar", "x": "region", "y": "revenue", "group": "Email"}`, people, []string{"Email", "region", "revenue"}},
		{"plot", `{"kind": "hist", "x": "revenue"}`, people, []string{"revenue"}},
		{"sql", `{"query": "SELECT region, SUM(revenue) AS total FROM df GROUP BY region"}`, people, []string{"region", "revenue"}},
		// An alias spelt like a column counts: erring on the side of naming too much.
		{"sql", `{"query": "SELECT SUM(revenue) AS email FROM df"}`, people, []string{"Email", "revenue"}},
		{"sql", `{"query": "SELECT EMAIL AS e, \"phone number\" FROM df WHERE region = 'Email' -- email"}`, people, []string{"Email", "phone number", "region"}},
		{"sql", `{"query": "SELECT [phone number], ` + "`Email`" + ` FROM df /* revenue */"}`, people, []string{"Email", "phone number"}},
		{"sql", `{"query": "SELECT count(*), revenue * 2 FROM df"}`, people, []string{"revenue"}},
		{"sql", `{"query": "SELECT count FROM df"}`, people, []string{"count"}},
		{"sql", `{"query": "SELECT * FROM df"}`, people, []string{"Email", "count", "phone number", "region", "revenue"}},
		{"sql", `{"query": "SELECT DISTINCT df.* FROM df"}`, people, []string{"Email", "count", "phone number", "region", "revenue"}},
		{"sql", `{"query": "SELECT region, * FROM df"}`, people, []string{"Email", "count", "phone number", "region", "revenue"}},
		{"sql", `{"query": "SELECT 1"}`, people, []string{}},
		// Before inspection: every name but keywords and functions, and * for a select of all.
		{"sql", `{"query": "SELECT region, SUM(revenue) AS total FROM df GROUP BY region"}`, nil, []string{"df", "region", "revenue", "total"}},
		{"sql", `{"query": "SELECT * FROM df WHERE \"e\"\"mail\" IS NOT NULL"}`, nil, []string{"*", "df", "e\"mail"}},
		{"aggregate", `{"group_by": ["email"], "metrics": [{"column": "revenue", "op": "sum"}]}`, nil, []string{"email", "revenue"}},
		{RunPython, `{"code": "print(df.email)"}`, people, []string{}},
	} {
		args, err := Validate(c.tool, json.RawMessage(c.args), c.cols)
		if err != nil {
			t.Fatalf("%s %s: %v", c.tool, c.args, err)
		}
		got, err := Columns(c.tool, args, c.cols)
		if err != nil || got == nil || !slices.Equal(got, c.want) {
			t.Errorf("%s %s on %q:\n got %q %v\nwant %q", c.tool, c.args, c.cols, got, err, c.want)
		}
	}
	if _, err := Columns("shell", json.RawMessage(`{}`), nil); !errors.Is(err, ErrBadArguments) {
		t.Errorf("an unknown tool: %v", err)
	}
	if _, err := Columns("plot", json.RawMessage(`{"kind": 1}`), nil); !errors.Is(err, ErrBadArguments) {
		t.Errorf("arguments not in canonical form: %v", err)
	}
}
