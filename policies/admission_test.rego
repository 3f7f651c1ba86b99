package sluice.admission_test

import rego.v1

import data.sluice.admission

base_facts := {
	"version": "2",
	"parsed": true,
	"syntax_error": null,
	"unsupported": "",
	"imports": [],
	"modules": [],
	"calls": [],
	"references": [],
	"own_object_dunders": [],
	"attributes": [],
	"attribute_chains": [],
	"dunders": [],
	"names": ["df"],
	"strings": [],
	"dynamic": [],
	"infinite_loops": [],
	"df_columns": [],
}

run_input(overrides) := {
	"tenant": {"id": "t1", "flags": {}},
	"session": {"id": "s1"},
	"request": {"kind": "run", "code_bytes": 120},
	"analysis": object.union(base_facts, overrides),
}

codes(inp) := {v.code | some v in admission.violations with input as inp}

rules(inp) := {v.rule | some v in admission.violations with input as inp}

refused(inp, code) if {
	not admission.allow with input as inp
	code in codes(inp)
	admission.retry_hint != "" with input as inp
}

test_plain_pandas_allowed if {
	inp := run_input({
		"imports": [{"module": "pandas", "name": "", "alias": "pd", "line": 1}],
		"modules": ["pandas"],
		"calls": [
			{"name": "df.groupby", "literal_args": true, "line": 2, "col": 0},
			{"name": "print", "literal_args": false, "line": 3, "col": 0},
		],
		"attribute_chains": ["df.groupby"],
		"strings": ["region", "profit"],
	})
	admission.allow with input as inp
	count(admission.violations) == 0 with input as inp
	admission.retry_hint == "" with input as inp
}

test_report_into_out_dir_allowed if {
	inp := run_input({
		"imports": [
			{"module": "os", "name": "", "alias": "", "line": 1},
			{"module": "matplotlib.pyplot", "name": "", "alias": "plt", "line": 2},
		],
		"modules": ["os", "os.path", "matplotlib", "matplotlib.pyplot"],
		"calls": [
			{"name": "os.path.join", "literal_args": false, "line": 4, "col": 5},
			{"name": "matplotlib.pyplot.savefig", "literal_args": false, "line": 5, "col": 0},
			{"name": "open", "literal_args": false, "line": 6, "col": 5},
			{"name": ".write", "literal_args": true, "line": 7, "col": 4},
		],
		"names": ["df", "out_dir", "os", "plt", "f"],
		"strings": ["chart.png", "report.md", "w", "/workspace/output/x.csv", "/workspace/input/data.csv"],
	})
	admission.allow with input as inp
}

test_computed_path_without_join_refused if {
	inp := run_input({
		"calls": [{"name": "open", "literal_args": false, "line": 2, "col": 0}],
		"names": ["df", "p"],
	})
	refused(inp, "file_access")
	"dataset_only_files" in rules(inp)
}

test_fstring_path_from_out_dir_allowed if {
	inp := run_input({
		"calls": [
			{"name": "matplotlib.pyplot.savefig", "literal_args": false, "line": 3, "col": 0},
			{"name": ".format", "literal_args": false, "line": 3, "col": 12},
		],
		"names": ["df", "plt", "out_dir"],
		"strings": ["{}/chart.png"],
	})
	admission.allow with input as inp
	strict := object.union(data.sluice.config.admission, {"file_access": object.union(data.sluice.config.admission.file_access, {"computed_paths_with_out_dir": false})})
	not admission.allow with input as inp with data.sluice.config.admission as strict
}

test_fstring_path_with_traversal_refused if {
	inp := run_input({
		"calls": [{"name": "open", "literal_args": false, "line": 3, "col": 0}],
		"names": ["df", "out_dir"],
		"strings": ["{}/../../etc/passwd"],
	})
	refused(inp, "file_access")
}

test_absolute_path_refused if {
	inp := run_input({
		"calls": [{"name": "pandas.read_csv", "literal_args": true, "line": 1, "col": 0}],
		"strings": ["/etc/passwd"],
	})
	refused(inp, "file_access")
}

test_traversal_and_home_and_file_url_refused if {
	refused(run_input({"strings": ["../secrets.csv"]}), "file_access")
	refused(run_input({"strings": ["~/notes.txt"]}), "file_access")
	refused(run_input({"strings": ["file:///etc/hosts"]}), "file_access")
}

test_filesystem_modules_and_walks_refused if {
	refused(run_input({"calls": [{"name": "shutil.disk_usage", "literal_args": true, "args": [{"kind": "literal", "values": ["/"]}], "line": 2, "col": 0}]}), "file_access")
	refused(run_input({"calls": [{"name": "os.listdir", "literal_args": true, "line": 3, "col": 0}]}), "file_access")
	refused(run_input({"calls": [{"name": ".read_text", "literal_args": true, "line": 2, "col": 0}]}), "file_access")
}

test_network_modules_refused if {
	every m in ["socket", "requests", "urllib.request", "http.client", "ftplib", "smtplib", "xmlrpc.client", "ssl", "asyncio.streams"] {
		inp := run_input({"imports": [{"module": m, "name": "", "alias": "", "line": 1}], "modules": [m]})
		refused(inp, "network")
	}
}

