package analyzer

import _ "embed"

// Version is the analyzer and Facts schema version. The gateway logs it with every decision so
// that a replay of an old decision knows which analyzer produced its input.
//
// WARNING: bump it whenever a field is added, removed or changes meaning, or whenever the
// analyzer starts to report something it did not report before for the same code; the Rego
// admission policy and auditors replaying old logs depend on it.
const Version = "6"

// Facts is what the analyzer learnt about one piece of Python source: the input of the admission
// policy (the "analysis" member of the policy input document).
//
// Every list is sorted and never nil, so it marshals as [] rather than null. When Parsed is
// false every list is empty: the analyzer never returns a partial result, and the policy must
// refuse code it could not analyse (SyntaxError set: the code is not valid Python 3.11;
// Unsupported set: the code may be valid but the analyzer cannot vouch for it).
//
// Positions are 1-based lines and 1-based columns counted in Unicode code points of the
// original source (the convention of CPython's SyntaxError.offset), whatever the analyzer had to
// rewrite internally.
type Facts struct {
	// Version is the schema version, equal to the package constant Version.
	Version string `json:"version"`
	// Parsed is true when the whole source was parsed and analysed.
	Parsed bool `json:"parsed"`
	// SyntaxError describes why CPython 3.11 would reject the source; nil when it parses.
	SyntaxError *SyntaxError `json:"syntax_error"`
	// Unsupported is set, with Parsed false and SyntaxError nil, when the analyzer could not
	// analyse source that may be valid (input too large, nesting too deep, an internal parser
	// failure). Policy must refuse such code.
	Unsupported string `json:"unsupported"`
	// Imports lists every import statement binding, in source order.
	Imports []Import `json:"imports"`
	// Modules is every module the code imports, dotted, deduplicated and sorted. `import a.b.c`
	// yields a, a.b and a.b.c (importing a submodule imports its parents); `from a.b import c`
	// yields a, a.b and a.b.c (c may be a module); relative imports keep their leading dots
	// (`from . import x` yields "." and ".x", `from ..p import q` yields "..p" and "..p.q").
	Modules []string `json:"modules"`
	// Calls lists every call expression, in source order.
	Calls []Call `json:"calls"`
	// References is every name bound by an import, and every attribute chain on one, that the
	// code uses other than by calling it (passes, assigns, stores or decorates with), resolved
	// as Calls are: `map(shutil.rmtree, dirs)` refers to "shutil.rmtree" without a call site
	// the policy could judge.
	References []string `json:"references"`
	// Attributes is every attribute name used (a.b, a.b = …, del a.b, a keyword of a class
	// pattern `case C(b=…)`, and the literal name given to getattr/setattr/delattr/hasattr).
	Attributes []string `json:"attributes"`
	// AttributeChains is every chain of attributes on a name, resolved through imports, with all
	// its prefixes of two or more parts: `import numpy as np; np.linalg.inv` yields
	// "numpy.linalg" and "numpy.linalg.inv".
	AttributeChains []string `json:"attribute_chains"`
	// Dunders is every identifier or attribute name of the form __x__ (including __init__ in
	// `def __init__`), and every dunder given as literal name to getattr and friends.
	Dunders []string `json:"dunders"`
	// OutDirSuffixes are the string constants whose every occurrence is the text right after
	// out_dir or a temporary directory (or a path built from one) in an f-string or a +
	// concatenation: "/chart.png" in f"{out_dir}/chart.png". They are the tail of a path in
	// that directory, not absolute paths of their own.
	OutDirSuffixes []string `json:"out_dir_suffixes"`
	// OwnObjectDunders are the dunders whose every occurrence in the code is an attribute of an
	// object the code made from a class it defines itself (o.__dict__ after o = Point(1, 2))
	// and that no string constant mentions. Such a dunder reaches only the code's own object.
	OwnObjectDunders []string `json:"own_object_dunders"`
	// ModuleDunders are the dunders whose every occurrence in the code reads an attribute of a
	// module an import statement of the code imports (sio.__file__ after import scipy.io as sio),
	// never assigns or deletes one, and that no string constant mentions.
	ModuleDunders []string `json:"module_dunders"`
	// Names is every identifier in the source, normalised the way CPython resolves it (NFKC), so
	// `ｅｘｅｃ` is "exec": variables, functions, classes, parameters, keyword-argument names,
	// attribute names, imported names and aliases, global/nonlocal names, match captures.
	Names []string `json:"names"`
	// Strings is every str and bytes constant, including docstrings and the literal parts of
	// f-strings (as CPython's AST holds them, so f"a{x=}" yields "ax="), and their format specs.
	// Bytes are decoded as UTF-8 when valid, else one code point per byte (Latin-1).
	Strings []string `json:"strings"`
	// Dynamic lists every use of a feature that can run or reach code the analyzer cannot see.
	Dynamic []Dynamic `json:"dynamic"`
	// InfiniteLoops lists every `while` loop whose condition is a true constant (True, 1, …) and
	// whose body has no break of its own.
	InfiniteLoops []Loop `json:"infinite_loops"`
	// DFColumns is every column the code reads from the name df by a literal subscript
	// (df["x"], df[["a", "b"]], also df["x"] += …) or by an attribute that is not a
	// pandas.DataFrame attribute or method (df.profit).
	DFColumns []string `json:"df_columns"`
}

