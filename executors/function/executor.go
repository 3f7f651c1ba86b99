package function

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/aws/retry"
	awshttp "github.com/aws/aws-sdk-go-v2/aws/transport/http"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/lambda"
	"github.com/aws/aws-sdk-go-v2/service/lambda/types"
	"github.com/aws/smithy-go"
	"github.com/hashicorp/go-hclog"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/harness"
	"github.com/sluice-gw/sluice/executors/internal/capture"
	"github.com/sluice-gw/sluice/executors/internal/harvest"
	"github.com/sluice-gw/sluice/images"
)

// StartupAllowance is what a run's invocation may take beyond the run's own time limit: a
// cold start of the function (its interpreter and the harness's imports, a few seconds) and
// the transfer of the dataset and the answer. The bootstrap starts the run's clock only once
// the harness is ready; the function's own timeout must be at least the largest time limit
// the policy gives plus this.
const StartupAllowance = 45 * time.Second

// invoker is the part of the Lambda client the executor uses.
type invoker interface {
	Invoke(ctx context.Context, in *lambda.InvokeInput, opts ...func(*lambda.Options)) (*lambda.InvokeOutput, error)
}

// Executor runs each job as one synchronous invocation of the function of its image.
type Executor struct {
	cfg     Config
	client  invoker
	harness string                   // hex SHA-256 of the worker's own harness
	sems    map[string]chan struct{} // per function, with Config.Concurrency
}

// New returns an Executor for cfg, with a Lambda client from the standard AWS configuration.
// It makes no request: Images asks each function who it is.
func New(ctx context.Context, cfg Config) (*Executor, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	opts := []func(*config.LoadOptions) error{
		// Invoke is not idempotent: a retry after a lost answer would run the code twice.
		// Only a throttled invocation, which ran nothing, is tried again.
		config.WithRetryer(func() aws.Retryer {
			return retry.NewStandard(func(o *retry.StandardOptions) {
				o.MaxAttempts = 3
				o.Retryables = []retry.IsErrorRetryable{retry.RetryableErrorCode{Codes: map[string]struct{}{
					"TooManyRequestsException": {}, "ThrottlingException": {},
				}}}
			})
		}),
	}
	if cfg.Region != "" {
		opts = append(opts, config.WithRegion(cfg.Region))
	}
	if cfg.Anonymous {
		opts = append(opts, config.WithCredentialsProvider(aws.AnonymousCredentials{}))
	}
	awsCfg, err := config.LoadDefaultConfig(ctx, opts...)
	if err != nil {
		return nil, fmt.Errorf("function: AWS configuration: %w", err)
	}
	if awsCfg.Region == "" {
		if cfg.Endpoint == "" {
			return nil, errors.New("function: no AWS region (set --function-region or AWS_REGION)")
		}
		awsCfg.Region = "us-east-1" // an emulator ignores it; the signer needs one
	}
	client := lambda.NewFromConfig(awsCfg, func(o *lambda.Options) {
		if cfg.Endpoint != "" {
			o.BaseEndpoint = aws.String(cfg.Endpoint)
		}
	})
	return newExecutor(cfg, client), nil
}

func newExecutor(cfg Config, client invoker) *Executor {
	if cfg.MaxResponseBytes <= 0 || cfg.MaxResponseBytes > MaxResponseBytes {
		cfg.MaxResponseBytes = MaxResponseBytes
	}
	if cfg.Logger == nil {
		cfg.Logger = hclog.NewNullLogger()
	}
	sum := sha256.Sum256(images.Harness())
	e := &Executor{cfg: cfg, client: client, harness: hex.EncodeToString(sum[:]), sems: map[string]chan struct{}{}}
	if cfg.Concurrency > 0 {
		for _, fn := range cfg.Functions {
			if e.sems[fn] == nil {
				e.sems[fn] = make(chan struct{}, cfg.Concurrency)
			}
		}
	}
	return e
}

