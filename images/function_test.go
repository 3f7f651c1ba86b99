package images_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestFunctionBootstrapUnits runs the function bootstrap's own unit tests
// (function/bootstrap_test.py: the event's checks, the streams' capture, the answer's budget,
// the seccomp program against the kernel's syscall numbers) on Debian's interpreter. The
// bootstrap under the emulator is executors/function's tests.
func TestFunctionBootstrapUnits(t *testing.T) {
	const python = "/usr/bin/python3"
	if _, err := os.Stat(python); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is required when CI=true: %v", python, err)
		}
		t.Skipf("no %s: %v", python, err)
	}
	out, err := exec.Command(python, "-B", "function/bootstrap_test.py").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "\nOK") {
		t.Fatalf("bootstrap_test.py: %v\n%s", err, out)
	}
	if strings.Contains(string(out), "skipped") && os.Getenv("CI") == "true" {
		t.Errorf("bootstrap_test.py skipped tests in CI:\n%s", out)
	}
}
