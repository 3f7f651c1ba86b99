package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	mrand "math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/sluice-gw/sluice/gateway"
)

// The workloads of `sluice bench`. The groupby script is the README's walkthrough run; the
// bare peers (cold bwrap, docker run) do the same read_csv and groupby without the harness.
const (
	benchGroupbyCode = "m = df.groupby(\"region\")[[\"revenue\",\"profit\"]].sum()\nprint((m.profit / m.revenue).round(3))"
	benchGroupbyPy   = "import sys\nimport pandas as pd\ndf = pd.read_csv(sys.argv[1])\n" + benchGroupbyCode + "\n"
	benchTrivialCode = "print(len(df))"
	// benchWant is printed by every correct groupby run (a region of the generated CSV).
	benchWant = "华东"
	// benchMount is where the bare peers see the CSV and the script, read-only.
	benchMount = "/bench"
	// benchImage is the io.sluice.image label of the image `docker run` uses.
	benchImage = "python-data-basic"
)

// The targets of issue 11, printed beside what was measured.
const (
	targetWarmP50      = 15 * time.Millisecond
	targetWarmP95      = 40 * time.Millisecond
	targetColdRatio    = 25.0
	targetDockerRatio  = 35.0
	targetRunsPerSec   = 60.0
	targetGatewayP50   = 1 * time.Millisecond
	targetGatewayP99   = 5 * time.Millisecond
	targetContainerP50 = 60 * time.Millisecond
	benchStopTimeout   = 30 * time.Second
	benchSetupTimeout  = 2 * time.Minute
	benchProbeTimeout  = 15 * time.Second
	benchPeerTimeout   = 2 * time.Minute
	benchReadyInterval = 200 * time.Millisecond
)

// Row names, stable in the JSON output.
const (
	rowWarm   = "sluice_warm"
	rowNoPool = "sluice_nopool"
	rowBwrap  = "bwrap_cold"
	rowDocker = "docker_run"
	// rowContainer is sluice's container executor, warm: each run waits for its pool to be
	// full and settled (sluiceTarget.awaitReady).
	rowContainer = "sluice_container"
)

// Ratio names, stable in the JSON output, and their labels in the table.
const (
	ratioBwrap  = "bwrap_cold/warm"
	ratioDocker = "docker/warm"
	ratioNoPool = "nopool/warm"
)

var ratioLabels = map[string]string{
	ratioBwrap:  "cold bwrap / warm",
	ratioDocker: "docker / warm",
	ratioNoPool: "no pool / warm",
}

var rowLabels = map[string]string{
	rowWarm:      "sluice warm (pool)",
	rowNoPool:    "sluice, no pool",
	rowBwrap:     "cold bwrap + python3",
	rowDocker:    "docker run --rm",
	rowContainer: "sluice warm, container executor",
}

// benchFlags are the flags of `sluice bench`.
type benchFlags struct {
	url, key, nopoolURL string
	runs, warmup        int
	rows, clients       int
	pause, duration     time.Duration
	timeout             time.Duration
	startTimeout        time.Duration
	image               string
	json                bool
	// load, metrics and floodMB are --load's: the gateways whose /metrics it samples, and
	// the size of its stdout flood.
	load    bool
	metrics []string
	floodMB int
}

// benchReport is everything one `sluice bench` measured; --json prints it as it is.
type benchReport struct {
	Date       string          `json:"date"`
	Host       benchHost       `json:"host"`
	Workload   benchWorkload   `json:"workload"`
	Latency    []latencyRow    `json:"latency"`
	Ratios     []benchRatio    `json:"ratios"`
	Throughput throughputRow   `json:"throughput"`
	Gateway    gatewayShare    `json:"gateway"`
	Pool       poolMemory      `json:"pool"`
	Targets    []targetOutcome `json:"targets"`
}

// benchHost is the machine the numbers were measured on.
type benchHost struct {
	Cores  int    `json:"cores"`
	Kernel string `json:"kernel"`
	CPU    string `json:"cpu"`
	OS     string `json:"os,omitempty"`
	// ForkReadUS and ForkWriteUS are what a forked process pays on its first read and its
	// first write of a page it shares with its parent, in µs (pageCost); 0 when not measured.
	ForkReadUS  float64 `json:"fork_read_us_per_page,omitempty"`
	ForkWriteUS float64 `json:"fork_write_us_per_page,omitempty"`
	// FsyncQuietUS and FsyncBusyUS are the medians of a durable append of a 1 KiB line by
	// the decision log's file sink in the bench's temporary directory, after a quiet pause
	// and back to back (appendCost): what each of the log's two durable appends of a run
	// costs there. 0 when not measured. (Before the sink wrote directly, they timed a write
	// and its fsync, hence the names.)
	FsyncQuietUS float64 `json:"fsync_quiet_us,omitempty"`
	FsyncBusyUS  float64 `json:"fsync_busy_us,omitempty"`
	// AppendDirect is set when that sink wrote directly (policies.JSONLSink).
	AppendDirect bool `json:"append_direct,omitempty"`
}

// benchWorkload is what every latency row ran, and how often.
type benchWorkload struct {
	Rows     int     `json:"rows"`
	CSVBytes int     `json:"csv_bytes"`
	Runs     int     `json:"runs"`
	Warmup   int     `json:"warmup"`
	PauseMS  float64 `json:"pause_ms"`
	Sluice   string  `json:"sluice"`
}

// latencyRow is one way of running the groupby script: percentiles of client wall time over
// its successful runs, or why it was not measured.
type latencyRow struct {
	Name    string         `json:"name"`
	P50MS   float64        `json:"p50_ms"`
	P95MS   float64        `json:"p95_ms"`
	N       int            `json:"n"`
	Errors  map[string]int `json:"errors,omitempty"`
	Skipped string         `json:"skipped,omitempty"`
}

// benchRatio is a peer's p50 over sluice warm's p50.
type benchRatio struct {
	Name  string  `json:"name"`
	Value float64 `json:"value"` // 0 when one side was not measured
}

// throughputRow is the sustained rate of trivial runs from concurrent clients.
type throughputRow struct {
	Clients    int     `json:"clients"`
	DurationS  float64 `json:"duration_s"`
	OK         int     `json:"ok"`   // successful runs that ended within the window
	Late       int     `json:"late"` // successful runs in flight at its end, not counted
	RunsPerSec float64 `json:"runs_per_s"`
	Sessions   int     `json:"sessions"`
	// P50MS, P95MS and P99MS are the client wall time of the successful runs in the window.
	P50MS float64 `json:"p50_ms"`
	P95MS float64 `json:"p95_ms"`
	P99MS float64 `json:"p99_ms"`
	// CPUMSPerRun is the machine's busy CPU time over the window (all cores, every process:
	// sluice, the sandboxes, the kernel's work for them, the clients) divided by the runs
	// that ended in it; 0 where /proc/stat cannot be read. NumCPU·1000 / CPUMSPerRun is the
	// most runs a second this machine can give at that cost.
	CPUMSPerRun float64 `json:"cpu_ms_per_run,omitempty"`
	// ServerCPUMSPerRun is the part of CPUMSPerRun spent by the sluice process itself
	// (gateway, NATS, worker; not the sandboxes), when bench started it.
	ServerCPUMSPerRun float64 `json:"server_cpu_ms_per_run,omitempty"`
	// Records is what the run records of up to throughputRecords of the runs counted (spread
	// over the window) say about their sandboxes under this load.
	Records *loadRecords   `json:"records,omitempty"`
	Errors  map[string]int `json:"errors,omitempty"`
	Skipped string         `json:"skipped,omitempty"`
}

