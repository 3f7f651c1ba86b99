// Package conformance is the test suite every executor must pass, so that executors are truly
// interchangeable: the same job gives the same Result whether it ran in a bubblewrap sandbox,
// a container or elsewhere. It checks the result protocol, structured errors, artifacts and
// their checks, warnings, timeouts, memory, process and output limits, the network and file
// system boundaries, that the code can neither forge the report nor find its run's end mark,
// the fixed tools, and that nothing is left behind.
//
// It is imported by executors' tests only (executors/subprocess, executors/container, ...).
// It must not know any executor: what differs between them comes in through Options.
package conformance

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/sluice-gw/sluice/executors"
)

//go:embed testdata/sales.csv
var salesCSV []byte

// Options says what the suite needs to know about the executor under test.
type Options struct {
	// Image is the image every run uses. Empty: "python-data-basic".
	Image string
	// Leftovers lists what the executor left behind once its runs ended: run directories,
	// containers, volumes, cgroups. The clean-up checks fail on anything it lists. Nil: those
	// checks are skipped (an executor without host state).
	Leftovers func(t *testing.T) []string
	// KernelOOM says the executor limits memory in the kernel (a memory cgroup), so that memory
	// no rlimit sees (a tmpfs being filled) ends the run with OutcomeOOM too.
	KernelOOM bool
	// NoMemoryError says one allocation beyond the memory limit may end the run through the
	// kernel's OOM killer (OutcomeOOM without a report) instead of a MemoryError report: the
	// runtime does not enforce the data rlimit (gVisor).
	NoMemoryError bool
	// SandboxOnlyFIFOs says a FIFO the code makes in out_dir never reaches the executor (gVisor
	// keeps it inside the sandbox), so it is neither an artifact nor dropped.
	SandboxOnlyFIFOs bool
	// Cannot declares the boundaries the executor cannot hold, by subtest name (NoNetwork),
	// each with the reason; those subtests are skipped saying so. A name that is no subtest
	// of the suite fails it, so a declaration cannot outlive its test unnoticed.
	Cannot map[string]string
	// Slack is how much longer than a run that does nothing a run that timed out may take,
	// beyond its time limit, from the call to Run to its return. Zero: one second. (Executors
	// start the time limit once the harness is set up, so start-up and clean-up, which the
	// do-nothing run measures, are not part of it.)
	Slack time.Duration
}

// The limit a run of the suite gets when a test is not about time: generous, the host is shared.
const relaxedTimeoutS = 30

// suite is one Run of the suite.
type suite struct {
	newExec func(t *testing.T) executors.Executor
	opts    Options
	dataset string // the sales CSV, world-readable
	prefix  string // run id prefix, random per Run
	seq     atomic.Int64
}

// Run runs the suite against the executor newExec returns. newExec is called by every
// subtest (it may return one shared executor) and must fail or skip the test itself when the
// executor cannot be built. The subtests run one after another: timing checks need the CPU.
func Run(t *testing.T, newExec func(t *testing.T) executors.Executor, opts Options) {
	if opts.Image == "" {
		opts.Image = "python-data-basic"
	}
	if opts.Slack <= 0 {
		opts.Slack = time.Second
	}
	var rnd [3]byte
	_, _ = rand.Read(rnd[:])
	s := &suite{newExec: newExec, opts: opts, prefix: "cf" + hex.EncodeToString(rnd[:])}
	dir, err := os.MkdirTemp("", "sluice-conformance-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	s.dataset = filepath.Join(dir, "sales.csv")
	if err := os.WriteFile(s.dataset, salesCSV, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		fn   func(*testing.T)
	}{
		{"ResultProtocol", s.testResultProtocol},
		{"StructuredErrors", s.testStructuredErrors},
		{"Artifacts", s.testArtifacts},
		{"ArtifactCaps", s.testArtifactCaps},
		{"Warnings", s.testWarnings},
		{"Timeout", s.testTimeout},
		{"ContextCancel", s.testContextCancel},
		{"Memory", s.testMemory},
		{"Pids", s.testPids},
		{"NoNetwork", s.testNoNetwork},
		{"KernelKeyring", s.testKernelKeyring},
		{"ReadOnlyFilesystem", s.testReadOnlyFilesystem},
		{"OutputCaps", s.testOutputCaps},
		{"ReportCannotBeForged", s.testReportCannotBeForged},
		{"EndMarkHidden", s.testEndMarkHidden},
		{"ImagePackages", s.testImagePackages},
		{"InspectCSV", s.testInspectCSV},
		{"DatasetFacts", s.testDatasetFacts},
		{"Frames", s.testFrames},
		{"BadJobs", s.testBadJobs},
		{"Concurrent", s.testConcurrent},
		{"CleanUp", s.testCleanUp},
	}
	known := map[string]bool{}
	for _, tc := range tests {
		known[tc.name] = true
	}
	for name := range opts.Cannot {
		if !known[name] {
			t.Errorf("Options.Cannot names %q, which is no subtest of the suite", name)
		}
	}
	for _, tc := range tests {
		if reason, ok := opts.Cannot[tc.name]; ok {
			t.Run(tc.name, func(t *testing.T) { t.Skipf("declared beyond this executor: %s", reason) })
			continue
		}
		t.Run(tc.name, tc.fn)
	}
}

var nonToken = regexp.MustCompile(`[^a-z0-9_-]+`)

// runID returns a run id unique to this suite, readable in logs.
func (s *suite) runID(t testing.TB) string {
	name := t.Name()
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		name = name[i+1:]
	}
	id := nonToken.ReplaceAllString(strings.ToLower(name), "-")
	if len(id) > 30 {
		id = id[:30]
	}
	return fmt.Sprintf("%s-%d-%s", s.prefix, s.seq.Add(1), id)
}

// run runs job (defaults: the suite's image and dataset, a fresh output directory, a relaxed
// time limit) and fails the test if the executor returns an error.
func (s *suite) run(t *testing.T, job executors.Job) (executors.Result, string) {
	t.Helper()
	res, out, err := s.try(t, context.Background(), job)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res, out
}

