# METADATA
# title: sluice.limits
# description: |
#   The sandbox limits for a run: the defaults of data.json, with per-tenant overrides from
#   data.sluice.config.tenants[id].limits for known keys only. The result has exactly the keys
#   of the defaults; a missing tenant id leaves it undefined (the engine refuses).
package sluice.limits

import rego.v1

base := data.sluice.config.limits

overrides := object.get(data.sluice.config.tenants, [input.tenant.id, "limits"], {})

limits := object.union(base, object.filter(overrides, object.keys(base))) if is_object(overrides)