// loadRecords is what the run records of the throughput row's runs say about their sandboxes.
type loadRecords struct {
	// N is the records read; Warm those whose run a sandbox started ahead of it served.
	N    int `json:"n"`
	Warm int `json:"warm"`
	// SandboxStartP50MS and SandboxStartP90MS are the executor's wait for a sandbox
	// (timings.sandbox_start_ms): nothing for a warm run, a sandbox's start for one that
	// found the pool empty.
	SandboxStartP50MS float64 `json:"sandbox_start_p50_ms"`
	SandboxStartP90MS float64 `json:"sandbox_start_p90_ms"`
	// SandboxCPUMS is the mean CPU a run's sandbox used in its cgroups
	// (timings.sandbox_cpu_ms): the code's process and its supervisor, up to the report,
	// and for a pooled sandbox its start too; not its processes' exit, nor bubblewrap's and
	// the zygote's work outside the cgroups.
	SandboxCPUMS float64 `json:"sandbox_cpu_ms"`
}

// throughputRecords is how many run records the throughput row reads back.
const throughputRecords = 100

// loadRecordsOf reads the run records of up to throughputRecords of rids, spread evenly.
// nil when none could be read.
func (t *sluiceTarget) loadRecordsOf(ctx context.Context, rids []string) *loadRecords {
	step := max(1, (len(rids)+throughputRecords-1)/throughputRecords)
	var r loadRecords
	var starts []time.Duration
	var cpu time.Duration
	for i := 0; i < len(rids) && r.N < throughputRecords && ctx.Err() == nil; i += step {
		tm, err := t.timings(rids[i])
		if err != nil {
			continue
		}
		r.N++
		if tm.Warm {
			r.Warm++
		}
		starts = append(starts, time.Duration(tm.SandboxStartMS)*time.Millisecond)
		cpu += time.Duration(tm.SandboxCPUMS) * time.Millisecond
	}
	if r.N == 0 {
		return nil
	}
	p50, _ := percentile(starts, 50)
	p90, _ := percentile(starts, 90)
	r.SandboxStartP50MS, r.SandboxStartP90MS = ms(p50), ms(p90)
	r.SandboxCPUMS = ms(cpu) / float64(r.N)
	return &r
}

// cpuPerRun sets the CPU figures of r from the samples at the start and the end of its
// window.
func (r *throughputRow) cpuPerRun(from, to cpuSample) {
	if !from.ok || !to.ok || r.OK == 0 || to.busy < from.busy {
		return
	}
	n := float64(r.OK)
	r.CPUMSPerRun = ms(to.busy-from.busy) / n
	if d := to.proc - from.proc; d > 0 {
		r.ServerCPUMSPerRun = ms(d) / n
	}
}

// gatewayShare comes from the run records of the warm latency runs (GET /v1/runs/{rid}).
type gatewayShare struct {
	N             int     `json:"n"`
	OverheadP50MS float64 `json:"overhead_p50_ms"` // total_us − dispatch_us
	OverheadP99MS float64 `json:"overhead_p99_ms"`
	DispatchP50MS float64 `json:"dispatch_p50_ms"`
	OutsideP50MS  float64 `json:"outside_p50_ms"` // client wall time − total_us: HTTP, JSON, auth
	// The p50 of each stage inside the overhead, and of what no stage timing covers
	// (session state, counters, decision log).
	AnalyzeP50MS float64 `json:"analyze_p50_ms"`
	DecideP50MS  float64 `json:"decide_p50_ms"`
	RedactP50MS  float64 `json:"redact_p50_ms"`
	RestP50MS    float64 `json:"rest_p50_ms"`
	// Within decide, the p50 of the policy's evaluation and of the decision-log append before
	// the run; within the rest, of the counters' settling and of the wait for the review's
	// append after it (records of a sluice older than these timings give 0).
	EvaluateP50MS   float64 `json:"evaluate_p50_ms"`
	LogP50MS        float64 `json:"log_p50_ms"`
	SettleP50MS     float64 `json:"settle_p50_ms"`
	ReviewWaitP50MS float64 `json:"review_wait_p50_ms"`
	// Warm counts the runs a sandbox started ahead of them served; SandboxStartP50MS and
	// SandboxWallP50MS are the p50 of the executor's wait for a sandbox and of the sandbox's
	// own time (job in to report).
	Warm              int     `json:"warm"`
	SandboxStartP50MS float64 `json:"sandbox_start_p50_ms"`
	SandboxWallP50MS  float64 `json:"sandbox_wall_p50_ms"`
	// SandboxCPUP50MS is the p50 of the CPU a run's sandbox used over its whole life
	// (timings.sandbox_cpu_ms): for a warm one also its start and priming before the job.
	SandboxCPUP50MS float64 `json:"sandbox_cpu_p50_ms"`
	Skipped         string  `json:"skipped,omitempty"`
}

// targetOutcome is one target of issue 11 beside what was measured.
type targetOutcome struct {
	Name   string  `json:"name"`
	Target string  `json:"target"`
	Value  float64 `json:"value"`
	Unit   string  `json:"unit"`
	Mark   string  `json:"mark"` // pass, miss, or n/a when not measured
}

// benchCmd measures sluice against its peers on this machine; see the README ("Benchmark").
// It exits 0 whatever the numbers are, and fails only when it could not measure sluice at all.
func benchCmd(args []string) error {
	var f benchFlags
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.StringVar(&f.url, "url", "", "measure a running sluice at this URL (warm only) instead of starting two")
	fs.StringVar(&f.key, "key", "", "API key for --url (default: env SLUICE_API_KEY, else ./data/dev-api-key)")
	fs.StringVar(&f.nopoolURL, "nopool-url", "", "with --url: a second running sluice (same key), started with --pool-size 0")
	fs.IntVar(&f.runs, "runs", 20, "measured runs per latency row")
	fs.IntVar(&f.warmup, "warmup", 3, "unmeasured runs before each latency row")
	fs.DurationVar(&f.pause, "pause", 300*time.Millisecond, "pause between sequential runs (lets the pool refill)")
	fs.DurationVar(&f.duration, "duration", 10*time.Second, "how long the throughput clients run")
	fs.IntVar(&f.clients, "clients", 8, "concurrent clients of the throughput measurement")
	fs.IntVar(&f.rows, "rows", 10000, "rows of the generated CSV")
	fs.DurationVar(&f.timeout, "timeout", time.Minute, "timeout of one request or one peer run")
	fs.DurationVar(&f.startTimeout, "start-timeout", 2*time.Minute, "how long a started sluice may take to become ready")
	fs.StringVar(&f.image, "image", benchImage, "io.sluice.image label of the image docker runs")
	fs.BoolVar(&f.json, "json", false, "print the report as JSON")
	fs.BoolVar(&f.load, "load", false, fmt.Sprintf("load test of the running sluice at --url: --clients (here %d) for --duration (here %v), the gateways' memory, a stdout flood", loadClients, loadDuration))
	metrics := fs.String("metrics", "", "with --load: comma-separated base URLs of the gateways whose /metrics give their memory (default --url)")
	fs.IntVar(&f.floodMB, "flood-mb", loadFloodMB, "with --load: megabytes one run writes to stdout after the load (0: none)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if f.load {
		set := map[string]bool{}
		fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
		if !set["clients"] {
			f.clients = loadClients
		}
		if !set["duration"] {
			f.duration = loadDuration
		}
		if !set["timeout"] {
			f.timeout = 2 * time.Minute // 200 clients queue for a few sandboxes
		}
		for _, m := range strings.Split(*metrics, ",") {
			if m = strings.TrimSpace(m); m != "" {
				f.metrics = append(f.metrics, m)
			}
		}
		if f.url == "" || f.floodMB < 0 {
			return exitErr{2, "bench: --load needs --url (a running sluice, or the front of a cluster); --flood-mb not negative"}
		}
	}
	if f.runs < 1 || f.warmup < 0 || f.clients < 1 || f.rows < 1 || f.duration <= 0 || f.timeout <= 0 || f.pause < 0 {
		return exitErr{2, "bench: --runs, --clients, --rows, --duration and --timeout must be positive; --warmup and --pause not negative"}
	}
	if f.nopoolURL != "" && f.url == "" {
		return exitErr{2, "bench: --nopool-url needs --url"}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	if f.load {
		rep, err := runLoad(ctx, f, os.Stderr)
		if rep != nil {
			if perr := emit(rep, f.json, func(w io.Writer) error { return writeLoadTable(w, rep) }); perr != nil {
				return perr
			}
		}
		return err
	}
	rep, err := runBench(ctx, f, os.Stderr)
	if rep != nil {
		if perr := emit(rep, f.json, func(w io.Writer) error { return writeBenchTable(w, rep) }); perr != nil {
			return perr
		}
	}
	return err
}

// emit prints rep to stdout, as indented JSON or with table.
func emit(rep any, asJSON bool, table func(io.Writer) error) error {
	var err error
	if asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(rep)
	} else {
		err = table(os.Stdout)
	}
	if err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	return nil
}

