package subprocess

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"

	"golang.org/x/sys/unix"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/internal/harvest"
)

// openSandboxOutput opens /workspace/output as the sandbox with host pid pid sees it, through
// /proc/<pid>/root, following no symbolic link on the way: the sandbox's tree is hostile.
func openSandboxOutput(pid int) (*os.File, error) {
	root, err := unix.Open("/proc/"+strconv.Itoa(pid)+"/root", unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("opening the sandbox's root: %w", err)
	}
	defer unix.Close(root)
	fd := root
	owned := false
	for _, part := range []string{"workspace", "output"} {
		next, err := unix.Openat(fd, part, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
		if owned {
			unix.Close(fd)
		}
		if err != nil {
			return nil, fmt.Errorf("opening the sandbox's output directory: %w", err)
		}
		fd, owned = next, true
	}
	return os.NewFile(uintptr(fd), "out_dir"), nil
}

// copyArtifacts copies the acceptable files of the open directory src into the host directory
// dst, by the rules of harvest.Collector: regular files directly in src (no symbolic links,
// directories, devices or FIFOs), at most l.OutputFiles of them and l.OutputBytes in all, under
// sanitised names. Everything else is listed in dropped with the reason. Entries are taken in
// name order, so the choice is stable.
func copyArtifacts(src *os.File, dst string, l executors.Limits) (arts []executors.Artifact, dropped []string, err error) {
	ents, err := src.ReadDir(harvest.MaxEntriesExamined)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, nil, fmt.Errorf("listing out_dir: %w", err)
	}
	more := 0
	if len(ents) == harvest.MaxEntriesExamined {
		for {
			rest, err := src.ReadDir(harvest.MaxEntriesExamined)
			more += len(rest)
			if err != nil || len(rest) == 0 || more >= 1<<16 {
				break
			}
		}
	}
	sort.Slice(ents, func(i, j int) bool { return ents[i].Name() < ents[j].Name() })
	c := harvest.NewCollector(dst, l)
	for _, e := range ents {
		name := e.Name()
		switch t := e.Type(); {
		case t&os.ModeSymlink != 0:
			c.Drop(name, harvest.ReasonSymlink)
			continue
		case t.IsDir():
			c.Drop(name, harvest.ReasonDirectory)
			continue
		case !t.IsRegular():
			c.Drop(name, harvest.ReasonNotRegular)
			continue
		}
		safe, path, ok := c.Admit(name)
		if !ok {
			continue
		}
		if err := copyOne(c, int(src.Fd()), name, safe, path); err != nil {
			return c.Artifacts, c.Dropped, err
		}
	}
	switch {
	case more >= 1<<16:
		c.Note(fmt.Sprintf("%d or more further entries: not examined", more))
	case more > 0:
		c.Note(fmt.Sprintf("%d more entries: not examined", more))
	}
	return c.Artifacts, c.Dropped, nil
}

// copyOne opens the entry name of directory dirfd again, without following anything, and hands
// it to c. An error means the host side failed.
func copyOne(c *harvest.Collector, dirfd int, name, safe, dst string) error {
	// O_NOFOLLOW: a link swapped in after the listing is refused, not followed. O_NONBLOCK: a
	// FIFO swapped in does not block the open.
	fd, err := unix.Openat(dirfd, name, unix.O_RDONLY|unix.O_NOFOLLOW|unix.O_NONBLOCK|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		if errors.Is(err, unix.ELOOP) {
			c.Drop(name, harvest.ReasonSymlink)
		} else {
			c.Drop(name, harvest.ReasonUnopenable)
		}
		return nil
	}
	f := os.NewFile(uintptr(fd), name)
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		c.Drop(name, harvest.ReasonNotRegular)
		return nil
	}
	return c.Copy(name, safe, dst, st.Size(), f)
}