// Images implements executors.ImageLister: the configured images whose function answers a
// ping with the worker's own harness. A function that does not answer, or runs another
// harness, is left out and logged.
func (e *Executor) Images(ctx context.Context) ([]string, error) {
	var out []string
	for img, fn := range e.cfg.Functions {
		// Within the function's concurrency: an emulator takes one invocation at a time.
		resp, _, err := e.invokeRun(ctx, fn, Event{Protocol: Protocol, Ping: true}, StartupAllowance)
		if err == nil {
			err = e.checkIdentity(resp)
		}
		if err != nil {
			e.cfg.Logger.Warn("function not served", "image", img, "function", fn, "error", err)
			continue
		}
		out = append(out, img)
	}
	slices.Sort(out)
	return out, nil
}

// errFunction is an invocation that ended in a function error, not in an answer.
type errFunction struct{ functionError }

func (e *errFunction) Error() string {
	return fmt.Sprintf("function error %s: %s", e.Type, trunc(e.Message, 300))
}

// How a run's invocation ended, besides with an answer or an error.
const (
	answered   = iota
	abandoned  // the run's context ended first
	unanswered // no answer within the run's limit and StartupAllowance
)

// invokeRun invokes fn for a run, within the function's concurrency, and waits for the
// answer, at most limit, or until ctx ends. An invocation is not cancelled with ctx: it goes
// on (bounded by limit) and holds its place in the concurrency until it is answered, since
// the function is busy with it until then.
func (e *Executor) invokeRun(ctx context.Context, fn string, ev Event, limit time.Duration) (*Response, int, error) {
	sem := e.sems[fn]
	if sem != nil {
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
			return nil, abandoned, ctx.Err()
		}
	}
	type answer struct {
		resp *Response
		err  error
	}
	done := make(chan answer, 1)
	ictx, cancel := context.WithTimeout(context.WithoutCancel(ctx), limit)
	go func() {
		defer cancel()
		resp, err := e.invoke(ictx, fn, ev)
		if sem != nil {
			<-sem
		}
		done <- answer{resp, err}
	}()
	select {
	case a := <-done:
		if a.err != nil && errors.Is(ictx.Err(), context.DeadlineExceeded) {
			return nil, unanswered, a.err
		}
		return a.resp, answered, a.err
	case <-ctx.Done():
		return nil, abandoned, ctx.Err()
	}
}

// errTooLarge is an event over MaxRequestBytes: nothing was sent.
var errTooLarge = errors.New("too large")

// invoke sends ev to fn and decodes its answer.
func (e *Executor) invoke(ctx context.Context, fn string, ev Event) (*Response, error) {
	payload, err := json.Marshal(ev)
	if err != nil {
		return nil, fmt.Errorf("function: encoding the event: %w", err)
	}
	if len(payload) > MaxRequestBytes {
		return nil, fmt.Errorf("function: the job and its dataset take %d bytes, more than an invocation carries (%d): %w", len(payload), MaxRequestBytes, errTooLarge)
	}
	out, err := e.client.Invoke(ctx, &lambda.InvokeInput{
		FunctionName: aws.String(fn), Payload: payload, InvocationType: types.InvocationTypeRequestResponse,
	})
	if err != nil {
		if fe := emulatorRuntimeExit(err); fe != nil {
			return nil, fe
		}
		return nil, err
	}
	if fe := functionFailure(out); fe != nil {
		return nil, fe
	}
	var resp Response
	dec := json.NewDecoder(bytes.NewReader(out.Payload))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&resp); err != nil {
		return nil, fmt.Errorf("function: decoding the answer: %w", err)
	}
	if resp.Protocol != Protocol {
		return nil, fmt.Errorf("function: the answer speaks %q, not %q", trunc(resp.Protocol, 40), Protocol)
	}
	return &resp, nil
}

