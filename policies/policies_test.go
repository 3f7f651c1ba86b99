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
			if err := os.WriteFile("bundle/"+f, got, 0o644); err != nil {
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

// TestOPACLI runs the opa CLI on the bundle where it is installed (on PATH, or named by
// $SLUICE_OPA): `opa test`, `opa fmt --list` and `opa check --strict` must all pass. The bundle
// directory is policies/bundle: OPA roots data.json by directory, so `opa test policies/`
// would see the data at data.bundle and is not the command to use.
func TestOPACLI(t *testing.T) {
	opa := os.Getenv("SLUICE_OPA")
	if opa == "" {
		var err error
		if opa, err = exec.LookPath("opa"); err != nil {
			t.Skip("the opa CLI is not installed; TestRegoBundle runs the same tests through OPA's tester")
		}
	}
	out, err := exec.Command(opa, "test", "bundle").CombinedOutput()
	if err != nil {
		t.Fatalf("opa test bundle: %v\n%s", err, out)
	}
	out, err = exec.Command(opa, "fmt", "--list", "bundle").CombinedOutput()
	if err != nil || len(strings.TrimSpace(string(out))) > 0 {
		t.Errorf("opa fmt --list bundle: %v\n%s", err, out)
	}
	out, err = exec.Command(opa, "check", "--strict", "bundle").CombinedOutput()
	if err != nil {
		t.Errorf("opa check --strict bundle: %v\n%s", err, out)
	}
}

// TestImportsNothingOfSluice guards the import direction: policies imports no sluice package.
func TestImportsNothingOfSluice(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go tool not on PATH")
	}
	out, err := exec.Command(goBin, "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.HasPrefix(dep, "github.com/sluice-gw/sluice/") && dep != "github.com/sluice-gw/sluice/policies" {
			t.Errorf("policies imports %s", dep)
		}
	}
}
