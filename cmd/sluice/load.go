package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/sluice-gw/sluice/gateway"
)

// The defaults of `sluice bench --load`, where they differ from bench's.
const (
	loadClients  = 200
	loadDuration = 60 * time.Second
	loadFloodMB  = 200
	// loadRSSEvery is how often the gateways' resident memory is sampled.
	loadRSSEvery = 250 * time.Millisecond
)

// loadReport is what `sluice bench --load` measured: sustained runs from many clients against
// a running sluice (one gateway, or a front over several), the gateways' memory meanwhile, and
// a run that floods stdout.
type loadReport struct {
	Date       string        `json:"date"`
	Host       benchHost     `json:"host"`
	URL        string        `json:"url"`
	Code       string        `json:"code"`
	Throughput throughputRow `json:"throughput"`
	Gateways   []gatewayRSS  `json:"gateways"`
	Flood      *floodRow     `json:"flood,omitempty"`
}

// gatewayRSS is one gateway's resident memory (process_resident_memory_bytes on its
// /metrics) over the load, and over the flood.
type gatewayRSS struct {
	URL         string  `json:"url"`
	StartMB     float64 `json:"start_mb"`
	MaxMB       float64 `json:"max_mb"`
	FloodMaxMB  float64 `json:"flood_max_mb,omitempty"`
	Samples     int     `json:"samples"`
	Unreachable int     `json:"unreachable,omitempty"`
}

// floodRow is one run that writes MB megabytes to stdout: what the agent got back, and how
// long it took.
type floodRow struct {
	MB         int      `json:"mb"`
	Status     int      `json:"status"`
	OK         bool     `json:"ok"`
	ErrorType  string   `json:"error_type,omitempty"`
	WallMS     float64  `json:"wall_ms"`
	ExcerptLen int      `json:"excerpt_bytes"` // the stdout that reached the agent
	BytesCut   int64    `json:"bytes_cut"`     // what the output stage says it cut
	Warnings   []string `json:"warnings,omitempty"`
}

// rssSampler polls the gateways' /metrics for their resident memory until stopped.
type rssSampler struct {
	hc   *http.Client
	mu   sync.Mutex
	rows []gatewayRSS
	// flood marks samples taken while the flood run is out.
	flood bool
}

func newRSSSampler(urls []string) *rssSampler {
	s := &rssSampler{hc: &http.Client{Timeout: 2 * time.Second}}
	for _, u := range urls {
		s.rows = append(s.rows, gatewayRSS{URL: strings.TrimRight(u, "/")})
	}
	return s
}

// run samples every loadRSSEvery until ctx ends.
func (s *rssSampler) run(ctx context.Context) {
	tick := time.NewTicker(loadRSSEvery)
	defer tick.Stop()
	for {
		s.sample(ctx)
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

func (s *rssSampler) sample(ctx context.Context) {
	for i := range s.rows {
		mb, err := residentMB(ctx, s.hc, s.rows[i].URL)
		s.mu.Lock()
		r := &s.rows[i]
		if err != nil {
			r.Unreachable++
		} else {
			if r.Samples == 0 {
				r.StartMB = mb
			}
			r.Samples++
			r.MaxMB = max(r.MaxMB, mb)
			if s.flood {
				r.FloodMaxMB = max(r.FloodMaxMB, mb)
			}
		}
		s.mu.Unlock()
	}
}

func (s *rssSampler) setFlood(on bool) {
	s.mu.Lock()
	s.flood = on
	s.mu.Unlock()
}

func (s *rssSampler) result() []gatewayRSS {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]gatewayRSS(nil), s.rows...)
}

// residentMB reads process_resident_memory_bytes from base's /metrics, in MB.
func residentMB(ctx context.Context, hc *http.Client, base string) (float64, error) {
	fams, err := scrapeMetrics(ctx, hc, base)
	if err != nil {
		return 0, err
	}
	if ms := fams["process_resident_memory_bytes"].GetMetric(); len(ms) > 0 {
		return metricValue(ms[0]) / (1 << 20), nil
	}
	return 0, fmt.Errorf("%s/metrics has no process_resident_memory_bytes", base)
}

// floodCode writes mb megabytes to stdout in 1 MiB lines.
func floodCode(mb int) string {
	return fmt.Sprintf("import sys\nline = 'x' * 1048575 + '\\n'\nfor _ in range(%d):\n    sys.stdout.write(line)\nprint('flood done')\n", mb)
}

