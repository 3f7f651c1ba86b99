package container

import (
	"archive/tar"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/sys/unix"

	"github.com/sluice-gw/sluice/executors"
)

// maxNameBytes bounds an artifact's sanitised name.
const maxNameBytes = 128

// maxEntriesExamined bounds how many tar entries of out_dir are looked at; the rest are only
// reported as not examined.
const maxEntriesExamined = 1024

// tarSlack is what the tar stream may carry beyond the file contents (headers, PAX records,
// padding) before the executor stops reading it.
const tarSlack = 8 << 20

// copyArtifacts reads the tar stream the engine makes of out_dir (entries named "output/...")
// and copies the acceptable files into the host directory dst: regular files (and hard links to
// accepted ones) directly in out_dir, at most l.OutputFiles of them and l.OutputBytes in all,
// under sanitised names. Symbolic links, directories (and everything under them), devices and
// FIFOs are listed in dropped with the reason, as the subprocess executor words it. The engine
// lists a directory in name order, so the choice is stable. The stream is hostile: names are
// checked, sizes bounded, nothing is followed or created outside dst.
func copyArtifacts(r io.Reader, dst string, l executors.Limits) (arts []executors.Artifact, dropped []string, err error) {
	tr := tar.NewReader(&io.LimitedReader{R: r, N: l.OutputBytes + tarSlack})
	drop := func(name, reason string) { dropped = append(dropped, displayName(name)+": "+reason) }
	used := map[string]bool{}
	accepted := map[string]string{} // original name -> host path, for hard links
	droppedDirs := map[string]bool{}
	var total int64
	root := ""
	for n := 0; ; n++ {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			dropped = append(dropped, "out_dir: the rest was not examined (unreadable archive)")
			break
		}
		if n >= maxEntriesExamined {
			dropped = append(dropped, fmt.Sprintf("entries after the first %d: not examined", maxEntriesExamined))
			break
		}
		name := strings.TrimSuffix(hdr.Name, "/")
		if root == "" {
			// The first entry is out_dir itself.
			if hdr.Typeflag != tar.TypeDir || name == "" || strings.Contains(name, "/") {
				return nil, nil, fmt.Errorf("unexpected out_dir archive: first entry %q", hdr.Name)
			}
			root = name
			continue
		}
		rel, ok := strings.CutPrefix(name, root+"/")
		if !ok || rel == "" || rel == "." || rel == ".." {
			continue
		}
		if i := strings.IndexByte(rel, '/'); i >= 0 {
			// Inside a subdirectory: the directory itself was dropped.
			if top := rel[:i]; !droppedDirs[top] {
				droppedDirs[top] = true
				drop(top, "directory")
			}
			continue
		}
		switch hdr.Typeflag {
		case tar.TypeSymlink:
			drop(rel, "symbolic link")
			continue
		case tar.TypeDir:
			if !droppedDirs[rel] {
				droppedDirs[rel] = true
				drop(rel, "directory")
			}
			continue
		case tar.TypeReg, tar.TypeLink:
		default:
			drop(rel, "not a regular file")
			continue
		}
		var linked string
		if hdr.Typeflag == tar.TypeLink {
			src, ok := strings.CutPrefix(path.Clean(hdr.Linkname), root+"/")
			if linked, ok = accepted[src]; !ok {
				drop(rel, "not a regular file")
				continue
			}
		}
		safe := sanitizeName(rel)
		switch {
		case safe == "":
			drop(rel, "unusable file name")
			continue
		case used[safe]:
			drop(rel, fmt.Sprintf("same name as another file once sanitised (%s)", safe))
			continue
		case len(arts) >= l.OutputFiles:
			drop(rel, fmt.Sprintf("more than %d files", l.OutputFiles))
			continue
		case dst == "":
			drop(rel, "the executor was given no output directory")
			continue
		}
		a, reason, err := copyEntry(tr, hdr.Size, linked, l.OutputBytes-total, filepath.Join(dst, safe))
		if err != nil {
			return arts, dropped, err
		}
		if reason != "" {
			drop(rel, reason)
			continue
		}
		a.Name = safe
		used[safe] = true
		accepted[rel] = filepath.Join(dst, safe)
		total += a.Bytes
		arts = append(arts, a)
	}
	return arts, dropped, nil
}

// copyEntry copies the current tar entry (size bytes of tr), or for a hard link the artifact
// already copied to linked, into a new file at dst, if it fits in budget. A non-empty reason
// means the file was refused; an error means the host side failed.
func copyEntry(tr io.Reader, size int64, linked string, budget int64, dst string) (executors.Artifact, string, error) {
	src := tr
	if linked != "" {
		f, err := os.Open(linked)
		if err != nil {
			return executors.Artifact{}, "", fmt.Errorf("reading a linked artifact: %w", err)
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil {
			return executors.Artifact{}, "", fmt.Errorf("reading a linked artifact: %w", err)
		}
		src, size = f, st.Size()
	}
	if size < 0 || size > budget {
		return executors.Artifact{}, "output size limit reached", nil
	}
	a, err := writeOne(src, size, dst)
	return a, "", err
}

// writeOne copies exactly size bytes of r into a new file at dst.
func writeOne(r io.Reader, size int64, dst string) (executors.Artifact, error) {
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL|unix.O_NOFOLLOW, 0o644)
	if err != nil {
		return executors.Artifact{}, fmt.Errorf("creating artifact: %w", err)
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(out, h), io.LimitReader(r, size))
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err == nil && n != size {
		err = fmt.Errorf("short archive entry (%d of %d bytes)", n, size)
	}
	if err != nil {
		_ = os.Remove(dst)
		return executors.Artifact{}, fmt.Errorf("copying artifact: %w", err)
	}
	return executors.Artifact{Bytes: n, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}

// sanitizeName turns a file name from the sandbox into a safe base name, exactly as the
// subprocess executor does: letters and digits of any script, '.', '-' and '_' are kept,
// everything else becomes '_'; leading dots and dashes are dropped; at most maxNameBytes,
// keeping a short extension. It returns "" when nothing usable is left.
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
