package policies

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/rego"
	"github.com/open-policy-agent/opa/v1/util"
)

// applyMask evaluates sluice.log.mask for the decision and sets d.Input to the input to log:
// the input's JSON as it is, or a masked copy with the erased and masked pointers recorded.
// The mask rule sees {"input": <input>, "path": <decision path>}, like OPA's system.log.mask;
// it returns JSON pointers under /input to erase, or {"op": "upsert"|"remove", "path", "value"}
// objects. Results are cached per input (and per path unless the mask cannot depend on it).
func (e *Engine) applyMask(ctx context.Context, d *Decision, raw []byte, entry *inputEntry) error {
	key := d.Path
	if e.maskShared {
		key = ""
	}
	if r := entry.mask(key); r != nil {
		d.Input, d.Erased, d.Masked = r.input, r.erased, r.masked
		return nil
	}
	r, err := e.evalMask(ctx, d.Path, d.Time, raw, entry.val)
	if err != nil {
		return err
	}
	entry.setMask(key, r)
	d.Input, d.Erased, d.Masked = r.input, r.erased, r.masked
	return nil
}

func (e *Engine) evalMask(ctx context.Context, path string, t time.Time, raw []byte, val ast.Value) (*maskResult, error) {
	in := ast.NewObject(
		[2]*ast.Term{ast.StringTerm("input"), ast.NewTerm(val)},
		[2]*ast.Term{ast.StringTerm("path"), ast.StringTerm(path)},
	)
	ctx, cancel := context.WithTimeout(ctx, e.timeout)
	defer cancel()
	rs, err := e.mask.Eval(ctx, rego.EvalParsedInput(in), rego.EvalTime(t))
	if err != nil {
		return nil, newError(ErrMask, path, fmt.Errorf("%s: %w", PathLogMask, classify(ctx, PathLogMask, err)))
	}
	if len(rs) != 1 {
		return nil, errorf(ErrMask, path, "%s: %d results", PathLogMask, len(rs))
	}
	ops, ok := rs[0].Bindings["mask"].([]any)
	if !ok {
		return nil, errorf(ErrMask, path, "%s: want a set, got %T", PathLogMask, rs[0].Bindings["mask"])
	}
	r := &maskResult{input: json.RawMessage(raw)}
	if len(ops) == 0 {
		return r, nil
	}
	var doc any
	if err := util.UnmarshalJSON(raw, &doc); err != nil {
		return nil, newError(ErrMask, path, err)
	}
	var errs []error
	for _, op := range ops {
		kind, ptr, value, err := parseMaskOp(op)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		segs, err := pointerSegments(ptr)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		switch kind {
		case "remove":
			if removeAt(doc, segs) {
				r.erased = append(r.erased, ptr)
			}
		case "upsert":
			if setAt(doc, segs, value) {
				r.masked = append(r.masked, ptr)
			}
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, newError(ErrMask, path, err)
	}
	sort.Strings(r.erased)
	sort.Strings(r.masked)
	r.input = doc
	return r, nil
}

func parseMaskOp(op any) (kind, ptr string, value any, err error) {
	switch x := op.(type) {
	case string:
		return "remove", x, nil, nil
	case map[string]any:
		kind, _ = x["op"].(string)
		ptr, _ = x["path"].(string)
		if kind != "remove" && kind != "upsert" {
			return "", "", nil, fmt.Errorf("mask op %q: want remove or upsert", kind)
		}
		return kind, ptr, x["value"], nil
	default:
		return "", "", nil, fmt.Errorf("mask entry of type %T: want a string or an object", op)
	}
}

// pointerSegments splits a JSON pointer under /input into the segments below the input.
func pointerSegments(ptr string) ([]string, error) {
	const root = "/input"
	if ptr != root && !strings.HasPrefix(ptr, root+"/") {
		return nil, fmt.Errorf("mask path %q: must lie under %s", ptr, root)
	}
	rest := strings.TrimPrefix(ptr, root)
	if rest == "" {
		return nil, fmt.Errorf("mask path %q: the whole input cannot be masked, erase its fields", ptr)
	}
	segs := strings.Split(rest[1:], "/")
	for i, s := range segs {
		segs[i] = strings.ReplaceAll(strings.ReplaceAll(s, "~1", "/"), "~0", "~")
	}
	return segs, nil
}

// parentOf walks doc to the container holding the last segment.
func parentOf(doc any, segs []string) (any, bool) {
	cur := doc
	for _, s := range segs[:len(segs)-1] {
		switch c := cur.(type) {
		case map[string]any:
			next, ok := c[s]
			if !ok {
				return nil, false
			}
			cur = next
		case []any:
			i, err := strconv.Atoi(s)
			if err != nil || i < 0 || i >= len(c) {
				return nil, false
			}
			cur = c[i]
		default:
			return nil, false
		}
	}
	return cur, true
}

// removeAt deletes the value at segs (an array element becomes null, keeping indices stable).
func removeAt(doc any, segs []string) bool {
	parent, ok := parentOf(doc, segs)
	if !ok {
		return false
	}
	last := segs[len(segs)-1]
	switch c := parent.(type) {
	case map[string]any:
		if _, ok := c[last]; !ok {
			return false
		}
		delete(c, last)
		return true
	case []any:
		i, err := strconv.Atoi(last)
		if err != nil || i < 0 || i >= len(c) {
			return false
		}
		c[i] = nil
		return true
	}
	return false
}

// setAt replaces (or adds, in an object) the value at segs.
func setAt(doc any, segs []string, value any) bool {
	parent, ok := parentOf(doc, segs)
	if !ok {
		return false
	}
	last := segs[len(segs)-1]
	switch c := parent.(type) {
	case map[string]any:
		c[last] = value
		return true
	case []any:
		i, err := strconv.Atoi(last)
		if err != nil || i < 0 || i >= len(c) {
			return false
		}
		c[i] = value
		return true
	}
	return false
}