test_network_violation_names_line if {
	inp := run_input({
		"imports": [{"module": "requests", "name": "", "alias": "", "line": 3}],
		"modules": ["requests"],
		"calls": [{"name": "requests.get", "literal_args": true, "line": 4, "col": 0}],
	})
	some v in admission.violations with input as inp
	v.rule == "no_network"
	v.message == "network access is not allowed: requests"
	v.line == 3
}

test_url_given_to_reader_refused if {
	inp := run_input({
		"calls": [{"name": "pandas.read_csv", "literal_args": true, "line": 1, "col": 0}],
		"strings": ["https://example.com/data.csv"],
	})
	refused(inp, "network")
}

test_url_in_title_allowed if {
	inp := run_input({
		"calls": [{"name": "matplotlib.pyplot.title", "literal_args": true, "line": 1, "col": 0}],
		"strings": ["source: https://example.com"],
	})
	admission.allow with input as inp
}

test_process_creation_refused if {
	refused(run_input({"imports": [{"module": "subprocess", "name": "", "alias": "s", "line": 1}]}), "process")
	refused(run_input({"calls": [{"name": "os.system", "literal_args": true, "line": 2, "col": 0}]}), "process")
	refused(run_input({"calls": [{"name": "os.execvp", "literal_args": true, "line": 2, "col": 0}]}), "process")
	refused(run_input({"imports": [{"module": "os", "name": "fork", "alias": "", "line": 1}]}), "process")
	refused(run_input({"modules": ["multiprocessing"]}), "process")
}

test_environment_refused if {
	refused(run_input({"attribute_chains": ["os.environ"]}), "environment")
	refused(run_input({"calls": [{"name": "os.getenv", "literal_args": true, "line": 1, "col": 0}]}), "environment")
	refused(run_input({"imports": [{"module": "os", "name": "environ", "alias": "", "line": 1}]}), "environment")
}

test_dynamic_code_refused if {
	refused(run_input({"calls": [{"name": "exec", "literal_args": false, "line": 1, "col": 0}]}), "dynamic_code")
	refused(run_input({"dynamic": [{"kind": "eval", "line": 2}]}), "dynamic_code")
	refused(run_input({"imports": [{"module": "importlib", "name": "import_module", "alias": "", "line": 1}], "modules": ["importlib", "importlib.import_module"]}), "dynamic_code")
	refused(run_input({"modules": ["importlib"], "calls": [call("importlib.import_module", [{"kind": "unknown"}])]}), "dynamic_code")
	refused(run_input({"imports": [{"module": "importlib.util", "name": "", "alias": "", "line": 1}], "modules": ["importlib", "importlib.util"]}), "dynamic_code")
	refused(run_input({"calls": [{"name": "__import__", "literal_args": true, "line": 1, "col": 0}]}), "dynamic_code")
}

# Text that a call evaluates as code and the analyzer cannot read (built at run time or from the
# data) is dynamic code, named by the call; text it can read is in the other facts as code.
test_unreadable_code_text_refused if {
	inp := run_input({"calls": [call("df.query", [{"kind": "unknown"}])], "dynamic": [{"kind": "text", "line": 3, "col": 1, "callee": "df.query"}]})
	refused(inp, "dynamic_code")
	some v in admission.violations with input as inp
	v.message == "dynamic code execution is not allowed: df.query runs text as code that the analyzer cannot read; call it directly with a string literal (in a query, @name reads a variable of the code)"
	v.line == 3
	allowed(run_input({"calls": [call("df.query", [lit(["x > 1"])])]}))
}

# Template engines and string evaluators are dynamic code: jinja2 and sympy, and the attributes
# that reach pandas' own jinja2 environment.
test_template_engines_refused if {
	refused(run_input({"imports": [{"module": "jinja2", "name": "", "alias": "", "line": 1}], "modules": ["jinja2"]}), "dynamic_code")
	refused(run_input({"imports": [{"module": "sympy", "name": "sympify", "alias": "", "line": 1}], "modules": ["sympy", "sympy.sympify"]}), "dynamic_code")
	refused(run_input({"attributes": ["style", "env", "from_string"], "attribute_chains": ["df.style", "df.style.env", "df.style.env.from_string"]}), "dynamic_code")
	refused(run_input({"attributes": ["from_custom_template"]}), "dynamic_code")
	refused(run_input({"modules": ["yaml"], "calls": [call("yaml.load", [{"kind": "unknown"}])]}), "serialization")
	allowed(run_input({"modules": ["yaml"], "calls": [call("yaml.safe_load", [{"kind": "unknown"}])]}))
	allowed(run_input({"attributes": ["style", "format", "to_html"], "attribute_chains": ["df.style", "df.style.format"]}))
}

