package sluice.redaction_test

import rego.v1

import data.sluice.redaction

inp(columns) := {"tenant": {"id": "t1"}, "session": {"id": "s1", "dataset": {"columns": columns}}}

# The decision carries data.json's values, whatever a security team sets them to: this test
# must keep passing when a cap is edited, so that the edit reloads.
test_defaults if {
	i := inp(["region", "profit"])
	c := data.sluice.config.redaction
	redaction.stdout_max_bytes == c.stdout_max_bytes with input as i
	redaction.stderr_max_bytes == c.stderr_max_bytes with input as i
	redaction.error_message_max == c.error_message_max with input as i
	redaction.code_excerpt_max == c.code_excerpt_max with input as i
	redaction.max_rows == c.max_rows with input as i
	redaction.max_dataset_rows == c.max_dataset_rows with input as i
	redaction.artifact_types == c.artifact_types with input as i
	redaction.max_artifacts == c.max_artifacts with input as i
	redaction.max_artifact_bytes == c.max_artifact_bytes with input as i
	redaction.max_total_artifact_bytes == c.max_total_artifact_bytes with input as i
	redaction.masks == c.masks with input as i
	redaction.sensitive_columns == [] with input as i
}

# The shipped defaults stay safe: HTML is never an allowed artifact type, caps are positive,
# error messages stay within the observation's 500 characters.
test_shipped_defaults_are_safe if {
	c := data.sluice.config.redaction
	not "text/html" in c.artifact_types
	c.stdout_max_bytes > 0
	c.error_message_max <= 500
	c.code_excerpt_max <= 1000
	c.max_dataset_rows >= 0
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

# A tenant may allow its artifacts fewer of the dataset's rows (or none), without changing
# anyone else's; the default applies to the others.
test_max_dataset_rows_per_tenant if {
	tenants := {"t1": {"redaction": {"max_dataset_rows": 0}}}
	redaction.max_dataset_rows == 0 with input as inp([]) with data.sluice.config.tenants as tenants
	other := {"tenant": {"id": "t2"}, "session": {"id": "s1"}}
	redaction.max_dataset_rows == data.sluice.config.redaction.max_dataset_rows with input as other with data.sluice.config.tenants as tenants
}