// runBench measures every row; progress goes to logw. The report is returned even when the
// error says sluice could not be measured.
func runBench(ctx context.Context, f benchFlags, logw io.Writer) (*benchReport, error) {
	dir, err := os.MkdirTemp("", "sluice-bench-")
	if err != nil {
		return nil, fmt.Errorf("bench: %w", err)
	}
	defer os.RemoveAll(dir)
	work := filepath.Join(dir, "bench")
	csv := benchCSV(f.rows, 1)
	if err := writeBenchFiles(work, csv); err != nil {
		return nil, err
	}
	rep := &benchReport{
		Date: time.Now().UTC().Format(time.RFC3339),
		Host: hostInfo(),
		Workload: benchWorkload{
			Rows: f.rows, CSVBytes: len(csv), Runs: f.runs, Warmup: f.warmup,
			PauseMS: ms(f.pause), Sluice: "started by bench",
		},
	}
	logf := func(format string, a ...any) { fmt.Fprintf(logw, "bench: "+format+"\n", a...) }
	b := &bencher{f: f, csv: csv, logf: logf}
	if bwrapProbe(ctx) == "" {
		var perr error
		if rep.Host.ForkReadUS, rep.Host.ForkWriteUS, perr = pageCost(ctx, "/usr/bin/python3"); perr != nil {
			logf("%v", perr)
		}
	}
	var ferr error
	if rep.Host.FsyncQuietUS, rep.Host.FsyncBusyUS, rep.Host.AppendDirect, ferr = appendCost(ctx, dir, f.pause); ferr != nil {
		logf("%v", ferr)
	}

	var warm, nopool, container latencyRow
	if f.url != "" {
		rep.Workload.Sluice = f.url
		key, kerr := benchKey(f.key)
		if kerr != nil {
			return nil, kerr
		}
		t := b.target(f.url, key)
		warm = b.measureSluice(ctx, rowWarm, t, rep.warmRows())
		if f.nopoolURL != "" {
			nopool = b.measureSluice(ctx, rowNoPool, b.target(f.nopoolURL, key), nil)
		} else {
			nopool = latencyRow{Name: rowNoPool, Skipped: "skipped: no --nopool-url given"}
		}
	} else {
		warm = b.measureStarted(ctx, dir, rowWarm, nil, "", rep.warmRows())
		nopool = b.measureStarted(ctx, dir, rowNoPool, []string{"--pool-size", "0"}, "", nil)
	}
	container = b.measureContainer(ctx, dir)
	cold := b.measurePeer(ctx, rowBwrap, func(ctx context.Context) *exec.Cmd {
		cmd := exec.CommandContext(ctx, "bwrap", bwrapArgs(work)...)
		cmd.Env = []string{"PATH=/usr/bin:/bin", "LANG=C.UTF-8", "HOME=/tmp", "OPENBLAS_NUM_THREADS=1"}
		return cmd
	}, bwrapProbe)
	dock := b.measurePeer(ctx, rowDocker, func(ctx context.Context) *exec.Cmd {
		return exec.CommandContext(ctx, "docker", dockerArgs(work, b.dockerRef)...)
	}, b.dockerProbe)
	rep.Latency = []latencyRow{warm, nopool, cold, dock, container}
	rep.Ratios = benchRatios(rep.Latency)
	rep.Targets = benchTargets(rep)
	if warm.N == 0 {
		return rep, fmt.Errorf("bench: sluice could not be measured: %s", warm.Skipped)
	}
	return rep, nil
}

// bencher holds what the measurements share. Its methods are called by one goroutine; the
// throughput clients use only a sluiceTarget.
type bencher struct {
	f          benchFlags
	csv        []byte
	logf       func(string, ...any)
	dockerRef  string  // set by dockerProbe
	dockerSkip *string // dockerProbe's answer, once asked
}

// runSample is one successful sluice run: its client wall time and run id.
type runSample struct {
	wall time.Duration
	rid  string
}

// warmRows are where the rows measured beside a latency row, on the same sluice, go; nil
// measures its latency only.
type warmRows struct {
	throughput *throughputRow
	gateway    *gatewayShare
	pool       *poolMemory
}

// warmRows are the rows of rep measured beside sluice's warm latency.
func (rep *benchReport) warmRows() *warmRows {
	return &warmRows{throughput: &rep.Throughput, gateway: &rep.Gateway, pool: &rep.Pool}
}

// skip marks every row of w as not measured, for reason.
func (w *warmRows) skip(reason string) {
	if w != nil {
		w.throughput.Skipped, w.gateway.Skipped, w.pool.Skipped = reason, reason, reason
	}
}

// measureStarted starts `sluice serve` with extra flags on a free loopback port, measures it
// and stops it. await, when set, names the executor whose pool each run waits for
// (sluiceTarget.await).
func (b *bencher) measureStarted(ctx context.Context, dir, name string, extra []string, await string, more *warmRows) latencyRow {
	skip := func(reason string) latencyRow {
		more.skip(reason)
		b.logf("%s: %s", name, reason)
		return latencyRow{Name: name, Skipped: reason}
	}
	exe, err := os.Executable()
	if err != nil {
		return skip("failed: " + err.Error())
	}
	b.logf("%s: starting sluice serve %s", name, strings.Join(extra, " "))
	srv, err := startBenchServer(ctx, exe, filepath.Join(dir, name), extra, b.f.startTimeout)
	if errors.Is(err, errNoPoolSize) {
		return skip("skipped: this sluice has no --pool-size")
	}
	if err != nil {
		return skip("failed: " + err.Error())
	}
	defer func() {
		if err := srv.stop(); err != nil {
			b.logf("%s: %v", name, err)
		}
	}()
	t := b.target(srv.url, srv.key)
	t.pid, t.await = srv.cmd.Process.Pid, await
	return b.measureSluice(ctx, name, t, more)
}

