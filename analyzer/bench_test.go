package analyzer_test

import (
	"os"
	"testing"

	"github.com/sluice-gw/sluice/analyzer"
	"github.com/sluice-gw/sluice/internal/benchcpu"
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
	benchcpu.Report(b)
	for b.Loop() {
		analyzer.Analyze(code)
	}
}
