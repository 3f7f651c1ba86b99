# Admission of fixed tool calls (request kind "tool"), in package sluice.admission beside the
# rules on code. A fixed tool is a pre-reviewed template, so its call is allowed unless an
# argument-level rule below objects. The rules read input.request.args, the tool's validated
# arguments in canonical form, and input.request.columns, the dataset columns those arguments
# touch (group, filter, aggregate, plot or select; every column for SQL's SELECT *), which the
# gateway computes with the tool catalogue (images/tools.Columns). Facts are null for tool
# calls: the code rules of admission.rego never judge them (violations is tool_violations for
# a tool call).
#
# Settings: data.json's sluice.config.admission.tools, overridden per tenant under
# tenants.<id>.admission.tools; which columns are sensitive is the redaction policy's
# sensitive_column_patterns (tenant overrides included), so that the columns whose values are
# masked in output are the columns a tool may not work on.
package sluice.admission

import rego.v1

tool_call if input.request.kind == "tool"

allow if {
	tool_call
	count(violations) == 0
}

tools_cfg := object.union(
	object.get(data.sluice.config.admission, "tools", {}),
	object.get(data.sluice.config.tenants, [input.tenant.id, "admission", "tools"], {}),
)

redaction_cfg := object.union(
	data.sluice.config.redaction,
	object.get(data.sluice.config.tenants, [input.tenant.id, "redaction"], {}),
)

sensitive_patterns := object.get(redaction_cfg, "sensitive_column_patterns", [])

tool_violation(code, rule, what) := {
	"rule": rule,
	"code": code,
	"message": tool_message(code, what),
	"hint": object.get(object.get(tools_cfg, "hints", {}), code, "This tool call is refused by policy; request human review."),
	"line": 0,
}

# tool_message formats the message of code with the values what, or lists them when the
# settings have no message for code.
tool_message(code, what) := sprintf(f, what) if {
	f := tools_cfg.messages[code]
} else := sprintf("refused: %s", [concat(", ", [sprintf("%v", [w]) | some w in what])])

# The columns must be a list of names; anything else cannot be judged (fail closed).
tool_columns_ok if {
	is_array(input.request.columns)
	every c in input.request.columns {
		is_string(c)
	}
}

# METADATA
# title: tool_columns
# description: A tool call that does not name the columns its arguments touch cannot be judged and is refused.
# custom:
#   code: tool_unjudgeable
tool_violations contains v if {
	not tool_columns_ok
	v := tool_violation("tool_unjudgeable", "tool_columns", [input.request.tool])
}

sensitive_columns_allowed if tools_cfg.allow_sensitive_columns == true

sensitive_tool_column(c) if {
	not c in object.get(tools_cfg, "allowed_columns", [])
	some p in sensitive_patterns
	regex.match(p, lower(c))
}

# METADATA
# title: no_sensitive_columns_in_tools
# description: |
#   A fixed tool whose arguments touch a sensitive column (one matching the redaction policy's
#   sensitive_column_patterns: e-mail, phone, ID and card numbers, secrets) is refused: grouping,
#   filtering, aggregating, plotting or selecting by it would reveal it through the result,
#   whose column names no longer say where the values came from. The tenant's configuration may
#   allow sensitive columns in tools (allow_sensitive_columns) or name the ones it allows
#   (allowed_columns).
# custom:
#   code: sensitive_column
tool_violations contains v if {
	tool_columns_ok
	not sensitive_columns_allowed
	some c in input.request.columns
	sensitive_tool_column(c)
	v := tool_violation("sensitive_column", "no_sensitive_columns_in_tools", [input.request.tool, c])
}
