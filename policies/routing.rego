# METADATA
# title: sluice.routing
# description: |
#   Where a run goes: the first executor of the preference list (data.json, or the tenant's own)
#   that is available and may take the run, and the smallest image (input.images is sorted smallest first) whose
#   packages cover every non-stdlib top-level module the code imports plus the modules the harness
#   itself needs. When no image has them, image is undefined and missing lists the modules no
#   image provides, with a hint naming the packages that are available.
package sluice.routing

import rego.v1

cfg := data.sluice.config.routing

preference := object.get(data.sluice.config.tenants, [input.tenant.id, "executors"], cfg.executor_preference)

available := [e | some e in preference; e in input.executors; may_take(e)]

may_take(e) if e != "function"

# The function executor cannot stop code reaching the network (a function outside a VPC has
# egress; see executors/function): it takes a run only where the operator says the functions
# run without egress (deploy/function), or the tenant accepts code that may reach the network,
# and only a dataset that fits one invocation's event.
may_take("function") if {
	object.get(data.sluice.config.tenants, [input.tenant.id, "accept_function_egress"], cfg.accept_function_egress) == true
	dataset_bytes <= cfg.function_max_dataset_bytes
}

# input.dataset.bytes by its path, not input as a whole (which would make the log mask's
# evaluation per decision: policies/cache.go).
dataset_bytes := input.dataset.bytes if is_number(input.dataset.bytes)

else := 0

executor := available[0]

top(m) := split(m, ".")[0]

imported contains top(m) if {
	some m in input.analysis.modules
	is_string(m)
}

imported contains top(imp.module) if {
	some imp in input.analysis.imports
	is_string(imp.module)
}

needed contains t if {
	some t in imported
	t != ""
	not stdlib(t)
}

stdlib(t) if cfg.stdlib[t] == true

needed contains t if some t in cfg.harness_modules

provides(img, t) if t in img.packages

provides(img, t) if cfg.module_packages[t] in img.packages

fits(img) if {
	every t in needed {
		provides(img, t)
	}
}

fitting := [img.name | some img in input.images; fits(img)]

image := fitting[0]

provided_somewhere(t) if {
	some img in input.images
	provides(img, t)
}

absent := sort({t | some t in needed; not provided_somewhere(t)})

missing := absent if {
	not image
	count(absent) > 0
} else := sort(needed) if {
	not image
}

packages := sort({p | some img in input.images; some p in img.packages})

hint := sprintf("No image provides %s. Available packages: %s. Rewrite the code with these only.", [
	concat(", ", missing),
	concat(", ", packages),
]) if {
	not image
}
