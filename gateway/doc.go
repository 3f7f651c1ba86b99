// Package gateway is sluice's agent-facing front: the gin router, bearer-key authentication,
// and two thin transports over the run service (package run) — the HTTP API of DESIGN.md and
// the MCP endpoint (mcp.go) — plus the auditors' side: the decision log read through an index
// of the stream, its chains verified, a draft policy replayed against it (audit.go), and the
// console under /console (console.go, console/), static files that read only that API, signed
// in with an auditor's key kept in a cookie, with a CSRF token for any change.
//
// A handler decodes its request (bounded, strict JSON), calls one run.Service method with the
// authenticated caller, and writes the answer: an observation or a resource with the status
// that run's table gives the error's code (run.StatusOf), or over MCP the JSON-RPC error or
// tool result the same table names. It must not decide, count, store or redact anything
// itself: a rule that holds for HTTP must hold for MCP, so it lives in package run.
//
// State lives behind the seams of internal/state (a KV bucket with revisions, an object
// store): JetStream in production (New), memory in the fast tests (newServer).
package gateway
