# METADATA
# title: sluice.review
# description: |
#   After a run: what it produced against what it declared. The input is the request's input
#   plus input.outcome, what the run produced once the redaction stage had passed it (artifact
#   names, content types, sizes, rows reproduced from the dataset; stdout and stderr sizes, the
#   error type, the wall time, how it ended). The result says which of those artifacts come
#   back (returned) and which are withheld, each with the rule and a reason the agent reads,
#   and flags for auditors: an artifact produced but not declared in expected_artifacts, one
#   declared but not produced, and a purpose the run's behaviour does not bear out (a purpose
#   that matches a purpose_rules pattern while the run, which ended ok, produced no artifact of
#   the rule's type: "a chart" and no image). By default everything the redaction stage let
#   through comes back: an artifact is withheld only by a rule the review config switches on
#   (withhold_undeclared, withhold_types, max_artifact_bytes, max_dataset_rows). Declarations
#   are compared for code runs only (fixed tools declare nothing). Defaults in data.json,
#   optionally overridden per tenant.
package sluice.review

import rego.v1

cfg := object.union(data.sluice.config.review, object.get(data.sluice.config.tenants, [input.tenant.id, "review"], {}))

# artifacts are what the run produced and the redaction stage let through; anything that is
# not an object with a string name is ignored (it cannot be returned either).
artifacts := [a |
	some a in input.outcome.artifacts
	is_object(a)
	is_string(a.name)
]

produced := {a.name | some a in artifacts}

is_run if input.request.kind == "run"

# declared are the base names of expected_artifacts: an agent that declares
# "/workspace/output/chart.png" or "out/chart.png" declares chart.png.
declared := {base(n) |
	some n in input.request.expected_artifacts
	is_string(n)
}

base(n) := regex.replace(n, `^.*/`, "")

undeclared contains a if {
	is_run
	some a in artifacts
	not a.name in declared
}

flags contains {"code": "undeclared_artifact", "message": sprintf(cfg.messages.undeclared_flag, [a.name])} if {
	cfg.flag_undeclared
	some a in undeclared
}

flags contains {"code": "missing_artifact", "message": sprintf(cfg.messages.missing_flag, [n])} if {
	cfg.flag_missing
	is_run
	some n in declared
	not n in produced
}

flags contains {"code": "purpose_mismatch", "message": r.message} if {
	is_run
	input.outcome.exit == "ok"
	is_string(input.request.purpose)
	some r in cfg.purpose_rules
	regex.match(r.purpose_pattern, input.request.purpose)
	not produced_type(r.type_prefix)
}

produced_type(prefix) if {
	some a in artifacts
	startswith(a.type, prefix)
}

withheld contains {"name": a.name, "rule": "undeclared", "reason": cfg.messages.undeclared} if {
	cfg.withhold_undeclared
	some a in undeclared
}

withheld contains {"name": a.name, "rule": "refused_type", "reason": sprintf(cfg.messages.refused_type, [a.type])} if {
	some a in artifacts
	a.type in cfg.withhold_types
}

withheld contains {"name": a.name, "rule": "too_large", "reason": sprintf(cfg.messages.too_large, [a.bytes, cfg.max_artifact_bytes])} if {
	is_number(cfg.max_artifact_bytes)
	some a in artifacts
	is_number(a.bytes)
	a.bytes > cfg.max_artifact_bytes
}

withheld contains {"name": a.name, "rule": "dataset_rows", "reason": sprintf(cfg.messages.dataset_rows, [a.dataset_rows, cfg.max_dataset_rows])} if {
	is_number(cfg.max_dataset_rows)
	some a in artifacts
	a.type in cfg.textual_types
	is_number(a.dataset_rows)
	a.dataset_rows > cfg.max_dataset_rows
}

withheld_names := {w.name | some w in withheld}

# returned is undefined when the review config cannot be read (no tenant id): the engine
# then refuses, and the gateway withholds every artifact (fail closed).
returned := sort([n |
	some n in produced
	not n in withheld_names
]) if is_object(cfg)
