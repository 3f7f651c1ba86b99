package tools

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/catalogue.json from the catalogue")

var sales = []string{"date", "region", "product", "revenue", "profit"}

// TestValidateCanonical: good arguments come back in the canonical form the templates
// receive, defaults filled in; null is an absent argument.
func TestValidateCanonical(t *testing.T) {
	for _, c := range []struct{ tool, args, want string }{
		{"inspect_csv", ``, `{"sample_rows":5}`},
		{"inspect_csv", `null`, `{"sample_rows":5}`},
		{"inspect_csv", ` {"sample_rows": null} `, `{"sample_rows":5}`},
		{"inspect_csv", `{"sample_rows": 3}`, `{"sample_rows":3}`},
		{"aggregate", `{"metrics": [{"column": "revenue", "op": "sum"}]}`,
			`{"group_by":[],"metrics":[{"column":"revenue","op":"sum"}],"filters":[],"sort":[],"limit":100}`},
		{"aggregate", `{"metrics": [{"column": "revenue", "op": "sum", "as": null}], "group_by": null, "filters": null, "sort": null, "limit": null}`,
			`{"group_by":[],"metrics":[{"column":"revenue","op":"sum"}],"filters":[],"sort":[],"limit":100}`},
		{"aggregate", `{"group_by": ["region"], "metrics": [{"column": "revenue", "op": "sum", "as": "rev"}, {"column": "*", "op": "count"}],
			"filters": [{"column": "profit", "op": ">", "value": 0}, {"column": "region", "op": "in", "value": ["a", null, 1.5]},
				{"column": "profit", "op": "isnull"}, {"column": "region", "op": "==", "value": null}],
			"sort": [{"column": "rev", "desc": true}, {"column": "count"}], "limit": 7}`,
			`{"group_by":["region"],"metrics":[{"column":"revenue","op":"sum","as":"rev"},{"column":"*","op":"count"}],` +
				`"filters":[{"column":"profit","op":"\u003e","value":0},{"column":"region","op":"in","value":["a",null,1.5]},{"column":"profit","op":"isnull"},{"column":"region","op":"==","value":null}],` +
				`"sort":[{"column":"rev","desc":true},{"column":"count","desc":false}],"limit":7}`},
		{"plot", `{"kind": "bar", "x": "region", "y": "revenue", "agg": "mean", "title": "T"}`, `{"kind":"bar","x":"region","y":"revenue","agg":"mean","title":"T"}`},
		{"plot", `{"kind": "hist", "x": "revenue", "bins": 7}`, `{"kind":"hist","x":"revenue","bins":7}`},
		{"plot", `{"kind": "scatter", "x": "revenue", "y": "profit", "group": "region"}`, `{"kind":"scatter","x":"revenue","y":"profit","group":"region"}`},
		{"plot", `{"kind": "bar", "x": "region", "agg": "count"}`, `{"kind":"bar","x":"region","agg":"count"}`},
		{"sql", `{"query": "SELECT 1"}`, `{"query":"SELECT 1","limit":100}`},
		{"sql", `{"query": "SELECT 1;", "limit": 10}`, `{"query":"SELECT 1;","limit":10}`},
		{"sql", `{"query": "SELECT replace(a, 'x', 'y') FROM df"}`, `{"query":"SELECT replace(a, 'x', 'y') FROM df","limit":100}`},
		{"sql", `{"query": "SELECT \"delete\", [drop] FROM df -- drop"}`, `{"query":"SELECT \"delete\", [drop] FROM df -- drop","limit":100}`},
		{"sql", `{"query": "SELECT 1 /* unterminated"}`, `{"query":"SELECT 1 /* unterminated","limit":100}`},
		{RunPython, `{"code": "print(1)", "purpose": "p", "expected_artifacts": ["a.png"]}`, `{"code":"print(1)","purpose":"p","expected_artifacts":["a.png"]}`},
	} {
		got, err := Validate(c.tool, json.RawMessage(c.args), sales)
		if err != nil || string(got) != c.want {
			t.Errorf("%s %s:\n got %s %v\nwant %s", c.tool, c.args, got, err, c.want)
		}
	}
}

