package policies

import (
	"context"
	"path/filepath"
	"testing"
)

func TestReplay(t *testing.T) {
	ctx := context.Background()
	dir := copyBundle(t)
	e, err := Load(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "decisions.jsonl")
	sink, err := OpenJSONL(path)
	if err != nil {
		t.Fatal(err)
	}
	log := NewDecisionLog("", sink)
	for i, runs := range []int64{0, 3, 4, 10} {
		in := runInput(t, pandasFacts)
		in.Session.Counters.Runs = runs
		if i == 3 {
			in.Request.Purpose = "token=abcdefghijklmnop" // masked in the log
		}
		logRun(t, e, log, in, "run-"+string(rune('a'+i)))
	}
	in := runInput(t, pandasFacts)
	in.Tenant.ID = "" // a refusal before evaluation is logged too
	_, d, err := e.Admission(ctx, in)
	if err == nil {
		t.Fatal("expected an invalid-input refusal")
	}
	if err := log.Append(ctx, NewEvent(d, EventMeta{Session: "s-1"})); err != nil {
		t.Fatal(err)
	}
	sink.Close()
	entries, err := ReadJSONLFile(path, Filter{})
	if err != nil {
		t.Fatal(err)
	}

	// Against the very policy that wrote it: nothing changes.
	rep, err := Replay(ctx, entries, e)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Total != len(entries) || rep.Unchanged != len(entries) || len(rep.Changed) != 0 || len(rep.Errors) != 0 {
		t.Fatalf("replay against the same policy = %+v", rep)
	}

	// Edit a rule: max_runs 20 -> 4. The budget decisions of sessions with 4 and 10 runs change.
	editMaxRuns(t, dir, 4)
	e2, err := Load(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	rep, err = Replay(ctx, entries, e2)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Revision != e2.Revision() || len(rep.Errors) != 0 {
		t.Fatalf("replay = %+v", rep)
	}
	// Every budget decision changes (runs_left), and the two at or over 4 runs flip to refusals.
	flipped := 0
	for _, c := range rep.Changed {
		if c.Path != PathBudget || c.OldRevision != e.Revision() {
			t.Errorf("unexpected change %+v", c)
		}
		old, now := c.Old.(map[string]any), c.New.(map[string]any)
		if old["allow"] == true && now["allow"] == false {
			flipped++
		}
	}
	if len(rep.Changed) != 4 || flipped != 2 || rep.Unchanged != len(entries)-4 {
		t.Errorf("changed %d (flipped %d), unchanged %d of %d", len(rep.Changed), flipped, rep.Unchanged, len(entries))
	}
	if !rep.Changed[3].Masked {
		t.Error("the change of the masked entry is not flagged")
	}

	// Unknown paths are reported as errors, not skipped.
	bad := entries[0]
	bad.Path = "sluice/nope"
	rep, _ = Replay(ctx, []EventV1{bad}, e)
	if len(rep.Errors) != 1 {
		t.Errorf("replay of an unknown path = %+v", rep)
	}
}

func TestEvalUntyped(t *testing.T) {
	e := engineForTest(t)
	doc := map[string]any{"tenant": map[string]any{"id": "acme"}}
	res, err := e.Eval(context.Background(), PathLimits, doc, e.LoadedAt())
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := res["limits"].(map[string]any); !ok {
		t.Errorf("Eval(limits) = %v", res)
	}
}
