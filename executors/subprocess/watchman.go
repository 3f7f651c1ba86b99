package subprocess

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// Parent-death signals leave one gap, in bubblewrap itself: the process it clones into the new
// namespaces first waits for bubblewrap's go-ahead (an eventfd write, after the uid maps and
// the info file) and sets its own parent-death signal only just before it executes the command.
// When the worker dies in between, bubblewrap dies with it (its own parent-death signal) and
// the clone waits forever, adopted by init, in no cgroup anyone will clean soon (and with no
// cgroups, in none at all). It still shares the process group of the shim that became
// bubblewrap, and nothing can take that group's id while it lives.
//
// So every executor has a watchman: a shell, started without a parent-death signal, that waits
// for end of file on its stdin, whose only writer is the executor. The executor records each
// shim's process group (the sandboxes' and the zygote's) as an empty file in the watchman's
// directory from before the shim is released until it has been killed and reaped. When the
// executor closes, or its process dies however it dies, the watchman kills every group still
// recorded, removes the directory and exits.
const watchmanScript = `trap '' HUP INT TERM PIPE
while read -r _; do :; done
for f in "$1"/*; do
	g=${f##*/}
	case $g in ''|*[!0-9]*) continue;; esac
	kill -s KILL -- "-$g" 2>/dev/null
done
rm -rf -- "$1"
`

// watchmanDirPrefix starts the name of a watchman's directory in the work directory; the
// worker's pid and a random suffix follow, so that reapStale can tell whose it is.
const watchmanDirPrefix = ".groups-"

// lateReapWait is how much longer than killWait a group's record with the watchman waits for
// its leader's reap (forgetWhenReaped); a variable for the tests.
var lateReapWait = time.Minute

// watchman is an executor's watchman process and the directory it reads when it wakes.
type watchman struct {
	dir  string        // one empty file per recorded process group, named by its id
	life *os.File      // the write end of the watchman's stdin
	cmd  *exec.Cmd     // the shell running watchmanScript
	done chan struct{} // closed once the watchman was reaped
}

// startWatchman starts the watchman of an executor whose work directory is workDir.
func startWatchman(workDir string) (*watchman, error) {
	dir, err := os.MkdirTemp(workDir, watchmanDirPrefix+strconv.Itoa(os.Getpid())+"-")
	if err != nil {
		return nil, fmt.Errorf("the watchman's directory: %w", err)
	}
	r, w, err := os.Pipe()
	if err != nil {
		os.Remove(dir)
		return nil, fmt.Errorf("the watchman's lifeline: %w", err)
	}
	defer r.Close()
	cmd := &exec.Cmd{
		Path: shell, Args: []string{"sluice-watchman", "-c", watchmanScript, "sluice-watchman", dir},
		Env: []string{"PATH=/usr/sbin:/usr/bin:/sbin:/bin"}, Dir: "/", Stdin: r,
		// Its own process group, and no parent-death signal: it must outlive the executor.
		SysProcAttr: &syscall.SysProcAttr{Setpgid: true},
	}
	if err := cmd.Start(); err != nil {
		w.Close()
		os.Remove(dir)
		return nil, fmt.Errorf("starting the watchman: %w", err)
	}
	m := &watchman{dir: dir, life: w, cmd: cmd, done: make(chan struct{})}
	go func() {
		_ = cmd.Wait()
		close(m.done)
	}()
	return m, nil
}

// watch records the process group pgid until forget: the watchman kills it if the executor
// dies first.
func (m *watchman) watch(pgid int) error {
	if m == nil {
		return nil
	}
	select {
	case <-m.done:
		return errors.New("the watchman has exited")
	default:
	}
	f, err := os.OpenFile(filepath.Join(m.dir, strconv.Itoa(pgid)), os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		return fmt.Errorf("recording process group %d with the watchman: %w", pgid, err)
	}
	return f.Close()
}

// forget drops pgid: its leader has been reaped after the whole group was killed, and the id
// may be given to someone else.
func (m *watchman) forget(pgid int) {
	if m != nil {
		_ = os.Remove(filepath.Join(m.dir, strconv.Itoa(pgid)))
	}
}

// forgetWhenReaped drops the record of pgid, whose whole group was just killed, once its
// leader is reaped (reaped closes), and reports whether that happened within killWait. A
// leader still there by then is usually a pid namespace still emptying on a loaded host: the
// record goes when it is reaped, in the background (counted in bg unless nil), for up to
// lateReapWait more. A leader not reaped by then keeps its record, since its group may still
// hold processes, and stuck (unless nil) is called, unless the watchman ended meanwhile.
// Never before the reap: a record dropped early leaves a live group unwatched; one left after
// it would have the watchman kill whatever group gets that id next, should the executor die.
func (m *watchman) forgetWhenReaped(pgid int, reaped <-chan struct{}, bg *sync.WaitGroup, stuck func()) bool {
	select {
	case <-reaped:
		m.forget(pgid)
		return true
	case <-time.After(killWait):
	}
	late := lateReapWait // read here: the goroutine may outlive a test that changes it
	if bg != nil {
		bg.Add(1)
	}
	go func() {
		if bg != nil {
			defer bg.Done()
		}
		select {
		case <-reaped:
			m.forget(pgid)
		case <-time.After(late):
			var ended <-chan struct{} // nil, never ready, without a watchman
			if m != nil {
				ended = m.done
			}
			select {
			case <-ended:
				// The watchman has ended (the executor closed): it killed every group still
				// recorded and removed its directory, this one's record with it.
			default:
				if stuck != nil {
					stuck()
				}
			}
		}
	}()
	return false
}

// stop ends the watchman the way a dying executor would, and waits for it: it kills whatever
// groups are still recorded and removes its directory.
func (m *watchman) stop() {
	if m == nil {
		return
	}
	m.life.Close()
	select {
	case <-m.done:
	case <-time.After(killWait):
		_ = m.cmd.Process.Kill()
		_ = os.RemoveAll(m.dir)
	}
}
