package harness

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/images"
)

// TestHarnessPyKnowsHeader: images/harness.py, the other side of the protocol, writes Header.
func TestHarnessPyKnowsHeader(t *testing.T) {
	if !strings.Contains(string(images.Harness()), Header) {
		t.Errorf("harness.py does not contain the header %q", Header)
	}
}

func TestNewJob(t *testing.T) {
	job := executors.Job{RunID: "r1", Kind: executors.KindTool, Tool: "inspect_csv",
		Args: json.RawMessage(`{"sample_rows": 3}`), Image: "python-data-basic"}
	line, err := NewJob(job, executors.Limits{}.WithDefaults(), []string{"scipy", "sklearn"})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(string(line), "\n") != 1 || !strings.HasSuffix(string(line), "\n") {
		t.Fatalf("job line is not one line: %q", line)
	}
	var hj Job
	if err := json.Unmarshal(line, &hj); err != nil {
		t.Fatal(err)
	}
	if hj.Protocol != 1 || hj.MemoryMB != 512 || !slices.Equal(hj.DenyModules, []string{"scipy", "sklearn"}) {
		t.Errorf("harness job = %+v", hj)
	}
	if hj.Facts != nil {
		t.Errorf("facts %+v in a job without them", hj.Facts)
	}
	facts := &executors.DatasetFacts{Columns: []string{"a"}, Dtypes: map[string]string{"a": "int64"}, Rows: 2}
	for _, f := range []*executors.DatasetFacts{{Rows: 3}, facts} {
		job.Facts = f
		line, err := NewJob(job, executors.Limits{}.WithDefaults(), nil)
		if err != nil {
			t.Fatal(err)
		}
		hj = Job{}
		if err := json.Unmarshal(line, &hj); err != nil {
			t.Fatal(err)
		}
		if want := f.Columns != nil; (hj.Facts != nil) != want || (want && hj.Facts.Rows != 2) {
			t.Errorf("facts %+v: harness job has %+v", f, hj.Facts)
		}
	}
	job.Facts = nil
	job.Args = json.RawMessage(`{"sample_rows": `)
	if _, err := NewJob(job, executors.Limits{}.WithDefaults(), nil); err == nil {
		t.Error("invalid args: no error")
	}
	job.Code = strings.Repeat("x", MaxJobBytes)
	job.Args = nil
	if _, err := NewJob(job, executors.Limits{}.WithDefaults(), nil); err == nil {
		t.Error("oversized job: no error")
	}
}

// TestJobWireFormat pins the job line byte for byte: harness.py reads these names, and a
// change here is a change of the protocol.
func TestJobWireFormat(t *testing.T) {
	tests := []struct {
		name string
		job  executors.Job
		deny []string
		opts JobOptions
		want string
	}{
		{"tool, facts and end mark", executors.Job{RunID: "r1", Kind: executors.KindTool, Tool: "inspect_csv",
			Args: json.RawMessage(`{"sample_rows": 3}`), Image: "python-data-basic",
			Facts: &executors.DatasetFacts{Columns: []string{"a"}, Dtypes: map[string]string{"a": "int64"}, Rows: 2, Missing: map[string]int{"a": 1}}},
			[]string{"joblib", "patsy", "scipy", "sklearn", "statsmodels"}, JobOptions{EndMark: "0123456789abcdef", ExitIdle: true},
			`{"protocol":1,"kind":"tool","tool":"inspect_csv","args":{"sample_rows":3},"image":"python-data-basic",` +
				`"deny_modules":["joblib","patsy","scipy","sklearn","statsmodels"],"memory_mb":512,"timeout_s":8,` +
				`"output_bytes":33554432,"facts":{"columns":["a"],"dtypes":{"a":"int64"},"rows":2,"missing":{"a":1}},` +
				`"end_mark":"0123456789abcdef","exit_idle":true}` + "\n"},
		{"code, nothing denied", executors.Job{RunID: "r2", Kind: executors.KindCode, Code: "print(1)", Image: "python-ml-lite"},
			nil, JobOptions{},
			`{"protocol":1,"kind":"code","code":"print(1)","image":"python-ml-lite","memory_mb":512,"timeout_s":8,"output_bytes":33554432}` + "\n"},
	}
	for _, tc := range tests {
		got, err := NewJobWith(tc.job, executors.Limits{}.WithDefaults(), tc.deny, tc.opts)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if string(got) != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.name, got, tc.want)
		}
	}
}

// TestHarnessChecksJobFacts runs the harness's check of a job's facts (in Debian's CPython)
// on what NewJob writes and on malformed variants of it.
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
	harnessVerdicts(t, `for line in sys.stdin:
    print("ok" if h._check_job_facts(json.loads(line)) is None else "bad")
`, cases, 2)
}

