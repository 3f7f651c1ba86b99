# METADATA
# title: sluice.admission
# description: |
#   Decides whether a piece of agent code may run at all. The input's analysis document is the
#   analyzer's Facts (imports, modules, resolved calls, attribute chains, dunders, names, strings,
#   dynamic-code sites, infinite loops). Default deny: allow is true only when the facts are complete
#   and parsed and no rule below reports a violation. Every violation names its rule, carries a
#   stable code and a hint telling the agent what to do instead; retry_hint joins those hints.
#
#   Call sites: each call in the facts says where its arguments come from (a literal and its
#   values, out_dir or a path built from it, a temporary directory, an in-memory buffer, the data,
#   or unknown), whether the callee is the code's own function, and what a method is called on.
#   Calls that list, delete, move or load files (file_access.checked_calls) are admitted only on
#   paths under out_dir or a temporary directory, or on literal paths the policy allows;
#   getattr and friends only with literal names or, for reading, a column name of df on df. A
#   call that opens or writes a file is accepted with literal arguments (every absolute-path
#   string in the code must then be the dataset or lie under out_dir), with a path argument of a
#   known good provenance, and with any computed path when the code refers to out_dir
#   (computed_paths_with_out_dir). The sandbox is the hard boundary; this policy refuses what it
#   can see before anything starts.
package sluice.admission

import rego.v1

import input.analysis as facts

cfg := data.sluice.config.admission

fa := cfg.file_access

default allow := false

allow if {
	analyzable
	count(violations) == 0
}

default retry_hint := ""

retry_hint := concat(" ", sort({v.hint | some v in violations})) if count(violations) > 0

# violations are every reason to refuse the request: for a fixed tool call those of the
# argument rules (admission_tools.rego); for code none when the quick scan finds it clean, else
# the findings of the rules below.
violations := tool_violations if {
	tool_call
} else := set() if {
	clean
} else := findings

# --- the quick scan ------------------------------------------------------------------------------
#
# Most code is clean, and checking it rule by rule costs a lookup per name, prefix and string. The
# quick scan looks at each kind of fact as a whole instead: one lookup of all names and their
# dotted prefixes per deny list, one regular expression over the JSON of all strings, one over
# the JSON of all names. It is conservative: whatever it cannot settle cheaply (a sys.* name, a
# URL, a path, a dunder in a string, a computed path without out_dir, a fact of the wrong shape)
# leaves clean undefined, and the rules then run one by one.
#
# WARNING: clean must never hold when a rule of findings would report. A rule added to findings
# needs its check here; the bundle's tests (data shapes, the rules' own tests) and the Go tests
# TestQuickScanIsConservative and TestAdmissionTable hold clean to that.
clean if {
	analyzable
	not code_too_large
	not loops_refused
	facts.dynamic == []
	quiet_strings
	quiet_dunders
	quiet_attributes
	quiet_names
	quiet_io
	quiet_references
}

code_too_large if input.request.code_bytes > cfg.max_code_bytes

loops_refused if {
	cfg.refuse_infinite_loops == true
	some _ in facts.infinite_loops
}

# Strings: the JSON text of facts.strings shows every URL ("://"), dunder ("__"), absolute or
# home path or file: URL (a string starting with / ~ file:) and ".." path segment. When it shows
# one, the paths code may name (the dataset, out_dir and what lies under it) are cut out and it
# is looked at again: only what follows out_dir/ remains of them, and their own text holds no
# "..", "__" or "://" (the bundle's tests check).
quiet_strings if not regex.match(strings_pattern, strings_json)

quiet_strings if {
	regex.match(strings_pattern, strings_json)
	not regex.match(strings_pattern, without_allowed_paths(strings_json))
}

strings_json := json.marshal(facts.strings)

strings_pattern := `://|__|"(?:/|~|(?i:file:))|(?:"|/)\.\.(?:/|")`

without_allowed_paths(text) := replace(
	replace(
		replace(text, concat("", [`"`, cfg.out_dir, "/"]), `"`),
		concat("", [`"`, cfg.out_dir, `"`]), `""`,
	),
	concat("", [`"`, cfg.dataset_path, `"`]), `""`,
)

quiet_dunders if {
	every d in facts.dunders {
		dunder_allowed(d)
	}
}

quiet_attributes if {
	is_array(facts.attributes)
	object.filter(cfg.introspection.attributes, facts.attributes) == {}
	object.filter(cfg.template_attributes, facts.attributes) == {}
	object.filter(cfg.native_attributes, facts.attributes) == {}
}

