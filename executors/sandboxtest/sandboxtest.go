// Package sandboxtest holds the one helper through which tests that need the real sandbox
// parts (bubblewrap, Debian's Python with pandas, a writable cgroup, a Docker engine with the
// sluice images) skip on a developer laptop, and fail when CI=true.
//
// It is imported by tests only. It must not start sandboxes, install anything or change the
// host: it only looks at what is there.
package sandboxtest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// The dependencies Require knows.
const (
	// Bwrap is bubblewrap, at /usr/bin/bwrap or first on PATH.
	Bwrap = "bwrap"
	// Python is Debian's /usr/bin/python3 with pandas, numpy and matplotlib importable.
	Python = "python"
	// Cgroup is a writable memory and pids cgroup hierarchy (v1 or v2).
	Cgroup = "cgroup"
	// Docker is a Docker engine answering at DOCKER_HOST (unix:// or tcp://) or
	// unix:///var/run/docker.sock, holding an image labelled io.sluice.image=python-data-basic
	// (deploy/docker-setup.sh starts the engine, images/build.sh --offline builds the image).
	Docker = "docker"
	// Runsc is the gVisor runtime registered with that Docker engine as "runsc"
	// (deploy/docker-setup.sh --runsc).
	Runsc = "runsc"
	// Function is the function image of DockerImage in that Docker engine, labelled
	// io.sluice.function=python-data-basic (images/build-function.sh builds it, with the
	// Lambda Runtime Interface Emulator in it).
	Function = "function"
	// Haproxy is the HAProxy binary on PATH, the front of deploy/cluster.sh (deploy/cluster.sh
	// deps installs it).
	Haproxy = "haproxy"
	// Chromium is Debian's chromium on PATH, the browser of the console's tests.
	Chromium = "chromium"
)

// DockerImage is the image the Docker dependency requires, by its io.sluice.image label.
const DockerImage = "python-data-basic"

// PythonPath is the interpreter the sandbox runs; the executors default to it as well.
const PythonPath = "/usr/bin/python3"

var (
	mu     sync.Mutex
	probed = map[string]error{}
)

// Require checks that each named dependency is present: "bwrap", "python" (/usr/bin/python3
// with pandas, numpy and matplotlib importable), "cgroup" (a writable memory and pids
// cgroup, v1 or v2), "docker" (an engine with the python-data-basic image), "runsc" (that
// engine has gVisor's runsc runtime), "function" (that engine has the function image) and
// "haproxy" and "chromium" (on PATH). When one is missing it skips the test with the reason, or fails it when the
// environment variable CI is "true", so that CI never passes by skipping. An unknown name fails
// the test. Results are cached per process; Require is safe for concurrent use.
func Require(t testing.TB, deps ...string) {
	t.Helper()
	for _, d := range deps {
		if err := check(d); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("sandboxtest: %s is required when CI=true: %v", d, err)
			}
			t.Skipf("sandboxtest: skipping, %s is missing: %v", d, err)
		}
	}
}

func check(dep string) error {
	mu.Lock()
	defer mu.Unlock()
	if err, ok := probed[dep]; ok {
		return err
	}
	var err error
	switch dep {
	case Bwrap:
		err = checkBwrap()
	case Python:
		err = checkPython()
	case Cgroup:
		err = checkCgroup()
	case Docker:
		err = checkDocker()
	case Runsc:
		err = checkRunsc()
	case Function:
		err = checkFunction()
	case Haproxy:
		if _, err = exec.LookPath("haproxy"); err == nil {
			_, err = runFor(10*time.Second, "haproxy", "-v")
		}
	case Chromium:
		if _, err = exec.LookPath("chromium"); err == nil {
			_, err = runFor(30*time.Second, "chromium", "--headless", "--no-sandbox", "--version")
		}
	default:
		err = fmt.Errorf("unknown dependency %q (want %q, %q, %q, %q, %q, %q, %q or %q)", dep, Bwrap, Python, Cgroup, Docker, Runsc, Function, Haproxy, Chromium)
	}
	probed[dep] = err
	return err
}

func checkBwrap() error {
	path := "/usr/bin/bwrap"
	if _, err := os.Stat(path); err != nil {
		p, lerr := exec.LookPath("bwrap")
		if lerr != nil {
			return fmt.Errorf("bwrap not at %s nor on PATH: %w", path, lerr)
		}
		path = p
	}
	// A namespace the kernel or a seccomp profile refuses shows up here rather than in every test.
	out, err := runFor(10*time.Second, path, "--unshare-all", "--die-with-parent",
		"--ro-bind", "/", "/", "--proc", "/proc", "--dev", "/dev", "/bin/true")
	if err != nil {
		return fmt.Errorf("bwrap cannot create a sandbox: %w: %s", err, out)
	}
	return nil
}

func checkPython() error {
	if _, err := os.Stat(PythonPath); err != nil {
		return fmt.Errorf("no interpreter at %s: %w", PythonPath, err)
	}
	out, err := runFor(60*time.Second, PythonPath, "-I", "-c", "import pandas, numpy, matplotlib")
	if err != nil {
		return fmt.Errorf("%s cannot import pandas, numpy and matplotlib: %w: %s", PythonPath, err, out)
	}
	return nil
}

