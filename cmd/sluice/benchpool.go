package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// maxPoolMB is issue 11's bound on the default pool's memory: 1 GiB.
const maxPoolMB = 1024

// poolFillPatience is how long bench waits, after the latency runs, for the pools to be full
// again before it reads their memory (a refill of the default pool takes well under a second
// when nothing else runs).
const poolFillPatience = 10 * time.Second

// poolMemory is the memory the warm pools hold while they wait, from the measured sluice's
// /metrics (sluice_pool_sandboxes, sluice_pool_idle_rss_bytes, sluice_pool_shared_rss_bytes),
// read once the latency runs are over and the pools have filled again.
type poolMemory struct {
	Executors []poolMemoryRow `json:"executors,omitempty"`
	// TotalMB is every pool's idle sandboxes and the memory they share: what the pools cost
	// the machine while nothing runs.
	TotalMB float64 `json:"total_mb"`
	Skipped string  `json:"skipped,omitempty"`
}

// poolMemoryRow is one executor's pool.
type poolMemoryRow struct {
	Executor string `json:"executor"`
	// Ready and Target are the sandboxes waiting with their imports done, and how many the
	// pool keeps (its size times the keys it keeps warm); Ready counts the sandboxes primed
	// with a recent run's dataset too, which come on top of the target.
	Ready  int `json:"ready"`
	Target int `json:"target"`
	// Warming is the sandboxes still importing or starting.
	Warming int `json:"warming"`
	// IdleMB is the resident memory of the waiting sandboxes, SharedMB what they share and
	// IdleMB leaves out (the zygote they were forked from), in MiB.
	IdleMB   float64 `json:"idle_mb"`
	SharedMB float64 `json:"shared_mb"`
	// PerSandboxMB is IdleMB over the sandboxes it counts: one idle sandbox's own memory.
	PerSandboxMB float64 `json:"per_sandbox_mb"`
}

// measured says whether the pools' memory was read.
func (p poolMemory) measured() bool { return p.Skipped == "" && len(p.Executors) > 0 }

// scrapeMetrics reads base's /metrics, in Prometheus' text format, into its metric families.
func scrapeMetrics(ctx context.Context, hc *http.Client, base string) (map[string]*dto.MetricFamily, error) {
	req, err := http.NewRequestWithContext(ctx, "GET", base+"/metrics", nil)
	if err != nil {
		return nil, err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s/metrics: HTTP %d", base, resp.StatusCode)
	}
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(io.LimitReader(resp.Body, 8<<20))
	if err != nil {
		return nil, fmt.Errorf("%s/metrics: %w", base, err)
	}
	return fams, nil
}

// metricValue is the value of a gauge, counter or untyped sample.
func metricValue(m *dto.Metric) float64 {
	switch {
	case m.GetGauge() != nil:
		return m.GetGauge().GetValue()
	case m.GetCounter() != nil:
		return m.GetCounter().GetValue()
	case m.GetUntyped() != nil:
		return m.GetUntyped().GetValue()
	}
	return 0
}

// label is the value of m's label name, "" without it.
func label(m *dto.Metric, name string) string {
	for _, l := range m.GetLabel() {
		if l.GetName() == name {
			return l.GetValue()
		}
	}
	return ""
}

// poolMemoryOf reads the pools' memory from fams: one row for each executor that keeps a
// pool (a target above 0), sorted by executor.
func poolMemoryOf(fams map[string]*dto.MetricFamily) poolMemory {
	rows := map[string]*poolMemoryRow{}
	row := func(m *dto.Metric) *poolMemoryRow {
		ex := label(m, "executor")
		r := rows[ex]
		if r == nil {
			r = &poolMemoryRow{Executor: ex}
			rows[ex] = r
		}
		return r
	}
	for _, m := range fams[metricPoolSandboxes].GetMetric() {
		switch label(m, "state") {
		case poolStateReady:
			row(m).Ready = int(metricValue(m))
		case poolStateTarget:
			row(m).Target = int(metricValue(m))
		case poolStateWarming:
			row(m).Warming = int(metricValue(m))
		}
	}
	for _, m := range fams[metricPoolIdleRSS].GetMetric() {
		row(m).IdleMB = metricValue(m) / (1 << 20)
	}
	for _, m := range fams[metricPoolSharedRSS].GetMetric() {
		row(m).SharedMB = metricValue(m) / (1 << 20)
	}
	var p poolMemory
	for _, r := range rows {
		if r.Target <= 0 {
			continue
		}
		if r.Ready > 0 {
			r.PerSandboxMB = r.IdleMB / float64(r.Ready)
		}
		p.TotalMB += r.IdleMB + r.SharedMB
		p.Executors = append(p.Executors, *r)
	}
	slices.SortFunc(p.Executors, func(a, b poolMemoryRow) int { return strings.Compare(a.Executor, b.Executor) })
	if len(p.Executors) == 0 {
		p.Skipped = "skipped: no warm pool on its /metrics"
	}
	return p
}

