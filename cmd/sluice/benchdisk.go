package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// fsyncSamples is how many durable appends fsyncCost times each way.
const fsyncSamples = 9

// fsyncCost measures what a durable append costs in dir: a 1 KiB write and its fsync, as the
// decision log makes one for a run's decisions and one for its review. It times them after
// pause each (what a sequential run's append meets: a disk that was quiet) and back to back
// (a busy one), and returns the medians in µs. On a virtual disk that honours flushes a quiet
// disk's fsync is often several times a busy one's.
func fsyncCost(ctx context.Context, dir string, pause time.Duration) (quietUS, busyUS float64, err error) {
	f, err := os.CreateTemp(dir, "fsync-")
	if err != nil {
		return 0, 0, fmt.Errorf("measuring the cost of an fsync: %w", err)
	}
	defer os.Remove(f.Name())
	defer f.Close()
	line := make([]byte, 1024)
	line[len(line)-1] = '\n'
	each := func() (time.Duration, error) {
		t := time.Now()
		if _, err := f.Write(line); err != nil {
			return 0, err
		}
		if err := f.Sync(); err != nil {
			return 0, err
		}
		return time.Since(t), nil
	}
	var quiet, busy []time.Duration
	for range fsyncSamples {
		sleepCtx(ctx, pause)
		d, err := each()
		if err != nil {
			return 0, 0, fmt.Errorf("measuring the cost of an fsync in %s: %w", filepath.Base(dir), err)
		}
		quiet = append(quiet, d)
	}
	for range fsyncSamples {
		d, err := each()
		if err != nil {
			return 0, 0, fmt.Errorf("measuring the cost of an fsync in %s: %w", filepath.Base(dir), err)
		}
		busy = append(busy, d)
	}
	if err := ctx.Err(); err != nil {
		return 0, 0, fmt.Errorf("measuring the cost of an fsync: %w", err)
	}
	q, _ := percentile(quiet, 50)
	b, _ := percentile(busy, 50)
	return float64(q.Nanoseconds()) / 1e3, float64(b.Nanoseconds()) / 1e3, nil
}