# Restricted modules: importing one, and using its allowed members, is no hit; any other member,
# a submodule, a star import, or the module passed around as a value is.
test_restricted_modules if {
	importlib := {"imports": [{"module": "importlib", "name": "reload", "alias": "", "line": 1}], "modules": ["importlib", "importlib.reload"]}
	allowed(run_input(importlib))
	allowed(run_input(object.union(importlib, {"calls": [call("importlib.reload", [{"kind": "unknown"}])]})))
	allowed(run_input({"imports": [{"module": "importlib", "name": "", "alias": "", "line": 1}], "modules": ["importlib"]}))
	refused(run_input({"imports": [{"module": "importlib", "name": "*", "alias": "", "line": 1}], "modules": ["importlib"]}), "dynamic_code")
	refused(run_input({"modules": ["importlib"], "references": ["importlib"]}), "dynamic_code")
	allowed(run_input({"modules": ["gc"], "calls": [call("gc.collect", [])]}))
	refused(run_input({"modules": ["gc"], "calls": [call("gc.get_objects", [])]}), "introspection")
	refused(run_input({"modules": ["gc"], "attribute_chains": ["gc.get_referrers"]}), "introspection")
	refused(run_input({"modules": ["gc"], "references": ["gc"]}), "introspection")
	allowed(run_input({"modules": ["sys"], "attribute_chains": ["sys.argv"], "references": ["sys.argv"]}))
	refused(run_input({"modules": ["sys"], "references": ["sys"]}), "introspection")
	refused(run_input({"modules": ["sys"], "references": ["sys.modules"]}), "introspection")
	refused(run_input({"imports": [{"module": "sys", "name": "modules", "alias": "", "line": 1}], "modules": ["sys", "sys.modules"]}), "introspection")
}

test_re_compile_is_not_dynamic_code if {
	inp := run_input({
		"imports": [{"module": "re", "name": "", "alias": "", "line": 1}],
		"modules": ["re"],
		"calls": [{"name": "re.compile", "literal_args": true, "line": 2, "col": 0}],
	})
	admission.allow with input as inp
}

test_introspection_refused if {
	refused(run_input({"dunders": ["__subclasses__"]}), "introspection")
	refused(run_input({"dunders": ["__globals__"]}), "introspection")
	refused(run_input({"strings": ["__builtins__"]}), "introspection")
	refused(run_input({"attributes": ["f_globals"]}), "introspection")
	refused(run_input({"calls": [{"name": "sys._getframe", "literal_args": true, "line": 1, "col": 0}], "modules": ["sys"]}), "introspection")
	refused(run_input({"attribute_chains": ["sys.modules"], "modules": ["sys"]}), "introspection")
	refused(run_input({"attribute_chains": ["sys.modules"], "imports": [{"module": "os", "name": "*", "alias": "", "line": 1}]}), "introspection")
	refused(run_input({"imports": [{"module": "inspect", "name": "", "alias": "", "line": 1}]}), "introspection")
	refused(run_input({"modules": ["gc"], "calls": [call("gc.get_referents", [])]}), "introspection")
	refused(run_input({"calls": [{"name": "globals", "literal_args": true, "line": 1, "col": 0}]}), "introspection")
}

test_allowed_dunder_and_sys_version if {
	inp := run_input({
		"dunders": ["__name__"],
		"strings": ["__main__"],
		"attribute_chains": ["sys.version_info"],
	})
	admission.allow with input as inp
}

# The dunders that name a thing (its class, its qualified name, its module, the slots a class
# declares), the operator and protocol methods classes define (__copy__, __radd__, …) and a
# compile-time switch (__future__) reach nothing type() and the public API do not; the walks from them (__base__, __bases__, __mro__, __subclasses__, __globals__,
# __builtins__, __dict__, __code__) stay refused.
test_naming_dunders_allowed if {
	admission.allow with input as run_input({"dunders": ["__class__", "__qualname__", "__module__", "__slots__", "__future__"]})
	admission.allow with input as run_input({"dunders": ["__copy__", "__deepcopy__", "__radd__", "__neg__", "__post_init__"]})
	admission.allow with input as run_input({"strings": ["{0.__class__.__name__}"]})
}

test_walks_from_naming_dunders_refused if {
	refused(run_input({"dunders": ["__class__", "__base__", "__subclasses__"]}), "introspection")
	refused(run_input({"dunders": ["__class__", "__mro__"]}), "introspection")
	refused(run_input({"dunders": ["__class__", "__bases__"]}), "introspection")
	refused(run_input({"dunders": ["__class__", "__dict__"]}), "introspection")
	refused(run_input({"dunders": ["__copy__", "__reduce_ex__"]}), "introspection")
	refused(run_input({"strings": ["{0.__class__.__init__.__globals__}"]}), "introspection")
}

test_native_and_serialisation_refused if {
	refused(run_input({"imports": [{"module": "ctypes", "name": "", "alias": "", "line": 1}]}), "native_code")
	refused(run_input({"imports": [{"module": "pickle", "name": "", "alias": "", "line": 1}]}), "serialization")
	refused(run_input({"calls": [{"name": "pandas.read_pickle", "literal_args": true, "line": 1, "col": 0}]}), "serialization")
	refused(run_input({"calls": [{"name": "numpy.load", "literal_args": true, "line": 1, "col": 0}]}), "serialization")
	refused(run_input({"calls": [{"name": "joblib.load", "literal_args": true, "line": 1, "col": 0}]}), "serialization")
}

test_unpickling_submodules_refused if {
	every name in ["numpy.lib.format.read_array", "numpy.lib.npyio.load", "pandas.io.pickle.read_pickle", "pandas.io.pytables.read_hdf", "pandas.compat.pickle_compat.load"] {
		refused(run_input({"calls": [{"name": name, "literal_args": true, "line": 1, "col": 0}], "attribute_chains": [name]}), "serialization")
	}
}

test_dynamic_attribute_refused if {
	refused(run_input({"calls": [{"name": "getattr", "literal_args": false, "line": 1, "col": 0}]}), "dynamic_attribute")
}

