package policies

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/rego"
	"github.com/open-policy-agent/opa/v1/storage"
	"github.com/open-policy-agent/opa/v1/storage/inmem"
	"github.com/open-policy-agent/opa/v1/topdown"
	"github.com/open-policy-agent/opa/v1/topdown/builtins"
	"github.com/open-policy-agent/opa/v1/util"

	"github.com/sluice-gw/sluice/policies/internal/irvm"
)

// Decision paths, as logged in Decision.Path and EventV1.Path.
const (
	// PathExposure is the path of sluice.exposure.
	PathExposure = "sluice/exposure"
	// PathAdmission is the path of sluice.admission.
	PathAdmission = "sluice/admission"
	// PathLimits is the path of sluice.limits.
	PathLimits = "sluice/limits"
	// PathRouting is the path of sluice.routing.
	PathRouting = "sluice/routing"
	// PathBudget is the path of sluice.budget.
	PathBudget = "sluice/budget"
	// PathRedaction is the path of sluice.redaction.
	PathRedaction = "sluice/redaction"
	// PathReview is the path of sluice.review, decided after the run.
	PathReview = "sluice/review"
	// PathLogMask is the rule that masks logged inputs, like OPA's system/log/mask.
	PathLogMask = "sluice/log/mask"
)

// DefaultEvalTimeout bounds one evaluation when Options.EvalTimeout is zero.
const DefaultEvalTimeout = 2 * time.Second

// pointSpec is the contract of one decision point: the rules of its package the engine reads.
// A required rule must be defined for every input (else ErrUndefined); an optional one may be
// undefined.
type pointSpec struct {
	path     string
	required []string
	optional []string
}

var pointSpecs = []pointSpec{
	{path: PathExposure, required: []string{"tools", "message", "allow", "code"}},
	{path: PathAdmission, required: []string{"allow", "violations", "retry_hint"}},
	{path: PathLimits, required: []string{"limits"}},
	{path: PathRouting, required: []string{"executor"}, optional: []string{"image", "missing", "hint"}},
	{path: PathBudget, required: []string{"allow", "stop_reason", "hint", "degrade"}, optional: []string{"runs_left"}},
	{path: PathRedaction, required: []string{"stdout_max_bytes", "stderr_max_bytes", "error_message_max",
		"code_excerpt_max", "max_rows", "max_dataset_rows", "artifact_types", "max_artifacts", "max_artifact_bytes",
		"max_total_artifact_bytes", "masks", "sensitive_columns"}},
	{path: PathReview, required: []string{"returned", "withheld", "flags"}},
}

// point is a prepared decision point: query is evaluated by irvm (or OPA's evaluator when the
// bundle needs what irvm lacks), ref by OPA's evaluator, the reference that Replay uses.
type point struct {
	spec  pointSpec
	query rego.PreparedEvalQuery
	ref   rego.PreparedEvalQuery
}

// Options tune an Engine.
type Options struct {
	// EvalTimeout bounds each evaluation; zero means DefaultEvalTimeout.
	EvalTimeout time.Duration
}

// Engine is one compiled bundle with all its queries prepared once. It is immutable and safe
// for concurrent use; a reload builds a new Engine (see Manager).
type Engine struct {
	source   string
	revision string
	loadedAt time.Time
	timeout  time.Duration
	tests    TestReport
	compiler *ast.Compiler
	store    storage.Store
	points   map[string]*point
	run      rego.PreparedEvalQuery // every point of runPaths in one query
	// tool is every point of a fixed tool call (toolPaths) in one query.
	tool rego.PreparedEvalQuery
	mask rego.PreparedEvalQuery
	// fastErr says why run or mask is evaluated by OPA's top-down evaluator rather than irvm;
	// nil when irvm evaluates both.
	fastErr error
	// maskShared is true when the log mask cannot depend on the decision path or on time, so
	// one mask result serves all decisions of an input.
	maskShared bool
	inputs     inputCache
}

// Load reads, compiles and tests the bundle at dir and prepares every decision point. dir ""
// is the embedded default bundle; a directory has the layout of an OPA bundle directory; a
// regular file is read as an OPA bundle tarball (.tar.gz). The bundle's own _test.rego tests
// run before the engine is returned: any read, parse, compile or test failure, and any missing
// required rule, is an error (ErrLoad or ErrTestFailed) and no engine.
func Load(ctx context.Context, dir string) (*Engine, error) {
	return LoadWithOptions(ctx, dir, Options{})
}

