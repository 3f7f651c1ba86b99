package policies

import (
	"context"
	"flag"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/sluice-gw/sluice/analyzer"
)

var (
	corpusTable      = flag.Bool("corpus-table", false, "print corpusRefusals as a Go literal for the current results (TestCorpusAdmission; with -v, or go test prints nothing of a passing test)")
	corpusViolations = flag.Bool("corpus-violations", false, "log the violations of every refused corpus program (TestCorpusAdmission)")
)

// corpusRefusal is a refused corpus program: the rules that refuse it, the cause and why.
type corpusRefusal struct {
	rules []string
	cause corpusCause
	why   string
}

// corpusCause says why a corpus program is refused; the test reports refusals per cause.
type corpusCause string

const (
	// rightToRefuse: the program does what sluice must not let code do (the network, the
	// environment, files outside its dataset and output directory).
	rightToRefuse corpusCause = "right to refuse"
	// needsCallSite: refused only because the facts do not say where a call's arguments come
	// from (a path built from the output directory, a name from a literal list); issue 13.
	needsCallSite corpusCause = "needs call-site facts"
	// byChoice: interpreter state or machinery sluice chooses not to give code.
	byChoice corpusCause = "refused by choice"
	// falsePositive: harmless code refused by a rule too coarse for it.
	falsePositive corpusCause = "a false positive"
)

// corpusCauses are the causes in the order the table lists them, with their Go names.
var corpusCauses = []struct {
	cause corpusCause
	ident string
}{{rightToRefuse, "rightToRefuse"}, {needsCallSite, "needsCallSite"}, {byChoice, "byChoice"}, {falsePositive, "falsePositive"}}

func causeOrder(c corpusCause) int {
	for i, cc := range corpusCauses {
		if cc.cause == c {
			return i
		}
	}
	return len(corpusCauses)
}

func causeName(c corpusCause) string {
	for _, cc := range corpusCauses {
		if cc.cause == c {
			return cc.ident
		}
	}
	return ""
}