func (s *suite) try(t *testing.T, ctx context.Context, job executors.Job) (executors.Result, string, error) {
	t.Helper()
	e := s.newExec(t)
	out := t.TempDir()
	if job.RunID == "" {
		job.RunID = s.runID(t)
	}
	if job.Kind == "" {
		job.Kind = executors.KindCode
	}
	if job.Image == "" {
		job.Image = s.opts.Image
	}
	if job.InputPath == "" {
		job.InputPath = s.dataset
	}
	if job.OutputDir == "" {
		job.OutputDir = out
	}
	if job.Limits.TimeoutS == 0 {
		job.Limits.TimeoutS = relaxedTimeoutS
	}
	res, err := e.Run(ctx, job)
	if err == nil && res.RunID != job.RunID {
		t.Errorf("RunID = %q, want %q", res.RunID, job.RunID)
	}
	return res, job.OutputDir, err
}

func (s *suite) code(t *testing.T, code string, l executors.Limits) executors.Result {
	t.Helper()
	res, _ := s.run(t, executors.Job{Code: code, Limits: l})
	return res
}

func wantOutcome(t *testing.T, res executors.Result, want executors.Outcome) {
	t.Helper()
	if res.Outcome != want {
		rep, _ := json.Marshal(res.Report)
		t.Fatalf("outcome = %q, want %q\nexit %d %s\nstdout: %.500s\nstderr: %.1000s\nreport: %s",
			res.Outcome, want, res.ExitCode, res.Signal, res.Stdout, res.Stderr, rep)
	}
	// The protocol: a run that ended ok or raised carries the harness's report, and one that
	// raised carries its error.
	if (want == executors.OutcomeOK || want == executors.OutcomeRaised) && res.Report == nil {
		t.Fatalf("outcome %q without a report", want)
	}
	if want == executors.OutcomeRaised && res.Report.Error == nil {
		t.Fatalf("outcome %q without an error in the report: %+v", want, res.Report)
	}
}

func (s *suite) testResultProtocol(t *testing.T) {
	res := s.code(t, `print(df.groupby("region")["profit"].sum().round(2).to_string())`, executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOK)
	for _, line := range []string{"华东    6266.27", "华北    6614.00", "华南    6557.57", "西南    4956.35"} {
		if !strings.Contains(res.Stdout, line) {
			t.Errorf("stdout lacks %q:\n%s", line, res.Stdout)
		}
	}
	if strings.Contains(res.Stdout, "sluice-end") {
		t.Errorf("the harness's end mark is in the code's stdout: %q", res.Stdout)
	}
	if res.StdoutBytes != int64(len(res.Stdout)) || res.Stderr != "" || res.StderrBytes != 0 {
		t.Errorf("StdoutBytes = %d for %d bytes; stderr %d bytes %q", res.StdoutBytes, len(res.Stdout), res.StderrBytes, res.Stderr)
	}
	r := res.Report
	if r == nil || !r.OK || r.Error != nil || r.Rows != 40 || !slices.Equal(r.Columns, []string{"region", "month", "revenue", "profit"}) {
		t.Fatalf("report = %+v", r)
	}
	if r.Dtypes["profit"] != "float64" || r.Dtypes["region"] != "object" || r.Dtypes["month"] != "object" {
		t.Errorf("dtypes = %v", r.Dtypes)
	}
	if !slices.Equal(r.Warnings, []string{"profit has 8 missing values; they were ignored"}) {
		t.Errorf("warnings = %q, want only the missing profit values", r.Warnings)
	}
	if res.Usage.WallMS <= 0 || res.Usage.CPUMS <= 0 || res.Usage.PeakMemoryBytes <= 0 {
		t.Errorf("usage = %+v, want all positive", res.Usage)
	}
	if res.ExitCode != 0 || res.Signal != "" || len(res.Artifacts) != 0 || len(res.Dropped) != 0 {
		t.Errorf("exit %d %q, artifacts %v, dropped %q", res.ExitCode, res.Signal, res.Artifacts, res.Dropped)
	}

	t.Run("no dataset", func(t *testing.T) {
		e := s.newExec(t)
		res, err := e.Run(context.Background(), executors.Job{RunID: s.runID(t), Kind: executors.KindCode,
			Code: "print(df is None)\n", Image: s.opts.Image, OutputDir: t.TempDir(), Limits: executors.Limits{TimeoutS: relaxedTimeoutS}})
		if err != nil {
			t.Fatal(err)
		}
		wantOutcome(t, res, executors.OutcomeOK)
		if strings.TrimSpace(res.Stdout) != "True" || res.Report.Rows != 0 || len(res.Report.Columns) != 0 {
			t.Errorf("stdout %q, report %+v", res.Stdout, res.Report)
		}
	})
	t.Run("private dataset", func(t *testing.T) {
		dir := t.TempDir() // 0700
		p := filepath.Join(dir, "private.csv")
		if err := os.WriteFile(p, salesCSV, 0o600); err != nil {
			t.Fatal(err)
		}
		res, _ := s.run(t, executors.Job{Code: "print(len(df))\n", InputPath: p})
		wantOutcome(t, res, executors.OutcomeOK)
		if strings.TrimSpace(res.Stdout) != "40" {
			t.Errorf("stdout = %q", res.Stdout)
		}
		if st, _ := os.Stat(p); st.Mode().Perm() != 0o600 {
			t.Errorf("the worker's dataset changed mode to %v", st.Mode().Perm())
		}
	})
	t.Run("byte order mark", func(t *testing.T) {
		// The suite's dataset starts with a UTF-8 byte order mark, which the report above
		// shows dropped; the same bytes without one read the same.
		plain, ok := bytes.CutPrefix(salesCSV, []byte("\xef\xbb\xbf"))
		if !ok {
			t.Fatal("testdata/sales.csv lost its byte order mark: this test covers nothing")
		}
		p := filepath.Join(t.TempDir(), "plain.csv")
		if err := os.WriteFile(p, plain, 0o644); err != nil {
			t.Fatal(err)
		}
		res, _ := s.run(t, executors.Job{Code: "print(list(df.columns)[0] == 'region')\n", InputPath: p})
		wantOutcome(t, res, executors.OutcomeOK)
		if strings.TrimSpace(res.Stdout) != "True" || !slices.Equal(res.Report.Columns, r.Columns) {
			t.Errorf("stdout %q, columns %q", res.Stdout, res.Report.Columns)
		}
	})
	t.Run("stderr and exit", func(t *testing.T) {
		res := s.code(t, "import sys\nprint('to stderr', file=sys.stderr)\nsys.exit(3)\n", executors.Limits{})
		wantOutcome(t, res, executors.OutcomeRaised)
		if res.Report.Error.Type != "SystemExit" || !strings.Contains(res.Stderr, "to stderr") || res.StderrBytes != int64(len("to stderr\n")) {
			t.Errorf("error %+v, stderr %q (%d bytes)", res.Report.Error, res.Stderr, res.StderrBytes)
		}
	})
}

