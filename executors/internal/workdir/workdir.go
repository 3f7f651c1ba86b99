// Package workdir checks and prepares the host directory under which an executor creates its
// per-run directories (Config.WorkDir of the subprocess and container executors). It owns the
// rule both share: an absolute path to a real directory that belongs to the worker's user and
// that no one else can write to, so that no other user can plant files or links in it. It must
// not know what an executor puts there.
package workdir

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/sluice-gw/sluice/executors"
)

// Validate returns a FieldError naming key when dir, if set, is not an absolute path. It
// touches nothing on the host; Ensure does.
func Validate(key, dir string) error {
	if dir != "" && !filepath.IsAbs(dir) {
		return &executors.FieldError{Field: key, Value: dir, Problem: "want an absolute path"}
	}
	return nil
}

// Ensure creates dir (and its parents) with mode perm, or checks that an existing one is a real
// directory (not a symbolic link) owned by this process's effective user and writable by no
// one else; an existing directory that lacks some of perm's bits gets them. It returns a
// FieldError naming key.
func Ensure(key, dir string, perm fs.FileMode) error {
	if err := ensure(dir, perm); err != nil {
		return &executors.FieldError{Field: key, Value: dir, Err: err}
	}
	return nil
}

func ensure(dir string, perm fs.FileMode) error {
	if err := os.MkdirAll(dir, perm); err != nil {
		return err
	}
	st, err := os.Lstat(dir)
	if err != nil {
		return err
	}
	if !st.IsDir() {
		return errors.New("not a directory (or a symbolic link)")
	}
	sys, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return errors.New("cannot read its owner")
	}
	if int(sys.Uid) != os.Geteuid() {
		return fmt.Errorf("owned by uid %d, not by this process (uid %d)", sys.Uid, os.Geteuid())
	}
	have := st.Mode().Perm()
	if have&0o022 != 0 {
		return fmt.Errorf("writable by group or others (mode %v)", have)
	}
	if have&perm != perm {
		return os.Chmod(dir, have|perm)
	}
	return nil
}
