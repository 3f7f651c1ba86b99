package subprocess

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/sandboxtest"
	"golang.org/x/sys/unix"
)

// The tests share one executor (New starts a sandbox and probes the images) with a work
// directory of their own, so that they can check that runs leave nothing behind in it.
var (
	sharedOnce sync.Once
	shared     *Executor
	sharedErr  error
	sharedWork string
	runSeq     atomic.Int64
)

func TestMain(m *testing.M) {
	if v := os.Getenv(watchmanHelperEnv); v != "" {
		dir, watch, _ := strings.Cut(v, ":")
		watchmanHelper(dir, watch == "true")
	}
	if os.Getenv(idleProbeEnv) != "" {
		idleProbeHelper()
	}
	code := m.Run()
	if shared != nil {
		shared.Close()
	}
	if sharedWork != "" {
		os.RemoveAll(sharedWork)
	}
	os.Exit(code)
}

func executor(t testing.TB) *Executor {
	t.Helper()
	sandboxtest.Require(t, sandboxtest.Bwrap, sandboxtest.Python)
	sharedOnce.Do(func() {
		sharedWork, sharedErr = os.MkdirTemp("", "sluice-subprocess-test-")
		if sharedErr == nil {
			shared, sharedErr = New(Config{WorkDir: sharedWork})
		}
	})
	if sharedErr != nil {
		t.Fatalf("New: %v", sharedErr)
	}
	return shared
}

var nonToken = regexp.MustCompile(`[^a-z0-9_-]+`)

func runID(t testing.TB) string {
	id := nonToken.ReplaceAllString(strings.ToLower(t.Name()), "-")
	if len(id) > 40 {
		id = id[:40]
	}
	return fmt.Sprintf("t%d-%s", runSeq.Add(1), id)
}

const salesCSV = "testdata/sales.csv"

// runCode runs code against testdata/sales.csv on python-data-basic.
func runCode(t *testing.T, code string, l executors.Limits) (executors.Result, string) {
	t.Helper()
	return runJob(t, executors.Job{Kind: executors.KindCode, Code: code, Limits: l})
}

func runJob(t *testing.T, job executors.Job) (executors.Result, string) {
	t.Helper()
	e := executor(t)
	out := t.TempDir()
	job.RunID = runID(t)
	if job.Image == "" {
		job.Image = "python-data-basic"
	}
	if job.InputPath == "" {
		job.InputPath = salesCSV
	}
	job.OutputDir = out
	if job.Limits.TimeoutS == 0 {
		// Generous: the host is shared, and these tests are not about time.
		job.Limits.TimeoutS = 30
	}
	res, err := e.Run(context.Background(), job)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if res.RunID != job.RunID {
		t.Errorf("RunID = %q, want %q", res.RunID, job.RunID)
	}
	return res, out
}

func wantOutcome(t *testing.T, res executors.Result, want executors.Outcome) {
	t.Helper()
	if res.Outcome != want {
		rep, _ := json.Marshal(res.Report)
		t.Fatalf("outcome = %q, want %q\nexit %d %s\nstdout: %.500s\nstderr: %.1000s\nreport: %s",
			res.Outcome, want, res.ExitCode, res.Signal, res.Stdout, res.Stderr, rep)
	}
}

