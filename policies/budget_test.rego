package sluice.budget_test

import rego.v1

import data.sluice.budget

counters(runs, failures, runtime_ms, tokens, error_types) := {
	"runs": runs, "consecutive_failures": failures, "runtime_ms": runtime_ms,
	"tokens": tokens, "error_types": error_types,
}

inp(kind, c) := {"tenant": {"id": "t1"}, "session": {"id": "s1", "counters": c}, "request": {"kind": kind}}

fresh := counters(0, 0, 0, 0, {})

test_fresh_session_allowed if {
	i := inp("run", fresh)
	budget.allow with input as i
	budget.stop_reason == "" with input as i
	budget.hint == "" with input as i
	budget.degrade == [] with input as i
	budget.runs_left == data.sluice.config.budget.max_runs with input as i
}

test_null_error_types_allowed if {
	budget.allow with input as inp("run", counters(0, 0, 0, 0, null))
}

test_two_failures_stop_runs_with_clarify_hint if {
	i := inp("run", counters(3, 2, 1000, 0, {"KeyError": 2}))
	not budget.allow with input as i
	budget.stop_reason == "consecutive_failures" with input as i
	contains(budget.hint, "clarify") with input as i
	contains(budget.hint, "human review") with input as i
	"withdraw_run_python" in budget.degrade with input as i
}

test_two_failures_do_not_stop_tools if {
	budget.allow with input as inp("tool", counters(3, 2, 1000, 0, {}))
}

test_runs_exhausted if {
	i := inp("run", counters(20, 0, 0, 0, {}))
	budget.stop_reason == "runs_exhausted" with input as i
	budget.runs_left == 0 with input as i
}

test_last_run_degrades if {
	"last_run" in budget.degrade with input as inp("run", counters(19, 0, 0, 0, {}))
}

test_repeated_error_type if {
	budget.stop_reason == "repeated_error" with input as inp("run", counters(5, 1, 0, 0, {"KeyError": 3}))
}

test_runtime_and_tokens if {
	budget.stop_reason == "runtime_exhausted" with input as inp("tool", counters(1, 0, 300000, 0, {}))
	budget.stop_reason == "tokens_exhausted" with input as inp("list", counters(1, 0, 0, 500000, {}))
	"short_output" in budget.degrade with input as inp("run", counters(1, 0, 0, 400000, {}))
}

test_priority_order if {
	budget.stop_reason == "consecutive_failures" with input as inp("run", counters(25, 2, 900000, 900000, {"X": 9}))
}

test_malformed_counters_stop if {
	i := inp("run", {"runs": "1", "consecutive_failures": 0, "runtime_ms": 0, "tokens": 0, "error_types": {}})
	not budget.allow with input as i
	budget.stop_reason == "invalid_counters" with input as i
	budget.runs_left == 0 with input as i
}

test_missing_counters_stop if {
	not budget.allow with input as {"tenant": {"id": "t1"}, "session": {"id": "s1"}, "request": {"kind": "run"}}
}

test_missing_kind_stops if {
	i := {"tenant": {"id": "t1"}, "session": {"id": "s1", "counters": fresh}, "request": {}}
	not budget.allow with input as i
	budget.stop_reason == "invalid_request" with input as i
}

test_tenant_budget_override if {
	tenants := {"t1": {"budget": {"max_runs": 5}}}
	i := inp("run", counters(5, 0, 0, 0, {}))
	budget.stop_reason == "runs_exhausted" with input as i with data.sluice.config.tenants as tenants
}

test_unordered_reason_and_default_hint if {
	order := ["tokens_exhausted"]
	i := inp("run", counters(20, 0, 0, 0, {}))
	budget.stop_reason == "runs_exhausted" with input as i with data.sluice.config.budget.stop_order as order
	budget.hint != "" with input as i with data.sluice.config.budget.stop_order as order
}

test_missing_tenant_stops if {
	i := {"tenant": {}, "session": {"id": "s1", "counters": fresh}, "request": {"kind": "run"}}
	not budget.allow with input as i
	budget.stop_reason == "invalid_request" with input as i
}
