package run

// The review of a run (sluice.review) on the run service's seams: what the run produced
// against what it declared, withheld artifacts in the observation, flags in the decision log,
// and a review that cannot decide or be logged withholding everything.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"image"
	"image/png"
	"slices"
	"strings"
	"testing"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/gateway/internal/state"
	"github.com/sluice-gw/sluice/gateway/run/runtest"
	"github.com/sluice-gw/sluice/policies"
)

// pngBytes is a small valid PNG.
func pngBytes(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 4, 4))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// writesArtifacts makes the worker answer every run as one that wrote files (name → content)
// to out_dir, staged in the artifact store as a worker stages them.
func (f *fast) writesArtifacts(files map[string][]byte) {
	f.worker.Answer = func(j executors.Job) (executors.Result, error) {
		res := executors.Result{RunID: j.RunID, Outcome: executors.OutcomeOK, Stdout: "done\n", StdoutBytes: 5, Report: &executors.Report{OK: true, Rows: 60}}
		names := make([]string, 0, len(files))
		for n := range files {
			names = append(names, n)
		}
		slices.Sort(names)
		for _, n := range names {
			key := executors.StagedPrefix + j.RunID + "/" + n
			if err := f.s.store.artifacts.Put(context.Background(), key, files[n], nil); err != nil {
				return executors.Result{}, err
			}
			res.Artifacts = append(res.Artifacts, executors.Artifact{Name: n, Bytes: int64(len(files[n])), Key: key})
		}
		return res, nil
	}
}

// reviewOf returns the logged review decision of run rid.
func (f *fast) reviewOf(rid string) policies.EventV1 {
	f.t.Helper()
	for _, ev := range f.sink.Events() {
		if ev.RunID == rid && ev.Path == policies.PathReview {
			return ev
		}
	}
	f.t.Fatalf("no review decision of run %s in the log", rid)
	return policies.EventV1{}
}

func flagCodes(t *testing.T, ev policies.EventV1) []string {
	t.Helper()
	raw, err := json.Marshal(ev.Result)
	if err != nil {
		t.Fatal(err)
	}
	var r policies.Review
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatalf("review result %s: %v", raw, err)
	}
	var codes []string
	for _, f := range r.Flags {
		codes = append(codes, f.Code)
	}
	return codes
}

func artifactNames(obs Observation) []string {
	var names []string
	for _, a := range obs.Artifacts {
		names = append(names, a.Name)
	}
	return names
}

// chartRun is a run that declared chart.png and wrote chart.png and extra.csv.
func (f *fast) chartRun(sid string) (Observation, error) {
	f.writesArtifacts(map[string][]byte{"chart.png": pngBytes(f.t), "extra.csv": []byte("region,profit\n华东,1\n")})
	return f.s.Run(context.Background(), acme, sid, RunArgs{Code: "print(1)", Purpose: "a chart of profit", ExpectedArtifacts: []string{"chart.png"}})
}

func TestReviewFlagsUndeclaredArtifacts(t *testing.T) {
	f := newFast(t, nil)
	sid := f.session(true)
	obs, err := f.chartRun(sid)
	if err != nil || !obs.OK || !slices.Equal(artifactNames(obs), []string{"chart.png", "extra.csv"}) || len(obs.Withheld) != 0 {
		t.Fatalf("run: %v %+v", err, obs)
	}
	ev := f.reviewOf(obs.RunID)
	if codes := flagCodes(t, ev); !slices.Equal(codes, []string{"undeclared_artifact"}) {
		t.Fatalf("flags %v, want undeclared_artifact", codes)
	}
	// The logged input holds what the run produced.
	in, _ := json.Marshal(ev.Input)
	if !strings.Contains(string(in), `"outcome"`) || !strings.Contains(string(in), `"extra.csv"`) {
		t.Fatalf("review input %s", in)
	}
	if err := policies.Verify(f.sink.Events()); err != nil {
		t.Fatal(err)
	}
	rec, err := f.s.Record(context.Background(), acme, obs.RunID)
	if err != nil || rec.Decisions[len(rec.Decisions)-1].Path != policies.PathReview || len(rec.Artifacts) != 2 {
		t.Fatalf("record: %v %+v", err, rec)
	}
	// A fixed tool's artifact is reviewed too, but tools declare nothing.
	f.worker.Answer = func(j executors.Job) (executors.Result, error) {
		key := executors.StagedPrefix + j.RunID + "/plot.png"
		_ = f.s.store.artifacts.Put(context.Background(), key, pngBytes(t), nil)
		return executors.Result{RunID: j.RunID, Outcome: executors.OutcomeOK, Report: &executors.Report{OK: true, Tool: json.RawMessage(`{}`)},
			Artifacts: []executors.Artifact{{Name: "plot.png", Key: key}}}, nil
	}
	obs, err = f.s.Call(context.Background(), acme, sid, "plot", json.RawMessage(`{"kind":"bar","x":"region","y":"profit"}`))
	if err != nil || !slices.Equal(artifactNames(obs), []string{"plot.png"}) {
		t.Fatalf("plot: %v %+v", err, obs)
	}
	if codes := flagCodes(t, f.reviewOf(obs.RunID)); len(codes) != 0 {
		t.Fatalf("a tool call's flags: %v", codes)
	}
}

