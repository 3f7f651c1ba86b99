package policies

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/open-policy-agent/opa/v1/rego"

	"github.com/sluice-gw/sluice/analyzer"
)

// BenchmarkDecide evaluates every decision point of one run (exposure, admission, budget,
// limits, routing, redaction) with DecideRun, log masks included, on a realistic input. Each
// iteration changes the input (the run counter), so no conversion is served from the cache.
func BenchmarkDecide(b *testing.B) {
	decideRuns(b, engineForTest(b))
}

// decideRuns is the loop of BenchmarkDecide and BenchmarkDecideFloor: DecideRun on the pandas
// input, its run counter changed every iteration, every point required to allow.
func decideRuns(b *testing.B, e *Engine) {
	ctx := context.Background()
	in := runInput(b, pandasFacts)
	b.ReportAllocs()
	cpu := cpuNow()
	i := int64(0)
	for b.Loop() {
		i++
		in.Session.Counters.RuntimeMS = i % 1000
		rd, err := e.DecideRun(ctx, in)
		if err != nil || !rd.Admission.Allow || !rd.Budget.Allow || rd.Routing.Image == "" || !rd.Exposure.Allow {
			b.Fatalf("DecideRun = %+v, %v", rd, err)
		}
	}
	b.ReportMetric(float64(cpuNow()-cpu)/float64(b.N), "cpu-ns/op")
}

// BenchmarkDecideRefused is BenchmarkDecide on code that admission refuses (network and process
// modules): the quick scan cannot clear it, so every admission rule runs.
func BenchmarkDecideRefused(b *testing.B) {
	ctx := context.Background()
	e := engineForTest(b)
	raw, err := os.ReadFile("testdata/admission/socket_and_subprocess/facts.json")
	if err != nil {
		b.Fatal(err)
	}
	in := runInput(b, string(raw))
	b.ReportAllocs()
	cpu := cpuNow()
	i := int64(0)
	for b.Loop() {
		i++
		in.Session.Counters.RuntimeMS = i % 1000
		rd, err := e.DecideRun(ctx, in)
		if err != nil || rd.Admission.Allow || len(rd.Admission.Violations) == 0 {
			b.Fatalf("DecideRun = %+v, %v", rd.Admission, err)
		}
	}
	b.ReportMetric(float64(cpuNow()-cpu)/float64(b.N), "cpu-ns/op")
}

