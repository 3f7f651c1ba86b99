package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluice-gw/sluice/executors/sandboxtest"
)

// clusterKey is the dev tenant's key on the test cluster's gateways.
const clusterKey = "sk-test-cluster-0123456789abcdef"

// testCluster is a topology deploy/cluster.sh started for a test.
type testCluster struct {
	dir, script string
	env         []string
	base        int
}

func (c *testCluster) gateway(i int) string { return fmt.Sprintf("http://127.0.0.1:%d", c.base+i) }
func (c *testCluster) front() string        { return c.gateway(0) }
func (c *testCluster) natsURLs() string     { return c.run("urls") }
func (c *testCluster) client(url string) client {
	return client{base: url, key: clusterKey, http: &http.Client{Timeout: 2 * time.Minute}}
}

func (c *testCluster) run(args ...string) string {
	cmd := exec.Command("bash", append([]string{c.script}, args...)...)
	cmd.Env = c.env
	out, err := cmd.CombinedOutput()
	if err != nil {
		panic(fmt.Sprintf("deploy/cluster.sh %s: %v\n%s\n%s", strings.Join(args, " "), err, out, c.logs()))
	}
	return strings.TrimSpace(string(out))
}

// streamLeader asks the first NATS node's monitoring endpoint which node leads stream.
func (c *testCluster) streamLeader(t *testing.T, stream string) string {
	t.Helper()
	resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/jsz?streams=true", c.base+31))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var jsz struct {
		Accounts []struct {
			Streams []struct {
				Name    string `json:"name"`
				Cluster struct {
					Leader string `json:"leader"`
				} `json:"cluster"`
			} `json:"stream_detail"`
		} `json:"account_details"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&jsz); err != nil {
		t.Fatal(err)
	}
	for _, a := range jsz.Accounts {
		for _, s := range a.Streams {
			if s.Name == stream && s.Cluster.Leader != "" {
				return s.Cluster.Leader
			}
		}
	}
	t.Fatalf("no leader of %s in /jsz", stream)
	return ""
}

// logs is the tail of every process's log, for a failure message.
func (c *testCluster) logs() string {
	var b strings.Builder
	files, _ := filepath.Glob(filepath.Join(c.dir, "logs", "*.log"))
	for _, f := range files {
		data, _ := os.ReadFile(f)
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		fmt.Fprintf(&b, "== %s\n%s\n", filepath.Base(f), strings.Join(lines[max(0, len(lines)-20):], "\n"))
	}
	return b.String()
}

// freeBase returns a base port whose 50 ports above are free now.
func freeBase(t *testing.T) int {
	t.Helper()
	for range 50 {
		base := 20000 + rand.IntN(400)*100
		ok := true
		for p := base; p < base+50 && ok; p++ {
			l, err := net.Listen("tcp", "127.0.0.1:"+strconv.Itoa(p))
			if err != nil {
				ok = false
				continue
			}
			l.Close()
		}
		if ok {
			return base
		}
	}
	t.Fatal("no free range of 50 ports")
	return 0
}

// startCluster brings up deploy/cluster.sh's topology (three NATS nodes, two gateways, the
// given number of subprocess workers, HAProxy) in a directory of the test's, with the
// built-in policy but a budget of maxRuns runs per session for the dev tenant, and takes it
// down when the test ends.
func startCluster(t *testing.T, workers, maxRuns int) *testCluster {
	t.Helper()
	sandboxtest.Require(t, sandboxtest.Bwrap, sandboxtest.Python, sandboxtest.Cgroup, sandboxtest.Haproxy)
	dir := t.TempDir()
	pol := filepath.Join(dir, "policies")
	copyBundle(t, pol)
	var data map[string]any
	if err := json.Unmarshal([]byte(readFile(t, filepath.Join(pol, "data.json"))), &data); err != nil {
		t.Fatal(err)
	}
	data["sluice"].(map[string]any)["config"].(map[string]any)["tenants"] = map[string]any{
		"dev": map[string]any{"budget": map[string]any{"max_runs": maxRuns}},
	}
	b, _ := json.Marshal(data)
	if err := os.WriteFile(filepath.Join(pol, "data.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	script, err := filepath.Abs("../../deploy/cluster.sh")
	if err != nil {
		t.Fatal(err)
	}
	c := &testCluster{dir: filepath.Join(dir, "cluster"), script: script, base: freeBase(t)}
	c.env = append(os.Environ(),
		"SLUICE_CLUSTER_DIR="+c.dir, "SLUICE_CLUSTER_BASE="+strconv.Itoa(c.base),
		"SLUICE_CLUSTER_WORKERS="+strconv.Itoa(workers), "SLUICE_CLUSTER_POOL=1",
		"SLUICE_CLUSTER_POLICIES="+pol, "SLUICE_CLUSTER_BIN="+filepath.Join(dir, "bin"),
		"SLUICE_API_KEY="+clusterKey)
	t.Cleanup(func() { c.run("down") })
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatal(r)
			}
		}()
		t.Log(c.run("up"))
	}()
	return c
}

// TestClusterAcrossGateways (issue 14): on deploy/cluster.sh's topology, a session made on one
// gateway is used through the other and through the front; every bucket and the decision
// stream have three replicas; 50 runs at once on one session, spread over both gateways,
// admit exactly its budget of 5; `sluice replay --nats --verify` finds every gateway's chain
// intact.
func TestClusterAcrossGateways(t *testing.T) {
	c := startCluster(t, 2, 5)
	g1, g2, front := c.client(c.gateway(1)), c.client(c.gateway(2)), c.client(c.front())
	csv, err := os.ReadFile("../../deploy/examples/sales.csv")
	if err != nil {
		t.Fatal(err)
	}
	session := func(create, upload, inspect client) string {
		t.Helper()
		var sess struct {
			SessionID string `json:"session_id"`
		}
		if st, err := create.do("POST", "/v1/sessions", "application/json", []byte("{}"), &sess); err != nil || st != 201 && st != 200 {
			t.Fatalf("session: %d %v", st, err)
		}
		if st, err := upload.do("PUT", "/v1/sessions/"+sess.SessionID+"/dataset", "text/csv", csv, nil); err != nil || st >= 300 {
			t.Fatalf("dataset: %d %v", st, err)
		}
		if st, err := inspect.do("POST", "/v1/sessions/"+sess.SessionID+"/tools/inspect_csv", "application/json", []byte("{}"), nil); err != nil || st != 200 {
			t.Fatalf("inspect_csv: %d %v", st, err)
		}
		return sess.SessionID
	}
	type runAnswer struct {
		OK    bool   `json:"ok"`
		RunID string `json:"run_id"`
		Error struct {
			Code string `json:"code"`
		} `json:"error"`
		Stdout string `json:"stdout_excerpt"`
	}
	run := func(cl client, sid, code string) (int, runAnswer) {
		body, _ := json.Marshal(map[string]string{"code": code})
		var a runAnswer
		st, err := cl.do("POST", "/v1/sessions/"+sid+"/runs", "application/json", body, &a)
		if st == 0 {
			t.Errorf("run on %s: %v", cl.base, err) // no answer at all
		}
		return st, a
	}

	// One session, three entry points.
	sid := session(g1, g1, g2)
	st, a := run(front, sid, "print(df.groupby('region')['profit'].sum().round(2))")
	if st != 200 || !a.OK || !strings.Contains(a.Stdout, "profit") {
		t.Fatalf("run through the front: %d %+v", st, a)
	}
	for _, cl := range []client{g1, g2} {
		var rec map[string]any
		if st, err := cl.do("GET", "/v1/runs/"+a.RunID, "", nil, &rec); err != nil || st != 200 || rec["outcome"] != "ok" {
			t.Errorf("run record from %s: %d %v %v", cl.base, st, err, rec["outcome"])
		}
	}

	// Every bucket and the decision stream, replicated three times.
	nc, err := nats.Connect(c.natsURLs())
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	js, _ := jetstream.New(nc)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for _, name := range []string{"KV_sluice-sessions", "KV_sluice-runs", "OBJ_sluice-datasets", "OBJ_sluice-artifacts", "SLUICE_DECISIONS"} {
		s, err := js.Stream(ctx, name)
		if err != nil {
			t.Errorf("stream %s: %v", name, err)
			continue
		}
		if r := s.CachedInfo().Config.Replicas; r != 3 {
			t.Errorf("stream %s has %d replicas, want 3", name, r)
		}
	}

	// The budget across gateways: 50 at once, 5 admitted.
	sid = session(g2, g1, g1)
	var (
		wg               sync.WaitGroup
		mu               sync.Mutex
		ok, refused, odd int
	)
	for i := range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cl := g1
			if i%2 == 1 {
				cl = g2
			}
			st, a := run(cl, sid, "print(len(df))")
			mu.Lock()
			defer mu.Unlock()
			switch {
			case st == 200 && a.OK:
				ok++
			case a.Error.Code == "budget_exhausted":
				refused++
			default:
				odd++
				t.Errorf("run answered %d %+v", st, a)
			}
		}()
	}
	wg.Wait()
	t.Logf("50 runs against a budget of 5 over two gateways: %d ran, %d refused by the budget, %d otherwise", ok, refused, odd)
	if ok != 5 || refused != 45 {
		t.Errorf("%d runs ran and %d were refused by the budget, want 5 and 45", ok, refused)
	}
	var sess struct {
		Counters struct {
			Runs int `json:"runs"`
		} `json:"counters"`
	}
	if st, err := g2.do("GET", "/v1/sessions/"+sid, "", nil, &sess); err != nil || st != 200 || sess.Counters.Runs != 5 {
		t.Errorf("session counters from gateway 2: %d %v runs=%d, want 5", st, err, sess.Counters.Runs)
	}

	// The decision log of both gateways, verified as a whole.
	out, err := exec.Command(filepath.Join(filepath.Dir(c.dir), "bin", "sluice"), "replay", "--nats", c.natsURLs(), "--verify",
		"--policies", filepath.Join(filepath.Dir(c.dir), "policies")).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "chain: intact") {
		t.Errorf("sluice replay --nats --verify: %v\n%s", err, out)
	}
	t.Logf("replay: %s", strings.ReplaceAll(strings.TrimSpace(string(out)), "\n", "; "))
}

// loadTally is what a steady load saw: answers by kind, and the slowest.
type loadTally struct {
	mu                     sync.Mutex
	ok, unavailable, other int
	lost                   int // no HTTP answer at all
	slowest                time.Duration
	okRuns                 map[string]string // run id -> session id
	perSession             map[string]int    // ok runs per session
	others                 []string
}

// steadyLoad runs print(1) from clients goroutines, each in a session of its own made through
// the front, until finish is called; finish returns once every client has its last answer.
func steadyLoad(t *testing.T, c *testCluster, clients int) (tally *loadTally, finish func()) {
	t.Helper()
	csv, err := os.ReadFile("../../deploy/examples/sales.csv")
	if err != nil {
		t.Fatal(err)
	}
	front := c.client(c.front())
	tally = &loadTally{okRuns: map[string]string{}, perSession: map[string]int{}}
	stop := make(chan struct{})
	var sids []string
	for range clients {
		var sess struct {
			SessionID string `json:"session_id"`
		}
		if _, err := front.do("POST", "/v1/sessions", "application/json", []byte("{}"), &sess); err != nil {
			t.Fatal(err)
		}
		if _, err := front.do("PUT", "/v1/sessions/"+sess.SessionID+"/dataset", "text/csv", csv, nil); err != nil {
			t.Fatal(err)
		}
		if _, err := front.do("POST", "/v1/sessions/"+sess.SessionID+"/tools/inspect_csv", "application/json", []byte("{}"), nil); err != nil {
			t.Fatal(err)
		}
		sids = append(sids, sess.SessionID)
	}
	var wg sync.WaitGroup
	for _, sid := range sids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body, _ := json.Marshal(map[string]string{"code": "print(1)"})
			for {
				select {
				case <-stop:
					return
				default:
				}
				var a struct {
					OK        bool   `json:"ok"`
					RunID     string `json:"run_id"`
					RetryHint string `json:"retry_hint"`
					Error     struct {
						Code string `json:"code"`
					} `json:"error"`
				}
				start := time.Now()
				st, err := front.do("POST", "/v1/sessions/"+sid+"/runs", "application/json", body, &a)
				took := time.Since(start)
				tally.mu.Lock()
				tally.slowest = max(tally.slowest, took)
				switch {
				case st == 0:
					tally.lost++
					tally.others = append(tally.others, fmt.Sprintf("no answer after %v: %v", took, err))
				case st == 200 && a.OK:
					tally.ok++
					tally.okRuns[a.RunID] = sid
					tally.perSession[sid]++
				case st == 503 && a.Error.Code == "worker_unavailable" && a.RetryHint != "":
					tally.unavailable++
				default:
					tally.other++
					tally.others = append(tally.others, fmt.Sprintf("HTTP %d after %v: %v", st, took, err))
				}
				tally.mu.Unlock()
				if st != 200 {
					time.Sleep(200 * time.Millisecond) // as an agent told to retry in a moment
				}
			}
		}()
	}
	var once sync.Once
	finish = func() {
		once.Do(func() { close(stop) })
		wg.Wait()
	}
	t.Cleanup(finish)
	return tally, finish
}

// TestClusterSurvivesLosingANATSNode (issue 14): under a steady load through the front, one
// NATS node is SIGKILLed and later started again. Every run is answered, as ok or as a 503
// worker_unavailable with a retry hint, within its timeout and a grace; no run is counted
// twice or left reserved (each session counts exactly the runs that ran, none in flight); every
// run answered ok has its record in the replicated KV; the decision chains stay intact.
func TestClusterSurvivesLosingANATSNode(t *testing.T) {
	c := startCluster(t, 2, 100000)
	tally, finish := steadyLoad(t, c, 4)

	time.Sleep(5 * time.Second)
	// The node that leads the session bucket: its loss makes the bucket elect a new leader
	// while runs reserve and settle.
	victim := c.streamLeader(t, "KV_sluice-sessions")
	pid, err := strconv.Atoi(strings.TrimSpace(readFile(t, filepath.Join(c.dir, "pids", victim+".pid"))))
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	t.Logf("SIGKILLed %s (pid %d), the session bucket's leader", victim, pid)
	time.Sleep(8 * time.Second)
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatal(r)
			}
		}()
		c.run("up") // starts what is not running: the killed node
	}()
	t.Logf("%s started again", victim)
	time.Sleep(6 * time.Second)
	finish()
	tally.mu.Lock()
	defer tally.mu.Unlock()
	t.Logf("answered: %d ok, %d worker_unavailable, %d otherwise, %d lost; slowest answer %v",
		tally.ok, tally.unavailable, tally.other, tally.lost, tally.slowest)
	for _, o := range tally.others {
		t.Errorf("not answered as ok or worker_unavailable: %s", o)
	}
	if len(tally.others) > 0 {
		t.Logf("the processes' logs (last lines):\n%s", c.logs())
	}
	if tally.ok == 0 {
		t.Fatal("no run succeeded")
	}
	// The policy's timeout (8 s) plus the dispatch's grace, and a margin for JetStream's
	// fail-over.
	if tally.slowest > 30*time.Second {
		t.Errorf("slowest answer took %v, past a run's timeout and grace", tally.slowest)
	}
	g := c.client(c.gateway(1))
	for sid, n := range tally.perSession {
		var sess struct {
			Counters struct {
				Runs     int `json:"runs"`
				InFlight int `json:"in_flight"`
			} `json:"counters"`
		}
		if st, err := g.do("GET", "/v1/sessions/"+sid, "", nil, &sess); err != nil || st != 200 {
			t.Errorf("session %s: %d %v", sid, st, err)
			continue
		}
		if sess.Counters.Runs != n || sess.Counters.InFlight != 0 {
			t.Errorf("session %s counts %d runs, %d in flight; %d ran", sid, sess.Counters.Runs, sess.Counters.InFlight, n)
		}
	}
	missing := 0
	for rid := range tally.okRuns {
		if st, _ := g.do("GET", "/v1/runs/"+rid, "", nil, nil); st != 200 {
			missing++
		}
	}
	if missing > 0 {
		t.Errorf("%d of %d runs answered ok have no run record", missing, len(tally.okRuns))
	}
	out, err := exec.Command(filepath.Join(filepath.Dir(c.dir), "bin", "sluice"), "replay", "--nats", c.natsURLs(), "--verify",
		"--policies", filepath.Join(filepath.Dir(c.dir), "policies")).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "chain: intact") {
		t.Errorf("sluice replay --nats --verify: %v\n%s", err, out)
	}
}
