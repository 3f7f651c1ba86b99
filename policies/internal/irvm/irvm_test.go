package irvm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/rego"
	"github.com/open-policy-agent/opa/v1/storage/inmem"
	"github.com/open-policy-agent/opa/v1/topdown"
	"github.com/open-policy-agent/opa/v1/topdown/builtins"
	"github.com/open-policy-agent/opa/v1/types"
	"github.com/open-policy-agent/opa/v1/util"
)

// Known differences from OPA's top-down evaluator, by design or shared with OPA's Wasm target
// (whose semantics irvm follows), and so not in the table below:
//   - Results come as a set (rego's target plugin interface): repeated bindings collapse and
//     results are in sorted order, not evaluation order. Cases with several results compare
//     them as sorted, deduplicated lists (unordered).
//   - Iterating a package that holds both rules and base data (some v in data.t) visits the
//     merged object in key order; topdown visits the base data first.
//   - A number key into base data (data.x[2] for a key "2") is undefined; topdown converts it
//     to the string key of the store (OPA issue 3711).
//   - Built-in errors always end the evaluation with an error, as with rego.StrictBuiltinErrors;
//     without that option topdown makes the expression undefined instead.
//   - A partial object whose keys conflict fails as a whole even when only a key without a
//     conflict is read (TestConflictElsewhereInObjectFailsClosed).
//   - Plans with the with keyword, or with a not over a dynamic reference into rules, are refused
//     at preparation (TestWithIsRefused, the refused cases), and the caller uses topdown.

// diffCase is one differential case: module (after the `package t` and `import rego.v1` lines
// that every case shares) and query are evaluated by OPA's top-down evaluator and by irvm on
// the same input and data, and the two must agree.
type diffCase struct {
	name   string
	module string   // rules of package t
	extra  []string // further whole modules (with their own package line)
	query  string
	input  string // JSON; empty: no input document
	data   string // JSON; empty: {}
	// undefined says the query has no result; otherwise topdown must give at least one, so a
	// typo that makes both sides undefined does not pass unnoticed.
	undefined bool
	// wantErr says both must fail; conflict says the failure is a rule conflict.
	wantErr, conflict bool
	// refused says irvm must refuse the plan at preparation (the caller falls back to
	// topdown); topdown must still evaluate it.
	refused bool
	// unordered compares results as a multiset: irvm returns a set of results in sorted
	// order, topdown returns them in evaluation order.
	unordered bool
}

// evalTime is the fixed evaluation time of every case (time.now_ns).
var evalTime = time.Date(2024, 5, 17, 12, 30, 45, 123456789, time.UTC)

const header = "package t\n\nimport rego.v1\n\n"

func mustJSON(t testing.TB, s string) any {
	t.Helper()
	if s == "" {
		return nil
	}
	var v any
	if err := util.UnmarshalJSON([]byte(s), &v); err != nil {
		t.Fatalf("bad JSON %q: %v", s, err)
	}
	return v
}

// options returns the rego options both evaluators share.
func (c diffCase) options(t testing.TB) []func(*rego.Rego) {
	t.Helper()
	data := map[string]any{}
	if c.data != "" {
		data = mustJSON(t, c.data).(map[string]any)
	}
	opts := []func(*rego.Rego){
		rego.Query(c.query),
		rego.Module("t.rego", header+c.module),
		rego.Store(inmem.NewFromObject(data)),
		rego.StrictBuiltinErrors(true),
	}
	for i, m := range c.extra {
		opts = append(opts, rego.Module("extra"+string(rune('a'+i))+".rego", m))
	}
	return opts
}

func (c diffCase) evalOptions(t testing.TB) []rego.EvalOption {
	t.Helper()
	opts := []rego.EvalOption{rego.EvalTime(evalTime)}
	if c.input != "" {
		v, err := ast.InterfaceToValue(mustJSON(t, c.input))
		if err != nil {
			t.Fatalf("input: %v", err)
		}
		opts = append(opts, rego.EvalParsedInput(v))
	}
	return opts
}

func (c diffCase) dataValue(t testing.TB) ast.Value {
	t.Helper()
	data := map[string]any{}
	if c.data != "" {
		data = mustJSON(t, c.data).(map[string]any)
	}
	v, err := ast.InterfaceToValue(data)
	if err != nil {
		t.Fatalf("data: %v", err)
	}
	return v
}

// evalTopdown evaluates c with OPA's top-down evaluator.
func (c diffCase) evalTopdown(t testing.TB) (rego.ResultSet, error) {
	t.Helper()
	ctx := context.Background()
	pq, err := rego.New(c.options(t)...).PrepareForEval(ctx)
	if err != nil {
		t.Fatalf("topdown prepare: %v", err)
	}
	return pq.Eval(ctx, c.evalOptions(t)...)
}

// prepareIRVM prepares c for irvm.
func (c diffCase) prepareIRVM(t testing.TB) rego.PreparedEvalQuery {
	t.Helper()
	Register()
	ctx := WithData(context.Background(), c.dataValue(t))
	pq, err := rego.New(append(c.options(t), rego.Target(Target))...).PrepareForEval(ctx)
	if err != nil {
		var buf bytes.Buffer
		_, _ = rego.New(append(c.options(t), rego.Dump(&buf))...).PrepareForEval(context.Background())
		t.Fatalf("irvm prepare: %v\n%s", err, buf.String())
	}
	return pq
}

func (c diffCase) evalIRVM(t testing.TB) (rego.ResultSet, error) {
	t.Helper()
	return c.prepareIRVM(t).Eval(context.Background(), c.evalOptions(t)...)
}

// bindings returns the bindings of each result, the part of a result both evaluators fill
// alike (irvm's results carry no expression values).
func bindings(rs rego.ResultSet) []rego.Vars {
	var out []rego.Vars
	for _, r := range rs {
		out = append(out, r.Bindings)
	}
	return out
}

// sorted returns the bindings in a canonical order, for cases whose results come unordered.
func sorted(vs []rego.Vars) []rego.Vars {
	out := append([]rego.Vars(nil), vs...)
	key := func(v rego.Vars) string {
		b, _ := json.Marshal(v) // maps marshal with sorted keys
		return string(b)
	}
	sort.Slice(out, func(i, j int) bool { return key(out[i]) < key(out[j]) })
	return out
}

// dedup removes repeated results from a sorted slice: irvm returns a set of results, where
// topdown may repeat one (two ways to the same bindings).
func dedup(vs []rego.Vars) []rego.Vars {
	var out []rego.Vars
	for i, v := range vs {
		if i > 0 && reflect.DeepEqual(v, vs[i-1]) {
			continue
		}
		out = append(out, v)
	}
	return out
}

func checkConflict(t *testing.T, side string, err error) {
	t.Helper()
	var te *topdown.Error
	if !errors.As(err, &te) || te.Code != topdown.ConflictErr {
		t.Errorf("%s: error %v (%T) is not a *topdown.Error with code %s", side, err, err, topdown.ConflictErr)
	}
}

func runDiff(t *testing.T, c diffCase) {
	t.Helper()
	want, werr := c.evalTopdown(t)
	if c.refused {
		if werr != nil {
			t.Fatalf("topdown: %v", werr)
		}
		Register()
		ctx := WithData(context.Background(), c.dataValue(t))
		if _, err := rego.New(append(c.options(t), rego.Target(Target))...).PrepareForEval(ctx); err == nil {
			t.Fatalf("irvm prepared a plan it must refuse (topdown gives %v)", bindings(want))
		}
		return
	}
	got, gerr := c.evalIRVM(t)
	switch {
	case c.wantErr || c.conflict:
		if werr == nil {
			t.Fatalf("topdown: no error, results %v (the case expects one)", bindings(want))
		}
		if gerr == nil {
			t.Fatalf("irvm: no error, results %v; topdown: %v", bindings(got), werr)
		}
		if c.conflict {
			checkConflict(t, "topdown", werr)
			checkConflict(t, "irvm", gerr)
		}
		// Callers tell errors apart by their code (a conflict, a type error, a built-in
		// error), so irvm's must carry topdown's.
		var wte, gte *topdown.Error
		if errors.As(werr, &wte) && (!errors.As(gerr, &gte) || gte.Code != wte.Code) {
			t.Errorf("topdown error %v has code %s; irvm's is %v (%T)", werr, wte.Code, gerr, gerr)
		}
		return
	case werr != nil:
		t.Fatalf("topdown: %v", werr)
	case gerr != nil:
		t.Fatalf("irvm: %v; topdown gives %v", gerr, bindings(want))
	}
	wb, gb := bindings(want), bindings(got)
	if c.undefined != (len(wb) == 0) {
		t.Fatalf("topdown results %v, the case expects undefined=%v", wb, c.undefined)
	}
	if c.unordered {
		wb, gb = dedup(sorted(wb)), dedup(sorted(gb))
	}
	if !reflect.DeepEqual(wb, gb) {
		t.Errorf("results differ\ntopdown: %#v\nirvm:    %#v", wb, gb)
	}
}

