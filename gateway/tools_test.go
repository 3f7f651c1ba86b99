package gateway_test

import (
	"bytes"
	"encoding/csv"
	"image/png"
	"math"
	"net/http"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// Issue 7 through HTTP: the fixed tools, their schemas and exposure, and answers checked
// against figures computed here from testdata/sales.csv, without pandas.

// saleRow is one row of testdata/sales.csv; a missing number is NaN.
type saleRow struct {
	date, region, product string
	revenue, profit       float64
}

func readSales(t *testing.T) []saleRow {
	t.Helper()
	f, err := os.Open("testdata/sales.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	num := func(s string) float64 {
		if s == "" {
			return math.NaN()
		}
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("sales.csv: %q: %v", s, err)
		}
		return v
	}
	var rows []saleRow
	for _, r := range recs[1:] {
		rows = append(rows, saleRow{date: r[0], region: r[1], product: r[2], revenue: num(r[3]), profit: num(r[4])})
	}
	return rows
}

func near(a, b float64) bool {
	return math.Abs(a-b) <= 1e-9*math.Max(1, math.Max(math.Abs(a), math.Abs(b)))
}

func (e *env) tool(key, sid, name string, args any) (int, map[string]any) {
	e.t.Helper()
	var body []byte
	if args != nil {
		body = mustJSON(args)
	}
	return e.do("POST", "/v1/sessions/"+sid+"/tools/"+name, key, "application/json", body)
}

func TestToolsExposedByInspection(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, false)

	m := mustGet(t, e, "/v1/sessions/"+sid+"/tools")
	if got := toolNames(m); !slices.Equal(got, []string{"inspect_csv"}) {
		t.Fatalf("tools before inspection = %v, want [inspect_csv]", got)
	}
	// A fixed tool that is not exposed yet: 403 with the policy's reason, not a failure.
	st, obs := e.tool(keyAcme, sid, "aggregate", map[string]any{"metrics": []any{map[string]any{"column": "revenue", "op": "sum"}}})
	if st != http.StatusForbidden || obs["error_type"] != "PolicyViolation" || !strings.Contains(str(obs["error_message"]), "inspect_csv") {
		t.Fatalf("aggregate before inspection: %d %v", st, obs)
	}
	if b := obs["budget"].(map[string]any); b["consecutive_failures"].(float64) != 0 {
		t.Errorf("a refusal by exposure counted as a failure: %v", b)
	}

	st, obs = e.tool(keyAcme, sid, "inspect_csv", map[string]any{"sample_rows": 2})
	if st != 200 || obs["ok"] != true {
		t.Fatalf("inspect_csv: %d %v", st, obs)
	}
	res := obs["result"].(map[string]any)
	sales := readSales(t)
	// Numeric summaries and value counts, against the CSV read here.
	var rev []float64
	regions := map[string]int{}
	for _, r := range sales {
		if !math.IsNaN(r.revenue) {
			rev = append(rev, r.revenue)
		}
		regions[r.region]++
	}
	sum := 0.0
	for _, v := range rev {
		sum += v
	}
	ns := res["numeric_summary"].(map[string]any)["revenue"].(map[string]any)
	if ns["count"].(float64) != float64(len(rev)) || !near(ns["mean"].(float64), sum/float64(len(rev))) ||
		ns["min"].(float64) != slices.Min(rev) || ns["max"].(float64) != slices.Max(rev) {
		t.Errorf("numeric_summary.revenue = %v; want count %d, mean %v, min %v, max %v", ns, len(rev), sum/float64(len(rev)), slices.Min(rev), slices.Max(rev))
	}
	vc := res["value_counts"].(map[string]any)
	got := map[string]int{}
	for _, x := range vc["region"].([]any) {
		x := x.(map[string]any)
		got[x["value"].(string)] = int(x["count"].(float64))
	}
	if len(got) != len(regions) {
		t.Errorf("value_counts.region = %v, want %v", got, regions)
	}
	for k, n := range regions {
		if got[k] != n {
			t.Errorf("value_counts.region[%s] = %d, want %d", k, got[k], n)
		}
	}
	if _, ok := vc["date"]; ok {
		t.Errorf("value_counts lists date, a column of distinct values: %v", vc["date"])
	}
	if d := res["distinct"].(map[string]any); d["product"].(float64) != 4 {
		t.Errorf("distinct = %v", d)
	}

	m = mustGet(t, e, "/v1/sessions/"+sid+"/tools")
	want := []string{"aggregate", "inspect_csv", "plot", "run_python", "sql"}
	if got := toolNames(m); !slices.Equal(got, want) {
		t.Fatalf("tools after inspection = %v, want %v", got, want)
	}
	for _, x := range m["tools"].([]any) {
		x := x.(map[string]any)
		fn := x["function"].(map[string]any)
		params := fn["parameters"].(map[string]any)
		if x["type"] != "function" || params["type"] != "object" || params["additionalProperties"] != false || str(fn["description"]) == "" {
			t.Errorf("tool %v is not an OpenAI function with a closed object schema", fn["name"])
		}
	}
}

