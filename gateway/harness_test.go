package gateway_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/container"
	"github.com/sluice-gw/sluice/executors/dispatch"
	"github.com/sluice-gw/sluice/executors/sandboxtest"
	"github.com/sluice-gw/sluice/executors/subprocess"
	"github.com/sluice-gw/sluice/executors/worker"
	"github.com/sluice-gw/sluice/gateway"
	"github.com/sluice-gw/sluice/gateway/run/runtest"
	"github.com/sluice-gw/sluice/internal/natstest"
	"github.com/sluice-gw/sluice/policies"
)

// Keys of the test tenants.
const (
	keyAcme    = "sk-test-acme-0123456789abcdef"
	keyAuditor = "sk-test-acme-auditor-0123456789"
	keyOther   = "sk-test-other-0123456789abcdef"
)

// env is a whole sluice in one test process: an embedded NATS server with JetStream, the real
// policy engine, a worker with the real bubblewrap executor, and the gateway behind httptest.
type env struct {
	t    testing.TB
	url  string
	nc   *nats.Conn
	dlog *policies.DecisionLog
	// logPath is the decision log's JSONL file (the stream is SLUICE_DECISIONS on nc).
	logPath string
	// pool reports the worker's executor's warm pool, when it has one.
	pool executors.PoolReporter
}

type envOpts struct {
	policyDir string // "" = built-in bundle
	noWorker  bool
	reload    bool   // watch policyDir and reload it, as `sluice serve` does
	executor  string // "subprocess" (default) or "container"
	// pool is the executor's warm-pool size (0: every run starts cold).
	pool int
	// logDir holds the decision log's JSONL file; "" is a temporary directory of the test.
	logDir string
	// dispatcher replaces the NATS dispatch client (and the worker) when set: benchmarks of
	// the gateway's own path hand in a fake that answers at once.
	dispatcher interface {
		Dispatch(ctx context.Context, executor string, job executors.Job) (executors.Result, error)
	}
}

func newEnv(t testing.TB, o envOpts) *env {
	t.Helper()
	if testing.Short() {
		// The tier is chosen, not degraded: -short is the fast tier (fast_test.go), which
		// covers the pipeline on the in-memory state; without it, CI runs this real tier.
		t.Skip("the real tier (NATS, the sandbox): not with -short")
	}
	if o.dispatcher != nil {
		o.noWorker = true
	}
	if !o.noWorker {
		sandboxtest.Require(t, "bwrap", "python")
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	ns := natstest.Server(t)
	nc, err := nats.Connect(ns.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)

	var (
		current func() *policies.Engine
		status  func() policies.Status
	)
	if o.reload {
		m, err := policies.NewManager(ctx, o.policyDir, testLogger(t))
		if err != nil {
			t.Fatalf("policies: %v", err)
		}
		watched := make(chan struct{})
		go func() {
			defer close(watched)
			_ = m.WatchEvery(ctx, 200*time.Millisecond)
		}()
		// Stop the watcher before the test ends: a reload it is in the middle of must not log
		// after the test.
		t.Cleanup(func() {
			cancel()
			<-watched
		})
		current, status = m.Current, m.Status
	} else {
		eng, err := policies.Load(ctx, o.policyDir)
		if err != nil {
			t.Fatalf("policies: %v", err)
		}
		current = func() *policies.Engine { return eng }
	}
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	jsSink, err := policies.NewJetStreamSink(ctx, js, policies.StreamOptions{}, 0)
	if err != nil {
		t.Fatalf("decision stream: %v", err)
	}
	if o.logDir == "" {
		o.logDir = t.TempDir()
	}
	logPath := filepath.Join(o.logDir, "decisions.jsonl")
	fileSink, err := policies.OpenJSONL(logPath)
	if err != nil {
		t.Fatalf("decision file: %v", err)
	}
	t.Cleanup(func() { fileSink.Close() })
	dlog := policies.NewDecisionLog("", jsSink, fileSink)

	if o.executor == "" {
		o.executor = "subprocess"
	}
	var pool executors.PoolReporter
	if !o.noWorker {
		var ex executors.Executor
		switch o.executor {
		case "container":
			sandboxtest.Require(t, sandboxtest.Docker)
			c, err := container.New(container.Config{Pool: executors.PoolConfig{Size: o.pool}, Logger: testLogger(t)})
			if err != nil {
				t.Fatal(err)
			}
			ex = c
		default:
			sp, err := subprocess.New(subprocess.Config{Pool: executors.PoolConfig{Size: o.pool}})
			if err != nil {
				t.Fatal(err)
			}
			ex = sp
		}
		pool, _ = ex.(executors.PoolReporter)
		w, err := worker.Start(ctx, nc, worker.Config{Executors: map[string]executors.Executor{o.executor: ex}, Slots: 2, Logger: testLogger(t)})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { w.Stop() })
	}

	client, err := dispatch.New(nc, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })
	var disp interface {
		Dispatch(ctx context.Context, executor string, job executors.Job) (executors.Result, error)
	} = client
	if o.dispatcher != nil {
		disp = o.dispatcher
	}

	imgs := runtest.Images(t)
	gw, err := gateway.New(ctx, gateway.Options{
		Config: gateway.Config{Tenants: []gateway.TenantConfig{
			{ID: "acme", Keys: []gateway.KeyConfig{{Key: keyAcme}, {Key: keyAuditor, Role: gateway.RoleAuditor}}},
			{ID: "other", Keys: []gateway.KeyConfig{{Key: keyOther}}},
		}},
		NATS:         nc,
		Policies:     current,
		PolicyStatus: status,
		DecisionLog:  dlog,
		Dispatcher:   disp,
		Executors:    []string{o.executor},
		Images:       imgs,
		Logger:       testLogger(t),
	})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(gw.Handler())
	t.Cleanup(srv.Close)
	return &env{t: t, url: srv.URL, nc: nc, dlog: dlog, logPath: logPath, pool: pool}
}