// corpusRefusals are the programs of a false-positive corpus the default policy refuses, with
// the rules that refuse them, the cause and why that is right or what would fix it. Every other
// program must be admitted; a program refused for another reason, or admitted although listed
// here, fails the test, so that a change of the policy or the analyzer shows here. The
// test's -corpus-table flag prints this literal for the current results.
var corpusRefusals = map[string]map[string]corpusRefusal{
	"pandas-doc": {
		// Right to refuse
		"getting_started.comparison.comparison_with_sas.py":          {[]string{"dataset_only_files", "no_network"}, rightToRefuse, "pd.read_csv(url) of tips.csv over HTTPS (pd without an import: the harness's pandas)"},
		"getting_started.comparison.comparison_with_spreadsheets.py": {[]string{"dataset_only_files", "no_network"}, rightToRefuse, "pd.read_csv(url) of tips.csv over HTTPS (pd without an import: the harness's pandas)"},
		"getting_started.comparison.comparison_with_sql.py":          {[]string{"dataset_only_files", "no_network"}, rightToRefuse, "pd.read_csv(url) of tips.csv over HTTPS (pd without an import: the harness's pandas)"},
		"getting_started.comparison.comparison_with_stata.py":        {[]string{"dataset_only_files", "no_network"}, rightToRefuse, "pd.read_csv(url) of tips.csv over HTTPS (pd without an import: the harness's pandas)"},
		"pandas.plotting.andrews_curves.py":                          {[]string{"no_network"}, rightToRefuse, "pd.read_csv of iris.csv over HTTPS"},
		"pandas.plotting.parallel_coordinates.py":                    {[]string{"no_network"}, rightToRefuse, "pd.read_csv of iris.csv over HTTPS"},
		// Refused by choice
		"pandas.DataFrame.to_hdf.py":             {[]string{"no_deserialization"}, byChoice, "pd.read_hdf of the file it wrote: HDF5 through PyTables can unpickle object columns"},
		"pandas.errors.ClosedFileError.py":       {[]string{"no_deserialization"}, byChoice, "pd.HDFStore: PyTables can unpickle the object columns of what a store reads, as read_hdf does"},
		"pandas.errors.PossibleDataLossError.py": {[]string{"dataset_only_files", "no_deserialization"}, byChoice, "pd.HDFStore, as pandas.errors.ClosedFileError; its store.open(\"w\") then opens no known path"},
		"pandas.DataFrame.to_pickle.py":          {[]string{"no_deserialization"}, byChoice, "pd.read_pickle of the file it wrote: unpickling runs code whatever wrote it"},
		"pandas.Series.to_hdf.py":                {[]string{"no_deserialization"}, byChoice, "pd.read_hdf of the file it wrote: HDF5 through PyTables can unpickle object columns"},
		"pandas.Series.to_pickle.py":             {[]string{"no_deserialization"}, byChoice, "pd.read_pickle of the file it wrote: unpickling runs code whatever wrote it"},
		"pandas.read_hdf.py":                     {[]string{"no_deserialization"}, byChoice, "pd.read_hdf of the file it wrote: HDF5 through PyTables can unpickle object columns"},
		"pandas.read_pickle.py":                  {[]string{"no_deserialization"}, byChoice, "pd.read_pickle of the file it wrote: unpickling runs code whatever wrote it"},
		"user_guide.10min.py":                    {[]string{"no_deserialization"}, byChoice, "pd.read_hdf of the file it wrote: HDF5 through PyTables can unpickle object columns"},
		"user_guide.basics.py":                   {[]string{"no_dynamic_code", "no_introspection"}, byChoice, "dtype.__subclasses__() to list numpy's dtype hierarchy: the walk stays refused; and .pipe((sm.ols, \"data\"), formula) hands ols a formula the analyzer does not read (ols written as a value)"},
		"user_guide.style.py":                    {[]string{"no_dynamic_code"}, byChoice, "a jinja2 Environment with a FileSystemLoader and Styler.from_custom_template: template expressions are code the analyzer cannot read ({{ x|attr(u ~ 'class' ~ u) }}), so template engines stay refused"},
		"pandas.read_xml.py":                     {[]string{"no_network"}, byChoice, "read_xml: lxml fetches what the document or its stylesheet names (an XSLT document('file:///…') reads any XML file the sandbox can see, testdata/admission/read_xml_stylesheet), so it stays refused whatever its argument"},
	},
	"scipy-doc": {
		// Right to refuse
		"tutorial.csgraph.py": {[]string{"dataset_only_files"}, rightToRefuse, "reads /usr/share/dict/words"},
		// Refused by choice
		"tutorial.stats.py": {[]string{"literal_attributes"}, byChoice, "getattr(stats, d) for d in dir(stats): a walk over a module by computed names"},
	},
	"sklearn-doc": {
		// Right to refuse
		"datasets.loading_other_datasets.py": {[]string{"dataset_only_files"}, rightToRefuse, "load_svmlight_file(\"/path/to/train_dataset.txt\"): a file outside the dataset and out_dir"},
		// Refused by choice
		"model_persistence.py":          {[]string{"no_deserialization"}, byChoice, "pickle.loads(pickle.dumps(clf)) and joblib.load of the file it dumped: unpickling stays refused whoever pickled"},
		"sklearn.neighbors.BallTree.py": {[]string{"no_deserialization"}, byChoice, "pickle.loads(pickle.dumps(tree)): unpickling stays refused whoever pickled"},
		"sklearn.neighbors.KDTree.py":   {[]string{"no_deserialization"}, byChoice, "pickle.loads(pickle.dumps(tree)): unpickling stays refused whoever pickled"},
	},
	"sklearn-examples": {
		// Right to refuse
		"plot_out_of_core_classification.py": {[]string{"dataset_only_files", "literal_attributes", "no_dynamic_code", "no_environment", "no_introspection", "no_network"}, rightToRefuse, "downloads Reuters over HTTP, reads $HOME, globals() and __file__"},
		"plot_stock_market.py":               {[]string{"dataset_only_files", "no_environment", "no_network"}, rightToRefuse, "downloads quotes over HTTPS"},
		"wikipedia_principal_eigenvector.py": {[]string{"dataset_only_files", "no_network"}, rightToRefuse, "downloads DBpedia dumps"},
		// Refused by choice
		"plot_prediction_latency.py": {[]string{"no_dynamic_code", "no_introspection"}, byChoice, "\"__file__\" in globals(): the module namespace is refused whatever is done with it (its gc.collect() calls are admitted)"},
	},
	"statsmodels-doc": {
		// Right to refuse
		"examples.autoregressive_distributed_lag.py": {[]string{"no_network"}, rightToRefuse, "pd.read_csv of Greene's data over HTTP"},
		"examples.contrasts.py":                      {[]string{"dataset_only_files", "no_network"}, rightToRefuse, "pd.read_table of hsb2.csv over HTTPS"},
		"examples.interactions_anova.py":             {[]string{"dataset_only_files", "no_network"}, rightToRefuse, "urllib.request.urlopen of the Stanford stats191 data"},
		"examples.markov_autoregression.py":          {[]string{"no_network"}, rightToRefuse, "downloads its data with requests"},
		"examples.ordinal_regression.py":             {[]string{"dataset_only_files", "no_network"}, rightToRefuse, "pd.read_stata of ologit.dta over HTTPS"},
		"examples.regression_diagnostics.py":         {[]string{"dataset_only_files", "no_network"}, rightToRefuse, "pd.read_csv of Guerry.csv over HTTPS"},
		"examples.statespace_local_linear_trend.py":  {[]string{"no_network"}, rightToRefuse, "downloads its data with requests"},
		"examples.statespace_sarimax_internet.py":    {[]string{"no_network"}, rightToRefuse, "downloads its data with requests"},
		"examples.statespace_sarimax_stata.py":       {[]string{"no_network"}, rightToRefuse, "downloads its data with requests"},
	},
}