// LoadWithOptions is Load with options.
func LoadWithOptions(ctx context.Context, dir string, opts Options) (*Engine, error) {
	s, err := readSource(dir)
	if err != nil {
		return nil, err
	}
	rep, err := runTests(ctx, s, false)
	if err != nil {
		return nil, err
	}
	if rep.Failed > 0 {
		return nil, errorf(ErrTestFailed, "", "%s: %d of %d tests failed: %s", s.name, rep.Failed,
			rep.Failed+rep.Passed, strings.Join(rep.Failures, "; "))
	}
	if rep.Passed == 0 {
		return nil, errorf(ErrTestFailed, "", "%s: the bundle has no tests", s.name)
	}

	mods := make(map[string]*ast.Module, len(s.policy))
	for path, m := range s.policy {
		mods[path] = m.Copy()
	}
	compiler := ast.NewCompiler().
		WithDefaultRegoVersion(ast.RegoV1).
		WithEnablePrintStatements(false)
	if compiler.Compile(mods); compiler.Failed() {
		return nil, newError(ErrLoad, "", fmt.Errorf("compiling %s: %w", s.name, compiler.Errors))
	}
	var missing []string
	for _, spec := range pointSpecs {
		for _, key := range spec.required {
			if !hasRule(compiler, spec.path, key) {
				missing = append(missing, spec.path+"/"+key)
			}
		}
	}
	if !hasRule(compiler, "sluice/log", "mask") {
		missing = append(missing, PathLogMask)
	}
	if len(missing) > 0 {
		return nil, errorf(ErrLoad, "", "%s: required rules missing: %s", s.name, strings.Join(missing, ", "))
	}

	e := &Engine{
		source:   s.name,
		revision: s.revision,
		loadedAt: time.Now().UTC(),
		timeout:  opts.EvalTimeout,
		tests:    rep,
		compiler: compiler,
		store:    inmem.NewFromObjectWithOpts(s.bundle.Data, inmem.OptReturnASTValuesOnRead(true)),
		points:   make(map[string]*point, len(pointSpecs)),
	}
	if e.timeout <= 0 {
		e.timeout = DefaultEvalTimeout
	}
	e.maskShared = maskIsPathAndTimeFree(compiler.Modules)
	data, err := ast.InterfaceToValue(s.bundle.Data)
	if err != nil {
		return nil, newError(ErrLoad, "", fmt.Errorf("converting the bundle's data: %w", err))
	}
	for _, spec := range pointSpecs {
		ref, err := e.prepare(ctx, queryFor(spec, ""))
		if err != nil {
			return nil, newError(ErrLoad, spec.path, err)
		}
		q, err := e.prepareFast(ctx, queryFor(spec, ""), data)
		if err != nil {
			return nil, newError(ErrLoad, spec.path, err)
		}
		e.points[spec.path] = &point{spec: spec, query: q, ref: ref}
	}
	for _, q := range []struct {
		dst   *rego.PreparedEvalQuery
		paths []string
		name  string
	}{
		{&e.run, runPaths, "run"},
		{&e.tool, toolPaths, "tool"},
	} {
		if *q.dst, err = e.prepareFast(ctx, pointsQuery(q.paths), data); err != nil {
			return nil, newError(ErrLoad, "", fmt.Errorf("preparing the %s query: %w", q.name, err))
		}
	}
	e.mask, err = e.prepareFast(ctx, maskQuery, data)
	if err != nil {
		return nil, newError(ErrLoad, PathLogMask, err)
	}
	return e, nil
}

func hasRule(c *ast.Compiler, path, key string) bool {
	ref := ast.MustParseRef("data." + strings.ReplaceAll(path, "/", ".") + "." + key)
	return len(c.GetRulesExact(ref)) > 0
}

// queryFor builds the query of a decision point: one binding per required rule (the query is
// undefined when any is), and one object holding whichever optional rules are defined. Binding
// names start with prefix.
func queryFor(spec pointSpec, prefix string) string {
	pkg := "data." + strings.ReplaceAll(spec.path, "/", ".")
	var b strings.Builder
	for i, key := range spec.required {
		if i > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "%sr_%s := %s.%s", prefix, key, pkg, key)
	}
	if len(spec.optional) > 0 {
		quoted := make([]string, len(spec.optional))
		for i, key := range spec.optional {
			quoted[i] = fmt.Sprintf("%q", key)
		}
		fmt.Fprintf(&b, "; %so_ := {k: v | some k in [%s]; v := %s[k]}", prefix, strings.Join(quoted, ", "), pkg)
	}
	return b.String()
}

