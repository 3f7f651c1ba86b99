package main

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

// TestImportDirections guards the layering of DESIGN.md: cmd → gateway → {analyzer, policies,
// executors}; executors/worker → executors/{subprocess,…} → {executors/harness, images};
// executors/harness → executors. The contract package executors imports only the standard
// library, and executors/harness (the executor↔harness wire protocol) only the contract;
// analyzer, policies and images (with images/tools, the fixed tools' catalogue the gateway
// reads) import nothing of sluice; nothing imports gateway or cmd.
func TestImportDirections(t *testing.T) {
	const mod = "github.com/sluice-gw/sluice"
	out, err := exec.Command("go", "list", "-json", mod+"/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	type pkg struct {
		ImportPath string
		Imports    []string
		Standard   bool
	}
	allowed := func(from, to string) bool {
		rel := func(p string) string { return strings.TrimPrefix(strings.TrimPrefix(p, mod), "/") }
		f, t := rel(from), rel(to)
		switch {
		case strings.HasPrefix(t, "cmd"):
			return false // nothing imports cmd
		case t == "executors/sandboxtest" && f == "executors/function/functiontest":
			return true // a test helper on a test helper: it requires Docker through sandboxtest
		case t == "internal/natstest" || t == "executors/sandboxtest" || strings.HasSuffix(t, "/statetest") || strings.HasSuffix(t, "/runtest") ||
			strings.HasSuffix(t, "/functiontest"):
			return false // test helpers: only _test files (not listed here) import them
		case t == "gateway":
			return strings.HasPrefix(f, "cmd") // only cmd wires the gateway
		case strings.HasPrefix(t, "gateway/"):
			return f == "gateway" || strings.HasPrefix(f, "gateway/") // the gateway's own internals
		case f == "executors", f == "executors/sandboxtest":
			return false
		case f == "analyzer" || strings.HasPrefix(f, "analyzer/"):
			return strings.HasPrefix(t, "analyzer/")
		case f == "policies" || strings.HasPrefix(f, "policies/"):
			return strings.HasPrefix(t, "policies/")
		case f == "images" || strings.HasPrefix(f, "images/"):
			return false // manifests, harness.py, the tool templates and their catalogue (images/tools); the protocol is executors/harness
		case f == "executors/harness":
			return t == "executors"
		case strings.HasPrefix(f, "executors/"):
			return strings.HasPrefix(t, "executors") || t == "images"
		}
		return true
	}
	n := 0
	for dec.More() {
		var p pkg
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		n++
		for _, imp := range p.Imports {
			if p.ImportPath == mod+"/executors" && strings.Contains(strings.Split(imp, "/")[0], ".") {
				t.Errorf("the contract package executors imports %s; it may import only the standard library", imp)
			}
			if !strings.HasPrefix(imp, mod) {
				continue
			}
			if !allowed(p.ImportPath, imp) {
				t.Errorf("%s imports %s, against the layering", p.ImportPath, imp)
			}
		}
	}
	if n < 8 {
		t.Fatalf("go list saw only %d packages", n)
	}
}

// TestNoConflictMarkers: a merge that left its conflict markers in a tracked file (it happened
// once, in the README) fails here rather than in a reader's eyes.
func TestNoConflictMarkers(t *testing.T) {
	out, err := exec.Command("git", "-C", "../..", "grep", "-n", "-I", "-E", "^(<<<<<<<|>>>>>>>) ").Output()
	if len(out) > 0 {
		t.Fatalf("conflict markers left by a merge:\n%s", out)
	}
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		t.Fatalf("git grep: %v", err) // 1 is "no match"; anything else is a failure to look
	}
}
