package analyzer

import (
	"os"
	"regexp"
	"testing"
)

// TestHarnessModules holds harnessModules to the globals images/harness.py gives the code: every
// name it binds to a module must be one the walk resolves, to the same module.
func TestHarnessModules(t *testing.T) {
	src, err := os.ReadFile("../images/harness.py")
	if err != nil {
		t.Fatal(err)
	}
	g := regexp.MustCompile(`(?s)\n(\s*)g = \{\n(.*?)\n\s*\}`).FindSubmatch(src)
	if g == nil {
		t.Fatal("harness.py: no `g = {…}` of the code's globals")
	}
	// The modules the harness imports under each name it binds.
	imports := map[string]string{}
	for _, m := range regexp.MustCompile(`import ([a-z.]+) as ([a-z]+)\n`).FindAllSubmatch(src, -1) {
		imports[string(m[2])] = string(m[1])
	}
	seen := 0
	for _, m := range regexp.MustCompile(`"([A-Za-z_]+)": ([A-Za-z_]+),`).FindAllSubmatch(g[2], -1) {
		name, value := string(m[1]), string(m[2])
		mod, isModule := imports[value]
		switch {
		case name == "__name__" || name == "__builtins__" || name == "df" || name == "out_dir":
			continue // not modules; df and out_dir have provenances of their own
		case !isModule:
			t.Errorf("harness global %q = %s: not a module import the test knows; teach the analyzer what it is", name, value)
		case harnessModules[name] != mod:
			t.Errorf("harness global %q is %s; the analyzer resolves it to %q", name, mod, harnessModules[name])
		default:
			seen++
		}
	}
	if seen != len(harnessModules) {
		t.Errorf("the harness binds %d of the %d names the analyzer resolves to modules", seen, len(harnessModules))
	}
}
