package subprocess

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"syscall"
	"time"
)

// Sandbox names carry the worker's pid: sb<pid>-<random>. The run directory and the cgroups
// of a sandbox are named so, and a worker that starts finds those of a worker that died (its
// pid is gone) and removes them, killing whatever still runs in them. A pooled sandbox
// outlives no worker: its shim has a parent-death signal, and this is the second line.
var sandboxNameRE = regexp.MustCompile(`^sb([0-9]+)-[0-9a-f]+$`)

// watchmanDirRE matches a watchman's directory (watchman.go), which its watchman removes
// unless it was killed too.
var watchmanDirRE = regexp.MustCompile(`^` + regexp.QuoteMeta(watchmanDirPrefix) + `([0-9]+)-[0-9]+$`)

// sandboxName returns a new sandbox name owned by this process.
func sandboxName(random string) string {
	return "sb" + strconv.Itoa(os.Getpid()) + "-" + random
}

// ownedByDeadWorker reports whether name is a sandbox name whose worker no longer runs.
func ownedByDeadWorker(name string) bool { return deadOwner(sandboxNameRE, name) }

// deadOwner reports whether name matches re, whose first group is a worker's pid, and that
// worker no longer runs.
func deadOwner(re *regexp.Regexp, name string) bool {
	m := re.FindStringSubmatch(name)
	if m == nil {
		return false
	}
	pid, err := strconv.Atoi(m[1])
	if err != nil || pid <= 0 || pid == os.Getpid() {
		return false
	}
	err = syscall.Kill(pid, 0)
	return errors.Is(err, syscall.ESRCH)
}

// reapStale removes the run directories and cgroups that workers which died left behind, and
// kills what still runs in those cgroups. It returns how many sandboxes it removed.
func (e *Executor) reapStale() int {
	stale := map[string]bool{}
	if ents, err := os.ReadDir(e.cfg.WorkDir); err == nil {
		for _, ent := range ents {
			if ent.IsDir() && deadOwner(watchmanDirRE, ent.Name()) {
				// Not its groups: their ids may have been given to others since.
				_ = os.RemoveAll(filepath.Join(e.cfg.WorkDir, ent.Name()))
				continue
			}
			if ent.IsDir() && ownedByDeadWorker(ent.Name()) {
				stale[ent.Name()] = true
				if err := os.RemoveAll(filepath.Join(e.cfg.WorkDir, ent.Name())); err != nil {
					e.cfg.Logger.Warn("stale run directory not removed", "sandbox", ent.Name(), "error", err)
				}
			}
		}
	}
	if e.cg != nil {
		byName := map[string]*runCgroup{}
		for _, parent := range e.cg.parent {
			ents, err := os.ReadDir(parent)
			if err != nil {
				continue
			}
			for _, ent := range ents {
				if !ent.IsDir() || !ownedByDeadWorker(ent.Name()) {
					continue
				}
				rc := byName[ent.Name()]
				if rc == nil {
					rc = &runCgroup{version: e.cg.version}
					byName[ent.Name()] = rc
				}
				rc.dirs = append(rc.dirs, filepath.Join(parent, ent.Name()))
			}
		}
		for name, rc := range byName {
			stale[name] = true
			rc.kill(time.Second)
			if err := rc.remove(cgroupRemoveWait); err != nil {
				e.cfg.Logger.Warn("stale run cgroups not removed", "sandbox", name, "error", err)
			}
		}
	}
	if len(stale) > 0 {
		e.cfg.Logger.Info("removed sandboxes of a worker that died", "count", len(stale))
	}
	return len(stale)
}
