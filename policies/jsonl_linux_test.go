package policies

import (
	"path/filepath"
	"syscall"
	"testing"
)

// directFileSystem reports whether dir is on a file system known to take direct writes.
func directFileSystem(t *testing.T, dir string) bool {
	t.Helper()
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil {
		t.Fatal(err)
	}
	switch st.Type {
	case 0xEF53, 0x58465342, 0x9123683E: // ext2/3/4, xfs, btrfs
		return true
	}
	return false
}

// TestJSONLDirectWhereTheFileSystemTakesIt: on ext4, xfs and btrfs the sink writes directly.
func TestJSONLDirectWhereTheFileSystemTakesIt(t *testing.T) {
	dir := t.TempDir()
	sink, err := OpenJSONL(filepath.Join(dir, "d.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer sink.Close()
	if want := directFileSystem(t, dir); (sink.direct != nil) != want {
		t.Fatalf("direct writes %v on %s, want %v", sink.direct != nil, dir, want)
	}
}
