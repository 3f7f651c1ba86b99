package sluice.admission_tools_test

import rego.v1

import data.sluice.admission

tool_input(tool, args, columns) := {
	"tenant": {"id": "t1", "flags": {}},
	"session": {"id": "s1", "dataset": {"present": true, "inspected": true, "columns": ["region", "customer_email", "Phone", "revenue"]}},
	"request": {"kind": "tool", "tool": tool, "args": args, "columns": columns, "code_bytes": 0, "expected_artifacts": []},
	"analysis": null,
}

# The tests pin the settings they rely on, so that they hold whatever defaults data.json
# gives (a bundle whose own tests fail does not load).
patterns := ["(^|_)(e_?mail|phone)($|_)"]

allowed(inp, tenants) if {
	admission.allow with input as inp
		with data.sluice.config.admission.tools.allow_sensitive_columns as false
		with data.sluice.config.admission.tools.allowed_columns as []
		with data.sluice.config.redaction.sensitive_column_patterns as patterns
		with data.sluice.config.tenants as tenants
}

allow_of(inp) := x if {
	x := admission.allow with input as inp
		with data.sluice.config.admission.tools.allow_sensitive_columns as false
		with data.sluice.config.admission.tools.allowed_columns as []
		with data.sluice.config.redaction.sensitive_column_patterns as patterns
		with data.sluice.config.tenants as {}
}

violations(inp) := x if {
	x := admission.violations with input as inp
		with data.sluice.config.admission.tools.allow_sensitive_columns as false
		with data.sluice.config.admission.tools.allowed_columns as []
		with data.sluice.config.redaction.sensitive_column_patterns as patterns
		with data.sluice.config.tenants as {}
}

retry_hint(inp) := x if {
	x := admission.retry_hint with input as inp
		with data.sluice.config.admission.tools.allow_sensitive_columns as false
		with data.sluice.config.admission.tools.allowed_columns as []
		with data.sluice.config.redaction.sensitive_column_patterns as patterns
		with data.sluice.config.tenants as {}
}

group_by(col) := tool_input(
	"aggregate",
	{"group_by": [col], "metrics": [{"column": "revenue", "op": "sum"}], "filters": [], "sort": [], "limit": 100},
	sort([col, "revenue"]),
)

test_tool_over_ordinary_columns_allowed if {
	inp := group_by("region")
	allowed(inp, {})
	count(violations(inp)) == 0
	retry_hint(inp) == ""
}

test_tool_touching_no_column_allowed if {
	inp := tool_input("inspect_csv", {"sample_rows": 5}, [])
	allowed(inp, {})
	count(violations(inp)) == 0
}

test_group_by_sensitive_column_refused if {
	inp := group_by("customer_email")
	not allowed(inp, {})
	[v] := [v | some v in violations(inp)]
	v.rule == "no_sensitive_columns_in_tools"
	v.code == "sensitive_column"
	v.line == 0
	contains(v.message, `"customer_email"`)
	contains(v.message, "aggregate")
	v.hint == data.sluice.config.admission.tools.hints.sensitive_column
	retry_hint(inp) == v.hint
}

# Matched like the redaction policy matches them: in any case; one violation per column.
test_each_sensitive_column_named if {
	inp := tool_input("sql", {"query": "SELECT * FROM df", "limit": 100}, ["Phone", "customer_email", "region", "revenue"])
	not allowed(inp, {})
	count({v.message | some v in violations(inp)}) == 2
	{v.rule | some v in violations(inp)} == {"no_sensitive_columns_in_tools"}
}

# Facts are null for a tool call: the code rules neither refuse it for missing facts nor run.
test_tool_call_not_judged_as_code if {
	inp := group_by("region")
	not "unanalyzable" in {v.code | some v in violations(inp)}
	not admission.clean with input as inp
}

# A run is judged by its code alone, whatever request.columns and request.args hold: the same
# decision with and without them, and never by a tool rule.
test_run_ignores_tool_rules if {
	run := {
		"tenant": {"id": "t1", "flags": {}},
		"session": {"id": "s1"},
		"request": {"kind": "run", "code_bytes": 12, "args": null, "columns": []},
		"analysis": {
			"version": "1", "parsed": true, "syntax_error": null, "unsupported": "", "imports": [],
			"modules": [], "calls": [], "attributes": [], "attribute_chains": [], "dunders": [],
			"names": ["df"], "strings": [], "dynamic": [], "infinite_loops": [],
		},
	}
	touching := object.union(run, {"request": {"args": {"group_by": ["customer_email"]}, "columns": ["customer_email"]}})
	allow_of(run) == allow_of(touching)
	violations(run) == violations(touching)
	every v in violations(touching) {
		not v.rule in {"no_sensitive_columns_in_tools", "tool_columns"}
	}
}

test_tenant_may_allow_sensitive_columns if {
	inp := group_by("customer_email")
	allowed(inp, {"t1": {"admission": {"tools": {"allow_sensitive_columns": true}}}})
	not allowed(inp, {"t2": {"admission": {"tools": {"allow_sensitive_columns": true}}}})
}

test_tenant_may_allow_named_columns if {
	tenants := {"t1": {"admission": {"tools": {"allowed_columns": ["customer_email"]}}}}
	allowed(group_by("customer_email"), tenants)
	not allowed(group_by("Phone"), tenants)
}

# The tenant's redaction patterns decide which columns are sensitive, in tools as in output.
test_tenant_redaction_patterns_apply if {
	tenants := {"t1": {"redaction": {"sensitive_column_patterns": ["^region$"]}}}
	not allowed(group_by("region"), tenants)
	allowed(group_by("customer_email"), tenants)
}

test_tool_with_columns_absent_refused if {
	inp := tool_input("plot", {"kind": "hist", "x": "region"}, [])
	absent := json.remove(inp, ["request/columns"])
	not allowed(absent, {})
	{v.rule | some v in violations(absent)} == {"tool_columns"}
}

test_tool_without_columns_refused if {
	every columns in [null, "customer_email", ["region", 1]] {
		inp := tool_input("plot", {"kind": "hist", "x": "region"}, columns)
		not allowed(inp, {})
		{v.rule | some v in violations(inp)} == {"tool_columns"}
		retry_hint(inp) == data.sluice.config.admission.tools.hints.tool_unjudgeable
	}
}

test_tool_without_settings_uses_fallback_text if {
	inp := group_by("customer_email")
	vs := admission.violations with input as inp
		with data.sluice.config.admission as {}
		with data.sluice.config.redaction.sensitive_column_patterns as patterns
		with data.sluice.config.tenants as {}
	[v] := [v | some v in vs]
	v.message == "refused: aggregate, customer_email"
	v.hint != ""
}
