package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors/sandboxtest"
	"github.com/sluice-gw/sluice/gateway"
)

func TestPercentile(t *testing.T) {
	ms := func(v ...int) []time.Duration {
		out := make([]time.Duration, len(v))
		for i, x := range v {
			out[i] = time.Duration(x) * time.Millisecond
		}
		return out
	}
	ten := ms(10, 9, 8, 7, 6, 5, 4, 3, 2, 1) // unsorted on purpose
	for _, c := range []struct {
		in   []time.Duration
		p    float64
		want time.Duration
		ok   bool
	}{
		{ten, 50, 5 * time.Millisecond, true},
		{ten, 95, 10 * time.Millisecond, true},
		{ten, 90, 9 * time.Millisecond, true},
		{ten, 99, 10 * time.Millisecond, true},
		{ten, 100, 10 * time.Millisecond, true},
		{ten, 10, 1 * time.Millisecond, true},
		{ten, 1, 1 * time.Millisecond, true},
		{ms(7), 50, 7 * time.Millisecond, true},
		{ms(7), 99, 7 * time.Millisecond, true},
		{ms(1, 2, 3), 50, 2 * time.Millisecond, true},
		{ms(1, 2, 3, 4), 50, 2 * time.Millisecond, true}, // nearest rank: ceil(0.5·4) = 2
		{ms(1, 2, 3, 4), 51, 3 * time.Millisecond, true},
		{nil, 50, 0, false},
		{ten, 0, 0, false},
		{ten, 101, 0, false},
	} {
		got, ok := percentile(c.in, c.p)
		if got != c.want || ok != c.ok {
			t.Errorf("percentile(%v, %v) = %v, %v; want %v, %v", c.in, c.p, got, ok, c.want, c.ok)
		}
	}
	if ten[0] != 10*time.Millisecond {
		t.Errorf("percentile sorted its input in place: %v", ten)
	}
}

func TestRatios(t *testing.T) {
	if got := ratio(300, 10); got != 30 {
		t.Errorf("ratio(300, 10) = %v", got)
	}
	for _, c := range [][2]float64{{0, 10}, {10, 0}, {-1, 10}} {
		if got := ratio(c[0], c[1]); got != 0 {
			t.Errorf("ratio(%v, %v) = %v, want 0 (not measured)", c[0], c[1], got)
		}
	}
	rows := []latencyRow{
		{Name: rowWarm, P50MS: 10, N: 3},
		{Name: rowNoPool, P50MS: 80, N: 3},
		{Name: rowBwrap, P50MS: 300, N: 3},
		{Name: rowDocker, P50MS: 900, Skipped: "skipped: docker not reachable"},
	}
	got := benchRatios(rows)
	want := []benchRatio{{ratioBwrap, 30}, {ratioDocker, 0}, {ratioNoPool, 8}}
	if !slices.Equal(got, want) {
		t.Errorf("benchRatios = %v, want %v", got, want)
	}
}

// sampleReport has a row of every kind: measured, skipped, a target missed, one not measured.
func sampleReport() *benchReport {
	rep := &benchReport{
		Date: "2026-01-02T03:04:05Z",
		Host: benchHost{Cores: 2, Kernel: "6.1.0", CPU: "AMD EPYC", OS: "Debian GNU/Linux 12 (bookworm)",
			FsyncQuietUS: 780, FsyncBusyUS: 190, AppendDirect: true},
		Workload: benchWorkload{
			Rows: 10000, CSVBytes: 227970, Runs: 20, Warmup: 3, PauseMS: 300, Sluice: "started by bench",
		},
		Latency: []latencyRow{
			{Name: rowWarm, P50MS: 10, P95MS: 30, N: 20},
			{Name: rowNoPool, Skipped: "skipped: this sluice has no --pool-size"},
			{Name: rowBwrap, P50MS: 300, P95MS: 320, N: 20, Errors: map[string]int{"exit 1": 1}},
			{Name: rowDocker, Skipped: "skipped: docker not reachable"},
			{Name: rowContainer, P50MS: 75, P95MS: 90, N: 20},
		},
		Throughput: throughputRow{Clients: 8, DurationS: 10, OK: 700, Late: 3, RunsPerSec: 70, Sessions: 36, CPUMSPerRun: 25, ServerCPUMSPerRun: 2.5,
			P50MS: 110, P95MS: 240, P99MS: 270,
			Records: &loadRecords{N: 100, Warm: 60, SandboxStartP50MS: 0, SandboxStartP90MS: 80, SandboxCPUMS: 21.5}},
		Gateway: gatewayShare{N: 20, OverheadP50MS: 0.5, OverheadP99MS: 6, DispatchP50MS: 9, OutsideP50MS: 0.4,
			AnalyzeP50MS: 0.1, DecideP50MS: 0.25, RedactP50MS: 0.05, RestP50MS: 0.1, SandboxCPUP50MS: 180,
			EvaluateP50MS: 0.12, LogP50MS: 0.08, SettleP50MS: 0.04, ReviewWaitP50MS: 0.03},
		Pool: poolMemory{TotalMB: 1100, Executors: []poolMemoryRow{
			{Executor: "container", Ready: 2, Target: 2, IdleMB: 600, PerSandboxMB: 300},
			{Executor: "subprocess", Ready: 3, Target: 4, IdleMB: 120, SharedMB: 380, PerSandboxMB: 40},
		}},
	}
	rep.Ratios = benchRatios(rep.Latency)
	rep.Targets = benchTargets(rep)
	return rep
}