// TestValidateRefuses: each kind of bad argument, with the message an agent reads and the
// kind the gateway maps to a status.
func TestValidateRefuses(t *testing.T) {
	m := func(extra string) string { return `{"metrics": [{"column": "revenue", "op": "sum"}]` + extra + `}` }
	long := strings.Repeat("x", 201)
	for _, c := range []struct {
		tool, args string
		columns    []string
		kind       error
		says       string
	}{
		// Decoding: not an object, unknown fields, wrong Go types, trailing data.
		{"aggregate", `[1]`, nil, ErrBadArguments, `want a JSON object like {"group_by": ["…"], "metrics": [{"column", "op", "as"}], "filters": [{"column", "op", "value"}], "sort": [{"column", "desc"}], "limit": 1..1000}`},
		{"aggregate", m(`, "code": "import os"`), nil, ErrBadArguments, `unknown field "code"`},
		{"aggregate", `{"metrics": [{"column": "revenue", "op": "sum", "x": 1}]}`, nil, ErrBadArguments, `unknown field "x"`},
		{"inspect_csv", `{"sample_rows": "3"}`, nil, ErrBadArguments, `want {"sample_rows": 1..20}: field "sample_rows" must be int`},
		{"inspect_csv", `{"sample_rows": 2.5}`, nil, ErrBadArguments, `field "sample_rows" must be int`},
		{"inspect_csv", `{} {}`, nil, ErrBadArguments, "data after the JSON object"},
		{"inspect_csv", `{"sample_rows": 1`, nil, ErrBadArguments, "unexpected end of input"},
		{"nope", `{}`, nil, ErrBadArguments, `no tool "nope"`},
		// The schema: ranges, enums, lengths, list sizes, uniqueness, anyOf.
		{"inspect_csv", `{"sample_rows": 0}`, nil, ErrBadArguments, "sample_rows must be between 1 and 20"},
		{"inspect_csv", `{"sample_rows": 21}`, nil, ErrBadArguments, "sample_rows must be between 1 and 20"},
		{"aggregate", `{}`, nil, ErrBadArguments, "metrics needs at least one entry"},
		{"aggregate", `{"metrics": []}`, nil, ErrBadArguments, "metrics needs at least one entry"},
		{"aggregate", `{"metrics": [{"column": "revenue", "op": "avg"}]}`, nil, ErrBadArguments, "metrics[0].op must be one of sum, mean, min, max, count, median, nunique"},
		{"aggregate", m(`, "limit": 5000`), nil, ErrBadArguments, "limit must be between 1 and 1000"},
		{"aggregate", m(`, "limit": 0`), nil, ErrBadArguments, "limit must be between 1 and 1000"},
		{"aggregate", `{"group_by": ["a","b","c","d","e","f","g","h","i","j","k"], "metrics": [{"column": "*", "op": "count"}]}`, nil, ErrBadArguments, "group_by takes at most 10 entries"},
		{"aggregate", `{"group_by": ["region", "region"], "metrics": [{"column": "*", "op": "count"}]}`, nil, ErrBadArguments, `group_by names "region" twice`},
		{"aggregate", `{"metrics": [{"column": "revenue", "op": "sum", "as": ""}]}`, nil, ErrBadArguments, "metrics[0].as is empty"},
		{"aggregate", `{"metrics": [{"column": "", "op": "sum"}]}`, nil, ErrBadArguments, "metrics[0].column is empty"},
		{"aggregate", `{"metrics": [{"column": "` + long + `", "op": "sum"}]}`, nil, ErrBadArguments, "metrics[0].column is at most 200 characters"},
		{"aggregate", m(`, "filters": [{"column": "profit", "op": ">", "value": {"a": 1}}]`), nil, ErrBadArguments, "filters[0].value is not valid: want a string, number, boolean or null"},
		{"aggregate", m(`, "filters": [{"column": "profit", "op": "like", "value": 1}]`), nil, ErrBadArguments, "filters[0].op must be one of ==, !=, <, <=, >, >=, in, not_in, isnull, notnull"},
		{"aggregate", m(`, "filters": [{"column": "profit", "op": "<", "value": 1}, {"column": "profit", "op": "like", "value": 1}], "limit": 0`), nil, ErrBadArguments,
			"filters[1].op must be one of ==, !=, <, <=, >, >=, in, not_in, isnull, notnull; limit must be between 1 and 1000"},
		{"plot", `{"kind": "pie", "x": "region"}`, nil, ErrBadArguments, "kind must be one of bar, line, hist, scatter"},
		{"plot", `{"kind": "bar"}`, nil, ErrBadArguments, "x is empty"},
		{"plot", `{"kind": "hist", "x": "region", "bins": 300}`, nil, ErrBadArguments, "bins must be between 1 and 200"},
		{"plot", `{"kind": "bar", "x": "region", "title": "` + long + `"}`, nil, ErrBadArguments, "title is at most 200 characters"},
		{"sql", `{"query": ""}`, nil, ErrBadArguments, "query is empty"},
		{"sql", `{}`, nil, ErrBadArguments, "query is empty"},
		{"sql", `{"query": "SELECT 1", "limit": 1001}`, nil, ErrBadArguments, "limit must be between 1 and 1000"},
		{RunPython, `{"code": ""}`, nil, ErrBadArguments, "code is empty"},
		{RunPython, `{"code": "1", "purpose": "` + strings.Repeat("é", 2001) + `"}`, nil, ErrBadArguments, "purpose is at most 2000 characters"},
		{RunPython, `{"code": "1", "expected_artifacts": [` + strings.Repeat(`"a",`, 64) + `"a"]}`, nil, ErrBadArguments, "expected_artifacts takes at most 64 entries"},
		// By hand: across fields.
		{"aggregate", m(`, "filters": [{"column": "region", "op": "in", "value": "x"}]`), nil, ErrBadArguments, "filters[0]: in needs a list of values"},
		{"aggregate", m(`, "filters": [{"column": "profit", "op": "isnull", "value": 1}]`), nil, ErrBadArguments, "filters[0]: isnull takes no value"},
		{"aggregate", m(`, "filters": [{"column": "profit", "op": ">"}]`), nil, ErrBadArguments, "filters[0]: > needs a value"},
		{"aggregate", m(`, "filters": [{"column": "profit", "op": ">", "value": null}]`), nil, ErrBadArguments, "filters[0]: > cannot compare with null; use isnull or notnull"},
		{"aggregate", m(`, "filters": [{"column": "profit", "op": ">", "value": 1e400}]`), nil, ErrBadArguments, "filters[0]: value must be a string, a finite number, a boolean or null"},
		{"aggregate", m(`, "filters": [{"column": "profit", "op": "in", "value": [1e400]}]`), nil, ErrBadArguments, "filters[0]: the values of in must be strings, finite numbers, booleans or null"},
		{"aggregate", m(`, "sort": [{"column": "profit"}]`), nil, ErrBadArguments, `sort[0]: "profit" is not an output column; sort by one of "sum_revenue"`},
		{"aggregate", `{"group_by": ["region"], "metrics": [{"column": "revenue", "op": "sum", "as": "region"}]}`, nil, ErrBadArguments, `metrics[0]: output column "region" appears twice; name it with "as"`},
		{"aggregate", `{"metrics": [{"column": "revenue", "op": "sum"}, {"column": "revenue", "op": "sum"}]}`, nil, ErrBadArguments, `metrics[1]: output column "sum_revenue" appears twice`},
		{"aggregate", `{"metrics": [{"column": "*", "op": "sum"}]}`, nil, ErrBadArguments, `metrics[0]: column "*" is only for count`},
		{"plot", `{"kind": "scatter", "x": "revenue"}`, nil, ErrBadArguments, "scatter needs y"},
		{"plot", `{"kind": "bar", "x": "region", "bins": 3}`, nil, ErrBadArguments, "bins is for hist"},
		{"plot", `{"kind": "hist", "x": "region", "y": "revenue"}`, nil, ErrBadArguments, "hist draws the distribution of x; it takes no y"},
		{"plot", `{"kind": "bar", "x": "region", "agg": "mean"}`, nil, ErrBadArguments, "agg mean needs y; without y the chart counts rows"},
		{"plot", `{"kind": "hist", "x": "region", "agg": "sum"}`, nil, ErrBadArguments, "agg is for bar and line charts"},
		{"plot", `{"kind": "bar", "x": "region", "group": "region"}`, nil, ErrBadArguments, "group must be a column other than x and y"},
		// By hand: columns, once the dataset has been inspected.
		{"aggregate", `{"metrics": [{"column": "nope", "op": "sum"}]}`, sales, ErrBadArguments,
			`metrics[0].column: no column "nope"; available columns: "date", "region", "product", "revenue", "profit"`},
		{"aggregate", `{"metrics": [{"column": "Revenue ", "op": "sum"}]}`, sales, ErrBadArguments, `metrics[0].column: no column "Revenue "; did you mean "revenue"?`},
		{"aggregate", `{"group_by": ["Region"], "metrics": [{"column": "*", "op": "count"}], "filters": [{"column": "x", "op": "notnull"}]}`, sales, ErrBadArguments,
			`group_by[0]: no column "Region"; did you mean "region"?; filters[0].column: no column "x"; available columns:`},
		{"plot", `{"kind": "bar", "x": "nope"}`, sales, ErrBadArguments, `x: no column "nope"; available columns: "date"`},
		{"plot", `{"kind": "bar", "x": "region", "y": "revenue", "group": "Product"}`, sales, ErrBadArguments, `group: no column "Product"; did you mean "product"?`},
		// SQL: what the lexer cannot read is bad; what is more than one read is refused.
		{"sql", `{"query": "   "}`, nil, ErrBadArguments, "query is empty; send one SELECT over the table df"},
		{"sql", `{"query": ";"}`, nil, ErrBadArguments, "query has no statement; send one SELECT over the table df"},
		{"sql", `{"query": "(SELECT 1)"}`, nil, ErrBadArguments, "the query must start with SELECT or WITH"},
		{"sql", `{"query": "SELECT 'unterminated FROM df"}`, nil, ErrBadArguments, "query: a string literal is not closed"},
		{"sql", `{"query": "SELECT [a FROM df"}`, nil, ErrBadArguments, "query: a [quoted name] is not closed"},
		{"sql", `{"query": "SELECT \"a FROM df"}`, nil, ErrBadArguments, "query: a quoted name is not closed"},
		{"sql", `{"query": "DELETE FROM df"}`, nil, ErrRefused, "refused: DELETE statements are not allowed: only one read-only SELECT (or WITH … SELECT) over the table df"},
		{"sql", `{"query": "ATTACH DATABASE 'x.db' AS x"}`, nil, ErrRefused, "refused: ATTACH statements"},
		{"sql", `{"query": "PRAGMA table_info(df)"}`, nil, ErrRefused, "refused: PRAGMA statements"},
		{"sql", `{"query": "SELECT 1; SELECT 2"}`, nil, ErrRefused, "refused: a second statement after ';' is not allowed"},
		{"sql", `{"query": "SELECT * FROM df; DROP TABLE df"}`, nil, ErrRefused, "refused: a second statement"},
		{"sql", `{"query": "with t as (select 1) delete from df"}`, nil, ErrRefused, "refused: DELETE is not allowed in the sql tool: only one read-only SELECT over the table df (write a column named delete in double quotes)"},
		{"sql", `{"query": "WITH RECURSIVE t(n) AS (SELECT 1) SELECT n FROM t"}`, nil, ErrRefused, "refused: a recursive query is not allowed"},
		{"sql", `{"query": "SELECT load_extension('/tmp/x')"}`, nil, ErrRefused, "refused: loading an extension is not allowed"},
		{"sql", `{"query": "SELECT 1 UNION SELECT 2; BEGIN"}`, nil, ErrRefused, "refused: a second statement"},
	} {
		got, err := Validate(c.tool, json.RawMessage(c.args), c.columns)
		if err == nil || !errors.Is(err, c.kind) || !strings.Contains(err.Error(), c.says) || got != nil {
			t.Errorf("%s %.120s:\n got %s %v\nwant %v saying %q", c.tool, c.args, got, err, c.kind, c.says)
		}
		other := ErrRefused
		if c.kind == ErrRefused {
			other = ErrBadArguments
		}
		if errors.Is(err, other) {
			t.Errorf("%s %.60s: %v is both kinds", c.tool, c.args, err)
		}
	}
}

