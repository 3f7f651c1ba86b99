package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors/dispatch"
	"github.com/sluice-gw/sluice/executors/sandboxtest"
)

// TestWorkerKilledMidRun (issue 6): a gateway with no worker of its own, a container worker
// joined over NATS, SIGKILLed during a run. The agent gets a WorkerUnavailable observation, not a
// hang, and the next worker start leaves no container of the dead one behind.
func TestWorkerKilledMidRun(t *testing.T) {
	sandboxtest.Require(t, sandboxtest.Docker)
	bin := buildSluice(t)
	work := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()

	natsAddr := freeAddr(t)
	serve := exec.CommandContext(ctx, bin, "serve", "--addr", "127.0.0.1:0", "--nats-listen", natsAddr, "--no-worker", "--executor", "container", "--data", filepath.Join(work, "data"))
	serve.Dir = work
	serve.Env = append(os.Environ(), "SLUICE_API_KEY=sk-test-kill-0123456789abcdef")
	url := startAndWaitFor(t, serve, servingRE)
	defer stop(serve)

	worker := func() *exec.Cmd {
		// No pool: the run must get a container of its own, labelled with its run id, for
		// the test to kill the worker mid-run (a pooled container was created before its run
		// and carries no run id). Pooled containers of a killed worker are the container
		// package's TestKilledWorkerLeavesNothingAfterNextStart.
		w := exec.CommandContext(ctx, bin, "worker", "--nats", "nats://"+natsAddr, "--executor", "container", "--pool-size", "0")
		startAndWaitFor(t, w, regexpServing)
		return w
	}
	w1 := worker()

	c := client{base: url, key: "sk-test-kill-0123456789abcdef", http: &http.Client{Timeout: 3 * time.Minute}}
	var sess struct {
		SessionID string `json:"session_id"`
	}
	if _, err := c.do("POST", "/v1/sessions", "application/json", []byte("{}"), &sess); err != nil {
		t.Fatal(err)
	}
	csv, _ := os.ReadFile("../../deploy/examples/sales.csv")
	if _, err := c.do("PUT", "/v1/sessions/"+sess.SessionID+"/dataset", "text/csv", csv, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := c.do("POST", "/v1/sessions/"+sess.SessionID+"/tools/inspect_csv", "application/json", []byte("{}"), nil); err != nil {
		t.Fatal(err)
	}

	type answer struct {
		status int
		obs    map[string]any
		took   time.Duration
	}
	done := make(chan answer, 1)
	go func() {
		start := time.Now()
		body, _ := json.Marshal(map[string]string{"code": "import time\ntime.sleep(6)\nprint('finished')\n"})
		var raw json.RawMessage
		st, _ := c.do("POST", "/v1/sessions/"+sess.SessionID+"/runs", "application/json", body, &raw)
		var obs map[string]any
		_ = json.Unmarshal(raw, &obs)
		done <- answer{st, obs, time.Since(start)}
	}()

	// Wait until the run's container exists, then kill the worker as a crash would. Other
	// packages' tests run containers at the same time (go test ./... runs packages in
	// parallel): only the containers this worker process owns count.
	// On a loaded host the container may take a while to appear; should the run answer first,
	// the test says what it answered.
	var runContainers []string
	deadline := time.Now().Add(3 * time.Minute)
	for len(runContainers) == 0 {
		select {
		case a := <-done:
			t.Fatalf("the run answered before its container was seen: %d %v after %v", a.status, a.obs, a.took)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatal("no run container of the worker within 3 minutes")
		}
		var err error
		if runContainers, err = containersOwnedBy(w1.Process.Pid); err != nil {
			t.Fatal(err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err := w1.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	killed := time.Now()
	_ = w1.Wait()

	a := <-done
	if a.status != http.StatusServiceUnavailable || a.obs["error_type"] != "WorkerUnavailable" {
		t.Fatalf("after the worker died: %d %v", a.status, a.obs)
	}
	// Not a wait for the run's deadline (its 8 s limit plus the dispatch grace): the worker's
	// silence tells the gateway it is gone.
	if after := time.Since(killed); after > 8*time.Second {
		t.Errorf("the agent was answered %v after the worker died (%v in all), not once it fell silent (%v)", after, a.took, dispatch.Silence)
	}

	// The next worker start reaps what the dead one left.
	w2 := worker()
	defer stop(w2)
	left, err := containersOwnedBy(w1.Process.Pid)
	if err != nil {
		t.Fatal(err)
	}
	if len(left) > 0 {
		t.Fatalf("containers of the killed worker (%v) left behind after the next worker start: %v", runContainers, left)
	}
}

// containersOwnedBy lists the run containers (running or not) whose owner label names the
// process pid on this host: <host>/<pid>/<start>/<instance>.
func containersOwnedBy(pid int) ([]string, error) {
	out, err := exec.Command("docker", "ps", "-a", "--filter", "label=io.sluice.run",
		"--format", `{{.ID}} {{.Label "io.sluice.owner"}}`).Output()
	if err != nil {
		return nil, fmt.Errorf("docker ps: %w", err)
	}
	host, _ := os.Hostname()
	prefix := fmt.Sprintf("%s/%d/", host, pid)
	var ids []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		id, label, ok := strings.Cut(line, " ")
		if ok && strings.HasPrefix(label, prefix) {
			ids = append(ids, id)
		}
	}
	return ids, nil
}

var regexpServing = servingWorkerRE

// startAndWaitFor starts cmd and waits until a line of its stderr matches re; it returns the
// first submatch (or the line).
func startAndWaitFor(t *testing.T, cmd *exec.Cmd, re interface{ FindStringSubmatch(string) []string }) string {
	t.Helper()
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	found := make(chan string, 1)
	var logs syncBuffer
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			logs.WriteString(sc.Text() + "\n")
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				v := m[0]
				if len(m) > 1 {
					v = m[1]
				}
				select {
				case found <- v:
				default:
				}
			}
		}
	}()
	select {
	case v := <-found:
		return v
	case <-time.After(90 * time.Second):
		t.Fatalf("%s did not start:\n%s", cmd.Args[1], logs.String())
	}
	return ""
}

func stop(cmd *exec.Cmd) {
	_ = cmd.Process.Signal(syscall.SIGTERM)
	_ = cmd.Wait()
}

func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}
