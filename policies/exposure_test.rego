package sluice.exposure_test

import rego.v1

import data.sluice.exposure

session(present, inspected, failures) := {
	"id": "s1",
	"dataset": {"present": present, "inspected": inspected, "columns": [], "dtypes": {}, "rows": 0, "bytes": 0},
	"counters": {"runs": 0, "consecutive_failures": failures, "runtime_ms": 0, "tokens": 0, "error_types": {}},
}

req(kind, tool) := {"kind": kind, "tool": tool, "purpose": "", "code_bytes": 0, "expected_artifacts": []}

inp(sess, request) := {"tenant": {"id": "t1", "flags": {}}, "session": sess, "request": request}

test_no_dataset_exposes_nothing if {
	i := inp(session(false, false, 0), req("list", ""))
	exposure.tools == set() with input as i
	exposure.allow with input as i
	exposure.code == "ok" with input as i
	startswith(exposure.message, "No dataset yet") with input as i
}

test_not_inspected_only_inspect_csv if {
	i := inp(session(true, false, 0), req("list", ""))
	exposure.tools == {"inspect_csv"} with input as i
	contains(exposure.message, "inspect_csv first") with input as i
}

test_inspected_exposes_fixed_tools_and_run_python if {
	i := inp(session(true, true, 0), req("list", ""))
	exposure.tools == {"inspect_csv", "aggregate", "plot", "sql", "run_python"} with input as i
	exposure.message == "" with input as i
}

test_two_failures_withdraw_run_python if {
	i := inp(session(true, true, 2), req("list", ""))
	tools := exposure.tools with input as i
	not "run_python" in tools
	"aggregate" in tools
	contains(exposure.message, "clarify") with input as i
	contains(exposure.message, "human review") with input as i
}

test_run_after_two_failures_refused_with_clarify if {
	i := inp(session(true, true, 2), req("run", ""))
	not exposure.allow with input as i
	exposure.code == "clarify" with input as i
	contains(exposure.message, "clarify") with input as i
}

test_one_failure_keeps_run_python if {
	i := inp(session(true, true, 1), req("run", ""))
	exposure.allow with input as i
	exposure.code == "ok" with input as i
}

test_missing_counters_withdraw_run_python if {
	s := object.remove(session(true, true, 0), ["counters"])
	i := inp(s, req("run", ""))
	not exposure.allow with input as i
	not "run_python" in exposure.tools with input as i
}

test_tenant_flag_withholds_code if {
	i := {"tenant": {"id": "t1", "flags": {"no_code_execution": true}}, "session": session(true, true, 0), "request": req("run", "")}
	not exposure.allow with input as i
	exposure.code == "withheld" with input as i
	not "run_python" in exposure.tools with input as i
	l := object.union(i, {"request": req("list", "")})
	contains(exposure.message, "switched off") with input as l
}

test_fixed_tool_call_allowed if {
	i := inp(session(true, true, 0), req("tool", "aggregate"))
	exposure.allow with input as i
}

test_external_access_refused if {
	every t in ["fetch_url", "web_search", "http_get", "shell"] {
		i := inp(session(true, true, 0), req("tool", t))
		not exposure.allow with input as i
		exposure.code == "external_access" with input as i
		contains(exposure.message, "External access") with input as i
	}
}

test_file_access_refused if {
	every t in ["read_file", "list_files", "write_file"] {
		i := inp(session(true, true, 0), req("tool", t))
		not exposure.allow with input as i
		exposure.code == "file_access" with input as i
	}
}

test_tool_before_upload_and_inspection if {
	exposure.code == "no_dataset" with input as inp(session(false, false, 0), req("tool", "aggregate"))
	exposure.code == "not_inspected" with input as inp(session(true, false, 0), req("tool", "aggregate"))
	exposure.code == "not_inspected" with input as inp(session(true, false, 0), req("run", ""))
}

test_inspect_csv_allowed_before_inspection if {
	exposure.allow with input as inp(session(true, false, 0), req("tool", "inspect_csv"))
}

test_unknown_tool_not_exposed if {
	i := inp(session(true, true, 0), req("tool", "summarise"))
	exposure.code == "not_exposed" with input as i
	not exposure.allow with input as i
}

test_bad_kind_refused if {
	i := inp(session(true, true, 0), req("delete", ""))
	not exposure.allow with input as i
	exposure.code == "bad_request" with input as i
	exposure.message == data.sluice.config.exposure.messages.bad_request with input as i
}