test_literal_getattr_allowed if {
	admission.allow with input as run_input({"calls": [{"name": "getattr", "literal_args": true, "line": 1, "col": 0}], "strings": ["profit"]})
}

test_infinite_loop_allowed_by_default if {
	admission.allow with input as run_input({"infinite_loops": [{"line": 7}]})
}

test_infinite_loop_refused_when_switched_on if {
	inp := run_input({"infinite_loops": [{"line": 7}]})
	on := object.union(data.sluice.config.admission, {"refuse_infinite_loops": true})
	not admission.allow with input as inp with data.sluice.config.admission as on
	some v in admission.violations with input as inp with data.sluice.config.admission as on
	v.code == "infinite_loop"
	v.line == 7
}

test_code_too_large_refused if {
	inp := object.union(run_input({}), {"request": {"kind": "run", "code_bytes": 40000}})
	refused(inp, "code_too_large")
}

test_syntax_error_refused if {
	inp := run_input({"parsed": false, "syntax_error": {"message": "invalid syntax", "line": 2}})
	refused(inp, "syntax_error")
	not "unanalyzable" in codes(inp)
	some v in admission.violations with input as inp
	v.line == 2
	v.message == "the code does not parse: invalid syntax"
}

test_syntax_error_as_string if {
	inp := run_input({"parsed": false, "syntax_error": "bad indent"})
	refused(inp, "syntax_error")
	some v in admission.violations with input as inp
	v.line == 0
}

test_syntax_error_without_line if {
	inp := run_input({"parsed": false, "syntax_error": {"msg": "oops"}})
	some v in admission.violations with input as inp
	v.message == "the code does not parse: oops"
	v.line == 0
}

test_unsupported_refused if {
	inp := run_input({"parsed": false, "unsupported": "match statement"})
	refused(inp, "unanalyzable")
	some v in admission.violations with input as inp
	v.message == "the code could not be analysed: match statement"
}

test_unparsed_without_reason_refused if {
	refused(run_input({"parsed": false}), "unanalyzable")
}

test_missing_facts_refused if {
	inp := {
		"tenant": {"id": "t1"},
		"session": {"id": "s1"},
		"request": {"kind": "run"},
		"analysis": {"version": "1", "parsed": true},
	}
	refused(inp, "unanalyzable")
}

test_no_analysis_refused if {
	refused({"request": {"kind": "run"}, "analysis": null}, "unanalyzable")
}

test_unknown_version_refused if {
	refused(run_input({"version": "9"}), "unanalyzable")
}

test_violation_defaults_for_unknown_code if {
	v := admission.violation("r", "no_such_code", "x", 1)
	v.message == "refused: x"
	v.hint == "This code is refused by policy; request human review."
}

test_dedupe_keeps_first_line if {
	hits := {{"name": "a", "line": 4}, {"name": "a", "line": 2}, {"name": "a", "line": 0}, {"name": "b", "line": 0}}
	admission.dedupe(hits) == {{"name": "a", "line": 2}, {"name": "b", "line": 0}}
}

test_line_of_non_number if {
	admission.line_of({"line": "x"}) == 0
}

test_retry_hint_joins_hints if {
	inp := run_input({
		"imports": [
			{"module": "socket", "name": "", "alias": "", "line": 1},
			{"module": "subprocess", "name": "", "alias": "", "line": 2},
		],
	})
	hint := admission.retry_hint with input as inp
	contains(hint, "no network")
	contains(hint, "Do not start processes")
}

test_call_without_literal_flag_is_computed if {
	inp := run_input({"calls": [{"name": "open", "line": 2, "col": 0}]})
	refused(inp, "file_access")
	refused(run_input({"calls": [{"name": "setattr", "line": 2, "col": 0}]}), "dynamic_attribute")
}

test_parsed_missing_refused if {
	inp := run_input({})
	facts := object.remove(inp.analysis, ["parsed"])
	refused(object.union(object.remove(inp, ["analysis"]), {"analysis": facts}), "unanalyzable")
}

# The quick scan builds regular expressions from these lists, so they must be plain names.
test_quick_scan_lists_are_plain_names if {
	cfg := data.sluice.config.admission
	every m, cats in cfg.refused_symbol_prefixes {
		regex.match(`^[A-Za-z0-9_]+$`, m)
		every pres in cats {
			every p in pres {
				regex.match(`^[A-Za-z0-9_]+$`, p)
			}
		}
	}
	every k, _ in object.union(cfg.file_access.object_methods, cfg.file_access.path_methods) {
		regex.match(`^[A-Za-z0-9_]+$`, k)
	}
	every p in cfg.file_access.path_call_prefixes {
		regex.match(`^[A-Za-z0-9_.]+$`, p)
	}

	# quiet_strings cuts these out of the strings it scans.
	every p in [cfg.out_dir, cfg.dataset_path] {
		regex.match(`^(/[A-Za-z0-9_][A-Za-z0-9_.-]*)+$`, p)
		not contains(p, "..")
		not contains(p, "__")
	}
}