func (s *suite) testStructuredErrors(t *testing.T) {
	code := "by_region = df.groupby('region')\n" +
		"total = by_region['revenue'].sum()\n" +
		"margin = df['profit_margin'] / df['revenue']\n" +
		"print(margin)\n"
	res := s.code(t, code, executors.Limits{})
	wantOutcome(t, res, executors.OutcomeRaised)
	e := res.Report.Error
	if e == nil || e.Type != "KeyError" || e.Line != 3 || e.Message != "'profit_margin'" {
		t.Fatalf("error = %+v", e)
	}
	if !slices.Contains(e.CloseMatches, "profit") || !strings.Contains(e.Hint, "did you mean 'profit'") {
		t.Errorf("close matches %v, hint %q", e.CloseMatches, e.Hint)
	}
	if !strings.Contains(e.Traceback, "line 3") || !strings.Contains(e.Traceback, "df['profit_margin']") {
		t.Errorf("traceback lacks the user's line:\n%s", e.Traceback)
	}
	for _, leak := range []string{"harness", "/usr/", "/sluice", "pandas/", "File \"", "/tmp/", "sluice-"} {
		if strings.Contains(e.Traceback, leak) || strings.Contains(e.Message, leak) {
			t.Errorf("error contains %q:\n%s", leak, e.Traceback)
		}
	}
	if len(res.Report.Columns) != 4 || res.Report.Dtypes["revenue"] != "float64" {
		t.Errorf("a failed run must still carry the columns and dtypes: %+v", res.Report)
	}

	res = s.code(t, "x = df.Region.unique()\n", executors.Limits{})
	wantOutcome(t, res, executors.OutcomeRaised)
	if e := res.Report.Error; e.Type != "AttributeError" || e.Line != 1 || !slices.Contains(e.CloseMatches, "region") {
		t.Errorf("error = %+v", e)
	}

	res = s.code(t, "print('ok'\n", executors.Limits{})
	wantOutcome(t, res, executors.OutcomeRaised)
	if e := res.Report.Error; e.Type != "SyntaxError" || e.Line != 1 {
		t.Errorf("error = %+v", e)
	}
}

func (s *suite) testArtifacts(t *testing.T) {
	code := `import os
df.groupby("region")["profit"].sum().plot(kind="bar")
plt.savefig(f"{out_dir}/profit_by_region.png")
os.symlink("/etc/passwd", os.path.join(out_dir, "passwd"))
os.mkdir(os.path.join(out_dir, "sub"))
open(os.path.join(out_dir, "sub", "inner.txt"), "w").write("inner")
os.mkfifo(os.path.join(out_dir, "pipe"))
with open(os.path.join(out_dir, "my report.txt"), "w") as f:
    f.write("hello")
with open(os.path.join(out_dir, ".hidden"), "w") as f:
    f.write("x")
print("saved")
`
	res, out := s.run(t, executors.Job{Code: code})
	wantOutcome(t, res, executors.OutcomeOK)
	got := map[string]executors.Artifact{}
	for _, a := range res.Artifacts {
		got[a.Name] = a
	}
	png, ok := got["profit_by_region.png"]
	if !ok || len(got) != 3 {
		t.Fatalf("artifacts = %+v, dropped %q", res.Artifacts, res.Dropped)
	}
	b, err := os.ReadFile(filepath.Join(out, png.Name))
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(b)
	if png.Bytes != int64(len(b)) || png.SHA256 != hex.EncodeToString(sum[:]) || !strings.HasPrefix(string(b), "\x89PNG") {
		t.Errorf("png artifact %+v does not match its %d-byte copy", png, len(b))
	}
	if a, ok := got["my_report.txt"]; !ok || a.Bytes != 5 {
		t.Errorf("the sanitised text file is missing: %+v", res.Artifacts)
	}
	if _, ok := got["hidden"]; !ok {
		t.Errorf("the hidden file is not returned under a visible name: %+v", res.Artifacts)
	}
	for _, want := range []string{`"passwd": symbolic link`, `"sub": directory`} {
		if !slices.Contains(res.Dropped, want) {
			t.Errorf("Dropped = %q, want %q", res.Dropped, want)
		}
	}
	// A FIFO is dropped; under gVisor it exists only inside the sandbox and never reaches the
	// executor at all.
	if len(res.Dropped) != 3 && !(s.opts.SandboxOnlyFIFOs && len(res.Dropped) == 2) {
		t.Errorf("Dropped = %q, want 3 entries", res.Dropped)
	} else if len(res.Dropped) == 3 && !slices.Contains(res.Dropped, `"pipe": not a regular file`) {
		t.Errorf("Dropped = %q, want %q", res.Dropped, `"pipe": not a regular file`)
	}
	ents, _ := os.ReadDir(out)
	if len(ents) != 3 {
		t.Errorf("OutputDir holds %d entries, want the 3 artifacts", len(ents))
	}
	for _, w := range res.Report.Warnings {
		if strings.Contains(w, "not saved") {
			t.Errorf("warning about an unsaved figure, but it was saved: %q", w)
		}
	}
}