func TestAggregateMatchesIndependentFigures(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, true)
	args := map[string]any{
		"group_by": []string{"region"},
		"metrics": []any{
			map[string]any{"column": "revenue", "op": "sum"},
			map[string]any{"column": "profit", "op": "mean"},
			map[string]any{"column": "profit", "op": "max", "as": "best"},
			map[string]any{"column": "*", "op": "count"},
			map[string]any{"column": "product", "op": "nunique"},
		},
		"filters": []any{
			map[string]any{"column": "revenue", "op": ">=", "value": 1500},
			map[string]any{"column": "product", "op": "not_in", "value": []any{"丝绸"}},
		},
		"sort":  []any{map[string]any{"column": "sum_revenue", "desc": true}},
		"limit": 3,
	}
	st, obs := e.tool(keyAcme, sid, "aggregate", args)
	if st != 200 || obs["ok"] != true {
		t.Fatalf("aggregate: %d %v", st, obs)
	}
	res := obs["result"].(map[string]any)

	type acc struct {
		revenue, profitSum, best float64
		profitN, rows            int
		products                 map[string]bool
	}
	groups := map[string]*acc{}
	matched := 0
	for _, r := range readSales(t) {
		if !(r.revenue >= 1500) || r.product == "丝绸" { // NaN fails the comparison, as in pandas
			continue
		}
		matched++
		a := groups[r.region]
		if a == nil {
			a = &acc{best: math.Inf(-1), products: map[string]bool{}}
			groups[r.region] = a
		}
		a.revenue += r.revenue
		a.rows++
		a.products[r.product] = true
		if !math.IsNaN(r.profit) {
			a.profitSum += r.profit
			a.profitN++
			a.best = math.Max(a.best, r.profit)
		}
	}
	order := make([]string, 0, len(groups))
	for k := range groups {
		order = append(order, k)
	}
	sort.Slice(order, func(i, j int) bool { return groups[order[i]].revenue > groups[order[j]].revenue })

	if res["total_rows"].(float64) != float64(len(groups)) || res["truncated"] != (len(groups) > 3) || res["matched_rows"].(float64) != float64(matched) {
		t.Errorf("total_rows %v truncated %v matched_rows %v; want %d groups, %d rows", res["total_rows"], res["truncated"], res["matched_rows"], len(groups), matched)
	}
	if cols := strs(res["columns"]); !slices.Equal(cols, []string{"region", "sum_revenue", "mean_profit", "best", "count", "nunique_product"}) {
		t.Errorf("columns = %v", cols)
	}
	rows := res["rows"].([]any)
	if len(rows) != 3 {
		t.Fatalf("rows = %v, want 3", rows)
	}
	for i, x := range rows {
		row := x.(map[string]any)
		a := groups[order[i]]
		if row["region"] != order[i] || !near(row["sum_revenue"].(float64), a.revenue) ||
			!near(row["mean_profit"].(float64), a.profitSum/float64(a.profitN)) || row["best"].(float64) != a.best ||
			row["count"].(float64) != float64(a.rows) || row["nunique_product"].(float64) != float64(len(a.products)) {
			t.Errorf("row %d = %v; want region %s revenue %v mean profit %v best %v count %d products %d",
				i, row, order[i], a.revenue, a.profitSum/float64(a.profitN), a.best, a.rows, len(a.products))
		}
	}
}