func TestGroupbyPrintsTable(t *testing.T) {
	res, _ := runCode(t, `print(df.groupby("region")["profit"].sum().round(2).to_string())`, executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOK)
	for _, line := range []string{"华东    6266.27", "华北    6614.00", "华南    6557.57", "西南    4956.35"} {
		if !strings.Contains(res.Stdout, line) {
			t.Errorf("stdout lacks %q:\n%s", line, res.Stdout)
		}
	}
	if res.StdoutBytes != int64(len(res.Stdout)) {
		t.Errorf("StdoutBytes = %d, len(Stdout) = %d", res.StdoutBytes, len(res.Stdout))
	}
	r := res.Report
	if r == nil || !r.OK || r.Rows != 40 || !slices.Equal(r.Columns, []string{"region", "month", "revenue", "profit"}) {
		t.Fatalf("report = %+v", r)
	}
	if r.Dtypes["profit"] != "float64" || r.Dtypes["region"] != "object" {
		t.Errorf("dtypes = %v", r.Dtypes)
	}
	if !slices.Contains(r.Warnings, "profit has 8 missing values; they were ignored") {
		t.Errorf("warnings = %q, want the missing profit values", r.Warnings)
	}
	for _, w := range r.Warnings {
		if strings.Contains(w, "revenue") {
			t.Errorf("warning about revenue, which the code does not use: %q", w)
		}
	}
	if res.Usage.WallMS <= 0 || res.Usage.CPUMS <= 0 || res.Usage.PeakMemoryBytes <= 0 {
		t.Errorf("usage = %+v, want all positive", res.Usage)
	}
	if res.ExitCode != 0 || res.Signal != "" || res.Artifacts != nil {
		t.Errorf("exit %d %q, artifacts %v", res.ExitCode, res.Signal, res.Artifacts)
	}
}

func TestKeyErrorCloseMatchesAndLine(t *testing.T) {
	code := "by_region = df.groupby('region')\n" +
		"total = by_region['revenue'].sum()\n" +
		"margin = df['profit_margin'] / df['revenue']\n" +
		"print(margin)\n"
	res, _ := runCode(t, code, executors.Limits{})
	wantOutcome(t, res, executors.OutcomeRaised)
	e := res.Report.Error
	if e == nil || e.Type != "KeyError" || e.Line != 3 || e.Message != "'profit_margin'" {
		t.Fatalf("error = %+v", e)
	}
	if !slices.Contains(e.CloseMatches, "profit") {
		t.Errorf("close matches = %v, want profit", e.CloseMatches)
	}
	if !strings.Contains(e.Hint, "did you mean 'profit'") {
		t.Errorf("hint = %q", e.Hint)
	}
	if !strings.Contains(e.Traceback, "line 3") || !strings.Contains(e.Traceback, "df['profit_margin']") {
		t.Errorf("traceback lacks the user's line:\n%s", e.Traceback)
	}
	for _, leak := range []string{"harness", "/usr/", "/sluice", "pandas/", "File \""} {
		if strings.Contains(e.Traceback, leak) {
			t.Errorf("traceback contains %q:\n%s", leak, e.Traceback)
		}
	}
}

func TestAttributeErrorCaseInsensitiveMatch(t *testing.T) {
	res, _ := runCode(t, "x = df.Region.unique()\n", executors.Limits{})
	wantOutcome(t, res, executors.OutcomeRaised)
	if e := res.Report.Error; e.Type != "AttributeError" || e.Line != 1 || !slices.Contains(e.CloseMatches, "region") {
		t.Fatalf("error = %+v", e)
	}
}

// startupCost is how long a trivial run takes here and now: the harness's start, which the
// run's wall-clock limit does not count, plus a little. Tests that check that a run ends by its
// limit allow for it, so that they check the limit and not the host's load.
func startupCost(t *testing.T) time.Duration {
	t.Helper()
	start := time.Now()
	res, _ := runCode(t, "pass\n", executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOK)
	return time.Since(start)
}

// noHangBound is the longest Run may take for a run with a limit of limit seconds, however loaded
// the host: start-up, the limit, the kill and the waits for pipes and exit. A run that hangs —
// on a grandchild holding the pipes, a process that ignores signals — goes past it.
func noHangBound(limit float64) time.Duration {
	return StartupTimeout + time.Duration(limit*float64(time.Second)) + killWait + pipeWait + exitGrace + time.Second
}