# Ordinary code takes the quick scan; it must not fall back to the rules one by one.
test_quick_scan_clean if {
	inp := run_input({
		"imports": [{"module": "os", "name": "", "alias": "", "line": 1}, {"module": "sklearn.cluster", "name": "KMeans", "alias": "", "line": 2}],
		"modules": ["os", "os.path", "sklearn.cluster"],
		"calls": [
			{"name": "df.groupby", "literal_args": true, "line": 3, "col": 0},
			{"name": ".sum", "literal_args": true, "line": 3, "col": 0},
			{"name": "os.path.join", "literal_args": false, "line": 4, "col": 12},
			{"name": "matplotlib.pyplot.savefig", "literal_args": false, "line": 4, "col": 0},
		],
		"attributes": ["groupby", "sum", "path", "join", "savefig"],
		"attribute_chains": ["df.groupby", "os.path.join", "matplotlib.pyplot.savefig"],
		"dunders": ["__name__"],
		"names": ["df", "os", "plt", "out_dir"],
		"strings": ["region", "profit", "margin.png", "%.1f", "/workspace/input/data.csv", "/workspace/output", "/workspace/output/a.csv"],
	})
	admission.clean with input as inp
	admission.allow with input as inp
}

# Files read or written with literal arguments need no out_dir.
test_quick_scan_literal_io_clean if {
	inp := run_input({
		"calls": [{"name": "pandas.read_csv", "literal_args": true, "line": 1, "col": 0}],
		"strings": ["/workspace/input/data.csv"],
	})
	admission.clean with input as inp
	admission.allow with input as inp
}

# Anything the quick scan cannot settle goes to the rules, which decide.
test_quick_scan_defers if {
	not admission.clean with input as run_input({"strings": ["/workspace/output/../chart.png"]})
	not admission.clean with input as run_input({"strings": ["/workspace/outputs/chart.png"]})
	not admission.clean with input as run_input({"strings": ["/workspace/input/data.csv.bak"]})
	not admission.clean with input as run_input({"calls": [{"name": "sys.version", "literal_args": true, "line": 1, "col": 0}]})
	not admission.clean with input as run_input({"calls": [{"name": "open", "literal_args": false, "line": 1, "col": 0}]})
	not admission.clean with input as run_input({"calls": [{"name": "pandas.read_json", "line": 1, "col": 0}]})
	not admission.clean with input as run_input({"calls": [{"name": ".to_parquet", "literal_args": false, "line": 1, "col": 0}]})
	not admission.clean with input as run_input({"calls": [{"name": ".read_text", "literal_args": true, "line": 1, "col": 0}]})
	not admission.clean with input as run_input({"calls": [{"name": "os.execv", "literal_args": true, "line": 1, "col": 0}]})
	not admission.clean with input as run_input({"modules": ["urllib.request"]})
	not admission.clean with input as run_input({"attributes": ["f_back"]})
	not admission.clean with input as run_input({"dunders": ["__subclasses__"]})
	not admission.clean with input as run_input({"dynamic": [{"kind": "eval", "line": 1}]})
	not admission.clean with input as run_input({"modules": "os"})
}

# --- call sites ----------------------------------------------------------------------------------

lit(vals) := {"kind": "literal", "values": vals}

kw(a, k) := object.union(a, {"keyword": k})

out_dir := {"kind": "out_dir"}

call(name, args) := {"name": name, "literal_args": false, "local": false, "args": args, "receiver": null, "line": 3, "col": 1}

method(name, recv) := object.union(call(name, []), {"receiver": recv})

calls_input(cs) := run_input({"calls": cs, "names": ["df", "x"]})

allowed(inp) if {
	admission.allow with input as inp
	count(admission.violations) == 0 with input as inp
}

strict_paths := object.union(data.sluice.config.admission, {"file_access": object.union(data.sluice.config.admission.file_access, {"computed_paths_with_out_dir": false})})

test_listdir_of_out_dir_allowed if {
	allowed(calls_input([call("os.listdir", [out_dir])]))
	allowed(calls_input([call("os.listdir", [lit(["/workspace/output/sub"])])]))
	allowed(calls_input([call("os.listdir", [])]))
	allowed(calls_input([call("os.listdir", [kw(out_dir, "path")])]))
}

test_listdir_elsewhere_refused if {
	refused(calls_input([call("os.listdir", [lit(["/"])])]), "file_access")
	refused(calls_input([call("os.listdir", [lit(["/workspace/output/../input"])])]), "file_access")
	refused(calls_input([call("os.listdir", [{"kind": "unknown"}])]), "file_access")
	refused(calls_input([call("os.listdir", [{"kind": "data"}])]), "file_access")
	refused(calls_input([call("os.listdir", [lit([])])]), "file_access")
	refused(calls_input([call("os.listdir", [lit([true])])]), "file_access")
	refused(calls_input([call("os.listdir", [{"kind": "unknown", "keyword": "*"}])]), "file_access")
	refused(calls_input([call("os.listdir", [out_dir, out_dir])]), "file_access")
	refused(calls_input([{"name": "os.listdir", "literal_args": true, "line": 1, "col": 1}]), "file_access")
	refused(calls_input([call("os.walk", [])]), "file_access")
}

test_computed_path_under_out_dir_follows_the_switch if {
	inp := calls_input([call("os.remove", [{"kind": "out_dir", "computed": true}])])
	allowed(inp)
	not admission.allow with input as inp with data.sluice.config.admission as strict_paths
}

