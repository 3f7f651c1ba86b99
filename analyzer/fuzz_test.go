package analyzer_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/sluice-gw/sluice/analyzer"
)

// FuzzAnalyze checks that Analyze never panics or hangs on any input, and that its Facts keep
// their invariants: parsed code has no error, unparsed code has exactly one reason and no
// facts at all, every list is non-nil, positions lie in the source, and the JSON encodes.
// CI runs it briefly: go test -run '^$' -fuzz FuzzAnalyze -fuzztime 30s ./analyzer/
func FuzzAnalyze(f *testing.F) {
	if b, err := os.ReadFile("testdata/snippets.py"); err == nil {
		for _, s := range strings.Split(string(b), "\n#---\n") {
			f.Add(s)
		}
	}
	if b, err := os.ReadFile("testdata/bench.py"); err == nil {
		f.Add(string(b))
	}
	for _, c := range cases {
		f.Add(c.src)
	}
	for _, s := range []string{
		"", "\n", "\ufeffx = 1", "x = 1\r\ny = 2\rz = 3", "\t\f x", "f'{'", "f'{x!'", "f'{x:{y:{z}}}'",
		"'\\N{", "b'\\x'", "(" + strings.Repeat("[", 300), strings.Repeat("-", 5000) + "1",
		"lambda: " + strings.Repeat("lambda: ", 100) + "1", "match x:\n case {**r}:\n  pass",
		"@\n", "async", "x: = 1", "_sl_U0 = ｅｘｅｃ", "def f(a, /): pass", "print(*, **)",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		facts := analyzer.Analyze(src)
		if facts == nil {
			t.Fatal("nil facts")
		}
		if facts.Version != analyzer.Version {
			t.Fatalf("version %q", facts.Version)
		}
		lists := map[string]int{
			"imports": len(facts.Imports), "modules": len(facts.Modules), "calls": len(facts.Calls),
			"attributes": len(facts.Attributes), "attribute_chains": len(facts.AttributeChains),
			"dunders": len(facts.Dunders), "names": len(facts.Names), "strings": len(facts.Strings),
			"dynamic": len(facts.Dynamic), "infinite_loops": len(facts.InfiniteLoops), "df_columns": len(facts.DFColumns),
		}
		if facts.Imports == nil || facts.Modules == nil || facts.Calls == nil || facts.Attributes == nil ||
			facts.AttributeChains == nil || facts.Dunders == nil || facts.Names == nil || facts.Strings == nil ||
			facts.Dynamic == nil || facts.InfiniteLoops == nil || facts.DFColumns == nil ||
			facts.OwnObjectDunders == nil || facts.ModuleDunders == nil || facts.OutDirSuffixes == nil || facts.References == nil {
			t.Fatalf("a nil list: %+v", facts)
		}
		lines := strings.Count(src, "\n") + strings.Count(src, "\r") + 2
		if facts.Parsed {
			if facts.SyntaxError != nil || facts.Unsupported != "" {
				t.Fatalf("parsed with an error: %+v %q", facts.SyntaxError, facts.Unsupported)
			}
			for _, c := range facts.Calls {
				if c.Line < 1 || c.Line > lines || c.Col < 1 {
					t.Fatalf("call %+v outside the source", c)
				}
			}
		} else {
			if (facts.SyntaxError == nil) == (facts.Unsupported == "") {
				t.Fatalf("unparsed needs exactly one reason: %+v %q", facts.SyntaxError, facts.Unsupported)
			}
			for name, n := range lists {
				if n != 0 {
					t.Fatalf("unparsed facts have %d %s", n, name)
				}
			}
			if e := facts.SyntaxError; e != nil && (e.Line < 1 || e.Line > lines || e.Col < 1 || e.Message == "") {
				t.Fatalf("syntax error %+v outside the source", e)
			}
		}
		if _, err := json.Marshal(facts); err != nil {
			t.Fatal(err)
		}
	})
}
