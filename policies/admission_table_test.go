package policies

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/sluice-gw/sluice/analyzer"
)

var update = flag.Bool("update", false, "rewrite testdata/admission/*/want.json from the current policy")

// TestAdmissionTable runs admission on realistic agent code and compares the decision with
// testdata/admission/NAME/want.json. A case is NAME/code.py, analysed here by the analyzer, or
// NAME/facts.json, facts written by hand (for shapes the analyzer never produces). (One
// directory a case: OPA would merge sibling .json files into one document when `opa test
// policies/` walks testdata.)
func TestAdmissionTable(t *testing.T) {
	e := engineForTest(t)
	files, err := filepath.Glob("testdata/admission/*/facts.json")
	if err != nil {
		t.Fatal(err)
	}
	code, err := filepath.Glob("testdata/admission/*/code.py")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, code...)
	if len(files) < 20 {
		t.Fatalf("found %d cases, want at least 20", len(files))
	}
	allowed, refused := 0, 0
	for _, f := range files {
		name := filepath.Base(filepath.Dir(f))
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var in *Input
			if filepath.Base(f) == "code.py" {
				facts, err := json.Marshal(analyzer.Analyze(string(raw)))
				if err != nil {
					t.Fatal(err)
				}
				in = runInput(t, string(facts))
				in.Request.CodeBytes = len(raw)
			} else {
				in = runInput(t, string(raw))
			}
			got, _, err := e.Admission(context.Background(), in)
			if err != nil {
				t.Fatalf("Admission: %v", err)
			}
			if got.Allow {
				allowed++
			} else {
				refused++
				if got.RetryHint == "" || len(got.Violations) == 0 {
					t.Errorf("refusal without violations or retry_hint: %+v", got)
				}
			}
			gotJSON, err := json.MarshalIndent(got, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			gotJSON = append(gotJSON, '\n')
			wantFile := filepath.Join("testdata/admission", name, "want.json")
			if *update {
				if err := os.WriteFile(wantFile, gotJSON, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(wantFile)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if !bytes.Equal(gotJSON, want) {
				t.Errorf("admission of %s:\ngot  %s\nwant %s", name, gotJSON, want)
			}
		})
	}
	if allowed == 0 || refused == 0 {
		t.Errorf("table has %d allowed and %d refused cases; want both kinds", allowed, refused)
	}
}