// measureSluice measures the groupby latency of one sluice and, unless more is nil, the
// gateway's share of the measured runs, its pools' memory once they are full again, and its
// throughput.
func (b *bencher) measureSluice(ctx context.Context, name string, t *sluiceTarget, more *warmRows) latencyRow {
	row := latencyRow{Name: name, Errors: map[string]int{}}
	var samples []runSample
	var sess *benchSession
	b.logf("%s: %d warm-up and %d measured runs", name, b.f.warmup, b.f.runs)
	for i := 0; i < b.f.warmup+b.f.runs && ctx.Err() == nil; i++ {
		if sess == nil || sess.left == 0 {
			s, err := t.newSession(ctx)
			if err != nil {
				row.Errors["session: "+errKind(err)]++
				b.logf("%s: %v", name, err)
				sleepCtx(ctx, b.f.pause)
				continue
			}
			sess = s
			sleepCtx(ctx, b.f.pause)
		}
		if t.await != "" {
			t.awaitReady(ctx)
		}
		s, errType := t.run(ctx, sess, benchGroupbyCode, benchWant)
		if errType != "" {
			if i >= b.f.warmup {
				row.Errors[errType]++
			}
		} else if i >= b.f.warmup {
			samples = append(samples, s)
		}
		sleepCtx(ctx, b.f.pause)
	}
	walls := make([]time.Duration, len(samples))
	for i, s := range samples {
		walls[i] = s.wall
	}
	fillLatency(&row, walls)
	if row.N == 0 {
		row.Skipped = "failed: no run succeeded (" + errorSummary(row.Errors) + ")"
	}
	if more != nil {
		*more.gateway = t.gatewayShare(samples)
		*more.pool = t.poolMemory(ctx)
		*more.throughput = t.throughput(ctx, b.f.clients, b.f.duration, strconv.Itoa(b.f.rows), b.logf)
	}
	return row
}

// measurePeer measures a bare peer: probe says whether it can run here (a non-empty reason
// skips it), then warm-up and measured runs of the command mk builds.
func (b *bencher) measurePeer(ctx context.Context, name string, mk func(context.Context) *exec.Cmd, probe func(context.Context) string) latencyRow {
	row := latencyRow{Name: name, Errors: map[string]int{}}
	if reason := probe(ctx); reason != "" {
		b.logf("%s: %s", name, reason)
		row.Skipped = reason
		return row
	}
	b.logf("%s: %d warm-up and %d measured runs", name, b.f.warmup, b.f.runs)
	var walls []time.Duration
	for i := 0; i < b.f.warmup+b.f.runs && ctx.Err() == nil; i++ {
		wall, err := b.peerRun(ctx, mk)
		switch {
		case err != nil && i >= b.f.warmup:
			row.Errors[errKind(err)]++
			b.logf("%s: %v", name, err)
		case err == nil && i >= b.f.warmup:
			walls = append(walls, wall)
		}
		sleepCtx(ctx, b.f.pause)
	}
	fillLatency(&row, walls)
	if row.N == 0 {
		row.Skipped = "failed: no run succeeded (" + errorSummary(row.Errors) + ")"
	}
	return row
}

// peerRun runs one bare peer command and times it from start to exit.
func (b *bencher) peerRun(ctx context.Context, mk func(context.Context) *exec.Cmd) (time.Duration, error) {
	ctx, cancel := context.WithTimeout(ctx, b.f.timeout)
	defer cancel()
	cmd := mk(ctx)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	// On a timeout, SIGTERM first: docker passes it on to the container, which --rm removes.
	cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGTERM) }
	cmd.WaitDelay = 5 * time.Second
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if err != nil {
		return 0, fmt.Errorf("%s: %w: %s", cmd.Args[0], err, lastLine(errb.String()))
	}
	if !strings.Contains(out.String(), benchWant) {
		return 0, fmt.Errorf("%s: unexpected output %q", cmd.Args[0], lastLine(out.String()))
	}
	return wall, nil
}

// bwrapProbe says why bwrap or Debian's python3 cannot run here, or "".
func bwrapProbe(context.Context) string {
	if _, err := exec.LookPath("bwrap"); err != nil {
		return "skipped: bwrap not found"
	}
	if _, err := os.Stat("/usr/bin/python3"); err != nil {
		return "skipped: no /usr/bin/python3"
	}
	return ""
}

// dockerProbe says why docker cannot run the image here, or "", and remembers the image's
// reference. It asks Docker once; the container row and the docker row share its answer.
func (b *bencher) dockerProbe(ctx context.Context) string {
	if b.dockerSkip == nil {
		reason := b.probeDocker(ctx)
		b.dockerSkip = &reason
	}
	return *b.dockerSkip
}

func (b *bencher) probeDocker(ctx context.Context) string {
	if _, err := exec.LookPath("docker"); err != nil {
		return "skipped: docker not reachable (no docker CLI)"
	}
	pctx, cancel := context.WithTimeout(ctx, benchProbeTimeout)
	defer cancel()
	if err := exec.CommandContext(pctx, "docker", "version", "--format", "{{.Server.Version}}").Run(); err != nil {
		return "skipped: docker not reachable"
	}
	out, err := exec.CommandContext(pctx, "docker", "images", "--filter", "label=io.sluice.image="+b.f.image,
		"--format", "{{.Repository}}:{{.Tag}}").Output()
	if err != nil {
		return "skipped: docker images: " + errKind(err)
	}
	for _, ref := range strings.Fields(string(out)) {
		if !strings.HasSuffix(ref, ":<none>") {
			b.dockerRef = ref
			return ""
		}
	}
	return "skipped: no image labelled io.sluice.image=" + b.f.image + " (make images)"
}

// bwrapArgs is a cold, bare bubblewrap sandbox running the groupby script over the CSV in
// dir: every namespace unshared, /usr read-only with the usual links, proc, dev, a tmpfs /tmp.
func bwrapArgs(dir string) []string {
	a := []string{"--unshare-all", "--die-with-parent", "--ro-bind", "/usr", "/usr"}
	for _, p := range []string{"/bin", "/lib", "/lib64", "/sbin"} {
		if target, err := os.Readlink(p); err == nil {
			a = append(a, "--symlink", target, p)
		} else if st, err := os.Stat(p); err == nil && st.IsDir() {
			a = append(a, "--ro-bind", p, p)
		}
	}
	for _, p := range []string{"/etc/alternatives", "/etc/matplotlibrc"} {
		if _, err := os.Stat(p); err == nil {
			a = append(a, "--ro-bind", p, p)
		}
	}
	return append(a, "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp",
		"--ro-bind", dir, benchMount, "--setenv", "OPENBLAS_NUM_THREADS", "1",
		"/usr/bin/python3", benchMount+"/g.py", benchMount+"/data.csv")
}

// dockerArgs is `docker run --rm --network none` of the image over the CSV in dir.
func dockerArgs(dir, ref string) []string {
	return []string{"run", "--rm", "--network", "none", "-e", "OPENBLAS_NUM_THREADS=1",
		"-v", dir + ":" + benchMount + ":ro", ref,
		"python3", benchMount + "/g.py", benchMount + "/data.csv"}
}

// writeBenchFiles writes the CSV and the bare script into dir, readable by the container's
// unprivileged user (the bind mount shows it the directory itself, whatever its parents' modes).
func writeBenchFiles(dir string, csv []byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	for name, b := range map[string][]byte{"data.csv": csv, "g.py": []byte(benchGroupbyPy)} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return fmt.Errorf("bench: %w", err)
		}
	}
	return nil
}