func TestBenchTargets(t *testing.T) {
	rep := sampleReport()
	want := map[string]string{
		"warm p50":           "pass", // 10 ≤ 15
		"warm p95":           "pass", // 30 ≤ 40
		"cold bwrap / warm":  "pass", // 30× ≥ 25×
		"docker / warm":      "n/a",  // skipped
		"runs/s, 8 clients":  "pass", // 70 ≥ 60
		"gateway p50":        "pass", // 0.5 ≤ 1
		"gateway p99":        "miss", // 6 > 5
		"pool memory, idle":  "miss", // 1100 MB > 1 GiB
		"container warm p50": "miss", // 75 > 60
	}
	if len(rep.Targets) != len(want) {
		t.Fatalf("%d targets, want %d: %v", len(rep.Targets), len(want), rep.Targets)
	}
	for _, tg := range rep.Targets {
		if tg.Mark != want[tg.Name] {
			t.Errorf("target %q (%s, value %v): mark %q, want %q", tg.Name, tg.Target, tg.Value, tg.Mark, want[tg.Name])
		}
	}

	// A limit itself passes; nothing measured is n/a everywhere.
	rep.Latency[0].P50MS = 15
	rep.Gateway.OverheadP99MS = 5
	rep.Pool.TotalMB = 1024
	rep.Latency[4].P50MS = 60
	for _, tg := range benchTargets(rep) {
		if (tg.Name == "warm p50" || tg.Name == "gateway p99" || tg.Name == "pool memory, idle" || tg.Name == "container warm p50") && tg.Mark != "pass" {
			t.Errorf("%s at its limit: %q", tg.Name, tg.Mark)
		}
	}
	empty := &benchReport{
		Latency:    []latencyRow{{Name: rowWarm, Skipped: "failed: x"}},
		Throughput: throughputRow{Skipped: "failed: x"},
		Gateway:    gatewayShare{Skipped: "failed: x"},
		Pool:       poolMemory{Skipped: "failed: x"},
	}
	empty.Ratios = benchRatios(empty.Latency)
	for _, tg := range benchTargets(empty) {
		if tg.Mark != "n/a" {
			t.Errorf("nothing measured, yet %s is %q", tg.Name, tg.Mark)
		}
	}
}

