package analyzer_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluice-gw/sluice/analyzer"
)

var update = flag.Bool("update", false, "rewrite the want.json sections of testdata/golden/*.txtar")

// txtar reads the sections of a txtar archive ("-- name --" lines).
func txtar(data string) map[string]string {
	files := map[string]string{}
	name := ""
	var b strings.Builder
	for _, line := range strings.SplitAfter(data, "\n") {
		if t := strings.TrimRight(line, "\n"); strings.HasPrefix(t, "-- ") && strings.HasSuffix(t, " --") && len(t) > 6 {
			if name != "" {
				files[name] = b.String()
			}
			name = t[3 : len(t)-3]
			b.Reset()
			continue
		}
		if name != "" {
			b.WriteString(line)
		}
	}
	if name != "" {
		files[name] = b.String()
	}
	return files
}

// TestGolden compares the whole Facts of each testdata/golden/*.txtar input.py with its
// want.json; go test -run TestGolden -update rewrites them after a deliberate change.
func TestGolden(t *testing.T) {
	paths, err := filepath.Glob("testdata/golden/*.txtar")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no golden files: %v", err)
	}
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			raw, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			files := txtar(string(raw))
			src, ok := files["input.py"]
			if !ok {
				t.Fatal("no input.py section")
			}
			got, err := json.MarshalIndent(analyzer.Analyze(src), "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			if *update {
				head := string(raw)
				if i := strings.Index(head, "-- want.json --"); i >= 0 {
					head = head[:i]
				}
				if !strings.HasSuffix(head, "\n") {
					head += "\n"
				}
				if err := os.WriteFile(path, []byte(head+"-- want.json --\n"+string(got)), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if want := files["want.json"]; !bytes.Equal(got, []byte(want)) {
				t.Errorf("facts differ from want.json (go test -run TestGolden -update to accept):\n%s", got)
			}
		})
	}
}