// checkCgroup looks for a hierarchy where this process may create a child group with memory
// and pids limits: v2 when /sys/fs/cgroup/cgroup.controllers exists, else the v1 controllers.
func checkCgroup() error {
	const root = "/sys/fs/cgroup"
	if b, err := os.ReadFile(filepath.Join(root, "cgroup.controllers")); err == nil {
		have := strings.Fields(string(b))
		for _, c := range []string{"memory", "pids"} {
			if !contains(have, c) {
				return fmt.Errorf("cgroup v2 at %s lacks the %s controller", root, c)
			}
		}
		return probeMkdir(root)
	}
	var errs []error
	for _, c := range []string{"memory", "pids"} {
		dir := filepath.Join(root, c)
		if _, err := os.Stat(filepath.Join(dir, "cgroup.procs")); err != nil {
			errs = append(errs, fmt.Errorf("no cgroup v1 %s hierarchy at %s: %w", c, dir, err))
			continue
		}
		if err := probeMkdir(dir); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// dockerGet sends GET path to the engine at DOCKER_HOST (unix:// or tcp://) or the local
// socket, with the standard library only, and returns the body of a 200 answer.
func dockerGet(path string) ([]byte, string, error) {
	host := os.Getenv("DOCKER_HOST")
	if host == "" {
		host = "unix:///var/run/docker.sock"
	}
	tr := &http.Transport{}
	base := "http://docker"
	switch {
	case strings.HasPrefix(host, "unix://"):
		sock := strings.TrimPrefix(host, "unix://")
		tr.DialContext = func(ctx context.Context, _, _ string) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, "unix", sock)
		}
	case strings.HasPrefix(host, "tcp://"):
		base = "http://" + strings.TrimPrefix(host, "tcp://")
	default:
		return nil, host, fmt.Errorf("DOCKER_HOST %q: want unix:// or tcp://", host)
	}
	defer tr.CloseIdleConnections()
	cl := &http.Client{Transport: tr, Timeout: 10 * time.Second}
	resp, err := cl.Get(base + path)
	if err != nil {
		return nil, host, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return nil, host, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, host, fmt.Errorf("GET %s: %s: %s", path, resp.Status, strings.TrimSpace(string(b)))
	}
	return b, host, nil
}

// checkDocker asks the engine for a ping and for the images labelled
// io.sluice.image=DockerImage.
func checkDocker() error {
	return checkLabelledImage("io.sluice.image", "images/build.sh --offline "+DockerImage)
}

// checkFunction is checkDocker for the function image of DockerImage.
func checkFunction() error {
	return checkLabelledImage("io.sluice.function", "images/build-function.sh "+DockerImage)
}

// checkLabelledImage asks the engine for a ping and for the images whose label is
// DockerImage; build says how to build one.
func checkLabelledImage(label, build string) error {
	if _, host, err := dockerGet("/_ping"); err != nil {
		return fmt.Errorf("no Docker engine answers at %s (run deploy/docker-setup.sh): %w", host, err)
	}
	filter := url.QueryEscape(`{"label":["` + label + `=` + DockerImage + `"]}`)
	b, host, err := dockerGet("/images/json?filters=" + filter)
	if err != nil {
		return fmt.Errorf("listing the engine's images: %w", err)
	}
	var imgs []json.RawMessage
	if err := json.Unmarshal(b, &imgs); err != nil {
		return fmt.Errorf("listing the engine's images: %w", err)
	}
	if len(imgs) == 0 {
		return fmt.Errorf("the engine at %s has no image labelled %s=%s (run %s)", host, label, DockerImage, build)
	}
	return nil
}

// checkRunsc asks the engine whether it has the runtime "runsc".
func checkRunsc() error {
	b, host, err := dockerGet("/info")
	if err != nil {
		return fmt.Errorf("no Docker engine answers at %s (run deploy/docker-setup.sh --runsc): %w", host, err)
	}
	var info struct {
		Runtimes map[string]json.RawMessage `json:"Runtimes"`
	}
	if err := json.Unmarshal(b, &info); err != nil {
		return fmt.Errorf("reading the engine's info: %w", err)
	}
	if _, ok := info.Runtimes["runsc"]; !ok {
		return fmt.Errorf("the engine at %s has no runsc runtime (run deploy/docker-setup.sh --runsc)", host)
	}
	return nil
}

func probeMkdir(dir string) error {
	p := filepath.Join(dir, fmt.Sprintf("sluice-probe-%d", os.Getpid()))
	if err := os.Mkdir(p, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
		return fmt.Errorf("cgroup %s is not writable: %w", dir, err)
	}
	if err := os.Remove(p); err != nil {
		return fmt.Errorf("cgroup probe %s: %w", p, err)
	}
	return nil
}

func runFor(d time.Duration, name string, args ...string) (string, error) {
	cmd := exec.Command(name, args...)
	var buf bytes.Buffer
	cmd.Stdout = &buf
	cmd.Stderr = &buf
	if err := cmd.Start(); err != nil {
		return "", err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		return strings.TrimSpace(buf.String()), err
	case <-time.After(d):
		_ = cmd.Process.Kill()
		<-done
		return strings.TrimSpace(buf.String()), fmt.Errorf("%s did not finish within %s", name, d)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
