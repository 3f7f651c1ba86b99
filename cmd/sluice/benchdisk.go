package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/sluice-gw/sluice/policies"
)

// appendSamples is how many durable appends appendCost times each way.
const appendSamples = 9

// appendCost measures what a durable append of the decision log costs in dir: a 1 KiB line
// written by its file sink (policies.JSONLSink), as the log makes one for a run's decisions
// and one for its review. It times them after pause each (what a sequential run's append
// meets: a disk that was quiet) and back to back (a busy one), and returns the medians in µs
// and whether the sink wrote directly (else: a buffered write and an fsync). On a virtual disk
// that honours flushes a quiet disk's flush is often several times a busy one's.
func appendCost(ctx context.Context, dir string, pause time.Duration) (quietUS, busyUS float64, direct bool, err error) {
	fail := func(err error) (float64, float64, bool, error) {
		return 0, 0, false, fmt.Errorf("measuring the cost of a durable append in %s: %w", filepath.Base(dir), err)
	}
	f, err := os.CreateTemp(dir, "append-")
	if err != nil {
		return fail(err)
	}
	path := f.Name()
	f.Close()
	defer os.Remove(path)
	sink, err := policies.OpenJSONL(path)
	if err != nil {
		return fail(err)
	}
	defer sink.Close()
	line := make([]byte, 1023)
	for i := range line {
		line[i] = 'x'
	}
	each := func() (time.Duration, error) {
		t := time.Now()
		err := sink.WriteBatch(ctx, nil, [][]byte{line})
		return time.Since(t), err
	}
	var quiet, busy []time.Duration
	for range appendSamples {
		sleepCtx(ctx, pause)
		d, err := each()
		if err != nil {
			return fail(err)
		}
		quiet = append(quiet, d)
	}
	for range appendSamples {
		d, err := each()
		if err != nil {
			return fail(err)
		}
		busy = append(busy, d)
	}
	if err := ctx.Err(); err != nil {
		return fail(err)
	}
	q, _ := percentile(quiet, 50)
	b, _ := percentile(busy, 50)
	return float64(q.Nanoseconds()) / 1e3, float64(b.Nanoseconds()) / 1e3, sink.Direct(), nil
}