// pointsQuery is the query of several points at once (DecideRun, Decide): every
// point of paths, its bindings prefixed.
func pointsQuery(paths []string) string {
	run := make([]string, len(paths))
	for i, path := range paths {
		for _, spec := range pointSpecs {
			if spec.path == path {
				run[i] = queryFor(spec, bindingPrefix(path))
			}
		}
	}
	return strings.Join(run, "; ")
}

// maskQuery is the query of the log mask.
const maskQuery = "mask := data.sluice.log.mask"

// bindingPrefix is the prefix of a point's bindings in the combined run query.
func bindingPrefix(path string) string {
	return strings.ReplaceAll(strings.TrimPrefix(path, "sluice/"), "/", "_") + "_"
}

// pointResult picks a point's result out of query bindings: its required rules, then the
// defined optional ones.
func pointResult(spec pointSpec, prefix string, bindings rego.Vars) map[string]any {
	result := make(map[string]any, len(spec.required)+len(spec.optional))
	for _, key := range spec.required {
		result[key] = bindings[prefix+"r_"+key]
	}
	if opt, ok := bindings[prefix+"o_"].(map[string]any); ok {
		for k, v := range opt {
			result[k] = v
		}
	}
	return result
}

// prepareFast prepares query for irvm, which evaluates the plan OPA's planner makes of it
// (OPA's intermediate representation) with OPA's built-in functions, several times faster than
// OPA's top-down evaluator on this bundle. A plan irvm does not support (the with keyword, an
// unknown built-in) is prepared for OPA's evaluator instead, and the reason kept in e.fastErr.
func (e *Engine) prepareFast(ctx context.Context, query string, data ast.Value) (rego.PreparedEvalQuery, error) {
	irvm.Register()
	q, err := e.prepare(irvm.WithData(ctx, data), query, rego.Target(irvm.Target))
	if err == nil {
		return q, nil
	}
	e.fastErr = errors.Join(e.fastErr, err)
	return e.prepare(ctx, query)
}

// prepare prepares query on the engine's compiler and store, for OPA's evaluator unless extra
// options name another target.
func (e *Engine) prepare(ctx context.Context, query string, extra ...func(*rego.Rego)) (rego.PreparedEvalQuery, error) {
	opts := append([]func(*rego.Rego){
		rego.Query(query),
		rego.Compiler(e.compiler),
		rego.Store(e.store),
		rego.StrictBuiltinErrors(true),
		rego.SetRegoVersion(ast.RegoV1),
	}, extra...)
	return rego.New(opts...).PrepareForEval(ctx)
}

// Revision returns the policy revision: the SHA-256 (hex) of the bundle's modules and data.
func (e *Engine) Revision() string { return e.revision }

// Source returns where the bundle came from: "embedded", a directory or a bundle file.
func (e *Engine) Source() string { return e.source }

// LoadedAt returns when the engine was built.
func (e *Engine) LoadedAt() time.Time { return e.loadedAt }

// Tests returns the report of the bundle's own tests, run when the engine was loaded.
func (e *Engine) Tests() TestReport { return e.tests }

// Evaluators names the evaluator of decisions and of the log mask: "irvm" (the plan of OPA's
// planner, run by package irvm) or "topdown" (OPA's evaluator) when the bundle needs something
// irvm does not support, with the reason. Replay and Eval always use OPA's evaluator, so that
// a replay cross-checks what irvm decided.
func (e *Engine) Evaluators() (name string, fallback error) {
	if e.fastErr != nil {
		return "topdown", e.fastErr
	}
	return "irvm", nil
}

// Exposure evaluates sluice.exposure: the tools exposed now and whether the request may go on.
func (e *Engine) Exposure(ctx context.Context, in *Input) (Exposure, Decision, error) {
	return decideOne(ctx, e, PathExposure, in, decodeExposure)
}

// Admission evaluates sluice.admission: whether the analysed code may run, or a fixed tool be
// called with its arguments.
func (e *Engine) Admission(ctx context.Context, in *Input) (Admission, Decision, error) {
	return decideOne(ctx, e, PathAdmission, in, decodeAdmission)
}

