// Package images owns what runs inside every sandbox: the image manifests (which Python packages
// each image offers), the Python harness that wraps the agent's code and its zygote, and the
// fixed tool templates. Everything is embedded with go:embed, so a worker binary carries the
// exact harness it was tested with. The wire protocol between an executor and the harness is
// not here but in executors/harness, whose other side harness.py implements.
//
// It imports nothing of sluice. It must not start processes, and it writes to the host only
// where WriteHarness is told to: the executors (executors/subprocess, executors/container)
// decide how the harness is run and enforce the limits.
package images

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
)

//go:embed harness.py
var harness []byte

//go:embed zygote.py
var zygote []byte

//go:embed tools/*.py
var tools embed.FS

//go:embed */manifest.json
var manifests embed.FS

// HarnessFile is the harness's file name; executors mount it as HarnessDir/HarnessFile.
const HarnessFile = "harness.py"

// ZygoteFile is the zygote's file name, beside HarnessFile: `harness.py --zygote` imports the
// libraries once and forks a harness into each sandbox the executor builds for it (bubblewrap
// executor only; see zygote.py).
const ZygoteFile = "zygote.py"

// ToolsDir is the directory, next to the harness, that holds the tool templates as <name>.py.
const ToolsDir = "tools"

// Harness returns the Python harness (images/harness.py). The caller must not modify the slice.
func Harness() []byte { return harness }

var toolNameRE = regexp.MustCompile(`^[a-z][a-z0-9_]{0,62}$`)

// Tool returns the source of the fixed tool template name (images/tools/<name>.py) and whether
// it exists. Names that are not lower-case identifiers never match.
func Tool(name string) ([]byte, bool) {
	if !toolNameRE.MatchString(name) {
		return nil, false
	}
	b, err := tools.ReadFile(path.Join(ToolsDir, name+".py"))
	if err != nil {
		return nil, false
	}
	return b, true
}

// WriteHarness writes the harness (HarnessFile), the zygote (ZygoteFile) and every tool template (ToolsDir/<name>.py)
// into dir, an existing empty directory, then makes them read-only for everyone: files 0444,
// directories 0555, as a sandbox user reads them through a read-only bind mount.
func WriteHarness(dir string) error {
	// Each file is chmod'ed after it is written: the process umask (0077 under a hardened
	// service manager) would otherwise leave it readable by its owner only, and the sandbox
	// user could not read it.
	write := func(path string, data []byte) error {
		if err := os.WriteFile(path, data, 0o444); err != nil {
			return err
		}
		return os.Chmod(path, 0o444)
	}
	if err := write(filepath.Join(dir, HarnessFile), harness); err != nil {
		return err
	}
	if err := write(filepath.Join(dir, ZygoteFile), zygote); err != nil {
		return err
	}
	toolDir := filepath.Join(dir, ToolsDir)
	if err := os.Mkdir(toolDir, 0o700); err != nil {
		return err
	}
	for _, n := range ToolNames() {
		src, _ := Tool(n)
		if err := write(filepath.Join(toolDir, n+".py"), src); err != nil {
			return err
		}
	}
	if err := os.Chmod(toolDir, 0o555); err != nil {
		return err
	}
	return os.Chmod(dir, 0o555)
}

// ToolNames returns the names of all tool templates, sorted.
func ToolNames() []string {
	ents, err := fs.ReadDir(tools, ToolsDir)
	if err != nil {
		return nil
	}
	var names []string
	for _, e := range ents {
		if n, ok := strings.CutSuffix(e.Name(), ".py"); ok && toolNameRE.MatchString(n) {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}

// Manifest describes one image: the importable top-level Python modules it guarantees beyond
// the standard library, which every image has.
type Manifest struct {
	// Name is the image name used in routing decisions and NATS subjects.
	Name string `json:"name"`
	// Description says in one sentence what the image is for.
	Description string `json:"description"`
	// Packages are importable top-level module names ("pandas", "sklearn").
	Packages []string `json:"packages"`
}

// Manifests returns every image manifest, smallest first (fewest packages, then by name).
func Manifests() ([]Manifest, error) {
	paths, err := fs.Glob(manifests, "*/manifest.json")
	if err != nil {
		return nil, fmt.Errorf("images: listing manifests: %w", err)
	}
	out := make([]Manifest, 0, len(paths))
	for _, p := range paths {
		b, err := manifests.ReadFile(p)
		if err != nil {
			return nil, fmt.Errorf("images: reading %s: %w", p, err)
		}
		var m Manifest
		dec := json.NewDecoder(strings.NewReader(string(b)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&m); err != nil {
			return nil, fmt.Errorf("images: decoding %s: %w", p, err)
		}
		if dir := path.Dir(p); m.Name != dir {
			return nil, fmt.Errorf("images: %s names image %q, want %q", p, m.Name, dir)
		}
		if len(m.Packages) == 0 {
			return nil, fmt.Errorf("images: %s lists no packages", p)
		}
		out = append(out, m)
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i].Packages) != len(out[j].Packages) {
			return len(out[i].Packages) < len(out[j].Packages)
		}
		return out[i].Name < out[j].Name
	})
	return out, nil
}

// Lookup returns the manifest of the named image and whether it exists.
func Lookup(name string) (Manifest, bool) {
	ms, err := Manifests()
	if err != nil {
		return Manifest{}, false
	}
	for _, m := range ms {
		if m.Name == name {
			return m, true
		}
	}
	return Manifest{}, false
}

// DeniedModules returns the packages some other image offers but image does not, sorted. An
// executor whose interpreter has every package installed (bubblewrap on the host) passes them
// to the harness, which refuses to import them, so that code behaves as it would in the image's
// own container. This keeps executors consistent; it is not a security boundary.
func DeniedModules(image string) ([]string, error) {
	ms, err := Manifests()
	if err != nil {
		return nil, err
	}
	own, ok := Manifest{}, false
	for _, m := range ms {
		if m.Name == image {
			own, ok = m, true
		}
	}
	if !ok {
		return nil, fmt.Errorf("images: unknown image %q", image)
	}
	var deny []string
	for _, m := range ms {
		for _, p := range m.Packages {
			if !slices.Contains(own.Packages, p) && !slices.Contains(deny, p) {
				deny = append(deny, p)
			}
		}
	}
	sort.Strings(deny)
	return deny, nil
}