// benchCSV is a deterministic sales table: region (with CJK names), product, revenue and
// profit, about 1% of revenues and 2% of profits missing.
func benchCSV(rows int, seed uint64) []byte {
	regions := []string{"华东", "华南", "华北", "西南", "North", "South"}
	r := mrand.New(mrand.NewPCG(seed, seed^0x5eed))
	var b bytes.Buffer
	b.WriteString("region,product,revenue,profit\n")
	for range rows {
		rev := 10 + r.Float64()*990
		profit := rev * (r.Float64()*0.5 - 0.1)
		fmt.Fprintf(&b, "%s,P%d,", regions[r.IntN(len(regions))], 1+r.IntN(8))
		if r.Float64() >= 0.01 {
			b.WriteString(strconv.FormatFloat(rev, 'f', 2, 64))
		}
		b.WriteByte(',')
		if r.Float64() >= 0.02 {
			b.WriteString(strconv.FormatFloat(profit, 'f', 2, 64))
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// sluiceTarget is one sluice's HTTP API. It is safe for concurrent use.
type sluiceTarget struct {
	c   client
	csv []byte
	// pid is the sluice serve process when bench started it (0: measured by --url), whose
	// own CPU time the throughput row reports.
	pid int
	// await, when set, names the executor whose pool must be full and settled before each
	// run (awaitReady): the container executor's, whose containers take longer to start
	// than bench's pause between runs.
	await string
}

func (b *bencher) target(url, key string) *sluiceTarget {
	tr := &http.Transport{
		Proxy:               nil, // loopback only
		MaxIdleConnsPerHost: b.f.clients + 2,
		IdleConnTimeout:     30 * time.Second,
	}
	hc := &http.Client{Timeout: b.f.timeout, Transport: tr}
	return &sluiceTarget{c: client{base: strings.TrimRight(url, "/"), key: key, http: hc}, csv: b.csv}
}

// benchSession is a session with the CSV uploaded and inspected, and the runs it has left
// (-1 when unknown).
type benchSession struct {
	id   string
	left int
}

// newSession creates a session, uploads the CSV and inspects it (run_python is exposed after
// inspect_csv).
func (t *sluiceTarget) newSession(ctx context.Context) (*benchSession, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var sess struct {
		SessionID string `json:"session_id"`
	}
	if _, err := t.c.do("POST", "/v1/sessions", "application/json", []byte("{}"), &sess); err != nil {
		return nil, fmt.Errorf("new session: %w", err)
	}
	if _, err := t.c.do("PUT", "/v1/sessions/"+sess.SessionID+"/dataset", "text/csv", t.csv, nil); err != nil {
		return nil, fmt.Errorf("dataset: %w", err)
	}
	var obs gateway.Observation
	if _, err := t.c.do("POST", "/v1/sessions/"+sess.SessionID+"/tools/inspect_csv", "application/json", []byte("{}"), &obs); err != nil {
		return nil, fmt.Errorf("inspect_csv: %w", err)
	}
	if !obs.OK {
		return nil, fmt.Errorf("inspect_csv: %s: %s", obs.ErrorType, obs.ErrorMessage)
	}
	return &benchSession{id: sess.SessionID, left: -1}, nil
}

// run posts code to the session and times it, HTTP in to observation out. errType is "" for
// a run that succeeded and printed want, else the kind of failure. A session whose budget
// stopped it is marked spent (left 0).
func (t *sluiceTarget) run(ctx context.Context, sess *benchSession, code, want string) (runSample, string) {
	if ctx.Err() != nil {
		return runSample{}, "cancelled"
	}
	body, err := json.Marshal(map[string]string{"code": code, "purpose": "sluice bench"})
	if err != nil {
		return runSample{}, "encode"
	}
	var raw json.RawMessage
	start := time.Now()
	status, err := t.c.do("POST", "/v1/sessions/"+sess.id+"/runs", "application/json", body, &raw)
	wall := time.Since(start)
	if len(raw) == 0 {
		if err == nil {
			return runSample{}, fmt.Sprintf("HTTP %d empty", status)
		}
		return runSample{}, "transport: " + errKind(err)
	}
	var obs gateway.Observation
	if jerr := json.Unmarshal(raw, &obs); jerr != nil {
		return runSample{}, fmt.Sprintf("HTTP %d not JSON", status)
	}
	if obs.Budget != nil && obs.Budget.RunsLeft != nil {
		sess.left = *obs.Budget.RunsLeft
	}
	if status == http.StatusTooManyRequests {
		sess.left = 0
	}
	switch {
	case !obs.OK && obs.ErrorType != "":
		return runSample{}, obs.ErrorType
	case !obs.OK || err != nil:
		return runSample{}, fmt.Sprintf("HTTP %d", status)
	case !strings.Contains(obs.StdoutExcerpt, want):
		return runSample{}, "UnexpectedOutput"
	}
	return runSample{wall: wall, rid: obs.RunID}, ""
}

// throughput runs the trivial script from clients goroutines for d, each with its own
// sessions (a new one when the budget of one runs out). Only successful runs count.
func (t *sluiceTarget) throughput(ctx context.Context, clients int, d time.Duration, want string, logf func(string, ...any)) throughputRow {
	row := throughputRow{Clients: clients, Errors: map[string]int{}}
	var walls []time.Duration // of the runs that count
	var rids []string         // theirs
	// A stock of sessions made before the clock starts; more are made on the clock.
	stock := make(chan *benchSession, 2*clients)
	var mu sync.Mutex
	var wg sync.WaitGroup
	// Made a few at a time, each tried again after a refusal: this is the measurement's
	// preparation, not its load (each session's inspect_csv is a sandbox run too).
	gate := make(chan struct{}, stockMakers)
	for range 2 * clients {
		wg.Go(func() {
			gate <- struct{}{}
			defer func() { <-gate }()
			s, err := t.newSessionPatiently(ctx)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				row.Errors["session: "+errKind(err)]++
				return
			}
			row.Sessions++
			stock <- s
		})
	}
	wg.Wait()
	logf("throughput: %d clients for %v", clients, d)
	start := time.Now()
	deadline := start.Add(d)
	// The CPU the window cost, read at its start and its end (runs still in flight then
	// are not counted, nor is what they spent).
	cpuStart := sampleCPU(t.pid)
	cpuEnd := make(chan cpuSample, 1)
	go func() {
		sleepCtx(ctx, d)
		cpuEnd <- sampleCPU(t.pid)
	}()
	for range clients {
		wg.Go(func() {
			var sess *benchSession
			for time.Now().Before(deadline) && ctx.Err() == nil {
				if sess == nil || sess.left == 0 {
					select {
					case sess = <-stock:
					default:
						s, err := t.newSession(ctx)
						mu.Lock()
						if err != nil {
							row.Errors["session: "+errKind(err)]++
						} else {
							row.Sessions++
						}
						mu.Unlock()
						if err != nil {
							sleepCtx(ctx, 100*time.Millisecond) // not a busy loop against a failing server
							continue
						}
						sess = s
					}
				}
				sample, errType := t.run(ctx, sess, benchTrivialCode, want)
				inWindow := !time.Now().After(deadline)
				mu.Lock()
				switch {
				case errType != "":
					row.Errors[errType]++
				case inWindow:
					row.OK++
					walls = append(walls, sample.wall)
					rids = append(rids, sample.rid)
				default:
					row.Late++
				}
				mu.Unlock()
				if errType != "" {
					sleepCtx(ctx, retryPause) // as an agent told to retry in a moment
				}
			}
		})
	}
	wg.Wait()
	// A cancelled run ends the window early.
	window := min(time.Since(start), d)
	row.DurationS = window.Seconds()
	if window > 0 {
		row.RunsPerSec = float64(row.OK) / window.Seconds()
	}
	row.cpuPerRun(cpuStart, <-cpuEnd)
	row.Records = t.loadRecordsOf(ctx, rids)
	for _, p := range []struct {
		at  float64
		out *float64
	}{{50, &row.P50MS}, {95, &row.P95MS}, {99, &row.P99MS}} {
		if v, ok := percentile(walls, p.at); ok {
			*p.out = ms(v)
		}
	}
	if len(row.Errors) == 0 {
		row.Errors = nil
	}
	return row
}

// errNoTimings is a run record without timings.
var errNoTimings = errors.New("a record without timings")

// timings reads the timings of the run record rid.
func (t *sluiceTarget) timings(rid string) (gateway.Timings, error) {
	var rec struct {
		Timings gateway.Timings `json:"timings"`
	}
	if _, err := t.c.do("GET", "/v1/runs/"+rid, "application/json", nil, &rec); err != nil {
		return gateway.Timings{}, err
	}
	if rec.Timings.TotalUS <= 0 {
		return gateway.Timings{}, errNoTimings
	}
	return rec.Timings, nil
}

// gatewayShare reads the run records of samples and takes the gateway's share of each run:
// total_us − dispatch_us.
func (t *sluiceTarget) gatewayShare(samples []runSample) gatewayShare {
	var over, disp, outside, analyze, decide, redact, rest, sbStart, sbWall, sbCPU []time.Duration
	var evaluate, logged, settle, reviewWait []time.Duration
	var errs []string
	warm := 0
	for _, s := range samples {
		tm, err := t.timings(s.rid)
		if err != nil {
			errs = append(errs, errKind(err))
			continue
		}
		over = append(over, time.Duration(tm.TotalUS-tm.DispatchUS)*time.Microsecond)
		disp = append(disp, time.Duration(tm.DispatchUS)*time.Microsecond)
		outside = append(outside, s.wall-time.Duration(tm.TotalUS)*time.Microsecond)
		analyze = append(analyze, time.Duration(tm.AnalyzeUS)*time.Microsecond)
		decide = append(decide, time.Duration(tm.DecideUS)*time.Microsecond)
		redact = append(redact, time.Duration(tm.RedactUS)*time.Microsecond)
		rest = append(rest, time.Duration(tm.TotalUS-tm.DispatchUS-tm.AnalyzeUS-tm.DecideUS-tm.RedactUS)*time.Microsecond)
		evaluate = append(evaluate, time.Duration(tm.EvaluateUS)*time.Microsecond)
		logged = append(logged, time.Duration(tm.LogUS)*time.Microsecond)
		settle = append(settle, time.Duration(tm.SettleUS)*time.Microsecond)
		reviewWait = append(reviewWait, time.Duration(tm.ReviewWaitUS)*time.Microsecond)
		sbStart = append(sbStart, time.Duration(tm.SandboxStartMS)*time.Millisecond)
		sbWall = append(sbWall, time.Duration(tm.SandboxWallMS)*time.Millisecond)
		sbCPU = append(sbCPU, time.Duration(tm.SandboxCPUMS)*time.Millisecond)
		if tm.Warm {
			warm++
		}
	}
	g := gatewayShare{N: len(over), Warm: warm}
	if g.N == 0 {
		g.Skipped = "no run record read"
		if len(errs) > 0 {
			g.Skipped += " (" + errs[0] + ")"
		}
		return g
	}
	pct := func(ds []time.Duration, p float64) float64 {
		v, _ := percentile(ds, p)
		return ms(v)
	}
	g.OverheadP50MS, g.OverheadP99MS = pct(over, 50), pct(over, 99)
	g.DispatchP50MS, g.OutsideP50MS = pct(disp, 50), pct(outside, 50)
	g.AnalyzeP50MS, g.DecideP50MS, g.RedactP50MS, g.RestP50MS = pct(analyze, 50), pct(decide, 50), pct(redact, 50), pct(rest, 50)
	g.EvaluateP50MS, g.LogP50MS, g.SettleP50MS, g.ReviewWaitP50MS = pct(evaluate, 50), pct(logged, 50), pct(settle, 50), pct(reviewWait, 50)
	g.SandboxStartP50MS, g.SandboxWallP50MS, g.SandboxCPUP50MS = pct(sbStart, 50), pct(sbWall, 50), pct(sbCPU, 50)
	return g
}

// fillLatency sets the percentiles and the count of row from walls, and drops an empty
// error map.
func fillLatency(row *latencyRow, walls []time.Duration) {
	row.N = len(walls)
	if p, ok := percentile(walls, 50); ok {
		row.P50MS = ms(p)
	}
	if p, ok := percentile(walls, 95); ok {
		row.P95MS = ms(p)
	}
	if len(row.Errors) == 0 {
		row.Errors = nil
	}
}

// percentile is the nearest-rank p-th percentile (0 < p ≤ 100) of ds: the smallest value
// with at least p% of the values at or below it. ok is false for no values or a p out of range.
func percentile(ds []time.Duration, p float64) (time.Duration, bool) {
	if len(ds) == 0 || p <= 0 || p > 100 || math.IsNaN(p) {
		return 0, false
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	rank := int(math.Ceil(p / 100 * float64(len(s))))
	return s[max(rank, 1)-1], true
}

// ratio is a/b, or 0 when either is not measured.
func ratio(a, b float64) float64 {
	if a <= 0 || b <= 0 {
		return 0
	}
	return a / b
}

// benchRatios are the peers' p50 over sluice warm's p50.
func benchRatios(rows []latencyRow) []benchRatio {
	p50 := map[string]float64{}
	for _, r := range rows {
		if r.Skipped == "" {
			p50[r.Name] = r.P50MS
		}
	}
	return []benchRatio{
		{Name: ratioBwrap, Value: ratio(p50[rowBwrap], p50[rowWarm])},
		{Name: ratioDocker, Value: ratio(p50[rowDocker], p50[rowWarm])},
		{Name: ratioNoPool, Value: ratio(p50[rowNoPool], p50[rowWarm])},
	}
}

// benchTargets marks each target of issue 11 pass, miss or n/a (not measured).
func benchTargets(rep *benchReport) []targetOutcome {
	row := func(name string) latencyRow {
		for _, r := range rep.Latency {
			if r.Name == name && r.Skipped == "" {
				return r
			}
		}
		return latencyRow{}
	}
	rat := func(name string) float64 {
		for _, r := range rep.Ratios {
			if r.Name == name {
				return r.Value
			}
		}
		return 0
	}
	warm := row(rowWarm)
	gw := rep.Gateway
	if gw.Skipped != "" || gw.N == 0 {
		gw = gatewayShare{}
	}
	tp := rep.Throughput.RunsPerSec
	if rep.Throughput.Skipped != "" {
		tp = 0
	}
	tpWant := "≥ 60/s"
	if rep.Throughput.Clients != 8 {
		tpWant += " (at 8 clients)"
	}
	// measured says whether the value exists; a gateway share of 0 ms is a real value.
	type t struct {
		name, target, unit string
		value, limit       float64
		atMost, measured   bool
	}
	ts := []t{
		{"warm p50", "≤ 15 ms", "ms", warm.P50MS, ms(targetWarmP50), true, warm.N > 0},
		{"warm p95", "≤ 40 ms", "ms", warm.P95MS, ms(targetWarmP95), true, warm.N > 0},
		{"cold bwrap / warm", "≥ 25×", "×", rat(ratioBwrap), targetColdRatio, false, rat(ratioBwrap) > 0},
		{"docker / warm", "≥ 35×", "×", rat(ratioDocker), targetDockerRatio, false, rat(ratioDocker) > 0},
		{fmt.Sprintf("runs/s, %d clients", rep.Throughput.Clients), tpWant, "runs/s", tp, targetRunsPerSec, false, rep.Throughput.Skipped == "" && rep.Throughput.DurationS > 0},
		{"gateway p50", "≤ 1 ms", "ms", gw.OverheadP50MS, ms(targetGatewayP50), true, gw.N > 0},
		{"gateway p99", "≤ 5 ms", "ms", gw.OverheadP99MS, ms(targetGatewayP99), true, gw.N > 0},
		{"pool memory, idle", "≤ 1 GiB", "MB", rep.Pool.TotalMB, maxPoolMB, true, rep.Pool.measured()},
		{"container warm p50", "≤ 60 ms", "ms", row(rowContainer).P50MS, ms(targetContainerP50), true, row(rowContainer).N > 0},
	}
	out := make([]targetOutcome, 0, len(ts))
	for _, x := range ts {
		mark := "n/a"
		if x.measured {
			mark = "miss"
			if (x.atMost && x.value <= x.limit) || (!x.atMost && x.value >= x.limit) {
				mark = "pass"
			}
		}
		out = append(out, targetOutcome{Name: x.name, Target: x.target, Value: x.value, Unit: x.unit, Mark: mark})
	}
	return out
}

// writeBenchTable prints the report as aligned plain text.
func writeBenchTable(w io.Writer, rep *benchReport) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	p := func(format string, a ...any) { fmt.Fprintf(tw, format+"\n", a...) }
	h := rep.Host
	p("sluice bench\t%s", rep.Date)
	p("host\t%d cores, %s, Linux %s%s", h.Cores, h.CPU, h.Kernel, prefixed(", ", h.OS))
	if h.ForkWriteUS > 0 {
		p("memory in a fork\tfirst read %.2f µs/page, first write %.2f µs/page (what every sandbox forked from the zygote pays for the pages its run touches)",
			h.ForkReadUS, h.ForkWriteUS)
	}
	if h.FsyncQuietUS > 0 {
		how := "write + fsync"
		if h.AppendDirect {
			how = "direct write"
		}
		p("durable append	1 KiB line, %s: %.2f ms after a quiet pause, %.2f ms back to back (the decision log makes two a run, before the run and before its answer)",
			how, h.FsyncQuietUS/1e3, h.FsyncBusyUS/1e3)
	}
	wl := rep.Workload
	p("workload\tgroupby of a %d-row CSV (%d bytes); %d warm-up + %d runs per row, %s apart; sluice: %s",
		wl.Rows, wl.CSVBytes, wl.Warmup, wl.Runs, time.Duration(wl.PauseMS*float64(time.Millisecond)), wl.Sluice)
	p("")
	p("latency (client wall time)\tp50\tp95\tn\terrors")
	for _, r := range rep.Latency {
		label := rowLabels[r.Name]
		if r.Skipped != "" {
			// After the last tab: the reason does not widen the p50 column.
			p("%s\t%s%s", label, r.Skipped, prefixed("; errors: ", errorSummaryOrEmpty(r.Errors)))
			continue
		}
		p("%s\t%s\t%s\t%d\t%s", label, fmtMS(r.P50MS), fmtMS(r.P95MS), r.N, errorSummary(r.Errors))
	}
	p("")
	p("ratios (p50 / p50)")
	for _, r := range rep.Ratios {
		p("%s\t%s", ratioLabels[r.Name], fmtRatio(r.Value))
	}
	p("")
	tp := rep.Throughput
	p("throughput (print(len(df)))")
	if tp.Skipped != "" {
		p("sluice warm, %d clients\t%s", tp.Clients, tp.Skipped)
	} else {
		p("sluice warm, %d clients, %.1fs\t%.1f runs/s\t%d ok (%d more after the window), %d sessions\terrors: %s",
			tp.Clients, tp.DurationS, tp.RunsPerSec, tp.OK, tp.Late, tp.Sessions, errorSummary(tp.Errors))
		if tp.OK > 0 {
			p("runs' wall time	p50 %s  p95 %s  p99 %s", fmtMS(tp.P50MS), fmtMS(tp.P95MS), fmtMS(tp.P99MS))
		}
		if tp.CPUMSPerRun > 0 {
			server := ""
			if tp.ServerCPUMSPerRun > 0 {
				server = fmt.Sprintf(", of which sluice serve itself %s", fmtMS(tp.ServerCPUMSPerRun))
			}
			p("CPU per run (machine)\t%s%s\tat that cost %d cores give at most %.0f runs/s",
				fmtMS(tp.CPUMSPerRun), server, rep.Host.Cores, float64(rep.Host.Cores)*1000/tp.CPUMSPerRun)
		}
		if r := tp.Records; r != nil {
			p("  their sandboxes (%d records)\tCPU in their cgroups %s a run (mean)\twarm %d of %d; wait for a sandbox p50 %s, p90 %s",
				r.N, fmtMS(r.SandboxCPUMS), r.Warm, r.N, fmtMS(r.SandboxStartP50MS), fmtMS(r.SandboxStartP90MS))
		}
	}
	p("")
	gw := rep.Gateway
	p("gateway share (run records)")
	if gw.Skipped != "" {
		p("overhead (total − dispatch)\t%s", gw.Skipped)
	} else {
		few := ""
		if gw.N < 100 {
			// The nearest rank of the 99th percentile of fewer than 100 values is the last.
			few = " (fewer than 100 runs: p99 is the slowest; --runs 100 or more for a p99 of its own)"
		}
		p("overhead (total − dispatch)\tp50 %s\tp99 %s\tn %d%s", fmtMS(gw.OverheadP50MS), fmtMS(gw.OverheadP99MS), gw.N, few)
		p("  of which (p50 each)\tanalyze %s\tdecide %s\tredact %s\trest %s",
			fmtMS(gw.AnalyzeP50MS), fmtMS(gw.DecideP50MS), fmtMS(gw.RedactP50MS), fmtMS(gw.RestP50MS))
		p("  in decide (p50 each)\tevaluate %s\tlog before the run %s", fmtMS(gw.EvaluateP50MS), fmtMS(gw.LogP50MS))
		p("  in the rest (p50 each)\tsettle %s\twait for the review's log %s", fmtMS(gw.SettleP50MS), fmtMS(gw.ReviewWaitP50MS))
		p("dispatch\tp50 %s", fmtMS(gw.DispatchP50MS))
		p("  of which (p50 each)\twait for a sandbox %s\tin the sandbox %s\twarm %d of %d",
			fmtMS(gw.SandboxStartP50MS), fmtMS(gw.SandboxWallP50MS), gw.Warm, gw.N)
		p("sandbox CPU, its whole life\tp50 %s", fmtMS(gw.SandboxCPUP50MS))
		p("outside the pipeline (wall − total)\tp50 %s", fmtMS(gw.OutsideP50MS))
	}
	p("")
	writePoolMemory(p, rep.Pool)
	p("")
	p("target\twant\tgot\tmark")
	for _, t := range rep.Targets {
		got := "-"
		if t.Mark != "n/a" {
			got = fmtUnit(t.Value, t.Unit)
		}
		p("%s\t%s\t%s\t%s", t.Name, t.Target, got, t.Mark)
	}
	return tw.Flush()
}

func fmtMS(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) + " ms" }

func fmtRatio(v float64) string {
	if v <= 0 {
		return "-"
	}
	return strconv.FormatFloat(v, 'f', 1, 64) + "×"
}

func fmtUnit(v float64, unit string) string {
	switch unit {
	case "ms":
		return fmtMS(v)
	case "×":
		return fmtRatio(v)
	}
	return strconv.FormatFloat(v, 'f', 1, 64) + " " + unit
}

func prefixed(pre, s string) string {
	if s == "" {
		return ""
	}
	return pre + s
}

// errorSummary is "none", or the error kinds with their counts, most frequent first.
func errorSummary(m map[string]int) string {
	if len(m) == 0 {
		return "none"
	}
	return errorSummaryOrEmpty(m)
}

// errorSummaryOrEmpty is errorSummary with "" for no errors.
func errorSummaryOrEmpty(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if m[a] != m[b] {
			return m[b] - m[a]
		}
		return strings.Compare(a, b)
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}

// errKind shortens an error to a kind for counting: its message without ids, at most 80 bytes.
func errKind(err error) string {
	var ee *exec.ExitError
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return "timeout"
	case errors.Is(err, context.Canceled):
		return "cancelled"
	case errors.As(err, &ee):
		return "exit " + strconv.Itoa(ee.ExitCode())
	}
	// Ids would make every error its own kind.
	s := idRE.ReplaceAllString(err.Error(), "$1{id}")
	if len(s) > 120 {
		s = s[:120]
	}
	return s
}

