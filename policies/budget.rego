# METADATA
# title: sluice.budget
# description: |
#   Whether the session may spend more: runs per session, consecutive failures (from two on,
#   code runs stop and the agent is told to ask the user to clarify or request human review),
#   total runtime, reported tokens and the same error type repeated. Thresholds come from
#   data.json, optionally overridden per tenant. Malformed counters stop everything.
package sluice.budget

import rego.v1

import input.request.kind
import input.session.counters

# cfg is undefined when the tenant id is missing; the request is then invalid (fail closed).
cfg := object.union(data.sluice.config.budget, object.get(data.sluice.config.tenants, [input.tenant.id, "budget"], {}))

configured if is_object(cfg)

counts_runs if kind == "run"

error_types := counters.error_types if is_object(counters.error_types)

error_types := {} if counters.error_types == null

valid if {
	is_number(counters.runs)
	is_number(counters.consecutive_failures)
	is_number(counters.runtime_ms)
	is_number(counters.tokens)
	is_object(error_types)
}

# NOTE: `not kind in {...}` would be false when kind is undefined; negate a helper rule instead.
known_kind if {
	configured
	kind in {"run", "tool", "list"}
}

stopped contains "invalid_request" if not known_kind

stopped contains "invalid_counters" if not valid

stopped contains "consecutive_failures" if {
	counts_runs
	counters.consecutive_failures >= cfg.max_consecutive_failures
}

stopped contains "repeated_error" if {
	counts_runs
	some n in error_types
	n >= cfg.max_same_error
}

stopped contains "runs_exhausted" if {
	counts_runs
	counters.runs >= cfg.max_runs
}

stopped contains "runtime_exhausted" if counters.runtime_ms >= cfg.max_runtime_ms

stopped contains "tokens_exhausted" if counters.tokens >= cfg.max_tokens

default allow := false

allow if {
	configured
	count(stopped) == 0
}

ordered := [r | some r in cfg.stop_order; r in stopped] if count(stopped) > 0

default stop_reason := ""

stop_reason := ordered[0] if {
	count(ordered) > 0
} else := min(stopped) if {
	count(stopped) > 0
}

default hint := ""

hint := object.get(object.get(cfg, "hints", {}), stop_reason, "The budget stopped this request; request human review.") if {
	stop_reason != ""
}

default runs_left := 0

runs_left := max([cfg.max_runs - counters.runs, 0]) if valid

degrade_set contains "withdraw_run_python" if {
	valid
	counters.consecutive_failures >= cfg.max_consecutive_failures
}

degrade_set contains "last_run" if {
	valid
	runs_left == 1
}

degrade_set contains "short_output" if {
	valid
	counters.tokens >= cfg.max_tokens * cfg.degrade_tokens_ratio
}

degrade := sort(degrade_set)