# scan_names are all the names the code refers to (modules, imported symbols, calls, attribute
# chains), not only strings; scan_keys adds every dotted prefix of each.
scan_names := array.concat(
	array.concat(facts.modules, facts.attribute_chains),
	array.concat([c.name | some c in facts.calls], [n | some imp in facts.imports; some n in import_names(imp)]),
) if {
	is_array(facts.modules)
	is_array(facts.attribute_chains)
}

import_names(imp) := [imp.module, concat(".", [imp.module, imp.name])] if {
	is_string(imp.module)
	is_string(imp.name)
	imp.name != ""
} else := [imp.module]

scan_keys := array.concat(scan_names, [substring(n, 0, i) |
	some n in scan_names
	is_string(n)
	some i in indexof_n(n, ".")
])

# Names: no name or dotted prefix is a refused or restricted module, refused symbol or
# dynamic-attribute call, and the JSON of the names shows no name under a refused symbol prefix and no
# object method that touches files.
quiet_names if {
	object.filter(cfg.refused_modules, scan_keys) == {}
	object.filter(cfg.restricted_modules, scan_keys) == {}
	object.filter(cfg.refused_symbols, scan_keys) == {}
	object.filter(cfg.dynamic_attribute.calls, scan_keys) == {}
	object.filter(fa.checked_calls, scan_keys) == {}
	object.filter(fa.checked_modules, scan_keys) == {}
	object.filter(fa.archive_modules, scan_keys) == {}
	not regex.match(names_pattern, scan_json)
}

# References: nothing that has call-site checks or takes a path is passed around uncalled, and
# no call is the code's own function shadowing a builtin or a refused name.
quiet_references if {
	object.filter(checked_prefixes, facts.references) == {}
	object.filter(fa.path_calls, facts.references) == {}
	every c in facts.calls {
		not local(c)
	}
}

scan_json := json.marshal(scan_names)

# A JSON string's content, escapes included.
json_chars := `(?:[^"\\]|\\.)*`

names_pattern := concat("|", array.concat(
	[sprintf(`\.(?:%s)"`, [concat("|", object.keys(fa.object_methods) | object.keys(cfg.network.methods))])],
	[sprintf(`"%s\.(?:%s)`, [m, concat("|", pres)]) | some m, cats in cfg.refused_symbol_prefixes; some pres in cats],
))

# Files: with out_dir in the code computed paths are fine; without it no call with computed
# arguments may open or write a file (be a path call, start with a path_call_prefix or end in a
# path method).
quiet_io if out_dir_join

quiet_io if {
	not out_dir_join
	count(archive_calls) == 0
	computed := [c.name | some c in facts.calls; not literal(c)]
	object.filter(fa.path_calls, computed) == {}
	not regex.match(io_pattern, json.marshal(computed))
}

io_pattern := sprintf(`"(?:%s)|"(?:%s\.)?(?:%s)"`, [
	replace(concat("|", fa.path_call_prefixes), ".", `\.`),
	json_chars,
	concat("|", object.keys(fa.path_methods)),
])

# --- analysability -----------------------------------------------------------------------------

facts_object if is_object(facts)

missing_facts := object.keys(cfg.required_facts) - object.keys(facts) if facts_object

version_ok if facts.version in cfg.facts_versions

# NOTE: `not x.y == v` is false, not true, when x.y is undefined; negate helper rules instead.
parsed if facts.parsed == true

literal(c) if c.literal_args == true

has_syntax_error if {
	facts_object
	not object.get(facts, "syntax_error", null) in {null, ""}
}

unsupported := u if {
	facts_object
	u := object.get(facts, "unsupported", "")
	not u in {null, ""}
}

analyzable if {
	facts_object
	count(missing_facts) == 0
	version_ok
	parsed
	not has_syntax_error
	not unsupported
}

unanalyzable_reasons contains "no analysis facts were provided" if not facts_object

unanalyzable_reasons contains sprintf("the facts lack %s", [concat(", ", sort(missing_facts))]) if {
	count(missing_facts) > 0
}

unanalyzable_reasons contains sprintf("facts version %v is not supported", [v]) if {
	facts_object
	not version_ok
	v := object.get(facts, "version", null)
}

unanalyzable_reasons contains sprintf("%v", [unsupported]) if unsupported

unanalyzable_reasons contains "the analyzer did not parse the code" if {
	facts_object
	not parsed
	not has_syntax_error
	not unsupported
}