// newSessionPatiently is newSession tried up to three times, a second apart: making a
// session runs inspect_csv in a sandbox, which a loaded sluice may refuse for a moment.
func (t *sluiceTarget) newSessionPatiently(ctx context.Context) (s *benchSession, err error) {
	for try := 0; try < 3; try++ {
		if s, err = t.newSession(ctx); err == nil || ctx.Err() != nil {
			return s, err
		}
		sleepCtx(ctx, time.Second)
	}
	return s, err
}

// stockMakers is how many sessions throughput makes at once before its clock starts.
const stockMakers = 8

// retryPause is how long a throughput client waits after a failed run before its next, as an
// agent told to retry in a moment would: refusals under overload come back in milliseconds,
// and a client that sent again at once would measure its own loop.
const retryPause = 250 * time.Millisecond

// idRE matches the session and run ids in an error's text.
var idRE = regexp.MustCompile(`\b([sr]-)[0-9a-f]{8,}\b`)

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	if len(s) > 200 {
		s = s[:200]
	}
	return s
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// sleepCtx sleeps for d or until ctx is done.
func sleepCtx(ctx context.Context, d time.Duration) {
	if d <= 0 {
		return
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}

// hostInfo describes this machine from /proc.
func hostInfo() benchHost {
	h := benchHost{Cores: runtime.NumCPU(), Kernel: "unknown", CPU: "unknown"}
	if b, err := os.ReadFile("/proc/sys/kernel/osrelease"); err == nil {
		h.Kernel = strings.TrimSpace(string(b))
	}
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		h.CPU = cpuModel(string(b))
	}
	if b, err := os.ReadFile("/etc/os-release"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "PRETTY_NAME="); ok {
				h.OS = strings.Trim(v, `"`)
			}
		}
	}
	return h
}

