// Package benchcpu adds a CPU-time figure to Go benchmarks. On a shared machine a benchmark's
// ns/op counts the time its goroutine waited for a core; the process's user and system CPU time
// per op does not, so it is the steadier figure to compare when the load varies. It owns nothing
// else and is imported only by tests.
package benchcpu

import (
	"syscall"
	"testing"
	"time"
)

// Report measures the process's CPU time from now until the benchmark ends and reports it per
// op as "cpu-ns/op". Call it after the set-up, right before the loop (it resets the timer).
func Report(b *testing.B) {
	b.Helper()
	start, ok := cpuTime()
	b.ResetTimer()
	b.Cleanup(func() {
		end, ok2 := cpuTime()
		if ok && ok2 && b.N > 0 {
			b.ReportMetric(float64(end-start)/float64(b.N), "cpu-ns/op")
		}
	})
}

func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
