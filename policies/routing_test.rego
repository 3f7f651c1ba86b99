package sluice.routing_test

import rego.v1

import data.sluice.routing

images := [
	{"name": "python-data-basic", "packages": ["pandas", "numpy", "matplotlib"]},
	{"name": "python-stats", "packages": ["pandas", "numpy", "matplotlib", "scipy", "statsmodels"]},
	{"name": "python-ml-lite", "packages": ["pandas", "numpy", "matplotlib", "scipy", "statsmodels", "scikit-learn"]},
]

inp(modules) := {
	"tenant": {"id": "t1"},
	"executors": ["container", "subprocess"],
	"images": images,
	"analysis": {"modules": modules, "imports": [{"module": m, "name": "", "alias": "", "line": 1} | some m in modules]},
}

test_preferred_executor if {
	routing.executor == "subprocess" with input as inp([])
}

test_tenant_executor_preference if {
	tenants := {"t1": {"executors": ["container", "subprocess"]}}
	routing.executor == "container" with input as inp([]) with data.sluice.config.tenants as tenants
}

test_no_executor_is_undefined if {
	not routing.executor with input as object.union(inp([]), {"executors": ["wasm"]})
}

test_basic_image_for_pandas if {
	routing.image == "python-data-basic" with input as inp(["pandas", "numpy", "os", "os.path", "json"])
}

test_smallest_image_with_scipy if {
	routing.image == "python-stats" with input as inp(["scipy.stats", "pandas"])
}

test_sklearn_maps_to_scikit_learn if {
	routing.image == "python-ml-lite" with input as inp(["sklearn.linear_model", "scipy"])
}

test_tool_call_gets_smallest_image if {
	routing.image == "python-data-basic" with input as object.remove(inp([]), ["analysis"])
}

test_missing_package if {
	i := inp(["seaborn", "pandas"])
	not routing.image with input as i
	routing.missing == ["seaborn"] with input as i
	hint := routing.hint with input as i
	contains(hint, "seaborn")
	contains(hint, "scikit-learn")
}

test_no_single_image_has_all if {
	split_images := [
		{"name": "a", "packages": ["pandas", "numpy", "matplotlib", "scipy"]},
		{"name": "b", "packages": ["pandas", "numpy", "matplotlib", "statsmodels"]},
	]
	i := object.union(inp(["scipy", "statsmodels"]), {"images": split_images})
	not routing.image with input as i
	routing.missing == ["matplotlib", "numpy", "pandas", "scipy", "statsmodels"] with input as i
}

test_allowed_when_image_fits if {
	not routing.missing with input as inp(["pandas"])
	not routing.hint with input as inp(["pandas"])
}

test_packages_of_other_shapes if {
	odd := [{"name": "set-like", "packages": {"pandas": "pandas", "numpy": "numpy", "matplotlib": "matplotlib"}}, {"name": "none", "packages": null}]
	routing.image == "set-like" with input as object.union(inp([]), {"images": odd})
	not routing.image with input as object.union(inp([]), {"images": [{"name": "x", "packages": "pandas numpy matplotlib"}]})
}

test_duplicate_packages_do_not_count_twice if {
	dup := [{"name": "dup", "packages": ["pandas", "pandas", "pandas"]}]
	not routing.image with input as object.union(inp([]), {"images": dup})
}

test_function_needs_accepted_egress if {
	i := object.union(inp([]), {"executors": ["function"]})
	not routing.executor with input as i with data.sluice.config.routing.accept_function_egress as false
	routing.executor == "function" with input as i with data.sluice.config.routing.accept_function_egress as true
	tenants := {"t1": {"accept_function_egress": true}}
	routing.executor == "function" with input as i with data.sluice.config.tenants as tenants
}

test_function_skipped_for_a_tenant_without_egress_acceptance if {
	i := object.union(inp([]), {"executors": ["function", "container"]})
	tenants := {"t1": {"executors": ["function", "container"]}}
	routing.executor == "container" with input as i with data.sluice.config.tenants as tenants
		with data.sluice.config.routing.accept_function_egress as false
	refused := {"t1": {"executors": ["function", "container"], "accept_function_egress": false}}
	routing.executor == "container" with input as i with data.sluice.config.tenants as refused
		with data.sluice.config.routing.accept_function_egress as true
}

test_function_takes_no_dataset_beyond_an_event if {
	i := object.union(inp([]), {"executors": ["function", "subprocess"], "dataset": {"bytes": 5000000}})
	tenants := {"t1": {"executors": ["function", "subprocess"], "accept_function_egress": true}}
	routing.executor == "subprocess" with input as i with data.sluice.config.tenants as tenants
	small := object.union(i, {"dataset": {"bytes": 1000}})
	routing.executor == "function" with input as small with data.sluice.config.tenants as tenants
}
