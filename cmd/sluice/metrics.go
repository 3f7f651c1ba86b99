package main

import (
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/dispatch"
	"github.com/sluice-gw/sluice/executors/worker"
)

// newRegistry is the registry of a sluice process's /metrics, with the process's own
// resident memory, CPU time and open files (process_*) and the Go runtime's (go_*) in it.
func newRegistry() *prometheus.Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}), collectors.NewGoCollector())
	return reg
}

// registerDispatchMetrics exports the dispatch client's counts of jobs refused as busy
// (dispatch.Stats): the gateway's view of how saturated the workers are.
func registerDispatchMetrics(reg prometheus.Registerer, d *dispatch.Client) {
	for _, c := range []struct {
		name, help string
		get        func(dispatch.Stats) uint64
	}{
		{"sluice_dispatch_busy_total", "Tries of a job that a worker refused as busy (never started); the gateway sends such a job again for up to 30 s.",
			func(s dispatch.Stats) uint64 { return s.Busy }},
		{"sluice_dispatch_room_wakes_total", "Jobs refused as busy that were sent again at a worker's room notice (a slot freed) rather than at the end of their pause.",
			func(s dispatch.Stats) uint64 { return s.RoomWakes }},
		{"sluice_dispatch_busy_gave_up_total", "Jobs answered 503 worker_unavailable because every try was refused as busy for 30 s.",
			func(s dispatch.Stats) uint64 { return s.GaveUp }},
	} {
		reg.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{Name: c.name, Help: c.help},
			func() float64 { return float64(c.get(d.Stats())) }))
	}
}

// workerMetrics exports a worker's warm pools and its time to the user's first line as
// Prometheus metrics. The worker is set once it has started (runs may not be observed before).
type workerMetrics struct {
	start *prometheus.HistogramVec

	mu sync.Mutex
	w  *worker.Worker
}

// Names of the pool metrics `sluice bench` reads back (benchpool.go), and the states of
// metricPoolSandboxes it reads.
const (
	metricPoolSandboxes = "sluice_pool_sandboxes"
	metricPoolIdleRSS   = "sluice_pool_idle_rss_bytes"
	metricPoolSharedRSS = "sluice_pool_shared_rss_bytes"
	poolStateReady      = "ready"
	poolStateTarget     = "target"
	poolStateWarming    = "warming"
)

// Descriptions of the pool metrics, by executor.
var (
	poolSizeDesc   = prometheus.NewDesc(metricPoolSandboxes, "Sandboxes waiting in the warm pool, by state (ready: imports done; warming: importing; target: the configured size per image and limits).", []string{"executor", "state"}, nil)
	poolHitsDesc   = prometheus.NewDesc("sluice_pool_hits_total", "Runs served by a sandbox started ahead of them.", []string{"executor"}, nil)
	poolPrimeDesc  = prometheus.NewDesc("sluice_pool_primed_total", "Pooled sandboxes primed with the dataset of their key's last run (read before any job).", []string{"executor"}, nil)
	poolBusyDesc   = prometheus.NewDesc("sluice_pool_busy_starts_total", "Sandboxes the pool started while runs took them as fast as it started them, without the work that only pays off while a sandbox waits (counted in sluice_pool_started_total too).", []string{"executor"}, nil)
	poolPHitDesc   = prometheus.NewDesc("sluice_pool_primed_hits_total", "Runs served by a sandbox primed with their dataset (counted in sluice_pool_hits_total too).", []string{"executor"}, nil)
	poolMissDesc   = prometheus.NewDesc("sluice_pool_misses_total", "Runs that found no pooled sandbox for their image and limits and started cold.", []string{"executor"}, nil)
	poolStartDesc  = prometheus.NewDesc("sluice_pool_started_total", "Sandboxes the pool started, by result (ok, error) or discarded unused (dead, tampered with, too old, or their key evicted).", []string{"executor", "result"}, nil)
	poolWaitDesc   = prometheus.NewDesc("sluice_pool_wait_seconds_total", "Time runs spent waiting for their sandbox's harness to be ready (cold starts included).", []string{"executor"}, nil)
	poolWaitsDesc  = prometheus.NewDesc("sluice_pool_waits_total", "Runs counted in sluice_pool_wait_seconds_total.", []string{"executor"}, nil)
	poolRSSDesc    = prometheus.NewDesc(metricPoolIdleRSS, "Resident memory of the sandboxes waiting in the pool (0 where the executor cannot measure it).", []string{"executor"}, nil)
	poolSharedDesc = prometheus.NewDesc(metricPoolSharedRSS, "Resident memory the idle sandboxes share and sluice_pool_idle_rss_bytes leaves out: the zygote they were forked from (bubblewrap executor).", []string{"executor"}, nil)
)