# METADATA
# title: analyzable
# description: Code whose facts are missing, incomplete, of an unknown version or unsupported is refused.
# custom:
#   code: unanalyzable
findings contains v if {
	some reason in unanalyzable_reasons
	v := violation("analyzable", "unanalyzable", reason, 0)
}

syntax_error_text(e) := e if is_string(e)

syntax_error_text(e) := sprintf("%v", [object.get(e, "message", object.get(e, "msg", e))]) if is_object(e)

syntax_error_line(e) := line_of(e) if is_object(e)

syntax_error_line(e) := 0 if not is_object(e)

# METADATA
# title: parses
# description: Code with a syntax error never runs (the gateway answers SyntaxError before asking).
# custom:
#   code: syntax_error
findings contains v if {
	has_syntax_error
	e := facts.syntax_error
	v := violation("parses", "syntax_error", syntax_error_text(e), syntax_error_line(e))
}

# METADATA
# title: code_size
# description: Code over the size limit is refused.
# custom:
#   code: code_too_large
findings contains v if {
	n := input.request.code_bytes
	n > cfg.max_code_bytes
	v := {
		"rule": "code_size",
		"code": "code_too_large",
		"message": sprintf(cfg.messages.code_too_large, [n, cfg.max_code_bytes]),
		"hint": cfg.hints.code_too_large,
		"line": 0,
	}
}

# --- references in the code ----------------------------------------------------------------------

line_of(x) := n if {
	n := object.get(x, "line", 0)
	is_number(n)
} else := 0

imported_modules contains imp.module if some imp in facts.imports

# Modules, each with the line of its import when there is one.
module_refs contains {"name": imp.module, "line": line_of(imp)} if {
	some imp in facts.imports
	is_string(imp.module)
}

module_refs contains {"name": m, "line": 0} if {
	some m in facts.modules
	is_string(m)
	not m in imported_modules
}

call_names contains c.name if some c in facts.calls

# Qualified names the code touches: resolved calls, attribute chains, imported symbols.
symbol_refs contains {"name": c.name, "line": line_of(c)} if {
	some c in facts.calls
	is_string(c.name)
	not local(c)
	not own_object_call(c)
}

symbol_refs contains {"name": a, "line": 0} if {
	some a in facts.attribute_chains
	is_string(a)
	not a in call_names
}

symbol_refs contains {"name": concat(".", [imp.module, imp.name]), "line": line_of(imp)} if {
	some imp in facts.imports
	is_string(imp.module)
	is_string(imp.name)
	imp.name != ""
}

# prefixes("os.environ.get") is {"os", "os.environ", "os.environ.get"}.
prefixes(name) := {substring(name, 0, i) | some i in indexof_n(name, ".")} | {name}

ref_names := {r.name | some r in module_refs} | {r.name | some r in symbol_refs}

# name_prefixes maps every referenced name to its dotted prefixes, computed once.
name_prefixes := {n: prefixes(n) | some n in ref_names}

# The refused modules and symbols are objects mapping a name to its category
# ({"socket": "network", ...}): a reference is matched by looking up each of its dotted
# prefixes, not by scanning every pattern.
ref_hits contains [c, r] if {
	some r in module_refs
	some p in name_prefixes[r.name]
	c := cfg.refused_modules[p]
}

ref_hits contains [c, r] if {
	some r in symbol_refs
	some p in name_prefixes[r.name]
	c := cfg.refused_symbols[p]
}

# refused_symbol_prefixes refuses by name prefix under a module:
# {"os": {"process": ["exec", ...]}} refuses os.execv, os.execvp, ...
ref_hits contains [c, r] if {
	some r in symbol_refs
	parts := split(r.name, ".")
	count(parts) > 1
	some c, pres in cfg.refused_symbol_prefixes[parts[0]]
	regex.match(concat("", ["^(", concat("|", pres), ")"]), parts[1])
}

# Restricted modules (sys, gc, importlib) may be imported, and their allowed members used:
# sys.argv, gc.collect(), importlib.reload(m). Anything else of theirs is a hit of the module's
# category: another member the code calls, reads or imports, a submodule it imports, and the
# module or a member of it used as a value (passed, stored, aliased), which escapes the checks
# of its members (f(sys) then m.modules inside f).
ref_hits contains [spec.category, r] if {
	some r in (symbol_refs | module_refs)
	m := restricted_module(r.name)
	r.name != m
	spec := cfg.restricted_modules[m]
	not restricted_allowed(spec, r.name)
}