// TestMatchesTopdown runs every case of diffCases with both evaluators and compares them.
func TestMatchesTopdown(t *testing.T) {
	for _, c := range diffCases {
		t.Run(c.name, func(t *testing.T) {
			runDiff(t, c)
		})
	}
}

// TestDiffCasesHaveUniqueNames keeps the names of the cases usable with go test -run.
func TestDiffCasesHaveUniqueNames(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range diffCases {
		if seen[c.name] {
			t.Errorf("two cases are named %q", c.name)
		}
		seen[c.name] = true
		if strings.ContainsAny(c.name, " /") {
			t.Errorf("case name %q has a space or a slash", c.name)
		}
	}
}

// users is an input shared by several cases.
const users = `{"users": [
	{"name": "carol", "role": "admin", "age": 41, "tags": ["ops", "db"]},
	{"name": "alice", "role": "dev", "age": 30, "tags": []},
	{"name": "bob", "role": "dev", "age": 25, "tags": ["db"]}
]}`

var diffCases = []diffCase{
	// --- complete rules, default, else -------------------------------------------------------
	{name: "default_used", module: `default allow := false
allow if input.user == "alice"`, query: `x := data.t.allow`, input: `{"user": "bob"}`},
	{name: "default_overridden", module: `default allow := false
allow if input.user == "alice"`, query: `x := data.t.allow`, input: `{"user": "alice"}`},
	{name: "default_no_input", module: `default allow := false
allow if input.user == "alice"`, query: `x := data.t.allow`},
	{name: "complete_undefined", module: `allow if input.user == "alice"`, query: `x := data.t.allow`,
		input: `{"user": "bob"}`, undefined: true},
	{name: "else_first", module: elseChain, query: `x := data.t.level`, input: `{"n": 12}`},
	{name: "else_middle", module: elseChain, query: `x := data.t.level`, input: `{"n": 7}`},
	{name: "else_last", module: elseChain, query: `x := data.t.level`, input: `{"n": 1}`},
	{name: "else_missing_ref", module: elseChain, query: `x := data.t.level`, input: `{}`},
	{name: "else_wrong_type", module: elseChain, query: `x := data.t.level`, input: `{"n": "12"}`},
	{name: "else_with_default_none", module: `default r := "d"
r := 1 if input.a
else := 2 if input.b`, query: `x := data.t.r`, input: `{"a": false, "b": false}`},
	{name: "else_with_default_second", module: `default r := "d"
r := 1 if input.a
else := 2 if input.b`, query: `x := data.t.r`, input: `{"a": false, "b": true}`},
	{name: "else_two_rules", module: `r := 1 if input.a
else := 2
r := 2 if input.b`, query: `x := data.t.r`, input: `{"a": false, "b": true}`},
	{name: "else_two_rules_conflict", module: `r := 1 if input.a
else := 2
r := 3 if input.b`, query: `x := data.t.r`, input: `{"a": false, "b": true}`, conflict: true},
	{name: "complete_same_value_twice", module: `p := 1 if input.a
p := 1 if input.b`, query: `x := data.t.p`, input: `{"a": true, "b": true}`},
	{name: "complete_conflict", module: `p := 1 if input.a
p := 2 if input.b`, query: `x := data.t.p`, input: `{"a": true, "b": true}`, conflict: true},
	{name: "complete_conflict_iteration", module: `p := x if some x in input.xs`,
		query: `x := data.t.p`, input: `{"xs": [1, 2]}`, conflict: true},
	{name: "complete_iteration_same", module: `p := x if { some x in input.xs; x > 1 }`,
		query: `x := data.t.p`, input: `{"xs": [1, 2, 2]}`},
	{name: "complete_int_float_same", module: `p := 1 if input.a
p := 1.0 if input.b`, query: `x := data.t.p`, input: `{"a": true, "b": true}`},
	{name: "complete_conflict_not_reached", module: `p := 1 if input.a
p := 2 if input.b
q := 3`, query: `x := data.t.q`, input: `{"a": true, "b": true}`},
	{name: "boolean_or", module: `allow if input.role == "admin"
allow if input.owner == input.user`, query: `x := data.t.allow`, input: `{"role": "dev", "owner": "a", "user": "a"}`},
	{name: "rule_chain", module: `a := input.n + 1
b := a * 2
c := {"a": a, "b": b}`, query: `x := data.t.c`, input: `{"n": 4}`},
	{name: "rule_composite_value", module: `r := {"list": [1, {"k": "v"}], "set": {3, 1, 2}, "null": null, "f": 1.5}`,
		query: `x := data.t.r`},
	{name: "rule_false_value", module: `p := false`, query: `x := data.t.p`},
	{name: "rule_false_in_body", module: `p := false
q if data.t.p`, query: `x := data.t.q`, undefined: true},
	{name: "ref_head", module: `a.b.c := 1
a.b.d := input.v
a.e := "x"`, query: `x := data.t.a`, input: `{"v": 2}`},
	{name: "ref_head_leaf", module: `a.b.c := 1
a.b.d := input.v`, query: `x := data.t.a.b.d`, input: `{"v": 2}`},

	// --- partial sets and objects ------------------------------------------------------------
	{name: "set_contains", module: partials, query: `x := data.t.names`, input: users},
	{name: "set_empty", module: partials, query: `x := data.t.admins`, input: `{"users": []}`},
	{name: "set_membership", module: partials, query: `data.t.names["bob"]`, input: users},
	{name: "set_membership_missing", module: partials, query: `data.t.names["dave"]`, input: users, undefined: true},
	{name: "set_count", module: partials, query: `x := count(data.t.tags)`, input: users},
	{name: "set_iterate_query", module: partials, query: `data.t.names[n]`, input: users, unordered: true},
	{name: "set_iterate_some", module: partials, query: `some n in data.t.names`, input: users, unordered: true},
	{name: "set_composite_elements", module: `s contains [u.role, u.name] if some u in input.users`,
		query: `x := data.t.s`, input: users},
	{name: "object_rule", module: partials, query: `x := data.t.age_of`, input: users},
	{name: "object_rule_lookup", module: partials, query: `x := data.t.age_of.alice`, input: users},
	{name: "object_rule_lookup_var", module: partials, query: `x := data.t.age_of[input.who]`,
		input: `{"who": "bob", "users": [{"name": "bob", "age": 1}]}`},
	{name: "object_rule_lookup_missing", module: partials, query: `x := data.t.age_of.dave`, input: users, undefined: true},
	{name: "object_rule_iterate", module: partials, query: `data.t.age_of[k] = v`, input: users, unordered: true},
	{name: "object_rule_same_value_twice", module: `o[k] := 1 if some k in input.ks`,
		query: `x := data.t.o`, input: `{"ks": ["a", "a", "b"]}`},
	{name: "object_rule_conflict", module: partials, query: `x := data.t.by_role`, input: users, conflict: true},
	{name: "object_rule_no_conflict", module: partials, query: `x := data.t.by_role`,
		input: `{"users": [{"name": "a", "role": "x"}, {"name": "b", "role": "y"}]}`},
	{name: "object_rule_composite_keys", module: `o[[u.role, u.age]] := u.name if some u in input.users`,
		query: `x := data.t.o`, input: users},
	{name: "object_rule_nested_ref_head", module: `o[u.role][u.name] := u.age if some u in input.users`,
		query: `x := data.t.o`, input: users},
	{name: "object_rule_multiple_defs", module: `o.fixed := 1
o[k] := v if some k, v in input.extra`, query: `x := data.t.o`, input: `{"extra": {"b": 2, "a": 3}}`},
	{name: "set_ref_head", module: `by_role[u.role] contains u.name if some u in input.users
by_role.fixed contains "x"`, query: `x := data.t.by_role`, input: users},
	{name: "set_ref_head_deep", module: `g[u.role][u.age > 28] contains u.name if some u in input.users`,
		query: `x := data.t.g; y := data.t.g.dev[false]`, input: users},
	{name: "set_multiple_defs", module: `s contains "x"
s contains y if some y in input.ys`, query: `x := data.t.s`, input: `{"ys": ["b", "x", "a"]}`},

	// --- functions ---------------------------------------------------------------------------
	{name: "func_clauses_big", module: funcs, query: `x := data.t.size(12)`},
	{name: "func_clauses_small", module: funcs, query: `x := data.t.size(3)`},
	{name: "func_clauses_undefined", module: funcs, query: `x := data.t.is_admin({"role": "dev"})`, undefined: true},
	{name: "func_two_args", module: funcs, query: `x := data.t.add(2, 3.5)`},
	{name: "func_calls_rule", module: funcs, query: `x := data.t.plus_count(10)`, input: `{"xs": [1, 2, 3]}`},
	{name: "func_calls_func", module: funcs, query: `x := data.t.twice_size(20)`},
	{name: "func_else", module: funcs, query: `x := [data.t.kind("apple"), data.t.kind("berry"), data.t.kind("x")]`},
	{name: "func_boolean", module: funcs, query: `x := [u.name | some u in input.users; data.t.is_admin(u)]`, input: users},
	{name: "func_composite_arg", module: funcs, query: `x := data.t.first([7, 8])`},
	{name: "func_composite_arg_mismatch", module: funcs, query: `x := data.t.first(input.v)`, input: `{"v": [7, 8, 9]}`, undefined: true},
	{name: "func_default", module: `default f(_) := "none"
f(x) := "pos" if x > 0`, query: `x := [data.t.f(1), data.t.f(-1)]`},
	{name: "func_conflict", module: `f(x) := 1 if x > 0
f(x) := 2 if x > 1`, query: `x := data.t.f(5)`, conflict: true},
	{name: "func_same_value", module: `f(x) := 1 if x > 0
f(x) := 1 if x > 1`, query: `x := data.t.f(5)`},
	{name: "func_in_rule_with_input", module: funcs + `
r := data.t.size(input.n)`, query: `x := data.t.r`, input: `{"n": 50}`},
	{name: "func_called_many_times", module: funcs + `
r := [data.t.size(n) | some n in numbers.range(1, 15)]`, query: `x := data.t.r`},
	{name: "func_undefined_arg", module: funcs, query: `x := data.t.size(input.missing)`, input: `{}`, undefined: true},
	{name: "func_reads_data", module: `lim(k) := data.limits[k]
r := lim(input.k)`, query: `x := data.t.r`, input: `{"k": "cpu"}`, data: `{"limits": {"cpu": 2}}`},

	// --- not ----------------------------------------------------------------------------------
	{name: "not_rule_true", module: `allow if input.ok
deny if not allow`, query: `x := data.t.deny`, input: `{"ok": false}`},
	{name: "not_rule_false", module: `allow if input.ok
deny if not allow`, query: `x := data.t.deny`, input: `{"ok": true}`, undefined: true},
	{name: "not_undefined_ref", module: `p if not input.a.b.c`, query: `x := data.t.p`, input: `{"a": 1}`},
	{name: "not_defined_ref", module: `p if not input.a.b`, query: `x := data.t.p`, input: `{"a": {"b": 0}}`, undefined: true},
	{name: "not_false_ref", module: `p if not input.a`, query: `x := data.t.p`, input: `{"a": false}`},
	{name: "not_false_comparison", module: `p if not 1 > 2`, query: `x := data.t.p`},
	{name: "not_true_comparison", module: `p if not input.x == 3`, query: `x := data.t.p`, input: `{"x": 3}`, undefined: true},
	{name: "not_func", module: funcs + `
p if not data.t.is_admin({"role": "dev"})`, query: `x := data.t.p`},
	{name: "not_in_comprehension", module: `r := [x | some x in input.xs; not x in input.skip]`,
		query: `x := data.t.r`, input: `{"xs": [1, 2, 3, 4], "skip": [2, 4]}`},
	{name: "not_partial_set_member", module: partials + `
p if not data.t.names["dave"]`, query: `x := data.t.p`, input: users},
	{name: "not_with_iteration", module: `p if not any_neg
any_neg if {
	some x in input.xs
	x < 0
}`, query: `x := data.t.p`, input: `{"xs": [1, 2, -3]}`, undefined: true},
	{name: "not_some_in", module: `p if not "x" in input.xs`, query: `x := data.t.p`, input: `{"xs": ["a"]}`},
	{name: "not_comprehension_ref", module: `p if not [x | some x in input.xs][0] == 1`, query: `x := data.t.p`, input: `{"xs": [2, 1]}`},
	{name: "not_object_get", module: `p if not object.get(input, ["a", "b"], false)`, query: `x := data.t.p`, input: `{"a": {"b": false}}`},
	{name: "not_inside_not", module: `p if not q
q if not input.a`, query: `x := data.t.p`, input: `{"a": 1}`},

	// --- some ... in, iteration order ----------------------------------------------------------
	{name: "some_in_array", module: `r := [y | some x in input.xs; y := x * 10]`, query: `x := data.t.r`, input: `{"xs": [3, 1, 2]}`},
	{name: "some_kv_array", module: `r := [[i, x] | some i, x in input.xs]`, query: `x := data.t.r`, input: `{"xs": ["c", "a"]}`},
	{name: "some_in_object_values", module: `r := [v | some v in input.o]`, query: `x := data.t.r`,
		input: `{"o": {"z": 1, "a": 2, "m": 3}}`},
	{name: "some_kv_object", module: `r := [[k, v] | some k, v in input.o]`, query: `x := data.t.r`,
		input: `{"o": {"z": 1, "a": 2, "m": 3}}`},
	{name: "some_kv_object_literal", module: `r := [k | some k, _ in {"b": 1, "a": 2, "c": 0}]`, query: `x := data.t.r`},
	{name: "some_in_set_literal", module: `r := [x | some x in {"c", "a", "b"}]`, query: `x := data.t.r`},
	{name: "some_kv_set", module: `r := [[k, v] | some k, v in {3, 1, 2}]`, query: `x := data.t.r`},
	{name: "some_in_mixed_set", module: `r := [x | some x in {[2], [1], "b", 1, null, false, {"a": 1}}]`, query: `x := data.t.r`},
	{name: "some_in_partial_set", module: partials + `
r := [n | some n in data.t.names]`, query: `x := data.t.r`, input: users},
	{name: "some_in_data_object", module: `r := [k | some k, _ in data.cfg]`, query: `x := data.t.r`,
		data: `{"cfg": {"b": 1, "a": 2, "c": {"d": 1}}}`},
	{name: "some_in_computed_set", module: `s := {x | some x in input.xs}
r := [x | some x in s]`, query: `x := data.t.r`, input: `{"xs": [5, 3, 5, 1]}`},
	{name: "some_in_object_keys", module: `r := [k | some k in object.keys(input.o)]`, query: `x := data.t.r`,
		input: `{"o": {"b": 1, "a": 2}}`},
	{name: "some_in_query", module: ``, query: `some x in input.xs; x > 1`, input: `{"xs": [1, 2, 3]}`, unordered: true},
	{name: "some_in_string", module: `r := [x | some x in input.s]`, query: `x := data.t.r`, input: `{"s": "abc"}`},
	{name: "some_in_missing", module: `r := [x | some x in input.nope]`, query: `x := data.t.r`, input: `{}`},
	{name: "member_in", module: `p if "b" in input.xs
q if 2 in input.o
s if "k", 1 in {"k": 1}`, query: `x := [data.t.p, data.t.q, data.t.s]`, input: `{"xs": ["a", "b"], "o": {"x": 2}}`},
	{name: "member_kv_in", module: `p if 1, "b" in input.xs`, query: `x := data.t.p`, input: `{"xs": ["a", "b"]}`},
	{name: "nested_iteration", module: `r := [[u.name, t] | some u in input.users; some t in u.tags]`,
		query: `x := data.t.r`, input: users},
	{name: "wildcard_iteration", module: `r := {t | input.users[_].tags[_] = t}`, query: `x := data.t.r`, input: users},

	// --- every --------------------------------------------------------------------------------
	{name: "every_true", module: everyMod, query: `x := data.t.all_pos`, input: `{"xs": [1, 2]}`},
	{name: "every_false", module: everyMod, query: `x := data.t.all_pos`, input: `{"xs": [1, -2]}`, undefined: true},
	{name: "every_empty", module: everyMod, query: `x := data.t.all_pos`, input: `{"xs": []}`},
	{name: "every_missing_domain", module: everyMod, query: `x := data.t.all_pos`, input: `{}`, undefined: true},
	{name: "every_string_domain", module: everyMod, query: `x := data.t.all_pos`, input: `{"xs": "abc"}`, undefined: true},
	{name: "every_object", module: everyMod, query: `x := data.t.keys_ok`, input: `{"o": {"ab": 1, "ac": 2}}`},
	{name: "every_object_false", module: everyMod, query: `x := data.t.keys_ok`, input: `{"o": {"ab": 1, "b": 2}}`, undefined: true},
	{name: "every_set", module: everyMod, query: `x := data.t.set_ok`, input: `{"xs": [3, 4]}`},
	{name: "every_nested", module: everyMod, query: `x := data.t.matrix_ok`, input: `{"m": [[1, 2], [3]]}`},
	{name: "every_nested_false", module: everyMod, query: `x := data.t.matrix_ok`, input: `{"m": [[1, 2], [0]]}`, undefined: true},
	{name: "every_undefined_body", module: everyMod, query: `x := data.t.all_have_name`, input: `{"xs": [{"name": 1}, {}]}`, undefined: true},
	{name: "not_every", module: everyMod + `
some_neg if not all_pos`, query: `x := data.t.some_neg`, input: `{"xs": [1, -2]}`},

	// --- comprehensions -------------------------------------------------------------------------
	{name: "comp_array", module: `r := [x | some x in input.xs; x > 1]`, query: `x := data.t.r`, input: `{"xs": [1, 2, 3, 2]}`},
	{name: "comp_set", module: `r := {x | some x in input.xs; x > 1}`, query: `x := data.t.r`, input: `{"xs": [1, 2, 3, 2]}`},
	{name: "comp_object", module: `r := {u.name: u.age | some u in input.users}`, query: `x := data.t.r`, input: users},
	{name: "comp_object_conflict", module: `r := {u.role: u.name | some u in input.users}`, query: `x := data.t.r`, input: users, wantErr: true},
	{name: "comp_object_same_value", module: `r := {u.role: 1 | some u in input.users}`, query: `x := data.t.r`, input: users},
	{name: "comp_nested", module: `r := {role: names |
	some u in input.users
	role := u.role
	names := [v.name | some v in input.users; v.role == role]
}`, query: `x := data.t.r`, input: users},
	{name: "comp_nested_sets", module: `r := {{t | some t in u.tags} | some u in input.users}`, query: `x := data.t.r`, input: users},
	{name: "comp_empty", module: `r := [x | some x in input.xs; x > 100]`, query: `x := data.t.r`, input: `{"xs": [1]}`},
	{name: "comp_over_missing", module: `r := {k: v | some k, v in input.nope}`, query: `x := data.t.r`, input: `{}`},
	{name: "comp_closure", module: `r := [y | some x in input.xs; y := [z | some z in input.xs; z < x]]`, query: `x := data.t.r`,
		input: `{"xs": [3, 1, 2]}`},
	{name: "comp_in_query", module: ``, query: `x := [y | some y in input.xs; y != "b"]`, input: `{"xs": ["a", "b", "c"]}`},
	{name: "not_comprehension_count", module: `p if not count([x | some x in input.xs; x > 1]) > 0`, query: `x := data.t.p`, input: `{"xs": [0, 1]}`},
	{name: "comp_count", module: `r := count([x | some x in input.xs; x > 1])`, query: `x := data.t.r`, input: `{"xs": [1, 2, 3]}`},

	// --- equality, comparison, unification ---------------------------------------------------
	{name: "compare_ops", module: `r := [1 == 1.0, 1 != 2, 1 < 2, "a" < "b", [1] < [2], 2 <= 2, 3 > 2, 2 >= 3, null < false, 1 < "a"]`,
		query: `x := data.t.r`},
	{name: "eq_in_body", module: `p if input.a == input.b`, query: `x := data.t.p`, input: `{"a": [1, {"k": 2}], "b": [1, {"k": 2}]}`},
	{name: "neq_in_body", module: `p if input.a != input.b`, query: `x := data.t.p`, input: `{"a": {"k": 2}, "b": {"k": 3}}`},
	{name: "lt_types", module: `p if input.a < input.b`, query: `x := data.t.p`, input: `{"a": 10, "b": "1"}`},
	{name: "assign_array", module: `r := [b, a] if [a, b] := input.pair`, query: `x := data.t.r`, input: `{"pair": [1, 2]}`},
	{name: "assign_array_short", module: `r := [b, a] if [a, b] := input.pair`, query: `x := data.t.r`, input: `{"pair": [1, 2, 3]}`, undefined: true},
	{name: "assign_array_not_array", module: `r := [b, a] if [a, b] := input.pair`, query: `x := data.t.r`, input: `{"pair": "ab"}`, undefined: true},
	{name: "assign_array_nested", module: `r := a + b + c if [a, [b, c]] := input.v`, query: `x := data.t.r`, input: `{"v": [1, [2, 3]]}`},
	{name: "assign_object", module: `r := [a, b] if {"a": a, "b": b} := input.o`, query: `x := data.t.r`, input: `{"o": {"a": 1, "b": 2}}`},
	{name: "assign_object_extra_key", module: `r := [a, b] if {"a": a, "b": b} := input.o`, query: `x := data.t.r`, input: `{"o": {"a": 1, "b": 2, "c": 3}}`, undefined: true},
	{name: "assign_object_missing_key", module: `r := [a, b] if {"a": a, "b": b} := input.o`, query: `x := data.t.r`, input: `{"o": {"a": 1}}`, undefined: true},
	{name: "unify_both_sides", module: `r := [x, y] if [1, y] = [x, 2]`, query: `x := data.t.r`},
	{name: "unify_ref", module: `r := x if input.v = x`, query: `x := data.t.r`, input: `{"v": "k"}`},
	{name: "unify_constant_mismatch", module: `r := x if [x, 1] = input.v`, query: `x := data.t.r`, input: `{"v": [0, 2]}`, undefined: true},
	{name: "unify_object_var", module: `r := v if {"k": v} = input.o`, query: `x := data.t.r`, input: `{"o": {"k": [1]}}`},
	{name: "unify_iterate", module: `r := {i | input.xs[i] = "a"}`, query: `x := data.t.r`, input: `{"xs": ["a", "b", "a"]}`},
	{name: "unify_number_float", module: `p if input.a = 1`, query: `x := data.t.p`, input: `{"a": 1.0}`},

	// --- refs: missing, wrong type ------------------------------------------------------------
	{name: "ref_missing_input", module: ``, query: `x := input.a.b`, input: `{"a": {}}`, undefined: true},
	{name: "ref_no_input", module: ``, query: `x := input.a`, undefined: true},
	{name: "ref_whole_input", module: ``, query: `x := input`, input: `{"a": [1, 2]}`},
	{name: "ref_string_as_object", module: ``, query: `x := input.a.b`, input: `{"a": "str"}`, undefined: true},
	{name: "ref_number_as_object", module: ``, query: `x := input.a.b`, input: `{"a": 3}`, undefined: true},
	{name: "ref_null_as_object", module: ``, query: `x := input.a.b`, input: `{"a": null}`, undefined: true},
	{name: "ref_array_string_index", module: `r := input.xs.k`, query: `x := data.t.r`, input: `{"xs": [1]}`, undefined: true},
	{name: "ref_array_index", module: `r := input.xs[1]`, query: `x := data.t.r`, input: `{"xs": [1, 2]}`},
	{name: "ref_array_out_of_range", module: `r := input.xs[2]`, query: `x := data.t.r`, input: `{"xs": [1, 2]}`, undefined: true},
	{name: "ref_array_negative", module: `r := input.xs[input.i]`, query: `x := data.t.r`, input: `{"xs": [1, 2], "i": -1}`, undefined: true},
	{name: "ref_array_float_index", module: `r := input.xs[input.i]`, query: `x := data.t.r`, input: `{"xs": [1, 2], "i": 1.0}`},
	{name: "ref_array_fraction_index", module: `r := input.xs[input.i]`, query: `x := data.t.r`, input: `{"xs": [1, 2], "i": 0.5}`, undefined: true},
	{name: "ref_array_string_var_index", module: `r := input.xs[input.i]`, query: `x := data.t.r`, input: `{"xs": [1, 2], "i": "0"}`, undefined: true},
	{name: "ref_object_number_key", module: `r := input.o[1]`, query: `x := data.t.r`, input: `{"o": {"1": "s"}}`, undefined: true},
	{name: "ref_object_var_number_key", module: `r := input.o[input.k]`, query: `x := data.t.r`, input: `{"o": {"1": "s"}, "k": 1}`, undefined: true},
	{name: "ref_string_index", module: `r := input.s[0]`, query: `x := data.t.r`, input: `{"s": "abc"}`, undefined: true},
	{name: "ref_data_missing", module: `p := 1`, query: `x := data.t.nope`, undefined: true},
	{name: "ref_data_other_missing", module: `p := 1`, query: `x := data.missing.x`, undefined: true},
	{name: "ref_data_base", module: `p := 1`, query: `x := data.base.list[1]`, data: `{"base": {"list": ["a", "b"]}}`},
	{name: "ref_data_base_wrong_type", module: `r := data.base.list.k`, query: `x := data.t.r`, data: `{"base": {"list": ["a"]}}`, undefined: true},
	{name: "ref_rule_value_deeper", module: `r := {"a": {"b": [10, 20]}}`, query: `x := data.t.r.a.b[1]`},
	{name: "ref_rule_value_wrong_type", module: `r := input.s`, query: `x := data.t.r.a`, input: `{"s": "str"}`, undefined: true},
	{name: "ref_input_array", module: ``, query: `x := input[1]`, input: `[1, 2]`},
	{name: "ref_input_string", module: ``, query: `x := input.a`, input: `"s"`, undefined: true},
	{name: "set_int_float", module: `r := count({x | some x in input.xs})`, query: `x := data.t.r`, input: `{"xs": [1, 1.0, 2]}`},
	{name: "set_unicode_order", module: `r := [x | some x in {y | some y in input.xs}]`, query: `x := data.t.r`, input: `{"xs": ["é", "z", "A", "a", "ß"]}`},
	{name: "object_composite_key_order", module: `r := [k | some k, _ in {[2]: 1, [1, 0]: 2, "s": 3, 1: 4, null: 5}]`, query: `x := data.t.r`},
	{name: "object_rule_iterate_order", module: partials + `
r := [[k, v] | some k, v in age_of]`, query: `x := data.t.r`, input: users},
	{name: "ref_set_member_ref", module: `r := input.s`, query: `x := data.t.r`, input: `{"s": [1]}`},
	{name: "ref_bool_value", module: `r := input.b`, query: `x := data.t.r`, input: `{"b": false}`},
	{name: "ref_null_value", module: `r := input.b`, query: `x := data.t.r`, input: `{"b": null}`},

	// --- built-in functions --------------------------------------------------------------------
	{name: "bi_count", module: `r := [count(input.xs), count(input.o), count(input.s), count({1, 2}), count("héllo")]`,
		query: `x := data.t.r`, input: `{"xs": [1, 2], "o": {"a": 1}, "s": "abc"}`},
	{name: "bi_concat_split", module: `r := [concat(",", input.xs), split("a.b.c", "."), concat("-", {"b", "a"})]`,
		query: `x := data.t.r`, input: `{"xs": ["x", "y"]}`},
	{name: "bi_sprintf", module: `r := sprintf("%s has %d items (%v) %.2f", [input.name, count(input.xs), input.xs, 3.14159])`,
		query: `x := data.t.r`, input: `{"name": "n", "xs": [1, "a"]}`},
	{name: "bi_sort", module: `r := [sort(input.xs), sort({3, 1, 2}), sort(["b", "a", "c"])]`, query: `x := data.t.r`, input: `{"xs": [3, 1, 2]}`},
	{name: "bi_regex", module: `r := [regex.match("^a.c$", input.s), regex.match("x", input.s), regex.find_n("[0-9]+", input.t, -1), regex.find_n("[0-9]+", input.t, 1)]`,
		query: `x := data.t.r`, input: `{"s": "abc", "t": "a1b22c333"}`},
	{name: "bi_object_get", module: `r := [
	object.get(input.o, "a", 0),
	object.get(input.o, "z", 0),
	object.get(input.o, ["b", "c"], "dflt"),
	object.get(input.o, ["b", "x"], "dflt"),
	object.get(input.o, [], "dflt"),
	object.get(input.o, ["l", 1], "dflt"),
]`, query: `x := data.t.r`, input: `{"o": {"a": 1, "b": {"c": 2}, "l": [5, 6]}}`},
	{name: "bi_object_union_filter_keys", module: `r := [
	object.union(input.a, input.b),
	object.filter(input.a, ["x", "z"]),
	object.filter(input.a, {"y"}),
	object.keys(input.b),
	object.remove(input.a, ["x"]),
]`, query: `x := data.t.r`, input: `{"a": {"x": 1, "y": {"k": 1}}, "b": {"y": {"j": 2}, "z": 3}}`},
	{name: "bi_object_filter", module: `r := [
	object.filter(input.a, ["x", "x", "q"]),
	object.filter(input.a, {"x": 0, "y": 1}),
	object.filter(input.a, {"y", 1}),
	object.filter(input.a, []),
	object.filter({1: "one", "1": "str", [1]: "arr"}, [1, [1]]),
	object.filter({}, ["x"]),
	object.filter(input.a, input.a) == input.a,
]`, query: `x := data.t.r`, input: `{"a": {"x": 1, "y": {"k": [1, 2]}, "z": null}}`},
	{name: "bi_object_filter_bad_keys", module: `r := object.filter(input.a, input.n)`, query: `x := data.t.r`,
		input: `{"a": {"x": 1}, "n": 3}`, wantErr: true},
	{name: "bi_object_filter_bad_object", module: `r := object.filter(input.l, ["x"])`, query: `x := data.t.r`,
		input: `{"l": ["x"]}`, wantErr: true},
	{name: "bi_json_marshal", module: `r := [json.marshal(input.o), json.marshal({3, 1}), json.unmarshal("{\"a\": [1, 2.5]}")]`,
		query: `x := data.t.r`, input: `{"o": {"b": [1, null], "a": "s"}}`},
	{name: "bi_array_concat", module: `r := [array.concat(input.a, [3]), array.slice(input.a, 1, 5), array.reverse(input.a)]`,
		query: `x := data.t.r`, input: `{"a": [1, 2]}`},
	{name: "bi_strings", module: `r := [
	substring("hello", 1, 3),
	substring("hello", 2, -1),
	indexof_n("abcabc", "bc"),
	indexof("abc", "z"),
	startswith(input.s, "he"),
	endswith(input.s, "lo"),
	lower("MiXeD"),
	upper("x"),
	trim_space("  x "),
	replace("aaa", "a", "b"),
	strings.replace_n({"a": "1"}, "abc"),
	contains(input.s, "ll"),
	format_int(255, 16),
]`, query: `x := data.t.r`, input: `{"s": "hello"}`},
	{name: "bi_startswith_false", module: `p if startswith(input.s, "x")`, query: `x := data.t.p`, input: `{"s": "hello"}`, undefined: true},
	{name: "bi_min_max", module: `r := [min(input.xs), max(input.xs), max({"b", "a"}), sum(input.xs), product([2, 3])]`,
		query: `x := data.t.r`, input: `{"xs": [3, 1.5, 2]}`},
	{name: "bi_min_empty_used", module: `r := min([]) + 1`, query: `x := data.t.r`, undefined: true},
	{name: "bi_type_checks", module: `r := [is_string(input.s), is_number(input.n), is_object(input.o), is_array(input.a), is_set({1}), is_boolean(false), is_null(null), type_name(input.o)]`,
		query: `x := data.t.r`, input: `{"s": "x", "n": 1, "o": {}, "a": []}`},
	{name: "bi_type_checks_false", module: `p if is_string(input.n)`, query: `x := data.t.p`, input: `{"n": 1}`, undefined: true},
	{name: "bi_type_checks_not", module: `p if not is_string(input.n)`, query: `x := data.t.p`, input: `{"n": 1}`},
	{name: "bi_numbers_range", module: `r := [numbers.range(1, 5), numbers.range(3, 1), numbers.range(2, 2)]`, query: `x := data.t.r`},
	{name: "bi_time_now", module: `r := time.now_ns()
later := time.now_ns() + 10`, query: `x := data.t.r; y := data.t.later; z := time.now_ns()`},
	{name: "bi_time_parse", module: `r := [time.parse_rfc3339_ns("2020-01-02T03:04:05Z"), time.date(time.now_ns())]`, query: `x := data.t.r`},
	{name: "bi_arithmetic", module: `r := [1 + 2, 7 - 10, 3 * 1.5, 7 / 2, 7 % 3, abs(-2), round(2.5), ceil(1.1), floor(-1.1), 12345678901234567890 + 1, 0.1 + 0.2]`,
		query: `x := data.t.r`},
	{name: "bi_sets", module: `r := [input.a | input.b, input.a & input.b, input.a - input.b, union({input.a, input.b}), intersection({input.a, input.b})]`,
		query: `x := data.t.r`, input: `{"a": [1, 2], "b": [2, 3]}`, wantErr: true},
	{name: "bi_sets_ok", module: `a := {x | some x in input.a}
b := {x | some x in input.b}
r := [a | b, a & b, a - b, union({a, b}), intersection({a, b})]`,
		query: `x := data.t.r`, input: `{"a": [1, 2], "b": [2, 3]}`},
	{name: "bi_to_number", module: `r := [to_number("12"), to_number(1.5), to_number(true), to_number(null)]`, query: `x := data.t.r`},
	{name: "bi_units_glob", module: `r := [units.parse_bytes("1KiB"), glob.match("*.py", [], "a.py"), base64.encode("hi"), crypto.sha256("x")]`, query: `x := data.t.r`},
	{name: "bi_walk", module: `r := [[p, v] | walk(input.o, [p, v]); is_number(v)]`, query: `x := data.t.r`, input: `{"o": {"a": [1, {"b": 2}]}}`},
	{name: "bi_walk_path_prefix", module: `r := [[p, v] | walk(input.o, [p, v]); count(p) == 2; p[0] == "a"]`, query: `x := data.t.r`,
		input: `{"o": {"a": [1, {"b": 2}], "c": 3}}`},
	{name: "bi_walk_in_function", module: `nums(o) := {v | walk(o, [_, v]); is_number(v)}
r := nums(input.o)`, query: `x := data.t.r`, input: `{"o": {"a": [1, {"b": 2}], "c": 3}}`},
	{name: "bi_walk_not", module: `p if not has_null
has_null if {
	walk(input.o, [_, v])
	v == null
}`, query: `x := data.t.p`, input: `{"o": {"a": [1, {"b": 2}]}}`},
	{name: "bi_graph", module: `r := graph.reachable(input.g, ["a"])`, query: `x := data.t.r`, input: `{"g": {"a": ["b"], "b": ["c"], "c": [], "d": ["a"]}}`},
	{name: "bi_rand_consistent", module: `r := rand.intn("k", 1000) == rand.intn("k", 1000)`, query: `x := data.t.r`},
	{name: "bi_uuid_consistent", module: `r := uuid.rfc4122("k") == uuid.rfc4122("k")`, query: `x := data.t.r`},
	{name: "bi_print", module: `p if { print("hi", input.x); input.x > 1 }`, query: `x := data.t.p`, input: `{"x": 2}`},

	// --- built-in errors (strict) -------------------------------------------------------------
	{name: "err_sprintf_not_array", module: `r := sprintf("%v", input.x)`, query: `x := data.t.r`, input: `{"x": 1}`, wantErr: true},
	{name: "err_to_number", module: `r := to_number(input.s)`, query: `x := data.t.r`, input: `{"s": "x"}`, wantErr: true},
	{name: "err_div_zero", module: `r := input.a / input.b`, query: `x := data.t.r`, input: `{"a": 1, "b": 0}`, wantErr: true},
	{name: "err_count_number", module: `r := count(input.n)`, query: `x := data.t.r`, input: `{"n": 3}`, wantErr: true},
	{name: "err_plus_string", module: `r := input.a + 1`, query: `x := data.t.r`, input: `{"a": "s"}`, wantErr: true},
	{name: "err_in_not", module: `p if not to_number(input.s) > 1`, query: `x := data.t.p`, input: `{"s": "x"}`, wantErr: true},
	{name: "err_in_comprehension", module: `r := [to_number(s) | some s in input.xs]`, query: `x := data.t.r`, input: `{"xs": ["1", "y"]}`, wantErr: true},
	{name: "err_in_function", module: `f(x) := to_number(x)`, query: `x := data.t.f("z")`, wantErr: true},
	{name: "err_regex_bad_pattern", module: `p if regex.match(input.re, "x")`, query: `x := data.t.p`, input: `{"re": "("}`, wantErr: true},
	{name: "err_json_unmarshal", module: `r := json.unmarshal(input.s)`, query: `x := data.t.r`, input: `{"s": "{"}`, wantErr: true},
	{name: "err_not_reached", module: `r := to_number(input.s) if input.go
q := 1`, query: `x := data.t.q`, input: `{"s": "x", "go": false}`},

	// --- data: rules and base documents ---------------------------------------------------------
	{name: "data_package_merge", module: `p := 1
s contains "a"`, query: `x := data.t`, data: `{"t": {"base": {"k": [1, 2]}, "other": "v"}}`},
	{name: "data_rule_reads_base_same_package", module: `r := count(data.t.base.k)`, query: `x := data.t.r`, data: `{"t": {"base": {"k": [1, 2]}}}`},
	{name: "data_base_in_package", module: `p := 1`, query: `x := data.t.base.k`, data: `{"t": {"base": {"k": [1, 2]}}}`},
	{name: "data_nested_merge", module: `o.b := 2`, query: `x := data.t; y := data.t.o; z := data.t.o.a`, data: `{"t": {"o": {"a": 1}}}`},
	{name: "data_root", module: `p := input.v`, query: `x := data`, input: `{"v": true}`, data: `{"cfg": {"a": 1}, "t": {"z": null}}`},
	{name: "data_iterate_package", module: `a := 1
b := 2`, query: `x := {k | some k, _ in data.t}`, data: `{"t": {"c": 3}}`},
	{name: "data_iterate_package_values", module: `a := 1
b := 2`, query: `x := {v | some v in data.t}`, data: `{"t": {"c": 3}}`},
	{name: "data_subpackage", module: `r := data.t.sub.q`, extra: []string{"package t.sub\n\nq := 5\n"}, query: `x := data.t.r`},
	{name: "data_dynamic_rule", module: `r := data.t.checks[input.which]`, extra: []string{checks}, query: `x := data.t.r`,
		input: `{"which": "b"}`},
	{name: "data_dynamic_rule_missing", module: `r := data.t.checks[input.which]`, extra: []string{checks}, query: `x := data.t.r`,
		input: `{"which": "zz"}`, undefined: true},
	{name: "data_dynamic_rule_undefined", module: `r := data.t.checks[input.which]`, extra: []string{checks}, query: `x := data.t.r`,
		input: `{"which": "never"}`, undefined: true},
	{name: "data_dynamic_rule_not_undefined", module: `p if not data.t.checks[input.which]`, extra: []string{checks}, query: `x := data.t.p`,
		input: `{"which": "never"}`, refused: true},
	{name: "data_dynamic_rule_not_defined", module: `p if not data.t.checks[input.which]`, extra: []string{checks}, query: `x := data.t.p`,
		input: `{"which": "a"}`, undefined: true, refused: true},
	{name: "data_dynamic_rule_not_false", module: `p if not data.t.checks[input.which]`, extra: []string{checks}, query: `x := data.t.p`,
		input: `{"which": "f"}`, refused: true},
	{name: "data_dynamic_rule_false", module: `p if data.t.checks[input.which]`, extra: []string{checks}, query: `x := data.t.p`,
		input: `{"which": "f"}`, undefined: true},
	{name: "data_dynamic_rule_true", module: `p if data.t.checks[input.which]`, extra: []string{checks}, query: `x := data.t.p`,
		input: `{"which": "a"}`},
	{name: "data_dynamic_rule_compare", module: `p if data.t.checks[input.which] == "A"`, extra: []string{checks}, query: `x := data.t.p`,
		input: `{"which": "a"}`},
	{name: "data_dynamic_rule_not_helper", module: `p if not q
q if data.t.checks[input.which]`, extra: []string{checks}, query: `x := data.t.p`, input: `{"which": "f"}`},
	{name: "data_dynamic_base", module: `r := data.t.checks[input.which]`, extra: []string{checks}, query: `x := data.t.r`,
		input: `{"which": "base"}`, data: `{"t": {"checks": {"base": "from data"}}}`},
	{name: "data_dynamic_in_comprehension", module: `r := [v | some k in input.ks; v := data.t.checks[k]]`, extra: []string{checks},
		query: `x := data.t.r`, input: `{"ks": ["a", "never", "zz", "b"]}`},
	{name: "data_dynamic_path_slash_split", module: slashPaths, query: `x := data.t.r`, input: `{"k1": "x", "k2": "y/z"}`, undefined: true},
	{name: "data_dynamic_path_slash_key", module: slashPaths, query: `x := data.t.r`, input: `{"k1": "x/y", "k2": "z"}`},
	{name: "data_dynamic_path_plain", module: slashPaths, query: `x := data.t.r`, input: `{"k1": "p", "k2": "q"}`},
	{name: "data_dynamic_in_every", module: `p if every k in input.ks { data.t.checks[k] }`, extra: []string{checks},
		query: `x := data.t.p`, input: `{"ks": ["a", "f"]}`, undefined: true},
	{name: "data_dynamic_in_every_true", module: `p if every k in input.ks { data.t.checks[k] }`, extra: []string{checks},
		query: `x := data.t.p`, input: `{"ks": ["a"]}`},
	{name: "data_dynamic_filter", module: `r := [k | some k in input.ks; data.t.checks[k]]`, extra: []string{checks},
		query: `x := data.t.r`, input: `{"ks": ["a", "f", "never", "zz", "b"], "which": "b"}`},
	{name: "data_iterate_rules", module: `r := {k: v | some k, v in data.t.checks}`, extra: []string{checks}, query: `x := data.t.r`},

	// --- queries with several bindings -----------------------------------------------------------
	{name: "query_two_bindings", module: `x := 1
y := [input.a]`, query: `a := data.t.x; b := data.t.y`, input: `{"a": "v"}`},
	{name: "query_undefined_binding", module: `x := 1`, query: `a := data.t.x; b := data.t.nope`, undefined: true},
	{name: "query_expression_only", module: `allow if input.a`, query: `data.t.allow`, input: `{"a": true}`},
	{name: "query_expression_false", module: `allow := false`, query: `data.t.allow`},
	{name: "query_unify", module: `r := [1, 2]`, query: `[a, b] = data.t.r`},
	{name: "query_multiple_results", module: `r := {"a": 1, "b": 2}`, query: `some k, v in data.t.r`, unordered: true},
	{name: "query_duplicate_results", module: ``, query: `some x in input.xs`, input: `{"xs": [1, 1, 2]}`, unordered: true},
	{name: "query_wildcard_binding", module: `r := 1`, query: `_ = data.t.r; y := 2`},
	{name: "query_three_rules_shared", module: shared, query: `a := data.t.a; b := data.t.b; c := data.t.c`, input: `{"n": 3}`},
}