// TestCorpusAdmission runs admission on real analysis code nobody here wrote
// (testdata/corpus/<source>/, each with a SOURCE.md naming where it comes from) and reports
// how much of it is admitted, per source, and which rules refuse the rest.
//
// After a change of the policy or the analyzer, -corpus-table prints the corpusRefusals
// literal for the current results (keeping the cause and reason of every program still refused
// by the same rules, TODO for the others) and -corpus-violations logs what each refusal says:
//
//	go test -run TestCorpusAdmission ./policies/ -corpus-table -corpus-violations -v
func TestCorpusAdmission(t *testing.T) {
	e := engineForTest(t)
	sources, err := filepath.Glob("testdata/corpus/*/SOURCE.md")
	if err != nil || len(sources) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	now := map[string]map[string]corpusRefusal{}
	var total struct{ files, admitted, right int }
	for _, src := range sources {
		dir := filepath.Dir(src)
		source := filepath.Base(dir)
		want, ok := corpusRefusals[source]
		if !ok && !*corpusTable {
			t.Errorf("%s: no list of its expected refusals", source)
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.py"))
		refused := map[string]corpusRefusal{}
		perRule := map[string]int{}
		for _, f := range files {
			name := filepath.Base(f)
			adm := admitCorpusProgram(t, e, f)
			exp, listed := want[name]
			if adm.Allow {
				if listed {
					t.Errorf("%s/%s is admitted now: take it off the list (%s)", source, name, exp.why)
				}
				continue
			}
			var rules []string
			for _, v := range adm.Violations {
				if !slices.Contains(rules, v.Rule) {
					rules = append(rules, v.Rule)
				}
				if *corpusViolations {
					t.Logf("%s/%s:%d: %s: %s", source, name, v.Line, v.Rule, v.Message)
				}
			}
			sort.Strings(rules)
			for _, r := range rules {
				perRule[r]++
			}
			got := corpusRefusal{rules: rules, why: "TODO"}
			if listed && slices.Equal(rules, exp.rules) {
				got = exp
			}
			refused[name] = got
			switch {
			case !listed:
				t.Errorf("%s/%s refused by %v: %v", source, name, rules, adm.Violations)
			case !slices.Equal(rules, exp.rules):
				t.Errorf("%s/%s refused by %v, listed as %v", source, name, rules, exp.rules)
			}
		}
		now[source] = refused
		if len(files) < 100 {
			t.Errorf("%s: only %d programs", source, len(files))
		}
		admitted := len(files) - len(refused)
		t.Logf("%s: %d of %d programs admitted (%.1f %%); %d refused, each listed with its reason",
			source, admitted, len(files), 100*float64(admitted)/float64(len(files)), len(refused))
		t.Logf("%s: refusals per rule (a program may break several): %s", source, countsLine(perRule))
		perCause := map[string]int{}
		for _, r := range refused {
			perCause[string(r.cause)]++
		}
		t.Logf("%s: refusals per cause: %s", source, countsLine(perCause))
		if harmless := len(files) - perCause[string(rightToRefuse)]; harmless > 0 {
			t.Logf("%s: %d of the %d programs it has no right to refuse admitted (%.1f %%)",
				source, admitted, harmless, 100*float64(admitted)/float64(harmless))
		}
		total.files += len(files)
		total.admitted += admitted
		total.right += perCause[string(rightToRefuse)]
		for name := range want {
			if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
				t.Errorf("%s: listed program %s is not in the corpus", source, name)
			}
		}
	}
	for source := range corpusRefusals {
		if _, ok := now[source]; !ok {
			t.Errorf("%s: listed, but there is no testdata/corpus/%s/SOURCE.md", source, source)
		}
	}
	if total.files > 0 {
		t.Logf("all sources: %d of %d programs admitted (%.1f %%); %d of the %d it has no right to refuse (%.1f %%)",
			total.admitted, total.files, 100*float64(total.admitted)/float64(total.files),
			total.admitted, total.files-total.right, 100*float64(total.admitted)/float64(total.files-total.right))
		// The target of the issue on precision: at least 99 % of real analysis code admitted.
		if 100*total.admitted < 99*total.files {
			t.Errorf("all sources: %d of %d programs admitted, below the 99 %% target", total.admitted, total.files)
		}
	}
	if *corpusTable {
		fmt.Print(corpusLiteral(now))
	}
}

