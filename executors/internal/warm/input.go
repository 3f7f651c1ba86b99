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

// CopyInput copies the dataset at path into dir, the host directory a sandbox has bound
// read-only at the dataset's directory, under the dataset's base name with mode 0444 (read
// for the sandbox user; the worker's file keeps its own mode). A copy, not a link: nothing the
// sandbox sees is the worker's own file, and a sandbox can be started before its dataset
// exists. Errors may name host paths.
func CopyInput(path, dir string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("opening the dataset: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("opening the dataset: %w", err)
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("the dataset %s is not a regular file", path)
	}
	out, err := os.OpenFile(filepath.Join(dir, filepath.Base(executors.InputMountPath)), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o444)
	if err != nil {
		return fmt.Errorf("copying the dataset: %w", err)
	}
	_, err = io.Copy(out, f)
	if err = errors.Join(err, out.Close()); err != nil {
		return fmt.Errorf("copying the dataset: %w", err)
	}
	return nil
}

// PlaceInput puts the job's dataset (path, its InputPath) into dir, a sandbox's input
// directory, for a sandbox primed with primed (the zero Dataset: none): a sandbox primed with
// it has it there and read already; one primed with another dataset must not take the job
// (the pool never hands it out). Errors may name host paths.
func PlaceInput(primed Dataset, path, dir string) error {
	switch {
	case primed.Path != "" && primed.Path != path:
		return errors.New("the sandbox holds another dataset than the job's")
	case primed.Path != "" || path == "":
		return nil
	}
	return CopyInput(path, dir)
}

// MaxPrimeBytes is the largest dataset a pooled sandbox is primed with (PrimeFor). A primed
// sandbox keeps the dataset parsed while it waits: its memory is held, possibly for nothing.
const MaxPrimeBytes = 16 << 20

// PrimeFor names the dataset at path (a job's InputPath) for priming, or returns the zero
// Dataset when there is none, it is not a regular file, or it is too large to keep parsed in
// a waiting sandbox: more than MaxPrimeBytes, or more than a sixteenth of the memory limit
// (pandas holds a CSV in several times its size; a read that ran out of memory before the job
// would be charged to the job). The ID is the path with the file's size and modification
// time: the worker names its copies by content and never rewrites one.
func PrimeFor(path string, limits executors.Limits) Dataset {
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
	return Dataset{Path: path, ID: fmt.Sprintf("%s\x00%d\x00%d", path, st.Size(), st.ModTime().UnixNano())}
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
