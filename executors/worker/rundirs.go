package worker

import (
	"os"
	"path/filepath"
	"sync"
)

// runDirs hands out per-run directories, each with an empty "out" directory for the run's
// artifacts, made ahead of the runs that take them: making one is two directory creations
// (78 µs at the median on an idle ext4 on the README's bench host, more behind its journal
// while the decision log writes), and a run need not wait for them. With them made ahead, the
// worker's part before a warm run reaches the executor went from 182 and 228 µs at the median
// to 70 and 81 µs (two interleaved rounds of the bench's 30 warm runs). Safe for concurrent
// use.
type runDirs struct {
	base  string
	ready chan string // made and not taken yet

	mu     sync.Mutex
	closed bool
	making sync.WaitGroup
}

// newRunDirs returns the directories of base, n of them made ahead (in the background).
func newRunDirs(base string, n int) *runDirs {
	d := &runDirs{base: base, ready: make(chan string, n)}
	for range n {
		d.refill()
	}
	return d
}

// take returns a fresh per-run directory, one made ahead when there is one, else one made
// now, and starts making the next. The caller removes it (removeRunDir) once the run is over.
func (d *runDirs) take() (string, error) {
	var dir string
	select {
	case dir = <-d.ready:
	default:
		var err error
		if dir, err = makeRunDir(d.base); err != nil {
			return "", err
		}
	}
	d.refill()
	return dir, nil
}

// refill makes one directory in the background and keeps it unless the stock is full or
// closed. One it cannot make is no error: the run that finds none makes its own, and says
// why if it cannot either.
func (d *runDirs) refill() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return
	}
	d.making.Go(func() {
		dir, err := makeRunDir(d.base)
		if err != nil {
			return
		}
		select {
		case d.ready <- dir:
		default:
			_ = removeRunDir(dir)
		}
	})
}

// close stops making directories and removes those made and not taken.
func (d *runDirs) close() {
	d.mu.Lock()
	d.closed = true
	d.mu.Unlock()
	d.making.Wait()
	for {
		select {
		case dir := <-d.ready:
			_ = removeRunDir(dir)
		default:
			return
		}
	}
}

// makeRunDir makes a per-run directory in base, with its empty "out".
func makeRunDir(base string) (string, error) {
	dir, err := os.MkdirTemp(base, "run-")
	if err != nil {
		return "", err
	}
	if err := os.Mkdir(filepath.Join(dir, "out"), 0o700); err != nil {
		_ = os.RemoveAll(dir)
		return "", err
	}
	return dir, nil
}
