package images

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sluice-gw/sluice/executors"
)

func TestManifestsParseAndGrow(t *testing.T) {
	ms, err := Manifests()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, m := range ms {
		names = append(names, m.Name)
		if m.Description == "" {
			t.Errorf("%s: empty description", m.Name)
		}
		if _, err := executors.Subject("subprocess", m.Name); err != nil {
			t.Errorf("%s: not usable in a subject: %v", m.Name, err)
		}
	}
	want := []string{"python-data-basic", "python-stats", "python-ml-lite"}
	if !slices.Equal(names, want) {
		t.Fatalf("Manifests() order = %v, want %v", names, want)
	}
	for i := 1; i < len(ms); i++ {
		for _, p := range ms[i-1].Packages {
			if !slices.Contains(ms[i].Packages, p) {
				t.Errorf("%s lacks %q that %s has", ms[i].Name, p, ms[i-1].Name)
			}
		}
		if len(ms[i].Packages) <= len(ms[i-1].Packages) {
			t.Errorf("%s adds nothing to %s", ms[i].Name, ms[i-1].Name)
		}
	}
	for _, p := range []string{"pandas", "numpy", "matplotlib"} {
		if !slices.Contains(ms[0].Packages, p) {
			t.Errorf("%s lacks %s", ms[0].Name, p)
		}
	}
}

func TestDeniedModules(t *testing.T) {
	deny, err := DeniedModules("python-data-basic")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"scipy", "statsmodels", "sklearn"} {
		if !slices.Contains(deny, p) {
			t.Errorf("python-data-basic does not deny %s: %v", p, deny)
		}
	}
	if slices.Contains(deny, "pandas") {
		t.Errorf("python-data-basic denies pandas")
	}
	if deny, _ := DeniedModules("python-ml-lite"); len(deny) != 0 {
		t.Errorf("python-ml-lite denies %v, want nothing", deny)
	}
	if _, err := DeniedModules("no-such-image"); err == nil {
		t.Error("unknown image: no error")
	}
}

func TestHarnessAndTools(t *testing.T) {
	if !strings.Contains(string(Harness()), HarnessHeader) {
		t.Errorf("harness.py does not contain the header %q", HarnessHeader)
	}
	if names := ToolNames(); !slices.Contains(names, "inspect_csv") {
		t.Errorf("ToolNames() = %v, want inspect_csv among them", names)
	}
	if src, ok := Tool("inspect_csv"); !ok || !strings.Contains(string(src), "def run(df, args)") {
		t.Errorf("Tool(inspect_csv) = %d bytes, %v", len(src), ok)
	}
	for _, bad := range []string{"", "../harness", "Inspect_csv", "inspect_csv.py", "nope"} {
		if _, ok := Tool(bad); ok {
			t.Errorf("Tool(%q) found something", bad)
		}
	}
}

func TestNewHarnessJob(t *testing.T) {
	job := executors.Job{RunID: "r1", Kind: executors.KindTool, Tool: "inspect_csv",
		Args: json.RawMessage(`{"sample_rows": 3}`), Image: "python-data-basic"}
	line, err := NewHarnessJob(job, executors.Limits{}.WithDefaults())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(string(line), "\n") != 1 || !strings.HasSuffix(string(line), "\n") {
		t.Fatalf("job line is not one line: %q", line)
	}
	var hj HarnessJob
	if err := json.Unmarshal(line, &hj); err != nil {
		t.Fatal(err)
	}
	if hj.Protocol != 1 || hj.MemoryMB != 512 || !slices.Contains(hj.DenyModules, "sklearn") {
		t.Errorf("harness job = %+v", hj)
	}
	if hj.Facts != nil {
		t.Errorf("facts %+v in a job without them", hj.Facts)
	}
	facts := &executors.DatasetFacts{Columns: []string{"a"}, Dtypes: map[string]string{"a": "int64"}, Rows: 2}
	for _, f := range []*executors.DatasetFacts{{Rows: 3}, facts} {
		job.Facts = f
		line, err := NewHarnessJob(job, executors.Limits{}.WithDefaults())
		if err != nil {
			t.Fatal(err)
		}
		hj = HarnessJob{}
		if err := json.Unmarshal(line, &hj); err != nil {
			t.Fatal(err)
		}
		if want := f.Columns != nil; (hj.Facts != nil) != want || (want && hj.Facts.Rows != 2) {
			t.Errorf("facts %+v: harness job has %+v", f, hj.Facts)
		}
	}
	job.Facts = nil
	job.Args = json.RawMessage(`{"sample_rows": `)
	if _, err := NewHarnessJob(job, executors.Limits{}.WithDefaults()); err == nil {
		t.Error("invalid args: no error")
	}
	job.Code = strings.Repeat("x", MaxJobBytes)
	job.Args = nil
	if _, err := NewHarnessJob(job, executors.Limits{}.WithDefaults()); err == nil {
		t.Error("oversized job: no error")
	}
}

