package container

import (
	"archive/tar"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"strings"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/internal/harvest"
)

// tarSlack is what the tar stream may carry beyond the file contents (headers, PAX records,
// padding) before the executor stops reading it.
const tarSlack = 8 << 20

// copyArtifacts reads the tar stream the engine makes of out_dir (entries named "output/...")
// and copies the acceptable files into the host directory dst by the rules of
// harvest.Collector, as the subprocess executor does: regular files (and hard links to accepted
// ones) directly in out_dir, at most l.OutputFiles of them and l.OutputBytes in all, under
// sanitised names. Symbolic links, directories (and everything under them), devices and FIFOs
// are listed in dropped with the reason. The engine lists a directory in name order, so the
// choice is stable. The stream is hostile: names are checked, sizes bounded, nothing is
// followed or created outside dst.
func copyArtifacts(r io.Reader, dst string, l executors.Limits) (arts []executors.Artifact, dropped []string, err error) {
	tr := tar.NewReader(&io.LimitedReader{R: r, N: l.OutputBytes + tarSlack})
	c := harvest.NewCollector(dst, l)
	accepted := map[string]string{} // original name -> host path, for hard links
	droppedDirs := map[string]bool{}
	dropDir := func(name string) {
		if !droppedDirs[name] {
			droppedDirs[name] = true
			c.Drop(name, harvest.ReasonDirectory)
		}
	}
	root := ""
	for n := 0; ; n++ {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			c.Note("out_dir: the rest was not examined (unreadable archive)")
			break
		}
		if n >= harvest.MaxEntriesExamined {
			c.Note(fmt.Sprintf("entries after the first %d: not examined", harvest.MaxEntriesExamined))
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
			dropDir(rel[:i]) // inside a subdirectory: the directory itself is dropped
			continue
		}
		switch hdr.Typeflag {
		case tar.TypeSymlink:
			c.Drop(rel, harvest.ReasonSymlink)
			continue
		case tar.TypeDir:
			dropDir(rel)
			continue
		case tar.TypeReg, tar.TypeLink:
		default:
			c.Drop(rel, harvest.ReasonNotRegular)
			continue
		}
		var linked string
		if hdr.Typeflag == tar.TypeLink {
			src, ok := strings.CutPrefix(path.Clean(hdr.Linkname), root+"/")
			if linked, ok = accepted[src]; !ok {
				c.Drop(rel, harvest.ReasonNotRegular)
				continue
			}
		}
		safe, host, ok := c.Admit(rel)
		if !ok {
			continue
		}
		before := len(c.Artifacts)
		if err := copyEntry(c, tr, hdr.Size, linked, rel, safe, host); err != nil {
			return c.Artifacts, c.Dropped, err
		}
		if len(c.Artifacts) > before {
			accepted[rel] = host
		}
	}
	return c.Artifacts, c.Dropped, nil
}

// copyEntry hands c the current tar entry (size bytes of tr), or for a hard link the artifact
// already copied to linked. An error means the host side failed.
func copyEntry(c *harvest.Collector, tr io.Reader, size int64, linked, rel, safe, dst string) error {
	src := tr
	if linked != "" {
		f, err := os.Open(linked)
		if err != nil {
			return fmt.Errorf("reading a linked artifact: %w", err)
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil {
			return fmt.Errorf("reading a linked artifact: %w", err)
		}
		src, size = f, st.Size()
	}
	return c.Copy(rel, safe, dst, size, src)
}
