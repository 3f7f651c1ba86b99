package gateway_test

import (
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// Issue 4 through the API.

// TestTwoFailuresWithdrawCodeExecution: after two failing runs run_python leaves the tool list
// and a further run is refused with BudgetExhausted and the clarify hint.
func TestTwoFailuresWithdrawCodeExecution(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, true)
	for i := range 2 {
		st, obs := e.run(keyAcme, sid, "print(df['no_such_column'])\n")
		if st != 200 || obs["error_type"] != "KeyError" {
			t.Fatalf("failing run %d: %d %v", i, st, obs)
		}
	}
	tools := toolNames(mustGet(t, e, "/v1/sessions/"+sid+"/tools"))
	if slices.Contains(tools, "run_python") || !slices.Contains(tools, "inspect_csv") {
		t.Fatalf("tools after two failures = %v", tools)
	}
	st, obs := e.run(keyAcme, sid, "print(len(df))\n")
	if st != http.StatusTooManyRequests || obs["error_type"] != "BudgetExhausted" {
		t.Fatalf("third run: %d %v", st, obs)
	}
	if hint := str(obs["retry_hint"]); !strings.Contains(hint, "clarify") || !strings.Contains(hint, "human review") {
		t.Errorf("retry_hint = %q", hint)
	}
	// Code with a syntax error is refused the same way: an agent told to stop is not told to
	// fix its syntax.
	st, obs = e.run(keyAcme, sid, "if x\n    pass\n")
	if st != http.StatusTooManyRequests || obs["error_type"] != "BudgetExhausted" {
		t.Errorf("syntax error after withdrawal: %d %v", st, obs)
	}
	// The fixed tools stay.
	if st, obs := e.do("POST", "/v1/sessions/"+sid+"/tools/inspect_csv", keyAcme, "application/json", nil); st != 200 || obs["ok"] != true {
		t.Errorf("inspect_csv after withdrawal: %d %v", st, obs)
	}
}