const elseChain = `level := "high" if input.n > 10
else := "mid" if input.n > 5
else := "low"`

const partials = `names contains u.name if some u in input.users

admins contains u.name if {
	some u in input.users
	u.role == "admin"
}

tags contains t if {
	some u in input.users
	some t in u.tags
}

age_of[u.name] := u.age if some u in input.users

by_role[u.role] := u.name if some u in input.users`

const funcs = `size(x) := "big" if x > 10

size(x) := "small" if x <= 10

add(a, b) := a + b

xs := {x | some x in input.xs}

plus_count(n) := n + count(xs)

twice_size(x) := concat("-", [size(x), size(x / 4)])

kind(s) := "a-fruit" if startswith(s, "a")
else := "b-fruit" if startswith(s, "b")
else := "other"

is_admin(u) if u.role == "admin"

first([a, _]) := a`

const everyMod = `all_pos if every x in input.xs { x > 0 }

keys_ok if every k, v in input.o { startswith(k, "a"); v > 0 }

set_ok if every x in {y | some y in input.xs} { x > 2 }

matrix_ok if every row in input.m { every x in row { x > 0 } }

all_have_name if every x in input.xs { is_number(x.name) }`

const slashPaths = `a["x/y"].z := 1

a.p.q := 2

r := a[input.k1][input.k2]`

