package policies

import (
	"context"
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/open-policy-agent/opa/v1/rego"
)

// BenchmarkDecide evaluates every decision point of one run (exposure, admission, budget,
// limits, routing, redaction) with DecideRun, log masks included, on a realistic input. Each
// iteration changes the input (the run counter), so no conversion is served from the cache.
func BenchmarkDecide(b *testing.B) {
	ctx := context.Background()
	e := engineForTest(b)
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
	sink, err := OpenJSONL(b.TempDir() + "/d.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	defer sink.Close()
	log := NewDecisionLog("", sink)
	meta := EventMeta{Tenant: "acme", Session: "s-1", RunID: "r"}
	b.ResetTimer()
	for b.Loop() {
		if err := log.Append(ctx, NewEvent(d, meta)); err != nil {
			b.Fatal(err)
		}
	}
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