func (s *suite) testArtifactCaps(t *testing.T) {
	t.Run("too many files", func(t *testing.T) {
		res := s.code(t, "for i in range(5):\n    open(f'{out_dir}/f{i}.txt', 'w').write(str(i))\n", executors.Limits{OutputFiles: 3})
		wantOutcome(t, res, executors.OutcomeOK)
		var names []string
		for _, a := range res.Artifacts {
			names = append(names, a.Name)
		}
		if !slices.Equal(names, []string{"f0.txt", "f1.txt", "f2.txt"}) || len(res.Dropped) != 2 || !strings.Contains(res.Dropped[0], "more than 3 files") {
			t.Errorf("artifacts %q, dropped %q", names, res.Dropped)
		}
	})
	t.Run("file size", func(t *testing.T) {
		res := s.code(t, "open(f'{out_dir}/big.bin', 'wb').write(b'x' * (4 << 20))\n", executors.Limits{FileSizeBytes: 1 << 20})
		wantOutcome(t, res, executors.OutcomeOutputLimit)
	})
	t.Run("out_dir full", func(t *testing.T) {
		code := "for i in range(10):\n    open(f'{out_dir}/part{i}.bin', 'wb').write(b'x' * (1 << 20))\n"
		res := s.code(t, code, executors.Limits{OutputBytes: 3 << 20})
		wantOutcome(t, res, executors.OutcomeOutputLimit)
		var total int64
		for _, a := range res.Artifacts {
			total += a.Bytes
		}
		if total > 3<<20 {
			t.Errorf("artifacts total %d bytes, more than out_dir's cap", total)
		}
	})
}

func (s *suite) testWarnings(t *testing.T) {
	t.Run("unsaved figure", func(t *testing.T) {
		res := s.code(t, "df.plot(x='month', y='revenue')\nprint('drawn')\n", executors.Limits{})
		wantOutcome(t, res, executors.OutcomeOK)
		if !anyContains(res.Report.Warnings, "not saved to out_dir", "plt.savefig") {
			t.Errorf("warnings = %q, want the unsaved figure", res.Report.Warnings)
		}
		if len(res.Artifacts) != 0 {
			t.Errorf("artifacts = %+v", res.Artifacts)
		}
	})
	t.Run("nothing printed", func(t *testing.T) {
		res := s.code(t, "df['profit'].mean()\n", executors.Limits{})
		wantOutcome(t, res, executors.OutcomeOK)
		if !anyContains(res.Report.Warnings, "printed nothing", "last expression") {
			t.Errorf("warnings = %q, want the nothing-printed warning", res.Report.Warnings)
		}
	})
}

func anyContains(ws []string, parts ...string) bool {
	for _, w := range ws {
		ok := true
		for _, p := range parts {
			ok = ok && strings.Contains(w, p)
		}
		if ok {
			return true
		}
	}
	return false
}

// baseline returns how long a run that does nothing takes, from the call to Run to its return:
// start-up and clean-up, which a run's time limit does not cover. It is the faster of two runs,
// so that a first run's one-off costs (caches, probes) do not count.
func (s *suite) baseline(t *testing.T) time.Duration {
	t.Helper()
	s.newExec(t) // building the executor is not part of any run
	var best time.Duration
	for i := range 2 {
		start := time.Now()
		res := s.code(t, "pass\n", executors.Limits{})
		d := time.Since(start)
		wantOutcome(t, res, executors.OutcomeOK)
		if i == 0 || d < best {
			best = d
		}
	}
	t.Logf("a run that does nothing takes %v", best)
	return best
}

func (s *suite) testTimeout(t *testing.T) {
	const limit = 2.0
	for name, code := range map[string]string{
		"busy loop": "while True:\n    pass\n",
		// A detached grandchild that ignores SIGTERM and holds stdout and stderr open.
		"grandchild": "import os, signal, time\nif os.fork() == 0:\n    os.setsid()\n    signal.signal(signal.SIGTERM, signal.SIG_IGN)\n" +
			"    while True:\n        time.sleep(1)\nwhile True:\n    time.sleep(1)\n",
	} {
		t.Run(name, func(t *testing.T) {
			base := s.baseline(t)
			start := time.Now()
			res := s.code(t, code, executors.Limits{TimeoutS: limit})
			elapsed := time.Since(start)
			wantOutcome(t, res, executors.OutcomeTimeout)
			within(t, elapsed, base+time.Duration(limit*float64(time.Second))+s.opts.Slack, "a do-nothing run, the limit and the slack")
			if res.Signal != "SIGKILL" || res.Report != nil {
				t.Errorf("signal %q, report %+v", res.Signal, res.Report)
			}
		})
	}
}

