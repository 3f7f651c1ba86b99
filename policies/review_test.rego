package sluice.review_test

import rego.v1

import data.sluice.review

art(name, typ, bytes, rows) := {"name": name, "type": typ, "bytes": bytes, "dataset_rows": rows}

chart := art("chart.png", "image/png", 18211, 0)

extra := art("extra.csv", "text/csv", 2048, 60)

inp(kind, purpose, expected, artifacts) := {
	"tenant": {"id": "t1"},
	"session": {"id": "s1"},
	"request": {"kind": kind, "purpose": purpose, "expected_artifacts": expected},
	"outcome": {
		"exit": "ok", "error_type": "", "artifacts": artifacts, "artifacts_refused": 0,
		"stdout_bytes": 10, "stderr_bytes": 0, "duration_ms": 31,
	},
}

codes(flags) := sort([f.code | some f in flags])

# By default everything the redaction stage let through comes back, and the shipped config
# stays that way: no withhold rule is switched on.
test_default_returns_everything if {
	i := inp("run", "margin by region", ["chart.png", "extra.csv"], [chart, extra])
	review.returned == ["chart.png", "extra.csv"] with input as i
	review.withheld == set() with input as i
	review.flags == set() with input as i
}

test_shipped_defaults_withhold_nothing if {
	c := data.sluice.config.review
	not c.withhold_undeclared
	c.withhold_types == []
	c.max_artifact_bytes == null
	c.max_dataset_rows == null
}

test_undeclared_is_flagged_not_withheld if {
	i := inp("run", "margin by region", ["chart.png"], [chart, extra])
	review.returned == ["chart.png", "extra.csv"] with input as i
	review.withheld == set() with input as i
	codes(review.flags) == ["undeclared_artifact"] with input as i
	some f in review.flags with input as i
	contains(f.message, "extra.csv")
}

test_missing_is_flagged if {
	i := inp("run", "margin by region", ["chart.png", "table.csv"], [chart])
	codes(review.flags) == ["missing_artifact"] with input as i
	some f in review.flags with input as i
	contains(f.message, "table.csv")
}

test_declared_with_a_path_is_its_base_name if {
	i := inp("run", "margin by region", ["/workspace/output/chart.png"], [chart])
	review.flags == set() with input as i
}

test_no_expected_artifacts if {
	i := inp("run", "margin by region", null, [chart])
	codes(review.flags) == ["undeclared_artifact"] with input as i
	review.returned == ["chart.png"] with input as i
}

test_tools_declare_nothing if {
	i := inp("tool", "", [], [chart])
	review.flags == set() with input as i
	review.returned == ["chart.png"] with input as i
	review.withheld == set() with input as i with data.sluice.config.tenants as {"t1": {"review": {"withhold_undeclared": true}}}
}

test_tenant_withholds_undeclared if {
	tenants := {"t1": {"review": {"withhold_undeclared": true}}}
	i := inp("run", "margin by region", ["chart.png"], [chart, extra])
	review.returned == ["chart.png"] with input as i with data.sluice.config.tenants as tenants
	some w in review.withheld with input as i with data.sluice.config.tenants as tenants
	w.name == "extra.csv"
	w.rule == "undeclared"
	contains(w.reason, "expected_artifacts")
	count(review.withheld) == 1 with input as i with data.sluice.config.tenants as tenants
}

test_tenant_withholds_types_and_sizes if {
	tenants := {"t1": {"review": {"withhold_types": ["text/csv"], "max_artifact_bytes": 10000}}}
	i := inp("run", "margin by region", ["chart.png", "extra.csv"], [chart, extra])
	review.returned == [] with input as i with data.sluice.config.tenants as tenants
	rules := {[w.name, w.rule] | some w in review.withheld} with input as i with data.sluice.config.tenants as tenants
	rules == {["extra.csv", "refused_type"], ["chart.png", "too_large"]}
}

test_dataset_rows_withhold_text_only if {
	tenants := {"t1": {"review": {"max_dataset_rows": 50}}}
	many := art("rows.png", "image/png", 100, 500) # an image's count is not a reproduction
	i := inp("run", "margin by region", ["extra.csv", "rows.png"], [extra, many])
	review.returned == ["rows.png"] with input as i with data.sluice.config.tenants as tenants
	some w in review.withheld with input as i with data.sluice.config.tenants as tenants
	w.name == "extra.csv"
	w.rule == "dataset_rows"
	contains(w.reason, "60 rows")
}

test_purpose_mismatch if {
	i := inp("run", "plot margin by region", [], [])
	codes(review.flags) == ["purpose_mismatch"] with input as i
	review.flags == set() with input as inp("run", "plot margin by region", ["chart.png"], [chart])
	review.flags == set() with input as inp("run", "margin by region", [], [])
}

test_purpose_mismatch_only_after_an_ok_run if {
	i := json.patch(inp("run", "a chart of margin", [], []), [{"op": "replace", "path": "/outcome/exit", "value": "raised"}])
	review.flags == set() with input as i
}

test_malformed_outcome_returns_nothing if {
	i := json.patch(inp("run", "x", [], []), [{"op": "replace", "path": "/outcome/artifacts", "value": [1, {"name": 2}, "a"]}])
	review.returned == [] with input as i
	review.returned == [] with input as {"tenant": {"id": "t1"}, "session": {"id": "s1"}, "request": {"kind": "run"}}
}

test_no_tenant_is_undefined if {
	not review.returned with input as {"session": {"id": "s1"}, "request": {"kind": "run"}, "outcome": {"artifacts": [chart]}}
}
