# METADATA
# title: sluice.redaction
# description: |
#   The rules the output stage applies to what the agent sees: byte caps on stdout and stderr,
#   error message and code excerpt lengths, printed table rows, the rows of the dataset the
#   artifacts of a run may reproduce, the artifact allow-list by content type with count and size
#   caps, the masks switched on, and the dataset columns whose values are masked. Defaults in data.json, optionally overridden per tenant.
package sluice.redaction

import rego.v1

cfg := object.union(data.sluice.config.redaction, object.get(data.sluice.config.tenants, [input.tenant.id, "redaction"], {}))

stdout_max_bytes := cfg.stdout_max_bytes

stderr_max_bytes := cfg.stderr_max_bytes

error_message_max := cfg.error_message_max

code_excerpt_max := cfg.code_excerpt_max

max_rows := cfg.max_rows

max_dataset_rows := cfg.max_dataset_rows

artifact_types := cfg.artifact_types

max_artifacts := cfg.max_artifacts

max_artifact_bytes := cfg.max_artifact_bytes

max_total_artifact_bytes := cfg.max_total_artifact_bytes

masks := cfg.masks

sensitive_columns := sort({c |
	some c in input.session.dataset.columns
	is_string(c)
	some p in cfg.sensitive_column_patterns
	regex.match(p, lower(c))
})