ref_hits contains [spec.category, {"name": r, "line": 0}] if {
	some r in facts.references
	is_string(r)
	spec := cfg.restricted_modules[restricted_module(r)]
	not restricted_allowed(spec, r)
}

# restricted_module(name) is the restricted module that name lies in, when the code binds that
# module: its name is no builtin, so without an import (or a star import, which might bind it)
# sys.* is a variable of the code's own (sys = signal.StateSpace(...)).
restricted_module(name) := m if {
	m := split(name, ".")[0]
	cfg.restricted_modules[m]
	restricted_bound(m)
}

restricted_bound(m) if {
	some x in facts.modules
	x == m
}

restricted_bound(_) if {
	some imp in facts.imports
	imp.name == "*"
}

restricted_allowed(spec, name) if {
	some p in prefixes(name)
	spec.allowed[p] == true
}

hits_by_category := {c: {r | some [c2, r] in ref_hits; c2 == c} | some [c, _] in ref_hits}

category_hits(c) := object.get(hits_by_category, c, set())

# dedupe keeps one hit per name, at its first known line.
dedupe(hits) := {h |
	some name in {x.name | some x in hits}
	lines := {x.line | some x in hits; x.name == name; x.line > 0}
	h := {"name": name, "line": first_line(lines)}
}

first_line(lines) := min(lines) if count(lines) > 0

first_line(lines) := 0 if count(lines) == 0

violation(rule, code, what, line) := {
	"rule": rule,
	"code": code,
	"message": sprintf(object.get(cfg.messages, code, "refused: %s"), [what]),
	"hint": object.get(cfg.hints, code, "This code is refused by policy; request human review."),
	"line": line,
}

# --- call sites ----------------------------------------------------------------------------------

local(c) if c.local == true

call_args(c) := a if {
	a := c.args
	is_array(a)
} else := []

keyword(a) := k if {
	k := a.keyword
	is_string(k)
} else := ""

computed(a) if a.computed == true

values(a) := v if {
	v := a.values
	is_array(v)
} else := []

# unpacked holds when a call passes *args or **kwargs, or its facts lack the arguments.
unpacked(c) if {
	some a in call_args(c)
	keyword(a) in {"*", "**"}
}

unpacked(c) if not has_args(c)

has_args(c) if is_array(c.args)

positional(c) := [a | some a in call_args(c); keyword(a) == ""]

# path_args are the arguments of c that name a path, by position and by keyword.
path_args(c, spec) := array.concat(
	[p[i] | p := positional(c); some i in spec.paths; i < count(p)],
	[a | some a in call_args(c); keyword(a) in {k | some k in spec.keywords}],
)

# path_ok: a path argument the policy accepts. mode is "read" (the dataset may be read), "own"
# (only what the code's own directories hold) or "io" (an in-memory buffer also does).
path_ok(a, _) if {
	a.kind in {"out_dir", "tempdir"}
	not computed(a)
}

path_ok(a, _) if {
	a.kind in {"out_dir", "tempdir"}
	computed(a)
	fa.computed_paths_with_out_dir == true
}

path_ok(a, mode) if {
	a.kind == "literal"
	count(values(a)) > 0
	every v in values(a) {
		literal_path_ok(v, mode)
	}
}

path_ok(a, "io") if a.kind == "buffer"

# Listing a library's directory (os.listdir, glob) reads public files of the image.
path_ok(a, "read") if package_path(a)

# A name nothing binds raises NameError before the call (pd.read_json(_) in a doctest).
path_ok(a, _) if a.kind == "unbound"

# Numbers formatted into constant text ('data%02d.csv' % j, f"ts-{i}.parquet" over a range):
# the analyzer gives the texts with each number written as n, which are absolute, hold a ".."
# segment or could name a URL scheme whenever a real value could.
path_ok(a, _) if {
	a.kind == "formatted"
	count(values(a)) > 0
	every v in values(a) {
		literal_path_ok(v, "own")
	}
}

literal_path_ok(v, _) if {
	is_string(v)
	v in {cfg.out_dir, cfg.temp_dir}
}

literal_path_ok(v, _) if {
	is_string(v)
	startswith(v, concat("", [cfg.temp_dir, "/"]))
	not regex.match(`(^|/)\.\.(/|$)`, v)
}

literal_path_ok(v, _) if {
	is_string(v)
	startswith(v, concat("", [cfg.out_dir, "/"]))
	not regex.match(`(^|/)\.\.(/|$)`, v)
}

literal_path_ok(v, mode) if {
	mode in {"read", "io"}
	v == cfg.dataset_path
}

