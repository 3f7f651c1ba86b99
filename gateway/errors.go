package gateway

import (
	"errors"
	"fmt"
	"net/http"
)

// Code is a stable, machine-readable error code. Agents and platforms branch on it; its HTTP
// status lives in statusOf and nowhere else.
type Code string

// The error codes of the API. WARNING: the table statusOf below must list every one.
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
	CodeInternal          Code = "internal"           // a fault of sluice's own
)

var statusOf = map[Code]int{
	CodeBadRequest:        http.StatusUnprocessableEntity,
	CodeCodeTooLong:       http.StatusUnprocessableEntity,
	CodeNoDataset:         http.StatusUnprocessableEntity,
	CodeBadDataset:        http.StatusUnprocessableEntity,
	CodeTooLarge:          http.StatusRequestEntityTooLarge,
	CodeUnauthorized:      http.StatusUnauthorized,
	CodeForbidden:         http.StatusForbidden,
	CodeNotFound:          http.StatusNotFound,
	CodeUnknownTool:       http.StatusNotFound,
	CodeSyntaxError:       http.StatusUnprocessableEntity,
	CodePolicyViolation:   http.StatusForbidden,
	CodeBudgetExhausted:   http.StatusTooManyRequests,
	CodeWorkerUnavailable: http.StatusServiceUnavailable,
	CodePolicyError:       http.StatusForbidden,
	CodeInternal:          http.StatusInternalServerError,
}

// Status returns the HTTP status of code (500 for a code missing from the table).
func (c Code) Status() int {
	if s, ok := statusOf[c]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// Error is an API error: a code and a message safe to show an agent (no host paths, no
// secrets). Internal causes are kept for the logs only.
type Error struct {
	Code    Code
	Message string
	cause   error
}

func (e *Error) Error() string {
	if e.cause != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Message, e.cause)
	}
	return string(e.Code) + ": " + e.Message
}

func (e *Error) Unwrap() error { return e.cause }

func apiErr(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// internalErr hides cause from the agent and keeps it for the log.
func internalErr(cause error, what string) *Error {
	return &Error{Code: CodeInternal, Message: what, cause: cause}
}

// asAPIError turns any error into an *Error; an unknown error is internal and its text is not
// shown.
func asAPIError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return internalErr(err, "internal error")
}

type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code    Code   `json:"code"`
	Message string `json:"message"`
}
