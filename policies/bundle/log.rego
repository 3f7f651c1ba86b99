# METADATA
# title: sluice.log
# description: |
#   What the decision log must not keep, in the shape of OPA's system.log.mask: the rule sees
#   {"input": <decision input>, "path": <decision path>} and returns JSON pointers to erase, or
#   {"op": "upsert", "path", "value"} objects that replace a value. Secret-looking string literals
#   of the code and a secret-looking purpose are replaced; paths listed in data.json are erased.
package sluice.log

import rego.v1

cfg := data.sluice.config.log

mask contains p if some p in cfg.erase

mask contains {"op": "upsert", "path": sprintf("/input/analysis/strings/%d", [i]), "value": cfg.replacement} if {
	some i, s in input.input.analysis.strings
	secret(s)
}

mask contains {"op": "upsert", "path": "/input/request/purpose", "value": cfg.replacement} if {
	secret(input.input.request.purpose)
}

secret(s) if {
	is_string(s)
	some p in cfg.secret_patterns
	regex.match(p, s)
}