func (s *suite) testContextCancel(t *testing.T) {
	s.newExec(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	time.AfterFunc(1500*time.Millisecond, cancel)
	start := time.Now()
	res, _, err := s.try(t, ctx, executors.Job{Code: "import time\ntime.sleep(60)\n"})
	if err != nil {
		t.Fatal(err)
	}
	wantOutcome(t, res, executors.OutcomeKilled)
	within(t, time.Since(start), 1500*time.Millisecond+s.opts.Slack, "a cancel at 1.5 s and the slack")
}

func (s *suite) testMemory(t *testing.T) {
	t.Run("MemoryError", func(t *testing.T) {
		res := s.code(t, "b = bytearray(4 * 10**9)\n", executors.Limits{})
		wantOutcome(t, res, executors.OutcomeOOM)
		if res.Report == nil && s.opts.NoMemoryError {
			t.Log("killed by the kernel, as Options.NoMemoryError allows")
			return
		}
		if res.Report == nil || res.Report.Error == nil {
			t.Fatalf("no MemoryError report: %+v", res)
		}
		if e := res.Report.Error; e.Type != "MemoryError" || e.Line != 1 || !strings.Contains(e.Hint, "512 MB") {
			t.Errorf("error = %+v", e)
		}
	})
	t.Run("growing", func(t *testing.T) {
		// Many small allocations: the rlimit or the OOM killer, whichever comes first.
		res := s.code(t, "xs = []\nwhile True:\n    xs.append(b'x' * (1 << 20))\n", executors.Limits{MemoryMB: 256})
		wantOutcome(t, res, executors.OutcomeOOM)
	})
	t.Run("kernel OOM", func(t *testing.T) {
		if !s.opts.KernelOOM {
			t.Log("the executor has no kernel memory limit (Options.KernelOOM is false): nothing to check")
			return
		}
		// tmpfs pages are charged to the memory cgroup but not to any rlimit.
		code := "chunk = b'x' * (1 << 20)\nwith open('/tmp/fill', 'wb') as f:\n    for _ in range(1000):\n        f.write(chunk)\n"
		res := s.code(t, code, executors.Limits{MemoryMB: 300, TmpBytes: 1 << 30, FileSizeBytes: 1 << 30})
		wantOutcome(t, res, executors.OutcomeOOM)
		if res.Signal != "SIGKILL" {
			t.Errorf("signal = %q, want SIGKILL", res.Signal)
		}
	})
}

func (s *suite) testPids(t *testing.T) {
	base := s.baseline(t)
	start := time.Now()
	res := s.code(t, "import os\nwhile True:\n    os.fork()\n", executors.Limits{TimeoutS: 5, Pids: 32})
	if res.Outcome == executors.OutcomeOK {
		t.Fatalf("a fork bomb ended ok: %+v", res)
	}
	within(t, time.Since(start), base+5*time.Second+s.opts.Slack, "a do-nothing run, the 5 s limit and the slack")
	res = s.code(t, "import os\nprint(len(os.sched_getaffinity(0)) > 0)\n", executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOK)

	res = s.code(t, `import threading, time
n = 0
def f():
    time.sleep(5)
ts = []
try:
    for _ in range(200):
        th = threading.Thread(target=f, daemon=True)
        th.start()
        ts.append(th)
except RuntimeError as e:
    print("stopped at", len(ts))
`, executors.Limits{Pids: 32})
	wantOutcome(t, res, executors.OutcomeOK)
	if !strings.Contains(res.Stdout, "stopped at") {
		t.Errorf("200 threads started under a limit of 32 processes: %q", res.Stdout)
	}
}

func (s *suite) testNoNetwork(t *testing.T) {
	code := `import socket
for addr in [("1.1.1.1", 80), ("127.0.0.1", 22), ("127.0.0.1", 4222), ("172.17.0.1", 2375)]:
    try:
        socket.create_connection(addr, timeout=2)
        print("CONNECTED", addr)
    except OSError as e:
        print("refused", addr[0], type(e).__name__)
try:
    socket.getaddrinfo("example.com", 80)
    print("RESOLVED")
except OSError as e:
    print("no dns", type(e).__name__)
import os
print("interfaces", sorted(os.listdir("/sys/class/net")) if os.path.isdir("/sys/class/net") else "none")
`
	res := s.code(t, code, executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOK)
	if strings.Contains(res.Stdout, "CONNECTED") || strings.Contains(res.Stdout, "RESOLVED") {
		t.Fatalf("the sandbox reached the network:\n%s", res.Stdout)
	}
	if strings.Count(res.Stdout, "refused") != 4 || !strings.Contains(res.Stdout, "no dns") {
		t.Errorf("stdout = %q", res.Stdout)
	}
	if m := regexp.MustCompile(`interfaces \[(.*)\]`).FindStringSubmatch(res.Stdout); m != nil && m[1] != "'lo'" && m[1] != "" {
		t.Errorf("network interfaces other than lo: %s", m[1])
	}
}

// testKernelKeyring: the kernel's keyrings are not namespaced, so every executor's syscall
// filter refuses them (Docker's default profile does, gVisor does not implement them, the
// subprocess executor's seccomp filter does). The code calls keyctl and add_key directly.
func (s *suite) testKernelKeyring(t *testing.T) {
	code := fmt.Sprintf(`import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
for name, args in [("keyctl", (%d, 1, None)), ("add_key", (%d, b"user", b"sluice", b"x", 1, -3))]:
    r = libc.syscall(*args)
    print(name, "ALLOWED" if r >= 0 else "refused", os.strerror(ctypes.get_errno()) if r < 0 else r)
`, unix.SYS_KEYCTL, unix.SYS_ADD_KEY)
	res := s.code(t, code, executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOK)
	if strings.Contains(res.Stdout, "ALLOWED") || strings.Count(res.Stdout, "refused") != 2 {
		t.Errorf("kernel keyring calls were not refused:\n%s", res.Stdout)
	}
}

func (s *suite) testReadOnlyFilesystem(t *testing.T) {
	t.Setenv("SLUICE_SECRET_FOR_TEST", "do-not-leak")
	code := `import os
def tryw(p):
    try:
        with open(p, "a") as f:
            f.write("x")
        return "WROTE"
    except OSError:
        return "ro"
for p in ["/evil", "/usr/bin/evil", "/usr/lib/python3/dist-packages/pandas/__init__.py", "/etc/evil",
          "/workspace/input/data.csv", "/workspace/evil", "/sluice/evil", "/var/evil", "/dev/evil"]:
    print(tryw(p), p)
for p in ["/tmp/ok", out_dir + "/ok.txt"]:
    print("rw" if tryw(p) == "WROTE" else "FAILED", p)
os.remove(out_dir + "/ok.txt")
print("uid", os.getuid(), os.geteuid(), os.getgid())
print("caps", [l.split()[1] for l in open("/proc/self/status") if l.startswith("CapEff")][0])
nnp = [l.split()[1] for l in open("/proc/self/status") if l.startswith("NoNewPrivs")]
print("nnp", nnp[0] if nnp else "unknown")
print("secret", "SLUICE_SECRET_FOR_TEST" in os.environ)
import socket
print("hostname", socket.gethostname())
for p in ["/work", "/root/.ssh", "/var/run/docker.sock", "/run/docker.sock"]:
    try:
        os.listdir(p) if os.path.isdir(p) else open(p, "rb").read(1)
        print("VISIBLE", p)
    except OSError:
        print("hidden", p)
`
	res := s.code(t, code, executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOK)
	if strings.Contains(res.Stdout, "WROTE") || strings.Contains(res.Stdout, "FAILED") || strings.Contains(res.Stdout, "VISIBLE") {
		t.Fatalf("the file system boundary does not hold:\n%s", res.Stdout)
	}
	for _, want := range []string{"ro /evil", "ro /usr/bin/evil", "ro /workspace/input/data.csv", "rw /tmp/ok",
		"rw " + executors.OutputMountPath + "/ok.txt", "caps 0000000000000000", "secret False", "hostname sluice"} {
		if !strings.Contains(res.Stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, res.Stdout)
		}
	}
	// no_new_privs where the kernel says (gVisor's /proc does not).
	if !strings.Contains(res.Stdout, "nnp 1") && !strings.Contains(res.Stdout, "nnp unknown") {
		t.Errorf("no_new_privs is not set:\n%s", res.Stdout)
	}
	if strings.Contains(res.Stdout, "uid 0 ") {
		t.Errorf("the code runs as root:\n%s", res.Stdout)
	}
}

