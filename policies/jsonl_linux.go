package policies

import (
	"os"
	"syscall"
)

// openDirect opens path for direct, synchronous writes, or returns nil where the file system
// refuses them.
func openDirect(path string) *os.File {
	f, err := os.OpenFile(path, os.O_WRONLY|syscall.O_DIRECT|syscall.O_DSYNC, 0)
	if err != nil {
		return nil
	}
	return f
}
