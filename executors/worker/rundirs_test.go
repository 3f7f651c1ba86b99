package worker

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestRunDirs: a run takes a fresh directory with an empty out, never one another run took,
// whether the stock had one or not; the stock refills in the background; close removes what
// was made and not taken, and makes no more.
func TestRunDirs(t *testing.T) {
	base := t.TempDir()
	d := newRunDirs(base, 2)
	var taken []string
	for range 5 { // more than the stock: some are made on the spot
		dir, err := d.take()
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(taken, dir) {
			t.Fatalf("%s handed out twice", dir)
		}
		taken = append(taken, dir)
		ents, err := os.ReadDir(filepath.Join(dir, "out"))
		if err != nil || len(ents) != 0 {
			t.Fatalf("%s/out: %v, %d entries", dir, err, len(ents))
		}
		if err := os.WriteFile(filepath.Join(dir, "out", "a.csv"), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	// The stock refills: two directories beyond those taken, once the makers are done.
	deadline := time.Now().Add(5 * time.Second)
	for len(d.ready) < 2 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if len(d.ready) != 2 {
		t.Fatalf("the stock holds %d directories, want 2", len(d.ready))
	}
	d.close()
	ents, err := os.ReadDir(base)
	if err != nil {
		t.Fatal(err)
	}
	var left []string
	for _, e := range ents {
		left = append(left, filepath.Join(base, e.Name()))
	}
	slices.Sort(left)
	slices.Sort(taken)
	if !slices.Equal(left, taken) {
		t.Errorf("after close the base holds %v, want only the taken %v", left, taken)
	}
	if _, err := d.take(); err != nil { // a late run still gets one, made on the spot
		t.Fatal(err)
	}
	d.making.Wait()
	if len(d.ready) != 0 {
		t.Errorf("a closed stock made %d directories", len(d.ready))
	}
}