func TestTimeoutKillsPromptly(t *testing.T) {
	executor(t) // start-up is not part of the run
	const limit = 2.0
	startup := startupCost(t)
	start := time.Now()
	res, _ := runCode(t, "while True:\n    pass\n", executors.Limits{TimeoutS: limit})
	elapsed := time.Since(start)
	wantOutcome(t, res, executors.OutcomeTimeout)
	if elapsed > startup+time.Duration((limit+1)*float64(time.Second)) {
		// On a loaded host the start-up of this run may differ from the probe's; the hard bound
		// below is what the executor promises whatever the load.
		t.Logf("Run took %v: more than start-up (%v) plus the limit plus one second", elapsed, startup)
	}
	if bound := noHangBound(limit); elapsed > bound {
		t.Errorf("Run took %v, past the executor's hard bound %v", elapsed, bound)
	}
	if res.Signal != "SIGKILL" || res.Report != nil {
		t.Errorf("signal %q, report %+v", res.Signal, res.Report)
	}
}

func TestTimeoutWithGrandchildHoldingPipes(t *testing.T) {
	executor(t)
	// A detached grandchild keeps stdout and stderr open and ignores SIGTERM.
	code := `import os, signal, time
if os.fork() == 0:
    os.setsid()
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    while True:
        time.sleep(1)
while True:
    time.sleep(1)
`
	startup := startupCost(t)
	start := time.Now()
	res, _ := runCode(t, code, executors.Limits{TimeoutS: 2})
	wantOutcome(t, res, executors.OutcomeTimeout)
	if elapsed := time.Since(start); elapsed > noHangBound(2) {
		t.Errorf("Run took %v (a trivial run: %v), past the executor's hard bound %v", elapsed, startup, noHangBound(2))
	}
}