// functionFailure returns the function error out carries, or nil for an answer. Lambda marks
// one with X-Amz-Function-Error; the Runtime Interface Emulator does not: it answers a
// runtime's reported error as a plain 200 with the error's JSON, and its own timeout as a
// 200 with the text "Task timed out after N seconds".
func functionFailure(out *lambda.InvokeOutput) *errFunction {
	var fe functionError
	switch {
	case out.FunctionError != nil:
		if json.Unmarshal(out.Payload, &fe) != nil || fe.Type == "" {
			fe = functionError{Type: *out.FunctionError, Message: string(out.Payload)}
		}
	case bytes.HasPrefix(out.Payload, []byte("Task timed out")):
		fe = functionError{Type: "Sandbox.Timedout", Message: string(out.Payload)}
	case !bytes.Contains(out.Payload, []byte(`"protocol"`)):
		// Not an answer (every answer names its protocol, first): perhaps an error's JSON.
		// An answer, up to 6 MB, is not parsed here a first time.
		if json.Unmarshal(out.Payload, &fe) != nil || fe.Type == "" {
			return nil
		}
	default:
		return nil
	}
	return &errFunction{fe}
}

// emulatorRuntimeExit is the function error of an invocation the Runtime Interface Emulator
// answered 502 because the runtime exited (Lambda answers that as a function error), or nil.
// A 502 that names an error code of Lambda's own (a VPC or KMS problem) stays an error.
func emulatorRuntimeExit(err error) *errFunction {
	var re *awshttp.ResponseError
	if !errors.As(err, &re) || re.HTTPStatusCode() != http.StatusBadGateway {
		return nil
	}
	var api smithy.APIError
	if errors.As(err, &api) && api.ErrorCode() != "" && api.ErrorCode() != "UnknownError" && api.ErrorCode() != "Runtime.ExitError" {
		return nil
	}
	return &errFunction{functionError{Type: "Runtime.ExitError", Message: err.Error()}}
}

func (e *Executor) checkIdentity(resp *Response) error {
	if resp.HarnessSHA256 != e.harness {
		return fmt.Errorf("function: it runs harness %s, this worker's is %s: rebuild and redeploy the function image (images/build-function.sh)",
			trunc(resp.HarnessSHA256, 16), e.harness[:16])
	}
	return nil
}