func newWorkerMetrics(reg prometheus.Registerer) *workerMetrics {
	m := &workerMetrics{
		start: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "sluice_run_start_seconds",
			Help:    "Time from a job's arrival at the worker until its harness had it and ran the user's first line (dataset fetch, slot wait and sandbox start), by executor and whether a warm sandbox served it.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5},
		}, []string{"executor", "warm"}),
	}
	reg.MustRegister(m.start, m)
	return m
}

// observe is the worker's Config.Observe.
func (m *workerMetrics) observe(executor string, start time.Duration, warm bool) {
	label := "false"
	if warm {
		label = "true"
	}
	m.start.WithLabelValues(executor, label).Observe(start.Seconds())
}

func (m *workerMetrics) set(w *worker.Worker) {
	m.mu.Lock()
	m.w = w
	m.mu.Unlock()
}

// Describe implements prometheus.Collector.
func (m *workerMetrics) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{poolSizeDesc, poolHitsDesc, poolPrimeDesc, poolPHitDesc, poolMissDesc, poolStartDesc, poolWaitDesc, poolWaitsDesc, poolRSSDesc, poolSharedDesc, poolBusyDesc} {
		ch <- d
	}
}

// Collect implements prometheus.Collector.
func (m *workerMetrics) Collect(ch chan<- prometheus.Metric) {
	m.mu.Lock()
	w := m.w
	m.mu.Unlock()
	if w == nil {
		return
	}
	for name, st := range w.PoolStats() {
		collectPool(ch, name, st)
	}
}

func collectPool(ch chan<- prometheus.Metric, ex string, st executors.PoolStats) {
	gauge := func(d *prometheus.Desc, v float64, labels ...string) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v, labels...)
	}
	counter := func(d *prometheus.Desc, v float64, labels ...string) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.CounterValue, v, labels...)
	}
	gauge(poolSizeDesc, float64(st.Ready), ex, poolStateReady)
	gauge(poolSizeDesc, float64(st.Idle-st.Ready+st.Starting), ex, poolStateWarming)
	gauge(poolSizeDesc, float64(st.Size*st.Keys), ex, poolStateTarget)
	counter(poolHitsDesc, float64(st.Hits), ex)
	counter(poolPrimeDesc, float64(st.Primed), ex)
	counter(poolPHitDesc, float64(st.PrimedHits), ex)
	counter(poolMissDesc, float64(st.Misses), ex)
	counter(poolStartDesc, float64(st.Started), ex, "ok")
	counter(poolStartDesc, float64(st.StartErrors), ex, "error")
	counter(poolStartDesc, float64(st.Discarded), ex, "discarded")
	counter(poolBusyDesc, float64(st.BusyStarts), ex)
	counter(poolWaitDesc, st.WaitSeconds, ex)
	counter(poolWaitsDesc, float64(st.Waits), ex)
	gauge(poolRSSDesc, float64(st.IdleRSSBytes), ex)
	gauge(poolSharedDesc, float64(st.SharedRSSBytes), ex)
}