# A relative path lies in the working directory, which is out_dir.
literal_path_ok(v, _) if {
	is_string(v)
	v != ""
	not regex.match(`^(/|~|(?i:[a-z][a-z0-9+.-]*:))|(^|/)\.\.(/|$)`, v)
}

checked_call_ok(c, spec) if {
	not unpacked(c)
	count(positional(c)) <= object.get(spec, "max_positional", 1)
	paths := path_args(c, spec)
	path_present(paths, spec)
	every a in paths {
		path_ok(a, spec.mode)
	}
	every a in call_args(c) {
		false_keyword_ok(a, spec)
	}
}

path_present(paths, _) if count(paths) > 0

path_present(paths, spec) if {
	count(paths) == 0
	spec.default_ok == true
}

false_keyword_ok(a, spec) if not keyword(a) in {k | some k in object.get(spec, "false_keywords", [])}

false_keyword_ok(a, _) if {
	a.kind == "literal"
	count(values(a)) > 0
	every v in values(a) {
		v in {false, null}
	}
}

# checked_prefixes are the checked calls and every dotted prefix of one ("numpy", "numpy.load"):
# a module or function passed around uncalled escapes the checks of its call sites.
checked_prefixes := {p: true | some n, _ in fa.checked_calls; some p in prefixes(n)}

checked_hits contains {"category": object.get(spec, "category", "file_access"), "name": c.name, "line": line_of(c)} if {
	some c in facts.calls
	is_string(c.name)
	not local(c)
	spec := fa.checked_calls[c.name]
	not checked_call_ok(c, spec)
}

checked_hits contains {"category": "file_access", "name": c.name, "line": line_of(c)} if {
	some c in facts.calls
	is_string(c.name)
	not local(c)
	not fa.checked_calls[c.name]
	some p in prefixes(c.name)
	fa.checked_modules[p] == true
}

checked_hits contains {"category": "file_access", "name": r, "line": 0} if {
	some r in facts.references
	is_string(r)
	checked_reference(r)
}

checked_hits contains {"category": "file_access", "name": a, "line": 0} if {
	some a in facts.attribute_chains
	is_string(a)
	not a in call_names
	some p in prefixes(a)
	fa.checked_modules[p] == true
}

checked_reference(r) if checked_prefixes[r]

# A function that takes a path, written as a value ([open][0](p), f = open, map(open, paths)):
# what it is later called with is not checked.
checked_reference(r) if fa.path_calls[r] == true

checked_reference(r) if {
	some p in prefixes(r)
	fa.checked_modules[p] == true
}

checked_category_hits(cat) := {{"name": h.name, "line": h.line} | some h in checked_hits; h.category == cat}

# --- the rules -----------------------------------------------------------------------------------

# METADATA
# title: no_network
# description: Network modules and clients are refused, and so are URLs handed to readers; the sandbox has no network.
# custom:
#   code: network
findings contains v if {
	some h in dedupe(((category_hits("network") | url_hits) | network_method_hits))
	v := violation("no_network", "network", h.name, h.line)
}

# Methods that open connections (an asyncio event loop's create_connection, sock_connect, …),
# on whatever object they are called.
network_method_hits contains {"name": c.name, "line": line_of(c)} if {
	some c in facts.calls
	is_string(c.name)
	not local(c)
	cfg.network.methods[last_part(c.name)] == true
	object_method_call(c)
}

url_hits contains {"name": s, "line": 0} if {
	count(io_calls) > 0
	some s in facts.strings
	is_string(s)
	contains(s, "://")
	some scheme in cfg.network.url_schemes
	startswith(lower(s), scheme)
}

# METADATA
# title: no_processes
# description: Process creation, shell-outs and signals are refused.
# custom:
#   code: process
findings contains v if {
	some h in dedupe(category_hits("process"))
	v := violation("no_processes", "process", h.name, h.line)
}

# METADATA
# title: no_environment
# description: Environment variables and host identity are refused.
# custom:
#   code: environment
findings contains v if {
	some h in dedupe(category_hits("environment"))
	v := violation("no_environment", "environment", h.name, h.line)
}

# METADATA
# title: no_dynamic_code
# description: exec, eval, compile, __import__, importlib (but importlib.reload), runpy, code and codeop are refused; so are text that df.query, df.eval or a formula evaluates as code when the analyzer cannot read it, template engines (jinja2, a Styler's templates) and libraries that evaluate strings (sympy).
# custom:
#   code: dynamic_code
findings contains v if {
	some h in dedupe(((category_hits("dynamic_code") | dynamic_sites) | template_hits))
	v := violation("no_dynamic_code", "dynamic_code", h.name, h.line)
}