// TestCatalogue holds the tools as agents see them — names, descriptions, parameter schemas —
// to testdata/catalogue.json (go test -update rewrites it): a change there is a change of
// the API, to be read in review.
func TestCatalogue(t *testing.T) {
	all := map[string]any{}
	for _, n := range Names() {
		tool, _ := Lookup(n)
		if tool.Name != n || tool.Description == "" {
			t.Errorf("tool %q: name %q, description %q", n, tool.Name, tool.Description)
		}
		p := tool.Parameters()
		if p.Type != "object" || p.AdditionalProperties == nil || p.AdditionalProperties.Not == nil {
			t.Errorf("%s: parameters are not a closed object schema", n)
		}
		all[n] = map[string]any{"description": tool.Description, "parameters": p}
	}
	got, err := json.MarshalIndent(all, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = roundTrip(t, got)
	golden := filepath.Join("testdata", "catalogue.json")
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the catalogue differs from %s (go test -update rewrites it):\n%s", golden, got)
	}
	// A caller's copy is its own.
	p, _ := Lookup("sql")
	p.Parameters().Properties["query"].Description = "changed"
	if again, _ := Lookup("sql"); again.Parameters().Properties["query"].Description == "changed" {
		t.Error("Parameters returned the catalogue's own schema")
	}
	if tool, _ := Lookup("inspect_csv"); !reflect.DeepEqual(tool.MetadataKeys, []string{"dtypes", "missing", "distinct"}) {
		t.Errorf("inspect_csv metadata keys = %v", tool.MetadataKeys)
	}
}

