package images

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
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

func TestTools(t *testing.T) {
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

// TestWriteHarnessIgnoresTheUmask: under a strict umask (0077, as a hardened service manager
// sets it) the harness files are still readable by everyone, so that the sandbox user, not
// their owner, can read them.
func TestWriteHarnessIgnoresTheUmask(t *testing.T) {
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	dir := t.TempDir()
	if err := WriteHarness(dir); err != nil {
		t.Fatal(err)
	}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if info.Mode().Perm()&0o004 == 0 {
			t.Errorf("%s: mode %v, not readable by others", path, info.Mode().Perm())
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	_ = os.Chmod(filepath.Join(dir, ToolsDir), 0o755) // so that TempDir can remove it
	_ = os.Chmod(dir, 0o755)
}
