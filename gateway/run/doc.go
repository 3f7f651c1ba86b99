// Package run is sluice's run service: everything a request to run code or call a tool goes
// through, whichever transport brought it. It walks the pipeline of DESIGN.md steps 2–10 as
// stages over small consumer-side interfaces — load the session (state.KV), analyse the code,
// decide every policy point at once inside the compare-and-set that reserves the run (Decider),
// log the decisions before anything acts on them (DecisionLog), dispatch to a worker
// (Dispatcher), redact the result (internal/redact), review what the run produced against
// what it declared (Decider.Review: one more decision, logged with the run id while the
// counters settle, and before the run record or the observation names an artifact; what it
// withholds is not kept and the observation's withheld field says why; a review that cannot
// decide or be logged withholds every artifact), settle the counters, keep the run record —
// and answers with an Observation and an error whose Code says how it failed.
//
// It owns the sessions, their datasets and budgets, the run records, the fixed tools'
// argument checks before a run, and the one table (errors.go) that says how every Code is
// answered: an HTTP status and an MCP error. It must not know a transport: no gin, no MCP, no
// HTTP request in sight; package gateway's HTTP handlers and MCP endpoint decode a request,
// call a Service method, and write its answer. It must not run code (workers do), hold policy
// defaults (the Rego bundle does), or return anything to an agent that did not pass the
// redaction stage and the review.
//
// Concurrency: a Service is safe for concurrent use. Session counters change only by
// compare-and-set on the KV revision, so concurrent requests — on one gateway or on several
// replicas — never overspend a budget; on one gateway the updates of a session take turns, so
// that only another replica's write makes one lose and try again. A run starts from the
// version of its session this gateway last read or wrote, without a round trip; its decisions
// count only once the compare-and-set that reserves the run has proved that version current,
// and a refusal decided on a remembered version is decided again on the newest one.
//
// Bounds: every part a request waits on bounds its own waits (a store call retries for at most
// 12 s, a dispatch for the job's limit and its grace), and the request's steps have ceilings
// above those (ceilings: before the run, the run, each step after it), so that a wait one of
// those bounds misses ends as a 503 the agent can act on, the counters settled, instead of a
// request that never answers. Whoever takes a session's turn holds it for at most 2 min
// (defaultTurnHold), so that no such wait stops the session's later updates.
package run
