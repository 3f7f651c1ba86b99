package function

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/lambda"

	"github.com/sluice-gw/sluice/executors"
)

// The tests in this file exercise the logic around the Lambda client with a scripted one;
// function_test.go runs the real function image under the Runtime Interface Emulator.

// scripted answers every invocation with answer(event).
type scripted struct {
	calls  atomic.Int64
	answer func(ev Event) (*lambda.InvokeOutput, error)
}

func (s *scripted) Invoke(_ context.Context, in *lambda.InvokeInput, _ ...func(*lambda.Options)) (*lambda.InvokeOutput, error) {
	s.calls.Add(1)
	var ev Event
	if err := json.Unmarshal(in.Payload, &ev); err != nil {
		return nil, err
	}
	return s.answer(ev)
}

func answer(t *testing.T, r Response) *lambda.InvokeOutput {
	t.Helper()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return &lambda.InvokeOutput{StatusCode: 200, Payload: b}
}

func newScripted(t *testing.T, answer func(Event) (*lambda.InvokeOutput, error)) (*Executor, *scripted) {
	t.Helper()
	s := &scripted{answer: answer}
	return newExecutor(Config{Functions: map[string]string{"python-data-basic": "sluice-python-data-basic"}}, s), s
}

func job(t *testing.T) executors.Job {
	t.Helper()
	dir := t.TempDir()
	in := filepath.Join(dir, "data.csv")
	if err := os.WriteFile(in, []byte("a,b\n1,2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	if err := os.Mkdir(out, 0o755); err != nil {
		t.Fatal(err)
	}
	return executors.Job{RunID: "r-1", Kind: executors.KindCode, Code: "print(1)", Image: "python-data-basic", InputPath: in, OutputDir: out}
}

func TestAnswerBecomesTheResult(t *testing.T) {
	var got Event
	e, _ := newScripted(t, nil)
	e.client.(*scripted).answer = func(ev Event) (*lambda.InvokeOutput, error) {
		got = ev
		return answer(t, Response{
			Protocol: Protocol, HarnessSHA256: e.harness, Started: true,
			Report:   `{"ok":false,"error":{"type":"KeyError","message":"'x'"},"rows":1}`,
			ExitCode: 0, Stdout: []byte("headtail"), StdoutHead: 4, StdoutBytes: 100_000,
			Stderr: []byte("warn\n"), StderrHead: 5, StderrBytes: 5,
			Artifacts: []ResponseArtifact{{Name: "chart.png", Bytes: 3, Data: []byte("PNG")}, {Name: "../evil", Bytes: 1, Data: []byte("x")}, {Name: "liar.txt", Bytes: 9, Data: []byte("x")}},
			Dropped:   []ResponseDrop{{Name: "big.csv\x00", Reason: "over the function's response limit (6000000 bytes)"}, {Name: "", Reason: "stderr left out"}},
			Usage:     ResponseUsage{WallMS: 20, CPUMS: 15, PeakMemoryBytes: 1 << 20, StartMS: 900},
		}), nil
	}
	j := job(t)
	res, err := e.Run(context.Background(), j)
	if err != nil {
		t.Fatal(err)
	}
	if string(got.Dataset) != "a,b\n1,2\n" || got.Protocol != Protocol || got.Limits == nil || got.Limits.TimeoutS == 0 {
		t.Errorf("event: %+v", got)
	}
	var line map[string]any
	if err := json.Unmarshal(got.Job, &line); err != nil || line["code"] != "print(1)" || line["protocol"] != float64(1) {
		t.Errorf("the event's job is not the harness's job line: %s", got.Job)
	}
	if res.Outcome != executors.OutcomeRaised || res.Report == nil || res.Report.Error.Type != "KeyError" {
		t.Errorf("outcome %s, report %+v", res.Outcome, res.Report)
	}
	if res.StdoutBytes != 100_000 || !strings.HasPrefix(res.Stdout, "head") || !strings.HasSuffix(res.Stdout, "tail") || !strings.Contains(res.Stdout, "bytes cut") {
		t.Errorf("stdout %q (%d bytes)", res.Stdout, res.StdoutBytes)
	}
	if res.Stderr != "warn\n" || res.Usage.CPUMS != 15 || res.Usage.StartMS != 900 {
		t.Errorf("stderr %q, usage %+v", res.Stderr, res.Usage)
	}
	if len(res.Artifacts) != 2 {
		t.Fatalf("artifacts %+v, dropped %q", res.Artifacts, res.Dropped)
	}
	if b, err := os.ReadFile(filepath.Join(j.OutputDir, "chart.png")); err != nil || string(b) != "PNG" {
		t.Errorf("chart.png kept as %q, %v", b, err)
	}
	for _, a := range res.Artifacts {
		if strings.ContainsAny(a.Name, "/\x00") || a.Name == ".." {
			t.Errorf("artifact name %q not sanitised", a.Name)
		}
	}
	joined := strings.Join(res.Dropped, "\n")
	if !strings.Contains(joined, "liar.txt") || !strings.Contains(joined, "response limit") || strings.Contains(joined, "\x00") ||
		!slices.Contains(res.Dropped, "stderr left out") {
		t.Errorf("dropped: %q", res.Dropped)
	}
}

func TestFunctionErrors(t *testing.T) {
	for _, c := range []struct {
		typ, msg string
		outcome  executors.Outcome
		err      bool
	}{
		{"Runtime.ExitError", "RequestId: x Error: Runtime exited with error: signal: killed", executors.OutcomeKilled, false},
		{"Sandbox.Timedout", "RequestId: x Error: Task timed out after 75.00 seconds", executors.OutcomeTimeout, false},
		{"BadEvent", "job: not an object", "", true},
		// The emulator: a runtime's error as a plain answer, its own timeout as text.
		{"emulator:BadEvent", "job: not an object", "", true},
		{"emulator:Runtime.ExitError", "exit status 137", executors.OutcomeKilled, false},
		{"emulator:text", "Task timed out after 30.00 seconds", executors.OutcomeTimeout, false},
	} {
		e, _ := newScripted(t, func(Event) (*lambda.InvokeOutput, error) {
			typ, emulated := strings.CutPrefix(c.typ, "emulator:")
			if typ == "text" {
				return &lambda.InvokeOutput{StatusCode: 200, Payload: []byte(c.msg)}, nil
			}
			b, _ := json.Marshal(functionError{Type: typ, Message: c.msg})
			if emulated {
				return &lambda.InvokeOutput{StatusCode: 200, Payload: b}, nil
			}
			return &lambda.InvokeOutput{StatusCode: 200, FunctionError: aws.String("Unhandled"), Payload: b}, nil
		})
		res, err := e.Run(context.Background(), job(t))
		if (err != nil) != c.err || res.Outcome != c.outcome {
			t.Errorf("%s: outcome %q, error %v", c.typ, res.Outcome, err)
		}
		if !c.err && (len(res.Dropped) != 1 || res.Report != nil) {
			t.Errorf("%s: a run that came back with nothing says so: %q", c.typ, res.Dropped)
		}
	}
}

func TestForeignHarnessIsRefused(t *testing.T) {
	e, _ := newScripted(t, func(Event) (*lambda.InvokeOutput, error) {
		return answer(t, Response{Protocol: Protocol, HarnessSHA256: strings.Repeat("0", 64), Started: true, Report: `{"ok":true,"rows":0}`}), nil
	})
	if _, err := e.Run(context.Background(), job(t)); err == nil || !strings.Contains(err.Error(), "harness") {
		t.Errorf("a function with another harness ran the job: %v", err)
	}
	if imgs, err := e.Images(context.Background()); err != nil || len(imgs) != 0 {
		t.Errorf("Images lists a function with another harness: %v %v", imgs, err)
	}
}

func TestImagesPingsEachFunction(t *testing.T) {
	var pings atomic.Int64
	e, _ := newScripted(t, nil)
	e.client.(*scripted).answer = func(ev Event) (*lambda.InvokeOutput, error) {
		if !ev.Ping || ev.Job != nil || ev.Dataset != nil {
			return nil, errors.New("not a bare ping")
		}
		pings.Add(1)
		return answer(t, Response{Protocol: Protocol, HarnessSHA256: e.harness}), nil
	}
	imgs, err := e.Images(context.Background())
	if err != nil || len(imgs) != 1 || imgs[0] != "python-data-basic" || pings.Load() != 1 {
		t.Errorf("Images = %v, %v after %d pings", imgs, err, pings.Load())
	}
}

func TestRefusedBeforeInvoking(t *testing.T) {
	e, s := newScripted(t, func(Event) (*lambda.InvokeOutput, error) { return nil, errors.New("invoked") })
	big := job(t)
	if err := os.WriteFile(big.InputPath, make([]byte, 4_600_000), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Run(context.Background(), big); err == nil || !strings.Contains(err.Error(), "more than an invocation carries") {
		t.Errorf("a dataset too large for an event: %v", err)
	}
	other := job(t)
	other.Image = "python-stats"
	if _, err := e.Run(context.Background(), other); err == nil || !strings.Contains(err.Error(), "no function") {
		t.Errorf("an image without a function: %v", err)
	}
	if s.calls.Load() != 0 {
		t.Errorf("%d invocations for jobs refused beforehand", s.calls.Load())
	}
}

func TestMalformedAnswers(t *testing.T) {
	for name, body := range map[string]string{
		"not JSON":         `<html>`,
		"unknown field":    `{"protocol":"sluice-function/1","harness_sha256":"HS","started":true,"extra":1}`,
		"another protocol": `{"protocol":"sluice-function/9","harness_sha256":"HS"}`,
		"head past kept":   `{"protocol":"sluice-function/1","harness_sha256":"HS","started":true,"stdout":"YQ==","stdout_head":5,"stdout_bytes":1}`,
		"never started":    `{"protocol":"sluice-function/1","harness_sha256":"HS","started":false,"exit_code":70}`,
	} {
		e, _ := newScripted(t, nil)
		body := strings.ReplaceAll(body, "HS", e.harness)
		e.client.(*scripted).answer = func(Event) (*lambda.InvokeOutput, error) {
			return &lambda.InvokeOutput{StatusCode: 200, Payload: []byte(body)}, nil
		}
		if _, err := e.Run(context.Background(), job(t)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestConfigValidate(t *testing.T) {
	good := Config{Functions: map[string]string{"python-data-basic": "arn:aws:lambda:eu-west-1:123456789012:function:sluice-basic:live"}, Region: "eu-west-1", Endpoint: "http://127.0.0.1:9000"}
	if err := good.Validate(); err != nil {
		t.Errorf("valid config refused: %v", err)
	}
	for name, c := range map[string]Config{
		"no functions":   {},
		"unknown image":  {Functions: map[string]string{"python-nope": "f"}},
		"bad function":   {Functions: map[string]string{"python-data-basic": "f g"}},
		"bad region":     {Functions: map[string]string{"python-data-basic": "f"}, Region: "Europe"},
		"bad endpoint":   {Functions: map[string]string{"python-data-basic": "f"}, Endpoint: "127.0.0.1:9000"},
		"response limit": {Functions: map[string]string{"python-data-basic": "f"}, MaxResponseBytes: MaxResponseBytes + 1},
	} {
		err := c.Validate()
		if err == nil || !strings.Contains(err.Error(), Section) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if m, err := ParseFunctions("python-data-basic=a, python-stats=b"); err != nil || m["python-stats"] != "b" || len(m) != 2 {
		t.Errorf("ParseFunctions: %v %v", m, err)
	}
	for _, bad := range []string{"x", "=f", "a=b,a=c"} {
		if _, err := ParseFunctions(bad); err == nil {
			t.Errorf("ParseFunctions(%q) accepted", bad)
		}
	}
}

// TestAbandonedInvocationKeepsItsPlace: a cancelled run returns at once as killed, but its
// invocation still occupies the function (an emulator, or a reserved concurrency of one)
// until it is answered, so the next run waits for it rather than being refused.
func TestAbandonedInvocationKeepsItsPlace(t *testing.T) {
	release := make(chan struct{})
	var inFlight, most atomic.Int64
	s := &scripted{}
	e := newExecutor(Config{Functions: map[string]string{"python-data-basic": "f"}, Concurrency: 1}, s)
	s.answer = func(Event) (*lambda.InvokeOutput, error) {
		n := inFlight.Add(1)
		defer inFlight.Add(-1)
		for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
		}
		<-release
		return answer(t, Response{Protocol: Protocol, HarnessSHA256: e.harness, Started: true, Report: `{"ok":true,"rows":0}`}), nil
	}
	ctx, cancel := context.WithCancel(context.Background())
	first := make(chan executors.Result, 1)
	go func() {
		res, _ := e.Run(ctx, job(t))
		first <- res
	}()
	for inFlight.Load() == 0 {
		time.Sleep(time.Millisecond)
	}
	cancel()
	if res := <-first; res.Outcome != executors.OutcomeKilled {
		t.Fatalf("cancelled run: %q", res.Outcome)
	}
	second := make(chan executors.Result, 1)
	go func() {
		res, _ := e.Run(context.Background(), job(t))
		second <- res
	}()
	select {
	case res := <-second:
		t.Fatalf("the second run did not wait for the function: %q", res.Outcome)
	case <-time.After(100 * time.Millisecond):
	}
	pinged := make(chan []string, 1)
	go func() { // the worker's ping waits its turn as well
		imgs, _ := e.Images(context.Background())
		pinged <- imgs
	}()
	close(release)
	if imgs := <-pinged; len(imgs) != 1 {
		t.Errorf("Images = %v", imgs)
	}
	if res := <-second; res.Outcome != executors.OutcomeOK {
		t.Errorf("second run: %q", res.Outcome)
	}
	if most.Load() != 1 {
		t.Errorf("%d invocations (runs and a ping) in flight at once, want 1", most.Load())
	}
}

// TestOutOverItsLimitEndsTheRun: a file the bootstrap dropped because out_dir held more than
// the run's limit ends the run as output_limit, as a full out_dir does in the other executors.
func TestOutOverItsLimitEndsTheRun(t *testing.T) {
	e, _ := newScripted(t, nil)
	e.client.(*scripted).answer = func(Event) (*lambda.InvokeOutput, error) {
		return answer(t, Response{Protocol: Protocol, HarnessSHA256: e.harness, Started: true, Report: `{"ok":true,"rows":0}`,
			Dropped: []ResponseDrop{{Name: "fill", Reason: "output size limit reached"}}}), nil
	}
	res, err := e.Run(context.Background(), job(t))
	if err != nil || res.Outcome != executors.OutcomeOutputLimit {
		t.Errorf("outcome %q, %v", res.Outcome, err)
	}
}