// harnessVerdicts loads images/harness.py as module h in Debian's CPython, runs body (which
// reads one case a line from stdin and prints "ok" or "bad" for each) on cases, and wants the
// first accepted cases "ok" and the rest "bad".
func harnessVerdicts(t *testing.T, body string, cases []string, accepted int) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, images.HarnessFile), images.Harness(), 0o644); err != nil {
		t.Fatal(err)
	}
	script := `import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("h", sys.argv[1])
h = importlib.util.module_from_spec(spec)
spec.loader.exec_module(h)
` + body
	cmd := exec.Command("/usr/bin/python3", "-I", "-c", script, filepath.Join(dir, images.HarnessFile))
	cmd.Stdin = strings.NewReader(strings.Join(cases, "\n") + "\n")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	got := strings.Fields(string(out))
	want := append(slices.Repeat([]string{"ok"}, accepted), slices.Repeat([]string{"bad"}, len(cases)-accepted)...)
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

// TestHarnessChecksJobLines runs the harness's check of a job line (in Debian's CPython) on
// what NewJobWith writes and on malformed variants of it: each is refused before it runs.
func TestHarnessChecksJobLines(t *testing.T) {
	line, err := NewJobWith(executors.Job{RunID: "r-1", Kind: executors.KindCode, Code: "print(1)", Image: "python-data-basic"},
		executors.Limits{}.WithDefaults(), nil, JobOptions{EndMark: "0123456789abcdef", ExitIdle: true})
	if err != nil {
		t.Fatal(err)
	}
	good := strings.TrimSpace(string(line))
	variant := func(field, value string) string {
		var m map[string]json.RawMessage
		if err := json.Unmarshal([]byte(good), &m); err != nil {
			t.Fatal(err)
		}
		m[field] = json.RawMessage(value)
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	cases := []string{good, variant("exit_idle", "false"), // accepted
		variant("exit_idle", `"yes"`), variant("exit_idle", "1"), variant("exit_idle", "null"),
		variant("end_mark", `"XYZ"`), variant("deny_modules", `"os"`), variant("code", "3"),
		variant("kind", `"shell"`), variant("protocol", "2"), `[]`, `{"protocol": 1`}
	harnessVerdicts(t, `class Refused(Exception):
    pass
def refuse(msg):
    raise Refused(msg)
h._die = refuse
for line in sys.stdin:
    try:
        h._parse_job(line)
        print("ok")
    except Refused:
        print("bad")
`, cases, 2)
}

func TestDecodeReport(t *testing.T) {
	ok := Header + "\n" + `{"ok":true,"columns":["a"],"dtypes":{"a":"int64"},"rows":2}`
	tests := []struct {
		name string
		in   string
		want error // nil: decodes
		bad  bool  // any other error
	}{
		{"ok", ok, nil, false},
		{"no header", `{"ok":true}`, ErrNoHeader, false},
		{"empty", "", ErrNoHeader, false},
		{"header only", Header + "\n", ErrNoReport, false},
		{"unknown field", Header + "\n" + `{"ok":true,"pwned":1}`, nil, true},
		{"trailing", ok + `{"ok":false}`, nil, true},
		{"ok with error", Header + "\n" + `{"ok":true,"error":{"type":"X","message":""}}`, nil, true},
		{"failed without error", Header + "\n" + `{"ok":false}`, nil, true},
		{"long message", Header + "\n" + `{"ok":false,"error":{"type":"X","message":"` + strings.Repeat("m", 501) + `"}}`, nil, true},
		{"bad type", Header + "\n" + `{"ok":false,"error":{"type":"a b","message":""}}`, nil, true},
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
	f.Add([]byte(Header + "\n" + `{"ok":true,"rows":1}`))
	f.Add([]byte(Header + "\n" + `{"ok":false,"error":{"type":"KeyError","message":"'x'","line":3}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := DecodeReport(b)
		if err == nil && r == nil {
			t.Fatal("nil report without error")
		}
	})
}

func TestDecodeBoundedReport(t *testing.T) {
	good := Header + "\n" + `{"ok":true,"rows":1}` + "\n"
	if r, err := DecodeBoundedReport([]byte(good), false); err != nil || !r.OK {
		t.Fatalf("a whole report: %+v, %v", r, err)
	}
	for _, kept := range []string{Header + "\n" + `{"ok":tr`, ""} {
		_, err := DecodeBoundedReport([]byte(kept), true)
		if err == nil || !strings.Contains(err.Error(), "larger than the limit") {
			t.Fatalf("a report cut at the bound (%q kept): %v, want 'larger than the limit'", kept, err)
		}
	}
	// Past the bound without a header, the harness never reported: that is what DecodeReport
	// says, not a size problem.
	if _, err := DecodeBoundedReport([]byte("garbage"), true); !errors.Is(err, ErrNoHeader) {
		t.Fatalf("no header, over the bound: %v, want ErrNoHeader", err)
	}
}
