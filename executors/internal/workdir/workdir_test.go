package workdir

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluice-gw/sluice/executors"
)

func TestValidate(t *testing.T) {
	for _, dir := range []string{"", "/abs", "/abs/../x"} {
		if err := Validate("k", dir); err != nil {
			t.Errorf("Validate(%q) = %v", dir, err)
		}
	}
	err := Validate("executors.subprocess.work_dir", "rel/dir")
	if got, want := err.Error(), `executors.subprocess.work_dir "rel/dir": want an absolute path`; got != want {
		t.Errorf("Validate(relative) = %q, want %q", got, want)
	}
}

func TestEnsure(t *testing.T) {
	base := t.TempDir()
	fresh := filepath.Join(base, "a", "b")
	if err := Ensure("k", fresh, 0o711); err != nil {
		t.Fatalf("a new directory: %v", err)
	}
	if st, err := os.Stat(fresh); err != nil || st.Mode().Perm()&0o711 != 0o711 {
		t.Errorf("new directory: %v, mode %v", err, st.Mode())
	}

	// An existing private directory gets perm's missing bits, nothing else.
	private := filepath.Join(base, "private")
	if err := os.Mkdir(private, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := Ensure("k", private, 0o711); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(private); st.Mode().Perm() != 0o711 {
		t.Errorf("existing 0700 directory ensured with 0711: mode %v", st.Mode().Perm())
	}

	open := filepath.Join(base, "open")
	if err := os.Mkdir(open, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(open, 0o777); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(base, "link")
	if err := os.Symlink(private, link); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(base, "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for dir, want := range map[string]string{
		open: "writable by group or others",
		link: "symbolic link",
		file: "not a directory",
	} {
		err := Ensure("executors.container.work_dir", dir, 0o700)
		fes := executors.FieldErrors(err)
		if len(fes) != 1 || fes[0].Field != "executors.container.work_dir" || fes[0].Value != dir || !strings.Contains(err.Error(), want) {
			t.Errorf("Ensure(%s) = %v, want a FieldError saying %q", dir, err, want)
		}
	}
}
