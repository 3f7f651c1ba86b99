//go:build !linux

package policies

import "testing"

// directFileSystem reports false: direct writes are used on Linux only.
func directFileSystem(*testing.T, string) bool { return false }
