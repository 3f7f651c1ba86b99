package container

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/docker/docker/api/types/container"
	"github.com/docker/docker/api/types/filters"
	"github.com/docker/docker/api/types/volume"
)

// owner identifies an executor: the process it lives in, across pid reuse (host name, pid and
// start time in clock ticks since boot, field 22 of /proc/<pid>/stat), and a random instance id,
// since one process may hold several executors.
type owner struct {
	host     string
	pid      int
	start    uint64
	instance string
}

// String is the LabelOwner value: <host>/<pid>/<start>/<instance>.
func (o owner) String() string { return fmt.Sprintf("%s/%d/%d/%s", o.host, o.pid, o.start, o.instance) }

// sameProcess reports whether o and p live in the same process.
func (o owner) sameProcess(p owner) bool {
	return o.host == p.host && o.pid == p.pid && o.start == p.start
}

// dirName names the executor's directory under WorkDir.
func (o owner) dirName() string { return fmt.Sprintf("%d-%d-%s", o.pid, o.start, o.instance) }

var (
	instanceDirRE = regexp.MustCompile(`^([0-9]+)-([0-9]+)-[0-9a-f]+$`)
	instanceRE    = regexp.MustCompile(`^[0-9a-f]{1,32}$`)
)

func selfOwner() (owner, error) {
	h, err := os.Hostname()
	if err != nil {
		return owner{}, fmt.Errorf("reading the host name: %w", err)
	}
	pid := os.Getpid()
	start, err := processStart(pid)
	if err != nil {
		return owner{}, err
	}
	var rnd [4]byte
	if _, err := rand.Read(rnd[:]); err != nil {
		return owner{}, err
	}
	return owner{host: h, pid: pid, start: start, instance: hex.EncodeToString(rnd[:])}, nil
}

// processStart returns the start time of process pid, in clock ticks since boot.
func processStart(pid int) (uint64, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, err
	}
	// The command name (field 2) is in parentheses and may hold spaces: split after the last ')'.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, fmt.Errorf("/proc/%d/stat: unexpected format", pid)
	}
	f := strings.Fields(s[i+1:])
	// f[0] is field 3 (state); the start time is field 22.
	if len(f) < 20 {
		return 0, fmt.Errorf("/proc/%d/stat: unexpected format", pid)
	}
	return strconv.ParseUint(f[19], 10, 64)
}

// alive reports whether the process o names still runs on this host.
func alive(pid int, start uint64) bool {
	got, err := processStart(pid)
	return err == nil && got == start
}

// parseOwner reads a LabelOwner value.
func parseOwner(s string) (owner, bool) {
	parts := strings.Split(s, "/")
	if len(parts) != 4 || !instanceRE.MatchString(parts[3]) {
		return owner{}, false
	}
	pid, err1 := strconv.Atoi(parts[1])
	start, err2 := strconv.ParseUint(parts[2], 10, 64)
	if err1 != nil || err2 != nil || pid <= 0 {
		return owner{}, false
	}
	return owner{host: parts[0], pid: pid, start: start, instance: parts[3]}, true
}

// leftover says whether a container or volume labelled with ownerLabel was left behind by a
// worker that is gone: created on this host by a process that no longer runs. Objects of other
// hosts (an engine shared over TCP) and of live processes (other workers on this host) are not
// touched; nor are objects with an unreadable label, which sluice did not create.
func (e *Executor) leftover(ownerLabel string) bool {
	o, ok := parseOwner(ownerLabel)
	if !ok || o.host != e.self.host || o.sameProcess(e.self) {
		return false
	}
	return !alive(o.pid, o.start)
}

// reap removes the containers, volumes and instance directories that crashed workers on this
// host left behind. It returns how many containers and volumes it removed.
func (e *Executor) reap(ctx context.Context) (containers, volumes int, err error) {
	f := filters.NewArgs(filters.Arg("label", LabelOwner))
	list, err := e.cli.ContainerList(ctx, container.ListOptions{All: true, Filters: f})
	if err != nil {
		return 0, 0, fmt.Errorf("listing containers: %w", err)
	}
	var errs []error
	for _, c := range list {
		if !e.leftover(c.Labels[LabelOwner]) {
			continue
		}
		if err := e.cli.ContainerRemove(ctx, c.ID, container.RemoveOptions{Force: true}); err != nil && !cerrdefs.IsNotFound(err) {
			errs = append(errs, fmt.Errorf("removing leftover container %.12s: %w", c.ID, err))
			continue
		}
		e.cfg.Logger.Warn("removed a container left behind by a crashed worker",
			"container", shortID(c.ID), "run_id", c.Labels[LabelRun], "worker", c.Labels[LabelWorker], "owner", c.Labels[LabelOwner])
		containers++
	}
	vols, err := e.cli.VolumeList(ctx, volume.ListOptions{Filters: f})
	if err != nil {
		return containers, 0, errors.Join(append(errs, fmt.Errorf("listing volumes: %w", err))...)
	}
	for _, v := range vols.Volumes {
		if v == nil || !e.leftover(v.Labels[LabelOwner]) {
			continue
		}
		if err := e.cli.VolumeRemove(ctx, v.Name, true); err != nil && !cerrdefs.IsNotFound(err) {
			errs = append(errs, fmt.Errorf("removing leftover volume %s: %w", v.Name, err))
			continue
		}
		volumes++
	}
	// Instance directories of dead executors on this host.
	ents, _ := os.ReadDir(e.cfg.WorkDir)
	for _, ent := range ents {
		m := instanceDirRE.FindStringSubmatch(ent.Name())
		if m == nil || !ent.IsDir() || ent.Name() == e.self.dirName() {
			continue
		}
		pid, _ := strconv.Atoi(m[1])
		start, _ := strconv.ParseUint(m[2], 10, 64)
		if alive(pid, start) {
			continue
		}
		if err := removeTree(filepath.Join(e.cfg.WorkDir, ent.Name())); err != nil {
			errs = append(errs, fmt.Errorf("removing a leftover work directory: %w", err))
		}
	}
	return containers, volumes, errors.Join(errs...)
}

// removeOwn removes every container and volume this executor instance created that is still
// there (Close).
func (e *Executor) removeOwn(ctx context.Context) error {
	f := filters.NewArgs(filters.Arg("label", LabelOwner+"="+e.self.String()))
	var errs []error
	list, err := e.cli.ContainerList(ctx, container.ListOptions{All: true, Filters: f})
	if err != nil {
		return fmt.Errorf("listing containers: %w", err)
	}
	for _, c := range list {
		if err := e.cli.ContainerRemove(ctx, c.ID, container.RemoveOptions{Force: true}); err != nil && !cerrdefs.IsNotFound(err) {
			errs = append(errs, err)
		}
	}
	vols, err := e.cli.VolumeList(ctx, volume.ListOptions{Filters: f})
	if err != nil {
		return errors.Join(append(errs, err)...)
	}
	for _, v := range vols.Volumes {
		if v != nil {
			if err := e.cli.VolumeRemove(ctx, v.Name, true); err != nil && !cerrdefs.IsNotFound(err) {
				errs = append(errs, err)
			}
		}
	}
	return errors.Join(errs...)
}

// removeTree removes dir, first making read-only directories in it writable again.
func removeTree(dir string) error {
	_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.IsDir() && d.Type()&os.ModeSymlink == 0 {
			_ = os.Chmod(p, 0o700)
		}
		return nil
	})
	return os.RemoveAll(dir)
}

func shortID(id string) string {
	if len(id) > 12 {
		return id[:12]
	}
	return id
}