// flood runs floodCode(mb) once in a new session.
func (t *sluiceTarget) flood(ctx context.Context, mb int) *floodRow {
	row := &floodRow{MB: mb}
	sess, err := t.newSessionPatiently(ctx)
	if err != nil {
		row.ErrorType = "session: " + errKind(err)
		return row
	}
	body, _ := json.Marshal(map[string]string{"code": floodCode(mb), "purpose": "sluice bench --load: stdout flood"})
	var obs gateway.Observation
	start := time.Now()
	row.Status, err = t.c.do("POST", "/v1/sessions/"+sess.id+"/runs", "application/json", body, &obs)
	row.WallMS = ms(time.Since(start))
	if row.Status == 0 && err != nil {
		row.ErrorType = "transport: " + errKind(err)
		return row
	}
	row.OK, row.ErrorType = obs.OK, obs.ErrorType
	row.ExcerptLen, row.Warnings = len(obs.StdoutExcerpt), obs.Warnings
	if obs.Redacted != nil {
		row.BytesCut = obs.Redacted.BytesCut
	}
	return row
}

// runLoad is `sluice bench --load`: f.clients clients for f.duration against f.url, the
// gateways' memory sampled throughout, then the flood.
func runLoad(ctx context.Context, f benchFlags, logw io.Writer) (*loadReport, error) {
	logf := func(format string, args ...any) { fmt.Fprintf(logw, "bench --load: "+format+"\n", args...) }
	key, err := benchKey(f.key)
	if err != nil {
		return nil, err
	}
	b := &bencher{f: f, csv: benchCSV(f.rows, 1), logf: logf}
	t := b.target(f.url, key)
	rep := &loadReport{Date: time.Now().UTC().Format(time.RFC3339), Host: hostInfo(), URL: f.url, Code: benchTrivialCode}
	metrics := f.metrics
	if len(metrics) == 0 {
		metrics = []string{f.url}
	}
	rss := newRSSSampler(metrics)
	sctx, stopRSS := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Go(func() { rss.run(sctx) })
	defer func() {
		stopRSS()
		wg.Wait()
	}()

	if _, err := t.newSession(ctx); err != nil {
		return nil, fmt.Errorf("bench --load: %s does not run: %w", f.url, err)
	}
	want := strconv.Itoa(f.rows)
	rep.Throughput = t.throughput(ctx, f.clients, f.duration, want, logf)
	if f.floodMB > 0 {
		logf("a run that writes %d MB to stdout", f.floodMB)
		rss.setFlood(true)
		rep.Flood = t.flood(ctx, f.floodMB)
		rss.sample(ctx) // one more after the answer
		rss.setFlood(false)
	}
	stopRSS()
	wg.Wait()
	rep.Gateways = rss.result()
	if rep.Throughput.OK == 0 {
		return rep, fmt.Errorf("bench --load: no run succeeded (%s)", errorSummary(rep.Throughput.Errors))
	}
	return rep, nil
}

// writeLoadTable prints rep for people.
func writeLoadTable(w io.Writer, rep *loadReport) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	tp := rep.Throughput
	fmt.Fprintf(tw, "sluice bench --load\t%s\n", rep.Date)
	fmt.Fprintf(tw, "host\t%d cores, %s, Linux %s, %s\n", rep.Host.Cores, rep.Host.CPU, rep.Host.Kernel, rep.Host.OS)
	fmt.Fprintf(tw, "target\t%s: %d clients for %.1fs, %s, a new session when one's budget is used up\n", rep.URL, tp.Clients, tp.DurationS, rep.Code)
	fmt.Fprintf(tw, "runs\t%d ok, %.1f runs/s\tp50 %s  p95 %s  p99 %s\t%d sessions, %d more after the window%s\n",
		tp.OK, tp.RunsPerSec, fmtMS(tp.P50MS), fmtMS(tp.P95MS), fmtMS(tp.P99MS), tp.Sessions, tp.Late, prefixed("  errors: ", errorSummary(tp.Errors)))
	for _, g := range rep.Gateways {
		line := fmt.Sprintf("%.0f MB at the start, at most %.0f MB under load", g.StartMB, g.MaxMB)
		if rep.Flood != nil {
			line += fmt.Sprintf(", at most %.0f MB during the flood", g.FloodMaxMB)
		}
		if g.Samples == 0 {
			line = "not measured (no process_resident_memory_bytes on its /metrics)"
		}
		if g.Unreachable > 0 {
			line += fmt.Sprintf(" (%d samples failed)", g.Unreachable)
		}
		fmt.Fprintf(tw, "gateway RSS\t%s\t%s\n", g.URL, line)
	}
	if fl := rep.Flood; fl != nil {
		answer := "ok"
		if !fl.OK {
			answer = "not ok: " + fl.ErrorType
		}
		fmt.Fprintf(tw, "stdout flood\t%d MB\tHTTP %d %s after %s; the agent got %d bytes of stdout, %d cut%s\n",
			fl.MB, fl.Status, answer, fmtMS(fl.WallMS), fl.ExcerptLen, fl.BytesCut, prefixed("; ", strings.Join(fl.Warnings, "; ")))
	}
	return tw.Flush()
}
