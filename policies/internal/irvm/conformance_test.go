package irvm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/rego"
	"github.com/open-policy-agent/opa/v1/storage/inmem"
	"github.com/open-policy-agent/opa/v1/test/cases"
	"github.com/open-policy-agent/opa/v1/topdown"
	"github.com/open-policy-agent/opa/v1/util"
)

// conformanceKnownDiffs lists, by note, the OPA conformance cases on which irvm and topdown
// are known to disagree, with the reason (one of the known differences at the top of
// irvm_test.go). TestOPAConformance fails when one of them starts to match, or is no longer
// among OPA's cases, so that the list stays true.
var conformanceKnownDiffs = map[string]string{
	"data/toplevel integer": "a number key into base data (data[2] for a key \"2\") is undefined in irvm; " +
		"topdown converts it to the string key of the store (OPA issue 3711, shared with Wasm)",
	"data/nested integer": "a number key into base data (data.nested[2] for a key \"2\") is undefined in irvm; " +
		"topdown converts it to the string key of the store (OPA issue 3711, shared with Wasm)",
}

// conformanceRefusals are the reasons irvm documents for refusing a plan at preparation: the
// caller keeps OPA's evaluator for such a query. Each maps a label for the counts to the text
// irvm's error carries. Any other preparation error fails the case.
var conformanceRefusals = []struct{ label, text string }{
	{"with", "the with keyword is not supported"},
	{"not over a dynamic reference", "not over a dynamic data reference"},
}

// conformanceOutside are the built-in functions whose result depends on something outside the
// evaluator, so that a difference would say nothing about irvm: a case whose modules or query
// name one of them is skipped. http.send and net.lookup_ip_addr need the network (or the
// resolver of the host); opa.runtime reads the runtime document, which rego does not hand to
// target plugins. Time, randomness and UUIDs are not here: both evaluators get the same fixed
// evaluation time and the same seed (see conformanceEvalOptions).
var conformanceOutside = []string{"http.send", "net.lookup_ip_addr", "opa.runtime"}

// conformanceTimeout bounds each evaluation of a case, so that a plan that loops ends the
// case with an error instead of hanging the test.
const conformanceTimeout = 30 * time.Second

// conformanceDir returns the directory of OPA's v1 conformance cases in the module cache, or
// skips the test (fails it under CI=true) when the go tool or the directory is missing.
func conformanceDir(t *testing.T) string {
	t.Helper()
	unavailable := func(format string, args ...any) {
		t.Helper()
		msg := fmt.Sprintf(format, args...)
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg + " (CI=true makes this a failure)")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		unavailable("OPA's conformance cases: the go tool is not on PATH: %v", err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, goTool, "list", "-m", "-f", "{{.Dir}}", "github.com/open-policy-agent/opa").Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			err = fmt.Errorf("%w: %s", err, strings.TrimSpace(string(ee.Stderr)))
		}
		unavailable("OPA's conformance cases: go list -m github.com/open-policy-agent/opa: %v", err)
	}
	mod := strings.TrimSpace(string(out))
	if mod == "" {
		unavailable("OPA's conformance cases: go list gives no directory for github.com/open-policy-agent/opa (module not downloaded?)")
	}
	dir := filepath.Join(mod, "v1", "test", "cases", "testdata", "v1")
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		unavailable("OPA's conformance cases: %s is not a directory: %v", dir, err)
	}
	return dir
}

// conformanceSkip says why a case is left out, or "" when it runs.
func conformanceSkip(tc cases.TestCase) string {
	for _, name := range conformanceOutside {
		if strings.Contains(tc.Query, name) || slices.ContainsFunc(tc.Modules, func(m string) bool { return strings.Contains(m, name) }) {
			return "calls " + name + " (outside the evaluator)"
		}
	}
	return ""
}

// conformanceOptions returns the rego options of tc shared by both evaluators: the case's
// modules, query, data and Rego version, with strict built-in errors, the only mode irvm has
// (a known difference): a built-in error is an error on both sides.
func conformanceOptions(tc cases.TestCase, data map[string]any) []func(*rego.Rego) {
	opts := []func(*rego.Rego){
		rego.Query(tc.Query),
		rego.SetRegoVersion(ast.RegoV1),
		rego.Store(inmem.NewFromObject(data)),
		rego.StrictBuiltinErrors(true),
	}
	if tc.ExperimentalKeywords {
		opts = append(opts, rego.Capabilities(ast.CapabilitiesForThisVersion(ast.CapabilitiesExperimentalKeywords(true))))
	}
	for i, m := range tc.Modules {
		opts = append(opts, rego.Module(fmt.Sprintf("test-%d.rego", i), m))
	}
	return opts
}

