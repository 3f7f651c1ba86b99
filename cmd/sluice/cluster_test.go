package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
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

// dumpGateways has every gateway still running print its goroutines (SIGQUIT: Go's runtime
// writes them to the gateway's log and exits) and logs those that are in sluice's own code
// and not an idle server loop: where a request that was never answered waits.
func (c *testCluster) dumpGateways(t *testing.T) {
	t.Helper()
	for i := 1; i <= 2; i++ {
		name := "gateway-" + strconv.Itoa(i)
		pid := c.pid(t, name)
		if syscall.Kill(pid, syscall.SIGQUIT) != nil {
			continue
		}
		for deadline := time.Now().Add(10 * time.Second); syscall.Kill(pid, 0) == nil && time.Now().Before(deadline); {
			time.Sleep(50 * time.Millisecond)
		}
		data, _ := os.ReadFile(filepath.Join(c.dir, "logs", name+".log"))
		var waiting []string
		for _, g := range strings.Split(string(data), "\n\n") {
			if strings.HasPrefix(g, "goroutine ") && strings.Contains(g, "sluice-gw/sluice/gateway") &&
				!strings.Contains(g, "\nnet/http.(*Server).Serve(") { // a frame, not "created by"
				waiting = append(waiting, g)
			}
		}
		t.Logf("%s's goroutines in sluice's code (%d):\n%s", name, len(waiting), strings.Join(waiting, "\n\n"))
	}
}

// freeBase returns a base port whose 50 ports above are free now.
func freeBase(t *testing.T) int {
	t.Helper()
	for range 50 {
		// Below Linux's ephemeral range (32768 and up by default): a port there that is free
		// now may be taken a moment later by an outgoing connection (a NATS route's, a client's).
		base := 20000 + rand.IntN(127)*100
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
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("the cluster's logs (last lines of each):\n%s", c.logs())
		}
		c.run("down")
	})
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

	// An artifact made through gateway 1 is served by gateway 2 (the replicated object store).
	st, a = run(g1, sid, "df.groupby('region')['profit'].sum().to_csv(f'{out_dir}/by_region.csv')\nprint('saved')")
	if st != 200 || !a.OK {
		t.Fatalf("a run that saves an artifact, through gateway 1: %d %+v", st, a)
	}
	var art json.RawMessage
	if st, err := g2.do("GET", "/v1/runs/"+a.RunID+"/artifacts/by_region.csv", "", nil, &art); err != nil || st != 200 || !strings.Contains(string(art), "region,profit") {
		t.Errorf("the artifact through gateway 2: %d %v %.200q", st, err, art)
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
	out, err := c.replayVerify(t)
	if err != nil || !strings.Contains(string(out), "chains: intact") {
		t.Errorf("sluice replay --nats --verify: %v\n%s", err, out)
	}
	// Each gateway's chain is named after it (serve --name).
	for _, g := range []string{"chain gateway-1/", "chain gateway-2/"} {
		if !strings.Contains(string(out), g) {
			t.Errorf("sluice replay names no %q...: %s", g, out)
		}
	}
	t.Logf("replay: %s", strings.ReplaceAll(strings.TrimSpace(string(out)), "\n", "; "))

	// The README's walkthrough, as written, against the front: only its key and URL differ.
	walkthroughAgainst(t, c.front())
}

// walkthroughAgainst runs the curl walkthrough of the README with bash against api (its
// KEY and API lines changed, the chart saved in a temporary directory) and checks what each
// step promises.
func walkthroughAgainst(t *testing.T, api string) {
	t.Helper()
	readme := readFile(t, "../../README.md")
	start := strings.Index(readme, "## Walkthrough with curl")
	if start < 0 {
		t.Fatal("README: no walkthrough section")
	}
	_, body, ok := strings.Cut(readme[start:], "```sh\n")
	if ok {
		body, _, ok = strings.Cut(body, "```")
	}
	if !ok {
		t.Fatal("README: the walkthrough has no sh block")
	}
	body, ok1 := strings.CutPrefix(body, "KEY=$(cat data/dev-api-key)\nAPI=http://127.0.0.1:8080\n")
	if !ok1 {
		t.Fatalf("README: the walkthrough no longer starts with its KEY and API lines:\n%.200s", body)
	}
	dir := t.TempDir()
	script := "set -e\nKEY=" + clusterKey + "\nAPI=" + api + "\n" +
		strings.ReplaceAll(strings.ReplaceAll(body, "-o margin.png", "-o "+filepath.Join(dir, "margin.png")), "\ncurl", "\necho\ncurl")
	cmd := exec.Command("bash", "-c", script)
	cmd.Dir = "../.."
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the README's walkthrough: %v\n%s", err, out)
	}
	for _, want := range []string{`"dataset_id"`, `"columns"`, `"function"`, `"stdout_excerpt":"region`,
		`"error_type":"KeyError"`, `"error_type":"PolicyViolation"`, `"error_type":"BudgetExhausted"`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the README's walkthrough printed no %s:\n%s", want, out)
		}
	}
	if png, err := os.ReadFile(filepath.Join(dir, "margin.png")); err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Errorf("the walkthrough's chart: %v, %.40q", err, png)
	}
}

