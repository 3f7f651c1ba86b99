package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors/sandboxtest"
	"github.com/sluice-gw/sluice/policies"
)

// buildSluice compiles the binary once per test run.
func buildSluice(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "sluice")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("go build: %v", err)
	}
	return bin
}

var (
	servingRE       = regexp.MustCompile(`sluice is serving: addr=(http://127\.0\.0\.1:\d+)`)
	servingWorkerRE = regexp.MustCompile(`worker: serving: subjects=`)
)

// TestServeAndRun starts `sluice serve` as a newcomer would (no flags but a private data
// directory and free ports), then runs the example with `sluice run`, and checks the dev key,
// the observation, readiness, the decision log and `sluice replay --verify` on it.
func TestServeAndRun(t *testing.T) {
	sandboxtest.Require(t, "bwrap", "python")
	bin := buildSluice(t)
	work := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	serve := exec.CommandContext(ctx, bin, "serve", "--addr", "127.0.0.1:0", "--nats-listen", "", "--data", filepath.Join(work, "data"))
	serve.Dir = work
	serve.Env = append(os.Environ(), "SLUICE_API_KEY=")
	stderr, err := serve.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		_ = serve.Process.Signal(syscall.SIGTERM)
		_ = serve.Wait()
	}()
	urlc := make(chan string, 1)
	var logs syncBuffer
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			line := sc.Text()
			logs.WriteString(line + "\n")
			if m := servingRE.FindStringSubmatch(line); m != nil {
				urlc <- m[1]
			}
		}
	}()
	var url string
	select {
	case url = <-urlc:
	case <-time.After(60 * time.Second):
		t.Fatalf("sluice serve did not start:\n%s", logs.String())
	}

	if _, err := os.ReadFile(filepath.Join(work, "data", "dev-api-key")); err != nil {
		t.Fatalf("the generated dev key was not kept: %v", err)
	}
	if info, _ := os.Stat(filepath.Join(work, "data", "dev-api-key")); info.Mode().Perm() != 0o600 {
		t.Errorf("dev key mode = %v, want 0600", info.Mode().Perm())
	}

	// Ready: policies loaded, NATS up, a worker present.
	checkFor(t, 30*time.Second, func() error {
		resp, err := http.Get(url + "/readyz")
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		if resp.StatusCode != 200 {
			b, _ := io.ReadAll(resp.Body)
			return &textErr{string(b)}
		}
		return nil
	})

	root, _ := filepath.Abs("../..")
	run := exec.CommandContext(ctx, bin, "run", filepath.Join(root, "deploy/examples/margin.py"), "--csv", filepath.Join(root, "deploy/examples/sales.csv"), "--url", url)
	run.Dir = work // finds ./data/dev-api-key
	out, err := run.Output()
	if err != nil {
		t.Fatalf("sluice run: %v\n%s\n%s", err, out, logs.String())
	}
	var obs map[string]any
	if err := json.Unmarshal(out, &obs); err != nil {
		t.Fatalf("sluice run printed no observation: %v\n%s", err, out)
	}
	if obs["ok"] != true || !strings.Contains(obs["stdout_excerpt"].(string), "华东") || !strings.Contains(obs["stdout_excerpt"].(string), "margin") {
		t.Fatalf("observation = %v", obs)
	}

	// A wrong key is refused by the client with the server's message.
	bad := exec.CommandContext(ctx, bin, "run", filepath.Join(root, "deploy/examples/margin.py"), "--csv", filepath.Join(root, "deploy/examples/sales.csv"), "--url", url, "--key", "sk-wrong-wrong-wrong-wrong")
	if b, err := bad.CombinedOutput(); err == nil || !strings.Contains(string(b), "401") {
		t.Errorf("a wrong key: err %v, output %s", err, b)
	}

	// The decision log on disk verifies and replays unchanged against the same policy.
	replay := exec.CommandContext(ctx, bin, "replay", "--log", filepath.Join(work, "data", "decisions.jsonl"), "--verify", "--json")
	rout, err := replay.Output()
	if err != nil {
		t.Fatalf("sluice replay: %v\n%s", err, rout)
	}
	var rep struct {
		Entries int
		Verify  struct{ OK bool }
		Replay  struct {
			Unchanged int
			Changed   []any
		}
	}
	if err := json.Unmarshal(rout, &rep); err != nil {
		t.Fatalf("replay output: %v\n%s", err, rout)
	}
	if rep.Entries < 6 || !rep.Verify.OK || rep.Replay.Unchanged != rep.Entries || len(rep.Replay.Changed) != 0 {
		t.Fatalf("replay = %+v", rep)
	}

	// Edit the policy: the dev tenant's budget shrinks to 3 runs. Replaying the log against it
	// lists the budget decisions that come out differently, old vs new.
	edited := t.TempDir()
	copyBundle(t, edited)
	dataPath := filepath.Join(edited, "data.json")
	raw, err := os.ReadFile(dataPath)
	if err != nil {
		t.Fatal(err)
	}
	raw = []byte(strings.Replace(string(raw), `"tenants": {}`, `"tenants": {"dev": {"budget": {"max_runs": 3}}}`, 1))
	if err := os.WriteFile(dataPath, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	changed := exec.CommandContext(ctx, bin, "replay", "--log", filepath.Join(work, "data", "decisions.jsonl"), "--policies", edited)
	cout, err := changed.Output()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		t.Fatalf("replay against an edited policy: %v\n%s", err, cout)
	}
	if !strings.Contains(string(cout), "changed  ") || !strings.Contains(string(cout), "sluice/budget") || !strings.Contains(string(cout), "runs_left") {
		t.Fatalf("replay did not list the changed budget decisions:\n%s", cout)
	}

	// Flip one byte of one entry: --verify names it.
	lines := strings.Split(strings.TrimSpace(readFile(t, filepath.Join(work, "data", "decisions.jsonl"))), "\n")
	if len(lines) < 4 {
		t.Fatalf("only %d log lines", len(lines))
	}
	var victim struct {
		Seq        uint64 `json:"seq"`
		DecisionID string `json:"decision_id"`
	}
	if err := json.Unmarshal([]byte(lines[3]), &victim); err != nil {
		t.Fatal(err)
	}
	i := strings.Index(lines[3], `"path":"sluice/`) + len(`"path":"sluice/`)
	b := []byte(lines[3])
	b[i] ^= 0x01 // "budget" → "cudget" and the like: still JSON, no longer what was hashed
	lines[3] = string(b)
	tampered := filepath.Join(t.TempDir(), "tampered.jsonl")
	if err := os.WriteFile(tampered, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	verify := exec.CommandContext(ctx, bin, "replay", "--log", tampered, "--verify")
	vout, err := verify.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
		t.Fatalf("--verify of a tampered log: %v\n%s", err, vout)
	}
	if !strings.Contains(string(vout), victim.DecisionID) {
		t.Fatalf("--verify did not name decision %s (seq %d):\n%s", victim.DecisionID, victim.Seq, vout)
	}

	if strings.Contains(logs.String(), "[ERROR]") {
		t.Errorf("the server logged errors:\n%s", logs.String())
	}
}

type textErr struct{ s string }

func (e *textErr) Error() string { return e.s }

// checkFor polls f until it returns nil or d passes.
func checkFor(t *testing.T, d time.Duration, f func() error) {
	t.Helper()
	deadline := time.Now().Add(d)
	var err error
	for time.Now().Before(deadline) {
		if err = f(); err == nil {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("condition not met within %v: %v", d, err)
}

// copyBundle writes the built-in policy bundle into dir.
func copyBundle(t *testing.T, dir string) {
	t.Helper()
	err := fs.WalkDir(policies.DefaultBundle(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(policies.DefaultBundle(), p)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(p)), 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, p), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// syncBuffer is a strings.Builder that a reading goroutine and the test may share.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) WriteString(v string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.b.WriteString(v)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
