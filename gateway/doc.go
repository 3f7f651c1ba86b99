// Package gateway is sluice's agent-facing front: the gin router, bearer-key authentication,
// the HTTP handlers, session state, and the run pipeline of DESIGN.md steps 1–10 — authenticate,
// load state, analyse, decide, log, dispatch, redact, settle counters, answer with an
// Observation.
//
// It owns the mapping from every failure to a stable error code and HTTP status (errors.go) and
// the shape of the Observation an agent receives. It must not run code (workers do), hold
// policy defaults (the Rego bundle does), or let anything through to an agent that did not pass
// the redaction stage.
//
// State lives behind the seams of internal/state (a KV bucket with revisions, an object
// store): JetStream in production, memory in the fast tests; the session logic on top of them
// (store.go) is the same for both.
//
// Concurrency: a Server is safe for concurrent use. Session counters are changed only by
// compare-and-set on the KV revision, so concurrent requests — on one gateway or on
// several replicas — never overspend a budget. A run starts from the version of its session
// this gateway last read or wrote, without a round trip; its decisions count only once the
// compare-and-set that reserves the run has proved that version current, and a refusal decided
// on a remembered version is decided again on the newest one.
package gateway
