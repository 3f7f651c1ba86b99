package warm

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sluice-gw/sluice/executors"
)

// TestCopyInput: the CSV and its frame land read-only in the sandbox's input directory under
// their sandbox names; a frame that cannot be copied is left out, not an error; a CSV that
// cannot be copied is one.
func TestCopyInput(t *testing.T) {
	src := t.TempDir()
	csv, frame := filepath.Join(src, "x.csv"), filepath.Join(src, "x.frame")
	if err := os.WriteFile(csv, []byte("a\n1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(frame, []byte("frame"), 0o600); err != nil {
		t.Fatal(err)
	}
	csvName, frameName := filepath.Base(executors.InputMountPath), filepath.Base(executors.FrameMountPath)

	dir := t.TempDir()
	if err := CopyInput(Dataset{Path: csv, Frame: frame}, dir); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{csvName: "a\n1\n", frameName: "frame"} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		st, _ := os.Stat(filepath.Join(dir, name))
		if err != nil || string(b) != want || st.Mode().Perm() != 0o444 {
			t.Errorf("%s: %q %v, mode %v", name, b, err, st.Mode())
		}
	}

	dir = t.TempDir()
	if err := CopyInput(Dataset{Path: csv, Frame: filepath.Join(src, "gone")}, dir); err != nil {
		t.Fatalf("a frame that is gone: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, frameName)); !os.IsNotExist(err) {
		t.Errorf("a frame that is gone left %v", err)
	}
	if err := CopyInput(Dataset{Path: filepath.Join(src, "gone.csv")}, t.TempDir()); err == nil {
		t.Error("a CSV that is gone: no error")
	}
	if err := PlaceInput(Dataset{Path: csv, ID: "x"}, Dataset{Path: filepath.Join(src, "other.csv")}, t.TempDir()); err == nil {
		t.Error("a sandbox primed with another dataset took the job")
	}
}
