// Package harvest owns what both sandbox executors do with what a run leaves behind: which
// files of out_dir become artifacts, under which names, copied how (bounded, with their
// SHA-256), what is reported as dropped and why, and the run's outcome from the executor's own
// observations and the harness's report. Each executor reads its sandbox its own way (a
// directory through /proc/<pid>/root, a tar stream from the Docker engine) and hands the entries
// here, so that the same out_dir gives the same Result whichever executor ran the code.
//
// It must not open anything of the sandbox itself, and it never follows a name: it only writes
// new files, with O_EXCL and O_NOFOLLOW, into the host directory it was given.
package harvest

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/sys/unix"

	"github.com/sluice-gw/sluice/executors"
)

// MaxNameBytes bounds an artifact's sanitised name.
const MaxNameBytes = 128

// MaxEntriesExamined bounds how many entries of out_dir an executor looks at; the rest are only
// counted, or reported as not examined.
const MaxEntriesExamined = 1024

// Reasons an entry is dropped, worded the same for every executor.
const (
	ReasonSymlink    = "symbolic link"
	ReasonDirectory  = "directory"
	ReasonNotRegular = "not a regular file"
	ReasonUnopenable = "cannot be opened"
	ReasonSizeLimit  = "output size limit reached"
)

// Collector decides, entry by entry, which files of out_dir become artifacts in the host
// directory dst: regular files only, at most Limits.OutputFiles of them and Limits.OutputBytes
// in all, under sanitised names that do not collide. Feed it entries in name order so that the
// choice is stable. It is not safe for concurrent use.
type Collector struct {
	dst    string
	limits executors.Limits
	used   map[string]bool
	total  int64

	// Artifacts are the files copied so far, in the order they were accepted.
	Artifacts []executors.Artifact
	// Dropped lists every refused entry as `"name": reason`, in the order they were seen.
	Dropped []string
}

// NewCollector returns a Collector writing into dst ("" refuses every file) under limits l.
func NewCollector(dst string, l executors.Limits) *Collector {
	return &Collector{dst: dst, limits: l, used: map[string]bool{}}
}

// Drop records that the entry name was refused for reason.
func (c *Collector) Drop(name, reason string) {
	c.Dropped = append(c.Dropped, DisplayName(name)+": "+reason)
}

// Note records a line about out_dir as a whole (say, entries left unexamined).
func (c *Collector) Note(line string) { c.Dropped = append(c.Dropped, line) }

// Admit decides whether the regular file name may be copied: it returns its sanitised name and
// the host path to write it to, or ok false when it was refused (and recorded as dropped).
func (c *Collector) Admit(name string) (safe, dst string, ok bool) {
	safe = SanitizeName(name)
	switch {
	case safe == "":
		c.Drop(name, "unusable file name")
	case c.used[safe]:
		c.Drop(name, fmt.Sprintf("same name as another file once sanitised (%s)", safe))
	case len(c.Artifacts) >= c.limits.OutputFiles:
		c.Drop(name, fmt.Sprintf("more than %d files", c.limits.OutputFiles))
	case c.dst == "":
		c.Drop(name, "the executor was given no output directory")
	default:
		return safe, filepath.Join(c.dst, safe), true
	}
	return "", "", false
}

// Copy copies exactly size bytes of r, the content of the admitted entry name, to dst (from
// Admit) and records the artifact under safe. A file beyond the bytes left, or one that turns
// out shorter than announced, is dropped instead; an error means the host side failed.
func (c *Collector) Copy(name, safe, dst string, size int64, r io.Reader) error {
	if size < 0 || size > c.limits.OutputBytes-c.total {
		c.Drop(name, ReasonSizeLimit)
		return nil
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL|unix.O_NOFOLLOW, 0o644)
	if err != nil {
		return fmt.Errorf("creating artifact: %w", err)
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(out, h), io.LimitReader(r, size))
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil || n != size {
		_ = os.Remove(dst)
		if err != nil {
			return fmt.Errorf("copying artifact: %w", err)
		}
		c.Drop(name, fmt.Sprintf("changed while being copied (%d of %d bytes)", n, size))
		return nil
	}
	c.used[safe] = true
	c.total += n
	c.Artifacts = append(c.Artifacts, executors.Artifact{Name: safe, Bytes: n, SHA256: hex.EncodeToString(h.Sum(nil))})
	return nil
}

// SanitizeName turns a file name from the sandbox into a safe base name: letters and digits of
// any script, '.', '-' and '_' are kept, everything else (separators, spaces, control and format
// characters) becomes '_'; leading dots and dashes are dropped, so that no name is hidden,
// relative or looks like an option; at most MaxNameBytes, keeping a short extension. It returns
// "" when nothing usable is left.
func SanitizeName(name string) string {
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
	if len(s) > MaxNameBytes {
		ext := filepath.Ext(s)
		if len(ext) > 16 {
			ext = ""
		}
		stem := s[:MaxNameBytes-len(ext)]
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

// DisplayName quotes a sandbox file name for Result.Dropped: printable ASCII, bounded.
func DisplayName(name string) string {
	if len(name) > 80 {
		name = name[:80] + "..."
	}
	return strconv.QuoteToASCII(name)
}
