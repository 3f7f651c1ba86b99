# METADATA
# title: sluice.log
# description: |
#   What the decision log must not keep, in the shape of OPA's system.log.mask: the rule sees
#   {"input": <decision input>, "path": <decision path>} and returns JSON pointers to erase, or
#   {"op": "upsert", "path", "value"} objects that replace a value. Secret-looking string literals
#   of the code, secret-looking strings of a fixed tool's arguments and a secret-looking purpose
#   are replaced; paths listed in data.json are erased.
package sluice.log

import rego.v1

cfg := data.sluice.config.log

mask contains p if some p in cfg.erase

mask contains {"op": "upsert", "path": sprintf("/input/analysis/strings/%d", [i]), "value": cfg.replacement} if {
	strings_may_hold_secrets
	some i, s in input.input.analysis.strings
	secret(s)
}

# Most code holds no secret, and trying each string costs an evaluation step per string. One
# match over all strings joined by NUL tells whether any string can match: a pattern that
# matches inside one string matches inside the joined text too, as long as it does not anchor
# (^, $, \A, \z), which the bundle's tests rule out. Anything but an array of strings is tried
# string by string.
strings_may_hold_secrets if {
	strings_only(input.input.analysis.strings)
	regex.match(secret_pattern, concat("\u0000", input.input.analysis.strings))
}

strings_may_hold_secrets if not strings_only(input.input.analysis.strings)

strings_only(a) if {
	is_array(a)
	regex.match(`^\[(?:"(?:[^"\\]|\\.)*"(?:,"(?:[^"\\]|\\.)*")*)?\]$`, json.marshal(a))
}

mask contains {"op": "upsert", "path": "/input/request/purpose", "value": cfg.replacement} if {
	secret(input.input.request.purpose)
}

# A fixed tool's arguments (an SQL query, a filter's value) may hold secrets as code does: each
# secret-looking string in them is replaced.
mask contains {"op": "upsert", "path": concat("/", array.concat(["", "input", "request", "args"], [pointer_token(p) | some p in path])), "value": cfg.replacement} if {
	walk(input.input.request.args, [path, s])
	count(path) > 0
	secret(s)
}

# pointer_token escapes one step of a path as a JSON pointer (RFC 6901) token.
pointer_token(p) := replace(replace(p, "~", "~0"), "/", "~1") if is_string(p)

pointer_token(p) := sprintf("%v", [p]) if not is_string(p)

secret(s) if {
	is_string(s)
	regex.match(secret_pattern, s)
}

# secret_pattern is all secret_patterns in one regular expression, each in its own group so that
# its flags stay its own: a string matches it exactly when it matches one of them. The bundle's
# tests check that every pattern is valid on its own and so cannot bleed into the next.
secret_pattern := sprintf("(?:%s)", [concat(")|(?:", cfg.secret_patterns)]) if count(cfg.secret_patterns) > 0