// BenchmarkDecideParallel is BenchmarkDecide from concurrent goroutines.
func BenchmarkDecideParallel(b *testing.B) {
	ctx := context.Background()
	e := engineForTest(b)
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		in := runInput(b, pandasFacts)
		i := int64(0)
		for pb.Next() {
			i++
			in.Session.Counters.RuntimeMS = i % 1000
			if _, err := e.DecideRun(ctx, in); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkDecideSeparate makes the same decisions with one method call per point.
func BenchmarkDecideSeparate(b *testing.B) {
	ctx := context.Background()
	e := engineForTest(b)
	in := runInput(b, pandasFacts)
	b.ReportAllocs()
	cpu := cpuNow()
	i := int64(0)
	for b.Loop() {
		i++
		in.Session.Counters.RuntimeMS = i % 1000
		decideRun(b, ctx, e, in)
	}
	b.ReportMetric(float64(cpuNow()-cpu)/float64(b.N), "cpu-ns/op")
}

// BenchmarkReview evaluates sluice.review alone on the input of a run that declared
// chart.png and wrote chart.png and extra.csv (an undeclared artifact is flagged), log mask
// included; the outcome's duration changes every iteration.
func BenchmarkReview(b *testing.B) {
	ctx := context.Background()
	e := engineForTest(b)
	in := reviewInput(b)
	cpuLoop(b, func(i int64) {
		in.Outcome.DurationMS = i % 1000
		rv, _, err := e.Review(ctx, in)
		if err != nil || len(rv.Returned) != 2 || len(rv.Flags) != 1 {
			b.Fatalf("Review = %+v, %v", rv, err)
		}
	})
}

// BenchmarkDecideAndReview is all the decisions of one code run that ran: DecideRun before
// it, Review after it.
func BenchmarkDecideAndReview(b *testing.B) {
	ctx := context.Background()
	e := engineForTest(b)
	in := reviewInput(b)
	out := in.Outcome
	cpuLoop(b, func(i int64) {
		in.Outcome = nil
		in.Session.Counters.RuntimeMS = i % 1000
		rd, err := e.DecideRun(ctx, in)
		if err != nil || !rd.Admission.Allow {
			b.Fatalf("DecideRun = %+v, %v", rd, err)
		}
		in.Outcome = out
		if _, _, err := e.Review(ctx, in); err != nil {
			b.Fatal(err)
		}
	})
}

// cpuLoop is a benchmark's loop: step gets the iteration's number (from 1); allocations and
// the process's CPU time per iteration are reported.
func cpuLoop(b *testing.B, step func(i int64)) {
	b.ReportAllocs()
	cpu := cpuNow()
	i := int64(0)
	for b.Loop() {
		i++
		step(i)
	}
	b.ReportMetric(float64(cpuNow()-cpu)/float64(b.N), "cpu-ns/op")
}

func decideRun(b *testing.B, ctx context.Context, e *Engine, in *Input) {
	if x, _, err := e.Exposure(ctx, in); err != nil || !x.Allow {
		b.Fatalf("exposure: %+v %v", x, err)
	}
	if a, _, err := e.Admission(ctx, in); err != nil || !a.Allow {
		b.Fatalf("admission: %+v %v", a, err)
	}
	if bu, _, err := e.Budget(ctx, in); err != nil || !bu.Allow {
		b.Fatalf("budget: %+v %v", bu, err)
	}
	if _, _, err := e.Limits(ctx, in); err != nil {
		b.Fatal(err)
	}
	if r, _, err := e.Routing(ctx, in); err != nil || r.Image == "" {
		b.Fatalf("routing: %+v %v", r, err)
	}
	if _, _, err := e.Redaction(ctx, in); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkAppendJSONL measures one fsync'd decision-log append.
func BenchmarkAppendJSONL(b *testing.B) {
	ctx := context.Background()
	e := engineForTest(b)
	_, d, err := e.Admission(ctx, runInput(b, pandasFacts))
	if err != nil {
		b.Fatal(err)
	}
	log, _ := jsonlLog(b)
	meta := EventMeta{Tenant: "acme", Session: "s-1", RunID: "r"}
	b.ResetTimer()
	for b.Loop() {
		if err := log.Append(ctx, NewEvent(d, meta)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAppendBatch appends the six decisions of a run as one batch from concurrent
// goroutines (4 per core), to an fsync'd JSONL file: group commit shares each fsync among the
// batches waiting. It reports the 50th and 99th percentile latency of one append.
func BenchmarkAppendBatch(b *testing.B) {
	ctx := context.Background()
	e := engineForTest(b)
	rd, err := e.DecideRun(ctx, runInput(b, pandasFacts))
	if err != nil {
		b.Fatal(err)
	}
	log, _ := jsonlLog(b)
	meta := EventMeta{Tenant: "acme", Session: "s-1", RunID: "r"}
	var (
		mu  sync.Mutex
		lat []time.Duration
	)
	b.SetParallelism(4)
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		var mine []time.Duration
		for pb.Next() {
			evs := make([]*EventV1, len(rd.Decisions))
			for i, d := range rd.Decisions {
				d.ID = "" // a fresh id per append
				evs[i] = NewEvent(d, meta)
			}
			t0 := time.Now()
			if err := log.AppendBatch(ctx, evs); err != nil {
				b.Error(err)
				return
			}
			mine = append(mine, time.Since(t0))
		}
		mu.Lock()
		lat = append(lat, mine...)
		mu.Unlock()
	})
	b.StopTimer()
	if len(lat) > 0 {
		slices.Sort(lat)
		b.ReportMetric(float64(lat[len(lat)/2].Microseconds()), "p50-µs")
		b.ReportMetric(float64(lat[min(len(lat)-1, len(lat)*99/100)].Microseconds()), "p99-µs")
	}
}

// BenchmarkChainEntries is the CPU a run's batch costs the decision log before any I/O: the
// templates of its six entries (built outside the log's lock), then chaining each (inside it).
func BenchmarkChainEntries(b *testing.B) {
	ctx := context.Background()
	rd, err := engineForTest(b).DecideRun(ctx, runInput(b, pandasFacts))
	if err != nil {
		b.Fatal(err)
	}
	evs := make([]*EventV1, len(rd.Decisions))
	for i, d := range rd.Decisions {
		evs[i] = NewEvent(d, EventMeta{Tenant: "acme", Session: "s-1", RunID: "r"})
	}
	logJSON := jsonString("log")
	tpls := make([]eventTemplate, len(evs))
	b.ReportAllocs()
	for b.Loop() {
		var prev *eventTemplate
		prevHash := ""
		for i, ev := range evs {
			if err := tpls[i].build(ev, prev); err != nil {
				b.Fatal(err)
			}
			prev = &tpls[i]
			prevHash, _ = tpls[i].chain(logJSON, uint64(i+1), prevHash)
		}
	}
}

// BenchmarkDecideFloor is BenchmarkDecide against a bundle whose every rule is a constant (the
// answers the real bundle gives this input): what DecideRun costs before any policy logic runs
// (input conversion, the log mask, one prepared query with every binding, decoding, decision
// records). BenchmarkDecide minus this is the cost of the bundle's rules.
func BenchmarkDecideFloor(b *testing.B) {
	decideRuns(b, floorEngine(b))
}

// TestFloorBundleLoads keeps BenchmarkDecideFloor's bundle complete: a rule the engine comes to
// require fails here, not only in a benchmark nobody runs.
func TestFloorBundleLoads(t *testing.T) {
	floorEngine(t)
}

// floorEngine loads floorBundle.
func floorEngine(tb testing.TB) *Engine {
	tb.Helper()
	dir := tb.TempDir()
	for pkg, rules := range floorBundle {
		src := "package sluice." + pkg + "\n\nimport rego.v1\n\n" + rules
		test := "package sluice." + pkg + "_test\n\nimport rego.v1\n\ntest_constant if true\n"
		if err := os.WriteFile(filepath.Join(dir, pkg+".rego"), []byte(src), 0o644); err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, pkg+"_test.rego"), []byte(test), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	e, err := Load(context.Background(), dir)
	if err != nil {
		tb.Fatal(err)
	}
	return e
}

// floorBundle holds, per package, the constant rules of BenchmarkDecideFloor.
var floorBundle = map[string]string{
	"exposure": `tools := {"aggregate", "inspect_csv", "plot", "run_python", "sql"}
message := ""
allow := true
code := "ok"
`,
	"admission": `allow := true
violations := set()
retry_hint := ""
`,
	"limits": `limits := {"cpus": 1, "file_size_bytes": 16777216, "memory_mb": 512, "output_bytes": 33554432, "output_files": 16, "pids": 64, "stderr_bytes": 65536, "stdout_bytes": 65536, "timeout_s": 8, "tmp_bytes": 67108864}
`,
	"routing": `executor := "subprocess"
image := "python-data-basic"
`,
	"budget": `allow := true
stop_reason := ""
hint := ""
degrade := []
runs_left := 19
`,
	"redaction": `stdout_max_bytes := 4096
stderr_max_bytes := 2048
error_message_max := 500
code_excerpt_max := 1000
max_rows := 50
max_dataset_rows := 50
artifact_types := ["application/json", "image/jpeg", "image/png", "image/svg+xml", "text/csv", "text/markdown", "text/plain"]
max_artifacts := 8
max_artifact_bytes := 5242880
max_total_artifact_bytes := 16777216
masks := ["api_key", "bank_card", "bearer_token", "cn_id", "email", "iban", "phone", "sensitive_column"]
sensitive_columns := ["customer_email"]
`,
	"log": `mask contains x if some x in []
`,
	"review": `returned := []
withheld := set()
flags := set()
`,
}

// BenchmarkOPABaseline is a calibration point, independent of sluice's policy: a 100-element
// comprehension in OPA. Compare BenchmarkDecide with it when machines differ in speed or load.
func BenchmarkOPABaseline(b *testing.B) {
	ctx := context.Background()
	q, err := rego.New(rego.Query(`x := count([i | some i in numbers.range(1, 100); i > 0])`)).PrepareForEval(ctx)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	cpu := cpuNow()
	for b.Loop() {
		if _, err := q.Eval(ctx); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuNow()-cpu)/float64(b.N), "cpu-ns/op")
}

// cpuNow returns the CPU time this process has used so far, user and system: unlike ns/op it
// does not count the time the benchmark waited for a core on a shared machine.
func cpuNow() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkDecideAgentScript is BenchmarkDecide on the facts of a real 7.9 KB agent script
// (the analyzer's benchmark input: pandas, matplotlib, f-strings, a match statement), with
// every call's argument provenance: what admission costs on code of the size agents send.
func BenchmarkDecideAgentScript(b *testing.B) {
	ctx := context.Background()
	e := engineForTest(b)
	src, err := os.ReadFile("../analyzer/testdata/bench.py")
	if err != nil {
		b.Fatal(err)
	}
	facts, err := json.Marshal(analyzer.Analyze(string(src)))
	if err != nil {
		b.Fatal(err)
	}
	in := runInput(b, string(facts))
	in.Request.CodeBytes = len(src)
	b.ReportAllocs()
	cpu := cpuNow()
	i := int64(0)
	for b.Loop() {
		i++
		in.Session.Counters.RuntimeMS = i % 1000
		// The script calls vars() of an object a function of its own returns, which the facts
		// cannot trace: admission refuses it after running every rule, the costlier path.
		rd, err := e.DecideRun(ctx, in)
		if err != nil || rd.Admission.Allow || len(rd.Admission.Violations) != 2 {
			b.Fatalf("DecideRun = %+v, %v", rd.Admission, err)
		}
	}
	b.ReportMetric(float64(len(facts)), "facts-bytes")
	b.ReportMetric(float64(cpuNow()-cpu)/float64(b.N), "cpu-ns/op")
}

// BenchmarkDecideColdCache is BenchmarkDecide with the CPU caches flushed before each
// evaluation, the way a gateway finds them when its next request comes after a sandbox ran:
// the interpreter's pages have evicted everything the last evaluation left.
func BenchmarkDecideColdCache(b *testing.B) {
	e := engineForTest(b)
	ctx := context.Background()
	in := runInput(b, pandasFacts)
	thrash := make([]byte, 64<<20)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		for j := 0; j < len(thrash); j += 64 {
			thrash[j]++
		}
		in.Session.Counters.RuntimeMS = int64(i % 1000)
		b.StartTimer()
		if _, err := e.DecideRun(ctx, in); err != nil {
			b.Fatal(err)
		}
	}
}
