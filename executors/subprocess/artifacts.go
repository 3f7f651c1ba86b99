package subprocess

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/sys/unix"

	"github.com/sluice-gw/sluice/executors"
)

// maxNameBytes bounds an artifact's sanitised name.
const maxNameBytes = 128

// maxEntriesExamined bounds how many directory entries of out_dir are looked at; beyond
// Limits.OutputFiles they are only listed as dropped.
const maxEntriesExamined = 1024

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
// dst: regular files directly in src (no symbolic links, directories, devices or FIFOs), at
// most l.OutputFiles of them and l.OutputBytes in all, under sanitised names. Everything else is
// listed in dropped with the reason. Entries are taken in name order, so the choice is stable.
func copyArtifacts(src *os.File, dst string, l executors.Limits) (arts []executors.Artifact, dropped []string, err error) {
	ents, err := src.ReadDir(maxEntriesExamined)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, nil, fmt.Errorf("listing out_dir: %w", err)
	}
	more := 0
	if len(ents) == maxEntriesExamined {
		for {
			rest, err := src.ReadDir(maxEntriesExamined)
			more += len(rest)
			if err != nil || len(rest) == 0 || more >= 1<<16 {
				break
			}
		}
	}
	sort.Slice(ents, func(i, j int) bool { return ents[i].Name() < ents[j].Name() })
	drop := func(name, reason string) { dropped = append(dropped, displayName(name)+": "+reason) }
	used := map[string]bool{}
	var total int64
	for _, e := range ents {
		name := e.Name()
		switch t := e.Type(); {
		case t&os.ModeSymlink != 0:
			drop(name, "symbolic link")
			continue
		case t.IsDir():
			drop(name, "directory")
			continue
		case !t.IsRegular():
			drop(name, "not a regular file")
			continue
		}
		safe := sanitizeName(name)
		switch {
		case safe == "":
			drop(name, "unusable file name")
			continue
		case used[safe]:
			drop(name, fmt.Sprintf("same name as another file once sanitised (%s)", safe))
			continue
		case len(arts) >= l.OutputFiles:
			drop(name, fmt.Sprintf("more than %d files", l.OutputFiles))
			continue
		case dst == "":
			drop(name, "the executor was given no output directory")
			continue
		}
		a, reason, err := copyOne(int(src.Fd()), name, filepath.Join(dst, safe), l.OutputBytes-total)
		if err != nil {
			return arts, dropped, err
		}
		if reason != "" {
			drop(name, reason)
			continue
		}
		a.Name = safe
		used[safe] = true
		total += a.Bytes
		arts = append(arts, a)
	}
	switch {
	case more >= 1<<16:
		dropped = append(dropped, fmt.Sprintf("%d or more further entries: not examined", more))
	case more > 0:
		dropped = append(dropped, fmt.Sprintf("%d more entries: not examined", more))
	}
	return arts, dropped, nil
}

// copyOne copies the entry name of directory dirfd to dst. A non-empty reason means the file
// was refused; an error means the host side failed.
func copyOne(dirfd int, name, dst string, budget int64) (executors.Artifact, string, error) {
	// O_NOFOLLOW: a link swapped in after the listing is refused, not followed. O_NONBLOCK: a
	// FIFO swapped in does not block the open.
	fd, err := unix.Openat(dirfd, name, unix.O_RDONLY|unix.O_NOFOLLOW|unix.O_NONBLOCK|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		if errors.Is(err, unix.ELOOP) {
			return executors.Artifact{}, "symbolic link", nil
		}
		return executors.Artifact{}, "cannot be opened", nil
	}
	f := os.NewFile(uintptr(fd), name)
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return executors.Artifact{}, "not a regular file", nil
	}
	if st.Size() > budget {
		return executors.Artifact{}, "output size limit reached", nil
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL|unix.O_NOFOLLOW, 0o644)
	if err != nil {
		return executors.Artifact{}, "", fmt.Errorf("creating artifact: %w", err)
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(out, h), io.LimitReader(f, st.Size()))
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = os.Remove(dst)
		return executors.Artifact{}, "", fmt.Errorf("copying artifact: %w", err)
	}
	return executors.Artifact{Bytes: n, SHA256: hex.EncodeToString(h.Sum(nil))}, "", nil
}

// sanitizeName turns a file name from the sandbox into a safe base name: letters and digits
// of any script, '.', '-' and '_' are kept, everything else (separators, spaces, control and
// format characters) becomes '_'; leading dots and dashes are dropped, so that no name is
// hidden, relative or looks like an option; at most maxNameBytes, keeping a short extension.
// It returns "" when nothing usable is left.
func sanitizeName(name string) string {
	var b strings.Builder
	for _, r := range strings.ToValidUTF8(name, "_") {
		switch {
		case unicode.IsLetter(r), unicode.IsDigit(r), r == '.', r == '-', r == '_':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	s := strings.TrimLeft(b.String(), ".-")
	if len(s) > maxNameBytes {
		ext := filepath.Ext(s)
		if len(ext) > 16 {
			ext = ""
		}
		stem := s[:maxNameBytes-len(ext)]
		for len(stem) > 0 && !utf8.ValidString(stem) {
			stem = stem[:len(stem)-1]
		}
		s = stem + ext
	}
	if strings.Trim(s, "_.") == "" {
		return ""
	}
	return s
}

// displayName quotes a sandbox file name for Result.Dropped: printable, bounded.
func displayName(name string) string {
	if len(name) > 80 {
		name = name[:80] + "..."
	}
	return strconv.QuoteToASCII(name)
}