# Attributes that reach a template engine (pandas' Styler.env, .loader, from_custom_template, a
# jinja2 environment's from_string and get_template): a template's expressions are code the
# analyzer cannot read ({{ x|attr(u ~ 'class' ~ u) }} walks dunders with no dunder in sight).
template_hits contains {"name": a, "line": 0} if {
	some a in facts.attributes
	cfg.template_attributes[a] == true
}

dynamic_sites contains {"name": dynamic_name(d), "line": line_of(d)} if {
	some d in facts.dynamic
}

# A call that evaluates text as code (df.query, a formula) is named with what it does.
dynamic_name(d) := sprintf("%v runs text as code that the analyzer cannot read; call it directly with a string literal (in a query, @name reads a variable of the code)", [d.callee]) if {
	d.kind == "text"
	is_string(d.callee)
} else := sprintf("%v", [object.get(d, "kind", "dynamic code")])

# METADATA
# title: no_introspection
# description: Interpreter introspection escapes are refused (dunder walks, frames, builtins, gc but gc.collect, inspect, sys but its allowed members).
# custom:
#   code: introspection
findings contains v if {
	some h in dedupe(introspection_hits)
	v := violation("no_introspection", "introspection", h.name, h.line)
}

introspection_hits := (category_hits("introspection") | dunder_hits) | frame_hits

dunder_hits contains {"name": d, "line": 0} if {
	some d in facts.dunders
	not dunder_allowed(d)
	not own_object_dunder(d)
	not module_dunder(d)
}

# m.__file__ of a module the code imports is where the library lies: a path into public,
# read-only files of the image (the paths built from it are judged by dataset_only_files).
# Facts without module_dunders (before version 6) get no such exception.
module_dunder(d) if {
	cfg.introspection.module_dunders[d] == true
	d in object.get(facts, "module_dunders", [])
}

# __dict__ of an object the code made from its own class holds only what the code put there.
own_object_dunder(d) if {
	cfg.introspection.own_object_dunders[d] == true
	d in facts.own_object_dunders
}

# vars(o) of such an object is o.__dict__.
own_object_call(c) if {
	cfg.introspection.own_object_calls[c.name] == true
	count(call_args(c)) == 1
	some a in positional(c)
	a.kind == "instance"
}

# A dunder in a string counts where it can name an attribute: at the start, or after a
# character that cannot be part of a name ("{0.__globals__}", "a.__class__"); not inside a
# longer name (scikit-learn's "preprocessor__cat__selector__percentile").
dunder_hits contains {"name": d, "line": 0} if {
	some s in facts.strings
	is_string(s)
	contains(s, "__")
	some m in regex.find_all_string_submatch_n(`(?:^|[^A-Za-z0-9_])(__[A-Za-z0-9_]+__)`, s, -1)
	d := m[1]
	not dunder_allowed(d)
}

dunder_allowed(d) if cfg.introspection.dunders_allowed[d] == true

frame_hits contains {"name": a, "line": 0} if {
	some a in facts.attributes
	cfg.introspection.attributes[a] == true
}

# METADATA
# title: no_native_code
# description: Native-code loaders (ctypes, cffi, mmap, build tools, sqlite3's load_extension) are refused.
# custom:
#   code: native_code
findings contains v if {
	some h in dedupe(category_hits("native_code") | native_attribute_hits)
	v := violation("no_native_code", "native_code", h.name, h.line)
}

# Attributes that load native code whatever their object is: sqlite3's load_extension.
native_attribute_hits contains {"name": a, "line": 0} if {
	some a in facts.attributes
	cfg.native_attributes[a] == true
}

# METADATA
# title: no_deserialization
# description: Loading serialised objects is refused (pickle, marshal, shelve, dill, joblib.load, numpy.load, read_pickle).
# custom:
#   code: serialization
findings contains v if {
	some h in dedupe(category_hits("serialization") | checked_category_hits("serialization"))
	v := violation("no_deserialization", "serialization", h.name, h.line)
}

# METADATA
# title: dataset_only_files
# description: |
#   Files may be read only from the dataset (and, by readers, from an installed library's own
#   directory reached through m.__file__ of a module the code imports) and written only under
#   out_dir. Filesystem modules, directory walks, absolute paths elsewhere, path traversal and
#   computed paths not built from out_dir are refused.
# custom:
#   code: file_access
findings contains v if {
	some h in dedupe(file_hits)
	v := violation("dataset_only_files", "file_access", h.name, h.line)
}