// Limits evaluates sluice.limits: the sandbox limits of the run.
func (e *Engine) Limits(ctx context.Context, in *Input) (Limits, Decision, error) {
	return decideOne(ctx, e, PathLimits, in, decodeLimits)
}

// Routing evaluates sluice.routing: the executor and image of the run. When no image has the
// imported packages, Image is "" and Missing and Hint say why: the caller must refuse the run.
func (e *Engine) Routing(ctx context.Context, in *Input) (Routing, Decision, error) {
	return decideOne(ctx, e, PathRouting, in, decodeRouting)
}

// Budget evaluates sluice.budget: whether the session may spend more on this request.
func (e *Engine) Budget(ctx context.Context, in *Input) (Budget, Decision, error) {
	return decideOne(ctx, e, PathBudget, in, decodeBudget)
}

// Redaction evaluates sluice.redaction: the rules the output stage applies.
func (e *Engine) Redaction(ctx context.Context, in *Input) (Redaction, Decision, error) {
	return decideOne(ctx, e, PathRedaction, in, decodeRedaction)
}

// Review evaluates sluice.review on the input of a run that ran, with in.Outcome saying what
// it produced: which artifacts come back, which are withheld and why, and flags for auditors.
// On an error every artifact must be withheld (the zero Review returns none).
func (e *Engine) Review(ctx context.Context, in *Input) (Review, Decision, error) {
	return decideOne(ctx, e, PathReview, in, decodeReview)
}

// runPaths are the decision points of a code run, in the order DecideRun evaluates and
// returns them.
var runPaths = []string{PathExposure, PathAdmission, PathBudget, PathLimits, PathRouting, PathRedaction}

// RunDecisions are all the decisions of one code run.
type RunDecisions struct {
	// Exposure, Admission, Budget, Limits, Routing and Redaction are the typed results; a point
	// that failed has its zero (refusing) value.
	Exposure  Exposure
	Admission Admission
	Budget    Budget
	Limits    Limits
	Routing   Routing
	Redaction Redaction
	// Decisions holds one Decision per point, in the order exposure, admission, budget,
	// limits, routing, redaction; all are to be logged before the run is dispatched.
	Decisions []Decision
}

// toolPaths are the decision points of a fixed tool call, in the order Decide evaluates and
// returns them: a run's, admission judging the tool's arguments (request.args, .columns)
// where a run's judges its code.
var toolPaths = []string{PathExposure, PathAdmission, PathBudget, PathLimits, PathRouting, PathRedaction}

// DecideRun evaluates every decision point of a code run on one input: it converts and masks
// the input once and evaluates all points in a single query, sharing rule results. When that
// query fails, each point is evaluated on its own so that the error names the failing point.
// The error joins the errors of every failed point (each an *Error); the caller must refuse
// the run when it is non-nil. All Decisions are filled in every case.
func (e *Engine) DecideRun(ctx context.Context, in *Input) (RunDecisions, error) {
	return e.decidePoints(ctx, in, e.run, runPaths)
}

// Decide evaluates every decision point of a request in a single query: DecideRun's six for a
// code run (request kind run), and the same six for a fixed tool call (any other kind), whose
// admission judges the tool's arguments rather than code. Errors are as DecideRun's.
func (e *Engine) Decide(ctx context.Context, in *Input) (RunDecisions, error) {
	if in != nil && in.Request.Kind == KindRun {
		return e.decidePoints(ctx, in, e.run, runPaths)
	}
	return e.decidePoints(ctx, in, e.tool, toolPaths)
}

// decidePoints evaluates the points of paths on in with q, the query of exactly those points
// (pointsQuery), falling back to one evaluation per point when q fails.
func (e *Engine) decidePoints(ctx context.Context, in *Input, q rego.PreparedEvalQuery, paths []string) (RunDecisions, error) {
	var rd RunDecisions
	pi := e.prepareInput(in)
	now := time.Now().UTC()
	rd.Decisions = make([]Decision, len(paths))
	begun := make([]bool, len(paths))
	var errs []error
	all := true
	for i, path := range paths {
		d, err := e.begin(ctx, path, in, pi, now)
		rd.Decisions[i] = d
		if err != nil {
			errs = append(errs, err)
			all = false
			continue
		}
		begun[i] = true
	}
	if all {
		ctx, cancel := context.WithTimeout(ctx, e.timeout)
		nd := builtins.NDBCache{}
		rs, err := q.Eval(ctx, rego.EvalParsedInput(pi.entry.val), rego.EvalTime(now), rego.EvalNDBuiltinCache(nd))
		cancel()
		if err == nil && len(rs) == 1 {
			ndRaw := ndJSON(nd)
			for i, path := range paths {
				d := &rd.Decisions[i]
				d.NDBuiltinCache = ndRaw
				result := pointResult(e.points[path].spec, bindingPrefix(path), rs[0].Bindings)
				if err := rd.finish(d, in, result); err != nil {
					errs = append(errs, err)
				}
			}
			return rd, errors.Join(errs...)
		}
	}
	for i, path := range paths {
		if !begun[i] {
			continue
		}
		d := &rd.Decisions[i]
		result, nd, err := e.evaluate(ctx, path, pi.entry.val, d.Time, nil, false)
		d.NDBuiltinCache = nd
		if err != nil {
			errs = append(errs, d.fail(err))
			continue
		}
		if err := rd.finish(d, in, result); err != nil {
			errs = append(errs, err)
		}
	}
	return rd, errors.Join(errs...)
}