const checks = `package t.checks

import rego.v1

a := "A"

b := "B" if input.which == "b"

never if false

f := false`

const shared = `a := input.n * 2

b := a + 1

c := [a, b, a]`

// TestConflictElsewhereInObjectFailsClosed pins a known difference: reading one key of a partial
// object whose other keys conflict is fine for topdown, which evaluates only the rules that can
// give that key, while irvm builds the whole object, as OPA's planner plans it, and so fails
// with the conflict. irvm errs on the safe side: an error, never a different value.
func TestConflictElsewhereInObjectFailsClosed(t *testing.T) {
	c := diffCase{module: partials, query: `x := data.t.by_role.admin`, input: users}
	want, err := c.evalTopdown(t)
	if err != nil {
		t.Fatalf("topdown: %v", err)
	}
	if b := bindings(want); !reflect.DeepEqual(b, []rego.Vars{{"x": "carol"}}) {
		t.Fatalf("topdown: %v, want x = carol", b)
	}
	got, err := c.evalIRVM(t)
	if err == nil {
		t.Fatalf("irvm: no error, results %v", bindings(got))
	}
	checkConflict(t, "irvm", err)
}

// TestNDBuiltinCache checks that irvm fills and reads the cache of non-deterministic built-in
// results (time.now_ns, rand.intn, ...) the way OPA's evaluator does: decision logs keep it so
// that a replay by topdown sees the same values.
func TestNDBuiltinCache(t *testing.T) {
	c := diffCase{
		module: `r := rand.intn("k", 1000000)
now := time.now_ns()`,
		query: `a := data.t.r; b := data.t.now; c := uuid.rfc4122("u")`,
	}
	eval := func(pq rego.PreparedEvalQuery, nd builtins.NDBCache) rego.Vars {
		t.Helper()
		rs, err := pq.Eval(context.Background(), rego.EvalTime(evalTime), rego.EvalNDBuiltinCache(nd))
		if err != nil || len(rs) != 1 {
			t.Fatalf("eval: %v %v", bindings(rs), err)
		}
		return rs[0].Bindings
	}
	td, err := rego.New(c.options(t)...).PrepareForEval(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	fast := c.prepareIRVM(t)

	// Filled by the evaluation: the same built-in calls, with the same arguments.
	ndTD, ndVM := builtins.NDBCache{}, builtins.NDBCache{}
	eval(td, ndTD)
	got := eval(fast, ndVM)
	if len(ndTD) == 0 {
		t.Fatal("topdown left the cache empty")
	}
	for name, calls := range ndTD {
		vm, ok := ndVM[name]
		if !ok {
			t.Errorf("irvm did not record %s", name)
			continue
		}
		if calls.Len() != vm.Len() {
			t.Errorf("%s: topdown recorded %v, irvm %v", name, calls, vm)
		}
	}
	for name, calls := range ndVM {
		for _, key := range calls.Keys() {
			if v := calls.Get(key); name == "time.now_ns" && v.String() != got["b"].(json.Number).String() {
				t.Errorf("irvm recorded %s%v = %v, the query saw %v", name, key, v, got["b"])
			}
		}
	}

	// Read by the evaluation: a cache from an earlier decision gives its values back.
	prior := func() builtins.NDBCache {
		nd := builtins.NDBCache{}
		nd.Put("time.now_ns", ast.NewArray(), ast.Number("42"))
		nd.Put("rand.intn", ast.NewArray(ast.StringTerm("k"), ast.IntNumberTerm(1000000)), ast.Number("7"))
		return nd
	}
	want := eval(td, prior())
	got = eval(fast, prior())
	if want["a"] != json.Number("7") || want["b"] != json.Number("42") {
		t.Fatalf("topdown did not use the cache: %v", want)
	}
	delete(want, "c")
	delete(got, "c")
	if !reflect.DeepEqual(want, got) {
		t.Errorf("with a filled cache: topdown %v, irvm %v", want, got)
	}
}

// TestWithIsRefused checks that a plan holding the with keyword is refused at preparation, so
// that the caller falls back to OPA's evaluator.
func TestWithIsRefused(t *testing.T) {
	Register()
	for _, q := range []string{
		`x := data.t.allow with input.user as "alice"`,
		`x := data.t.uses_with`,
	} {
		c := diffCase{module: `allow if input.user == "alice"
uses_with if allow with input.user as "alice"`, query: q}
		ctx := WithData(context.Background(), ast.NewObject())
		_, err := rego.New(append(c.options(t), rego.Target(Target))...).PrepareForEval(ctx)
		if err == nil {
			t.Fatalf("%s: irvm prepared a plan with the with keyword", q)
		}
		if !strings.Contains(err.Error(), "with keyword") {
			t.Errorf("%s: error %q does not name the with keyword", q, err)
		}
		// The same query is fine for topdown, which is what the caller falls back to.
		rs, err := c.evalTopdown(t)
		if err != nil || !reflect.DeepEqual(bindings(rs), []rego.Vars{{"x": true}}) {
			t.Errorf("%s: topdown gives %v, %v", q, bindings(rs), err)
		}
	}
}

// longModule takes minutes to evaluate: 400 million iterations.
const longModule = `n := count([1 | some i in numbers.range(1, 20000); some j in numbers.range(1, 20000); i != j])`

// TestCancelled checks that a long evaluation stops with a cancellation error when its context
// is cancelled or times out.
func TestCancelled(t *testing.T) {
	c := diffCase{module: longModule, query: `x := data.t.n`}
	pq := c.prepareIRVM(t)
	run := func(ctx context.Context) error {
		t.Helper()
		done := make(chan error, 1)
		go func() {
			_, err := pq.Eval(ctx)
			done <- err
		}()
		select {
		case err := <-done:
			return err
		case <-time.After(time.Minute):
			t.Fatal("evaluation did not stop within a minute of its context ending")
			return nil
		}
	}
	check := func(name string, err error) {
		t.Helper()
		var te *topdown.Error
		if !errors.As(err, &te) || te.Code != topdown.CancelErr {
			t.Errorf("%s: error %v (%T), want a *topdown.Error with code %s", name, err, err, topdown.CancelErr)
		}
	}

	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	check("timeout", run(ctx))

	ctx, cancel = context.WithCancel(context.Background())
	time.AfterFunc(20*time.Millisecond, cancel)
	check("cancel", run(ctx))

	ctx, cancel = context.WithCancel(context.Background())
	cancel()
	check("cancelled before", run(ctx))
}

// TestNoDataInContext checks that preparing without WithData fails with an error that says so.
func TestNoDataInContext(t *testing.T) {
	Register()
	c := diffCase{module: `p := 1`, query: `x := data.t.p`}
	_, err := rego.New(append(c.options(t), rego.Target(Target))...).PrepareForEval(context.Background())
	if err == nil {
		t.Fatal("prepared without a data document")
	}
	if !strings.Contains(err.Error(), "WithData") {
		t.Errorf("error %q does not say to use WithData", err)
	}
}

// TestConcurrentEval evaluates one prepared query from several goroutines at once, as the
// gateway does, on different inputs; run with -race.
func TestConcurrentEval(t *testing.T) {
	c := diffCase{module: benchModule, query: benchQuery, data: benchData}
	pq := c.prepareIRVM(t)
	td, err := rego.New(c.options(t)...).PrepareForEval(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	const workers, rounds = 4, 20
	errs := make(chan error, workers)
	for w := range workers {
		go func() {
			for i := range rounds {
				in, err := ast.InterfaceToValue(benchInput(w*rounds + i))
				if err != nil {
					errs <- err
					return
				}
				opts := []rego.EvalOption{rego.EvalParsedInput(in), rego.EvalTime(evalTime)}
				got, gerr := pq.Eval(context.Background(), opts...)
				want, werr := td.Eval(context.Background(), opts...)
				if gerr != nil || werr != nil {
					errs <- fmt.Errorf("input %d: irvm %v, topdown %v", w*rounds+i, gerr, werr)
					return
				}
				if !reflect.DeepEqual(bindings(got), bindings(want)) {
					errs <- fmt.Errorf("input %d: irvm %v, topdown %v", w*rounds+i, bindings(got), bindings(want))
					return
				}
			}
			errs <- nil
		}()
	}
	for range workers {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// --- benchmarks ----------------------------------------------------------------------------------

// benchModule is a moderately sized policy: partial sets and objects, comprehensions, functions,
// not, every and a handful of built-ins over an input of a few dozen items.
const benchModule = `default allow := false

allow if {
	count(deny) == 0
	every f in input.files { not blocked_ext(f.name) }
}

deny contains sprintf("module %s is not allowed", [m]) if {
	some m in input.imports
	not m in data.cfg.allowed_modules
}

deny contains "too many calls" if count(input.calls) > data.cfg.max_calls

blocked_ext(name) if {
	some ext in data.cfg.blocked_ext
	endswith(lower(name), ext)
}

calls_by_name[name] := n if {
	some name in {c.name | some c in input.calls}
	n := count([1 | some c in input.calls; c.name == name])
}

hot := [name | some name, n in calls_by_name; n > 2]

limits := object.union(data.cfg.defaults, object.get(data.cfg.per_user, input.user, {}))

summary := {
	"allow": allow,
	"deny": sort(deny),
	"hot": hot,
	"limits": limits,
	"sizes": [s | some f in input.files; s := object.get(f, "size", 0)],
	"label": concat(",", [upper(m) | some m in input.imports]),
}`

const benchQuery = `s := data.t.summary`

const benchData = `{"cfg": {
	"allowed_modules": ["pandas", "numpy", "math", "json", "re", "statistics"],
	"blocked_ext": [".so", ".exe", ".sh"],
	"max_calls": 200,
	"defaults": {"cpu": 1, "memory_mb": 512, "timeout_s": 30},
	"per_user": {"u3": {"cpu": 2}, "u5": {"memory_mb": 1024}}
}}`

// benchInput returns the input of the benchmark, varied by i.
func benchInput(i int) map[string]any {
	imports := []any{"pandas", "numpy", "json", "re"}
	if i%3 == 0 {
		imports = append(imports, "socket")
	}
	var calls []any
	for j := range 40 {
		calls = append(calls, map[string]any{"name": fmt.Sprintf("f%d", (i+j)%9), "line": j})
	}
	var files []any
	for j := range 8 {
		files = append(files, map[string]any{"name": fmt.Sprintf("data%d.CSV", j), "size": j * 100})
	}
	if i%4 == 0 {
		files = append(files, map[string]any{"name": "run.SH"})
	}
	return map[string]any{"user": fmt.Sprintf("u%d", i%7), "imports": imports, "calls": calls, "files": files}
}

func benchEval(b *testing.B, pq rego.PreparedEvalQuery) {
	in, err := ast.InterfaceToValue(benchInput(3))
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		rs, err := pq.Eval(ctx, rego.EvalParsedInput(in), rego.EvalTime(evalTime))
		if err != nil || len(rs) != 1 {
			b.Fatalf("eval: %v %v", bindings(rs), err)
		}
	}
}

// BenchmarkIRVM evaluates benchModule with irvm.
func BenchmarkIRVM(b *testing.B) {
	c := diffCase{module: benchModule, query: benchQuery, data: benchData}
	benchEval(b, c.prepareIRVM(b))
}

// BenchmarkTopdown evaluates benchModule with OPA's top-down evaluator.
func BenchmarkTopdown(b *testing.B) {
	c := diffCase{module: benchModule, query: benchQuery, data: benchData}
	pq, err := rego.New(c.options(b)...).PrepareForEval(context.Background())
	if err != nil {
		b.Fatal(err)
	}
	benchEval(b, pq)
}

// TestCustomBuiltin checks a built-in function given to rego (rego.Function1) on both sides:
// a value, undefined (nil result) and an error.
func TestCustomBuiltin(t *testing.T) {
	double := rego.Function1(&rego.Function{
		Name: "sluice.double",
		Decl: types.NewFunction(types.Args(types.N), types.N),
	}, func(_ rego.BuiltinContext, a *ast.Term) (*ast.Term, error) {
		n, ok := a.Value.(ast.Number)
		if !ok {
			return nil, errors.New("not a number")
		}
		i, ok := n.Int()
		switch {
		case !ok:
			return nil, fmt.Errorf("%v is not an integer", n)
		case i < 0:
			return nil, nil // undefined
		}
		return ast.IntNumberTerm(2 * i), nil
	})
	module := `r := sluice.double(input.n)
s := [y | some x in input.xs; y := sluice.double(x)]`
	for _, in := range []string{`{"n": 4, "xs": [1, -1, 3]}`, `{"n": -4}`, `{"n": 1.5}`} {
		c := diffCase{module: module, query: `a := data.t.r; b := data.t.s`, input: in}
		td, err := rego.New(append(c.options(t), double)...).PrepareForEval(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		Register()
		vm, err := rego.New(append(c.options(t), double, rego.Target(Target))...).PrepareForEval(WithData(context.Background(), ast.NewObject()))
		if err != nil {
			t.Fatal(err)
		}
		want, werr := td.Eval(context.Background(), c.evalOptions(t)...)
		got, gerr := vm.Eval(context.Background(), c.evalOptions(t)...)
		if (werr != nil) != (gerr != nil) || !reflect.DeepEqual(bindings(want), bindings(got)) {
			t.Errorf("input %s: topdown %v, %v; irvm %v, %v", in, bindings(want), werr, bindings(got), gerr)
		}
		if in == `{"n": 4, "xs": [1, -1, 3]}` && len(want) != 1 {
			t.Errorf("input %s: topdown gives %v", in, bindings(want))
		}
	}
}

// TestConstantRulesComputedOnce: a rule that depends on data alone is computed by the first
// evaluation and reused by the next ones; a rule that reads input (directly or through another
// rule or a function) or calls a non-deterministic built-in is computed every time.
func TestConstantRulesComputedOnce(t *testing.T) {
	calls := map[string]int{}
	count := rego.Function1(&rego.Function{
		Name: "sluice.count",
		Decl: types.NewFunction(types.Args(types.S), types.S),
	}, func(_ rego.BuiltinContext, a *ast.Term) (*ast.Term, error) {
		s, _ := a.Value.(ast.String)
		calls[string(s)]++
		return a, nil
	})
	module := `package t

import rego.v1

cfg := sluice.count(data.name)

pattern := concat("|", [cfg, sluice.count("pattern")])

from_input := sluice.count(input.x)

via_rule := sluice.count(concat("", [from_input, "via"]))

helper(v) := sluice.count(concat("", [v, "helper"]))

via_function := helper(input.x)

timed := sluice.count(sprintf("timed %d", [time.now_ns() * 0]))
`
	store := inmem.NewFromObject(map[string]any{"name": "data"})
	Register()
	q, err := rego.New(
		rego.Query(`a := data.t.pattern; b := data.t.via_rule; c := data.t.via_function; d := data.t.timed`),
		rego.Module("t.rego", module), rego.Store(store), rego.StrictBuiltinErrors(true), count,
		rego.Target(Target),
	).PrepareForEval(WithData(context.Background(), ast.MustInterfaceToValue(map[string]any{"name": "data"})))
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		rs, err := q.Eval(context.Background(), rego.EvalInput(map[string]any{"x": fmt.Sprint("in", i)}))
		if err != nil || len(rs) != 1 {
			t.Fatalf("eval %d: %v, %v", i, rs, err)
		}
		if got := rs[0].Bindings["a"]; got != "data|pattern" {
			t.Errorf("eval %d: pattern = %v", i, got)
		}
		if got := rs[0].Bindings["b"]; got != fmt.Sprint("in", i, "via") {
			t.Errorf("eval %d: via_rule = %v (a rule that reads input was reused)", i, got)
		}
	}
	want := map[string]int{"data": 1, "pattern": 1, "in0": 1, "in1": 1, "in2": 1, "in0via": 1, "in1via": 1,
		"in2via": 1, "in0helper": 1, "in1helper": 1, "in2helper": 1, "timed 0": 3}
	if !reflect.DeepEqual(calls, want) {
		t.Errorf("built-in calls = %v, want %v", calls, want)
	}
}

// TestErrorsNameTheFile: a built-in error and a conflict name the policy file and line, as
// OPA's evaluator does.
func TestErrorsNameTheFile(t *testing.T) {
	for _, c := range []struct {
		diffCase
		at string
	}{
		{diffCase{module: `p := to_number(input.x)`, query: `x := data.t.p`, input: `{"x": "nope"}`}, "t.rego:5:"},
		{diffCase{module: "p := 1 if input.a\np := 2 if input.b", query: `x := data.t.p`, input: `{"a": true, "b": true}`}, "t.rego:6:"},
	} {
		_, werr := c.evalTopdown(t)
		_, gerr := c.evalIRVM(t)
		if werr == nil || gerr == nil {
			t.Fatalf("%s: topdown %v, irvm %v: want both to fail", c.module, werr, gerr)
		}
		if !strings.HasPrefix(gerr.Error(), c.at) || !strings.HasPrefix(werr.Error(), c.at) {
			t.Errorf("%s: irvm %q, topdown %q: want both to start with %s", c.module, gerr, werr, c.at)
		}
	}
}

// TestInternalFaultIsAnError: a fault inside the machine (here a program evaluated without
// an evaluation context) is an error for the caller to refuse on, not a panic.
func TestInternalFaultIsAnError(t *testing.T) {
	out, err := (&program{}).Eval(context.Background(), nil, nil)
	if err == nil || !strings.Contains(err.Error(), "irvm: internal error") || out != nil {
		t.Fatalf("Eval = %v, %v; want an internal error", out, err)
	}
}