func TestWriteBenchTable(t *testing.T) {
	var b bytes.Buffer
	if err := writeBenchTable(&b, sampleReport()); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"sluice bench    2026-01-02T03:04:05Z",
		"2 cores, AMD EPYC, Linux 6.1.0, Debian GNU/Linux 12 (bookworm)",
		"durable append", "direct write: 0.78 ms after a quiet pause, 0.19 ms back to back",
		"10000-row CSV", "3 warm-up + 20 runs per row, 300ms apart",
		"sluice warm (pool)", "10.00 ms", "30.00 ms",
		"sluice, no pool", "skipped: this sluice has no --pool-size",
		"cold bwrap + python3", "300.00 ms", "exit 1 1",
		"docker run --rm", "skipped: docker not reachable",
		"cold bwrap / warm", "30.0×", "docker / warm", "no pool / warm",
		"70.0 runs/s", "700 ok (3 more after the window), 36 sessions", "errors: none",
		"runs' wall time", "p50 110.00 ms  p95 240.00 ms  p99 270.00 ms",
		"CPU per run (machine)", "25.00 ms, of which sluice serve itself 2.50 ms", "at that cost 2 cores give at most 80 runs/s",
		"their sandboxes (100 records)", "CPU in their cgroups 21.50 ms a run (mean)", "warm 60 of 100; wait for a sandbox p50 0.00 ms, p90 80.00 ms",
		"sandbox CPU, its whole life", "p50 180.00 ms",
		"overhead (total − dispatch)", "p50 0.50 ms", "p99 6.00 ms", "n 20 (fewer than 100 runs: p99 is the slowest", "dispatch", "p50 9.00 ms", "analyze 0.10 ms", "decide 0.25 ms", "redact 0.05 ms", "rest 0.10 ms",
		"evaluate 0.12 ms", "log before the run 0.08 ms", "settle 0.04 ms", "wait for the review's log 0.03 ms",
		"warm p50", "≤ 15 ms", "gateway p99", "≤ 5 ms",
		"warm pools, idle", "subprocess", "3 ready (pool size 4)", "120.0 MB, 40.0 MB each", "shared 380.0 MB", "container", "600.0 MB, 300.0 MB each",
		"total", "1100.0 MB", "pool memory, idle", "≤ 1 GiB",
		"sluice warm, container executor", "75.00 ms", "90.00 ms", "container warm p50", "≤ 60 ms",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the table lacks %q:\n%s", want, out)
		}
	}
	// Aligned: the p50 values of the measured rows start in the same column, and a skip
	// reason does not push them right.
	col := func(label, value string) int {
		for _, line := range strings.Split(out, "\n") {
			if strings.HasPrefix(line, label) {
				return strings.Index(line, value)
			}
		}
		return -1
	}
	if a, c := col("sluice warm (pool)", "10.00 ms"), col("cold bwrap + python3", "300.00 ms"); a < 0 || a != c {
		t.Errorf("p50 columns at %d and %d:\n%s", a, c, out)
	}
	if a, c := col("sluice warm (pool)", "10.00 ms"), col("docker run --rm", "skipped"); a != c {
		t.Errorf("the skip reason starts at %d, the p50 column at %d:\n%s", c, a, out)
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "docker / warm") && !strings.Contains(line, "-") {
			t.Errorf("an unmeasured ratio is not shown as '-': %q", line)
		}
		if strings.HasPrefix(line, "gateway p99") && !strings.HasSuffix(line, "miss") {
			t.Errorf("gateway p99 row: %q", line)
		}
		if strings.HasPrefix(line, "docker / warm ") && strings.Contains(line, "≥ 35×") && !strings.HasSuffix(line, "n/a") {
			t.Errorf("docker target row: %q", line)
		}
	}
	// From 100 runs on the p99 is a rank of its own, and the table says nothing more.
	many := sampleReport()
	many.Gateway.N = 100
	b.Reset()
	if err := writeBenchTable(&b, many); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "p99 is the slowest") || !strings.Contains(b.String(), "n 100\n") {
		t.Errorf("a gateway share of 100 runs:\n%s", b.String())
	}
	// The JSON names are a contract for scripts: they round-trip.
	raw, err := json.Marshal(sampleReport())
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"p50_ms"`, `"p95_ms"`, `"runs_per_s"`, `"overhead_p50_ms"`, `"overhead_p99_ms"`, `"dispatch_p50_ms"`, `"cpu_ms_per_run"`, `"sandbox_cpu_p50_ms"`, `"server_cpu_ms_per_run"`, `"mark"`, `"sluice_warm"`, `"bwrap_cold/warm"`, `"pool"`, `"total_mb"`, `"per_sandbox_mb"`} {
		if !bytes.Contains(raw, []byte(key)) {
			t.Errorf("the JSON lacks %s: %s", key, raw)
		}
	}
	var back benchReport
	if err := json.Unmarshal(raw, &back); err != nil || back.Latency[0].P50MS != 10 || back.Gateway.OverheadP99MS != 6 {
		t.Errorf("JSON round trip: %v %+v", err, back)
	}
}

func TestBenchCSV(t *testing.T) {
	a, b := benchCSV(1000, 1), benchCSV(1000, 1)
	if !bytes.Equal(a, b) {
		t.Fatal("benchCSV is not deterministic")
	}
	lines := strings.Split(strings.TrimSuffix(string(a), "\n"), "\n")
	if len(lines) != 1001 || lines[0] != "region,product,revenue,profit" {
		t.Fatalf("%d lines, header %q", len(lines), lines[0])
	}
	missingRev, missingProfit := 0, 0
	for _, l := range lines[1:] {
		f := strings.Split(l, ",")
		if len(f) != 4 {
			t.Fatalf("line %q has %d fields", l, len(f))
		}
		if f[2] == "" {
			missingRev++
		}
		if f[3] == "" {
			missingProfit++
		}
	}
	if missingRev == 0 || missingProfit == 0 || missingProfit > 100 {
		t.Errorf("missing revenues %d, profits %d of 1000", missingRev, missingProfit)
	}
	if !bytes.Contains(a, []byte(benchWant+",")) {
		t.Errorf("no %s region", benchWant)
	}
}

func TestBwrapAndDockerArgs(t *testing.T) {
	a := strings.Join(bwrapArgs("/tmp/x"), " ")
	for _, want := range []string{
		"--unshare-all --die-with-parent --ro-bind /usr /usr",
		"--proc /proc --dev /dev --tmpfs /tmp",
		"--ro-bind /tmp/x /bench",
		"--setenv OPENBLAS_NUM_THREADS 1",
	} {
		if !strings.Contains(a, want) {
			t.Errorf("bwrap args lack %q: %s", want, a)
		}
	}
	if !strings.HasSuffix(a, "/usr/bin/python3 /bench/g.py /bench/data.csv") {
		t.Errorf("bwrap args end: %s", a)
	}
	if target, err := os.Readlink("/lib"); err == nil && !strings.Contains(a, "--symlink "+target+" /lib ") {
		t.Errorf("/lib is a link to %s, not made one: %s", target, a)
	}
	d := strings.Join(dockerArgs("/tmp/x", "sluice/python-data-basic:latest"), " ")
	if d != "run --rm --network none -e OPENBLAS_NUM_THREADS=1 -v /tmp/x:/bench:ro sluice/python-data-basic:latest python3 /bench/g.py /bench/data.csv" {
		t.Errorf("docker args: %s", d)
	}
	if !strings.Contains(benchGroupbyPy, benchGroupbyCode) || !strings.Contains(benchGroupbyPy, "pd.read_csv(sys.argv[1])") {
		t.Errorf("the bare script is not the sluice script over read_csv:\n%s", benchGroupbyPy)
	}
}

func TestCPUModelAndErrors(t *testing.T) {
	for in, want := range map[string]string{
		"processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel\t\t: 1\nmodel name\t: AMD EPYC  7B13\n": "AMD EPYC 7B13",
		"processor\t: 0\nBogoMIPS\t: 50.00\nModel\t: Raspberry Pi 4 Model B\n":                    "Raspberry Pi 4 Model B",
		"processor\t: 0\n": "unknown",
	} {
		if got := cpuModel(in); got != want {
			t.Errorf("cpuModel(%q) = %q, want %q", in, got, want)
		}
	}
	if got := errorSummary(map[string]int{"Timeout": 1, "BudgetExhausted": 3, "HTTP 503": 1}); got != "BudgetExhausted 3, HTTP 503 1, Timeout 1" {
		t.Errorf("errorSummary = %q", got)
	}
	if got := errorSummary(nil); got != "none" {
		t.Errorf("errorSummary(nil) = %q", got)
	}
	if got := errKind(fmt.Errorf("run: %w", context.DeadlineExceeded)); got != "timeout" {
		t.Errorf("errKind(deadline) = %q", got)
	}
}

// TestStartBenchServerWithoutPoolSize: a sluice that does not know --pool-size is told apart
// from one that fails otherwise.
func TestStartBenchServerWithoutPoolSize(t *testing.T) {
	dir := t.TempDir()
	script := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	old := script("old", "echo 'flag provided but not defined: -pool-size' >&2; exit 2")
	if _, err := startBenchServer(ctx, old, filepath.Join(dir, "d1"), []string{"--pool-size", "0"}, 10*time.Second); !errors.Is(err, errNoPoolSize) {
		t.Errorf("an old sluice: %v, want errNoPoolSize", err)
	}
	broken := script("broken", "echo 'policies: no such directory' >&2; exit 1")
	if _, err := startBenchServer(ctx, broken, filepath.Join(dir, "d2"), nil, 10*time.Second); err == nil || errors.Is(err, errNoPoolSize) || !strings.Contains(err.Error(), "no such directory") {
		t.Errorf("a failing sluice: %v", err)
	}
	// One that never becomes ready is stopped when the wait is over (not left behind).
	silent := script("silent", "exec sleep 60")
	start := time.Now()
	if _, err := startBenchServer(ctx, silent, filepath.Join(dir, "d3"), nil, time.Second); err == nil || !strings.Contains(err.Error(), "not ready") {
		t.Errorf("a sluice never ready: %v", err)
	}
	if el := time.Since(start); el > 20*time.Second {
		t.Errorf("giving up on it took %v", el)
	}
}

// fakeSluice serves the parts of the API bench uses, with a budget of maxRuns runs per session.
type fakeSluice struct {
	maxRuns      int
	reportBudget bool // say runs_left in observations, as sluice does

	mu       sync.Mutex
	sessions int
	runs     map[string]int
	refused  int
	scrapes  int
}

// fakePoolMetrics is a /metrics with a bubblewrap pool of 2 whose second sandbox is ready
// from the second scrape on, and a container executor that keeps no pool.
func fakePoolMetrics(scrape int) string {
	ready := min(scrape, 2)
	return fmt.Sprintf(`# TYPE sluice_pool_sandboxes gauge
