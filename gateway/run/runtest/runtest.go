// Package runtest holds the fakes the fast tests of the run service and of its transports
// share: a decision-log sink in memory, a scripted worker, and the built-in policy engine and
// image list, loaded once. Only tests import it; it must never stand in for a real part
// outside them.
package runtest

import (
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/images"
	"github.com/sluice-gw/sluice/policies"
)

// Sink is a decision-log sink in memory; Fail makes every write fail.
type Sink struct {
	Fail atomic.Bool
	// Delay, in nanoseconds, is how long each Write takes, as a slow disk's fsync would.
	Delay atomic.Int64
	mu    sync.Mutex
	evs   []policies.EventV1
}

// Write stores ev unless the sink is failing, after Delay.
func (s *Sink) Write(_ context.Context, ev *policies.EventV1, _ []byte) error {
	time.Sleep(time.Duration(s.Delay.Load()))
	if s.Fail.Load() {
		return errors.New("sink down")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.evs = append(s.evs, *ev)
	return nil
}

// Events returns a copy of what the sink stored, in order.
func (s *Sink) Events() []policies.EventV1 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]policies.EventV1(nil), s.evs...)
}

// SalesSchema is what inspect_csv finds in gateway/testdata/sales.csv.
const SalesSchema = `{"columns":["date","region","product","revenue","profit"],` +
	`"dtypes":{"date":"object","region":"object","product":"object","revenue":"float64","profit":"float64"},` +
	`"rows":60,"missing":{"date":0,"region":0,"product":0,"revenue":3,"profit":8}}`

// Worker is a dispatcher that answers every job itself: inspect_csv with Schema (SalesSchema
// when empty), any other job as Answer says, or else as a run that printed "60".
type Worker struct {
	Jobs   atomic.Int64
	Delay  time.Duration
	Answer func(executors.Job) (executors.Result, error)
	// Schema is what inspect_csv answers, in SalesSchema's shape; set it before the first job.
	Schema string
}

// Dispatch answers job after Delay.
func (w *Worker) Dispatch(ctx context.Context, _ string, job executors.Job) (executors.Result, error) {
	w.Jobs.Add(1)
	if w.Delay > 0 {
		select {
		case <-time.After(w.Delay):
		case <-ctx.Done():
			return executors.Result{}, ctx.Err()
		}
	}
	if job.Kind == executors.KindTool && job.Tool == "inspect_csv" {
		schema := w.Schema
		if schema == "" {
			schema = SalesSchema
		}
		return executors.Result{RunID: job.RunID, Outcome: executors.OutcomeOK, Report: &executors.Report{OK: true, Rows: 60, Tool: json.RawMessage(schema)}}, nil
	}
	if w.Answer != nil {
		return w.Answer(job)
	}
	return executors.Result{RunID: job.RunID, Outcome: executors.OutcomeOK, Stdout: "60\n", StdoutBytes: 3, Report: &executors.Report{OK: true, Rows: 60}}, nil
}

var (
	engineOnce sync.Once
	engine     *policies.Engine
	engineErr  error
)

// Engine is the built-in policy bundle, compiled once per test binary.
func Engine(t testing.TB) *policies.Engine {
	engineOnce.Do(func() { engine, engineErr = policies.Load(context.Background(), "") })
	if engineErr != nil {
		t.Fatal(engineErr)
	}
	return engine
}

// PolicyCopy writes a copy of the built-in bundle to a temporary directory of t, with edit
// (when not nil) applied to data.json's data.sluice.config, and returns the directory.
func PolicyCopy(t testing.TB, edit func(cfg map[string]any)) string {
	t.Helper()
	dir := t.TempDir()
	err := fs.WalkDir(policies.DefaultBundle(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(policies.DefaultBundle(), p)
		if err != nil {
			return err
		}
		if filepath.Base(p) == "data.json" && edit != nil {
			var doc map[string]any
			if err := json.Unmarshal(b, &doc); err != nil {
				return err
			}
			edit(doc["sluice"].(map[string]any)["config"].(map[string]any))
			if b, err = json.MarshalIndent(doc, "", "  "); err != nil {
				return err
			}
		}
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(p)), 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, p), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// Images are the images' manifests as policy input.
func Images(t testing.TB) []policies.Image {
	ms, err := images.Manifests()
	if err != nil {
		t.Fatal(err)
	}
	var imgs []policies.Image
	for _, m := range ms {
		imgs = append(imgs, policies.Image{Name: m.Name, Packages: m.Packages})
	}
	return imgs
}

// Scripted is a decider that answers from Engine and then lets the test edit the answer.
type Scripted struct {
	*policies.Engine
	Edit func(*policies.Input, *policies.RunDecisions)
}

// Decide decides with the engine, then edits.
func (d Scripted) Decide(ctx context.Context, in *policies.Input) (policies.RunDecisions, error) {
	rd, err := d.Engine.Decide(ctx, in)
	if err == nil && d.Edit != nil {
		d.Edit(in, &rd)
	}
	return rd, err
}
