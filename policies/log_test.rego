package sluice.log_test

import rego.v1

import data.sluice.log

event(strings, purpose) := {
	"path": "sluice/admission",
	"input": {"request": {"purpose": purpose}, "analysis": {"strings": strings}},
}

test_nothing_to_mask if {
	log.mask == set() with input as event(["profit", "region"], "margin by region")
}

test_secret_strings_masked if {
	m := log.mask with input as event(["profit", "sk-abcdefghijklmnopqrstuv", "AKIAABCDEFGHIJKLMNOP"], "x")
	m == {
		{"op": "upsert", "path": "/input/analysis/strings/1", "value": "**REDACTED**"},
		{"op": "upsert", "path": "/input/analysis/strings/2", "value": "**REDACTED**"},
	}
}

test_secret_purpose_masked if {
	m := log.mask with input as event([], "use password=hunter2 for the db")
	{"op": "upsert", "path": "/input/request/purpose", "value": "**REDACTED**"} in m
}

test_configured_erase if {
	m := log.mask with input as event([], "x") with data.sluice.config.log.erase as ["/input/tenant/flags"]
	"/input/tenant/flags" in m
}

test_non_strings_ignored if {
	log.mask == set() with input as event([1, null], null)
}

test_no_patterns_no_secrets if {
	log.mask == set() with input as event(["sk-abcdefghijklmnopqrstuv"], "password=x") with data.sluice.config.log.secret_patterns as []
}

# secret_pattern joins the patterns; that is only the same as trying each when each is valid on
# its own and quotes nothing past its end. strings_may_hold_secrets matches them over all strings
# joined, which needs patterns that do not anchor.
test_secret_patterns_are_self_contained if {
	every p in data.sluice.config.log.secret_patterns {
		regex.is_valid(p)
		not contains(p, `\Q`)
		not regex.match(`\^|\$|\\A|\\z`, p)
	}
}

test_secret_among_many_strings_masked if {
	m := log.mask with input as event(["a", "b", "token = abc", "c"], "x")
	m == {{"op": "upsert", "path": "/input/analysis/strings/2", "value": "**REDACTED**"}}
}

test_strings_of_other_shapes_checked_one_by_one if {
	m := log.mask with input as event(["sk-abcdefghijklmnopqrstuv", 7, null], "x")
	m == {{"op": "upsert", "path": "/input/analysis/strings/0", "value": "**REDACTED**"}}
	n := log.mask with input as {"input": {"analysis": {"strings": {"k": "sk-abcdefghijklmnopqrstuv"}}}}
	count(n) == 1
}

test_pattern_flags_stay_their_own if {
	# (?i) of the private-key pattern must not make the AKIA pattern case-insensitive.
	m := log.mask with input as event(["akiaabcdefghijklmnop", "-----begin rsa private key-----"], "x")
	m == {{"op": "upsert", "path": "/input/analysis/strings/1", "value": "**REDACTED**"}}
}

test_secret_tool_arguments_masked if {
	inp := {"path": "sluice/admission", "input": {"request": {"kind": "tool", "args": {
		"query": "SELECT * FROM df WHERE token = 'sk-abcdefghijklmnopqrstuv'",
		"filters": [{"column": "a/b~c", "op": "==", "value": "password=hunter2"}],
		"odd/key~": "AKIAABCDEFGHIJKLMNOP",
		"limit": 100,
	}}}}
	m := log.mask with input as inp
	m == {
		{"op": "upsert", "path": "/input/request/args/query", "value": "**REDACTED**"},
		{"op": "upsert", "path": "/input/request/args/filters/0/value", "value": "**REDACTED**"},
		{"op": "upsert", "path": "/input/request/args/odd~1key~0", "value": "**REDACTED**"},
	}
}

test_plain_tool_arguments_kept if {
	inp := {"path": "sluice/admission", "input": {"request": {"kind": "tool", "args": {"group_by": ["region"], "limit": 100}}}}
	log.mask == set() with input as inp
}