func TestContextCancelKills(t *testing.T) {
	e := executor(t)
	// The first run of an executor probes the interpreter's packages (a few seconds on a
	// loaded host) under the run's context: done here first, so that the cancel below meets
	// the run itself.
	if _, err := e.Images(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(1500*time.Millisecond, cancel)
	start := time.Now()
	res, err := e.Run(ctx, executors.Job{RunID: runID(t), Kind: executors.KindCode, Code: "import time\ntime.sleep(60)\n",
		Image: "python-data-basic", InputPath: salesCSV, OutputDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	wantOutcome(t, res, executors.OutcomeKilled)
	if elapsed := time.Since(start); elapsed > 4*time.Second {
		t.Errorf("Run took %v after a cancel at 1.5s", elapsed)
	}
}

func TestMemoryErrorIsOOM(t *testing.T) {
	res, _ := runCode(t, "b = bytearray(4 * 10**9)\n", executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOOM)
	if e := res.Report.Error; e.Type != "MemoryError" || e.Line != 1 || !strings.Contains(e.Hint, "512 MB") {
		t.Errorf("error = %+v", e)
	}
}

func TestCgroupOOMKill(t *testing.T) {
	sandboxtest.Require(t, sandboxtest.Cgroup)
	if executor(t).Cgroups() == "none" {
		t.Fatal("cgroups are usable here but the executor does not use them")
	}
	// tmpfs pages are charged to the run's memory cgroup but not to RLIMIT_AS: only the
	// kernel's OOM killer can stop this.
	code := `chunk = b"x" * (1 << 20)
with open("/tmp/fill", "wb") as f:
    for _ in range(1000):
        f.write(chunk)
`
	res, _ := runCode(t, code, executors.Limits{MemoryMB: 300, TmpBytes: 1 << 30, FileSizeBytes: 1 << 30})
	wantOutcome(t, res, executors.OutcomeOOM)
	if res.Signal != "SIGKILL" {
		t.Errorf("signal = %q, want SIGKILL", res.Signal)
	}
}

func TestForkBombContained(t *testing.T) {
	executor(t)
	startup := startupCost(t)
	start := time.Now()
	res, _ := runCode(t, "import os\nwhile True:\n    os.fork()\n", executors.Limits{TimeoutS: 5, Pids: 32})
	if res.Outcome == executors.OutcomeOK {
		t.Fatalf("a fork bomb ended ok: %+v", res)
	}
	if elapsed := time.Since(start); elapsed > noHangBound(5) {
		t.Errorf("Run took %v (a trivial run: %v), past the executor's hard bound %v", elapsed, startup, noHangBound(5))
	}
	// The test process still forks happily.
	res2, _ := runCode(t, "print('still fine')\n", executors.Limits{})
	wantOutcome(t, res2, executors.OutcomeOK)
	assertNothingLeft(t)
}

func TestStdoutBoundedAndCounted(t *testing.T) {
	code := "s = 'x' * 10**6\nfor _ in range(200):\n    print(s)\nprint('THE END')\n"
	res, _ := runCode(t, code, executors.Limits{StdoutBytes: 4096})
	wantOutcome(t, res, executors.OutcomeOK)
	if res.StdoutBytes != int64(200*1_000_001+len("THE END\n")) {
		t.Errorf("StdoutBytes = %d", res.StdoutBytes)
	}
	if len(res.Stdout) > 4096 {
		t.Errorf("len(Stdout) = %d, want at most 4096", len(res.Stdout))
	}
	if !strings.HasPrefix(res.Stdout, "xxxx") || !strings.HasSuffix(res.Stdout, "THE END\n") || !strings.Contains(res.Stdout, "bytes cut") {
		t.Errorf("Stdout does not keep head, marker and tail: %q ... %q", res.Stdout[:40], res.Stdout[len(res.Stdout)-40:])
	}
}

func TestArtifactsAndDropped(t *testing.T) {
	code := `import os
df.groupby("region")["profit"].sum().plot(kind="bar")
plt.savefig(f"{out_dir}/profit_by_region.png")
os.symlink("/etc/passwd", os.path.join(out_dir, "passwd"))
os.mkdir(os.path.join(out_dir, "sub"))
os.mkfifo(os.path.join(out_dir, "pipe"))
with open(os.path.join(out_dir, "my report.txt"), "w") as f:
    f.write("hello")
`
	res, out := runCode(t, code, executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOK)
	got := map[string]executors.Artifact{}
	for _, a := range res.Artifacts {
		got[a.Name] = a
	}
	png, ok := got["profit_by_region.png"]
	if !ok || len(got) != 2 {
		t.Fatalf("artifacts = %+v", res.Artifacts)
	}
	b, err := os.ReadFile(filepath.Join(out, png.Name))
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(b)
	if png.Bytes != int64(len(b)) || png.SHA256 != hex.EncodeToString(sum[:]) || !strings.HasPrefix(string(b), "\x89PNG") {
		t.Errorf("png artifact %+v does not match its %d-byte copy", png, len(b))
	}
	if _, ok := got["my_report.txt"]; !ok {
		t.Errorf("the sanitised text file is missing: %+v", res.Artifacts)
	}
	for _, want := range []string{`"passwd": symbolic link`, `"sub": directory`, `"pipe": not a regular file`} {
		if !slices.Contains(res.Dropped, want) {
			t.Errorf("Dropped = %q, want %q", res.Dropped, want)
		}
	}
	ents, _ := os.ReadDir(out)
	if len(ents) != 2 {
		t.Errorf("OutputDir holds %d entries, want the 2 artifacts", len(ents))
	}
	for _, w := range res.Report.Warnings {
		if strings.Contains(w, "not saved") {
			t.Errorf("warning about an unsaved figure, but it was saved: %q", w)
		}
	}
}

func TestTooManyArtifacts(t *testing.T) {
	code := "for i in range(5):\n    open(f'{out_dir}/f{i}.txt', 'w').write(str(i))\n"
	res, _ := runCode(t, code, executors.Limits{OutputFiles: 3})
	wantOutcome(t, res, executors.OutcomeOK)
	if len(res.Artifacts) != 3 || len(res.Dropped) != 2 || !strings.Contains(res.Dropped[0], "more than 3 files") {
		t.Errorf("artifacts %+v, dropped %q", res.Artifacts, res.Dropped)
	}
}

func TestHostFilesInvisible(t *testing.T) {
	code := `import os
for p in ["/etc/hostname", "/etc/passwd", "/etc/shadow", "/etc/resolv.conf", "/root", "/home", "/work", "/var", "/opt"]:
    try:
        os.listdir(p) if os.path.isdir(p) else open(p).read()
        print("VISIBLE", p)
    except OSError as e:
        print("hidden", p, type(e).__name__)
try:
    open("/usr/bin/evil", "w")
    print("WROTE /usr")
except OSError:
    print("usr read-only")
try:
    open("/workspace/input/data.csv", "a")
    print("WROTE input")
except OSError:
    print("input read-only")
try:
    open("/evil", "w")
    print("WROTE /")
except OSError:
    print("root read-only")
import socket
print("hostname", socket.gethostname())
print("uid", os.getuid(), os.getgid(), os.getgroups())
`
	res, _ := runCode(t, code, executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOK)
	if strings.Contains(res.Stdout, "VISIBLE") || strings.Contains(res.Stdout, "WROTE") {
		t.Fatalf("the sandbox sees or writes host files:\n%s", res.Stdout)
	}
	for _, want := range []string{"usr read-only", "input read-only", "root read-only", "hostname sluice"} {
		if !strings.Contains(res.Stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, res.Stdout)
		}
	}
	if os.Geteuid() == 0 && !strings.Contains(res.Stdout, "uid 65534 65534 [") {
		t.Errorf("the sandbox does not run as 65534:\n%s", res.Stdout)
	}
}

func TestEnvironmentIsClean(t *testing.T) {
	t.Setenv("SLUICE_SECRET_FOR_TEST", "do-not-leak")
	res, _ := runCode(t, "import os, json\nprint(json.dumps(dict(os.environ), sort_keys=True))\n", executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOK)
	var env map[string]string
	if err := json.Unmarshal([]byte(res.Stdout), &env); err != nil {
		t.Fatalf("stdout %q: %v", res.Stdout, err)
	}
	want := map[string]string{}
	for _, kv := range sandboxEnv {
		want[kv[0]] = kv[1]
	}
	if fmt.Sprint(env) != fmt.Sprint(want) {
		t.Errorf("environment = %v\nwant %v", env, want)
	}
}

func TestDatasetError(t *testing.T) {
	res, _ := runJob(t, executors.Job{Kind: executors.KindCode, Code: "print(df.shape)\n", InputPath: "testdata/broken.csv"})
	wantOutcome(t, res, executors.OutcomeRaised)
	if e := res.Report.Error; e.Type != "DatasetError" || !strings.Contains(e.Message, "Expected 2 fields") || strings.Contains(e.Message, "/workspace") {
		t.Errorf("error = %+v", e)
	}
	if res.Stdout != "" {
		t.Errorf("the code ran on a broken dataset: %q", res.Stdout)
	}
}

// TestLargeDatasetWithFacts: a dataset of 17 MiB, with the facts in the job: the report
// carries the job's facts, and the code the whole dataset; without them, the report carries
// what the code's process read.
func TestLargeDatasetWithFacts(t *testing.T) {
	var b strings.Builder
	b.WriteString("region,profit\n")
	rows := 0
	for ; b.Len() <= 17<<20; rows++ {
		fmt.Fprintf(&b, "r%d,%d.5\n", rows%7, rows%1000)
	}
	p := filepath.Join(t.TempDir(), "large.csv")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	facts := &executors.DatasetFacts{Columns: []string{"region", "profit"},
		Dtypes: map[string]string{"region": "object", "profit": "float64"}, Rows: rows}
	res, _ := runJob(t, executors.Job{Kind: executors.KindCode, Code: "print(len(df))\n", InputPath: p, Facts: facts})
	wantOutcome(t, res, executors.OutcomeOK)
	r := res.Report
	if strings.TrimSpace(res.Stdout) != strconv.Itoa(rows) || r.Rows != rows || !slices.Equal(r.Columns, facts.Columns) || r.Dtypes["profit"] != "float64" {
		t.Errorf("stdout %q, report %+v: want %d rows and the job's facts", res.Stdout, r, rows)
	}
	res, _ = runJob(t, executors.Job{Kind: executors.KindCode, Code: "print(len(df))\n", InputPath: p})
	wantOutcome(t, res, executors.OutcomeOK)
	if r := res.Report; r.Rows != rows || !slices.Equal(r.Columns, facts.Columns) || r.Dtypes["profit"] != "float64" {
		t.Errorf("without facts: report %+v: want %d rows, %q", r, rows, facts.Columns)
	}
}

func TestPrivateDatasetIsCopied(t *testing.T) {
	dir := t.TempDir() // 0700: the sandbox user cannot reach it
	p := filepath.Join(dir, "private.csv")
	b, err := os.ReadFile(salesCSV)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, b, 0o600); err != nil {
		t.Fatal(err)
	}
	res, _ := runJob(t, executors.Job{Kind: executors.KindCode, Code: "print(len(df))\n", InputPath: p})
	wantOutcome(t, res, executors.OutcomeOK)
	if strings.TrimSpace(res.Stdout) != "40" {
		t.Errorf("stdout = %q", res.Stdout)
	}
	if st, _ := os.Stat(p); st.Mode().Perm() != 0o600 {
		t.Errorf("the worker's dataset changed mode to %v", st.Mode().Perm())
	}
}

func TestOutputLimits(t *testing.T) {
	t.Run("file size", func(t *testing.T) {
		res, _ := runCode(t, "open(f'{out_dir}/big.bin', 'wb').write(b'x' * (4 << 20))\n", executors.Limits{FileSizeBytes: 1 << 20})
		wantOutcome(t, res, executors.OutcomeOutputLimit)
	})
	t.Run("out_dir full", func(t *testing.T) {
		code := "for i in range(10):\n    open(f'{out_dir}/part{i}.bin', 'wb').write(b'x' * (1 << 20))\n"
		res, _ := runCode(t, code, executors.Limits{OutputBytes: 3 << 20})
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

func TestImageDeniesOtherImagesPackages(t *testing.T) {
	res, _ := runCode(t, "import sklearn\n", executors.Limits{})
	wantOutcome(t, res, executors.OutcomeRaised)
	if e := res.Report.Error; e.Type != "ModuleNotFoundError" || !strings.Contains(e.Message, "python-data-basic") {
		t.Errorf("error = %+v", e)
	}
	res, _ = runJob(t, executors.Job{Kind: executors.KindCode, Image: "python-ml-lite",
		Code: "from sklearn.linear_model import LinearRegression\nimport scipy.stats, statsmodels.api\nprint('ok')\n"})
	wantOutcome(t, res, executors.OutcomeOK)
}

func TestInspectCSV(t *testing.T) {
	res, _ := runJob(t, executors.Job{Kind: executors.KindTool, Tool: "inspect_csv", Args: json.RawMessage(`{"sample_rows": 3}`)})
	wantOutcome(t, res, executors.OutcomeOK)
	var got struct {
		Columns    []string          `json:"columns"`
		Dtypes     map[string]string `json:"dtypes"`
		Rows       int               `json:"rows"`
		Missing    map[string]int    `json:"missing"`
		SampleRows []map[string]any  `json:"sample_rows"`
	}
	// The tool's full schema is the fixed-tools suite's business (gateway); here: the fields
	// the session state relies on.
	if err := json.Unmarshal(res.Report.Tool, &got); err != nil {
		t.Fatalf("tool result %s: %v", res.Report.Tool, err)
	}
	if got.Rows != 40 || got.Missing["profit"] != 8 || got.Missing["revenue"] != 2 || got.Dtypes["revenue"] != "float64" || len(got.SampleRows) != 3 {
		t.Errorf("tool result = %+v", got)
	}
	if got.SampleRows[0]["region"] != "华东" {
		t.Errorf("first sample row = %v", got.SampleRows[0])
	}
	if v, ok := got.SampleRows[1]["profit"]; !ok || v != nil {
		t.Errorf("a missing value should be null, got %v (present %v)", v, ok)
	}

	res, _ = runJob(t, executors.Job{Kind: executors.KindTool, Tool: "inspect_csv", Args: json.RawMessage(`{"sample_rows": 99}`)})
	wantOutcome(t, res, executors.OutcomeRaised)
	if e := res.Report.Error; e.Type != "ValueError" || !strings.Contains(e.Message, "sample_rows") {
		t.Errorf("error = %+v", e)
	}
}

func TestBadJobsAreErrors(t *testing.T) {
	e := executor(t)
	base := executors.Job{RunID: "bad1", Kind: executors.KindCode, Code: "print(1)", Image: "python-data-basic"}
	for name, mutate := range map[string]func(*executors.Job){
		"no run id":     func(j *executors.Job) { j.RunID = "" },
		"unknown image": func(j *executors.Job) { j.Image = "python-gpu" },
		"unknown tool":  func(j *executors.Job) { j.Kind, j.Tool = executors.KindTool, "rm_rf" },
		"empty code":    func(j *executors.Job) { j.Code = "" },
		"bad args": func(j *executors.Job) {
			j.Kind, j.Tool, j.Args = executors.KindTool, "inspect_csv", json.RawMessage("{")
		},
		"no dataset": func(j *executors.Job) { j.InputPath = "/nonexistent/data.csv" },
	} {
		j := base
		mutate(&j)
		if _, err := e.Run(context.Background(), j); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	assertNothingLeft(t)
}

func TestImages(t *testing.T) {
	e := executor(t)
	got, err := e.Images(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, []string{"python-data-basic", "python-stats", "python-ml-lite"}) {
		t.Errorf("Images() = %v; the Debian packages of all three images are installed here", got)
	}
}

func TestConcurrentRuns(t *testing.T) {
	executor(t)
	var wg sync.WaitGroup
	for i := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := shared.Run(context.Background(), executors.Job{RunID: fmt.Sprintf("conc-%d-%d", i, runSeq.Add(1)),
				Kind: executors.KindCode, Code: fmt.Sprintf("print(%d * 7)", i), Image: "python-data-basic", InputPath: salesCSV, OutputDir: t.TempDir()})
			if err != nil || res.Outcome != executors.OutcomeOK || strings.TrimSpace(res.Stdout) != fmt.Sprint(i*7) {
				t.Errorf("run %d: %v, %q, %q", i, err, res.Outcome, res.Stdout)
			}
		}()
	}
	wg.Wait()
	assertNothingLeft(t)
}

// TestZZNothingLeftBehind runs last in file order: every run above removed its directory and
// its cgroups.
func TestZZNothingLeftBehind(t *testing.T) {
	executor(t)
	assertNothingLeft(t)
}

func assertNothingLeft(t *testing.T) {
	t.Helper()
	for _, l := range leftovers(t, shared) {
		t.Errorf("left behind: %s", l)
	}
}

func BenchmarkRunCold(b *testing.B) {
	e := executor(b)
	code := "print(df.groupby('region')['profit'].sum())\n"
	for i := 0; b.Loop(); i++ {
		res, err := e.Run(context.Background(), executors.Job{RunID: fmt.Sprintf("bench-%d", i), Kind: executors.KindCode,
			Code: code, Image: "python-data-basic", InputPath: salesCSV, OutputDir: b.TempDir()})
		if err != nil || res.Outcome != executors.OutcomeOK {
			b.Fatalf("%v %q", err, res.Outcome)
		}
	}
}

// TestSeccompFilter: inside the sandbox the kernel interfaces the filter denies fail with EPERM
// (ptrace of itself, io_uring, keyrings, BPF, perf events, userfaultfd, unshare, mount), while
// pandas with numpy's BLAS, matplotlib and a child process still work.
func TestSeccompFilter(t *testing.T) {
	code := fmt.Sprintf(`import ctypes, os, subprocess
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
buf = ctypes.create_string_buffer(256)
calls = [("ptrace", (%d, 0, 0, 0, 0)), ("io_uring_setup", (%d, 1, buf)), ("keyctl", (%d, 1, None)),
         ("bpf", (%d, 0, buf, 48)), ("perf_event_open", (%d, buf, 0, -1, -1, 0)),
         ("userfaultfd", (%d, 0)), ("unshare", (%d, 0x20000)), ("mount", (%d, b"none", b"/tmp", b"tmpfs", 0, None))]
for name, args in calls:
    r = libc.syscall(*args)
    e = ctypes.get_errno()
    print(name, "ALLOWED" if r >= 0 else ("EPERM" if e == 1 else "errno %%d" %% e))
import pandas as pd, numpy as np, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
print("work", pd.DataFrame({"a": np.arange(4.0)}).a.sum(), float(np.linalg.inv(np.eye(3)).sum()))
print("child", subprocess.run(["/usr/bin/true"]).returncode)
`, unix.SYS_PTRACE, unix.SYS_IO_URING_SETUP, unix.SYS_KEYCTL, unix.SYS_BPF, unix.SYS_PERF_EVENT_OPEN,
		unix.SYS_USERFAULTFD, unix.SYS_UNSHARE, unix.SYS_MOUNT)
	res, _ := runCode(t, code, executors.Limits{})
	wantOutcome(t, res, executors.OutcomeOK)
	for _, name := range []string{"ptrace", "io_uring_setup", "keyctl", "bpf", "perf_event_open", "userfaultfd", "unshare", "mount"} {
		if !strings.Contains(res.Stdout, name+" EPERM\n") {
			t.Errorf("%s was not refused with EPERM:\n%s", name, res.Stdout)
		}
	}
	if !strings.Contains(res.Stdout, "work 6.0 3.0") || !strings.Contains(res.Stdout, "child 0") {
		t.Errorf("ordinary work failed under the filter:\n%s\n%s", res.Stdout, res.Stderr)
	}
}

// TestSeccompProgramShape checks the assembled filter: whole instructions, the architecture
// check first, every denied call present, ALLOW last.
func TestSeccompProgramShape(t *testing.T) {
	prog, err := seccompProgram()
	if err != nil {
		t.Fatal(err)
	}
	if len(prog)%unix.SizeofSockFilter != 0 || len(prog)/unix.SizeofSockFilter > 4096 {
		t.Fatalf("program of %d bytes", len(prog))
	}
	n := len(prog) / unix.SizeofSockFilter
	if want := 2*len(deniedSyscalls) + 5; n < want {
		t.Errorf("%d instructions, want at least %d", n, want)
	}
	last := prog[len(prog)-unix.SizeofSockFilter:]
	if k := binary.NativeEndian.Uint32(last[4:]); k != unix.SECCOMP_RET_ALLOW {
		t.Errorf("last instruction returns %#x, want ALLOW", k)
	}
}

// BenchmarkRunWarm is BenchmarkRunCold with a pool: each run takes a sandbox that was started
// and imported its libraries ahead of it (the benchmark waits for one to be ready, outside the
// timer, so that it measures a run served warm, not the refill).
func BenchmarkRunWarm(b *testing.B) {
	e := executor(b)
	w, err := New(Config{WorkDir: e.cfg.WorkDir, Pool: executors.PoolConfig{Size: 1}})
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	if _, err := w.Images(context.Background()); err != nil { // probed once, not in a run
		b.Fatal(err)
	}
	code := "print(df.groupby('region')['profit'].sum())\n"
	var cpuMS int64
	for i := 0; b.Loop(); i++ {
		b.StopTimer()
		waitPoolReady(b, w, 1)
		b.StartTimer()
		res, err := w.Run(context.Background(), executors.Job{RunID: fmt.Sprintf("bench-w%d", i), Kind: executors.KindCode,
			Code: code, Image: "python-data-basic", InputPath: salesCSV, OutputDir: b.TempDir()})
		if err != nil || res.Outcome != executors.OutcomeOK {
			b.Fatalf("%v %q", err, res.Outcome)
		}
		cpuMS += res.Usage.CPUMS
	}
	// The CPU of the sandbox's whole life, its start in the pool included (its cgroup's).
	b.ReportMetric(float64(cpuMS)/float64(b.N), "sandbox-cpu-ms/op")
	if st := w.PoolStats(); st.Misses > 0 {
		b.Errorf("%d runs started cold", st.Misses)
	}
}
