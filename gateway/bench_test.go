package gateway_test

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
)

// cannedDispatcher is the fake worker of the gateway benchmarks: it answers every job at once
// with a canned result (inspect_csv's schema of testdata/sales.csv for tool calls, a short
// successful run with a warning for code), so that a benchmark measures everything but the
// executor: authentication, session state, analysis, decisions, the decision log, redaction and
// counters.
type cannedDispatcher struct {
	mu   sync.Mutex
	jobs int
}

// inspectResult is inspect_csv's answer for testdata/sales.csv.
const inspectResult = `{"columns":["date","region","product","revenue","profit"],` +
	`"dtypes":{"date":"object","region":"object","product":"object","revenue":"float64","profit":"float64"},` +
	`"rows":60,"missing":{"date":0,"region":0,"product":0,"revenue":3,"profit":8}}`

func (d *cannedDispatcher) Dispatch(_ context.Context, _ string, job executors.Job) (executors.Result, error) {
	d.mu.Lock()
	d.jobs++
	d.mu.Unlock()
	res := executors.Result{RunID: job.RunID, Outcome: executors.OutcomeOK, Usage: executors.Usage{WallMS: 31, CPUMS: 25}}
	if job.Kind == executors.KindTool {
		res.Report = &executors.Report{OK: true, Rows: 60, Tool: json.RawMessage(inspectResult)}
		return res, nil
	}
	res.Stdout = "region margin\n华东 0.1812\n华北 0.1633\n华南 0.2011\n西南 0.1420\n东北 0.1299\ncontact: alice@example.com\n"
	res.StdoutBytes = int64(len(res.Stdout))
	res.Report = &executors.Report{
		OK: true, Rows: 60,
		Columns:  []string{"date", "region", "product", "revenue", "profit"},
		Dtypes:   map[string]string{"date": "object", "region": "object", "product": "object", "revenue": "float64", "profit": "float64"},
		Warnings: []string{"profit has 8 missing values; they were ignored"},
	}
	return res, nil
}

func (d *cannedDispatcher) count() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.jobs
}

// unlimitedBudget lifts the run and runtime budgets of tenant acme, so that a benchmark can run
// as often as it likes in one session.
func unlimitedBudget(cfg map[string]any) {
	cfg["tenants"] = map[string]any{"acme": map[string]any{"budget": map[string]any{"max_runs": 1 << 40, "max_runtime_ms": 1 << 50}}}
}

// benchCode is the code of the benchmark runs: what an agent sends for a margin by region.
const benchCode = "m = df.groupby(\"region\")[[\"revenue\", \"profit\"]].sum()\nm[\"margin\"] = m.profit / m.revenue\nfor region, row in m.iterrows():\n    print(f\"{region} {row.margin:.4f}\")\n"

// BenchmarkRunPath is the whole path of POST /v1/sessions/{sid}/runs as an agent sees it, over
// HTTP, with a fake worker that answers at once: authentication, session state, analysis, the
// policy decisions, the decision log (JetStream and an fsync'd JSONL file), redaction, counters
// and the run record. It reports the 50th and 99th percentile latency of one run.
func BenchmarkRunPath(b *testing.B) {
	runPath(b, "")
}

// BenchmarkRunPathTmpfsLog is BenchmarkRunPath with the decision log's file on tmpfs
// (/dev/shm), where an fsync costs nothing: the path without the disk's part.
func BenchmarkRunPathTmpfsLog(b *testing.B) {
	dir, err := os.MkdirTemp("/dev/shm", "sluice-bench-")
	if err != nil {
		b.Skipf("no tmpfs at /dev/shm: %v", err)
	}
	b.Cleanup(func() { os.RemoveAll(dir) })
	runPath(b, dir)
}