// cpuModel is the first "model name" (x86) or "Model"/"Hardware" (Arm) of /proc/cpuinfo.
func cpuModel(cpuinfo string) string {
	for _, key := range []string{"model name", "Model", "Hardware"} {
		sc := bufio.NewScanner(strings.NewReader(cpuinfo))
		for sc.Scan() {
			k, v, ok := strings.Cut(sc.Text(), ":")
			if ok && strings.TrimSpace(k) == key && strings.TrimSpace(v) != "" {
				return strings.Join(strings.Fields(v), " ")
			}
		}
	}
	return "unknown"
}

// benchKey is the API key for --url: the flag, else SLUICE_API_KEY, else ./data/dev-api-key.
func benchKey(flagKey string) (string, error) {
	if flagKey != "" {
		return flagKey, nil
	}
	if k := strings.TrimSpace(os.Getenv("SLUICE_API_KEY")); k != "" {
		return k, nil
	}
	if b, err := os.ReadFile(filepath.Join("data", "dev-api-key")); err == nil {
		if k := strings.TrimSpace(string(b)); k != "" {
			return k, nil
		}
	}
	return "", errors.New("bench: no API key for --url: pass --key, set SLUICE_API_KEY, or run where ./data/dev-api-key is")
}

// errNoPoolSize means the sluice binary predates --pool-size: the caller skips the no-pool row.
var errNoPoolSize = errors.New("this sluice has no --pool-size")