// Run implements executors.Executor. The dataset travels in the event and the artifacts in
// the answer, within Lambda's payload limits; what does not fit is dropped with a reason.
//
// Cancelling ctx abandons the invocation and Run returns a killed run at once, but a function
// cannot be stopped from outside: its bootstrap still ends the run at the run's time limit.
func (e *Executor) Run(ctx context.Context, job executors.Job) (executors.Result, error) {
	if err := job.Validate(); err != nil {
		return executors.Result{}, fmt.Errorf("function: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return executors.Result{}, fmt.Errorf("function: %w", err)
	}
	fn, ok := e.cfg.Functions[job.Image]
	if !ok {
		return executors.Result{}, fmt.Errorf("function: no function runs image %q", job.Image)
	}
	if job.Kind == executors.KindTool {
		if _, ok := images.Tool(job.Tool); !ok {
			return executors.Result{}, fmt.Errorf("function: unknown tool %q", job.Tool)
		}
	}
	l := job.Limits.WithDefaults()
	deny, err := images.DeniedModules(job.Image)
	if err != nil {
		return executors.Result{}, fmt.Errorf("function: %w", err)
	}
	line, err := harness.NewJob(job, l, deny)
	if err != nil {
		return executors.Result{}, fmt.Errorf("function: %w", err)
	}
	ev := Event{Protocol: Protocol, RunID: job.RunID, Job: bytes.TrimSpace(line), Limits: &l, MaxResponseBytes: e.cfg.MaxResponseBytes}
	if job.InputPath != "" {
		if ev.Dataset, err = readDataset(job.InputPath); err != nil {
			return executors.Result{}, err
		}
	}

	res := executors.Result{RunID: job.RunID}
	t0 := time.Now()
	resp, state, err := e.invokeRun(ctx, fn, ev, l.Timeout()+StartupAllowance)
	wall := time.Since(t0)
	switch state {
	case abandoned:
		e.cfg.Logger.Info("invocation abandoned; the function ends the run at its time limit", "run_id", job.RunID, "error", ctx.Err())
		res.Outcome, res.Usage.WallMS = executors.OutcomeKilled, wall.Milliseconds()
		return res, nil
	case unanswered:
		// Not answered within the run's limit and the allowance: the function hung or its
		// own timeout is longer than it should be.
		res.Outcome, res.Usage.WallMS = executors.OutcomeTimeout, wall.Milliseconds()
		return res, nil
	}
	var fe *errFunction
	if errors.As(err, &fe) {
		return e.functionFailed(job, fe, wall)
	}
	if errors.Is(err, errTooLarge) {
		return res, err
	}
	if err != nil {
		e.cfg.Logger.Error("invocation failed", "run_id", job.RunID, "function", fn, "error", err)
		return res, fmt.Errorf("function: invoking the function of %s failed", job.Image)
	}
	if err := e.checkIdentity(resp); err != nil {
		return res, err
	}
	return e.result(job, l, resp)
}

// functionFailed turns a function error into a run's result. The bootstrap reports a bad
// event itself (a bug on this side: an error); any other function error means the runtime
// itself ended, which only the run's own code can cause (it may signal its bootstrap, which
// shares its user) or the function's memory or time running out: the run was killed.
func (e *Executor) functionFailed(job executors.Job, fe *errFunction, wall time.Duration) (executors.Result, error) {
	e.cfg.Logger.Warn("function error", "run_id", job.RunID, "type", fe.Type, "message", trunc(fe.Message, 300))
	if fe.Type == "BadEvent" {
		return executors.Result{}, fmt.Errorf("function: the function refused the event: %s", trunc(fe.Message, 200))
	}
	res := executors.Result{RunID: job.RunID, Outcome: executors.OutcomeKilled, ExitCode: -1, Signal: "SIGKILL"}
	if strings.Contains(strings.ToLower(fe.Type+" "+fe.Message), "timed out") {
		res.Outcome = executors.OutcomeTimeout
	}
	res.Dropped = []string{"the function's runtime ended without an answer (" + printable(fe.Type, 60) + "); nothing of the run came back"}
	res.Usage.WallMS = wall.Milliseconds()
	return res, nil
}

// result builds the run's result from the function's answer, as the other executors build
// theirs from what they saw: the same caps on the streams, the same checks on the report and
// on artifacts.
func (e *Executor) result(job executors.Job, l executors.Limits, resp *Response) (executors.Result, error) {
	res := executors.Result{RunID: job.RunID}
	out, err := restore(l.StdoutBytes, resp.Stdout, resp.StdoutHead, resp.StdoutBytes)
	if err != nil {
		return res, fmt.Errorf("function: stdout: %w", err)
	}
	errs, err := restore(l.StderrBytes, resp.Stderr, resp.StderrHead, resp.StderrBytes)
	if err != nil {
		return res, fmt.Errorf("function: stderr: %w", err)
	}
	res.Stdout, res.StdoutBytes = out.String(), out.Total()
	res.Stderr, res.StderrBytes = errs.String(), errs.Total()
	res.Usage = executors.Usage{WallMS: resp.Usage.WallMS, CPUMS: resp.Usage.CPUMS, PeakMemoryBytes: resp.Usage.PeakMemoryBytes, StartMS: resp.Usage.StartMS}
	if !resp.Started {
		return res, fmt.Errorf("function: the harness did not start (exit status %d): %s", resp.ExitCode, harvest.FirstLine(res.Stderr))
	}
	report, reportErr := harness.DecodeBoundedReport([]byte(harness.Header+"\n"+resp.Report), resp.ReportOver)
	if reportErr != nil {
		e.cfg.Logger.Debug("no usable report", "run_id", job.RunID, "error", reportErr)
		report = nil
	}
	code := resp.ExitCode
	if report != nil && report.ExitCode != 0 {
		code = report.ExitCode
	}
	sig := harvest.ExitFromCode(code, &res)
	res.Report = report
	res.Outcome = harvest.Classify(harvest.Facts{TimedOut: resp.TimedOut, Signal: sig, Report: report})
	res.Artifacts, res.Dropped, err = collect(job.OutputDir, l, resp)
	if err != nil {
		return res, fmt.Errorf("function: keeping artifacts: %w", err)
	}
	if overOutput(resp) && (res.Outcome == executors.OutcomeOK || res.Outcome == executors.OutcomeRaised) {
		// The other executors' out_dir is a file system of OutputBytes, and the write that
		// overflows it fails the run; a function's /tmp is larger, so the overflow shows only
		// when the bootstrap drops what is beyond the limit. The run ends the same way.
		res.Outcome = executors.OutcomeOutputLimit
	}
	return res, nil
}

// restore rebuilds a stream's capture from the head and tail the bootstrap kept.
func restore(limit int, kept []byte, head int, total int64) (*capture.Buffer, error) {
	if head < 0 || head > len(kept) || total < int64(len(kept)) {
		return nil, fmt.Errorf("inconsistent capture (%d bytes kept, head %d, total %d)", len(kept), head, total)
	}
	return capture.Restore(limit, kept[:head], kept[head:], total), nil
}

// collect keeps the answer's artifacts in dir through the same checks as the other executors'
// (sanitised names, file count and size caps) and lists what was dropped, in the function or
// here.
func collect(dir string, l executors.Limits, resp *Response) ([]executors.Artifact, []string, error) {
	c := harvest.NewCollector(dir, l)
	arts := slices.Clone(resp.Artifacts)
	slices.SortFunc(arts, func(a, b ResponseArtifact) int { return strings.Compare(a.Name, b.Name) })
	for _, a := range arts {
		if a.Bytes != int64(len(a.Data)) {
			c.Drop(a.Name, "its size and its content disagree")
			continue
		}
		safe, dst, ok := c.Admit(a.Name)
		if !ok {
			continue
		}
		if err := c.Copy(a.Name, safe, dst, a.Bytes, bytes.NewReader(a.Data)); err != nil {
			return nil, nil, err
		}
	}
	for i, d := range resp.Dropped {
		if i == maxDropped {
			c.Note(fmt.Sprintf("%d more entries dropped", len(resp.Dropped)-maxDropped))
			break
		}
		if d.Name == "" {
			c.Note(printable(d.Reason, 200)) // about out_dir or the answer as a whole
			continue
		}
		c.Drop(d.Name, printable(d.Reason, 200))
	}
	return c.Artifacts, c.Dropped, nil
}

// overOutput says the bootstrap dropped a file of out_dir because out_dir held more than the
// run's OutputBytes, or the file more than its FileSizeBytes.
func overOutput(resp *Response) bool {
	for _, d := range resp.Dropped {
		if d.Name != "" && (d.Reason == harvest.ReasonSizeLimit || strings.HasPrefix(d.Reason, "larger than the file size limit")) {
			return true
		}
	}
	return false
}

// maxDropped bounds the dropped entries taken from an answer.
const maxDropped = 64

// maxDataset bounds the dataset read for an event; the event's own limit is lower.
const maxDataset = MaxRequestBytes

// readDataset reads the dataset for the event.
func readDataset(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("function: opening the dataset: %w", err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxDataset+1))
	if err != nil {
		return nil, fmt.Errorf("function: reading the dataset: %w", err)
	}
	if len(b) > maxDataset {
		return nil, fmt.Errorf("function: the dataset is larger than an invocation carries (%d bytes)", MaxRequestBytes)
	}
	return b, nil
}

func trunc(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// printable keeps s to printable characters, at most n bytes.
func printable(s string, n int) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsPrint(r) {
			return r
		}
		return '?'
	}, s)
	return strings.ToValidUTF8(trunc(s, n), "?")
}