// TestBrokenPolicyReloadKeepsLastGood drops a policy file that does not compile into the
// watched directory: it is rejected, the old policy keeps deciding, /readyz says so.
func TestBrokenPolicyReloadKeepsLastGood(t *testing.T) {
	dir := policyCopy(t, false, nil)
	e := newEnv(t, envOpts{policyDir: dir, reload: true})
	sid := e.session(keyAcme, true)
	_, ready := e.do("GET", "/readyz", "", "", nil)
	rev := ready["checks"].(map[string]any)["policy_revision"]

	broken := filepath.Join(dir, "zz_broken.rego")
	if err := os.WriteFile(broken, []byte("package sluice.admission\n\nallow := true if {\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		_, ready = e.do("GET", "/readyz", "", "", nil)
		if strings.HasPrefix(str(ready["checks"].(map[string]any)["policies"]), "degraded") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("readyz never reported the rejected reload: %v", ready)
		}
		time.Sleep(200 * time.Millisecond)
	}
	if got := ready["checks"].(map[string]any)["policy_revision"]; got != rev {
		t.Fatalf("revision changed to %v after a broken reload", got)
	}
	if strings.Contains(str(ready["checks"]), dir) {
		t.Errorf("readyz shows a host path: %v", ready)
	}
	// Old decisions continue: allowed code still runs, refused code is still refused.
	if st, obs := e.run(keyAcme, sid, "print(df.shape)"); st != 200 || obs["ok"] != true {
		t.Fatalf("run under the last good policy: %d %v", st, obs)
	}
	if st, _ := e.run(keyAcme, sid, "import socket"); st != http.StatusForbidden {
		t.Fatalf("import socket under the last good policy: %d", st)
	}
	// Fixed: the next reload is accepted.
	if err := os.Remove(broken); err != nil {
		t.Fatal(err)
	}
	deadline = time.Now().Add(20 * time.Second)
	for {
		_, ready = e.do("GET", "/readyz", "", "", nil)
		if ready["checks"].(map[string]any)["policies"] == "ok" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("readyz still degraded after the fix: %v", ready)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// TestEvaluationErrorRefuses: a policy that fails at evaluation time (a conflict between two
// values of a complete rule, a builtin error) refuses the run; it never allows it.
func TestEvaluationErrorRefuses(t *testing.T) {
	dir := policyCopy(t, false, nil)
	faults := "package sluice.admission\n\nimport rego.v1\n\nallow := false if input.request.purpose == \"conflict\"\n\nretry_hint := to_number(\"x\") if input.request.purpose == \"eval error\"\n"
	if err := os.WriteFile(filepath.Join(dir, "zz_faults.rego"), []byte(faults), 0o644); err != nil {
		t.Fatal(err)
	}
	e := newEnv(t, envOpts{policyDir: dir})
	sid := e.session(keyAcme, true)
	for _, purpose := range []string{"conflict", "eval error"} {
		body := mustJSON(map[string]any{"code": "print(df.shape)", "purpose": purpose})
		st, obs := e.do("POST", "/v1/sessions/"+sid+"/runs", keyAcme, "application/json", body)
		if st != http.StatusForbidden || obs["ok"] != false {
			t.Fatalf("%s: %d %v", purpose, st, obs)
		}
		if code := obs["error"].(map[string]any)["code"]; code != "policy_error" {
			t.Errorf("%s: error code %v, want policy_error", purpose, code)
		}
		if str(obs["stdout_excerpt"]) != "" {
			t.Errorf("%s: the code ran", purpose)
		}
		e.run(keyAcme, sid, "print(1)") // keep the failure streak short
	}
	// The same code with an ordinary purpose runs.
	if st, obs := e.run(keyAcme, sid, "print(df.shape)"); st != 200 || obs["ok"] != true {
		t.Fatalf("%d %v", st, obs)
	}
}

// TestDecisionsEndpoint: an auditor reads the tenant's decisions of a run, hash-chained.
func TestDecisionsEndpoint(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, true)
	_, obs := e.run(keyAcme, sid, "print(1)")
	rid := obs["run_id"].(string)
	st, m := e.do("GET", "/v1/decisions?run="+rid, keyAuditor, "", nil)
	if st != 200 {
		t.Fatalf("%d %v", st, m)
	}
	var paths []string
	for _, d := range m["decisions"].([]any) {
		ev := d.(map[string]any)
		paths = append(paths, ev["path"].(string))
		if ev["hash"] == "" || ev["policy_revision"] == "" || ev["tenant"] != "acme" || ev["run_id"] != rid {
			t.Errorf("entry = %v", ev)
		}
	}
	if len(paths) < 6 {
		t.Fatalf("decisions of the run: %v", paths)
	}
	// Another tenant's auditor key would see none of them; an agent key sees nothing at all.
	if st, _ := e.do("GET", "/v1/decisions", keyAcme, "", nil); st != http.StatusForbidden {
		t.Errorf("agent key: %d", st)
	}
	if st, _ := e.do("GET", "/v1/decisions?since=yesterday", keyAuditor, "", nil); st != 422 {
		t.Errorf("bad since: %d", st)
	}
}

// TestReadyzWithoutAWorker: with no worker on the backbone /readyz is not ready and says why;
// asked with workers=optional (as a front balancing over gateways asks) it is ready, since the
// gateway still answers every request, runs with its own 503 WorkerUnavailable.
func TestReadyzWithoutAWorker(t *testing.T) {
	e := newEnv(t, envOpts{dispatcher: &cannedDispatcher{}}) // nothing subscribes as a worker
	st, ready := e.do("GET", "/readyz", "", "", nil)
	checks, _ := ready["checks"].(map[string]any)
	if st != 503 || ready["ready"] != false || checks["workers"] != float64(0) || checks["runs"] == nil {
		t.Fatalf("/readyz with no worker: %d %v", st, ready)
	}
	st, ready = e.do("GET", "/readyz?workers=optional", "", "", nil)
	checks, _ = ready["checks"].(map[string]any)
	if st != 200 || ready["ready"] != true || checks["workers"] != float64(0) || checks["runs"] == nil {
		t.Fatalf("/readyz?workers=optional with no worker: %d %v", st, ready)
	}
}