test_relative_and_dataset_literals if {
	allowed(calls_input([call("os.remove", [lit(["tmp.csv"])])]))
	refused(calls_input([call("os.remove", [lit(["../input/data.csv"])])]), "file_access")
	refused(calls_input([call("os.remove", [lit(["/workspace/input/data.csv"])])]), "file_access")
	allowed(calls_input([call("glob.glob", [lit(["/workspace/input/data.csv"])])]))
	refused(calls_input([call("os.remove", [lit(["~/x"])])]), "file_access")
	refused(calls_input([call("os.remove", [lit(["file:x"])])]), "file_access")
}

test_rename_checks_both_paths if {
	allowed(calls_input([call("os.rename", [out_dir, lit(["/workspace/output/b.csv"])])]))
	refused(calls_input([call("os.rename", [out_dir, lit(["/etc/b.csv"])])]), "file_access")
	refused(calls_input([call("shutil.copy", [lit(["/workspace/input/data.csv"]), kw(lit(["/var"]), "dst")])]), "file_access")
}

test_temporary_directories_allowed if {
	allowed(calls_input([call("shutil.rmtree", [{"kind": "tempdir"}])]))
	inp := calls_input([call("shutil.rmtree", [{"kind": "tempdir", "computed": true}])])
	allowed(inp)
	not admission.allow with input as inp with data.sluice.config.admission as strict_paths
}

test_unchecked_functions_of_checked_modules_refused if {
	refused(calls_input([call("shutil.disk_usage", [out_dir])]), "file_access")
	refused(run_input({"attribute_chains": ["shutil.rmtree"]}), "file_access")
	allowed(run_input({"imports": [{"module": "shutil", "name": "", "alias": "", "line": 1}], "modules": ["shutil"]}))
}

test_checked_functions_passed_around_refused if {
	every r in ["shutil.rmtree", "os.listdir", "numpy", "numpy.load", "shutil", "glob.glob"] {
		refused(run_input({"references": [r]}), "file_access")
	}
}

test_path_functions_passed_around_refused if {
	every r in ["open", "io.open", "numpy.loadtxt", "matplotlib.pyplot.savefig"] {
		refused(run_input({"references": [r]}), "file_access")
	}
}

test_ordinary_references_allowed if {
	allowed(run_input({"references": ["numpy.mean", "os.sep", "math.pi", "str", "len", "print"]}))
}

test_numpy_load_of_own_file if {
	allowed(calls_input([call("numpy.load", [out_dir])]))
	allowed(calls_input([call("numpy.load", [out_dir, kw(lit([false]), "allow_pickle")])]))
	refused(calls_input([call("numpy.load", [out_dir, kw(lit([true]), "allow_pickle")])]), "serialization")
	refused(calls_input([call("numpy.load", [out_dir, kw({"kind": "unknown"}, "allow_pickle")])]), "serialization")
	refused(calls_input([call("numpy.load", [out_dir, lit([null]), lit([true])])]), "serialization")
	refused(calls_input([call("numpy.load", [lit(["/workspace/input/data.csv"])])]), "serialization")
	refused(calls_input([call("numpy.load", [{"kind": "buffer"}])]), "serialization")
	refused(calls_input([call("numpy.load", [{"kind": "unknown"}])]), "serialization")
}

test_path_methods_judge_their_receiver if {
	allowed(calls_input([method("p.read_text", out_dir)]))
	allowed(calls_input([method(".rglob", {"kind": "out_dir", "computed": true})]))
	allowed(calls_input([method("p.read_text", lit(["/workspace/input/data.csv"]))]))
	refused(calls_input([method("p.read_text", {"kind": "unknown"})]), "file_access")
	refused(calls_input([method(".iterdir", lit(["/"]))]), "file_access")
	refused(calls_input([call("pathlib.Path.read_text", [out_dir])]), "file_access")
	refused(calls_input([method("link.symlink_to", out_dir)]), "file_access")
	allowed(calls_input([method("df.rename", {"kind": "data"})]))
}

test_open_method_takes_known_paths if {
	allowed(calls_input([method("p.open", out_dir)]))
	refused(calls_input([method("p.open", {"kind": "unknown"})]), "file_access")
	refused(calls_input([method(".open", lit(["/etc/hosts"]))]), "file_access")
}

test_hdf_store_is_deserialization if {
	refused(calls_input([call("pandas.HDFStore", [lit(["s.h5"])])]), "serialization")
}

test_readers_take_buffers_and_known_paths if {
	allowed(calls_input([call("pandas.read_csv", [{"kind": "buffer"}])]))
	allowed(calls_input([call("pandas.read_csv", [kw({"kind": "buffer"}, "filepath_or_buffer")])]))
	allowed(calls_input([method("fig.savefig", {"kind": "unknown"}), call("fig.savefig", [{"kind": "buffer"}, kw(lit(["png"]), "format")])]))
	allowed(calls_input([call("df.to_csv", [kw(lit([false]), "index")])]))
	refused(calls_input([call("pandas.read_csv", [{"kind": "unknown"}])]), "file_access")
	refused(calls_input([call("open", [{"kind": "data"}])]), "file_access")
	refused(calls_input([call("open", [{"kind": "unknown", "keyword": "**"}])]), "file_access")
}

formatted(vals) := {"kind": "formatted", "values": vals}

# Numbers formatted into constant text are judged by their texts with each number as n; a name
# nothing binds raises before the call.