sluice_pool_sandboxes{executor="subprocess",state="ready"} %d
sluice_pool_sandboxes{executor="subprocess",state="warming"} %d
sluice_pool_sandboxes{executor="subprocess",state="target"} 2
sluice_pool_sandboxes{executor="container",state="ready"} 0
sluice_pool_sandboxes{executor="container",state="target"} 0
# TYPE sluice_pool_idle_rss_bytes gauge
sluice_pool_idle_rss_bytes{executor="subprocess"} %d
sluice_pool_idle_rss_bytes{executor="container"} 0
# TYPE sluice_pool_shared_rss_bytes gauge
sluice_pool_shared_rss_bytes{executor="subprocess"} 1.048576e+08
# TYPE process_resident_memory_bytes gauge
process_resident_memory_bytes 6.7108864e+07
`, ready, 2-ready, ready*20<<20)
}

func (f *fakeSluice) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/metrics" { // open, as sluice's is
		f.mu.Lock()
		f.scrapes++
		n := f.scrapes
		f.mu.Unlock()
		w.Header().Set("Content-Type", "text/plain; version=0.0.4")
		_, _ = io.WriteString(w, fakePoolMetrics(n))
		return
	}
	if r.Header.Get("Authorization") != "Bearer sk-fake-0123456789abcdef" {
		http.Error(w, `{"error":{"code":"unauthorized"}}`, 401)
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	parts := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
	answer := func(status int, v any) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_ = json.NewEncoder(w).Encode(v)
	}
	switch {
	case r.Method == "POST" && r.URL.Path == "/v1/sessions":
		f.sessions++
		answer(200, map[string]string{"session_id": fmt.Sprintf("s%d", f.sessions)})
	case r.Method == "PUT" && len(parts) == 4 && parts[3] == "dataset":
		answer(200, map[string]any{"dataset_id": "d", "bytes": r.ContentLength})
	case r.Method == "POST" && len(parts) == 5 && parts[4] == "inspect_csv":
		answer(200, gateway.Observation{OK: true})
	case r.Method == "POST" && len(parts) == 4 && parts[3] == "runs":
		sid := parts[2]
		if f.runs[sid] >= f.maxRuns {
			f.refused++
			answer(429, gateway.Observation{ErrorType: gateway.ErrTypeBudgetExhausted})
			return
		}
		f.runs[sid]++
		obs := gateway.Observation{OK: true, RunID: fmt.Sprintf("r-%s-%d", sid, f.runs[sid]), StdoutExcerpt: "华东 0.144\n42\n"}
		if f.reportBudget {
			left := f.maxRuns - f.runs[sid]
			obs.Budget = &gateway.BudgetView{RunsLeft: &left}
		}
		answer(200, obs)
	case r.Method == "GET" && len(parts) == 3 && parts[1] == "runs":
		// A session's first and third runs find a sandbox ready; its second waits 20 ms for one.
		second := strings.HasSuffix(parts[2], "-2")
		answer(200, map[string]any{"run_id": parts[2], "timings": gateway.Timings{TotalUS: 5000, DispatchUS: 4500, AnalyzeUS: 100, DecideUS: 250, RedactUS: 50,
			EvaluateUS: 120, LogUS: 80, SettleUS: 40, ReviewWaitUS: 30, SandboxCPUMS: 30, Warm: !second, SandboxStartMS: map[bool]int64{true: 20}[second]}})
	default:
		http.NotFound(w, r)
	}
}

// TestMeasureSluiceRotatesSessions: latency runs and throughput clients move to a new session
// when one's budget runs out, before the gateway has to refuse a run; the gateway's share is
// read from the run records.
// TestAwaitReady: a run of the container row waits for its executor's pool to be full with
// nothing warming (the fake's subprocess pool is from its second scrape on), and not at all
// for an executor that keeps no pool (the fake's container executor).
func TestAwaitReady(t *testing.T) {
	for _, c := range []struct {
		executor string
		scrapes  int
	}{{"subprocess", 2}, {"container", 1}} {
		fake := &fakeSluice{runs: map[string]int{}}
		srv := httptest.NewServer(fake)
		b := &bencher{f: benchFlags{clients: 1, timeout: 5 * time.Second}}
		tg := b.target(srv.URL, "sk-fake-0123456789abcdef")
		tg.await = c.executor
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		tg.awaitReady(ctx)
		if ctx.Err() != nil {
			t.Errorf("%s: awaitReady waited until its context ended", c.executor)
		}
		cancel()
		srv.Close()
		if fake.scrapes != c.scrapes {
			t.Errorf("%s: %d scrapes of /metrics, want %d", c.executor, fake.scrapes, c.scrapes)
		}
	}
}

func TestMeasureSluiceRotatesSessions(t *testing.T) {
	for _, reportBudget := range []bool{true, false} {
		t.Run(fmt.Sprintf("runs_left=%v", reportBudget), func(t *testing.T) {
			fake := &fakeSluice{maxRuns: 3, reportBudget: reportBudget, runs: map[string]int{}}
			srv := httptest.NewServer(fake)
			defer srv.Close()
			b := &bencher{
				f:    benchFlags{runs: 5, warmup: 2, rows: 42, clients: 3, duration: 300 * time.Millisecond, timeout: 5 * time.Second},
				csv:  benchCSV(42, 1),
				logf: t.Logf,
			}
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			var tp throughputRow
			var gw gatewayShare
			var pool poolMemory
			row := b.measureSluice(ctx, rowWarm, b.target(srv.URL, "sk-fake-0123456789abcdef"), &warmRows{throughput: &tp, gateway: &gw, pool: &pool})

			if reportBudget {
				if row.N != 5 || row.Errors != nil || fake.refused != 0 {
					t.Errorf("latency row %+v; %d runs refused by the budget", row, fake.refused)
				}
				if tp.Errors != nil {
					t.Errorf("throughput errors %v", tp.Errors)
				}
			} else {
				// Without runs_left, a refusal is what tells bench to move on: counted, then gone.
				if row.N+row.Errors[gateway.ErrTypeBudgetExhausted] != 5 || row.N < 3 {
					t.Errorf("latency row %+v", row)
				}
			}
			if row.P50MS <= 0 || row.P95MS < row.P50MS {
				t.Errorf("percentiles %+v", row)
			}
			if gw.N != row.N || gw.OverheadP50MS != 0.5 || gw.OverheadP99MS != 0.5 || gw.DispatchP50MS != 4.5 || gw.RestP50MS != 0.1 || gw.DecideP50MS != 0.25 || gw.Skipped != "" ||
				gw.EvaluateP50MS != 0.12 || gw.LogP50MS != 0.08 || gw.SettleP50MS != 0.04 || gw.ReviewWaitP50MS != 0.03 {
				t.Errorf("gateway share %+v", gw)
			}
			if tp.OK == 0 || tp.RunsPerSec <= 0 || tp.Clients != 3 || tp.DurationS <= 0 || tp.DurationS > 0.31 {
				t.Errorf("throughput %+v", tp)
			}
			// The records of the counted runs, spread over them (every step-th of more than
			// 100), a third of them second runs of their session.
			step := max(1, (tp.OK+throughputRecords-1)/throughputRecords)
			if r := tp.Records; r == nil || r.N != (tp.OK+step-1)/step || r.N > throughputRecords || r.SandboxCPUMS != 30 || r.Warm >= r.N || r.Warm < r.N/2 ||
				r.SandboxStartP50MS != 0 || (r.N >= 10 && r.SandboxStartP90MS != 20) {
				t.Errorf("throughput records %+v of %d runs", tp.Records, tp.OK)
			}
			if tp.Sessions < 6 {
				t.Errorf("throughput used %d sessions, want at least the 6 made beforehand", tp.Sessions)
			}
			// Read once the pool is full again (the second scrape); the container executor,
			// which keeps no pool, is left out.
			want := poolMemory{TotalMB: 140, Executors: []poolMemoryRow{{Executor: "subprocess", Ready: 2, Target: 2, IdleMB: 40, SharedMB: 100, PerSandboxMB: 20}}}
			if !reflect.DeepEqual(pool, want) {
				t.Errorf("pool memory %+v, want %+v", pool, want)
			}
		})
	}
}

// TestBenchEndToEnd builds sluice and runs `sluice bench` with tiny numbers: it starts its own
// servers (one default, one with --pool-size 0), measures every row against the real sandbox
// and prints a report with sane numbers.
func TestBenchEndToEnd(t *testing.T) {
	sandboxtest.Require(t, "bwrap", "python")
	bin := buildSluice(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	// Not a TMPDIR of the test's own: the sandbox user must reach the executor's work
	// directories under it, and t.TempDir's parents are 0700.
	before, _ := filepath.Glob(filepath.Join(os.TempDir(), "sluice-bench-*"))
	cmd := exec.CommandContext(ctx, bin, "bench", "--runs", "3", "--warmup", "1", "--duration", "2s", "--pause", "100ms", "--json")
	cmd.Env = append(os.Environ(), "SLUICE_API_KEY=")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("sluice bench: %v\nstdout:\n%s\nstderr:\n%s", err, out, stderr.String())
	}
	var rep benchReport
	if err := json.Unmarshal(out, &rep); err != nil {
		t.Fatalf("sluice bench --json printed no report: %v\n%s", err, out)
	}
	t.Logf("report:\n%s\nprogress:\n%s", out, stderr.String())

	if rep.Host.Cores < 1 || rep.Host.Kernel == "" || rep.Date == "" || rep.Workload.Rows != 10000 || rep.Workload.CSVBytes < 100000 {
		t.Errorf("header: %+v %+v %q", rep.Host, rep.Workload, rep.Date)
	}
	names := []string{}
	for _, r := range rep.Latency {
		names = append(names, r.Name)
	}
	if !slices.Equal(names, []string{rowWarm, rowNoPool, rowBwrap, rowDocker, rowContainer}) {
		t.Fatalf("latency rows %v", names)
	}
	measured := func(r latencyRow) bool {
		return r.Skipped == "" && r.N == 3 && r.P50MS > 0 && r.P95MS >= r.P50MS
	}
	for _, r := range rep.Latency {
		switch {
		case measured(r):
		case r.Name == rowNoPool && r.Skipped == "skipped: this sluice has no --pool-size":
		case (r.Name == rowDocker || r.Name == rowContainer) && (strings.HasPrefix(r.Skipped, "skipped: docker not reachable") || strings.HasPrefix(r.Skipped, "skipped: no image labelled")):
		default:
			t.Errorf("latency row %+v", r)
		}
	}
	for _, r := range rep.Ratios {
		if r.Value < 0 || (r.Name == ratioBwrap && r.Value == 0) {
			t.Errorf("ratio %+v", r)
		}
	}
	// On a loaded host no run may end inside a 2 s window; some must have succeeded, and
	// the rate counts only those that ended inside it.
	tp := rep.Throughput
	if tp.Skipped != "" || tp.OK+tp.Late < 1 || tp.Clients != 8 || tp.Sessions < 1 || tp.DurationS <= 0 ||
		math.Abs(tp.RunsPerSec-float64(tp.OK)/tp.DurationS) > 1e-6 {
		t.Errorf("throughput %+v", tp)
	}
	// The window's CPU is counted for the runs that ended in it; bench started the server,
	// so its own share is known, and is part of the machine's.
	if tp.OK > 0 && (tp.CPUMSPerRun <= 0 || tp.ServerCPUMSPerRun <= 0 || tp.ServerCPUMSPerRun > tp.CPUMSPerRun) {
		t.Errorf("throughput CPU: %+v", tp)
	}
	// The counted runs' records: each a sandbox's CPU, warm or not.
	if r := tp.Records; tp.OK > 0 && (r == nil || r.N < 1 || r.N > tp.OK || r.Warm > r.N || r.SandboxCPUMS <= 0 || r.SandboxStartP90MS < r.SandboxStartP50MS) {
		t.Errorf("throughput records %+v of %d runs", r, tp.OK)
	}
	gw := rep.Gateway
	if gw.Skipped != "" || gw.N != 3 || gw.OverheadP50MS <= 0 || gw.OverheadP99MS < gw.OverheadP50MS || gw.DispatchP50MS <= 0 || gw.SandboxCPUP50MS <= 0 {
		t.Errorf("gateway share %+v", gw)
	}
	// The default pool, full again after the latency runs: its sandboxes' own memory and the
	// zygote's they share. A sandbox primed with the last run's dataset may come on top of the
	// pool's size, so ready is not bounded by it.
	pm := rep.Pool
	if !pm.measured() || len(pm.Executors) != 1 || pm.Executors[0].Executor != "subprocess" {
		t.Errorf("pool memory %+v", pm)
	} else if r := pm.Executors[0]; r.Target < 1 || r.SharedMB <= 0 || math.Abs(pm.TotalMB-r.IdleMB-r.SharedMB) > 1e-6 ||
		// On a CI machine busy with other packages the pool's refills, which run at idle
		// priority, may not have brought a sandbox back within bench's patience.
		(r.Ready > 0 && (r.IdleMB <= 0 || r.PerSandboxMB <= 0)) {
		t.Errorf("pool memory %+v", pm)
	}
	if len(rep.Targets) != 9 {
		t.Errorf("targets %+v", rep.Targets)
	}
	for _, tg := range rep.Targets {
		if tg.Mark != "pass" && tg.Mark != "miss" && tg.Mark != "n/a" {
			t.Errorf("target %+v", tg)
		}
	}
	// Every row makes it into the table, and bench left nothing behind.
	var table bytes.Buffer
	if err := writeBenchTable(&table, &rep); err != nil {
		t.Fatal(err)
	}
	for _, label := range []string{"sluice warm (pool)", "sluice, no pool", "cold bwrap + python3", "docker run --rm", "sluice warm, container executor", "runs/s", "overhead (total − dispatch)"} {
		if !strings.Contains(table.String(), label) {
			t.Errorf("the table lacks %q:\n%s", label, table.String())
		}
	}
	after, _ := filepath.Glob(filepath.Join(os.TempDir(), "sluice-bench-*"))
	for _, d := range after {
		if !slices.Contains(before, d) {
			t.Errorf("bench left %s behind", d)
		}
	}
}

func TestProcStatParsing(t *testing.T) {
	// user nice system idle iowait irq softirq steal guest guest_nice
	busy, err := parseProcStat([]byte("cpu  100 5 40 900 30 2 3 10 7 0\ncpu0 50 2 20 450 15 1 1 5 3 0\nintr 1\n"))
	if err != nil || busy != 160*clockTick {
		t.Errorf("busy = %v, %v; want %v (idle and iowait left out, guest inside user)", busy, err, 160*clockTick)
	}
	for _, bad := range []string{"", "cpu0 1 2 3 4 5 6 7\n", "cpu 1 2 x 4 5 6 7 8\n", "cpu 1 2\n", "cpu 1 2 3 4 5 6 7\n"} {
		if _, err := parseProcStat([]byte(bad)); err == nil {
			t.Errorf("parseProcStat(%q) took it", bad)
		}
	}
	// A command name with spaces and parentheses; utime 17, stime 4.
	stat := "4242 (sluice (x) y) S 1 4242 4242 0 -1 4194560 900 0 0 0 17 4 3 1 20 0 12 0 100 0 0\n"
	cpu, err := parseProcPidStat([]byte(stat))
	if err != nil || cpu != 21*clockTick {
		t.Errorf("process CPU = %v, %v; want %v", cpu, err, 21*clockTick)
	}
	if _, err := parseProcPidStat([]byte("4242 (short) S 1 2\n")); err == nil {
		t.Error("a short stat line was taken")
	}
	// This process, on Linux: it has used some CPU, and the machine at least as much.
	if s := sampleCPU(os.Getpid()); runtime.GOOS == "linux" && (!s.ok || s.busy <= 0) {
		t.Errorf("sampleCPU on Linux: %+v", s)
	}
}

func TestThroughputCPUPerRun(t *testing.T) {
	from := cpuSample{busy: 10 * time.Second, proc: time.Second, ok: true}
	to := cpuSample{busy: 16 * time.Second, proc: 1500 * time.Millisecond, ok: true}
	r := throughputRow{OK: 20}
	r.cpuPerRun(from, to)
	if r.CPUMSPerRun != 300 || r.ServerCPUMSPerRun != 25 {
		t.Errorf("per run: %v ms, sluice %v ms; want 300 and 25", r.CPUMSPerRun, r.ServerCPUMSPerRun)
	}
	for _, c := range []struct {
		name     string
		from, to cpuSample
		ok       int
	}{
		{"no runs", from, to, 0},
		{"unreadable start", cpuSample{}, to, 20},
		{"unreadable end", from, cpuSample{}, 20},
		{"counter went back", to, from, 20},
	} {
		r := throughputRow{OK: c.ok}
		r.cpuPerRun(c.from, c.to)
		if r.CPUMSPerRun != 0 || r.ServerCPUMSPerRun != 0 {
			t.Errorf("%s: %+v, want no figures", c.name, r)
		}
	}
}

// TestAppendCost: both medians are measured, the file is gone after, and a directory that
// cannot take a file is an error that says what was measured. (Which file systems the sink
// writes directly to is policies' TestJSONLDirectWhereTheFileSystemTakesIt.)
func TestAppendCost(t *testing.T) {
	dir := t.TempDir()
	quiet, busy, direct, err := appendCost(context.Background(), dir, 10*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("append %.0f µs after a pause, %.0f µs back to back, direct %v", quiet, busy, direct)
	if quiet <= 0 || busy <= 0 {
		t.Errorf("append %.0f µs after a pause, %.0f µs back to back: want both measured", quiet, busy)
	}
	if ents, err := os.ReadDir(dir); err != nil || len(ents) != 0 {
		t.Errorf("left in the directory: %v (%v)", ents, err)
	}
	if _, _, _, err := appendCost(context.Background(), filepath.Join(dir, "missing"), 0); err == nil || !strings.Contains(err.Error(), "durable append") {
		t.Errorf("a missing directory: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, _, err := appendCost(ctx, dir, time.Hour); err == nil {
		t.Error("a cancelled context measured")
	}
}

// TestPageCost: the page cost of a fork is measured with Debian's interpreter, and a first
// write (a copy of the page) costs more than a first read.
func TestPageCost(t *testing.T) {
	r, w, err := pageCost(context.Background(), "/usr/bin/python3")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("first read %.2f µs/page, first write %.2f µs/page", r, w)
	if w <= 0 || w <= r {
		t.Errorf("first read %.2f µs/page, first write %.2f µs/page: want a write dearer than a read", r, w)
	}
	if _, _, err := pageCost(context.Background(), "/nonexistent/python3"); err == nil || !strings.Contains(err.Error(), "page cost") {
		t.Errorf("a missing interpreter: %v", err)
	}
}
