package policies

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"testing"

	"github.com/sluice-gw/sluice/analyzer"
)

// corpusRefusals are the programs of a false-positive corpus the default policy refuses, with
// the rules that refuse them and why that is right or what would fix it. Every other program
// must be admitted; a program refused for another reason, or admitted although listed here,
// fails the test, so that a change of the policy or the analyzer shows here.
var corpusRefusals = map[string]map[string]struct {
	rules []string
	why   string
}{
	"sklearn-examples": {
		// Right to refuse: they download their data.
		"plot_out_of_core_classification.py": {[]string{"dataset_only_files", "literal_attributes", "no_dynamic_code", "no_environment", "no_introspection", "no_network"}, "downloads Reuters over HTTP, reads $HOME, globals() and __file__"},
		"plot_stock_market.py":               {[]string{"dataset_only_files", "no_environment", "no_network"}, "downloads quotes over HTTPS"},
		"wikipedia_principal_eigenvector.py": {[]string{"dataset_only_files", "no_network"}, "downloads DBpedia dumps"},
		// Refused by choice: interpreter state that sluice does not give code.
		"plot_prediction_latency.py":          {[]string{"no_dynamic_code", "no_introspection"}, "gc and globals()"},
		"approximate_nearest_neighbors.py":    {[]string{"no_introspection"}, "sys.exit"},
		"plot_johnson_lindenstrauss_bound.py": {[]string{"no_introspection"}, "sys.argv"},
		"svm_gui.py":                          {[]string{"no_introspection"}, "sys.argv (a Tk GUI, useless in a sandbox anyway)"},
		// A false positive: sklearn's step__param names read as a dunder in a string; loosening
		// the string rule would let a computed format string reach __globals__.
		"plot_column_transformer_mixed_types.py": {[]string{"no_introspection"}, `"preprocessor__cat__selector__percentile" reads as __cat__selector__`},
	},
}

// TestCorpusAdmission runs admission on real analysis code nobody here wrote
// (testdata/corpus/<source>/, each with a SOURCE.md naming where it comes from) and reports
// how much of it is admitted, per source.
func TestCorpusAdmission(t *testing.T) {
	e := engineForTest(t)
	sources, err := filepath.Glob("testdata/corpus/*")
	if err != nil || len(sources) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	for _, dir := range sources {
		source := filepath.Base(dir)
		want, ok := corpusRefusals[source]
		if !ok {
			t.Errorf("%s: no list of its expected refusals", source)
			continue
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.py"))
		admitted := 0
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			code := string(b)
			in := &Input{
				Tenant:   Tenant{ID: "t"},
				Session:  Session{ID: "s", Dataset: Dataset{Present: true, Inspected: true, Columns: []string{"a"}}},
				Request:  Request{Kind: KindRun, Tool: "run_python", CodeBytes: len(code), ExpectedArtifacts: []string{}},
				Analysis: analyzer.Analyze(code), Executors: []string{"subprocess"},
				Images: []Image{{Name: "python-ml-lite", Packages: []string{"pandas", "numpy", "matplotlib", "scipy", "sklearn"}}},
			}
			adm, _, err := e.Admission(context.Background(), in)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			name := filepath.Base(f)
			var rules []string
			for _, v := range adm.Violations {
				if !slices.Contains(rules, v.Rule) {
					rules = append(rules, v.Rule)
				}
			}
			sort.Strings(rules)
			exp, listed := want[name]
			switch {
			case adm.Allow && listed:
				t.Errorf("%s/%s is admitted now: take it off the list (%s)", source, name, exp.why)
			case adm.Allow:
				admitted++
			case !listed:
				t.Errorf("%s/%s refused by %v: %v", source, name, rules, adm.Violations)
			case !slices.Equal(rules, exp.rules):
				t.Errorf("%s/%s refused by %v, listed as %v", source, name, rules, exp.rules)
			}
		}
		if len(files) < 100 {
			t.Errorf("%s: only %d programs", source, len(files))
		}
		t.Logf("%s: %d of %d programs admitted (%.1f %%); %d refused, each listed with its reason",
			source, admitted, len(files), 100*float64(admitted)/float64(len(files)), len(files)-admitted)
		for name := range want {
			if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
				t.Errorf("%s: listed program %s is not in the corpus", source, name)
			}
		}
	}
}