func TestPlotMatchesIndependentFigures(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, true)
	sales := readSales(t)

	st, obs := e.tool(keyAcme, sid, "plot", map[string]any{"kind": "bar", "x": "region", "y": "revenue", "title": "收入"})
	if st != 200 || obs["ok"] != true {
		t.Fatalf("bar: %d %v", st, obs)
	}
	res := obs["result"].(map[string]any)
	want := map[string]float64{}
	for _, r := range sales {
		if !math.IsNaN(r.revenue) {
			want[r.region] += r.revenue
		}
	}
	points := res["series"].([]any)[0].(map[string]any)["points"].([]any)
	if len(points) != len(want) {
		t.Fatalf("bar points = %v, want %d regions", points, len(want))
	}
	for _, p := range points {
		p := p.(map[string]any)
		if !near(p["y"].(float64), want[p["x"].(string)]) {
			t.Errorf("bar %v = %v, want %v", p["x"], p["y"], want[p["x"].(string)])
		}
	}
	checkPNG(t, e, obs, str(res["artifact"]))

	st, obs = e.tool(keyAcme, sid, "plot", map[string]any{"kind": "hist", "x": "profit", "bins": 7})
	if st != 200 || obs["ok"] != true {
		t.Fatalf("hist: %d %v", st, obs)
	}
	res = obs["result"].(map[string]any)
	var edges []float64
	for _, x := range res["bin_edges"].([]any) {
		edges = append(edges, x.(float64))
	}
	var profits []float64
	for _, r := range sales {
		if !math.IsNaN(r.profit) {
			profits = append(profits, r.profit)
		}
	}
	if len(edges) != 8 || edges[0] != slices.Min(profits) || edges[7] != slices.Max(profits) {
		t.Fatalf("bin_edges = %v; want 8 edges from %v to %v", edges, slices.Min(profits), slices.Max(profits))
	}
	counts := make([]int, 7)
	for _, v := range profits {
		i := sort.SearchFloat64s(edges, v) // first edge >= v
		if i == len(edges) || edges[i] != v {
			i--
		}
		counts[min(i, 6)]++ // the last bin includes its right edge
	}
	var got []int
	for _, x := range res["series"].([]any)[0].(map[string]any)["counts"].([]any) {
		got = append(got, int(x.(float64)))
	}
	if !slices.Equal(got, counts) {
		t.Errorf("hist counts = %v, want %v", got, counts)
	}
	checkPNG(t, e, obs, str(res["artifact"]))

	// A column the dataset lacks is refused before any sandbox starts, with the columns.
	st, obs = e.tool(keyAcme, sid, "plot", map[string]any{"kind": "line", "x": "date", "y": "Revenue"})
	if st != http.StatusUnprocessableEntity || !strings.Contains(str(obs["error_message"]), `did you mean "revenue"`) || obs["run_id"] != nil {
		t.Errorf("plot of a missing column: %d %v", st, obs)
	}
}

// checkPNG downloads the artifact name of obs and decodes it.
func checkPNG(t *testing.T, e *env, obs map[string]any, name string) {
	t.Helper()
	for _, a := range obs["artifacts"].([]any) {
		a := a.(map[string]any)
		if a["name"] != name {
			continue
		}
		st, b := e.raw("GET", a["url"].(string), keyAcme, "", nil)
		if st != 200 || a["type"] != "image/png" {
			t.Fatalf("artifact %s: %d %v", name, st, a)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("artifact %s is not a PNG: %v", name, err)
		}
		if r := img.Bounds(); r.Dx() < 400 || r.Dy() < 300 {
			t.Errorf("artifact %s is %v", name, r)
		}
		return
	}
	t.Fatalf("no artifact %q in %v", name, obs["artifacts"])
}

