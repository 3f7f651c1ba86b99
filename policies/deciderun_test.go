package policies

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"testing"
)

func TestDecideRunMatchesSeparateCalls(t *testing.T) {
	ctx := context.Background()
	e := engineForTest(t)
	refused := runInput(t, `{"version":"2","parsed":true,"syntax_error":null,"unsupported":"",
	 "imports":[{"module":"requests","name":"","alias":"","line":1}],"modules":["requests","seaborn"],
	 "calls":[],"references":[],"own_object_dunders":[],"attributes":[],"attribute_chains":[],"dunders":[],"names":[],"strings":[],"dynamic":[],"infinite_loops":[],"df_columns":[]}`)
	refused.Session.Counters.ConsecutiveFailures = 2
	for name, in := range map[string]*Input{"allowed": runInput(t, pandasFacts), "refused": refused} {
		t.Run(name, func(t *testing.T) {
			rd, err := e.DecideRun(ctx, in)
			if err != nil {
				t.Fatal(err)
			}
			x, _, _ := e.Exposure(ctx, in)
			a, _, _ := e.Admission(ctx, in)
			b, _, _ := e.Budget(ctx, in)
			l, _, _ := e.Limits(ctx, in)
			r, _, _ := e.Routing(ctx, in)
			red, _, _ := e.Redaction(ctx, in)
			want := RunDecisions{Exposure: x, Admission: a, Budget: b, Limits: l, Routing: r, Redaction: red, Decisions: rd.Decisions}
			if !reflect.DeepEqual(rd, want) {
				t.Errorf("DecideRun =\n%+v\nseparate calls =\n%+v", rd, want)
			}
			if len(rd.Decisions) != len(runPaths) {
				t.Fatalf("%d decisions", len(rd.Decisions))
			}
			ids := map[string]bool{}
			for i, d := range rd.Decisions {
				if d.Path != runPaths[i] || d.Result == nil || d.Input == nil || d.Error != nil || ids[d.ID] || !d.Time.Equal(rd.Decisions[0].Time) {
					t.Errorf("decision %d = %+v", i, d)
				}
				ids[d.ID] = true
			}
		})
	}
}

func TestDecideRunIsolatesFailures(t *testing.T) {
	ctx := context.Background()
	e, err := Load(ctx, failClosedBundle(t))
	if err != nil {
		t.Fatal(err)
	}
	in := runInput(t, pandasFacts)
	in.Request.Purpose = "conflict"
	rd, err := e.DecideRun(ctx, in)
	if !errors.Is(err, ErrConflict) {
		t.Fatalf("DecideRun error = %v, want ErrConflict", err)
	}
	if rd.Admission.Allow {
		t.Error("admission allowed despite the conflict")
	}
	for i, d := range rd.Decisions {
		failed := d.Error != nil
		if failed != (d.Path == PathAdmission) {
			t.Errorf("decision %d (%s) error = %+v", i, d.Path, d.Error)
		}
	}
	if !rd.Budget.Allow || rd.Routing.Image == "" || rd.Limits.TimeoutS == 0 {
		t.Errorf("the other points were not decided: %+v", rd)
	}

	// An input the admission point cannot take (no analysis) fails that point only.
	in = runInput(t, pandasFacts)
	in.Analysis = nil
	rd, err = e.DecideRun(ctx, in)
	if !errors.Is(err, ErrInvalidInput) || rd.Decisions[1].Error == nil || rd.Decisions[0].Error != nil || !rd.Exposure.Allow {
		t.Errorf("DecideRun without analysis = %+v, %v", rd, err)
	}
	// A nil input fails every point, each logged.
	rd, err = e.DecideRun(ctx, nil)
	if !errors.Is(err, ErrInvalidInput) {
		t.Errorf("DecideRun(nil) = %v", err)
	}
	for _, d := range rd.Decisions {
		if d.Error == nil || d.ID == "" {
			t.Errorf("decision of a nil input = %+v", d)
		}
	}
}

// TestDefaultBundleMasksOncePerInput guards a cost: the default log mask depends neither on the
// decision path nor on time, so DecideRun evaluates it once for all six decisions.
func TestDefaultBundleMasksOncePerInput(t *testing.T) {
	if !engineForTest(t).maskShared {
		t.Fatal("the default bundle's log mask reads the decision path, time or the whole input: it is evaluated per decision")
	}
}

// TestDecideMatchesDecideRun: Decide is DecideRun for a code run; for a fixed tool call it
// makes the same six decisions, each what its point alone decides, admission judging the
// tool's arguments: allowed over ordinary columns, refused over a sensitive one.
func TestDecideMatchesDecideRun(t *testing.T) {
	ctx := context.Background()
	e := engineForTest(t)
	in := runInput(t, pandasFacts)
	all, rd := mustDecide(t, e.DecideRun, in), mustDecide(t, e.Decide, in)
	if !reflect.DeepEqual(typedOnly(rd), typedOnly(all)) {
		t.Errorf("Decide =\n%+v\nDecideRun =\n%+v", rd, all)
	}

	for _, c := range []struct {
		column string
		allow  bool
	}{{"region", true}, {"customer_email", false}} {
		tool := runInput(t, pandasFacts)
		tool.Request = Request{Kind: KindTool, Tool: "aggregate", ExpectedArtifacts: []string{},
			Args:    json.RawMessage(`{"group_by":["` + c.column + `"],"metrics":[{"column":"revenue","op":"sum"}],"filters":[],"sort":[],"limit":100}`),
			Columns: []string{c.column, "revenue"}}
		tool.Analysis = nil
		rd = mustDecide(t, e.Decide, tool)
		var paths []string
		for _, d := range rd.Decisions {
			paths = append(paths, d.Path)
			if d.Error != nil || d.Input == nil {
				t.Errorf("tool call: decision %+v", d)
			}
		}
		if !slices.Equal(paths, runPaths) || rd.Admission.Allow != c.allow {
			t.Errorf("tool call over %s: paths %v, admission %+v", c.column, paths, rd.Admission)
		}
		if !c.allow && (len(rd.Admission.Violations) != 1 || rd.Admission.Violations[0].Rule != "no_sensitive_columns_in_tools" || rd.Admission.RetryHint == "") {
			t.Errorf("tool call over %s: admission %+v", c.column, rd.Admission)
		}
		var alone RunDecisions
		var err error
		for _, point := range []func() error{
			func() (err error) { alone.Exposure, _, err = e.Exposure(ctx, tool); return },
			func() (err error) { alone.Admission, _, err = e.Admission(ctx, tool); return },
			func() (err error) { alone.Budget, _, err = e.Budget(ctx, tool); return },
			func() (err error) { alone.Limits, _, err = e.Limits(ctx, tool); return },
			func() (err error) { alone.Routing, _, err = e.Routing(ctx, tool); return },
			func() (err error) { alone.Redaction, _, err = e.Redaction(ctx, tool); return },
		} {
			if err = point(); err != nil {
				t.Fatal(err)
			}
		}
		if !reflect.DeepEqual(typedOnly(rd), alone) {
			t.Errorf("tool call: Decide =\n%+v\neach point alone =\n%+v", typedOnly(rd), alone)
		}
	}
}

// mustDecide returns decide's decisions on in, failing t on an error.
func mustDecide(t *testing.T, decide func(context.Context, *Input) (RunDecisions, error), in *Input) RunDecisions {
	t.Helper()
	rd, err := decide(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	return rd
}

// typedOnly returns rd's typed results alone, without the decisions (whose ids and times differ
// between evaluations).
func typedOnly(rd RunDecisions) RunDecisions {
	rd.Decisions = nil
	return rd
}