// roundTrip rewrites JSON with sorted keys, as a map marshals, so the golden file is stable.
func roundTrip(t *testing.T, b []byte) []byte {
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	out, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append(out, '\n')
}

func ExampleValidate() {
	columns := []string{"region", "revenue"}
	args, err := Validate("aggregate", json.RawMessage(`{"group_by": ["region"], "metrics": [{"column": "revenue", "op": "sum"}]}`), columns)
	fmt.Println(string(args), err)

	_, err = Validate("aggregate", json.RawMessage(`{"metrics": [{"column": "Revenue", "op": "sum"}], "limit": 5000}`), columns)
	fmt.Println(err, errors.Is(err, ErrBadArguments))

	_, err = Validate("sql", json.RawMessage(`{"query": "DROP TABLE df"}`), columns)
	fmt.Println(err, errors.Is(err, ErrRefused))
	// Output:
	// {"group_by":["region"],"metrics":[{"column":"revenue","op":"sum"}],"filters":[],"sort":[],"limit":100} <nil>
	// limit must be between 1 and 1000 true
	// refused: DROP statements are not allowed: only one read-only SELECT (or WITH … SELECT) over the table df true
}

// FuzzValidate: whatever the arguments, Validate answers with an error of one of its two
// kinds or with canonical arguments that are themselves valid and canonical.
func FuzzValidate(f *testing.F) {
	for _, seed := range []string{
		`{"metrics": [{"column": "revenue", "op": "sum"}], "filters": [{"column": "region", "op": "in", "value": ["a", 1e400]}]}`,
		`{"kind": "hist", "x": "revenue", "bins": 7}`,
		`{"query": "SELECT \"x\" FROM df -- ;"}`,
		`{"sample_rows": null}`,
		`{"code": "print(1)", "expected_artifacts": ["a.png"]}`,
	} {
		for _, n := range Names() {
			f.Add(n, seed)
		}
	}
	f.Fuzz(func(t *testing.T, name, raw string) {
		out, err := Validate(name, json.RawMessage(raw), sales)
		if err != nil {
			if !errors.Is(err, ErrBadArguments) && !errors.Is(err, ErrRefused) {
				t.Fatalf("error of no kind: %v", err)
			}
			return
		}
		again, err := Validate(name, out, sales)
		if err != nil || !bytes.Equal(again, out) {
			t.Fatalf("canonical %s is not canonical: %s %v", out, again, err)
		}
	})
}