// admitCorpusProgram decides on the program in file f as a run of an agent with an inspected
// dataset and the python-ml-lite image.
func admitCorpusProgram(t *testing.T, e *Engine, f string) Admission {
	t.Helper()
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
		Images: []Image{{Name: "python-ml-lite", Packages: []string{"pandas", "numpy", "matplotlib", "scipy", "statsmodels", "patsy", "sklearn"}}},
	}
	adm, _, err := e.Admission(context.Background(), in)
	if err != nil {
		t.Fatalf("%s: %v", f, err)
	}
	return adm
}

// countsLine formats counts as "name n, name n", the largest first.
func countsLine(counts map[string]int) string {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if counts[keys[i]] != counts[keys[j]] {
			return counts[keys[i]] > counts[keys[j]]
		}
		return keys[i] < keys[j]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, counts[k])
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// corpusLiteral prints refusals as the corpusRefusals literal, gofmt-formatted: sources and
// causes in order, a comment naming each cause, programs sorted by name within a cause.
func corpusLiteral(refusals map[string]map[string]corpusRefusal) string {
	var b strings.Builder
	b.WriteString("var corpusRefusals = map[string]map[string]corpusRefusal{\n")
	sources := make([]string, 0, len(refusals))
	for s := range refusals {
		sources = append(sources, s)
	}
	sort.Strings(sources)
	for _, s := range sources {
		fmt.Fprintf(&b, "\t%q: {\n", s)
		names := make([]string, 0, len(refusals[s]))
		for n := range refusals[s] {
			names = append(names, n)
		}
		sort.Slice(names, func(i, j int) bool {
			ci, cj := causeOrder(refusals[s][names[i]].cause), causeOrder(refusals[s][names[j]].cause)
			if ci != cj {
				return ci < cj
			}
			return names[i] < names[j]
		})
		prev := corpusCause("-")
		for _, n := range names {
			r := refusals[s][n]
			if r.cause != prev {
				c := string(r.cause)
				if c == "" {
					c = "not judged yet"
				}
				fmt.Fprintf(&b, "\t\t// %s%s\n", strings.ToUpper(c[:1]), c[1:])
				prev = r.cause
			}
			rules := make([]string, len(r.rules))
			for i, rule := range r.rules {
				rules[i] = fmt.Sprintf("%q", rule)
			}
			cause := "\"\""
			if c := causeName(r.cause); c != "" {
				cause = c
			}
			fmt.Fprintf(&b, "\t\t%q: {[]string{%s}, %s, %q},\n", n, strings.Join(rules, ", "), cause, r.why)
		}
		b.WriteString("\t},\n")
	}
	b.WriteString("}\n")
	src, err := format.Source([]byte(b.String()))
	if err != nil {
		return fmt.Sprintf("%s\n// gofmt: %v\n", b.String(), err)
	}
	return string(src)
}
