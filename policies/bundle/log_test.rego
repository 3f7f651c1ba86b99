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
