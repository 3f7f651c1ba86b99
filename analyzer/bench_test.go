package analyzer_test

import (
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/analyzer"
)

// BenchmarkAnalyze analyses testdata/bench.py, a realistic agent script of about 8,000
// characters using pandas, numpy and matplotlib (f-strings, a match statement, walrus,
// lambdas, comprehensions). The figure is recorded in the package documentation.
func BenchmarkAnalyze(b *testing.B) {
	src, err := os.ReadFile("testdata/bench.py")
	if err != nil {
		b.Fatal(err)
	}
	code := string(src)
	if f := analyzer.Analyze(code); !f.Parsed {
		b.Fatalf("bench.py does not parse: %+v %s", f.SyntaxError, f.Unsupported)
	}
	b.SetBytes(int64(len(code)))
	b.ReportAllocs()
	cpu := cpuNow()
	for b.Loop() {
		analyzer.Analyze(code)
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