// finish decodes one point's result into its field of rd.
func (rd *RunDecisions) finish(d *Decision, in *Input, result map[string]any) error {
	var err error
	switch d.Path {
	case PathExposure:
		rd.Exposure, err = finish(d, in, result, decodeExposure)
	case PathAdmission:
		rd.Admission, err = finish(d, in, result, decodeAdmission)
	case PathBudget:
		rd.Budget, err = finish(d, in, result, decodeBudget)
	case PathLimits:
		rd.Limits, err = finish(d, in, result, decodeLimits)
	case PathRouting:
		rd.Routing, err = finish(d, in, result, decodeRouting)
	case PathRedaction:
		rd.Redaction, err = finish(d, in, result, decodeRedaction)
	default:
		err = d.fail(errorf(ErrUndefined, d.Path, "no such decision point"))
	}
	return err
}

// preparedInput is an input converted once for all the decisions made on it.
type preparedInput struct {
	raw   []byte
	entry *inputEntry
	err   error
}

func (e *Engine) prepareInput(in *Input) preparedInput {
	if in == nil {
		return preparedInput{err: errors.New("input is nil")}
	}
	raw, err := json.Marshal(in)
	if err != nil {
		return preparedInput{err: fmt.Errorf("encoding input: %w", err)}
	}
	entry, err := e.entryFor(raw, in)
	if err != nil {
		return preparedInput{err: err}
	}
	return preparedInput{raw: raw, entry: entry}
}

// begin starts a decision: a fresh id, the time, the masked input to log, and the input checks.
func (e *Engine) begin(ctx context.Context, path string, in *Input, pi preparedInput, now time.Time) (Decision, error) {
	d := Decision{ID: newID(), Path: path, Revision: e.revision, Time: now}
	if pi.err == nil {
		if err := e.applyMask(ctx, &d, pi.raw, pi.entry); err != nil {
			return d, d.fail(err) // d.Input stays nil: never log what could not be masked
		}
	}
	if err := validateInput(path, in); err != nil {
		return d, d.fail(newError(ErrInvalidInput, path, err))
	}
	if pi.err != nil {
		return d, d.fail(newError(ErrInvalidInput, path, pi.err))
	}
	return d, nil
}

// decideOne runs one decision point for a typed input.
func decideOne[T any](ctx context.Context, e *Engine, path string, in *Input, decode func(*Input, map[string]any) (T, error)) (T, Decision, error) {
	var zero T
	pi := e.prepareInput(in)
	d, err := e.begin(ctx, path, in, pi, time.Now().UTC())
	if err != nil {
		return zero, d, err
	}
	result, nd, err := e.evaluate(ctx, path, pi.entry.val, d.Time, nil, false)
	d.NDBuiltinCache = nd
	if err != nil {
		return zero, d, d.fail(err)
	}
	out, err := finish(&d, in, result, decode)
	return out, d, err
}

// finish records the raw result in d and decodes and checks it; on failure the result is the
// zero (refusing) value and the error is recorded in d.
func finish[T any](d *Decision, in *Input, result map[string]any, decode func(*Input, map[string]any) (T, error)) (T, error) {
	d.Result = result
	out, err := decode(in, result)
	if err != nil {
		var pe *Error
		if !errors.As(err, &pe) {
			err = newError(ErrBadResult, d.Path, err)
		}
		var zero T
		return zero, d.fail(err)
	}
	return out, nil
}