test_formatted_and_unbound_paths if {
	allowed(calls_input([call("df.to_csv", [formatted(["datan.csv"])])]))
	allowed(calls_input([call("df.to_csv", [formatted(["/workspace/output/figs/fig_n.png", "n.csv"])])]))
	refused(calls_input([call("df.to_csv", [formatted(["/etc/cron.d/n"])])]), "file_access")
	refused(calls_input([call("df.to_csv", [formatted(["n.csv", "../n.csv"])])]), "file_access")
	refused(calls_input([call("pandas.read_csv", [formatted(["n://host/x"])])]), "file_access")
	refused(calls_input([call("pandas.read_csv", [formatted([])])]), "file_access")
	refused(calls_input([call("pandas.read_csv", [formatted(["/workspace/input/data.csv"])])]), "file_access")
	allowed(calls_input([call("pandas.read_json", [{"kind": "unbound"}])]))
}

test_getattr_with_known_names if {
	allowed(calls_input([call("getattr", [{"kind": "unknown"}, lit(["viridis", "magma"])])]))
	allowed(on_dataset(["region", "profit"], [call("getattr", [frame, label])]))
	allowed(on_dataset(["region", "profit"], [call("hasattr", [frame, label])]))
	allowed(calls_input([call("setattr", [{"kind": "unknown"}, lit(["x"]), {"kind": "unknown"}])]))
	allowed(calls_input([object.union(call("getattr", [{"kind": "unknown"}, {"kind": "unknown"}]), {"local": true})]))
}

test_getattr_with_computed_names_refused if {
	refused(calls_input([call("getattr", [{"kind": "unknown"}, lit([])])]), "dynamic_attribute")
	refused(calls_input([call("getattr", [{"kind": "unknown"}, lit(["x", true])])]), "dynamic_attribute")
	refused(calls_input([call("getattr", [{"kind": "unknown"}, {"kind": "data"}])]), "dynamic_attribute")
	refused(calls_input([call("setattr", [{"kind": "data"}, {"kind": "data"}, {"kind": "unknown"}])]), "dynamic_attribute")
	refused(calls_input([call("getattr", [{"kind": "unknown"}])]), "dynamic_attribute")
	refused(calls_input([call("getattr", [{"kind": "data"}, {"kind": "unknown", "keyword": "*"}])]), "dynamic_attribute")
	refused(calls_input([call("operator.attrgetter", [{"kind": "unknown"}])]), "dynamic_attribute")
}

test_asyncio_without_network_allowed if {
	allowed(run_input({
		"imports": [{"module": "asyncio", "name": "", "alias": "", "line": 1}],
		"modules": ["asyncio"],
		"calls": [call("asyncio.run", [{"kind": "unknown"}]), call("asyncio.gather", [{"kind": "unknown"}])],
	}))
}

test_asyncio_network_refused if {
	refused(run_input({"calls": [call("asyncio.open_connection", [lit(["10.0.0.1"])])]}), "network")
	refused(run_input({"calls": [method("loop.create_connection", {"kind": "unknown"})]}), "network")
	refused(run_input({"calls": [method(".sock_connect", {"kind": "unknown"})]}), "network")
	refused(run_input({"imports": [{"module": "asyncio.subprocess", "name": "", "alias": "", "line": 1}], "modules": ["asyncio", "asyncio.subprocess"]}), "process")
}

test_own_functions_shadow_refused_names if {
	allowed(calls_input([object.union(call("compile", [lit(["a"])]), {"local": true})]))
	refused(calls_input([call("compile", [lit(["a"])])]), "dynamic_code")
	allowed(calls_input([object.union(call("open", [{"kind": "unknown"}]), {"local": true})]))
}

# sys is no builtin: without an import of it, sys.* is a variable of the code's own.
test_sys_without_import_is_a_variable if {
	allowed(run_input({"calls": [method("sys.to_discrete", {"kind": "unknown"})], "attribute_chains": ["sys.to_discrete"]}))
	allowed(run_input({"calls": [call("sys.exit", [])], "modules": ["sys"]}))
}

test_dunders_inside_longer_names_in_strings if {
	allowed(run_input({"strings": ["preprocessor__cat__selector__percentile", "a__globals__"]}))
	refused(run_input({"strings": ["x.__globals__"]}), "introspection")
	refused(run_input({"strings": ["__globals__"]}), "introspection")
	refused(run_input({"strings": ["{0.__init__.__globals__}"]}), "introspection")
}

test_uarray_protocol_dunders_allowed if {
	allowed(run_input({"dunders": ["__ua_domain__", "__ua_function__"]}))
}

test_dict_of_own_objects_allowed if {
	allowed(run_input({"dunders": ["__dict__", "__init__"], "own_object_dunders": ["__dict__"]}))
	allowed(calls_input([call("vars", [{"kind": "instance"}])]))
}

test_dict_of_other_objects_refused if {
	refused(run_input({"dunders": ["__dict__"], "own_object_dunders": []}), "introspection")
	refused(run_input({"dunders": ["__globals__"], "own_object_dunders": ["__globals__"]}), "introspection")
	refused(calls_input([call("vars", [{"kind": "unknown"}])]), "introspection")
	refused(calls_input([call("vars", [])]), "introspection")
	refused(calls_input([call("vars", [{"kind": "instance"}, {"kind": "instance"}])]), "introspection")
}