// SyntaxError says where and why CPython 3.11 would refuse the source.
type SyntaxError struct {
	// Type is the Python exception class: "SyntaxError", "IndentationError" or "TabError".
	Type string `json:"type"`
	// Line is the 1-based line of the error in the original source.
	Line int `json:"line"`
	// Col is the 1-based column in code points (CPython's SyntaxError.offset); 0 when unknown.
	Col int `json:"col"`
	// Message is the message, worded as CPython 3.11 words it where the analyzer knows how.
	Message string `json:"message"`
}

// Import is one name bound by an import statement.
type Import struct {
	// Module is the module imported from, with leading dots for relative imports:
	// "numpy" for `import numpy as np`, "os" for `from os import path`.
	Module string `json:"module"`
	// Name is the name imported from Module by `from Module import Name` ("*" for a star
	// import); empty for `import Module`.
	Name string `json:"name"`
	// Alias is the name given with `as`; empty when there is none.
	Alias string `json:"alias"`
	// Line is the 1-based line of the import statement.
	Line int `json:"line"`
}

// Call is one call expression.
//
// Name is the callee as a dotted name, resolved through the imports of the whole file:
// `np.linalg.inv(a)` after `import numpy as np` is "numpy.linalg.inv"; `system(…)` after
// `from os import system` is "os.system"; builtins and local functions keep their plain name
// ("open", "exec", "helper"); a method called on something that is not a name is named by its
// attribute with a leading dot (`df.groupby("x").sum()` calls ".sum"); a callee that is neither a
// name nor an attribute (`f()()`, `fs[0]()`, `(lambda: 1)()`) is named "()". When one name is
// bound to several modules the call is listed once per resolution.
type Call struct {
	// Name is the resolved dotted callee, as described on Call.
	Name string `json:"name"`
	// LiteralArgs is true when every argument is a literal: a constant, a constant with a sign,
	// an f-string without fields, or a tuple, list, set or dict of literals. A call without
	// arguments has literal arguments; a *args or **kwargs argument never is literal.
	LiteralArgs bool `json:"literal_args"`
	// Local is true when the callee is a plain name the code binds itself where the call is (a
	// function, class or variable of its own, in the function around the call or by an
	// unconditional module-level statement before it): `def compile(...)` then `compile(x)`
	// is not the builtin compile.
	Local bool `json:"local"`
	// Args says where each argument's value comes from: the positional arguments in order,
	// then the keyword arguments; a *args or **kwargs argument has the keyword "*" or "**" and
	// kind unknown.
	Args []Arg `json:"args"`
	// Receiver is where the object a method is called on comes from (p in p.read_text());
	// null when the callee is a plain name or an attribute of something an import binds
	// (os.listdir, np.load).
	Receiver *Arg `json:"receiver"`
	// Line and Col locate the start of the callee expression.
	Line int `json:"line"`
	// Col is the 1-based column in code points.
	Col int `json:"col"`
}