// loadTally is what a steady load saw: answers by kind, and the slowest.
type loadTally struct {
	mu                     sync.Mutex
	ok, unavailable, other int
	lost                   int // no HTTP answer at all
	// cut counts requests that a gateway's death ended: answered 5xx by the front, not by a
	// gateway (no JSON error), or closed by the front with no answer.
	cut        int
	slowest    time.Duration
	okRuns     map[string]string // run id -> session id
	perSession map[string]int    // ok runs per session
	cutOn      map[string]int    // cut requests per session
	lostOn     map[string]int    // requests with no answer per session
	others     []string
}

// steadyLoad runs codes[i] from client i, each in a session of its own made through the
// front, over and over until finish is called; finish returns once every client has its last
// answer.
func steadyLoad(t *testing.T, c *testCluster, codes ...string) (tally *loadTally, finish func()) {
	t.Helper()
	csv, err := os.ReadFile("../../deploy/examples/sales.csv")
	if err != nil {
		t.Fatal(err)
	}
	front := c.client(c.front())
	tally = &loadTally{okRuns: map[string]string{}, perSession: map[string]int{}, cutOn: map[string]int{}, lostOn: map[string]int{}}
	stop := make(chan struct{})
	var sids []string
	for range codes {
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
	for i, sid := range sids {
		body, _ := json.Marshal(map[string]string{"code": codes[i]})
		wg.Go(func() {
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
					tally.lostOn[sid]++
					tally.others = append(tally.others, fmt.Sprintf("no answer after %v: %v", took, err))
				case st == 200 && a.OK:
					tally.ok++
					tally.okRuns[a.RunID] = sid
					tally.perSession[sid]++
				case st == 503 && (a.Error.Code == "worker_unavailable" || a.Error.Code == "unavailable") && a.RetryHint != "":
					tally.unavailable++
				case st >= 500 && a.Error.Code == "" && a.RunID == "":
					tally.cut++
					tally.cutOn[sid]++
				default:
					tally.other++
					tally.others = append(tally.others, fmt.Sprintf("HTTP %d after %v: %v", st, took, err))
				}
				tally.mu.Unlock()
				if st != 200 {
					time.Sleep(200 * time.Millisecond) // as an agent told to retry in a moment
				}
			}
		})
	}
	var once sync.Once
	finish = func() {
		once.Do(func() { close(stop) })
		wg.Wait()
	}
	t.Cleanup(finish)
	return tally, finish
}

