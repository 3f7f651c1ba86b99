package sluice.redaction_test

import rego.v1

import data.sluice.redaction

inp(columns) := {"tenant": {"id": "t1"}, "session": {"id": "s1", "dataset": {"columns": columns}}}

test_defaults if {
	i := inp(["region", "profit"])
	redaction.stdout_max_bytes == 4096 with input as i
	redaction.stderr_max_bytes == 2048 with input as i
	redaction.error_message_max == 500 with input as i
	redaction.code_excerpt_max == 1000 with input as i
	redaction.max_rows == 50 with input as i
	"image/png" in redaction.artifact_types with input as i
	not "text/html" in redaction.artifact_types with input as i
	redaction.max_artifacts == 8 with input as i
	redaction.max_artifact_bytes == 5242880 with input as i
	redaction.max_total_artifact_bytes == 16777216 with input as i
	"email" in redaction.masks with input as i
	redaction.sensitive_columns == [] with input as i
}

test_sensitive_columns if {
	i := inp(["region", "customer_email", "Phone", "api_key", "tokens_used", "profit"])
	redaction.sensitive_columns == ["Phone", "api_key", "customer_email"] with input as i
}

test_no_columns if {
	redaction.sensitive_columns == [] with input as {"tenant": {"id": "t1"}, "session": {}}
}

test_tenant_override if {
	tenants := {"t1": {"redaction": {"max_rows": 10, "masks": []}}}
	redaction.max_rows == 10 with input as inp([]) with data.sluice.config.tenants as tenants
	redaction.masks == [] with input as inp([]) with data.sluice.config.tenants as tenants
}