path_call(name) if fa.path_calls[name] == true

path_call(name) if {
	some p in fa.path_call_prefixes
	startswith(name, p)
}

path_call(name) if fa.path_methods[last_part(name)] == true

# last_part("df.to_csv") is "to_csv".
last_part(name) := parts[count(parts) - 1] if parts := split(name, ".")

io_calls contains c if {
	some c in facts.calls
	is_string(c.name)
	path_call(c.name)
}

# An archive's methods that read or write the file system (z.write(p) copies the file p into
# the archive, t.extractall(d) writes under d) take paths as readers and writers do. They are
# judged on an archive (the facts' receiver kind) and, in code that uses an archive module, on
# any object the facts cannot tell (an archive passed to a function).
io_calls contains c if some c in archive_calls

archive_call(c) if {
	is_string(c.name)
	contains(c.name, ".")
	fa.archive_methods[last_part(c.name)] == true
	object_method_call(c)
	archive_receiver(c)
}

archive_calls := {c | some c in facts.calls; archive_call(c)}

archive_receiver(c) if c.receiver.kind == "archive"

archive_receiver(c) if {
	not c.receiver.kind in {"archive", "buffer", "out_dir", "tempdir", "package", "data", "literal", "formatted", "instance"}
	some m in facts.modules
	fa.archive_modules[m] == true
}

out_dir_join if {
	cfg.out_dir_name in facts.names
	some c in facts.calls
	c.name == cfg.path_join
}

# Agents mostly build output paths as f"{out_dir}/chart.png" or out_dir + "/chart.png". With
# computed_paths_with_out_dir on, a computed path is accepted when the code refers to out_dir;
# absolute paths elsewhere and ".." in any string are still refused (path_string_hits), and the
# sandbox holds no file worth reading beyond the dataset.
out_dir_join if {
	fa.computed_paths_with_out_dir == true
	cfg.out_dir_name in facts.names
}

file_hits := (((category_hits("file_access") | method_hits) | path_string_hits) | computed_path_hits) | checked_category_hits("file_access")

# Path methods (p.read_text(), p.rglob(…), p.unlink()) judge the path they are called on: out_dir,
# a temporary directory or an allowed literal; an unbound call through the class
# (pathlib.Path.read_text(p)) has no receiver to judge and is refused, and so are the methods
# that link or change modes (refused_methods) on any path: a link in out_dir could point anywhere.
method_hits contains {"name": c.name, "line": line_of(c)} if {
	some c in facts.calls
	is_string(c.name)
	not local(c)
	contains(c.name, ".")
	fa.object_methods[last_part(c.name)] == true
	object_method_call(c)
	not receiver_ok(c)
}

object_method_call(c) if is_object(c.receiver)

object_method_call(c) if startswith(c.name, "pathlib.")

object_method_call(c) if startswith(c.name, ".")

receiver_ok(c) if {
	is_object(c.receiver)
	path_ok(c.receiver, "read")
	not fa.refused_methods[last_part(c.name)]
}

# An archive's open reads or writes a member inside the archive, whose path its maker was given.
receiver_ok(c) if {
	c.receiver.kind == "archive"
	fa.archive_members[last_part(c.name)] == true
}

path_string_hits contains {"name": s, "line": 0} if {
	some s in facts.strings
	is_string(s)
	regex.match(`^(/|~|(?i:file:))|(^|/)\.\.(/|$)`, s) # cheap filter before the rules below
	bad_path(s)
}

bad_path(s) if {
	regex.match(`^/[A-Za-z0-9_.-]+(/|$)`, s)
	not allowed_path(s)
	not out_dir_suffix(s)
}

# "/chart.png" in f"{out_dir}/chart.png" (and nowhere else) is the tail of a path in out_dir,
# not an absolute path. Facts without out_dir_suffixes get no such exception.
out_dir_suffix(s) if s in object.get(facts, "out_dir_suffixes", [])

bad_path(s) if regex.match(`(^|/)\.\.(/|$)`, s)

bad_path(s) if regex.match(`^~[A-Za-z0-9_.-]*/`, s)

bad_path(s) if startswith(lower(s), "file:")

allowed_path(s) if s == cfg.dataset_path

allowed_path(s) if s == cfg.out_dir

allowed_path(s) if startswith(s, concat("", [cfg.out_dir, "/"]))