// conformanceEvalOptions returns the evaluation options of one evaluation: the input, the
// fixed time of every case and a fresh reader of the same seed, so that time.now_ns,
// rand.intn and uuid.rfc4122 give both evaluators the same values.
func conformanceEvalOptions(input ast.Value) []rego.EvalOption {
	opts := []rego.EvalOption{
		rego.EvalTime(evalTime),
		rego.EvalSeed(rand.NewChaCha8([32]byte{'s', 'l', 'u', 'i', 'c', 'e'})),
	}
	if input != nil {
		opts = append(opts, rego.EvalParsedInput(input))
	}
	return opts
}

// conformanceInput returns the input document of tc, nil when it has none.
func conformanceInput(tc cases.TestCase) (ast.Value, error) {
	switch {
	case tc.InputTerm != nil:
		term, err := ast.ParseTerm(*tc.InputTerm)
		if err != nil {
			return nil, fmt.Errorf("input_term: %w", err)
		}
		return term.Value, nil
	case tc.Input != nil:
		v, err := ast.InterfaceToValue(*tc.Input)
		if err != nil {
			return nil, fmt.Errorf("input: %w", err)
		}
		return v, nil
	}
	return nil, nil
}

// conformanceDocs shows the input and data of tc, for a failure message.
func conformanceDocs(tc cases.TestCase) string {
	show := func(v any) string {
		b, err := json.Marshal(v)
		if err != nil {
			return fmt.Sprintf("%v", v)
		}
		return string(b)
	}
	in := "none"
	switch {
	case tc.InputTerm != nil:
		in = *tc.InputTerm
	case tc.Input != nil:
		in = show(*tc.Input)
	}
	data := "{}"
	if tc.Data != nil {
		data = show(*tc.Data)
	}
	return "input: " + in + "\ndata: " + data
}

// conformanceResult is how running one case ended.
type conformanceResult struct {
	// kind is one of "matched", "differ", "refused", "skipped".
	kind string
	// detail says how a case matched (same results, or both fail alike), why it was refused
	// or skipped, or what differs.
	detail string
}

// runConformanceCase evaluates tc with topdown and irvm and compares them. It fails t only
// on a setup error or an undocumented refusal; a difference is returned for the caller to
// judge against conformanceKnownDiffs.
func runConformanceCase(t *testing.T, tc cases.TestCase) conformanceResult {
	t.Helper()
	for k, v := range tc.Env {
		t.Setenv(k, v)
	}
	data := map[string]any{}
	if tc.Data != nil {
		data = *tc.Data
	}
	dataValue, err := ast.InterfaceToValue(data)
	if err != nil {
		t.Fatalf("data: %v", err)
	}
	input, err := conformanceInput(tc)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), conformanceTimeout)
	defer cancel()

	tpq, err := rego.New(conformanceOptions(tc, data)...).PrepareForEval(ctx)
	if err != nil {
		// A compile error the case expects (or a built-in only OPA's own harness registers):
		// there is no plan for irvm either.
		t.Logf("skipped: topdown: %v", err)
		return conformanceResult{"skipped", "topdown refuses it at preparation"}
	}
	want, werr := tpq.Eval(ctx, conformanceEvalOptions(input)...)

	Register()
	ipq, err := rego.New(append(conformanceOptions(tc, data), rego.Target(Target))...).PrepareForEval(WithData(ctx, dataValue))
	if err != nil {
		for _, r := range conformanceRefusals {
			if strings.Contains(err.Error(), r.text) {
				t.Logf("refused: %v", err)
				return conformanceResult{"refused", r.label}
			}
		}
		t.Fatalf("irvm refuses the case for an undocumented reason: %v\ntopdown: %v, error %v", err, bindings(want), werr)
	}
	got, gerr := ipq.Eval(ctx, conformanceEvalOptions(input)...)
	if d := conformanceDiff(tc, want, werr, got, gerr); d != "" {
		return conformanceResult{"differ", d}
	}
	if werr != nil {
		return conformanceResult{"matched", "both fail alike"}
	}
	return conformanceResult{"matched", "same results"}
}