test_paths_after_out_dir_in_fstrings if {
	allowed(run_input({"strings": ["/chart.png", "/sub/a.csv"], "out_dir_suffixes": ["/chart.png", "/sub/a.csv"]}))
	refused(run_input({"strings": ["/chart.png"]}), "file_access")
	refused(run_input({"strings": ["/../input/data.csv"], "out_dir_suffixes": ["/../input/data.csv"]}), "file_access")
	refused(run_input({"strings": ["/etc/passwd", "/chart.png"], "out_dir_suffixes": ["/chart.png"]}), "file_access")
}

# /tmp is the run's private tmpfs, like the directories tempfile makes there.
test_private_tmp_paths_allowed if {
	allowed(run_input({"strings": ["/tmp/sparse_matrix.npz"]}))
	allowed(calls_input([call("os.remove", [lit(["/tmp/x.npz"])])]))
	refused(run_input({"strings": ["/tmp/../etc/passwd"]}), "file_access")
	refused(run_input({"strings": ["/tmpx/a"]}), "file_access")
	refused(calls_input([call("os.remove", [lit(["/tmp/../workspace/input/data.csv"])])]), "file_access")
}

# A library's own files, from m.__file__ of a module the code imports: read, never written.
pkg(vals) := {"kind": "package", "values": vals}

test_module_file_allowed if {
	allowed(run_input({"dunders": ["__file__"], "module_dunders": ["__file__"]}))
	refused(run_input({"dunders": ["__file__"], "module_dunders": []}), "introspection")
	refused(run_input({"dunders": ["__file__"]}), "introspection")
	refused(run_input({"dunders": ["__globals__"], "module_dunders": ["__globals__"]}), "introspection")
}

test_library_files_read if {
	allowed(calls_input([call("scipy.io.loadmat", [pkg(["matlab/tests/data/x.mat"])])]))
	allowed(calls_input([call("pandas.read_csv", [pkg(["results/x.csv"])])]))
	allowed(calls_input([call("os.listdir", [pkg([""])])]))
}

test_library_files_not_written if {
	refused(calls_input([call("df.to_csv", [pkg(["x.csv"])])]), "file_access")
	refused(calls_input([call("open", [pkg(["x.csv"])])]), "file_access")
	refused(calls_input([call("os.remove", [pkg(["x.csv"])])]), "file_access")
}

test_library_files_not_left if {
	refused(calls_input([call("pandas.read_csv", [pkg(["../x.csv"])])]), "file_access")
	refused(calls_input([call("pandas.read_csv", [pkg(["/etc/passwd"])])]), "file_access")
	refused(calls_input([call("pandas.read_csv", [pkg([])])]), "file_access")
	refused(calls_input([call("pandas.read_csv", [pkg([3])])]), "file_access")
	refused(calls_input([call("pandas.read_csv", [{"kind": "package"}])]), "file_access")
}

# An archive's methods that take paths of the file system are judged as readers and writers.
method_call(name, recv, args) := object.union(call(name, args), {"receiver": recv})

archive := {"kind": "archive"}

test_archive_methods_judged if {
	allowed(calls_input([method_call("zf.write", archive, [lit(["part.csv"])])]))
	allowed(calls_input([method_call("zf.open", archive, [lit(["a.csv"])])]))
	allowed(calls_input([method_call("zf.extractall", archive, [])]))
	refused(calls_input([method_call("zf.write", archive, [{"kind": "unknown"}])]), "file_access")
	refused(calls_input([method_call("t.add", archive, [{"kind": "unknown"}])]), "file_access")
	refused(calls_input([method_call("zf.open", {"kind": "unknown"}, [lit(["a.csv"])])]), "file_access")
}

test_archive_methods_on_untold_objects if {
	inp := run_input({"calls": [method_call("z.write", {"kind": "unknown"}, [{"kind": "unknown"}])], "names": ["df", "x"], "modules": ["zipfile"]})
	refused(inp, "file_access")
	allowed(calls_input([method_call("f.write", {"kind": "unknown"}, [{"kind": "unknown"}])]))
	allowed(run_input({"calls": [method_call("f.write", {"kind": "out_dir"}, [{"kind": "unknown"}])], "names": ["df", "x"], "modules": ["zipfile"]}))
}

frame := {"kind": "data", "frame": true}

label := {"kind": "data", "label": true}

# on_dataset: calls of code run on a dataset with these columns.
on_dataset(cols, cs) := object.union(calls_input(cs), {"session": {"id": "s1", "dataset": {"present": true, "inspected": true, "columns": cols}}})

# getattr(df, c) over df.columns reaches an attribute of the frame when a label names one.
test_getattr_over_labels_refused if {
	refused(on_dataset(["region", "eval"], [call("getattr", [frame, label])]), "dynamic_attribute")
	refused(on_dataset(["region", "_mgr"], [call("getattr", [frame, label])]), "dynamic_attribute")
	refused(on_dataset(["__class__"], [call("getattr", [frame, label])]), "dynamic_attribute")
	refused(on_dataset(["region", 3], [call("getattr", [frame, label])]), "dynamic_attribute")
	refused(on_dataset(["region"], [call("getattr", [{"kind": "data"}, label])]), "dynamic_attribute")
	refused(on_dataset(["region"], [call("getattr", [frame, {"kind": "data"}])]), "dynamic_attribute")
	refused(calls_input([call("getattr", [frame, label])]), "dynamic_attribute")
}
