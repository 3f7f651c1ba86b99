package container

import (
	"archive/tar"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/harness"
	"github.com/sluice-gw/sluice/executors/internal/warm"
)

// tarOf builds the archive the engine sends for out_dir: a root "output/" entry, then entries.
type entry struct {
	name, body, link string
	typ              byte
}

func tarOf(t *testing.T, root string, entries ...entry) []byte {
	t.Helper()
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	if root != "" {
		if err := tw.WriteHeader(&tar.Header{Name: root + "/", Typeflag: tar.TypeDir, Mode: 0o755}); err != nil {
			t.Fatal(err)
		}
	}
	for _, e := range entries {
		h := &tar.Header{Name: e.name, Typeflag: e.typ, Mode: 0o644, Linkname: e.link}
		if e.typ == tar.TypeReg {
			h.Size = int64(len(e.body))
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if e.typ == tar.TypeReg {
			if _, err := tw.Write([]byte(e.body)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestCopyArtifacts(t *testing.T) {
	dst := t.TempDir()
	archive := tarOf(t, "output",
		entry{name: "output/.hidden", body: "h", typ: tar.TypeReg},
		entry{name: "output/a.png", body: "\x89PNG", typ: tar.TypeReg},
		entry{name: "output/b-link.png", link: "output/a.png", typ: tar.TypeLink},
		entry{name: "output/evil", link: "/etc/passwd", typ: tar.TypeSymlink},
		entry{name: "output/my report.txt", body: "hello", typ: tar.TypeReg},
		entry{name: "output/my_report.txt", body: "clash", typ: tar.TypeReg},
		entry{name: "output/pipe", typ: tar.TypeFifo},
		entry{name: "output/sub/", typ: tar.TypeDir},
		entry{name: "output/sub/inner.txt", body: "inner", typ: tar.TypeReg},
		entry{name: "output/../../escape.txt", body: "x", typ: tar.TypeReg},
		entry{name: "output/zz-link-to-nothing", link: "output/nothing", typ: tar.TypeLink},
	)
	arts, dropped, err := copyArtifacts(bytes.NewReader(archive), dst, executors.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, a := range arts {
		names = append(names, a.Name)
		b, err := os.ReadFile(filepath.Join(dst, a.Name))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(b)
		if a.Bytes != int64(len(b)) || a.SHA256 != hex.EncodeToString(sum[:]) {
			t.Errorf("%s: %+v does not match its %d-byte copy", a.Name, a, len(b))
		}
	}
	if !slices.Equal(names, []string{"hidden", "a.png", "b-link.png", "my_report.txt"}) {
		t.Errorf("artifacts = %q", names)
	}
	for _, want := range []string{`"evil": symbolic link`, `"pipe": not a regular file`, `"sub": directory`,
		`"my_report.txt": same name as another file once sanitised (my_report.txt)`, `"..": directory`,
		`"zz-link-to-nothing": not a regular file`} {
		if !slices.Contains(dropped, want) {
			t.Errorf("dropped = %q, want %q", dropped, want)
		}
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(dst), "escape.txt")); err == nil {
		t.Error("an entry escaped the output directory")
	}
	ents, _ := os.ReadDir(dst)
	if len(ents) != 4 {
		t.Errorf("dst holds %d files", len(ents))
	}
}

func TestCopyArtifactsCaps(t *testing.T) {
	l := executors.DefaultLimits
	l.OutputFiles, l.OutputBytes = 2, 10
	archive := tarOf(t, "output",
		entry{name: "output/a", body: "123456", typ: tar.TypeReg},
		entry{name: "output/b", body: "123456", typ: tar.TypeReg},
		entry{name: "output/c", body: "1", typ: tar.TypeReg},
		entry{name: "output/d", body: "1", typ: tar.TypeReg},
	)
	arts, dropped, err := copyArtifacts(bytes.NewReader(archive), t.TempDir(), l)
	if err != nil {
		t.Fatal(err)
	}
	if len(arts) != 2 || arts[0].Name != "a" || arts[1].Name != "c" {
		t.Errorf("artifacts = %+v", arts)
	}
	if !slices.Equal(dropped, []string{`"b": output size limit reached`, `"d": more than 2 files`}) {
		t.Errorf("dropped = %q", dropped)
	}

	// No output directory: nothing is written, everything is listed.
	_, dropped, err = copyArtifacts(bytes.NewReader(archive), "", l)
	if err != nil || len(dropped) != 4 || !strings.Contains(dropped[0], "no output directory") {
		t.Errorf("dropped = %q, %v", dropped, err)
	}
	// Not the archive of a directory.
	if _, _, err := copyArtifacts(bytes.NewReader(tarOf(t, "", entry{name: "x", body: "1", typ: tar.TypeReg})), t.TempDir(), l); err == nil {
		t.Error("an archive without its directory entry: no error")
	}
	// Garbage after a valid start ends the listing, it does not fail the run.
	arts, dropped, err = copyArtifacts(bytes.NewReader(append(tarOf(t, "output"), "garbage"...)), t.TempDir(), l)
	if err != nil || len(arts) != 0 {
		t.Errorf("garbage: %+v %q %v", arts, dropped, err)
	}
}

func TestBootstrapNamesTheMounts(t *testing.T) {
	for _, want := range []string{reportMount + "/" + reportSocket, harnessMount + "/harness.py", "os.dup2(fd, 3)", "s.detach()"} {
		if !strings.Contains(bootstrap, want) {
			t.Errorf("bootstrap lacks %q", want)
		}
	}
}

func TestUsable(t *testing.T) {
	fresh := func() *sandbox {
		return &sandbox{exited: make(chan struct{}), streamsDone: make(chan struct{}), ready: make(chan struct{}),
			reportCh: make(chan reportRead, 1), stdout: warm.NewOutput(100), stderr: warm.NewOutput(100), t0: time.Now()}
	}
	header := int64(len(harness.Header) + 1)
	for name, tc := range map[string]struct {
		spoil func(s *sandbox)
		ok    bool
	}{
		"importing":          {func(s *sandbox) {}, true},
		"ready":              {func(s *sandbox) { s.reportSeen.Store(header); close(s.ready) }, true},
		"ready long ago":     {func(s *sandbox) { close(s.ready); s.t0 = time.Now().Add(-time.Hour) }, true},
		"exited":             {func(s *sandbox) { close(s.exited) }, false},
		"streams ended":      {func(s *sandbox) { close(s.streamsDone) }, false},
		"report ended":       {func(s *sandbox) { s.reportCh <- reportRead{} }, false},
		"stdout":             {func(s *sandbox) { _, _ = s.stdout.Write([]byte("x")) }, false},
		"stderr":             {func(s *sandbox) { _, _ = s.stderr.Write([]byte("x")) }, false},
		"more than header":   {func(s *sandbox) { s.reportSeen.Store(header + 1); close(s.ready) }, false},
		"another header":     {func(s *sandbox) { s.reportSeen.Store(header); s.badHeader.Store(true) }, false},
		"never ready":        {func(s *sandbox) { s.t0 = time.Now().Add(-StartupTimeout - time.Second) }, false},
		"importing, in time": {func(s *sandbox) { s.t0 = time.Now().Add(-StartupTimeout / 2) }, true},
	} {
		s := fresh()
		tc.spoil(s)
		if err := s.Usable(); (err == nil) != tc.ok {
			t.Errorf("%s: Usable() = %v, want usable %v", name, err, tc.ok)
		}
	}
}

func TestReadBoundedCountsWhatItDiscards(t *testing.T) {
	var seen int64
	b, over, err := readBounded(strings.NewReader(strings.Repeat("x", 100)), 10, func(_ []byte, n int64) { seen = n })
	if err != nil || !over || len(b) != 0 || seen != 100 {
		t.Errorf("readBounded = %q, %v, %v; seen %d", b, over, err, seen)
	}
}

func TestStartupLeft(t *testing.T) {
	for _, tc := range []struct {
		ready bool
		age   time.Duration
		want  time.Duration
	}{
		{true, time.Hour, StartupTimeout}, // a pooled container, ready long ago: the timer must not win
		{true, 0, StartupTimeout},
		{false, 0, StartupTimeout},
		{false, 10 * time.Second, StartupTimeout - 10*time.Second},
		{false, StartupTimeout, time.Nanosecond},
		{false, time.Hour, time.Nanosecond},
	} {
		if got := startupLeft(tc.ready, tc.age); got != tc.want {
			t.Errorf("startupLeft(%v, %v) = %v, want %v", tc.ready, tc.age, got, tc.want)
		}
	}
}
