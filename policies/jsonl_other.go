//go:build !linux

package policies

import "os"

// openDirect returns nil: direct writes are used on Linux only.
func openDirect(string) *os.File { return nil }