// TestHarnessChecksJobFacts runs the harness's check of a job's facts (in Debian's CPython)
// on what NewHarnessJob writes and on malformed variants of it.
func TestHarnessChecksJobFacts(t *testing.T) {
	good, err := json.Marshal(&executors.DatasetFacts{Columns: []string{"a", "b"}, Dtypes: map[string]string{"a": "int64"},
		Rows: 2, Missing: map[string]int{"a": 1}})
	if err != nil {
		t.Fatal(err)
	}
	cases := []string{string(good), `{"columns": ["a"], "rows": 0}`, // accepted
		`[]`, `{"columns": [], "rows": 1}`, `{"columns": ["a", 1], "rows": 1}`, `{"columns": ["a"], "rows": -1}`,
		`{"columns": ["a"], "rows": true}`, `{"columns": ["a"], "rows": 1, "dtypes": {"a": 3}}`,
		`{"columns": ["a"], "rows": 1, "missing": {"a": -2}}`, `{"columns": ["a"], "rows": 1, "extra": 1}`}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, HarnessFile), Harness(), 0o644); err != nil {
		t.Fatal(err)
	}
	script := `import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("h", sys.argv[1])
h = importlib.util.module_from_spec(spec)
spec.loader.exec_module(h)
for line in sys.stdin:
    print("ok" if h._check_job_facts(json.loads(line)) is None else "bad")
`
	cmd := exec.Command("/usr/bin/python3", "-I", "-c", script, filepath.Join(dir, HarnessFile))
	cmd.Stdin = strings.NewReader(strings.Join(cases, "\n") + "\n")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	got := strings.Fields(string(out))
	want := append([]string{"ok", "ok"}, slices.Repeat([]string{"bad"}, len(cases)-2)...)
	if !slices.Equal(got, want) {
		for i := range cases {
			if i < len(got) && got[i] != want[i] {
				t.Errorf("%s: %s, want %s", cases[i], got[i], want[i])
			}
		}
		if len(got) != len(want) {
			t.Errorf("output %q", out)
		}
	}
}

func TestDecodeReport(t *testing.T) {
	ok := HarnessHeader + "\n" + `{"ok":true,"columns":["a"],"dtypes":{"a":"int64"},"rows":2}`
	tests := []struct {
		name string
		in   string
		want error // nil: decodes
		bad  bool  // any other error
	}{
		{"ok", ok, nil, false},
		{"no header", `{"ok":true}`, ErrNoHeader, false},
		{"empty", "", ErrNoHeader, false},
		{"header only", HarnessHeader + "\n", ErrNoReport, false},
		{"unknown field", HarnessHeader + "\n" + `{"ok":true,"pwned":1}`, nil, true},
		{"trailing", ok + `{"ok":false}`, nil, true},
		{"ok with error", HarnessHeader + "\n" + `{"ok":true,"error":{"type":"X","message":""}}`, nil, true},
		{"failed without error", HarnessHeader + "\n" + `{"ok":false}`, nil, true},
		{"long message", HarnessHeader + "\n" + `{"ok":false,"error":{"type":"X","message":"` + strings.Repeat("m", 501) + `"}}`, nil, true},
		{"bad type", HarnessHeader + "\n" + `{"ok":false,"error":{"type":"a b","message":""}}`, nil, true},
	}
	for _, tc := range tests {
		r, err := DecodeReport([]byte(tc.in))
		switch {
		case tc.bad:
			if err == nil || errors.Is(err, ErrNoHeader) || errors.Is(err, ErrNoReport) {
				t.Errorf("%s: err = %v, want a decoding error", tc.name, err)
			}
		case tc.want != nil:
			if !errors.Is(err, tc.want) {
				t.Errorf("%s: err = %v, want %v", tc.name, err, tc.want)
			}
		default:
			if err != nil || r == nil || !r.OK || r.Rows != 2 {
				t.Errorf("%s: r = %+v, err = %v", tc.name, r, err)
			}
		}
	}
}

func FuzzDecodeReport(f *testing.F) {
	f.Add([]byte(HarnessHeader + "\n" + `{"ok":true,"rows":1}`))
	f.Add([]byte(HarnessHeader + "\n" + `{"ok":false,"error":{"type":"KeyError","message":"'x'","line":3}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := DecodeReport(b)
		if err == nil && r == nil {
			t.Fatal("nil report without error")
		}
	})
}

// TestWriteHarness: the harness and every tool land read-only, byte for byte.
func TestWriteHarness(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "h")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := WriteHarness(dir); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.Chmod(dir, 0o700); _ = os.Chmod(filepath.Join(dir, ToolsDir), 0o700) })
	got, err := os.ReadFile(filepath.Join(dir, HarnessFile))
	if err != nil || !bytes.Equal(got, Harness()) {
		t.Fatalf("harness: %v", err)
	}
	names := ToolNames()
	if len(names) < 4 {
		t.Fatalf("tools %v", names)
	}
	for _, n := range names {
		want, _ := Tool(n)
		p := filepath.Join(dir, ToolsDir, n+".py")
		got, err := os.ReadFile(p)
		st, _ := os.Stat(p)
		if err != nil || !bytes.Equal(got, want) || st.Mode().Perm() != 0o444 {
			t.Errorf("%s: %v, mode %v", n, err, st.Mode())
		}
	}
	for _, d := range []string{dir, filepath.Join(dir, ToolsDir)} {
		if st, err := os.Stat(d); err != nil || st.Mode().Perm() != 0o555 {
			t.Errorf("%s: %v %v", d, err, st.Mode())
		}
	}
}