// check is what every chaos test asserts of a finished load: every run answered as ok or as a
// 503 worker_unavailable with a retry hint, none past slowest (when gatewayDied, a request the
// dead gateway had is answered by the front or closed by it: cut); each session's counters
// hold exactly the runs answered ok, with nothing in flight but what a dead gateway reserved;
// every ok run has its record; the decision chains verify.
func (tally *loadTally) check(t *testing.T, c *testCluster, slowest time.Duration, gatewayDied bool) {
	t.Helper()
	tally.mu.Lock()
	defer tally.mu.Unlock()
	if gatewayDied {
		for sid, n := range tally.lostOn {
			tally.cutOn[sid] += n
		}
		tally.cut += tally.lost
		tally.lost, tally.others = 0, slices.DeleteFunc(tally.others, func(o string) bool { return strings.HasPrefix(o, "no answer") })
	}
	t.Logf("answered: %d ok, %d answered 503 with a retry hint, %d cut by a gateway's death, %d otherwise, %d lost; slowest answer %v",
		tally.ok, tally.unavailable, tally.cut, tally.other, tally.lost, tally.slowest)
	if tally.lost > 0 {
		// A request no gateway answered: what the gateways were doing tells why, once the
		// rest is checked.
		defer c.dumpGateways(t)
	}
	for _, o := range tally.others {
		t.Errorf("not answered as ok or a 503 with a retry hint: %s", o)
	}
	if tally.cut > 0 && !gatewayDied {
		t.Errorf("%d runs answered by the front, not by a gateway", tally.cut)
	}
	if len(tally.others) > 0 || (tally.cut > 0 && !gatewayDied) {
		t.Logf("the processes' logs (last lines):\n%s", c.logs())
	}
	if tally.ok == 0 {
		t.Fatal("no run succeeded")
	}
	if tally.slowest > slowest {
		t.Errorf("slowest answer took %v, more than %v", tally.slowest, slowest)
	}
	g := c.client(c.gateway(2))
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
		// A run its gateway reserved and then died with stays in flight (until its
		// reservation lapses) and counted; one that ran and was settled before the gateway
		// died, which only its answer did not survive, is counted as run. Neither twice.
		cr := sess.Counters
		settledCut := cr.Runs - cr.InFlight - n
		if settledCut < 0 || cr.InFlight < 0 || settledCut+cr.InFlight > tally.cutOn[sid] {
			t.Errorf("session %s counts %d runs, %d in flight; %d ran, %d cut by a gateway's death", sid, cr.Runs, cr.InFlight, n, tally.cutOn[sid])
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
	out, err := c.replayVerify(t)
	if err != nil || !strings.Contains(string(out), "chains: intact") {
		t.Errorf("sluice replay --nats --verify: %v\n%s", err, out)
	}
}

// replayVerify runs `sluice replay --nats --verify` against the cluster. A read of the stream
// that times out (the cluster's three NATS nodes starved by the rest of a parallel test run:
// once in CI, after 2 minutes) is tried once more and logged; a broken chain or a changed
// decision is never retried.
func (c *testCluster) replayVerify(t *testing.T) ([]byte, error) {
	t.Helper()
	run := func() ([]byte, error) {
		return c.replay("--nats", c.natsURLs(), "--verify").CombinedOutput()
	}
	out, err := run()
	if err != nil && strings.Contains(string(out), "replay: decision stream:") {
		t.Logf("sluice replay could not read the stream, once more: %v: %s", err, strings.TrimSpace(string(out)))
		out, err = run()
	}
	return out, err
}

// replay is `sluice replay args...` against the cluster's policies.
func (c *testCluster) replay(args ...string) *exec.Cmd {
	args = append([]string{"replay", "--policies", filepath.Join(filepath.Dir(c.dir), "policies")}, args...)
	return exec.Command(filepath.Join(filepath.Dir(c.dir), "bin", "sluice"), args...)
}

// pid is the process id deploy/cluster.sh recorded for name.
func (c *testCluster) pid(t *testing.T, name string) int {
	t.Helper()
	pid, err := strconv.Atoi(strings.TrimSpace(readFile(t, filepath.Join(c.dir, "pids", name+".pid"))))
	if err != nil {
		t.Fatal(err)
	}
	return pid
}

// kill sends sig to the process deploy/cluster.sh started as name and waits until it is gone.
func (c *testCluster) kill(t *testing.T, name string, sig syscall.Signal) {
	t.Helper()
	pid := c.pid(t, name)
	if err := syscall.Kill(pid, sig); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(time.Minute); syscall.Kill(pid, 0) == nil; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%s (pid %d) still runs a minute after %v", name, pid, sig)
		}
	}
	t.Logf("%v: %s (pid %d)", sig, name, pid)
}

// up runs deploy/cluster.sh up with env added: it starts what is not running.
func (c *testCluster) up(t *testing.T, env ...string) {
	t.Helper()
	saved := c.env
	c.env = append(slices.Clone(c.env), env...)
	defer func() { c.env = saved }()
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatal(r)
			}
		}()
		c.run("up")
	}()
}

