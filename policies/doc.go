// Package policies owns sluice's policy layer: the Rego bundle (the *.rego files of this directory, one _test.rego
// per policy, and data.json with every default, embedded as the default bundle), the Engine
// that loads, tests, prepares and evaluates it, hot reload (Manager), the hash-chained decision
// log (EventV1, DecisionLog, its JSONL and JetStream sinks and readers), and Replay and Verify
// of logged decisions.
//
// It must not import anything of sluice, must not hold policy defaults in Go (they live in
// data.json) and must not decide anything itself: it evaluates, validates result shapes, masks
// and logs. Engines are immutable and safe for concurrent use; pin one engine (Manager.Current)
// for all decisions of a run so they share a revision. A DecisionLog serialises its appends.
//
// # Decision points
//
// Every decision of the run pipeline comes from Rego, one package per decision, each read by
// a prepared query: sluice.exposure (tools, message, allow, code), sluice.admission (allow,
// violations, retry_hint), sluice.limits (limits), sluice.routing (executor, image, missing,
// hint), sluice.budget (allow, stop_reason, hint, degrade, runs_left) and sluice.redaction. The
// typed methods (Engine.Exposure, Engine.Admission, ...) evaluate one point; Engine.DecideRun
// evaluates all six points of a code run in a single query on one converted, masked input.
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
// The analyzer's Facts do not tie an argument to the call it is passed to. Admission therefore
// accepts a call that opens or writes a file with literal arguments (and then every
// absolute-path string of the code must be the dataset or lie under out_dir), and with computed
// arguments only when the code builds paths with os.path.join(out_dir, ...). f-strings and
// pathlib paths into out_dir are refused with a hint to use os.path.join. numpy.load is refused
// outright because Facts carry no keyword values to prove allow_pickle=False. The sandbox is the
// hard boundary; admission refuses what it can see before anything starts.
//
// # Decision log and replay
//
// NewEvent turns a Decision into an EventV1 shaped like OPA's decision-log event
// (decision_id, path, input, result, bundles{revision}, labels, timestamp, erased, masked,
// nd_builtin_cache, error) plus sluice's fields (tenant, session, run_id, policy_revision,
// analyzer_version, log_id, seq, prev_hash, hash). The hash is SHA-256 over the canonical JSON
// of the entry without hash (keys sorted, no insignificant space, no HTML escaping, numbers as
// written). The input is logged after the sluice.log.mask rule (OPA's system.log.mask
// convention) replaced or erased what it names. Replay re-evaluates logged inputs at the logged
// time with the logged builtin cache; Verify names the first broken entry.
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
// Admission looks at clean code with a quick scan before its rules: all names and their dotted
// prefixes are looked up once per deny list (object.filter), all strings and all names are
// matched once each as JSON text, and only when that cannot clear the code do the rules run one
// by one (the quick scan is conservative; TestQuickScanIsConservative and the bundle's tests
// hold it to never clearing what a rule refuses). The bundle reads input through imports rather
// than helper rules, the log mask tries all secret patterns at once, and results are decoded
// without a JSON round trip (falling back to encoding/json for any unusual shape). Decisions,
// logged inputs and masks are unchanged: the admission table, and a comparison of the old and
// the new bundle on several thousand generated inputs, agree on every result.
//
// BenchmarkDecide (DecideRun: exposure, admission, budget, limits, routing and redaction for
// one run, log mask included, a fresh input every iteration), on the shared 2-core development
// machine under a load average of about 1.5, six interleaved runs each (benchstat): before
// 1.38 ms/op ±14 %, 4,015 allocs/op, 183 KiB/op; after 1.03 ms/op ±10 %, 3,128 allocs/op,
// 142 KiB/op (-25 % time, -22 % allocations). BenchmarkOPABaseline measured 0.051 to 0.064 ms/op
// in the same runs, so a run's decisions cost about 20 times the baseline (26 before). Under
// the heavier load of other work (load average 5 to 13) the old code measured 4.5 to 7 ms/op
// and the new 1.5 to 2.4 ms/op, in separate runs. BenchmarkDecideRefused (code that admission
// refuses, so every rule runs after the quick scan) is unchanged at about 1.5 ms/op and 4,360
// allocs/op (4,517 before).
//
// The 300 µs target is not met, on a quiet machine either. Measured again on the same machine
// at a load average of about 1.8, five runs each: BenchmarkDecide 0.97 to 1.03 ms/op (3,080 to
// 3,128 allocs/op), BenchmarkOPABaseline 0.073 to 0.079 ms/op. BenchmarkDecideFloor runs the
// same DecideRun against a bundle whose every rule is the constant answer the real bundle gives:
// 0.20 to 0.25 ms/op and 1,191 allocs/op. That is what the engine costs before any rule runs
// (input conversion, the log mask, one prepared query with 25 bindings and OPA's conversion of
// its results, decoding, six decision records), already most of the budget; the bundle's rules
// add about 0.75 ms and 1,940 allocations, spread over the six points (about 450 evaluation
// steps of OPA's interpreter: admission about a third, budget, routing, redaction and exposure
// together about half, the log mask the rest), with the garbage collector taking 15 to 20 % of
// the CPU. No single rule dominates; OPA's topdown evaluator allocates on every step. Meeting
// the target would take both a cheaper engine path and a bundle a quarter of today's cost.
package policies