// conformanceDiff compares the outcomes of both evaluators as runDiff does: errors with
// errors (with topdown's error code, when it has one), bindings with bindings, as sorted,
// deduplicated lists when there are several results. It returns "" when they agree.
func conformanceDiff(tc cases.TestCase, want rego.ResultSet, werr error, got rego.ResultSet, gerr error) string {
	switch {
	case werr != nil && gerr != nil:
		var wte, gte *topdown.Error
		if errors.As(werr, &wte) && (!errors.As(gerr, &gte) || gte.Code != wte.Code) {
			return fmt.Sprintf("topdown error %v has code %s; irvm's is %v (%T)", werr, wte.Code, gerr, gerr)
		}
		return ""
	case werr != nil:
		return fmt.Sprintf("topdown: error %v\nirvm:    results %v", werr, bindings(got))
	case gerr != nil:
		return fmt.Sprintf("topdown: results %v\nirvm:    error %v", bindings(want), gerr)
	}
	wb, gb := bindings(want), bindings(got)
	if tc.SortBindings {
		wb, gb = sortBindingValues(wb), sortBindingValues(gb)
	}
	if len(wb) > 1 || len(gb) > 1 {
		wb, gb = dedup(sorted(wb)), dedup(sorted(gb))
	}
	if !reflect.DeepEqual(wb, gb) {
		return fmt.Sprintf("topdown: %#v\nirvm:    %#v", wb, gb)
	}
	return ""
}

// sortBindingValues sorts the array values of the bindings, for cases that say their binding
// values are sets (sort_bindings).
func sortBindingValues(vs []rego.Vars) []rego.Vars {
	out := make([]rego.Vars, len(vs))
	for i, v := range vs {
		out[i] = make(rego.Vars, len(v))
		for k, x := range v {
			if a, ok := x.([]any); ok {
				a = slices.Clone(a)
				slices.SortFunc(a, util.Compare)
				x = a
			}
			out[i][k] = x
		}
	}
	return out
}

// TestOPAConformance runs OPA's own conformance cases (v1/test/cases/testdata/v1 of the OPA
// module) through topdown and irvm and compares them. A case irvm refuses for a reason it
// documents is counted, not failed; the known differences are in conformanceKnownDiffs. Every
// case runs, with or without the race detector (about 4 s and 15 s on two cores).
func TestOPAConformance(t *testing.T) {
	dir := conformanceDir(t)
	set, err := cases.Load(dir)
	if err != nil {
		t.Fatalf("loading OPA's conformance cases from %s: %v", dir, err)
	}
	all := set.Sorted().Cases
	if len(all) == 0 {
		t.Fatalf("no conformance cases in %s", dir)
	}

	counts := map[string]int{}
	seen := map[string]bool{}
	for _, tc := range all {
		seen[tc.Note] = true
		if why := conformanceSkip(tc); why != "" {
			counts["skipped: "+why]++
			continue
		}
		var (
			res conformanceResult
			ran bool // false when go test -run leaves the case out
		)
		t.Run(tc.Note, func(t *testing.T) {
			ran = true
			res = runConformanceCase(t, tc)
			if reason, ok := conformanceKnownDiffs[tc.Note]; ok {
				if res.kind != "differ" {
					t.Errorf("case %q (%s) no longer differs (%s %s): remove it from conformanceKnownDiffs (it was there because %s)",
						tc.Note, tc.Filename, res.kind, res.detail, reason)
					return
				}
				t.Logf("known difference (%s):\n%s", reason, res.detail)
				res = conformanceResult{kind: "allowed difference"}
				return
			}
			if res.kind == "differ" {
				t.Errorf("%s: irvm and topdown differ\nquery: %s\nmodules:\n%s\n%s\n%s", tc.Filename, tc.Query,
					strings.Join(tc.Modules, "\n---\n"), conformanceDocs(tc), res.detail)
			}
		})
		switch {
		case !ran:
			counts["not selected by -run"]++
		case res.kind == "":
			counts["failed"]++ // the case stopped with t.Fatal
		case res.kind == "matched" || res.kind == "refused" || res.kind == "skipped":
			counts[res.kind+": "+res.detail]++
		default:
			counts[res.kind]++
		}
	}
	for note := range conformanceKnownDiffs {
		if !seen[note] {
			t.Errorf("conformanceKnownDiffs names %q, which is not among OPA's cases: remove or rename it", note)
		}
	}
	if counts["not selected by -run"] == 0 && counts["matched: same results"] == 0 {
		t.Errorf("no case matched: the comparison itself is broken")
	}

	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "%d OPA conformance cases", len(all))
	for _, k := range keys {
		fmt.Fprintf(&b, "\n  %5d  %s", counts[k], k)
	}
	t.Log(b.String())
}