// withholdingEngine loads the built-in bundle with tenant acme's review withholding
// undeclared artifacts.
func withholdingEngine(t *testing.T) *policies.Engine {
	t.Helper()
	dir := runtest.PolicyCopy(t, func(cfg map[string]any) {
		cfg["tenants"] = map[string]any{"acme": map[string]any{"review": map[string]any{"withhold_undeclared": true}}}
	})
	eng, err := policies.Load(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	return eng
}

func TestReviewWithholdsWhatTheTenantRefuses(t *testing.T) {
	f := newFast(t, nil)
	var d Decider = withholdingEngine(t)
	f.decider.Store(&d)
	sid := f.session(true)
	obs, err := f.chartRun(sid)
	if err != nil || !obs.OK || !slices.Equal(artifactNames(obs), []string{"chart.png"}) {
		t.Fatalf("run: %v %+v", err, obs)
	}
	if len(obs.Withheld) != 1 || obs.Withheld[0].Name != "extra.csv" || !strings.Contains(obs.Withheld[0].Reason, "expected_artifacts") {
		t.Fatalf("withheld %+v", obs.Withheld)
	}
	// What review withheld is not kept: nobody can fetch it.
	if _, _, err := f.s.Artifact(context.Background(), acme, obs.RunID, "extra.csv"); codeOf(err) != CodeNotFound {
		t.Fatalf("withheld artifact served: %v", err)
	}
	if _, _, err := f.s.Artifact(context.Background(), acme, obs.RunID, "chart.png"); err != nil {
		t.Fatalf("returned artifact: %v", err)
	}
	if c := f.counters(sid); c.ConsecutiveFailures != 0 {
		t.Fatalf("a withheld artifact counted as a failure: %+v", c)
	}
}

// failingReview decides with the built-in engine but fails every review.
type failingReview struct{ *policies.Engine }

func (d failingReview) Review(ctx context.Context, in *policies.Input) (policies.Review, policies.Decision, error) {
	_, dec, _ := d.Engine.Review(ctx, in)
	err := errors.New("scripted failure")
	dec.Error = &policies.ErrorV1{Code: "eval_error", Message: err.Error()}
	return policies.Review{}, dec, err
}

func TestReviewThatFailsWithholdsEverything(t *testing.T) {
	f := newFast(t, nil)
	var d Decider = failingReview{f.s.policies().(*policies.Engine)}
	f.decider.Store(&d)
	sid := f.session(true)
	obs, err := f.chartRun(sid)
	if err != nil || !obs.OK || len(obs.Artifacts) != 0 || len(obs.Withheld) != 2 || obs.Withheld[0].Reason != reasonReviewFailed {
		t.Fatalf("run under a failing review: %v %+v", err, obs)
	}
	if ev := f.reviewOf(obs.RunID); ev.Error == nil {
		t.Fatalf("the failed review is logged without its error: %+v", ev)
	}
}

func TestReviewThatIsNotLoggedWithholdsEverything(t *testing.T) {
	f := newFast(t, nil)
	sid := f.session(true)
	f.writesArtifacts(map[string][]byte{"chart.png": pngBytes(t)})
	// The log fails once the run's decisions are logged: only the review's append fails.
	inner := f.worker.Answer
	f.worker.Answer = func(j executors.Job) (executors.Result, error) {
		f.sink.Fail.Store(true)
		return inner(j)
	}
	obs, err := f.s.Run(context.Background(), acme, sid, RunArgs{Code: "print(1)", ExpectedArtifacts: []string{"chart.png"}})
	f.sink.Fail.Store(false)
	if err != nil || !obs.OK || len(obs.Artifacts) != 0 || len(obs.Withheld) != 1 || obs.Withheld[0].Reason != reasonReviewNotLogged {
		t.Fatalf("run whose review was not logged: %v %+v", err, obs)
	}
	if _, _, err := f.s.Artifact(context.Background(), acme, obs.RunID, "chart.png"); codeOf(err) != CodeNotFound {
		t.Fatalf("an artifact of a review that was not logged is served: %v", err)
	}
	if _, err := f.s.store.artifacts.Get(context.Background(), executors.KeptPrefix+obs.RunID+"/chart.png", 1<<20); !errors.Is(err, state.ErrNotFound) {
		t.Fatalf("the kept object of a review that was not logged: %v", err)
	}
}
