package sluice.limits_test

import rego.v1

import data.sluice.limits

test_defaults if {
	l := limits.limits with input as {"tenant": {"id": "t1"}}
	l == {
		"timeout_s": 8, "memory_mb": 512, "cpus": 1, "pids": 64,
		"stdout_bytes": 65536, "stderr_bytes": 65536, "output_files": 16,
		"output_bytes": 33554432, "file_size_bytes": 16777216, "tmp_bytes": 67108864,
	}
}

test_tenant_override_known_keys_only if {
	tenants := {"big": {"limits": {"timeout_s": 30, "memory_mb": 2048, "gpus": 1}}}
	l := limits.limits with input as {"tenant": {"id": "big"}} with data.sluice.config.tenants as tenants
	l.timeout_s == 30
	l.memory_mb == 2048
	l.pids == 64
	not "gpus" in object.keys(l)
}

test_missing_tenant_is_undefined if {
	not limits.limits with input as {"tenant": {}}
}