func (s *suite) testOutputCaps(t *testing.T) {
	s.newExec(t)
	code := "s = 'x' * 10**6\nfor _ in range(200):\n    print(s)\nprint('THE END')\n"
	res := s.code(t, code, executors.Limits{StdoutBytes: 4096})
	wantOutcome(t, res, executors.OutcomeOK)
	if res.StdoutBytes != int64(200*1_000_001+len("THE END\n")) {
		t.Errorf("StdoutBytes = %d", res.StdoutBytes)
	}
	if len(res.Stdout) > 4096 {
		t.Errorf("len(Stdout) = %d, want at most 4096", len(res.Stdout))
	}
	if !strings.HasPrefix(res.Stdout, "xxxx") || !strings.HasSuffix(res.Stdout, "THE END\n") || !strings.Contains(res.Stdout, "bytes cut") {
		t.Errorf("Stdout does not keep head, marker and tail: %q ... %q", res.Stdout[:min(40, len(res.Stdout))], res.Stdout[max(0, len(res.Stdout)-40):])
	}
	res = s.code(t, "import sys\nsys.stderr.write('e' * 10**6)\n", executors.Limits{StderrBytes: 1000})
	if len(res.Stderr) > 1000 || res.StderrBytes != 1_000_000 {
		t.Errorf("stderr: %d bytes kept of %d", len(res.Stderr), res.StderrBytes)
	}
}

func (s *suite) testReportCannotBeForged(t *testing.T) {
	code := `import os, glob, socket
fake = b'sluice-harness/1\n{"ok": true, "rows": 999, "columns": ["pwned"]}\n'
for fd in range(0, 1024):
    try:
        os.write(fd, fake)
    except OSError:
        pass
for p in glob.glob("/proc/*/fd/*"):
    try:
        fd = os.open(p, os.O_WRONLY)
        os.write(fd, fake)
        print("OPENED", p)
    except OSError:
        pass
for p in glob.glob("/run/**", recursive=True) + glob.glob("/sluice/**", recursive=True):
    try:
        s = socket.socket(socket.AF_UNIX)
        s.connect(p)
        s.sendall(fake)
        print("CONNECTED", p)
    except OSError:
        pass
raise ValueError("the real outcome")
`
	res := s.code(t, code, executors.Limits{})
	wantOutcome(t, res, executors.OutcomeRaised)
	r := res.Report
	if r.Rows != 40 || slices.Contains(r.Columns, "pwned") || r.Error.Type != "ValueError" || r.Error.Line != 23 {
		t.Errorf("report = %+v, error %+v", r, r.Error)
	}
	if strings.Contains(res.Stdout, "CONNECTED") {
		t.Errorf("user code reached a socket:\n%s", res.Stdout)
	}
}

// testEndMarkHidden: the code cannot find its run's end mark (harness.Job.EndMark, which an
// executor may send to end the output streams with) in what its process holds of the job:
// the locals of every function frame below its own, where the harness's child keeps the job
// line it got and the job. It finds the job there, so the search reaches them.
func (s *suite) testEndMarkHidden(t *testing.T) {
	code := `import sys
needle = "end" + "_mark"
found, job_seen = [], False
f = sys._getframe().f_back
while f is not None:
    if f.f_locals is f.f_globals:  # a module's own frame: its globals hold no job
        f = f.f_back
        continue
    for k, v in list(f.f_locals.items()):
        if v is globals() or (isinstance(v, dict) and "__name__" in v and "__doc__" in v):
            continue  # this code's own names, or a module's (the harness's, which runpy ran)
        if isinstance(v, (str, bytes, bytearray, dict, list, tuple)):
            r = repr(v)
            if needle in r:
                found.append(f.f_code.co_name + "." + k)
            if isinstance(v, dict) and v.get("kind") == "code":
                job_seen = True
    f = f.f_back
print("FOUND", found, "JOB", job_seen)
`
	res := s.code(t, code, executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOK)
	if got := strings.TrimSpace(res.Stdout); got != "FOUND [] JOB True" {
		t.Errorf("the code's search of its process for the end mark printed %q, want FOUND [] JOB True", got)
	}
}

