package warm

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/internal/capture"
)

// CopyInput copies the dataset ds into dir, the host directory a sandbox has bound read-only
// at the dataset's directory: its CSV (ds.Path) under the dataset's base name and, when it has
// one, its frame (ds.Frame, see executors.FrameMountPath) beside it, each with mode 0444 (read
// for the sandbox user; the worker's files keep their own mode). Copies, not links: nothing
// the sandbox sees is the worker's own file, and a sandbox can be started before its dataset
// exists. A frame that cannot be copied is left out (the harness then reads the CSV). Errors
// may name host paths.
func CopyInput(ds Dataset, dir string) error {
	if err := copyFile(ds.Path, filepath.Join(dir, filepath.Base(executors.InputMountPath))); err != nil {
		return fmt.Errorf("copying the dataset: %w", err)
	}
	if ds.Frame != "" {
		frame := filepath.Join(dir, filepath.Base(executors.FrameMountPath))
		if copyFile(ds.Frame, frame) != nil {
			_ = os.Remove(frame)
		}
	}
	return nil
}

// copyFile copies the regular file at from to the new file to, mode 0444.
func copyFile(from, to string) error {
	f, err := os.Open(from)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("%s is not a regular file", from)
	}
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o444)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, f)
	return errors.Join(err, out.Close())
}

// PlaceInput puts the job's dataset ds (its InputPath and FramePath) into dir, a sandbox's
// input directory, for a sandbox primed with primed (the zero Dataset: none): a sandbox primed
// with it has it there and read already; one primed with another dataset must not take the job
// (the pool never hands it out). Errors may name host paths.
func PlaceInput(primed, ds Dataset, dir string) error {
	switch {
	case primed.Path != "" && primed.Path != ds.Path:
		return errors.New("the sandbox holds another dataset than the job's")
	case primed.Path != "" || ds.Path == "":
		return nil
	}
	return CopyInput(ds, dir)
}

// MaxPrimeBytes is the largest dataset a pooled sandbox is primed with (PrimeFor). A primed
// sandbox keeps the dataset parsed while it waits: its memory is held, possibly for nothing.
const MaxPrimeBytes = 16 << 20

// PrimeFor names the dataset at path (a job's InputPath, with its FramePath) for priming, or
// returns the zero Dataset when there is none, it is not a regular file, or it is too large to
// keep parsed in a waiting sandbox: more than MaxPrimeBytes, or more than a sixteenth of the
// memory limit (pandas holds a CSV in several times its size; a read that ran out of memory
// before the job would be charged to the job). The ID is the path with the file's size and modification
// time: the worker names its copies by content and never rewrites one.
func PrimeFor(path, frame string, limits executors.Limits) Dataset {
	if path == "" {
		return Dataset{}
	}
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() {
		return Dataset{}
	}
	if st.Size() > MaxPrimeBytes || (limits.MemoryMB > 0 && st.Size() > int64(limits.MemoryMB)<<20/16) {
		return Dataset{}
	}
	return Dataset{Path: path, Frame: frame, ID: fmt.Sprintf("%s\x00%d\x00%d", path, st.Size(), st.ModTime().UnixNano())}
}

// Output is the bounded capture of one of a sandbox's output streams that also counts how
// many bytes went by: the harness writes nothing on stdout or stderr before its job, so a
// pooled sandbox that did is not what was started. All its methods are safe for concurrent
// use: a failed start reads what the sandbox said while the stream is still being drained.
type Output struct {
	mu      sync.Mutex
	buf     *capture.Buffer
	written atomic.Int64
}

// NewOutput returns an Output that keeps at most limit bytes (see capture.New).
func NewOutput(limit int) *Output { return &Output{buf: capture.New(limit)} }

// Write records p. It never fails.
func (o *Output) Write(p []byte) (int, error) {
	o.written.Add(int64(len(p)))
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.buf.Write(p)
}

// String is what was kept (see capture.Buffer.String).
func (o *Output) String() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.buf.String()
}

// Total is how many bytes were written, kept or not.
func (o *Output) Total() int64 { return o.written.Load() }
