// Package policies owns sluice's policy layer: the Rego bundle (the *.rego files of this directory, one _test.rego
// per policy, and data.json with every default, embedded as the default bundle), the Engine
// that loads, tests, prepares and evaluates it, hot reload (Manager), the hash-chained decision
// log (EventV1, DecisionLog, its JSONL and JetStream sinks and readers), and Replay and Verify
// of logged decisions.
//
// It must not import anything of sluice, must not hold policy defaults in Go (they live in
// data.json) and must not decide anything itself: it evaluates, validates result shapes, masks
// and logs. Engines are immutable and safe for concurrent use; pin one engine (Manager.Current)
// for all decisions of a run so they share a revision. A DecisionLog chains concurrent appends
// in one order and writes them with group commit (see DecisionLog).
//
// # Decision points
//
// Every decision of the run pipeline comes from Rego, one package per decision, each read by
// a prepared query: sluice.exposure (tools, message, allow, code), sluice.admission (allow,
// violations, retry_hint), sluice.limits (limits), sluice.routing (executor, image, missing,
// hint), sluice.budget (allow, stop_reason, hint, degrade, runs_left), sluice.redaction and,
// after the run, sluice.review (returned, withheld, flags). The typed methods
// (Engine.Exposure, Engine.Admission, ...) evaluate one point; Engine.DecideRun evaluates all
// six points of a code run in a single query on one converted, masked input, and
// Engine.Decide every point of a run or of a fixed tool call so (the gateway calls it inside
// the compare-and-set that reserves the run against the budget).
//
// Engine.Review is the one decision made after a run: its input is the run's input plus
// Input.Outcome, what the run produced once the redaction stage had passed it (artifact
// names, content types, sizes, dataset rows reproduced; stdout and stderr sizes, error type,
// wall time, how it ended). The result partitions those artifacts into Returned and Withheld
// (each with its rule and a reason for the agent) and adds Flags for auditors: an artifact
// produced but not declared in expected_artifacts, one declared but not produced, a purpose
// the run did not bear out. The default bundle returns everything and only flags; a tenant's
// review config switches on withholding (undeclared artifacts, content types, sizes, textual
// artifacts that reproduce more dataset rows than a limit). A review that fails returns the
// zero Review, which returns nothing. Only review inputs carry "outcome", so the logged
// inputs of the other points keep their shape.
//
// # Admission of fixed tools
//
// sluice.admission judges fixed tool calls (request kind "tool") as well as code: its code
// rules (admission.rego) read input.analysis, which is null for a tool call, and never judge
// one; its argument rules (admission_tools.rego) read input.request.args, the tool's
// validated arguments in canonical form, and input.request.columns, the dataset columns they
// touch, which the gateway fills in with images/tools.Columns. The default bundle's one
// argument rule, no_sensitive_columns_in_tools, refuses a call whose arguments touch a column
// the redaction policy calls sensitive unless the tenant's settings allow it; a call whose
// columns are not a list of names is refused (fail closed). request.args and request.columns
// were added to the input in issue 13: logged inputs from before lack them (see Input).
//
// # Fail closed
//
// An evaluation error, a timeout or cancellation, an undefined required rule, a conflict (two
// values for a complete rule), a result of the wrong shape or type, or an input lacking a field
// the point needs is a typed *Error (ErrEval, ErrTimeout, ErrUndefined, ErrConflict,
// ErrBadResult, ErrInvalidInput, ErrMask) with a stable code and the zero, refusing result;
// never an allow. The Decision is filled in every case so that the refusal is logged. Loading
// fails (ErrLoad, ErrTestFailed) when the bundle does not parse or compile, lacks a required
// rule, has no tests or fails any of its own tests; Manager then keeps the last good engine.
//
// # Admission and file paths
//
// The analyzer's Facts (version 2 and later) say, for every call, where each argument and the object of a
// method come from: a literal and its values, out_dir or a path built from it, a temporary
// directory, an in-memory buffer, the data, an object of the code's own class, or unknown.
// Admission admits calls that list, delete, move or load files (file_access.checked_calls:
// os.listdir, os.remove, shutil.*, glob.*, numpy.load with allow_pickle false, …) only on out_dir,
// a temporary directory, /tmp (the run's private tmpfs) or literal paths it allows; path
// methods on what they are called on; readers on in-memory buffers; getattr with literal names
// or column names of df. A call that opens or writes a file with computed arguments is still
// accepted whenever the code refers to out_dir (computed_paths_with_out_dir). What the facts
// cannot trace is unknown and refused where it matters. Fixed tool calls are judged by
// admission_tools.rego on their arguments (request.args) and the columns they touch
// (request.columns). The sandbox is the hard boundary; admission refuses what it can see before
// anything starts.
//
// # Decision log and replay
//
// NewEvent turns a Decision into an EventV1 shaped like OPA's decision-log event
// (decision_id, path, input, result, bundles{revision}, labels, timestamp, erased, masked,
// nd_builtin_cache, error) plus sluice's fields (tenant, session, run_id, policy_revision,
// analyzer_version, log_id, seq, prev_hash, hash). The hash is SHA-256 over the canonical JSON
// of the entry without hash (keys sorted, no insignificant space, no HTML escaping, numbers as
// written). The input is logged after the sluice.log.mask rule (OPA's system.log.mask
// convention) replaced or erased what it names (in the default bundle, secret-looking strings
// of the code, of a fixed tool's arguments and of the purpose). Replay re-evaluates logged
// inputs at the logged time with the logged builtin cache; Verify names the first broken entry.
//
// # Testing the bundle
//
//	go test ./policies/...                         # Rego tests via OPA's tester, coverage, opa fmt, table tests
//	go test -v -run TestRegoBundle ./policies/     # prints the policy coverage
//	opa test policies/                              # from the repository root, where the opa CLI is installed
//	go test -run TestRegoFormat -rego.fmt ./policies/    # rewrite the .rego files opa fmt clean
//	go test -run TestAdmissionTable -update ./policies/  # regenerate testdata/admission/*/want.json
//
// The Rego files and data.json sit in this directory itself, so that OPA's own tools see the
// bundle as the engine does (data.json at the data root); each admission table case is a
// directory of its own under testdata, so that nothing there merges into a conflict when OPA
// walks the tree.
//
// # Performance
//
// Decisions and the log mask are evaluated by irvm (package policies/internal/irvm): OPA plans
// each prepared query into its intermediate representation, the plan its Wasm compiler takes,
// and irvm runs that plan in Go with OPA's own built-in functions, through the target-plugin
// interface of OPA's rego package. Rules that depend on data alone are computed once per
// engine. A bundle that needs what irvm does not support (the with keyword outside tests, a
// not over a dynamic reference into rules) is evaluated by OPA's top-down evaluator instead;
// Engine.Evaluators says which, and the Manager logs a warning. Replay and Eval always use
// OPA's evaluator, so replaying a log re-checks irvm's decisions with an independent
// evaluator; TestIRVMMatchesTopdown and TestSinglePointsMatchTopdown compare the two on about
// two thousand inputs (random facts and session states, every refused item alone, the
// admission table, malformed facts, a tenant with overrides) and require identical results.
//
// Admission looks at clean code with a quick scan before its rules: all names and their dotted
// prefixes are looked up once per deny list (object.filter), all strings and all names are
// matched once each as JSON text, and only when that cannot clear the code do the rules run one
// by one (the quick scan is conservative; TestQuickScanIsConservative and the bundle's tests
// hold it to never clearing what a rule refuses). The log mask tries all secret patterns at
// once, and results are decoded without a JSON round trip.
//
// BenchmarkDecide (DecideRun: exposure, admission, budget, limits, routing and redaction for
// one run, log mask included, a fresh input every iteration), on the shared 2-core development
// machine at a load average of about 1.1, six runs each, BenchmarkOPABaseline at 66 to 74
// µs/op in the same runs:
//
//	BenchmarkDecide          241–266 µs/op   1,304 allocs/op   76 KiB/op
//	BenchmarkDecideRefused   298–339 µs/op   1,732 allocs/op  102 KiB/op  (every admission rule runs)
//	BenchmarkDecideSeparate  340–383 µs/op   1,900 allocs/op  119 KiB/op  (one call per point, the gateway's path)
//	BenchmarkDecideFloor      95–108 µs/op     824 allocs/op   51 KiB/op  (every rule a constant)
//
// sluice.review, the one decision after a run (BenchmarkReview: a run that wrote two
// artifacts, one undeclared; BenchmarkDecideAndReview: DecideRun and Review of one run),
// measured later on the same machine under a load average of 6 to 12 that inflated
// BenchmarkOPABaseline to 100–110 µs of CPU per op: Review 150–200 µs of CPU, 749
// allocs/op, 42 KiB/op (the run's input converted and masked again, the analysis facts
// included, with the outcome added); DecideRun 500–550 µs; both together 620–640 µs, 2,053
// allocs/op. Review adds about a fifth to a run's decisions.
//
// With OPA's top-down evaluator the same DecideRun measured 0.97 to 1.03 ms/op (3,128
// allocs/op) at a baseline of 73 to 79 µs/op, and BenchmarkDecideRefused about 1.5 ms/op:
// irvm makes a run's decisions about four times faster. The floor is what the engine costs
// around the rules (input conversion, the log mask's query, result conversion, decoding, six
// decision records); the rules take the rest. The benchmarks report cpu-ns/op too, the
// process's CPU time, which includes the garbage collector's work on the other core (about a
// third more).
package policies
