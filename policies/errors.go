package policies

import (
	"errors"
	"fmt"
)

// Stable machine-readable codes of the errors this package returns. The gateway maps every one
// of them to a refusal (never an allow); the code goes into the decision log entry and the
// observation so that an auditor can tell a policy failure from a policy "no".
const (
	// CodeUndefined: a decision the policy must always produce was undefined.
	CodeUndefined = "policy_undefined"
	// CodeEval: evaluation failed (a builtin error, a type error, an internal error).
	CodeEval = "policy_eval_error"
	// CodeConflict: a complete rule produced two different values.
	CodeConflict = "policy_conflict"
	// CodeTimeout: evaluation did not finish in time, or its context was cancelled.
	CodeTimeout = "policy_timeout"
	// CodeInvalidInput: the input document lacks a field the decision point needs.
	CodeInvalidInput = "policy_invalid_input"
	// CodeBadResult: the policy produced a value of the wrong shape or type.
	CodeBadResult = "policy_bad_result"
	// CodeMask: the log mask rule failed or returned an unusable mask.
	CodeMask = "policy_mask_error"
	// CodeLoad: the bundle could not be read, parsed or compiled, or lacks a required rule.
	CodeLoad = "policy_load_error"
	// CodeTestFailed: the bundle's own _test.rego tests failed.
	CodeTestFailed = "policy_test_failed"
)

// Sentinel errors, one per code; match them with errors.Is. Whatever the sentinel, the caller
// must refuse the request it was deciding on; a reload that fails with ErrLoad or ErrTestFailed
// must keep the previous engine.
var (
	// ErrUndefined means a required decision was undefined: refuse.
	ErrUndefined = errors.New(CodeUndefined)
	// ErrEval means evaluation failed: refuse.
	ErrEval = errors.New(CodeEval)
	// ErrConflict means the policy is inconsistent for this input: refuse and alert the policy owners.
	ErrConflict = errors.New(CodeConflict)
	// ErrTimeout means evaluation timed out or was cancelled: refuse.
	ErrTimeout = errors.New(CodeTimeout)
	// ErrInvalidInput means the gateway built an incomplete input document: refuse.
	ErrInvalidInput = errors.New(CodeInvalidInput)
	// ErrBadResult means the policy's result does not have the documented shape: refuse.
	ErrBadResult = errors.New(CodeBadResult)
	// ErrMask means the decision could not be masked for logging, so it must not be logged or acted on: refuse.
	ErrMask = errors.New(CodeMask)
	// ErrLoad means the bundle is unusable: keep the previous engine.
	ErrLoad = errors.New(CodeLoad)
	// ErrTestFailed means the bundle failed its own tests: keep the previous engine.
	ErrTestFailed = errors.New(CodeTestFailed)
)

// Error is the error type of this package: a stable Code, the decision Path it concerns ("" for
// load errors) and the underlying cause. errors.Is matches it against the sentinel of its code.
type Error struct {
	// Code is one of the Code* constants.
	Code string
	// Path is the decision path, e.g. "sluice/admission", or "" when no decision was involved.
	Path string
	// Err is the cause; it may be nil.
	Err error

	kind error
}

func newError(kind error, path string, cause error) *Error {
	return &Error{Code: kind.Error(), Path: path, Err: cause, kind: kind}
}

func errorf(kind error, path, format string, args ...any) *Error {
	return newError(kind, path, fmt.Errorf(format, args...))
}

// Error implements error.
func (e *Error) Error() string {
	msg := "policies: " + e.Code
	if e.Path != "" {
		msg = "policies: " + e.Path + ": " + e.Code
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Unwrap returns the sentinel of the error's code and its cause.
func (e *Error) Unwrap() []error {
	errs := []error{}
	if e.kind != nil {
		errs = append(errs, e.kind)
	}
	if e.Err != nil {
		errs = append(errs, e.Err)
	}
	return errs
}

// ErrorCode returns the stable code of err when it is (or wraps) an *Error, and CodeEval for
// any other non-nil error, so that callers always have a code to log and report.
func ErrorCode(err error) string {
	if err == nil {
		return ""
	}
	var pe *Error
	if errors.As(err, &pe) {
		return pe.Code
	}
	return CodeEval
}
