# METADATA
# title: sluice.exposure
# description: |
#   Which tools the agent sees now, and whether this request may use one. Before a dataset is
#   uploaded nothing but its inspection is offered; until the dataset is inspected only
#   inspect_csv; afterwards the fixed tools plus run_python. After the configured number of
#   consecutive failures run_python is withdrawn and the agent is told to ask the user to clarify
#   or request human review; a tenant flag can withhold code execution altogether. Requests for
#   any tool not exposed (external access, arbitrary files) are refused.
package sluice.exposure

import rego.v1

import input.request.kind
import input.session.counters
import input.session.dataset

cfg := data.sluice.config.exposure

present if dataset.present == true

inspected if {
	present
	dataset.inspected == true
}

withheld if input.tenant.flags[cfg.withhold_flag] == true

# Missing or malformed counters count as failing: code execution stays withdrawn (fail closed).
code_ok if {
	n := counters.consecutive_failures
	is_number(n)
	n < data.sluice.config.budget.max_consecutive_failures
}

failing if not code_ok

tools contains cfg.inspect_tool if present

tools contains t if {
	inspected
	some t in cfg.fixed_tools
}

tools contains cfg.code_tool if {
	inspected
	not withheld
	not failing
}

default allow := false

allow if kind == "list"

allow if {
	kind == "tool"
	input.request.tool in tools
}

allow if {
	kind == "run"
	cfg.code_tool in tools
}

default code := "bad_request"

code := "ok" if {
	allow
} else := "external_access" if {
	kind == "tool"
	regex.match(cfg.external_access_pattern, input.request.tool)
} else := "file_access" if {
	kind == "tool"
	regex.match(cfg.file_access_pattern, input.request.tool)
} else := "no_dataset" if {
	kind in {"tool", "run"}
	not present
} else := "not_inspected" if {
	kind in {"tool", "run"}
	not inspected
} else := "withheld" if {
	kind == "run"
	withheld
} else := "clarify" if {
	kind == "run"
	failing
} else := "not_exposed" if {
	kind in {"tool", "run"}
}

default message := ""

message := cfg.messages[code] if {
	not allow
} else := cfg.messages.no_dataset if {
	not present
} else := cfg.messages.not_inspected if {
	not inspected
} else := cfg.messages.withheld if {
	withheld
} else := cfg.messages.clarify if {
	failing
}