// Arg is where one argument of a call comes from. Its keyword, values and computed members are
// left out of the JSON when empty, so that the facts of a long script stay small. Facts stay sound: what the analyzer cannot
// trace is ProvUnknown, and a name is traced through every binding it has anywhere in the
// file (a name bound twice in different ways is unknown).
type Arg struct {
	// Keyword is the keyword of a keyword argument, "*" or "**" for unpacked ones, and empty
	// for a positional argument.
	Keyword string `json:"keyword,omitempty"`
	// Kind is one of the Prov* constants.
	Kind string `json:"kind"`
	// Values are the scalar values a literal can have (strings, booleans and null; numbers
	// appear as their truth value, which is all the analyzer keeps of them); empty when the
	// kind is not literal or the values are not all known (a display such as (8, 6), or more
	// than 32 of them).
	Values []any `json:"values,omitempty"`
	// Computed is true for out_dir and tempdir when a part of the path after the directory is
	// computed at run time (os.path.join(out_dir, name)): the path starts in the directory but
	// the analyzer cannot vouch that it stays there (a name such as "/etc" or "../x" leaves it).
	Computed bool `json:"computed,omitempty"`
	// Frame is true for data that is the dataset's frame itself: the harness's df, which the code
	// never rebinds.
	Frame bool `json:"frame,omitempty"`
	// Label is true for data that is one of that frame's column labels: an element of df.columns,
	// of list(df.columns) or of df itself (for c in df.columns, df.columns[0]). A label is the
	// dataset's text: the policy knows the dataset's columns and judges them.
	Label bool `json:"label,omitempty"`
}

// The kinds of Dynamic use.
const (
	// DynamicExec, DynamicEval, … are references to the builtin of the same name, called or not
	// (`e = exec` counts): exec, eval, compile, __import__, globals, locals, vars, breakpoint.
	DynamicExec       = "exec"
	DynamicEval       = "eval"
	DynamicCompile    = "compile"
	DynamicImport     = "__import__"
	DynamicGlobals    = "globals"
	DynamicLocals     = "locals"
	DynamicVars       = "vars" // a call vars(o) of an object of the code's own class is not one
	DynamicBreakpoint = "breakpoint"
	// DynamicGetattr, DynamicSetattr and DynamicDelattr are references to those builtins that
	// are not calls (g = getattr). Their calls are in Calls, where the arguments say where the
	// object and the name come from; a literal name, or a name whose every possible value is
	// a known constant, is also listed in Attributes (and in Dunders when it is one).
	DynamicGetattr = "getattr"
	DynamicSetattr = "setattr"
	DynamicDelattr = "delattr"
	// DynamicText is a call that evaluates text as code (pandas' eval and query, a statsmodels
	// or patsy formula) with text the analyzer cannot read: built at run time, from the data,
	// or resolved in namespaces the call is given (local_dict, eval_env). Text it can read is
	// analysed as code where the call stands (textcode.go), and is not listed here.
	DynamicText = "text"
)

// Dynamic is one use of a dynamic feature.
type Dynamic struct {
	// Kind is one of the Dynamic* constants.
	Kind string `json:"kind"`
	// Line is the 1-based line of the use.
	Line int `json:"line"`
	// Col is the 1-based column in code points.
	Col int `json:"col"`
	// Callee is the call that evaluates the text, for DynamicText ("df.query",
	// "statsmodels.formula.api.ols"); empty for the other kinds.
	Callee string `json:"callee"`
}

// Loop is one loop that cannot end by itself.
type Loop struct {
	// Line is the 1-based line of the `while` keyword.
	Line int `json:"line"`
	// Col is the 1-based column in code points.
	Col int `json:"col"`
}

// newFacts returns Facts with every list empty and nothing parsed.
func newFacts() *Facts {
	return &Facts{
		Version:          Version,
		Imports:          []Import{},
		Modules:          []string{},
		Calls:            []Call{},
		References:       []string{},
		OwnObjectDunders: []string{},
		ModuleDunders:    []string{},
		OutDirSuffixes:   []string{},
		Attributes:       []string{},
		AttributeChains:  []string{},
		Dunders:          []string{},
		Names:            []string{},
		Strings:          []string{},
		Dynamic:          []Dynamic{},
		InfiniteLoops:    []Loop{},
		DFColumns:        []string{},
	}
}

//go:embed schema.json
var schema []byte

// JSONSchema returns the JSON Schema (draft 2020-12) of Facts, for policy authors and for
// auditors replaying logs. It is a copy; callers may keep it.
//
// WARNING: schema.json and the Facts types must stay in sync; TestSchemaMatchesFacts checks
// the field names.
func JSONSchema() []byte {
	return append([]byte(nil), schema...)
}