// TestClusterSurvivesLosingANATSNode (issue 14): under a steady load through the front, one
// NATS node is SIGKILLed and later started again. Every run is answered, as ok or as a 503
// worker_unavailable with a retry hint, within its timeout and a grace; no run is counted
// twice or left reserved (each session counts exactly the runs that ran, none in flight); every
// run answered ok has its record in the replicated KV; the decision chains stay intact.
func TestClusterSurvivesLosingANATSNode(t *testing.T) {
	c := startCluster(t, 2, 100000)
	tally, finish := steadyLoad(t, c, "print(1)", "print(1)", "print(1)", "print(1)")

	time.Sleep(5 * time.Second)
	// The node that leads the session bucket: its loss makes the bucket elect a new leader
	// while runs reserve and settle.
	victim := c.streamLeader(t, "KV_sluice-sessions")
	c.kill(t, victim, syscall.SIGKILL)
	time.Sleep(8 * time.Second)
	c.up(t) // starts what is not running: the killed node
	t.Logf("%s started again", victim)
	time.Sleep(6 * time.Second)
	finish()
	// The policy's timeout (8 s) plus the dispatch's grace, and a margin for JetStream's
	// fail-over.
	tally.check(t, c, 30*time.Second, false)
}

// TestClusterWorkersComeAndGo (issue 14): under a steady load through the front (quick runs
// and runs of a second and a half, so that some are in a sandbox at any moment), one worker is
// SIGKILLed: its runs in flight are answered 503 worker_unavailable within a few seconds (the
// worker falls silent; they are not retried elsewhere, since their code may have run, and they
// are not counted), its sandbox processes die with it, the other worker goes on. It is started
// again; then both workers stop: runs answer 503 at once and /readyz says that no worker
// serves, while the front still reaches the gateways; one worker starts and runs succeed again.
func TestClusterWorkersComeAndGo(t *testing.T) {
	c := startCluster(t, 2, 100000)
	const slow = "import time\ntime.sleep(1.5)\nprint(1)"
	tally, finish := steadyLoad(t, c, "print(1)", slow, "print(1)", slow)
	time.Sleep(4 * time.Second)

	victim := c.pid(t, "worker-1")
	sandboxes := descendants(victim)
	if len(sandboxes) == 0 {
		t.Fatal("worker-1 has no child processes: no pool, no sandbox?")
	}
	c.kill(t, "worker-1", syscall.SIGKILL)
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		var alive []string
		for _, p := range sandboxes {
			if st, ok := running(p); ok {
				alive = append(alive, st)
			}
		}
		if len(alive) == 0 {
			t.Logf("the %d processes under the killed worker are gone", len(sandboxes))
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("processes of the killed worker still alive 10 s later:\n%s", strings.Join(alive, "\n"))
		}
	}
	time.Sleep(6 * time.Second)
	c.up(t)
	t.Log("worker-1 started again")
	time.Sleep(4 * time.Second)
	finish()
	// A run's limit is 8 s; a run on the killed worker is given up once it falls silent.
	tally.check(t, c, 12*time.Second, false)

	// No worker at all.
	front := c.client(c.front())
	sid := newClusterSession(t, front)
	c.kill(t, "worker-1", syscall.SIGTERM)
	c.kill(t, "worker-2", syscall.SIGTERM)
	body, _ := json.Marshal(map[string]string{"code": "print(1)"})
	for range 3 {
		var a struct {
			RetryHint string `json:"retry_hint"`
			Error     struct {
				Code string `json:"code"`
			} `json:"error"`
		}
		start := time.Now()
		st, err := front.do("POST", "/v1/sessions/"+sid+"/runs", "application/json", body, &a)
		if st != 503 || a.Error.Code != "worker_unavailable" || a.RetryHint == "" {
			t.Fatalf("a run with no worker: HTTP %d %+v %v", st, a, err)
		}
		if took := time.Since(start); took > 5*time.Second {
			t.Errorf("a run with no worker was answered after %v, not at once", took)
		}
	}
	for i := 1; i <= 2; i++ {
		var ready struct {
			Ready  bool           `json:"ready"`
			Checks map[string]any `json:"checks"`
		}
		st, _ := c.client(c.gateway(i)).do("GET", "/readyz", "", nil, &ready)
		if st != 503 || ready.Ready || ready.Checks["workers"] != float64(0) || ready.Checks["runs"] == nil {
			t.Errorf("gateway-%d /readyz with no worker: %d %+v", i, st, ready)
		}
	}

	// One worker back: runs succeed again.
	c.up(t, "SLUICE_CLUSTER_WORKERS=1")
	var a struct {
		OK bool `json:"ok"`
	}
	if st, err := front.do("POST", "/v1/sessions/"+sid+"/runs", "application/json", body, &a); st != 200 || !a.OK {
		t.Fatalf("a run once a worker is back: HTTP %d %v", st, err)
	}
}

