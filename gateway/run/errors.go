package run

import (
	"errors"
	"fmt"
	"net/http"
)

// Code is a stable, machine-readable error code. Agents and platforms branch on it; how each
// transport answers it (an HTTP status, an MCP error) lives in the table answers and nowhere
// else.
type Code string

// The error codes of the API. WARNING: the table answers below must list every one.
const (
	CodeBadRequest        Code = "bad_request"        // malformed JSON, missing or invalid fields
	CodeCodeTooLong       Code = "code_too_long"      // code over the character limit
	CodeNoDataset         Code = "no_dataset"         // a run or tool before a dataset was uploaded
	CodeBadDataset        Code = "bad_dataset"        // an upload that is not a usable CSV
	CodeTooLarge          Code = "too_large"          // a body over its size limit
	CodeUnauthorized      Code = "unauthorized"       // no or unknown API key
	CodeForbidden         Code = "forbidden"          // the key's role may not do this
	CodeNotFound          Code = "not_found"          // no such session, run or artifact for this tenant
	CodeUnknownTool       Code = "unknown_tool"       // no fixed tool by that name
	CodeSyntaxError       Code = "syntax_error"       // code that does not parse
	CodePolicyViolation   Code = "policy_violation"   // a policy refused the request
	CodeBudgetExhausted   Code = "budget_exhausted"   // a budget stopped the request
	CodeWorkerUnavailable Code = "worker_unavailable" // no worker could take or finish the run
	CodePolicyError       Code = "policy_error"       // a policy could not be evaluated: refused, fail closed
	CodeUnavailable       Code = "unavailable"        // session state or the decision log out of reach: nothing was run
	CodeInternal          Code = "internal"           // a fault of sluice's own
)

// answer is everything that follows from a code, in one place: how the transports answer it
// — HTTP with status; MCP with the JSON-RPC error mcpProtocol for a request the protocol
// itself cannot serve, else with a tool result whose isError is set and whose content is the
// observation — the error_type the observation carries, and whether the failure was an
// attempt of the agent's that counts against its session (consecutive failures, error types).
type answer struct {
	status      int
	mcpProtocol int64
	errType     string
	attempt     bool
}

// jsonrpcInvalidParams is JSON-RPC 2.0's "invalid params" error code.
const jsonrpcInvalidParams = -32602

var answers = map[Code]answer{
	CodeBadRequest:        {status: http.StatusUnprocessableEntity},
	CodeCodeTooLong:       {status: http.StatusUnprocessableEntity},
	CodeNoDataset:         {status: http.StatusUnprocessableEntity},
	CodeBadDataset:        {status: http.StatusUnprocessableEntity},
	CodeTooLarge:          {status: http.StatusRequestEntityTooLarge},
	CodeUnauthorized:      {status: http.StatusUnauthorized},
	CodeForbidden:         {status: http.StatusForbidden},
	CodeNotFound:          {status: http.StatusNotFound},
	CodeUnknownTool:       {status: http.StatusNotFound, mcpProtocol: jsonrpcInvalidParams},
	CodeSyntaxError:       {status: http.StatusUnprocessableEntity, errType: ErrTypeSyntaxError, attempt: true},
	CodePolicyViolation:   {status: http.StatusForbidden, errType: ErrTypePolicyViolation, attempt: true},
	CodeBudgetExhausted:   {status: http.StatusTooManyRequests, errType: ErrTypeBudgetExhausted},
	CodeWorkerUnavailable: {status: http.StatusServiceUnavailable, errType: ErrTypeWorkerUnavailable},
	CodePolicyError:       {status: http.StatusForbidden, errType: ErrTypePolicyViolation},
	CodeUnavailable:       {status: http.StatusServiceUnavailable},
	CodeInternal:          {status: http.StatusInternalServerError},
}

// Status returns the HTTP status of code (500 for a code missing from the table).
func (c Code) Status() int {
	if a, ok := answers[c]; ok {
		return a.status
	}
	return http.StatusInternalServerError
}

// MCPError returns the JSON-RPC error code an MCP request failing with code is answered with,
// or 0 when it is answered as a tool result with isError set.
func (c Code) MCPError() int64 { return answers[c].mcpProtocol }

// StatusOf is the HTTP status of the answer whose error is err: 200 for nil, else the status
// of its code (an error that is not an *Error is internal).
func StatusOf(err error) int {
	if err == nil {
		return http.StatusOK
	}
	return AsError(err).Code.Status()
}

// Error is an API error: a code and a message safe to show an agent (no host paths, no
// secrets). Internal causes are kept for the logs only.
type Error struct {
	Code    Code
	Message string
	cause   error
}

// Error returns the code, the message and, for the log, the cause.
func (e *Error) Error() string {
	if e.cause != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Message, e.cause)
	}
	return string(e.Code) + ": " + e.Message
}

// Unwrap returns the internal cause.
func (e *Error) Unwrap() error { return e.cause }

// Errorf is an *Error with code and a message formatted for the agent.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Internal is an internal error: the agent reads what, the log also cause.
func Internal(cause error, what string) *Error {
	return &Error{Code: CodeInternal, Message: what, cause: cause}
}

// Unavailable is the error of a request that could not be served because a store sluice
// depends on (session state, the decision log, the blob store) did not answer even after
// its retries, for instance while a NATS cluster elects a new leader: the agent reads what,
// the log also cause. Nothing acted on the request; the caller should retry in a few seconds.
func Unavailable(cause error, what string) *Error {
	return &Error{Code: CodeUnavailable, Message: what, cause: cause}
}

// Detail is the error as the agent reads it.
func (e *Error) Detail() ErrorDetail { return ErrorDetail{Code: e.Code, Message: e.Message} }

// AsError turns any error into an *Error; an unknown error is internal and its text is not
// shown.
func AsError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return Internal(err, "internal error")
}

// ErrorBody is the JSON body of an HTTP error that is not a run's observation.
type ErrorBody struct {
	Error ErrorDetail `json:"error"`
}

// ErrorDetail is an error's stable code and its message, as an agent reads it.
type ErrorDetail struct {
	Code    Code   `json:"code"`
	Message string `json:"message"`
}
