package harvest

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/sluice-gw/sluice/executors"
)

func TestSanitizeName(t *testing.T) {
	for in, want := range map[string]string{
		"chart.png":                       "chart.png",
		"my report.txt":                   "my_report.txt",
		"华东 利润.png":                       "华东_利润.png",
		"../../etc/passwd":                "_.._etc_passwd",
		".bashrc":                         "bashrc",
		"..":                              "",
		"...":                             "",
		"-rf":                             "rf",
		"a\u202egnp.exe":                  "a_gnp.exe",
		"tab\tnew\nline":                  "tab_new_line",
		"\xff\xfe.txt":                    "_.txt",
		"___":                             "",
		strings.Repeat("a", 300) + ".csv": strings.Repeat("a", 124) + ".csv",
		strings.Repeat("é", 100):          strings.Repeat("é", 64),
	} {
		if got := SanitizeName(in); got != want {
			t.Errorf("SanitizeName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDisplayName(t *testing.T) {
	if got := DisplayName("a\nb\u202e"); got != `"a\nb\u202e"` {
		t.Errorf("DisplayName = %s", got)
	}
	if got := DisplayName(strings.Repeat("x", 200)); len(got) > 90 || !strings.HasSuffix(got, `..."`) {
		t.Errorf("DisplayName(long) = %s", got)
	}
}

// TestCollector feeds entries as an executor would and checks every rule: names, collisions,
// the count and byte limits, short content, and no output directory.
func TestCollector(t *testing.T) {
	dst := t.TempDir()
	c := NewCollector(dst, executors.Limits{OutputFiles: 3, OutputBytes: 50})
	put := func(name, content string, size int64) {
		t.Helper()
		safe, path, ok := c.Admit(name)
		if !ok {
			return
		}
		if err := c.Copy(name, safe, path, size, strings.NewReader(content)); err != nil {
			t.Fatal(err)
		}
	}
	c.Drop("link", ReasonSymlink)
	put("a.txt", "alpha", 5)
	put("b c.txt", "beta", 4)
	put("b_c.txt", "collides", 8)
	put("big.bin", strings.Repeat("x", 100), 100)
	put("short.txt", "abc", 10)
	put("z.txt", "zed", 3)
	put("over.txt", "one too many", 12)
	c.Note("3 more entries: not examined")

	var names []string
	for _, a := range c.Artifacts {
		names = append(names, a.Name)
	}
	if !slices.Equal(names, []string{"a.txt", "b_c.txt", "z.txt"}) {
		t.Errorf("artifacts = %v", names)
	}
	if b, _ := os.ReadFile(filepath.Join(dst, "b_c.txt")); string(b) != "beta" {
		t.Errorf("b_c.txt = %q, want the first file of that name", b)
	}
	if a := c.Artifacts[0]; a.Bytes != 5 || a.SHA256 != "8ed3f6ad685b959ead7022518e1af76cd816f8e8ec7ccdda1ed4018e8f2223f8" {
		t.Errorf("a.txt = %+v", a)
	}
	for _, want := range []string{`"link": symbolic link`, `"big.bin": output size limit reached`,
		`"short.txt": changed while being copied (3 of 10 bytes)`, `"over.txt": more than 3 files`, "3 more entries: not examined"} {
		if !slices.Contains(c.Dropped, want) {
			t.Errorf("dropped = %q, want %q", c.Dropped, want)
		}
	}
	if _, err := os.Stat(filepath.Join(dst, "short.txt")); err == nil {
		t.Error("the short file was left in the output directory")
	}
	none := NewCollector("", executors.DefaultLimits)
	if _, _, ok := none.Admit("a.txt"); ok || len(none.Dropped) != 1 {
		t.Errorf("no output directory: admitted, or dropped = %q", none.Dropped)
	}
}

// TestCollectorRefusesExistingFile: Copy never writes through a name already in dst.
func TestCollectorRefusesExistingFile(t *testing.T) {
	dst := t.TempDir()
	if err := os.Symlink("/etc/passwd", filepath.Join(dst, "x.txt")); err != nil {
		t.Fatal(err)
	}
	c := NewCollector(dst, executors.DefaultLimits)
	safe, path, ok := c.Admit("x.txt")
	if !ok {
		t.Fatal("not admitted")
	}
	if err := c.Copy("x.txt", safe, path, 1, strings.NewReader("y")); err == nil {
		t.Error("Copy wrote through an existing symbolic link")
	}
}

func TestClassify(t *testing.T) {
	ok := &executors.Report{OK: true}
	raised := &executors.Report{Error: &executors.PyError{Type: "KeyError"}}
	pyErr := func(typ, msg string) *executors.Report {
		return &executors.Report{Error: &executors.PyError{Type: typ, Message: msg}}
	}
	for _, tc := range []struct {
		name string
		f    Facts
		want executors.Outcome
	}{
		{"ok", Facts{Report: ok}, executors.OutcomeOK},
		{"raised", Facts{Report: raised}, executors.OutcomeRaised},
		{"timeout wins", Facts{TimedOut: true, OOMKilled: true, Report: ok}, executors.OutcomeTimeout},
		{"cancelled", Facts{Cancelled: true, Report: ok}, executors.OutcomeKilled},
		{"oom kill", Facts{OOMKilled: true, Signal: syscall.SIGKILL, Report: ok}, executors.OutcomeOOM},
		{"memory error", Facts{Report: pyErr("MemoryError", "")}, executors.OutcomeOOM},
		{"cpu limit", Facts{Signal: syscall.SIGXCPU}, executors.OutcomeTimeout},
		{"file size signal", Facts{Signal: syscall.SIGXFSZ}, executors.OutcomeOutputLimit},
		{"EFBIG", Facts{Report: pyErr("OSError", "[Errno 27] File too large")}, executors.OutcomeOutputLimit},
		{"ENOSPC", Facts{Report: pyErr("OSError", "[Errno 28] No space left on device: 'x'")}, executors.OutcomeOutputLimit},
		{"other OSError", Facts{Report: pyErr("OSError", "[Errno 2] No such file")}, executors.OutcomeRaised},
		{"segfault", Facts{Signal: syscall.SIGSEGV, Report: raised}, executors.OutcomeKilled},
		{"no report", Facts{}, executors.OutcomeKilled},
	} {
		if got := Classify(tc.f); got != tc.want {
			t.Errorf("%s: Classify = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestFirstLine(t *testing.T) {
	long := strings.Repeat("é", 200) // 400 bytes: the cut falls inside a character
	for in, want := range map[string]string{
		"":                           "",
		"  Traceback\n  line 2\n":    "Traceback",
		"bwrap: No permissions\n":    "bwrap: No permissions",
		long:                         strings.Repeat("é", 150) + "...",
		long[:299] + "\nsecond line": long[:299], // under the cut: kept as it came
	} {
		if got := FirstLine(in); got != want {
			t.Errorf("FirstLine(%.20q…) = %.40q…, want %.40q…", in, got, want)
		}
	}
}