func TestSQLReadOnly(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, true)

	st, obs := e.tool(keyAcme, sid, "sql", map[string]any{"query": "SELECT product, SUM(profit) AS p, COUNT(*) AS n FROM df WHERE region <> '西南' GROUP BY product ORDER BY product", "limit": 10})
	if st != 200 || obs["ok"] != true {
		t.Fatalf("select: %d %v", st, obs)
	}
	want := map[string]float64{}
	n := map[string]int{}
	for _, r := range readSales(t) {
		if r.region == "西南" {
			continue
		}
		n[r.product]++
		if !math.IsNaN(r.profit) {
			want[r.product] += r.profit
		}
	}
	res := obs["result"].(map[string]any)
	rows := res["rows"].([]any)
	if len(rows) != len(want) || !slices.Equal(strs(res["columns"]), []string{"product", "p", "n"}) {
		t.Fatalf("result = %v", res)
	}
	for _, x := range rows {
		r := x.([]any)
		if !near(r[1].(float64), want[r[0].(string)]) || r[2].(float64) != float64(n[r[0].(string)]) {
			t.Errorf("row %v, want sum %v count %d", r, want[r[0].(string)], n[r[0].(string)])
		}
	}

	// Refused before any sandbox starts: 403 with a clear reason, no run.
	for _, c := range []struct{ query, says string }{
		{"DELETE FROM df", "DELETE"},
		{"ATTACH DATABASE '/workspace/input/x.db' AS x", "ATTACH"},
		{"SELECT 1; SELECT 2", "second statement"},
		{"SELECT * FROM df; DROP TABLE df", "second statement"},
		{"PRAGMA table_info(df)", "PRAGMA"},
		{"with t as (select 1) delete from df", "DELETE"},
		{"SELECT load_extension('/tmp/x')", "extension"},
	} {
		st, obs := e.tool(keyAcme, sid, "sql", map[string]any{"query": c.query})
		msg := str(obs["error_message"])
		code := ""
		if d, ok := obs["error"].(map[string]any); ok {
			code = str(d["code"])
		}
		if st != http.StatusForbidden || code != "policy_violation" || !strings.Contains(msg, "refused") || !strings.Contains(msg, c.says) || obs["run_id"] != nil {
			t.Errorf("%q: %d %v; want 403 policy_violation naming %s, before any run", c.query, st, obs, c.says)
		}
	}
	// What the Go check lets through, the sandbox's authorizer still refuses.
	for _, q := range []string{"SELECT * FROM pragma_table_info('df')", "SELECT * FROM sqlite_master", "SELECT randomblob(100)"} {
		st, obs := e.tool(keyAcme, sid, "sql", map[string]any{"query": q})
		if st != 200 || obs["ok"] != false || !strings.Contains(str(obs["error_message"]), "only") {
			t.Errorf("%q: %d %v; want a refusal from the template", q, st, obs)
		}
	}
	// The dataset is untouched.
	st, obs = e.tool(keyAcme, sid, "sql", map[string]any{"query": "select count(*) from df"})
	if st != 200 || obs["result"].(map[string]any)["rows"].([]any)[0].([]any)[0].(float64) != 60 {
		t.Errorf("count after refusals: %d %v", st, obs)
	}
}

func TestToolArgumentsValidated(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, true)
	for _, c := range []struct {
		tool string
		args string
		says string
	}{
		{"aggregate", `{"metrics": []}`, "at least one"},
		{"aggregate", `{"metrics": [{"column": "revenue", "op": "avg"}]}`, "op must be one of"},
		{"aggregate", `{"metrics": [{"column": "revenue", "op": "sum"}], "limit": 5000}`, "limit"},
		{"aggregate", `{"metrics": [{"column": "revenue", "op": "sum"}], "code": "import os"}`, "unknown field"},
		{"aggregate", `{"metrics": [{"column": "nope", "op": "sum"}]}`, "no column"},
		{"aggregate", `{"metrics": [{"column": "revenue", "op": "sum"}], "filters": [{"column": "region", "op": "in", "value": "华东"}]}`, "list"},
		{"aggregate", `{"metrics": [{"column": "revenue", "op": "sum"}], "filters": [{"column": "profit", "op": "isnull", "value": 1}]}`, "takes no value"},
		{"aggregate", `{"metrics": [{"column": "revenue", "op": "sum"}], "sort": [{"column": "profit"}]}`, "output column"},
		{"aggregate", `[1]`, "JSON object"},
		{"plot", `{"kind": "pie", "x": "region"}`, "kind must be one of"},
		{"plot", `{"kind": "scatter", "x": "revenue"}`, "needs y"},
		{"plot", `{"kind": "bar", "x": "region", "bins": 3}`, "bins is for hist"},
		{"sql", `{"query": ""}`, "empty"},
		{"sql", `{"query": "SELECT 'unterminated FROM df"}`, "not closed"},
		{"inspect_csv", `{"sample_rows": 0}`, "sample_rows"},
	} {
		st, obs := e.do("POST", "/v1/sessions/"+sid+"/tools/"+c.tool, keyAcme, "application/json", []byte(c.args))
		if st != http.StatusUnprocessableEntity || !strings.Contains(str(obs["error_message"]), c.says) || obs["run_id"] != nil {
			t.Errorf("%s %s: %d %v; want 422 saying %q", c.tool, c.args, st, obs, c.says)
		}
	}
	// Arguments reach the template as data: a value that looks like code is only compared.
	st, obs := e.tool(keyAcme, sid, "aggregate", map[string]any{
		"metrics": []any{map[string]any{"column": "*", "op": "count"}},
		"filters": []any{map[string]any{"column": "region", "op": "==", "value": "__import__('os').system('id')"}},
	})
	if st != 200 || obs["ok"] != true || obs["result"].(map[string]any)["rows"].([]any)[0].(map[string]any)["count"].(float64) != 0 {
		t.Errorf("code-like filter value: %d %v", st, obs)
	}
	if rec := mustGet(t, e, "/v1/runs/"+str(obs["run_id"])); rec["kind"] != "tool" || rec["tool"] != "aggregate" {
		t.Errorf("run record = %v", rec)
	}
}