// testFrames: on an executor whose sandboxes load frames (LoadsFrames), a run of inspect_csv
// (executors.FrameTools) leaves the dataset's frame in out_dir (executors.FrameFile), and a
// run given it (Job.FramePath) loads it and sees exactly what a run that read the CSV sees; a
// frame with one byte changed, or beside other bytes, is ignored and the CSV read. On any
// executor, a run given a frame sees the CSV's data.
func (s *suite) testFrames(t *testing.T) {
	fl, ok := s.newExec(t).(executors.FrameLoader)
	loads := ok && fl.LoadsFrames()
	res, out := s.run(t, executors.Job{Kind: executors.KindTool, Tool: executors.FrameTools[0], Args: json.RawMessage(`{}`)})
	wantOutcome(t, res, executors.OutcomeOK)
	frame := filepath.Join(out, executors.FrameFile)
	data, err := os.ReadFile(frame)
	switch {
	case err == nil:
	case loads:
		t.Fatalf("the run of %s left no frame: artifacts %+v, dropped %v", executors.FrameTools[0], res.Artifacts, res.Dropped)
	default:
		t.Logf("no frame on this executor; runs given a made-up one must read the CSV")
		data = []byte("sluice-frame/1\n{}\n")
		if err := os.WriteFile(frame, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	changed := filepath.Join(t.TempDir(), "changed")
	data[len(data)-3] ^= 1
	if err := os.WriteFile(changed, data, 0o644); err != nil {
		t.Fatal(err)
	}
	code := `import sys
print(getattr(sys.modules.get("__main__"), "_df_from_frame", None) is True, len(df), df.dtypes.astype(str).tolist(),
      df.isna().sum().tolist(), df.select_dtypes("number").sum().round(4).tolist(), df.iloc[3].tolist())
`
	see := func(framePath string) (bool, string) {
		t.Helper()
		res, _ := s.run(t, executors.Job{Code: code, FramePath: framePath})
		wantOutcome(t, res, executors.OutcomeOK)
		got, rest, _ := strings.Cut(strings.TrimSpace(res.Stdout), " ")
		return got == "True", rest
	}
	_, plain := see("")
	fromFrame, framed := see(frame)
	fromChanged, withChanged := see(changed)
	if framed != plain || withChanged != plain {
		t.Errorf("the data a run sees: from the CSV %q, given the frame %q, given a changed frame %q", plain, framed, withChanged)
	}
	if fromFrame != loads || fromChanged {
		t.Errorf("loaded from the frame: %v (want %v); from the changed frame: %v", fromFrame, loads, fromChanged)
	}

	// The frame beside other bytes (one row more): ignored, the other CSV read.
	other := filepath.Join(filepath.Dir(s.dataset), "other-"+s.runID(t)+".csv")
	if err := os.WriteFile(other, append(slices.Clone(salesCSV), "华东,2026-03,1.5,0.5\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	res, _ = s.run(t, executors.Job{Code: code, InputPath: other, FramePath: frame})
	wantOutcome(t, res, executors.OutcomeOK)
	if got, rest, _ := strings.Cut(strings.TrimSpace(res.Stdout), " "); got != "False" || rest == plain {
		t.Errorf("the frame of the suite's CSV beside another CSV: %q", res.Stdout)
	}
}

func (s *suite) testImagePackages(t *testing.T) {
	if s.opts.Image != "python-data-basic" {
		t.Logf("image %s: the check is written for python-data-basic", s.opts.Image)
		return
	}
	res := s.code(t, "import sklearn\n", executors.Limits{})
	wantOutcome(t, res, executors.OutcomeRaised)
	if e := res.Report.Error; e.Type != "ModuleNotFoundError" || !strings.Contains(e.Message, "python-data-basic") {
		t.Errorf("error = %+v", e)
	}
	res = s.code(t, "import pandas, numpy, matplotlib, dateutil, pytz\nprint(pandas.__version__ != '')\n", executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOK)
	// pandas' optional dependencies: Markdown tables (tabulate), Styler (jinja2), Excel
	// (openpyxl) and YAML.
	res = s.code(t, "import io, yaml\nt = df.head(2)\nprint(t.to_markdown().count('|') > 0)\n"+
		"print('<table' in t.style.to_html())\nb = io.BytesIO()\nt.to_excel(b, engine='openpyxl')\n"+
		"print(len(b.getvalue()) > 0)\nprint(yaml.safe_load(yaml.safe_dump({'a': 1})) == {'a': 1})\n", executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOK)
	if got := res.Stdout; got != "True\nTrue\nTrue\nTrue\n" {
		t.Errorf("optional dependencies: stdout %q", got)
	}
}

func (s *suite) testInspectCSV(t *testing.T) {
	res, _ := s.run(t, executors.Job{Kind: executors.KindTool, Tool: "inspect_csv", Args: json.RawMessage(`{"sample_rows": 3}`)})
	wantOutcome(t, res, executors.OutcomeOK)
	var got struct {
		Columns    []string          `json:"columns"`
		Dtypes     map[string]string `json:"dtypes"`
		Rows       int               `json:"rows"`
		Missing    map[string]int    `json:"missing"`
		SampleRows []map[string]any  `json:"sample_rows"`
	}
	if err := json.Unmarshal(res.Report.Tool, &got); err != nil {
		t.Fatalf("tool result %s: %v", res.Report.Tool, err)
	}
	if got.Rows != 40 || got.Missing["profit"] != 8 || got.Missing["revenue"] != 2 || got.Dtypes["revenue"] != "float64" || len(got.SampleRows) != 3 {
		t.Errorf("tool result = %+v", got)
	}
	if len(got.SampleRows) == 3 {
		if got.SampleRows[0]["region"] != "华东" {
			t.Errorf("first sample row = %v", got.SampleRows[0])
		}
		if v, ok := got.SampleRows[1]["profit"]; !ok || v != nil {
			t.Errorf("a missing value should be null, got %v (present %v)", v, ok)
		}
	}

	res, _ = s.run(t, executors.Job{Kind: executors.KindTool, Tool: "inspect_csv", Args: json.RawMessage(`{"sample_rows": 99}`)})
	wantOutcome(t, res, executors.OutcomeRaised)
	if e := res.Report.Error; e.Type != "ValueError" || !strings.Contains(e.Message, "sample_rows") {
		t.Errorf("error = %+v", e)
	}
}

// testDatasetFacts: a job that carries the dataset's facts (what the gateway keeps from
// inspect_csv) gets the same report as one without; the harness takes the facts as given
// (the code still sees the real dataset); without them, the facts the report carries are
// those the code's process sent before the code ran, whatever the code writes; and a
// dataset that cannot be read still fails as a DatasetError, from the code's process.
func (s *suite) testDatasetFacts(t *testing.T) {
	res, _ := s.run(t, executors.Job{Kind: executors.KindTool, Tool: "inspect_csv"})
	wantOutcome(t, res, executors.OutcomeOK)
	var facts executors.DatasetFacts
	if err := json.Unmarshal(res.Report.Tool, &facts); err != nil || len(facts.Columns) != 4 {
		t.Fatalf("inspect_csv result %s: %v", res.Report.Tool, err)
	}
	code := `print(df.groupby("region")["profit"].sum().round(2).to_string())`
	without, _ := s.run(t, executors.Job{Code: code})
	with, _ := s.run(t, executors.Job{Code: code, Facts: &facts})
	wantOutcome(t, with, executors.OutcomeOK)
	a, b := *without.Report, *with.Report
	if with.Stdout != without.Stdout || a.Rows != b.Rows || !slices.Equal(a.Columns, b.Columns) ||
		fmt.Sprint(a.Dtypes) != fmt.Sprint(b.Dtypes) || !slices.Equal(a.Warnings, b.Warnings) || len(b.Warnings) != 1 {
		t.Errorf("with facts: %q %+v\nwithout: %q %+v", with.Stdout, b, without.Stdout, a)
	}

	given := &executors.DatasetFacts{Columns: []string{"a", "b"}, Dtypes: map[string]string{"a": "int64", "b": "object"},
		Rows: 7, Missing: map[string]int{"a": 3, "b": 0}}
	res, _ = s.run(t, executors.Job{Code: "print(len(df), df.columns[0])\nprint('a')\n", Facts: given})
	wantOutcome(t, res, executors.OutcomeOK)
	r := res.Report
	if strings.TrimSpace(res.Stdout) != "40 region\na" || r.Rows != 7 || !slices.Equal(r.Columns, given.Columns) ||
		r.Dtypes["a"] != "int64" || !slices.Equal(r.Warnings, []string{"a has 3 missing values; they were ignored"}) {
		t.Errorf("stdout %q, report %+v: want the real dataset in the code and the given facts in the report", res.Stdout, r)
	}

	// Without facts in the job, the code's process sends them before the code runs: code that
	// writes forged facts to every descriptor it could hold changes none of the report's.
	forge := `import os, json
f = json.dumps({"columns": ["forged"], "dtypes": {"forged": "int64"}, "rows": 1, "missing": {"forged": 9}}).encode()
for fd in range(3, 1024):
    try:
        os.write(fd, f)
    except OSError:
        pass
print(df["profit"].sum() > 0)
`
	res, _ = s.run(t, executors.Job{Code: forge})
	wantOutcome(t, res, executors.OutcomeOK)
	if r := res.Report; r.Rows != facts.Rows || !slices.Equal(r.Columns, facts.Columns) || fmt.Sprint(r.Dtypes) != fmt.Sprint(facts.Dtypes) ||
		slices.ContainsFunc(r.Warnings, func(w string) bool { return strings.Contains(w, "forged") }) {
		t.Errorf("facts after forging: report %+v, want inspect_csv's %+v", r, facts)
	}

	broken := filepath.Join(t.TempDir(), "broken.csv")
	if err := os.WriteFile(broken, []byte("a,b\n1,2\n3,4,5,6\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res, _ = s.run(t, executors.Job{Code: "print('ran')\n", InputPath: broken, Facts: given})
	wantOutcome(t, res, executors.OutcomeRaised)
	if e := res.Report.Error; e == nil || e.Type != "DatasetError" || !strings.Contains(e.Message, "Expected 2 fields") ||
		strings.Contains(e.Message, "/workspace") || res.Stdout != "" {
		t.Errorf("broken dataset with facts: error %+v, stdout %q", e, res.Stdout)
	}
}

func (s *suite) testBadJobs(t *testing.T) {
	e := s.newExec(t)
	base := executors.Job{Kind: executors.KindCode, Code: "print(1)", Image: s.opts.Image, InputPath: s.dataset, OutputDir: t.TempDir()}
	for name, mutate := range map[string]func(*executors.Job){
		"no run id":     func(j *executors.Job) { j.RunID = "" },
		"bad run id":    func(j *executors.Job) { j.RunID = "../x" },
		"unknown image": func(j *executors.Job) { j.Image = "python-gpu" },
		"unknown kind":  func(j *executors.Job) { j.Kind = "shell" },
		"unknown tool":  func(j *executors.Job) { j.Kind, j.Tool = executors.KindTool, "rm_rf" },
		"empty code":    func(j *executors.Job) { j.Code = "" },
		"bad args": func(j *executors.Job) {
			j.Kind, j.Tool, j.Args = executors.KindTool, "inspect_csv", json.RawMessage("{")
		},
		"no dataset file":    func(j *executors.Job) { j.InputPath = "/nonexistent/data.csv" },
		"dataset not a file": func(j *executors.Job) { j.InputPath = filepath.Dir(s.dataset) },
	} {
		j := base
		if name != "no run id" && name != "bad run id" {
			j.RunID = s.runID(t) + "-bad"
		}
		mutate(&j)
		if _, err := e.Run(context.Background(), j); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := e.Run(ctx, executors.Job{RunID: s.runID(t), Kind: executors.KindCode, Code: "print(1)", Image: s.opts.Image}); err == nil {
		t.Error("cancelled context: no error")
	}
	s.wantNothingLeft(t)
}

func (s *suite) testConcurrent(t *testing.T) {
	e := s.newExec(t)
	var wg sync.WaitGroup
	for i := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := e.Run(context.Background(), executors.Job{RunID: fmt.Sprintf("%s-conc-%d", s.prefix, i),
				Kind: executors.KindCode, Code: fmt.Sprintf("print(%d * 7)", i), Image: s.opts.Image, InputPath: s.dataset,
				OutputDir: t.TempDir(), Limits: executors.Limits{TimeoutS: relaxedTimeoutS}})
			if err != nil || res.Outcome != executors.OutcomeOK || strings.TrimSpace(res.Stdout) != fmt.Sprint(i*7) {
				t.Errorf("run %d: %v, %q, %q", i, err, res.Outcome, res.Stdout)
			}
		}()
	}
	wg.Wait()
	s.wantNothingLeft(t)
}

// testCleanUp runs last: every run above removed what it created.
func (s *suite) testCleanUp(t *testing.T) {
	s.newExec(t)
	s.wantNothingLeft(t)
}

func (s *suite) wantNothingLeft(t *testing.T) {
	t.Helper()
	if s.opts.Leftovers == nil {
		return
	}
	if left := s.opts.Leftovers(t); len(left) > 0 {
		t.Errorf("left behind after the runs ended:\n  %s", strings.Join(left, "\n  "))
	}
}

// hangMargin is how far past its expected end a run may return before the suite calls it a hang.
// The expected end is measured on a shared host (a do-nothing run just before), so a busy moment
// can push a run past it; that is logged. A run that is still going hangMargin later — a
// grandchild holding the pipes, a kill that did not land — is a failure, whatever the load.
const hangMargin = 40 * time.Second

func within(t *testing.T, elapsed, want time.Duration, what string) {
	t.Helper()
	switch {
	case elapsed > want+hangMargin:
		t.Errorf("Run took %v: past %v (%s) by more than %v — it hangs", elapsed, want, what, hangMargin)
	case elapsed > want:
		t.Logf("Run took %v, more than %v (%s): the host is busy", elapsed, want, what)
	}
}
