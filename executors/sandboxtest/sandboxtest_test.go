package sandboxtest

import (
	"os"
	"strings"
	"testing"
)

func TestUnknownDependencyIsAnError(t *testing.T) {
	if err := check("no-such-dep"); err == nil {
		t.Fatal("check(no-such-dep) = nil, want an error")
	}
}

// TestRequireCI runs Require against a dependency that cannot exist, in a subtest with CI set,
// and checks that it fails rather than skips.
func TestRequireCI(t *testing.T) {
	ft := &fakeTB{TB: t}
	t.Setenv("CI", "true")
	func() {
		defer func() { _ = recover() }()
		Require(ft, "no-such-dep")
	}()
	if !ft.failed || ft.skipped {
		t.Fatalf("with CI=true: failed=%v skipped=%v, want failed and not skipped", ft.failed, ft.skipped)
	}
	ft = &fakeTB{TB: t}
	t.Setenv("CI", "")
	func() {
		defer func() { _ = recover() }()
		Require(ft, "no-such-dep")
	}()
	if ft.failed || !ft.skipped {
		t.Fatalf("without CI: failed=%v skipped=%v, want skipped and not failed", ft.failed, ft.skipped)
	}
}

func TestRequireRealParts(t *testing.T) {
	// On the CI machine all three exist; elsewhere this test skips with the reason.
	Require(t, Bwrap, Python, Cgroup)
	if _, err := os.Stat(PythonPath); err != nil {
		t.Fatalf("Require passed but %s is missing: %v", PythonPath, err)
	}
}

// fakeTB records Fatalf and Skipf instead of stopping the goroutine.
type fakeTB struct {
	testing.TB
	failed, skipped bool
}

type stop struct{}

func (f *fakeTB) Helper() {}
func (f *fakeTB) Fatalf(string, ...any) {
	f.failed = true
	panic(stop{})
}
func (f *fakeTB) Skipf(string, ...any) {
	f.skipped = true
	panic(stop{})
}

func TestDockerCheckNamesWhatIsMissing(t *testing.T) {
	t.Setenv("DOCKER_HOST", "unix:///nonexistent/docker.sock")
	err := checkDocker()
	if err == nil || !strings.Contains(err.Error(), "docker-setup.sh") {
		t.Fatalf("checkDocker() with no engine = %v, want an error naming deploy/docker-setup.sh", err)
	}
	t.Setenv("DOCKER_HOST", "ssh://example")
	if err := checkDocker(); err == nil {
		t.Fatal("checkDocker() with an ssh:// host = nil, want an error")
	}
}
