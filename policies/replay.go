package policies

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/topdown/builtins"
)

// ReplayReport summarises a replay of logged decisions against an engine.
type ReplayReport struct {
	// Revision is the revision of the engine replayed against.
	Revision string `json:"revision"`
	// Total counts the entries replayed.
	Total int `json:"total"`
	// Unchanged counts entries whose decision is the same.
	Unchanged int `json:"unchanged"`
	// Changed lists entries whose decision differs, old vs new.
	Changed []ReplayChange `json:"changed"`
	// Errors lists entries that could not be replayed.
	Errors []ReplayError `json:"errors"`
}

// ReplayChange is one decision that came out differently.
type ReplayChange struct {
	// Seq, LogID and DecisionID identify the entry.
	Seq        uint64 `json:"seq"`
	LogID      string `json:"log_id"`
	DecisionID string `json:"decision_id"`
	// Path is the decision point.
	Path string `json:"path"`
	// OldRevision is the revision that made the logged decision.
	OldRevision string `json:"old_revision"`
	// Old and New are the results (or the errors, as {"error": {...}}).
	Old any `json:"old"`
	New any `json:"new"`
	// Masked is true when the logged input was masked, so the replay saw a redacted input.
	Masked bool `json:"masked,omitempty"`
}

// ReplayError is one entry that could not be replayed.
type ReplayError struct {
	// Seq, LogID and DecisionID identify the entry.
	Seq        uint64 `json:"seq"`
	LogID      string `json:"log_id"`
	DecisionID string `json:"decision_id"`
	// Path is the decision point.
	Path string `json:"path"`
	// Error says why.
	Error string `json:"error"`
}

// Replay re-evaluates each logged input against engine, at the logged time and with the logged
// non-deterministic builtin cache, and compares the outcome with the logged one: a result with
// the result, a logged evaluation error with the new error's code. Inputs are replayed as
// logged, that is after masking. Replay stops early only when ctx is done. It evaluates with
// OPA's own evaluator, not irvm, so replaying a log against the policy that wrote it also
// checks every logged decision by a second, independent evaluator.
func Replay(ctx context.Context, entries []EventV1, engine *Engine) (ReplayReport, error) {
	if engine == nil {
		return ReplayReport{}, fmt.Errorf("replay: no engine")
	}
	rep := ReplayReport{Revision: engine.Revision(), Changed: []ReplayChange{}, Errors: []ReplayError{}}
	for i := range entries {
		if err := ctx.Err(); err != nil {
			return rep, fmt.Errorf("replay: %w", err)
		}
		ev := &entries[i]
		rep.Total++
		fail := func(err error) {
			rep.Errors = append(rep.Errors, ReplayError{Seq: ev.Seq, LogID: ev.LogID, DecisionID: ev.DecisionID, Path: ev.Path, Error: err.Error()})
		}
		if ev.Error != nil && (ev.Error.Code == CodeInvalidInput || ev.Error.Code == CodeMask) {
			// Refused before evaluation: nothing to re-evaluate, the refusal stands.
			rep.Unchanged++
			continue
		}
		newResult, newErr, err := engine.reevaluate(ctx, ev)
		if err != nil {
			fail(err)
			continue
		}
		old := outcome(ev.Result, ev.Error)
		now := outcome(newResult, newErr)
		same, err := sameJSON(old, now)
		if err != nil {
			fail(err)
			continue
		}
		if same {
			rep.Unchanged++
			continue
		}
		rep.Changed = append(rep.Changed, ReplayChange{
			Seq: ev.Seq, LogID: ev.LogID, DecisionID: ev.DecisionID, Path: ev.Path,
			OldRevision: ev.PolicyRevision, Old: old, New: now,
			Masked: len(ev.Masked)+len(ev.Erased) > 0,
		})
	}
	return rep, nil
}

// outcome is what replay compares: the result, or the error's code.
func outcome(result any, e *ErrorV1) any {
	if e != nil {
		return map[string]any{"error": map[string]any{"code": e.Code}}
	}
	return result
}

func sameJSON(a, b any) (bool, error) {
	ja, err := canonicalJSON(a)
	if err != nil {
		return false, err
	}
	jb, err := canonicalJSON(b)
	if err != nil {
		return false, err
	}
	return bytes.Equal(ja, jb), nil
}

// reevaluate evaluates a logged entry's input again. It returns the result or the evaluation
// error (as logged errors are), and a non-nil error only when the entry cannot be replayed.
func (e *Engine) reevaluate(ctx context.Context, ev *EventV1) (map[string]any, *ErrorV1, error) {
	if _, ok := e.points[ev.Path]; !ok {
		return nil, nil, fmt.Errorf("unknown decision path %q", ev.Path)
	}
	raw, err := json.Marshal(ev.Input)
	if err != nil {
		return nil, nil, fmt.Errorf("encoding the logged input: %w", err)
	}
	_, val, err := docValue(raw)
	if err != nil {
		return nil, nil, err
	}
	var nd builtins.NDBCache
	if len(ev.NDBuiltinCache) > 0 && !bytes.Equal(ev.NDBuiltinCache, []byte("null")) {
		if err := json.Unmarshal(ev.NDBuiltinCache, &nd); err != nil {
			return nil, nil, fmt.Errorf("decoding the logged nd_builtin_cache: %w", err)
		}
	}
	t := ev.Timestamp
	if t.IsZero() {
		t = time.Unix(0, 0).UTC()
	}
	result, _, evalErr := e.evaluate(ctx, ev.Path, val, t, nd, true)
	if evalErr != nil {
		return nil, &ErrorV1{Code: ErrorCode(evalErr), Message: evalErr.Error()}, nil
	}
	return result, nil, nil
}

// Eval evaluates the decision point at path on a generic input document (as logged), at time
// t, and returns the raw result. It is the untyped form of the decision methods, for tools that
// replay or inspect logged inputs; the gateway uses the typed methods. Like Replay it uses OPA's
// own evaluator.
func (e *Engine) Eval(ctx context.Context, path string, input any, t time.Time) (map[string]any, error) {
	raw, err := json.Marshal(input)
	if err != nil {
		return nil, newError(ErrInvalidInput, path, err)
	}
	_, val, err := docValue(raw)
	if err != nil {
		return nil, newError(ErrInvalidInput, path, err)
	}
	var v ast.Value = val
	result, _, err := e.evaluate(ctx, path, v, t, nil, true)
	return result, err
}
