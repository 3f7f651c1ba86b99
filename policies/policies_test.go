package policies

import (
	"context"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/format"
)

// minCoverage is the policy coverage the bundle's own tests must reach.
const minCoverage = 90.0

// TestRegoBundle runs every _test.rego of the embedded bundle through OPA's tester, fails on
// any failure and checks (and prints) the policy coverage.
func TestRegoBundle(t *testing.T) {
	rep, err := RunBundleTests(context.Background(), "", true)
	if err != nil {
		t.Fatalf("RunBundleTests: %v", err)
	}
	for _, f := range rep.Failures {
		t.Errorf("rego test failed: %s", f)
	}
	if rep.Passed == 0 {
		t.Fatal("no rego tests ran")
	}
	fmt.Printf("rego tests: %d passed, %d failed; policy coverage %.1f%%\n", rep.Passed, rep.Failed, rep.Coverage)
	t.Logf("rego tests: %d passed, %d failed; policy coverage %.1f%%", rep.Passed, rep.Failed, rep.Coverage)
	if rep.Coverage < minCoverage {
		t.Errorf("policy coverage %.1f%% is under %.0f%%; not covered: %s", rep.Coverage, minCoverage, strings.Join(rep.NotCovered, ", "))
	}
}

// TestRegoTestPerPolicy checks that every policy module has its _test.rego beside it.
func TestRegoTestPerPolicy(t *testing.T) {
	files, err := fs.Glob(DefaultBundle(), "*.rego")
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, f := range files {
		have[f] = true
	}
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.rego") {
			continue
		}
		n++
		if !have[strings.TrimSuffix(f, ".rego")+"_test.rego"] {
			t.Errorf("%s has no %s", f, strings.TrimSuffix(f, ".rego")+"_test.rego")
		}
	}
	if n < 7 {
		t.Errorf("found %d policy modules, want at least 7", n)
	}
}

var regoFmt = flag.Bool("rego.fmt", false, "rewrite the bundle's .rego files opa fmt clean instead of failing")

// TestRegoFormat checks that every module is `opa fmt` clean and imports rego.v1.
func TestRegoFormat(t *testing.T) {
	files, err := fs.Glob(DefaultBundle(), "*.rego")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		src, err := fs.ReadFile(DefaultBundle(), f)
		if err != nil {
			t.Fatal(err)
		}
		got, err := format.SourceWithOpts(f, src, format.Opts{RegoVersion: ast.RegoV1})
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if string(got) != string(src) && *regoFmt {
			if err := os.WriteFile(f, got, 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("formatted %s", f)
			continue
		}
		if string(got) != string(src) {
			t.Errorf("%s is not opa fmt clean; formatted:\n%s", f, got)
		}
		if !strings.Contains(string(src), "\nimport rego.v1\n") {
			t.Errorf("%s does not import rego.v1", f)
		}
	}
}

// TestOPACLI runs the opa CLI where it is installed (on PATH, or named by $SLUICE_OPA) the way
// the README tells a policy author to, from the repository root: `opa test policies/`,
// `opa fmt --list policies/` and `opa check --strict policies/` must all pass. The Go files and
// testdata beside the Rego must not get in its way (testdata holds no file OPA loads as data
// that could conflict).
func TestOPACLI(t *testing.T) {
	opa := os.Getenv("SLUICE_OPA")
	if opa == "" {
		var err error
		if opa, err = exec.LookPath("opa"); err != nil {
			t.Skip("the opa CLI is not installed; TestRegoBundle runs the same tests through OPA's tester")
		}
	}
	run := func(args ...string) (string, error) {
		cmd := exec.Command(opa, args...)
		cmd.Dir = ".."
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	out, err := run("test", "policies/", "-v")
	if err != nil {
		t.Fatalf("opa test policies/: %v\n%s", err, out)
	}
	if n := strings.Count(out, "PASS"); n < 50 {
		t.Errorf("opa test policies/ ran %d passing tests, want the whole bundle's:\n%s", n, out)
	}
	if out, err := run("fmt", "--list", "policies/"); err != nil || strings.TrimSpace(out) != "" {
		t.Errorf("opa fmt --list policies/: %v\n%s", err, out)
	}
	if out, err := run("check", "--strict", "policies/"); err != nil {
		t.Errorf("opa check --strict policies/: %v\n%s", err, out)
	}
}

// TestImportsNothingOfSluice guards the import direction: policies imports no sluice package
// but its own internal ones.
func TestImportsNothingOfSluice(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("go tool not on PATH: %v", err)
	}
	out, err := exec.Command(goBin, "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		own := dep == "github.com/sluice-gw/sluice/policies" || strings.HasPrefix(dep, "github.com/sluice-gw/sluice/policies/internal/")
		if strings.HasPrefix(dep, "github.com/sluice-gw/sluice/") && !own {
			t.Errorf("policies imports %s", dep)
		}
	}
}