// decodeResult decodes a raw result into a typed one through JSON.
func decodeResult(result map[string]any, out any) error {
	raw, err := json.Marshal(result)
	if err != nil {
		return err
	}
	return json.Unmarshal(raw, out)
}

func decodeExposure(_ *Input, result map[string]any) (Exposure, error) {
	out, ok := fastExposure(result)
	if !ok {
		out = Exposure{}
		if err := decodeResult(result, &out); err != nil {
			return out, err
		}
	}
	sort.Strings(out.Tools)
	if out.Code == "" {
		return out, errors.New("code is empty")
	}
	if out.Allow != (out.Code == "ok") {
		return out, fmt.Errorf("allow %v contradicts code %q", out.Allow, out.Code)
	}
	return out, nil
}

func decodeAdmission(_ *Input, result map[string]any) (Admission, error) {
	out, ok := fastAdmission(result)
	if !ok {
		out = Admission{}
		if err := decodeResult(result, &out); err != nil {
			return out, err
		}
	}
	if out.Allow && len(out.Violations) > 0 {
		return out, fmt.Errorf("allow is true with %d violations", len(out.Violations))
	}
	sort.Slice(out.Violations, func(i, j int) bool {
		a, b := out.Violations[i], out.Violations[j]
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Rule != b.Rule {
			return a.Rule < b.Rule
		}
		return a.Message < b.Message
	})
	return out, nil
}

func decodeLimits(_ *Input, result map[string]any) (Limits, error) {
	var wrapper struct {
		Limits map[string]json.Number `json:"limits"`
	}
	var ok bool
	if wrapper.Limits, ok = fastLimitsMap(result); !ok {
		if err := decodeResult(result, &wrapper); err != nil {
			return Limits{}, err
		}
	}
	if err := checkLimits(wrapper.Limits); err != nil {
		return Limits{}, err
	}
	if out, ok := fastLimits(wrapper.Limits); ok {
		return out, nil
	}
	raw, err := json.Marshal(wrapper.Limits)
	if err != nil {
		return Limits{}, err
	}
	var out Limits
	if err := strictDecode(raw, &out); err != nil {
		return Limits{}, err
	}
	return out, nil
}

func checkLimits(m map[string]json.Number) error {
	var errs []error
	if len(m) != len(limitKeys) {
		errs = append(errs, fmt.Errorf("limits has %d keys, want exactly %s", len(m), strings.Join(limitKeys, ", ")))
	}
	for _, k := range limitKeys {
		v, ok := m[k]
		if !ok {
			errs = append(errs, fmt.Errorf("limits.%s is missing", k))
			continue
		}
		f, err := v.Float64()
		if err != nil || f <= 0 {
			errs = append(errs, fmt.Errorf("limits.%s = %s: want a positive number", k, v))
		}
	}
	return errors.Join(errs...)
}

func decodeRouting(in *Input, result map[string]any) (Routing, error) {
	out, ok := fastRouting(result)
	if !ok {
		out = Routing{}
		if err := decodeResult(result, &out); err != nil {
			return out, err
		}
	}
	if !slices.Contains(in.Executors, out.Executor) {
		return out, fmt.Errorf("executor %q is not one of the available executors", out.Executor)
	}
	if out.Image == "" {
		if len(out.Missing) == 0 {
			return out, newError(ErrUndefined, PathRouting, errors.New("image undefined and nothing reported missing"))
		}
		return out, nil
	}
	if !slices.ContainsFunc(in.Images, func(img Image) bool { return img.Name == out.Image }) {
		return out, fmt.Errorf("image %q is not one of the available images", out.Image)
	}
	return out, nil
}

func decodeBudget(_ *Input, result map[string]any) (Budget, error) {
	out, ok := fastBudget(result)
	if !ok {
		out = Budget{}
		if err := decodeResult(result, &out); err != nil {
			return out, err
		}
	}
	if out.Allow && out.StopReason != "" {
		return out, fmt.Errorf("allow is true with stop_reason %q", out.StopReason)
	}
	return out, nil
}