// benchServer is a `sluice serve` started by bench.
type benchServer struct {
	cmd    *exec.Cmd
	url    string
	key    string
	exited chan struct{} // closed once the process has been waited for
	logs   *tailBuffer
}

// startBenchServer starts exe serve on a free loopback port with its own data directory and
// a fresh dev key, and waits until /readyz answers 200.
func startBenchServer(ctx context.Context, exe, data string, extra []string, wait time.Duration) (*benchServer, error) {
	var kb [24]byte
	if _, err := rand.Read(kb[:]); err != nil {
		return nil, fmt.Errorf("key: %w", err)
	}
	key := "sk-bench-" + hex.EncodeToString(kb[:])
	addr, err := freeLoopbackAddr()
	if err != nil {
		return nil, err
	}
	args := append([]string{"serve", "--addr", addr, "--data", data, "--nats-listen", "", "--log-level", "warn"}, extra...)
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), "SLUICE_API_KEY="+key)
	logs := &tailBuffer{max: 64 << 10}
	cmd.Stdout, cmd.Stderr = logs, logs
	// Should bench die, the server goes with it.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("sluice serve: %w", err)
	}
	s := &benchServer{cmd: cmd, url: "http://" + addr, key: key, exited: make(chan struct{}), logs: logs}
	var waitErr error
	go func() {
		waitErr = cmd.Wait()
		close(s.exited)
	}()
	hc := &http.Client{Timeout: 5 * time.Second}
	deadline := time.NewTimer(wait)
	defer deadline.Stop()
	tick := time.NewTicker(benchReadyInterval)
	defer tick.Stop()
	for {
		select {
		case <-s.exited:
			out := logs.String()
			if strings.Contains(out, "flag provided but not defined") && strings.Contains(out, "pool-size") {
				return nil, errNoPoolSize
			}
			return nil, fmt.Errorf("sluice serve exited (%v): %s", waitErr, lastLine(out))
		case <-ctx.Done():
			return nil, errors.Join(ctx.Err(), s.stop())
		case <-deadline.C:
			return nil, errors.Join(fmt.Errorf("sluice serve not ready within %v: %s", wait, lastLine(logs.String())), s.stop())
		case <-tick.C:
			if ready(ctx, hc, s.url) {
				return s, nil
			}
		}
	}
}

func ready(ctx context.Context, hc *http.Client, url string) bool {
	req, err := http.NewRequestWithContext(ctx, "GET", url+"/readyz", nil)
	if err != nil {
		return false
	}
	resp, err := hc.Do(req)
	if err != nil {
		return false
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
	return resp.StatusCode == http.StatusOK
}

// stop sends SIGTERM and waits, killing the server if it outlasts benchStopTimeout.
func (s *benchServer) stop() error {
	select {
	case <-s.exited:
		return nil
	default:
	}
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	t := time.NewTimer(benchStopTimeout)
	defer t.Stop()
	select {
	case <-s.exited:
		return nil
	case <-t.C:
		_ = s.cmd.Process.Kill()
		<-s.exited
		return fmt.Errorf("sluice serve did not stop within %v of SIGTERM; killed", benchStopTimeout)
	}
}

func freeLoopbackAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", fmt.Errorf("free port: %w", err)
	}
	defer l.Close()
	return l.Addr().String(), nil
}

// tailBuffer keeps the last max bytes written to it. It is safe for concurrent use.
type tailBuffer struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if over := len(t.b) - t.max; over > 0 {
		t.b = append(t.b[:0], t.b[over:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.b)
}