// TestClusterSurvivesLosingAGateway (issue 14): under a steady load through the front, one
// gateway is SIGKILLed. Runs go on through the other; a run that was inside the dead one is
// cut (the front answers 502 or closes the connection) — its reservation, if it had one, stays counted and in flight
// until it lapses, never counted twice. The killed gateway starts again and serves the same
// sessions: each is read and run once through it directly; its decision log file holds the
// chain the kill cut and the new one, without a blank line between them, and verifies.
func TestClusterSurvivesLosingAGateway(t *testing.T) {
	c := startCluster(t, 2, 100000)
	tally, finish := steadyLoad(t, c, "print(1)", "print(1)", "print(1)", "print(1)")
	time.Sleep(4 * time.Second)
	c.kill(t, "gateway-1", syscall.SIGKILL)
	time.Sleep(6 * time.Second)
	tally.mu.Lock()
	okWithOne := tally.ok
	tally.mu.Unlock()
	c.up(t)
	t.Log("gateway-1 started again")
	time.Sleep(4 * time.Second)
	finish()
	tally.check(t, c, 12*time.Second, true)
	if tally.cut > len(tally.perSession) {
		t.Errorf("%d runs cut by the gateway's death, more than the %d in flight then", tally.cut, len(tally.perSession))
	}
	if okWithOne == 0 {
		t.Error("no run succeeded after the gateway died")
	}

	g1 := c.client(c.gateway(1))
	body, _ := json.Marshal(map[string]string{"code": "print(1)"})
	for sid := range tally.perSession {
		if st, err := g1.do("GET", "/v1/sessions/"+sid, "", nil, nil); st != 200 {
			t.Errorf("the restarted gateway reads session %s: %d %v", sid, st, err)
		}
		var a struct {
			OK bool `json:"ok"`
		}
		if st, err := g1.do("POST", "/v1/sessions/"+sid+"/runs", "application/json", body, &a); st != 200 || !a.OK {
			t.Errorf("the restarted gateway runs in session %s: %d %v", sid, st, err)
		}
	}

	// Its decision log file, which the kill left with newlines written ahead of its last line
	// (policies.JSONLSink), was continued after that line: no blank line between the two
	// chains, and both verify and replay unchanged, read while the gateway still writes it.
	path := filepath.Join(c.dir, "gateway-1", "decisions.jsonl")
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if i := bytes.Index(bytes.TrimRight(raw, "\n"), []byte("\n\n")); i >= 0 {
		t.Errorf("%s has a blank line at byte %d of %d", path, i, len(raw))
	}
	out, err := c.replay("--log", path, "--verify", "--json").Output() // the report on stdout alone
	var rep struct {
		Entries int               `json:"entries"`
		Chains  []json.RawMessage `json:"chains"`
		Verify  struct {
			OK bool `json:"ok"`
		} `json:"verify"`
		Replay struct {
			Unchanged int `json:"unchanged"`
		} `json:"replay"`
	}
	jerr := json.Unmarshal(out, &rep)
	if err != nil || jerr != nil || len(rep.Chains) != 2 || !rep.Verify.OK || rep.Entries == 0 || rep.Replay.Unchanged != rep.Entries {
		t.Errorf("sluice replay --log %s --verify: %v %v %+v\n%.2000s", path, err, jerr, rep, out)
	}
}

// newClusterSession makes a session with the example dataset, inspected, through cl.
func newClusterSession(t *testing.T, cl client) string {
	t.Helper()
	csv, err := os.ReadFile("../../deploy/examples/sales.csv")
	if err != nil {
		t.Fatal(err)
	}
	var sess struct {
		SessionID string `json:"session_id"`
	}
	if _, err := cl.do("POST", "/v1/sessions", "application/json", []byte("{}"), &sess); err != nil {
		t.Fatal(err)
	}
	if _, err := cl.do("PUT", "/v1/sessions/"+sess.SessionID+"/dataset", "text/csv", csv, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := cl.do("POST", "/v1/sessions/"+sess.SessionID+"/tools/inspect_csv", "application/json", []byte("{}"), nil); err != nil {
		t.Fatal(err)
	}
	return sess.SessionID
}

// descendants lists the processes under pid now (children, theirs, and so on).
// running says whether process pid exists and is not a zombie (a dead process whose parent has
// not reaped it yet: orphans go to PID 1, which need not reap at once), and describes it.
func running(pid int) (string, bool) {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return "", false
	}
	s := string(stat)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(f) < 2 || f[0] == "Z" || f[0] == "X" {
		return "", false
	}
	cmd, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/cmdline")
	return fmt.Sprintf("%d (state %s, parent %s): %.200s", pid, f[0], f[1], bytes.ReplaceAll(cmd, []byte{0}, []byte{' '})), true
}