// TestToolOverSensitiveColumn (issue 13): a fixed tool's arguments reach the policy. Over a
// sensitive column (testdata/customers.csv's email and phone, by the redaction policy's
// patterns) a call is refused with the rule and its hint before any sandbox starts, logged
// with the arguments and the columns they touch, and not counted; over ordinary columns the
// same tool is admitted and runs.
func TestToolOverSensitiveColumn(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.sessionWith(keyAcme, "testdata/customers.csv", true)
	for _, c := range []struct {
		tool string
		args map[string]any
		col  string
	}{
		{"aggregate", map[string]any{"group_by": []string{"email"}, "metrics": []any{map[string]any{"column": "spend", "op": "sum"}}}, "email"},
		{"plot", map[string]any{"kind": "bar", "x": "phone", "y": "spend"}, "phone"},
		{"sql", map[string]any{"query": "SELECT * FROM df"}, "email"},
	} {
		st, obs := e.tool(keyAcme, sid, c.tool, c.args)
		if st != http.StatusForbidden || obs["ok"] != false || obs["error_type"] != "PolicyViolation" || errCodeOf(obs) != "policy_violation" {
			t.Fatalf("%s %v: %d %v, want 403 PolicyViolation", c.tool, c.args, st, obs)
		}
		vs, _ := obs["violations"].([]any)
		var rules []string
		for _, v := range vs {
			rules = append(rules, str(v.(map[string]any)["rule"]))
		}
		if !slices.Contains(rules, "no_sensitive_columns_in_tools") || !strings.Contains(str(obs["error_message"]), `"`+c.col+`"`) ||
			!strings.Contains(str(obs["retry_hint"]), "sensitive columns") {
			t.Errorf("%s %v: violations %v, message %q, hint %q", c.tool, c.args, rules, obs["error_message"], obs["retry_hint"])
		}
		if b := obs["budget"].(map[string]any); b["consecutive_failures"].(float64) != 0 || b["runs_left"].(float64) != 20 {
			t.Errorf("%s: budget %v: a refused tool call is neither a run nor a failure", c.tool, b)
		}
		// The auditor sees the refusal with what the policy judged.
		rid := str(obs["run_id"])
		st, m := e.do("GET", "/v1/decisions?run="+rid, keyAuditor, "", nil)
		if st != 200 {
			t.Fatalf("decisions: %d %v", st, m)
		}
		found := false
		for _, d := range m["decisions"].([]any) {
			ev := d.(map[string]any)
			if ev["path"] != "sluice/admission" {
				continue
			}
			found = true
			req := ev["input"].(map[string]any)["request"].(map[string]any)
			if ev["result"].(map[string]any)["allow"] != false || req["kind"] != "tool" || req["args"] == nil || !slices.Contains(strs(req["columns"]), c.col) {
				t.Errorf("%s: logged admission %v", c.tool, ev)
			}
		}
		if !found {
			t.Errorf("%s: no admission decision logged for run %s", c.tool, rid)
		}
	}

	st, obs := e.tool(keyAcme, sid, "aggregate", map[string]any{
		"group_by": []string{"city"}, "metrics": []any{map[string]any{"column": "spend", "op": "sum"}},
	})
	if st != 200 || obs["ok"] != true {
		t.Fatalf("aggregate by city: %d %v", st, obs)
	}
	if cols := strs(obs["result"].(map[string]any)["columns"]); !slices.Equal(cols, []string{"city", "sum_spend"}) {
		t.Errorf("aggregate by city: columns %v", cols)
	}
}

// errCodeOf is the error code an observation names.
func errCodeOf(obs map[string]any) string {
	e, _ := obs["error"].(map[string]any)
	return str(e["code"])
}