func decodeRedaction(_ *Input, result map[string]any) (Redaction, error) {
	out, ok := fastRedaction(result)
	if !ok {
		out = Redaction{}
		if err := decodeResult(result, &out); err != nil {
			return out, err
		}
	}
	var errs []error
	for name, v := range map[string]int64{
		"stdout_max_bytes": out.StdoutMaxBytes, "stderr_max_bytes": out.StderrMaxBytes,
		"error_message_max": out.ErrorMessageMax, "code_excerpt_max": out.CodeExcerptMax,
		"max_rows": out.MaxRows, "max_dataset_rows": out.MaxDatasetRows, "max_artifacts": out.MaxArtifacts,
		"max_artifact_bytes": out.MaxArtifactBytes, "max_total_artifact_bytes": out.MaxTotalArtifactBytes,
	} {
		if v < 0 {
			errs = append(errs, fmt.Errorf("%s = %d: want zero or more", name, v))
		}
	}
	return out, errors.Join(errs...)
}

func decodeReview(in *Input, result map[string]any) (Review, error) {
	out, ok := fastReview(result)
	if !ok {
		out = Review{}
		if err := decodeResult(result, &out); err != nil {
			return out, err
		}
	}
	sort.Strings(out.Returned)
	sort.Slice(out.Withheld, func(i, j int) bool {
		a, b := out.Withheld[i], out.Withheld[j]
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		return a.Rule < b.Rule
	})
	sort.Slice(out.Flags, func(i, j int) bool {
		a, b := out.Flags[i], out.Flags[j]
		if a.Code != b.Code {
			return a.Code < b.Code
		}
		return a.Message < b.Message
	})
	return out, checkReview(in, out)
}

// checkReview holds a review to its contract: every artifact of the input is returned or
// withheld, none is both, nothing else is named, and every withheld entry and flag says why.
func checkReview(in *Input, r Review) error {
	var errs []error
	produced := map[string]bool{}
	if in.Outcome != nil {
		for _, a := range in.Outcome.Artifacts {
			produced[a.Name] = true
		}
	}
	returned := map[string]bool{}
	for _, n := range r.Returned {
		if !produced[n] {
			errs = append(errs, fmt.Errorf("returned %q is not an artifact of the run", n))
		}
		returned[n] = true
	}
	withheld := map[string]bool{}
	for _, w := range r.Withheld {
		switch {
		case !produced[w.Name]:
			errs = append(errs, fmt.Errorf("withheld %q is not an artifact of the run", w.Name))
		case returned[w.Name]:
			errs = append(errs, fmt.Errorf("%q is both returned and withheld", w.Name))
		case w.Reason == "" || w.Rule == "":
			errs = append(errs, fmt.Errorf("withheld %q has no rule or no reason", w.Name))
		}
		withheld[w.Name] = true
	}
	for n := range produced {
		if !returned[n] && !withheld[n] {
			errs = append(errs, fmt.Errorf("artifact %q is neither returned nor withheld", n))
		}
	}
	for _, f := range r.Flags {
		if f.Code == "" {
			errs = append(errs, fmt.Errorf("a flag has no code (message %q)", f.Message))
		}
	}
	return errors.Join(errs...)
}

// validateInput checks what the Go side can: the fields a decision point cannot do without.
func validateInput(path string, in *Input) error {
	if in == nil {
		return errors.New("input is nil")
	}
	var errs []error
	if in.Tenant.ID == "" {
		errs = append(errs, errors.New("tenant.id is missing"))
	}
	if in.Session.ID == "" {
		errs = append(errs, errors.New("session.id is missing"))
	}
	switch in.Request.Kind {
	case KindRun, KindTool, KindList:
	default:
		errs = append(errs, fmt.Errorf("request.kind %q is not run, tool or list", in.Request.Kind))
	}
	switch path {
	case PathExposure:
		if in.Request.Kind == KindTool && in.Request.Tool == "" {
			errs = append(errs, errors.New("request.tool is missing"))
		}
	case PathAdmission:
		switch in.Request.Kind {
		case KindRun:
			if in.Analysis == nil {
				errs = append(errs, errors.New("analysis is missing"))
			}
		case KindTool:
			if in.Request.Tool == "" {
				errs = append(errs, errors.New("request.tool is missing"))
			}
		default:
			errs = append(errs, errors.New("admission is for runs and tool calls: request.kind must be run or tool"))
		}
	case PathReview:
		if in.Outcome == nil {
			errs = append(errs, errors.New("outcome is missing: review is for a run that ran"))
		}
	case PathRouting:
		if len(in.Executors) == 0 {
			errs = append(errs, errors.New("executors is empty"))
		}
		if len(in.Images) == 0 {
			errs = append(errs, errors.New("images is empty"))
		}
	}
	return errors.Join(errs...)
}