// runPath is the loop of BenchmarkRunPath, with the decision log's file in logDir.
func runPath(b *testing.B, logDir string) {
	disp := &cannedDispatcher{}
	e := newEnv(b, envOpts{policyDir: policyCopy(b, false, unlimitedBudget), dispatcher: disp, logDir: logDir})
	sid := e.session(keyAcme, true)
	body := mustJSON(map[string]any{"code": benchCode, "purpose": "margin by region", "expected_artifacts": []string{}})
	path := "/v1/sessions/" + sid + "/runs"
	before := disp.count()
	lat := make([]time.Duration, 0, 4096)
	var runs []string
	for b.Loop() {
		t0 := time.Now()
		st, raw := e.raw("POST", path, keyAcme, "application/json", body)
		lat = append(lat, time.Since(t0))
		runs = append(runs, checkRunAnswer(b, st, raw))
	}
	if got := disp.count() - before; got != len(lat) {
		b.Fatalf("%d runs dispatched for %d requests", got, len(lat))
	}
	reportLatency(b, lat)
	reportStages(b, e, runs)
}

// reportStages reports the median stage timings the run records of the last runs hold:
// analysis, decisions (the budget reservation, the evaluation and the decision log, each of
// the last two also alone), redaction and, within it, the review (its evaluation and its
// decision-log append).
func reportStages(b *testing.B, e *env, runs []string) {
	runs = runs[max(0, len(runs)-200):]
	if len(runs) == 0 {
		return
	}
	stages := map[string][]float64{}
	for _, rid := range runs {
		st, raw := e.raw("GET", "/v1/runs/"+rid, keyAcme, "", nil)
		var rec struct {
			Timings map[string]any `json:"timings"` // durations, and whether a warm sandbox served it
		}
		if err := json.Unmarshal(raw, &rec); err != nil || st != http.StatusOK {
			b.Fatalf("run record %s: %d %.300s", rid, st, raw)
		}
		for k, v := range rec.Timings {
			if f, ok := v.(float64); ok {
				stages[k] = append(stages[k], f)
			}
		}
	}
	for _, k := range []string{"analyze_us", "decide_us", "evaluate_us", "log_us", "redact_us", "review_us", "total_us"} {
		v := stages[k]
		slices.Sort(v)
		if len(v) > 0 {
			b.ReportMetric(v[len(v)/2], strings.TrimSuffix(k, "_us")+"-p50-µs")
		}
	}
}

// BenchmarkRunPathParallel is BenchmarkRunPath from concurrent clients, each in its own session:
// what group commit of the decision log is for.
func BenchmarkRunPathParallel(b *testing.B) {
	disp := &cannedDispatcher{}
	e := newEnv(b, envOpts{policyDir: policyCopy(b, false, unlimitedBudget), dispatcher: disp})
	body := mustJSON(map[string]any{"code": benchCode, "purpose": "margin by region", "expected_artifacts": []string{}})
	var (
		mu  sync.Mutex
		lat []time.Duration
	)
	b.SetParallelism(4)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		mu.Lock()
		sid := e.session(keyAcme, true) // e.session is not timed as a run; it is few
		mu.Unlock()
		path := "/v1/sessions/" + sid + "/runs"
		var mine []time.Duration
		for pb.Next() {
			t0 := time.Now()
			st, raw := e.raw("POST", path, keyAcme, "application/json", body)
			mine = append(mine, time.Since(t0))
			checkRunAnswer(b, st, raw)
		}
		mu.Lock()
		lat = append(lat, mine...)
		mu.Unlock()
	})
	reportLatency(b, lat)
}

// checkRunAnswer fails b unless the answer is a successful observation, and returns its run id.
func checkRunAnswer(b *testing.B, st int, raw []byte) string {
	b.Helper()
	var obs struct {
		OK         bool   `json:"ok"`
		RunID      string `json:"run_id"`
		DecisionID string `json:"decision_id"`
		Stdout     string `json:"stdout_excerpt"`
	}
	if err := json.Unmarshal(raw, &obs); err != nil || st != http.StatusOK || !obs.OK || obs.DecisionID == "" || obs.Stdout == "" {
		b.Fatalf("run: %d %.500s", st, raw)
	}
	return obs.RunID
}

// reportLatency reports the 50th and 99th percentile of lat, in microseconds.
func reportLatency(b *testing.B, lat []time.Duration) {
	if len(lat) == 0 {
		return
	}
	slices.Sort(lat)
	pct := func(p float64) float64 {
		return float64(lat[min(len(lat)-1, int(p*float64(len(lat))))].Microseconds())
	}
	b.ReportMetric(pct(0.50), "p50-µs")
	b.ReportMetric(pct(0.99), "p99-µs")
}