// full says whether every pool of p has its target of ready sandboxes.
func (p poolMemory) full() bool {
	for _, r := range p.Executors {
		if r.Ready < r.Target {
			return false
		}
	}
	return true
}

// poolMemory waits up to poolFillPatience for the pools of t to be full, then returns their
// memory as its /metrics last said it (a pool not full by then is reported as it is).
func (t *sluiceTarget) poolMemory(ctx context.Context) poolMemory {
	ctx, cancel := context.WithTimeout(ctx, poolFillPatience)
	defer cancel()
	var last poolMemory
	for {
		fams, err := scrapeMetrics(ctx, t.c.http, t.c.base)
		switch {
		case err == nil:
			last = poolMemoryOf(fams)
			if !last.measured() || last.full() {
				return last
			}
		case last.Executors == nil:
			last = poolMemory{Skipped: "failed: " + errKind(err)}
		}
		select {
		case <-ctx.Done():
			return last
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// writePoolMemory prints the pools' memory through p, one of writeBenchTable's lines.
func writePoolMemory(p func(string, ...any), pm poolMemory) {
	p("warm pools, idle (their /metrics)")
	if !pm.measured() {
		p("pool memory\t%s", pm.Skipped)
		return
	}
	for _, r := range pm.Executors {
		p("%s\t%d ready (pool size %d)\t%.1f MB, %.1f MB each\tshared %.1f MB", r.Executor, r.Ready, r.Target, r.IdleMB, r.PerSandboxMB, r.SharedMB)
	}
	p("total\t%.1f MB", pm.TotalMB)
}

// poolReadyPatience bounds how long a run of the container row waits for its pool to be full
// and settled (awaitReady); a run goes ahead when it is not by then.
const poolReadyPatience = 30 * time.Second

// measureContainer measures sluice's container executor warm, on a server bench starts with
// --executor container, when Docker runs here and has the image (dockerProbe). Before each run
// it waits for the pool to be full and settled (awaitReady): a container's start costs the
// host about half a CPU-second, so at bench's pause between runs the pool would run dry and
// the row would time the container's start instead of the warm path.
func (b *bencher) measureContainer(ctx context.Context, dir string) latencyRow {
	if b.f.url != "" {
		return latencyRow{Name: rowContainer, Skipped: "skipped: measured only on a sluice that bench starts (no --url)"}
	}
	if reason := b.dockerProbe(ctx); reason != "" {
		b.logf("%s: %s", rowContainer, reason)
		return latencyRow{Name: rowContainer, Skipped: reason}
	}
	return b.measureStarted(ctx, dir, rowContainer, []string{"--executor", "container"}, "container", nil)
}

// awaitReady waits, up to poolReadyPatience, until t's /metrics shows the pool of the executor
// t.await full (its target of sandboxes ready; sandboxes primed with a dataset count too) and
// none warming. The pool's metrics are per executor, not per kind of run, so a pool merely
// holding a ready sandbox may hold none for the next run's limits (a fixed tool's run keeps
// sandboxes of its own). An executor without a pool is not waited for.
func (t *sluiceTarget) awaitReady(ctx context.Context) {
	ctx, cancel := context.WithTimeout(ctx, poolReadyPatience)
	defer cancel()
	for {
		if fams, err := scrapeMetrics(ctx, t.c.http, t.c.base); err == nil {
			pools := poolMemoryOf(fams).Executors
			i := slices.IndexFunc(pools, func(r poolMemoryRow) bool { return r.Executor == t.await })
			if i < 0 || (pools[i].Ready >= pools[i].Target && pools[i].Warming == 0) {
				return // no pool to wait for, or a full and settled one
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(50 * time.Millisecond):
		}
	}
}