// do sends a request and decodes the JSON answer into a map.
func (e *env) do(method, path, key, ctype string, body []byte) (int, map[string]any) {
	e.t.Helper()
	status, raw := e.raw(method, path, key, ctype, body)
	var m map[string]any
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &m); err != nil {
			e.t.Fatalf("%s %s: answer is not JSON (%v): %.300s", method, path, err, raw)
		}
	}
	return status, m
}

func (e *env) raw(method, path, key, ctype string, body []byte) (int, []byte) {
	e.t.Helper()
	req, err := http.NewRequest(method, e.url+path, bytes.NewReader(body))
	if err != nil {
		e.t.Fatal(err)
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		e.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		e.t.Fatal(err)
	}
	return resp.StatusCode, b
}

// session creates a session with the sample dataset; inspect says whether to call inspect_csv.
func (e *env) session(key string, inspect bool) string {
	e.t.Helper()
	return e.sessionWith(key, "testdata/sales.csv", inspect)
}

// sessionWith creates a session with the dataset at path.
func (e *env) sessionWith(key, path string, inspect bool) string {
	e.t.Helper()
	st, m := e.do("POST", "/v1/sessions", key, "application/json", nil)
	if st != http.StatusCreated {
		e.t.Fatalf("create session: %d %v", st, m)
	}
	sid := m["session_id"].(string)
	csv, err := os.ReadFile(path)
	if err != nil {
		e.t.Fatal(err)
	}
	if st, m := e.do("PUT", "/v1/sessions/"+sid+"/dataset", key, "text/csv", csv); st != 200 {
		e.t.Fatalf("upload: %d %v", st, m)
	}
	if inspect {
		if st, m := e.do("POST", "/v1/sessions/"+sid+"/tools/inspect_csv", key, "application/json", nil); st != 200 || m["ok"] != true {
			e.t.Fatalf("inspect_csv: %d %v", st, m)
		}
	}
	return sid
}

// run posts code and returns the status and the observation.
func (e *env) run(key, sid, code string) (int, map[string]any) {
	e.t.Helper()
	body, _ := json.Marshal(map[string]any{"code": code, "purpose": "test"})
	return e.do("POST", "/v1/sessions/"+sid+"/runs", key, "application/json", body)
}

// policyCopy writes a copy of the built-in bundle to a directory, with edit applied to its
// data.json document; permissive replaces the admission policy (admission*.rego, its code and
// tool rules and their tests) by one that allows everything:
// the "policy missed it" case, where only the sandbox stands between the code and the host.
func policyCopy(t testing.TB, permissive bool, edit func(cfg map[string]any)) string {
	t.Helper()
	dir := runtest.PolicyCopy(t, edit)
	if permissive {
		admission := "package sluice.admission\n\nimport rego.v1\n\ndefault allow := true\n\nviolations := set()\n\nretry_hint := \"\"\n"
		// The tool rules and every test of admission go with it.
		for _, f := range []string{"admission_test.rego", "admission_tools.rego", "admission_tools_test.rego"} {
			if err := os.Remove(filepath.Join(dir, f)); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.WriteFile(filepath.Join(dir, "admission.rego"), []byte(admission), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// testLogger sends logs to t.Log, so that a failing test shows what the gateway and worker saw.
func testLogger(t testing.TB) hclog.Logger {
	return hclog.New(&hclog.LoggerOptions{Name: "test", Level: hclog.Info, Output: tWriter{t}})
}

type tWriter struct{ t testing.TB }

func (w tWriter) Write(p []byte) (int, error) {
	w.t.Helper()
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}