func descendants(pid int) []int {
	children := map[int][]int{}
	dirs, _ := os.ReadDir("/proc")
	for _, d := range dirs {
		p, err := strconv.Atoi(d.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + d.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces and parentheses.
		rest := string(stat[strings.LastIndexByte(string(stat), ')')+1:])
		f := strings.Fields(rest)
		if len(f) < 2 {
			continue
		}
		if pp, err := strconv.Atoi(f[1]); err == nil {
			children[pp] = append(children[pp], p)
		}
	}
	var out []int
	for queue := children[pid]; len(queue) > 0; queue = queue[1:] {
		out = append(out, queue[0])
		queue = append(queue, children[queue[0]]...)
	}
	return out
}

// TestClusterLoad (issue 14, the short version of `make load`): `sluice bench --load` with 20
// clients for 8 s through the front of a cluster with two workers and the default budget of 20
// runs a session (so clients keep making sessions), then a run that writes 200 MB to stdout.
// Every run is answered ok, or, when the machine is too loaded to give it a slot within the
// gateway's patience, 503 worker_unavailable (the designed answer to overload); nothing else.
// Both gateways' memory is sampled and stays bounded; the flood is answered ok with a few KB
// of stdout, and it does not grow either gateway's memory.
func TestClusterLoad(t *testing.T) {
	c := startCluster(t, 2, 20)
	out, err := exec.Command(filepath.Join(filepath.Dir(c.dir), "bin", "sluice"), "bench", "--load", "--json",
		"--url", c.front(), "--key", clusterKey, "--metrics", c.gateway(1)+","+c.gateway(2),
		"--clients", "20", "--duration", "8s", "--rows", "2000").Output()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		t.Logf("stderr: %s", ee.Stderr)
	}
	var rep loadReport
	if jerr := json.Unmarshal(out, &rep); jerr != nil {
		t.Fatalf("bench --load: %v, %v: %.2000s", err, jerr, out)
	}
	tp := rep.Throughput
	t.Logf("%d ok, %.1f runs/s, p50 %.0f ms, p95 %.0f ms, p99 %.0f ms, %d sessions, errors %v", tp.OK, tp.RunsPerSec, tp.P50MS, tp.P95MS, tp.P99MS, tp.Sessions, tp.Errors)
	if err != nil || tp.OK == 0 {
		t.Errorf("bench --load: %v; %d ok", err, tp.OK)
	}
	for kind, n := range tp.Errors {
		if kind != "WorkerUnavailable" {
			t.Errorf("%d runs answered %s", n, kind)
		}
	}
	if len(rep.Gateways) != 2 {
		t.Fatalf("gateways sampled: %+v", rep.Gateways)
	}
	for _, g := range rep.Gateways {
		t.Logf("%s: %.0f MB at the start, at most %.0f MB, %.0f MB during the flood (%d samples)", g.URL, g.StartMB, g.MaxMB, g.FloodMaxMB, g.Samples)
		if g.Samples < 10 || g.StartMB <= 0 || g.MaxMB > 1024 {
			t.Errorf("%s: memory not sampled or not bounded: %+v", g.URL, g)
		}
		if g.FloodMaxMB > g.MaxMB || g.FloodMaxMB > g.StartMB+256 {
			t.Errorf("%s: the stdout flood grew the gateway's memory: %+v", g.URL, g)
		}
	}
	fl := rep.Flood
	if fl == nil || !fl.OK || fl.Status != 200 || fl.ExcerptLen == 0 || fl.ExcerptLen > 16<<10 || fl.BytesCut < 190<<20 {
		t.Errorf("the 200 MB stdout flood: %+v", fl)
	}
}