# The sandbox's /tmp is a private tmpfs of the run (tempfile.mkdtemp makes its directories
# there): scratch space like out_dir, never returned. ".." is refused on its own.
allowed_path(s) if s == cfg.temp_dir

allowed_path(s) if startswith(s, concat("", [cfg.temp_dir, "/"]))

computed_path_hits contains {"name": sprintf("%s with a computed path", [c.name]), "line": line_of(c)} if {
	some c in io_calls
	not local(c)
	not literal(c)
	not out_dir_join
	not io_path_ok(c)
}

# io_path_ok: the path a reader or writer is given has a provenance the policy accepts (or it
# is given none: df.to_csv() returns the text).
io_path_ok(c) if {
	not unpacked(c)
	every a in path_args(c, fa.io_path) {
		path_ok(a, "io")
	}
}

# A reader may also read a library's own files (scipy's test data beside sio.__file__).
io_path_ok(c) if {
	not unpacked(c)
	package_reader(c.name)
	every a in path_args(c, fa.io_path) {
		reader_path_ok(a)
	}
}

reader_path_ok(a) if path_ok(a, "io")

reader_path_ok(a) if package_path(a)

package_reader(name) if fa.package_readers[name] == true

package_reader(name) if {
	some p in fa.package_reader_prefixes
	startswith(name, p)
}

# package_path: a path into an installed library's directory, from m.__file__ of a module the
# code imports, with constant parts: relative, no ".." segment (the analyzer makes any other
# path unknown; checked again here). Only read: the image's files are read-only.
package_path(a) if {
	a.kind == "package"
	count(values(a)) > 0
	every v in values(a) {
		is_string(v)
		not startswith(v, "/")
		not regex.match(`(^|/)\.\.(/|$)`, v)
	}
}

# METADATA
# title: literal_attributes
# description: |
#   getattr, setattr, delattr, attrgetter and methodcaller with computed names are refused. A
#   name is literal when it is a string constant or a name whose every value is one (a loop over
#   a literal list); getattr and hasattr may also read a column of the data by a name from the
#   data (getattr(df, col) for col in df.columns). The names' values are in the facts' attributes
#   and dunders, where the introspection rules judge them.
# custom:
#   code: dynamic_attribute
findings contains v if {
	some c in facts.calls
	is_string(c.name)
	not local(c)
	some p in name_prefixes[c.name]
	cfg.dynamic_attribute.calls[p] == true
	not literal(c)
	not attribute_call_ok(c)
	v := violation("literal_attributes", "dynamic_attribute", c.name, line_of(c))
}

attribute_call_ok(c) if {
	not unpacked(c)
	i := cfg.dynamic_attribute.name_position[c.name]
	p := positional(c)
	count(p) > i
	attribute_name_ok(c.name, p, i)
}

attribute_name_ok(_, p, i) if {
	p[i].kind == "literal"
	count(values(p[i])) > 0
	every v in values(p[i]) {
		is_string(v)
	}
}

# getattr(df, c) for c in df.columns: the dataset's frame, by one of its column labels (the
# facts' frame and label), when no label of the dataset is a dunder or the name of one of a
# DataFrame's attributes that would act out of the analyzer's sight (frame_attributes, from
# pandas 1.5.3's dir(): its private ones, eval, query, style, info and the to_* writers; a
# column named "eval" makes getattr(df, c) the method that runs text as code). A column named
# product or count only makes getattr(df, c) that harmless method. A value derived from the
# data otherwise (df.pipe(f), a cell) can be any object or any name.
attribute_name_ok(fn, p, 1) if {
	cfg.dynamic_attribute.data_names[fn] == true
	p[0].kind == "data"
	p[0].frame == true
	p[1].kind == "data"
	p[1].label == true
	dataset_labels_plain
}

dataset_labels_plain if {
	cols := input.session.dataset.columns
	is_array(cols)
	every c in cols {
		is_string(c)
		not regex.match(`^__.*__$`, c)
		not cfg.dynamic_attribute.frame_attributes[c]
	}
}

# METADATA
# title: bounded_loops
# description: |
#   Loops the analyzer proved never end are refused before they burn the time limit, when
#   data.json switches it on (refuse_infinite_loops). Off by default: the sandbox's wall clock
#   stops them anyway, and the agent then learns "Timeout", which is what happened.
# custom:
#   code: infinite_loop
findings contains v if {
	cfg.refuse_infinite_loops == true
	some l in facts.infinite_loops
	v := violation("bounded_loops", "infinite_loop", sprintf("line %v", [line_of(l)]), line_of(l))
}