// entryFor returns the cached conversion of an input, keyed by its JSON raw, converting it
// on a miss.
func (e *Engine) entryFor(raw []byte, in *Input) (*inputEntry, error) {
	if entry := e.inputs.get(raw); entry != nil {
		return entry, nil
	}
	val, err := inputValue(in)
	if err != nil {
		return nil, err
	}
	return e.inputs.put(raw, &inputEntry{val: val}), nil
}

// fail records err in the decision and returns it.
func (d *Decision) fail(err error) error {
	d.Error = &ErrorV1{Code: ErrorCode(err), Message: err.Error()}
	return err
}

func docValue(raw []byte) (any, ast.Value, error) {
	var doc any
	if err := util.UnmarshalJSON(raw, &doc); err != nil {
		return nil, nil, fmt.Errorf("decoding input: %w", err)
	}
	val, err := ast.InterfaceToValue(doc)
	if err != nil {
		return nil, nil, fmt.Errorf("converting input: %w", err)
	}
	return doc, val, nil
}

// evaluate runs a prepared decision point on a Rego input value at time t, with nd as the
// non-deterministic builtin cache to replay (nil for a fresh one), by OPA's evaluator when
// reference is true. It returns the raw result (required rules, then the defined optional
// ones) and the builtin cache it used.
func (e *Engine) evaluate(ctx context.Context, path string, input ast.Value, t time.Time, nd builtins.NDBCache, reference bool) (map[string]any, json.RawMessage, error) {
	p, ok := e.points[path]
	if !ok {
		return nil, nil, errorf(ErrUndefined, path, "no such decision point")
	}
	q := p.query
	if reference {
		q = p.ref
	}
	if nd == nil {
		nd = builtins.NDBCache{}
	}
	ctx, cancel := context.WithTimeout(ctx, e.timeout)
	defer cancel()
	rs, err := q.Eval(ctx,
		rego.EvalParsedInput(input),
		rego.EvalTime(t),
		rego.EvalNDBuiltinCache(nd),
	)
	ndRaw := ndJSON(nd)
	if err != nil {
		return nil, ndRaw, classify(ctx, path, err)
	}
	switch len(rs) {
	case 0:
		return nil, ndRaw, newError(ErrUndefined, path, e.whichUndefined(ctx, p, input, t))
	case 1:
	default:
		return nil, ndRaw, errorf(ErrConflict, path, "%d results", len(rs))
	}
	return pointResult(p.spec, "", rs[0].Bindings), ndRaw, nil
}

// ndJSON encodes a non-deterministic builtin cache for the log; nil when empty.
func ndJSON(nd builtins.NDBCache) json.RawMessage {
	if len(nd) == 0 {
		return nil
	}
	b, err := json.Marshal(nd)
	if err != nil {
		return nil
	}
	return b
}

// whichUndefined names the required rules that are undefined for input (for the error message).
func (e *Engine) whichUndefined(ctx context.Context, p *point, input ast.Value, t time.Time) error {
	pkg := "data." + strings.ReplaceAll(p.spec.path, "/", ".")
	var undefined []string
	for _, key := range p.spec.required {
		rs, err := rego.New(
			rego.Query("x := "+pkg+"."+key),
			rego.Compiler(e.compiler),
			rego.Store(e.store),
			rego.ParsedInput(input),
			rego.Time(t),
			rego.SetRegoVersion(ast.RegoV1),
		).Eval(ctx)
		if err == nil && len(rs) == 0 {
			undefined = append(undefined, key)
		}
	}
	if len(undefined) == 0 {
		return errors.New("the decision is undefined")
	}
	return fmt.Errorf("undefined: %s", strings.Join(undefined, ", "))
}

// classify maps an evaluation error to this package's typed errors.
func classify(ctx context.Context, path string, err error) error {
	var te *topdown.Error
	if errors.As(err, &te) {
		switch te.Code {
		case topdown.CancelErr:
			return newError(ErrTimeout, path, err)
		case topdown.ConflictErr:
			return newError(ErrConflict, path, err)
		}
	}
	if ctx.Err() != nil || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return newError(ErrTimeout, path, err)
	}
	return newError(ErrEval, path, err)
}

// strictDecode decodes raw into out, refusing unknown fields.
func strictDecode(raw []byte, out any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	return dec.Decode(out)
}

// newID returns a random RFC 4122 version 4 UUID.
func newID() string {
	var b [16]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails on supported platforms
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	h := hex.EncodeToString(b[:])
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32]
}
