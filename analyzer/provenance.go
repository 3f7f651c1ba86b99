package analyzer

import (
	"path"
	"slices"
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// Where an argument's value comes from (Arg.Kind).
const (
	// ProvLiteral is a constant or a display of constants, or a name every binding of which is
	// one (a loop over a list of constants included); Arg.Values lists the scalar values.
	ProvLiteral = "literal"
	// ProvOutDir is the harness's out_dir, or a path built from it: os.path.join(out_dir, …),
	// pathlib.Path(out_dir) / …, .joinpath(…), out_dir + "/…", f"{out_dir}/…".
	ProvOutDir = "out_dir"
	// ProvTempDir is a directory made by tempfile.mkdtemp or tempfile.TemporaryDirectory, or a
	// path built from one as for ProvOutDir.
	ProvTempDir = "tempdir"
	// ProvPackage is a file or directory of an installed library, reached from a module the
	// code imports: m.__file__ (for a module, see walker.module), os.path.dirname of it (the
	// module's directory, never above it), and paths built from that with constant parts
	// (os.path.join, os.path.abspath, os.path.normpath). Arg.Values are those paths relative to
	// the module's directory, its own file written as <file>: "tests/data/x.mat". A part that
	// is absolute or has a ".." segment, or a dirname of the directory itself, makes the path
	// unknown; so the values never leave the library's directory.
	ProvPackage = "package"
	// ProvBuffer is an in-memory file: io.StringIO(…) or io.BytesIO(…); or a member of an
	// archive, z.open(name) or t.extractfile(name) of a ProvArchive: what it reads or writes is
	// in the archive.
	ProvBuffer = "buffer"
	// ProvArchive is a zip or tar archive object: what zipfile.ZipFile, zipfile.PyZipFile,
	// tarfile.open, tarfile.TarFile or tarfile.TarFile.open return (the archive's own path is
	// an argument of that call), or a name bound to one by assignment or with. Its methods that
	// take paths of the file system (write, add, extractall…) are calls the policy judges.
	ProvArchive = "archive"
	// ProvData is derived from the data: the harness's df and what is read, selected, computed
	// or iterated from it (df.columns, df["x"].unique(), a loop variable over df.columns), and
	// what pandas.read_* returns. Its content comes from the dataset or from the code's own
	// computations on it: it is not a constant the analyzer can vouch for.
	ProvData = "data"
	// ProvInstance is an object the code made by calling a class it defines itself (a class
	// statement its name is bound by and nothing else): o = Point(1, 2).
	ProvInstance = "instance"
	// ProvFormatted is text made by formatting numbers into constant text: 'data%02d.csv' % j
	// (a %-format whose every conversion is a number's: % on anything else raises), or
	// f"ts-{i:0>2d}.parquet" where every field is a number for certain (an index of the builtin
	// range or enumerate, a constant, or arithmetic on those) with a number's format spec; and
	// the paths a pathlib listing of a constant directory yields (Path("d").glob("*.csv"): d/n,
	// n standing for names that are never . or .., listingOf).
	// Arg.Values are its texts with each number written as n: a number's text may begin with a
	// letter (hex digits, inf, nan) but never holds a slash or a tilde or is dots alone, so such
	// a path is absolute, has a ".." segment or could start with a URL scheme whenever the text
	// with n is or could: a policy judges those texts.
	ProvFormatted = "formatted"
	// ProvUnbound is a name the code never binds that is no builtin and no global the harness
	// gives the code (pd.read_json(_) in a doctest): evaluating it raises NameError, so a call
	// it is an argument of never happens.
	ProvUnbound = "unbound"
	// ProvUnknown is everything else: the analyzer cannot tell where the value comes from.
	ProvUnknown = "unknown"
)

// maxValues bounds Arg.Values; a literal that can take more values has its values unknown.
const maxValues = 32

// harnessNames are the names the harness defines before the code runs, with their provenance.
var harnessNames = map[string]string{"out_dir": ProvOutDir, "df": ProvData}

// The callees that callProv and listingProv know are asked about for every call they trace:
// switches, not maps.

// pathJoin reports whether a callee builds a path from its first argument and the rest.
func pathJoin(name string) bool { return name == "os.path.join" || name == "posixpath.join" }

// pathType reports whether a callee is a pathlib class whose instances stand for the path
// they are given.
func pathType(name string) bool {
	switch name {
	case "pathlib.Path", "pathlib.PurePath", "pathlib.PosixPath", "pathlib.PurePosixPath":
		return true
	}
	return false
}

// buffer reports whether a callee makes an in-memory file.
func buffer(name string) bool {
	switch name {
	case "io.StringIO", "io.BytesIO", "StringIO.StringIO", "cStringIO.StringIO":
		return true
	}
	return false
}

// pathWrapper reports whether a callee opens a file object or writer on the path it is given,
// which then stands for that path: read_excel(open("t.xlsx", "rb")),
// df.to_excel(pd.ExcelWriter("out.xlsx")).
func pathWrapper(name string) bool {
	return name == "open" || name == "io.open" || name == "pandas.ExcelWriter"
}

// patchNames are the attribute names through which code could replace a library function
// whose result the walk interprets (see librariesPatched), on any object: the functions, the
// classes and the modules that hold them (os.path = fake), and the helpers os.path's functions
// call (os.fspath, the separator).
var patchNames = map[string]bool{
	"join": true, "dirname": true, "abspath": true, "normpath": true, "fspath": true, "fsdecode": true,
	"path": true, "os": true, "posixpath": true, "genericpath": true, "sep": true, "_get_sep": true,
	"Path": true, "PurePath": true, "PosixPath": true, "PurePosixPath": true, "joinpath": true, "pathlib": true,
	"StringIO": true, "BytesIO": true, "io": true, "open": true, "mkdtemp": true, "TemporaryDirectory": true,
	"tempfile": true, "ZipFile": true, "PyZipFile": true, "TarFile": true, "zipfile": true, "tarfile": true,
	"extractfile": true, "ExcelWriter": true,
}

// librariesPatched reports whether the code may replace a library function whose result the
// walk interprets (os.path.join(out_dir, …) is under out_dir, io.StringIO() is a buffer,
// pd.read_csv(…) is data): it assigns, augments or deletes an attribute of a library object
// (an import or a chain on one: pd.DataFrame.head = f), or an attribute named like one of
// patchNames on any object (a module handed to a function), or calls setattr or delattr on a
// library object or with a name that is not a string constant outside patchNames. Then what
// library calls return is unknown.
func (w *walker) librariesPatched() bool {
	switch w.replaced {
	case 1, 2:
		return true // 2: asked while computing the answer
	case -1:
		return false
	}
	w.replaced = 2
	r := false
	for _, a := range w.stores {
		if patchNames[w.n.ident(string(a.Attr))] || (w.importRooted(a.Value) && !pandasOption(w.calleeName(a))) {
			r = true
			break
		}
	}
	for i := 0; !r && i < len(w.pending); i++ {
		pc := &w.pending[i]
		for j := pc.first; j < pc.first+pc.n; j++ {
			base, ok := builtinName(w.calls[j].Name)
			if !ok || w.calls[j].Local || (base != "setattr" && base != "delattr") {
				continue
			}
			args := pc.e.Args
			name, lit := "", len(args) >= 2
			if lit {
				s, isStr := args[1].(*ast.Str)
				if lit = isStr; lit {
					name, lit = w.strValue(s.S).(string)
				}
			}
			if !lit || patchNames[name] || w.importRooted(args[0]) {
				r = true
			}
		}
	}
	w.replaced = -1
	if r {
		w.replaced = 1
	}
	return r
}

// pandasOption reports whether a resolved attribute chain is one of pandas' options
// (pd.options.display.max_rows = 100): pandas validates what is set there, and no function
// the walk interprets reads it.
func pandasOption(chain string) bool { return strings.HasPrefix(chain, "pandas.options.") }

// archiveMaker reports whether a callee opens a zip or tar archive and returns it.
func archiveMaker(name string) bool {
	switch name {
	case "zipfile.ZipFile", "zipfile.PyZipFile", "tarfile.open", "tarfile.TarFile", "tarfile.TarFile.open":
		return true
	}
	return false
}

// archiveMember reports whether an archive's method returns a file object of one of its
// members: ZipFile.open, TarFile.extractfile.
func archiveMember(method string) bool { return method == "open" || method == "extractfile" }

// pathDir reports whether a callee returns the directory part of a path.
func pathDir(name string) bool { return name == "os.path.dirname" || name == "posixpath.dirname" }

// pathNormal reports whether a callee returns a path that names what its argument names, when
// the argument has no ".." segment and is not a symbolic link's own path: abspath and normpath
// only drop "." segments and double slashes (realpath may leave the directory through a link).
func pathNormal(name string) bool {
	switch name {
	case "os.path.abspath", "os.path.normpath", "posixpath.abspath", "posixpath.normpath":
		return true
	}
	return false
}

// moduleFile is the value of a module's own file in ProvPackage's values.
const moduleFile = "<file>"

// packageDir is the provenance of os.path.dirname of a path in a library: the directory of
// each value, or unknown when a value is the module's directory itself, whose dirname would
// leave the library.
func packageDir(p prov) prov {
	out := prov{kind: ProvPackage, values: make([]any, 0, len(p.values))}
	for _, v := range p.values {
		s, ok := v.(string)
		if !ok || s == "" {
			return unknown
		}
		d := path.Dir(s)
		if d == "." {
			d = ""
		}
		out.values = append(out.values, d)
	}
	out.values = dedupValues(out.values)
	return out
}

// packageJoin is the provenance of os.path.join of a path in a library and parts: each part
// must be constant text that is relative and has no ".." segment, or the path is unknown.
func (w *walker) packageJoin(p prov, parts []ast.Expr) prov {
	vals := p.values
	for _, e := range parts {
		q := w.prov(e)
		if !constant(q) {
			return unknown
		}
		next := make([]any, 0, len(vals)*len(q.values))
		for _, v := range vals {
			for _, x := range q.values {
				s, ok := x.(string)
				if !ok || s == "" || strings.HasPrefix(s, "/") || slices.Contains(strings.Split(s, "/"), "..") {
					return unknown
				}
				next = append(next, path.Join(v.(string), s))
			}
		}
		if vals = dedupValues(next); len(vals) > maxValues {
			return unknown
		}
	}
	return prov{kind: ProvPackage, values: vals}
}

// sameValue reports whether a callee returns its argument's value, or its text.
func sameValue(name string) bool {
	return name == "str" || name == "os.fspath" || name == "os.fsdecode"
}

// dataPreserving reports whether a callee is a builtin that returns something made of its
// arguments' elements.
func dataPreserving(name string) bool {
	switch name {
	case "list", "tuple", "set", "frozenset", "sorted", "reversed", "enumerate", "zip", "str",
		"iter", "next", "min", "max":
		return true
	}
	return false
}

// prov is the provenance of a value while the walk computes it.
type prov struct {
	kind     string
	values   []any // literal scalars; nil when unknown
	computed bool
	frame    bool // data: the dataset's frame itself, the harness's df never rebound
	subframe bool // data: a frame with some of the dataset frame's columns (df.select_dtypes(…))
	labels   bool // data: a collection of the frame's column labels (df.columns, list(df))
	label    bool // data: one of the frame's column labels (an element of df.columns)
}

// plain is p without what it says of the dataset's frame and its labels: a value computed from
// them, which is data all the same.
func (p prov) plain() prov {
	p.frame, p.subframe, p.labels, p.label = false, false, false, false
	return p
}

// framelike reports whether p is the dataset's frame or a frame of some of its columns.
func (p prov) framelike() bool { return p.frame || p.subframe }

// subsetMethods are the methods of a DataFrame that return a frame whose columns are some of
// its own, in whatever order, and never a label it did not have.
var subsetMethods = map[string]bool{
	"select_dtypes": true, "drop": true, "dropna": true, "filter": true, "head": true, "tail": true,
	"copy": true, "sample": true, "sort_values": true, "sort_index": true, "fillna": true, "astype": true,
	"nlargest": true, "nsmallest": true, "query": true, "where": true, "mask": true, "describe": true,
	"corr": true, "cov": true, "abs": true, "round": true, "clip": true, "isna": true, "notna": true,
	"isnull": true, "notnull": true, "ffill": true, "bfill": true, "drop_duplicates": true,
}

// elemOf is the provenance of what iterating over data of provenance p yields: data; the
// frame and its column index yield column labels (for c in df, for c in df.columns).
func elemOf(p prov) prov {
	return prov{kind: ProvData, label: p.framelike() || p.labels}
}

var unknown = prov{kind: ProvUnknown}

// arg turns p into the Arg of the facts.
func (p prov) arg(keyword string) Arg {
	return Arg{Keyword: keyword, Kind: p.kind, Values: p.values, Computed: p.computed, Frame: p.frame, Label: p.label}
}

// join is the provenance of a value that may be either a or b.
func join(a, b prov) prov {
	if a.kind != b.kind {
		return unknown
	}
	out := prov{kind: a.kind, computed: a.computed || b.computed,
		frame: a.frame && b.frame, subframe: a.framelike() && b.framelike() && !(a.frame && b.frame),
		labels: a.labels && b.labels, label: a.label && b.label}
	if (a.kind == ProvLiteral || a.kind == ProvFormatted || a.kind == ProvPackage) && a.values != nil && b.values != nil {
		out.values = append(append([]any{}, a.values...), b.values...)
		out.values = dedupValues(out.values)
		if len(out.values) > maxValues {
			out.values = nil
		}
	}
	return out
}

func dedupValues(v []any) []any {
	out := v[:0]
	for i, x := range v {
		dup := false
		for _, y := range v[:i] {
			if x == y {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, x)
		}
	}
	return out
}

// A binding is one way the code gives a name a value.
type binding struct {
	how   byte     // bindValue, bindIter, bindIterTuple, bindWith, bindClass, bindFunc or bindOpaque
	value ast.Expr // the expression the binding takes its value from
	index int      // bindIterTuple: the position in the target tuple, -1 when nested deeper
	next  int32    // the name's binding before this one, as in scopes.binds
}

// bindingsOf returns the bindings of id, latest first.
func (sc *scopes) bindingsOf(id string) func(yield func(binding) bool) {
	return func(yield func(binding) bool) {
		for i := sc.binds[id]; i != 0; i = sc.slab[i-1].next {
			if !yield(sc.slab[i-1]) {
				return
			}
		}
	}
}

const (
	bindOpaque    byte = iota // a parameter, def, class, except name, pattern capture, …
	bindValue                 // name = value
	bindIter                  // for name in value
	bindIterTuple             // for a, name in value
	bindWith                  // with value as name
	bindClass                 // class name: …
	bindFunc                  // def name(…): …
)

// scopes holds what the walk knows of the names the code binds.
type scopes struct {
	binds    map[string]int32         // a name's latest binding: 1 + its index in slab; 0 for none
	slab     []binding                // every binding, each linking to the name's one before it
	top      map[string]int           // first line of an unconditional module-level binding
	unstable set                      // deleted, or declared global or nonlocal somewhere
	locals   map[*ast.FunctionDef]set // names bound in a function's own scope
	stack    []set                    // locals of the functions around the walk's position
	star     bool                     // a star import binds names the analyzer cannot see
	memo     map[string]prov
	busy     set
	// escaped are the names whose value may be changed in place or reach code that could:
	// every use but a read (iterated, compared with in, indexed, or given to a builtin that
	// only reads it, which reads confirms once the walk knows every binding). A list or set
	// such a name is bound to may hold anything by the time it is read.
	escaped set
	reads   []nameRead
}

// nameRead is a name given to a builtin that only reads it (len(names)): a read if the callee
// is the builtin, an escape if the code binds that name itself.
type nameRead struct{ callee, arg string }

// reset empties the scopes for a new analysis, keeping their maps' storage.
func (sc *scopes) reset() {
	if sc.binds == nil {
		return
	}
	clear(sc.binds)
	clear(sc.slab)
	sc.slab = sc.slab[:0]
	clear(sc.top)
	clear(sc.unstable)
	clear(sc.locals)
	clear(sc.memo)
	clear(sc.busy)
	clear(sc.escaped)
	sc.reads = sc.reads[:0]
	clear(sc.stack)
	sc.stack, sc.star = sc.stack[:0], false
}

// collectScopes prepares the scopes before the walk: the unconditional module-level bindings,
// the names ever deleted or declared global or nonlocal (statements only, nested ones
// included), walrus targets and star imports. The walk records every binding as it meets it
// (bindings need expressions: comprehensions, lambdas, patterns); call arguments are traced
// after the walk, when all are known.
func (w *walker) collectScopes(mod []ast.Stmt) {
	sc := &w.sc
	if sc.binds == nil {
		sc.binds, sc.top, sc.unstable, sc.memo, sc.busy = map[string]int32{}, map[string]int{}, set{}, map[string]prov{}, set{}
		sc.escaped = set{}
		sc.locals = map[*ast.FunctionDef]set{}
	}
	for _, imp := range w.imports {
		if imp.Name == "*" {
			sc.star = true
		}
	}
	for _, id := range w.n.walrus {
		sc.bind(id, bindOpaque, nil)
	}
	for _, s := range mod {
		line := s.GetLineno()
		switch s := s.(type) {
		case *ast.Assign:
			for _, t := range s.Targets {
				if n, ok := t.(*ast.Name); ok {
					sc.topBind(w.n.ident(string(n.Id)), line)
				}
			}
		case *ast.FunctionDef:
			sc.topBind(w.n.ident(string(s.Name)), line)
		case *ast.ClassDef:
			sc.topBind(w.n.ident(string(s.Name)), line)
		}
	}
	w.collectUnstable(mod)
}

// collectUnstable records the names deleted or declared global or nonlocal anywhere.
func (w *walker) collectUnstable(body []ast.Stmt) {
	sc := &w.sc
	w.eachStmt(body, func(st ast.Stmt) {
		switch s := st.(type) {
		case *ast.Global:
			for _, id := range s.Names {
				sc.unstable.add(w.n.ident(string(id)))
			}
		case *ast.Nonlocal:
			for _, id := range s.Names {
				sc.unstable.add(w.n.ident(string(id)))
			}
		case *ast.Delete:
			for _, t := range s.Targets {
				if n, ok := t.(*ast.Name); ok {
					sc.unstable.add(w.n.ident(string(n.Id)))
				}
			}
		}
	})
}

func (sc *scopes) topBind(id string, line int) {
	if _, ok := sc.top[id]; !ok {
		sc.top[id] = line
	}
}

func (sc *scopes) bind(id string, how byte, value ast.Expr) {
	sc.slab = append(sc.slab, binding{how: how, value: value, index: -1, next: sc.binds[id]})
	sc.binds[id] = int32(len(sc.slab))
}

// target binds the names of an assignment target.
func (w *walker) target(t ast.Expr, how byte, value ast.Expr) {
	w.targetAt(t, how, value, -1)
}

func (w *walker) targetAt(t ast.Expr, how byte, value ast.Expr, index int) {
	switch t := t.(type) {
	case *ast.Name:
		if w.n.marker(string(t.Id)) == markNone {
			id := w.n.ident(string(t.Id))
			w.sc.bind(id, how, value)
			w.sc.slab[len(w.sc.slab)-1].index = index
		}
	case *ast.Tuple:
		w.targets(t.Elts, how, value)
	case *ast.List:
		w.targets(t.Elts, how, value)
	case *ast.Starred:
		w.target(t.Value, bindOpaque, nil)
	}
}

// targets binds the names of a tuple target: for a loop, each with its position in the tuple
// (a name nested deeper, or after a starred one, gets none).
func (w *walker) targets(elts []ast.Expr, how byte, value ast.Expr) {
	switch how {
	case bindIter:
		how = bindIterTuple
	case bindIterTuple:
		for _, e := range elts {
			w.targetAt(e, how, value, -1)
		}
		return
	default:
		how, value = bindOpaque, nil
	}
	for i, e := range elts {
		if _, ok := e.(*ast.Starred); ok {
			how, value = bindOpaque, nil
		}
		w.targetAt(e, how, value, i)
	}
}

func (w *walker) paramBindings(a *ast.Arguments, locals set) {
	if a == nil {
		return
	}
	one := func(x *ast.Arg) {
		if x != nil {
			id := w.n.ident(string(x.Arg))
			w.sc.bind(id, bindOpaque, nil)
			if locals != nil {
				locals.add(id)
			}
		}
	}
	for _, x := range a.Args {
		one(x)
	}
	one(a.Vararg)
	for _, x := range a.Kwonlyargs {
		one(x)
	}
	one(a.Kwarg)
}

// bindStmt records the bindings a statement makes (before the walk enters it).
func (w *walker) bindStmt(st ast.Stmt) {
	sc := &w.sc
	switch s := st.(type) {
	case *ast.Assign:
		for _, t := range s.Targets {
			w.target(t, bindValue, s.Value)
		}
	case *ast.AugAssign:
		w.target(s.Target, bindOpaque, nil)
	case *ast.For:
		w.target(s.Target, bindIter, s.Iter)
	case *ast.With:
		for _, it := range s.Items {
			if it.OptionalVars != nil {
				w.target(it.OptionalVars, bindWith, it.ContextExpr)
			}
			if n, ok := it.OptionalVars.(*ast.Name); ok && w.n.marker(string(n.Id)) == markNone {
				w.noteWith(s, w.n.ident(string(n.Id)), it.ContextExpr)
			}
		}
	case *ast.FunctionDef:
		sc.bind(w.n.ident(string(s.Name)), bindFunc, nil)
		locals := set{}
		w.paramBindings(s.Args, locals)
		w.functionLocals(s.Body, locals)
		sc.locals[s] = locals
	case *ast.ClassDef:
		sc.bind(w.n.ident(string(s.Name)), bindClass, nil)
	case *ast.Try:
		for _, h := range s.Handlers {
			if h.Name != "" {
				sc.bind(w.n.ident(string(h.Name)), bindOpaque, nil)
			}
		}
	}
}

func (w *walker) generators(gens []ast.Comprehension) {
	for _, g := range gens {
		w.target(g.Target, bindIter, g.Iter)
	}
}

// functionLocals adds to locals the names a function body binds in its own scope (nested
// functions and classes bind only their own name there).
func (w *walker) functionLocals(body []ast.Stmt, locals set) {
	var add func(t ast.Expr)
	add = func(t ast.Expr) {
		switch t := t.(type) {
		case *ast.Name:
			locals.add(w.n.ident(string(t.Id)))
		case *ast.Tuple:
			for _, e := range t.Elts {
				add(e)
			}
		case *ast.List:
			for _, e := range t.Elts {
				add(e)
			}
		case *ast.Starred:
			add(t.Value)
		}
	}
	for _, s := range body {
		switch s := s.(type) {
		case *ast.Assign:
			for _, t := range s.Targets {
				add(t)
			}
		case *ast.AugAssign:
			add(s.Target)
		case *ast.For:
			add(s.Target)
			w.functionLocals(s.Body, locals)
			w.functionLocals(s.Orelse, locals)
		case *ast.While:
			w.functionLocals(s.Body, locals)
			w.functionLocals(s.Orelse, locals)
		case *ast.If:
			w.functionLocals(s.Body, locals)
			w.functionLocals(s.Orelse, locals)
		case *ast.With:
			for _, it := range s.Items {
				add(it.OptionalVars)
			}
			w.functionLocals(s.Body, locals)
		case *ast.Try:
			w.functionLocals(s.Body, locals)
			for _, h := range s.Handlers {
				if h.Name != "" {
					locals.add(w.n.ident(string(h.Name)))
				}
				w.functionLocals(h.Body, locals)
			}
			w.functionLocals(s.Orelse, locals)
			w.functionLocals(s.Finalbody, locals)
		case *ast.FunctionDef:
			locals.add(w.n.ident(string(s.Name)))
		case *ast.ClassDef:
			locals.add(w.n.ident(string(s.Name)))
		}
	}
}

// shadowed reports whether the name id, loaded at line, is bound by the code itself and so
// is not the builtin of that name: a local of a function around the load, or a name bound by an
// unconditional module-level statement on an earlier line. A name ever deleted or declared
// global or nonlocal, bound by a walrus, or reachable by a star import is never shadowed.
func (w *walker) shadowed(id string, line int) bool {
	sc := &w.sc
	if sc.binds == nil || sc.has(sc.unstable, id) {
		return false
	}
	for _, walrus := range w.n.walrus {
		if walrus == id {
			return false
		}
	}
	for i := len(sc.stack) - 1; i >= 0; i-- {
		if sc.has(sc.stack[i], id) {
			return true
		}
	}
	if l, ok := sc.top[id]; ok && !sc.star && l < line {
		return true
	}
	return false
}

func (sc *scopes) has(s set, id string) bool {
	_, ok := s[id]
	return ok
}

// nameProv is the provenance of a name loaded anywhere: the join of all its bindings.
func (w *walker) nameProv(id string) prov {
	sc := &w.sc
	if p, ok := sc.memo[id]; ok {
		return p
	}
	if sc.has(sc.busy, id) {
		return unknown
	}
	if len(w.importsOf(id)) > 0 {
		// A name assigned an attribute chain on a module is an alias of that chain.
		if w.moduleFileName(id) && !w.librariesPatched() {
			return prov{kind: ProvPackage, values: []any{moduleFile}}
		}
		return unknown
	}
	sc.busy.add(id)
	defer delete(sc.busy, id)
	var (
		p     prov
		first = true
	)
	add := func(q prov) {
		if first {
			p, first = q, false
			return
		}
		p = join(p, q)
	}
	if k, ok := harnessNames[id]; ok {
		if sc.star || sc.has(sc.unstable, id) {
			return unknown
		}
		add(prov{kind: k, frame: k == ProvData})
	}
	for b := range sc.bindingsOf(id) {
		switch b.how {
		case bindValue:
			add(w.prov(b.value))
		case bindIter:
			add(w.elemProv(b.value))
		case bindIterTuple:
			add(w.tupleElemProv(b.value, b.index))
		case bindWith:
			add(withProv(w.prov(b.value)))
		default:
			add(unknown)
		}
		if p.kind == ProvUnknown {
			break
		}
	}
	if first {
		p = unknown
		if w.unbound(id) {
			p = prov{kind: ProvUnbound}
		}
	}
	sc.memo[id] = p
	return p
}

// withProv is the provenance of what `with e as name` binds, p being e's: the file objects
// and directories whose provenance the walk knows return themselves from __enter__.
func withProv(p prov) prov {
	if dirKind(p) || constant(p) || p.kind == ProvBuffer || p.kind == ProvArchive || p.kind == ProvUnbound {
		return p
	}
	return unknown
}

// withBinding is a with statement whose `as` binds a name that nothing in its body binds
// again, and the expression of that item.
type withBinding struct {
	with *ast.With
	ctx  ast.Expr
}

// noteWith records that the with statement s binds id to what ctx's __enter__ returns, when
// only one of its items binds id and nothing in its body binds id again (withContext).
func (w *walker) noteWith(s *ast.With, id string, ctx ast.Expr) {
	items := 0
	for _, it := range s.Items {
		if v, ok := it.OptionalVars.(*ast.Name); ok && w.n.ident(string(v.Id)) == id {
			items++
		}
	}
	if items != 1 || slices.ContainsFunc(w.withs[id], func(b withBinding) bool { return b.with == s }) ||
		slices.ContainsFunc(s.Body, func(st ast.Stmt) bool { return w.rebinds(st, id) }) {
		return
	}
	if w.withs == nil {
		w.withs = map[string][]withBinding{}
	}
	w.withs[id] = append(w.withs[id], withBinding{s, ctx})
}

// withContext returns the context expression of the with statement whose `as` binds the name
// id that n reads, when n is in that statement's body, nothing in the body binds id again
// (noteWith) and n is not in a function, class, lambda or generator expression of the body
// (code that may run once the body is left): there, id is what the with bound, whatever else
// binds it elsewhere (with pd.ExcelWriter(buf) as writer: df.to_excel(writer)). Nil otherwise.
func (w *walker) withContext(n *ast.Name, id string) ast.Expr {
	sc := &w.sc
	if len(w.withs[id]) == 0 || sc.star || sc.has(sc.unstable, id) || slices.Contains(w.n.walrus, id) {
		return nil
	}
	for _, b := range w.withs[id] {
		for _, st := range b.with.Body {
			if containsNode(st, n) {
				if inDeferred(st, n) {
					return nil
				}
				return b.ctx
			}
		}
	}
	return nil
}

// rebinds reports whether the statement st binds or deletes the name id anywhere in it:
// an assignment, loop, with or comprehension target, a def or class, an import, an except
// clause.
func (w *walker) rebinds(st ast.Stmt, id string) bool {
	found := false
	ast.Walk(st, func(x ast.Ast) bool {
		if found {
			return false
		}
		switch x := x.(type) {
		case *ast.Name:
			found = x.Ctx != ast.Load && w.n.ident(string(x.Id)) == id
		case *ast.FunctionDef:
			found = w.n.ident(string(x.Name)) == id
		case *ast.ClassDef:
			found = w.n.ident(string(x.Name)) == id
		case *ast.ExceptHandler:
			found = x.Name != "" && w.n.ident(string(x.Name)) == id
		case *ast.Alias:
			bound := string(x.AsName)
			if bound == "" {
				bound, _, _ = strings.Cut(string(x.Name), ".")
			}
			found = w.n.ident(bound) == id
		}
		return !found
	})
	return found
}

// moduleFileName reports whether every binding of the name id assigns it m.__file__ of a
// module m (test_module = statsmodels.stats.tests.test_influence.__file__), which makes it an
// alias of that chain rather than a value the walk traces.
func (w *walker) moduleFileName(id string) bool {
	sc := &w.sc
	if _, ok := harnessNames[id]; ok || sc.star || sc.has(sc.unstable, id) {
		return false
	}
	for _, t := range w.importsOf(id) {
		if !strings.HasSuffix(t, ".__file__") {
			return false
		}
	}
	n := 0
	for b := range sc.bindingsOf(id) {
		if b.how != bindValue || !w.moduleFile(b.value) {
			return false
		}
		n++
	}
	return n > 0
}

// moduleFile reports whether e reads m.__file__ of a module m (walker.module).
func (w *walker) moduleFile(e ast.Expr) bool {
	a, ok := e.(*ast.Attribute)
	return ok && a.Ctx == ast.Load && w.n.ident(string(a.Attr)) == "__file__" && w.module(a.Value)
}

// unbound reports whether nothing can give id a value: the code binds it nowhere (no binding,
// import, global or del statement, star import), and it is no builtin and no harness global.
func (w *walker) unbound(id string) bool {
	if _, ok := harnessModules[id]; ok || builtinFuncs[id] || builtinOthers[id] {
		return false
	}
	if _, ok := harnessNames[id]; ok {
		return false
	}
	return w.builtin(id) // bound nowhere: builtin's test, for a name that is no builtin
}

// tupleElemProv is the provenance of the index-th member of the tuples an iterable yields:
// for zip(a, b, …) the elements of its index-th argument, for enumerate(a) (index 1) the
// elements of a, for the data anything of the data.
func (w *walker) tupleElemProv(iter ast.Expr, index int) prov {
	if c, ok := iter.(*ast.Call); ok && index >= 0 && len(c.Keywords) == 0 {
		name := w.resolvedCallee(c.Func)
		switch {
		case name == "zip" && index < len(c.Args):
			return w.elemProv(c.Args[index])
		case name == "enumerate" && index == 1 && len(c.Args) == 1:
			return w.elemProv(c.Args[0])
		case name == "zip" || name == "enumerate":
			return unknown
		}
	}
	if e := w.elemProv(iter); e.kind == ProvData {
		return e.plain() // a part of an element: a label's characters are no labels
	}
	return unknown
}

// elemProv is the provenance of the elements of an iterable.
func (w *walker) elemProv(e ast.Expr) prov {
	if !w.enter() {
		w.leave()
		return unknown
	}
	defer w.leave()
	var elts []ast.Expr
	switch x := e.(type) {
	case *ast.Name:
		return w.nameElemProv(x)
	case *ast.List:
		elts = x.Elts
	case *ast.Tuple:
		elts = x.Elts
	case *ast.Set:
		elts = x.Elts
	case *ast.Call:
		return w.listingProv(x)
	default:
		if p := w.prov(e); p.kind == ProvData {
			return elemOf(p)
		}
		return unknown
	}
	if len(elts) == 0 {
		return unknown
	}
	p := w.prov(elts[0])
	for _, x := range elts[1:] {
		p = join(p, w.prov(x))
	}
	return p
}

// nameElemProv is the provenance of the elements of what a name holds: a literal list the name
// is only ever bound to (distnames = ["norm", "expon"]; for d in distnames), or the data.
func (w *walker) nameElemProv(x *ast.Name) prov {
	id := w.n.ident(string(x.Id))
	if w.n.marker(string(x.Id)) != markNone || len(w.importsOf(id)) > 0 || w.sc.has(w.sc.busy, id) {
		return unknown
	}
	if p := w.nameProv(id); p.kind == ProvData {
		return elemOf(p)
	}
	if w.sc.binds[id] == 0 {
		return unknown
	}
	w.sc.busy.add(id)
	defer delete(w.sc.busy, id)
	var p prov
	i := -1
	for b := range w.sc.bindingsOf(id) {
		i++
		if b.how != bindValue {
			return unknown
		}
		switch b.value.(type) {
		case *ast.Tuple:
		case *ast.List, *ast.Set, *ast.Call: // a call: files = Path("d").glob("*.csv")
			if w.sc.has(w.sc.escaped, id) {
				return unknown // names.append(…), names[0] = …, f(names), alias = names
			}
		default:
			return unknown
		}
		q := w.elemProv(b.value)
		if i == 0 {
			p = q
		} else {
			p = join(p, q)
		}
	}
	return p
}

// listingProv is the provenance of the elements of what a call returns: the data's for data,
// paths under a directory for a listing of it (Path(out_dir).rglob("*"), glob.glob(f"{out_dir}/*")),
// through sorted, list and the like.
func (w *walker) listingProv(c *ast.Call) prov {
	name := w.resolvedCallee(c.Func)
	switch {
	case listingKeeper(name) && len(c.Args) == 1 && len(c.Keywords) == 0:
		return w.elemProv(c.Args[0])
	case (name == "glob.glob" || name == "glob.iglob") && len(c.Args) > 0:
		if p := w.prov(c.Args[0]); dirKind(p) {
			p.computed = true
			return p
		}
	}
	if a, ok := c.Func.(*ast.Attribute); ok && !w.importRooted(a) && dirListing(w.n.ident(string(a.Attr))) {
		p := w.prov(a.Value)
		if dirKind(p) {
			p.computed = true
			return p
		}
		if constant(p) {
			return w.listingOf(p, c)
		}
	}
	if p := w.prov(c); p.kind == ProvData {
		return elemOf(p)
	}
	return unknown
}

// listingOf is the provenance of what a pathlib listing (glob, rglob, iterdir) of a constant
// directory yields: formatted, each directory's text followed by "/n" (ProvFormatted), n
// standing for what the listing adds: names that are never "." or "..", joined by slashes for
// a recursive pattern. The directory must be one pathlib keeps in front of the names (not "" or
// "."), and a pattern constant, relative and without a ".." segment; otherwise unknown.
func (w *walker) listingOf(dir prov, c *ast.Call) prov {
	if len(c.Keywords) > 0 || len(c.Args) > 1 {
		return unknown
	}
	if len(c.Args) == 1 {
		pat := w.prov(c.Args[0])
		if !constant(pat) {
			return unknown
		}
		for _, v := range pat.values {
			s, ok := v.(string)
			if !ok || s == "" || strings.HasPrefix(s, "/") || slices.Contains(strings.Split(s, "/"), "..") {
				return unknown
			}
		}
	}
	out := prov{kind: ProvFormatted, values: make([]any, 0, len(dir.values))}
	for _, v := range dir.values {
		s, ok := v.(string)
		if !ok {
			return unknown
		}
		root := strings.HasPrefix(s, "/")
		s = strings.TrimRight(s, "/") // the root "/" becomes "", and "/n" below
		if !root && (s == "" || s == ".") {
			return unknown // pathlib drops "." in front of the names: bare names
		}
		out.values = append(out.values, s+"/n")
	}
	return out
}

// listingKeeper reports whether a callee returns the elements of its one argument, reordered
// or not.
func listingKeeper(name string) bool {
	switch name {
	case "sorted", "list", "tuple", "reversed", "set", "iter":
		return true
	}
	return false
}

// dirListing reports whether a pathlib method lists paths under the path it is called on.
func dirListing(name string) bool { return name == "rglob" || name == "glob" || name == "iterdir" }

// oneValue returns a one-element values list, carved from a per-analysis block.
func (w *walker) oneValue(v any) []any {
	if len(w.vals) == cap(w.vals) {
		w.vals = make([]any, 0, 64)
	}
	w.vals = append(w.vals, v)
	return w.vals[len(w.vals)-1 : len(w.vals) : len(w.vals)]
}

// strValue is the value of a str constant, boxed once per placeholder (an argument's values
// are read many times as the walk traces names).
func (w *walker) strValue(s py.String) any {
	i, ok := placeholderIndex(string(s), len(w.n.strs))
	if w.n.strs == nil || !ok {
		return w.n.str(s)
	}
	if len(w.strVals) < len(w.n.strs) {
		w.strVals = slices.Grow(w.strVals[:0], len(w.n.strs))[:len(w.n.strs)]
	}
	if w.strVals[i] == nil {
		w.strVals[i] = w.n.strs[i]
	}
	return w.strVals[i]
}

// literalValue is the value of a scalar constant, if e is one.
func (w *walker) literalValue(e ast.Expr) (any, bool) {
	switch x := e.(type) {
	case *ast.Str:
		return w.strValue(x.S), true
	case *ast.Bytes:
		return w.n.bytes(x.S), true
	case *ast.NameConstant:
		switch x.Value {
		case py.True:
			return true, true
		case py.False:
			return false, true
		}
		return nil, true
	case *ast.Call:
		if s, ok := w.fstringConst(x); ok {
			return s, true
		}
	}
	return nil, false
}

// parentOf is the provenance of the parent directory of a literal path: the parent of each
// value, as pathlib computes it for a pure path.
func parentOf(p prov) prov {
	out := prov{kind: ProvLiteral, values: make([]any, 0, len(p.values))}
	for _, v := range p.values {
		s, ok := v.(string)
		if !ok || s == "" {
			return prov{kind: ProvLiteral}
		}
		t := strings.TrimRight(s, "/")
		if t == "" {
			t = "/"
		}
		out.values = append(out.values, path.Dir(t))
	}
	out.values = dedupValues(out.values)
	return out
}

// allResolve reports whether every import binding of a callee's root resolves to a name that
// names accepts (`from StringIO import StringIO` in a try, `from io import StringIO` in its except).
func (w *walker) allResolve(f ast.Expr, names func(string) bool) bool {
	n, ok := f.(*ast.Name)
	if !ok {
		return true
	}
	for _, t := range w.importsOf(w.n.ident(string(n.Id))) {
		if !names(t) {
			return false
		}
	}
	return true
}

// resolvedCallee is calleeName with builtins told apart: a builtin's plain name ("zip",
// "builtins.zip" alike), or "" for a plain name the code binds itself (def zip(...), str = …):
// what such a call returns is not what the builtin would.
func (w *walker) resolvedCallee(f ast.Expr) string {
	name := w.calleeName(f)
	b, ok := builtinName(name)
	if !ok {
		return name
	}
	if n, plain := f.(*ast.Name); plain && !w.builtin(w.n.ident(string(n.Id))) {
		return ""
	}
	return b
}

// builtin reports whether the plain name id can only be the builtin of that name: the code
// binds it nowhere (no assignment, def, parameter, import or walrus, no global or del
// statement) and no star import might.
func (w *walker) builtin(id string) bool {
	sc := &w.sc
	return sc.binds[id] == 0 && len(w.importsOf(id)) == 0 && !sc.star && !sc.has(sc.unstable, id)
}

// calleeName resolves a callee the way calls are named, without recording anything.
func (w *walker) calleeName(f ast.Expr) string {
	switch f := f.(type) {
	case *ast.Name:
		if w.n.marker(string(f.Id)) != markNone {
			return ""
		}
		return w.resolveRoot(w.n.ident(string(f.Id)))
	case *ast.Attribute:
		if inner := w.calleeName(f.Value); inner != "" {
			chain, _ := w.joinChain(inner, w.n.ident(string(f.Attr)))
			return chain
		}
	}
	return ""
}

// importRooted reports whether an expression is a name bound by an import, or an attribute
// chain on one: a module or something a module defines, not an object the code made.
func (w *walker) importRooted(e ast.Expr) bool {
	for {
		switch x := e.(type) {
		case *ast.Attribute:
			e = x.Value
			continue
		case *ast.Name:
			return len(w.importsOf(w.n.ident(string(x.Id)))) > 0
		}
		return false
	}
}

// ownClass reports whether id names a class the code defines and binds in no other way.
func (w *walker) ownClass(id string) bool {
	i := w.sc.binds[id]
	if i == 0 {
		return false
	}
	b := w.sc.slab[i-1]
	return b.next == 0 && b.how == bindClass && len(w.importsOf(id)) == 0 && !w.sc.has(w.sc.unstable, id)
}

// dirKind reports whether p stands for out_dir or a temporary directory.
func dirKind(p prov) bool { return p.kind == ProvOutDir || p.kind == ProvTempDir }

// constant reports whether p is a constant the analyzer knows.
func constant(p prov) bool { return p.kind == ProvLiteral && p.values != nil }

// under is the provenance of a path built from dir with the parts that follow it.
func (w *walker) under(dir prov, rest []ast.Expr) prov {
	out := prov{kind: dir.kind, computed: dir.computed}
	for _, r := range rest {
		if !constant(w.prov(r)) {
			out.computed = true
		}
	}
	return out
}

// prov is the provenance of the value of an expression.
func (w *walker) prov(e ast.Expr) prov {
	if e == nil {
		return unknown
	}
	if !w.enter() {
		w.leave()
		return unknown
	}
	// Not deferred: provOf returns from too many places for an open-coded defer, and a panic
	// abandons the analysis (its walker is reset before reuse).
	p := w.provOf(e)
	w.leave()
	return p
}

// provOf is prov within the depth bound.
func (w *walker) provOf(e ast.Expr) prov {
	if v, ok := w.literalValue(e); ok {
		return prov{kind: ProvLiteral, values: w.oneValue(v)}
	}
	if w.isLiteral(e) {
		return prov{kind: ProvLiteral}
	}
	switch x := e.(type) {
	case *ast.Name:
		if w.n.marker(string(x.Id)) != markNone {
			return unknown
		}
		id := w.n.ident(string(x.Id))
		if ctx := w.withContext(x, id); ctx != nil {
			return withProv(w.prov(ctx))
		}
		return w.nameProv(id)
	case *ast.Attribute:
		if w.moduleFile(x) && !w.librariesPatched() {
			return prov{kind: ProvPackage, values: []any{moduleFile}}
		}
		if w.importRooted(x) {
			return unknown
		}
		base := w.prov(x.Value)
		switch {
		case base.kind == ProvData && !w.librariesPatched():
			if base.framelike() && w.n.ident(string(x.Attr)) == "columns" {
				return prov{kind: ProvData, labels: true}
			}
			return base.plain()
		case base.kind == ProvTempDir && w.n.ident(string(x.Attr)) == "name":
			return base
		case constant(base) && w.n.ident(string(x.Attr)) == "parent":
			return parentOf(base)
		}
	case *ast.Subscript:
		if base := w.prov(x.Value); base.kind == ProvData && !w.librariesPatched() {
			if _, one := x.Slice.(*ast.Index); one && base.labels {
				return prov{kind: ProvData, label: true} // df.columns[0]
			}
			return base.plain()
		}
	case *ast.IfExp:
		return join(w.prov(x.Body), w.prov(x.Orelse))
	case *ast.BoolOp:
		p := w.prov(x.Values[0])
		for _, v := range x.Values[1:] {
			p = join(p, w.prov(v))
		}
		return p
	case *ast.BinOp:
		l := w.prov(x.Left)
		switch {
		case x.Op == ast.Div && dirKind(l):
			return w.under(l, []ast.Expr{x.Right})
		case x.Op == ast.Add && dirKind(l):
			r := w.prov(x.Right)
			if !constant(r) {
				return unknown
			}
			for _, v := range r.values {
				if s, ok := v.(string); !ok || !strings.HasPrefix(s, "/") {
					return unknown
				}
			}
			return l
		case l.kind == ProvData && w.prov(x.Right).kind == ProvData:
			return l.plain()
		case x.Op == ast.Modulo && constant(l):
			return percentProv(l.values)
		}
	case *ast.Call:
		return w.callProv(x)
	}
	return unknown
}

// callProv is the provenance of what a call returns.
func (w *walker) callProv(c *ast.Call) prov {
	if w.marker(c.Func) == markFString {
		return w.fstringProv(c)
	}
	if w.neverCalled(c) {
		return prov{kind: ProvUnbound} // the callee's name raises NameError first
	}
	name := w.resolvedCallee(c.Func)
	if name != "" && w.librariesPatched() {
		return unknown // the library function may not be what its name says
	}
	var first ast.Expr
	if len(c.Args) > 0 {
		first = c.Args[0]
	}
	switch {
	case pathJoin(name) && first != nil:
		p := w.prov(first)
		if dirKind(p) {
			return w.under(p, c.Args[1:])
		}
		if p.kind == ProvPackage && len(c.Keywords) == 0 && c.Starargs == nil && c.Kwargs == nil {
			return w.packageJoin(p, c.Args[1:])
		}
	case pathDir(name) && len(c.Args) == 1 && len(c.Keywords) == 0 && c.Kwargs == nil:
		if p := w.prov(first); p.kind == ProvPackage {
			return packageDir(p)
		}
	case pathNormal(name) && len(c.Args) == 1 && len(c.Keywords) == 0 && c.Kwargs == nil:
		if p := w.prov(first); p.kind == ProvPackage {
			return p
		}
	case pathType(name) && first != nil:
		p := w.prov(first)
		if dirKind(p) {
			return w.under(p, c.Args[1:])
		}
		if constant(p) && len(c.Args) == 1 {
			return p
		}
	case buffer(name) && w.allResolve(c.Func, buffer):
		return prov{kind: ProvBuffer}
	case pathWrapper(name) && first != nil:
		if p := w.prov(first); dirKind(p) || constant(p) || p.kind == ProvBuffer {
			return p
		}
	case name == "tempfile.mkdtemp" || name == "tempfile.TemporaryDirectory":
		return prov{kind: ProvTempDir}
	case archiveMaker(name):
		return prov{kind: ProvArchive}
	case strings.HasPrefix(name, "pandas.read_"):
		return prov{kind: ProvData}
	case sameValue(name) && len(c.Args) == 1 && len(c.Keywords) == 0:
		if p := w.prov(first); dirKind(p) || p.kind == ProvPackage {
			return p
		}
	}
	if f, ok := c.Func.(*ast.Name); ok && w.ownClass(w.n.ident(string(f.Id))) {
		return prov{kind: ProvInstance}
	}
	if dataPreserving(name) && len(c.Args) > 0 {
		var a prov // the first argument's
		for i, arg := range c.Args {
			p := w.prov(arg)
			if p.kind != ProvData {
				return unknown
			}
			if i == 0 {
				a = p
			}
		}
		out := prov{kind: ProvData}
		if len(c.Args) == 1 && len(c.Keywords) == 0 && c.Starargs == nil && c.Kwargs == nil {
			switch name {
			case "list", "tuple", "set", "frozenset", "sorted", "reversed", "iter":
				out.labels = a.labels || a.framelike() // list(df.columns), list(df)
			case "next", "min", "max":
				out.label = a.labels || a.framelike()
			case "str":
				out.label = a.label
			}
		}
		return out
	}
	// A method: of data, data; joinpath of a directory, under it.
	if a, ok := c.Func.(*ast.Attribute); ok && !w.importRooted(a) {
		recv := w.prov(a.Value)
		switch {
		case recv.kind == ProvData:
			m := w.n.ident(string(a.Attr))
			switch {
			case recv.labels && (m == "tolist" || m == "to_list" || m == "copy"):
				return prov{kind: ProvData, labels: true} // df.columns.tolist()
			case recv.framelike() && subsetMethods[m]:
				return prov{kind: ProvData, subframe: true} // df.select_dtypes("number")
			}
			return recv.plain()
		case dirKind(recv) && w.n.ident(string(a.Attr)) == "joinpath":
			return w.under(recv, c.Args)
		case recv.kind == ProvArchive && archiveMember(w.n.ident(string(a.Attr))):
			return prov{kind: ProvBuffer}
		}
	}
	return unknown
}

// fstringProv is the provenance of an f-string: under a directory when it begins with a field
// that is one, followed directly by a literal starting with "/".
func (w *walker) fstringProv(c *ast.Call) prov {
	if len(c.Args) < 2 {
		return unknown
	}
	s, ok := c.Args[0].(*ast.Str)
	if !ok {
		return unknown
	}
	i, ok := placeholderIndex(string(s.S), len(w.n.fheads))
	if !ok {
		return unknown
	}
	h := w.n.fheads[i]
	if h.numeric && w.allNumbers(c.Args[1:]) {
		return prov{kind: ProvFormatted, values: []any{h.shape}}
	}
	if !h.field || !strings.HasPrefix(h.next, "/") {
		return unknown
	}
	p := w.prov(c.Args[1])
	if !dirKind(p) {
		return unknown
	}
	if len(c.Args) > 2 {
		p.computed = true
	}
	return p
}

// percentProv is the provenance of a %-format of the constant templates: formatted when every
// template's conversions are all numbers', unknown otherwise.
func percentProv(templates []any) prov {
	out := prov{kind: ProvFormatted, values: make([]any, 0, len(templates))}
	for _, t := range templates {
		s, ok := t.(string)
		if !ok {
			return unknown
		}
		shape, ok := percentShape(s)
		if !ok {
			return unknown
		}
		out.values = append(out.values, shape)
	}
	out.values = dedupValues(out.values)
	return out
}

// percentShape is what a %-format template makes of numbers: each conversion (d, i, u, o, x,
// X, e, E, f, F, g, G) written as n, %% as %.
// ok is false when a conversion may format text (s, r, a, c, b), takes its width or precision
// from the arguments (*), or the template is malformed.
func percentShape(t string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(t); i++ {
		if t[i] != '%' {
			b.WriteByte(t[i])
			continue
		}
		i++
		if i < len(t) && t[i] == '%' {
			b.WriteByte('%')
			continue
		}
		if i < len(t) && t[i] == '(' { // a mapping key; a nested parenthesis ends up refused
			j := strings.IndexByte(t[i:], ')')
			if j < 0 {
				return "", false
			}
			i += j + 1
		}
		for i < len(t) && strings.IndexByte("#0- +", t[i]) >= 0 {
			i++
		}
		for i < len(t) && t[i] >= '0' && t[i] <= '9' {
			i++
		}
		if i < len(t) && t[i] == '.' {
			i++
			for i < len(t) && t[i] >= '0' && t[i] <= '9' {
				i++
			}
		}
		if i < len(t) && strings.IndexByte("hlL", t[i]) >= 0 {
			i++
		}
		switch {
		case i >= len(t):
			return "", false
		case strings.IndexByte("diuoxXeEfFgG", t[i]) >= 0:
			b.WriteByte('n')
		default:
			return "", false
		}
	}
	return b.String(), true
}

// allNumbers reports whether every expression is a number for certain (numberValued).
func (w *walker) allNumbers(es []ast.Expr) bool {
	for _, e := range es {
		if !w.numberValued(e) {
			return false
		}
	}
	return len(es) > 0
}

// numberValued reports whether e is a number for certain: a numeric constant (or True, False,
// None: the fast parser's normalisation keeps only a constant's truth), a name every binding
// of which is an index of the builtin range or enumerate (intName), or arithmetic on those.
// Its text is then digits, a sign, a point, an exponent, inf or nan, or True, False, None:
// never a slash, a tilde or a lone run of dots.
func (w *walker) numberValued(e ast.Expr) bool {
	if !w.enter() {
		w.leave()
		return false
	}
	defer w.leave()
	switch x := e.(type) {
	case *ast.Num, *ast.NameConstant:
		return true
	case *ast.UnaryOp:
		return (x.Op == ast.USub || x.Op == ast.UAdd) && w.numberValued(x.Operand)
	case *ast.BinOp:
		switch x.Op {
		case ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Modulo, ast.Pow:
			return w.numberValued(x.Left) && w.numberValued(x.Right)
		}
	case *ast.Name:
		if w.n.marker(string(x.Id)) != markNone {
			return false
		}
		return w.intName(w.n.ident(string(x.Id)))
	}
	return false
}

// intName reports whether every binding of id is a loop over the builtin range, or the index
// of a loop over the builtin enumerate with no start or a constant one, and nothing else can
// bind it (an import, a star import, global or del, the harness).
func (w *walker) intName(id string) bool {
	sc := &w.sc
	if _, ok := harnessNames[id]; ok || sc.binds[id] == 0 || sc.star || sc.has(sc.unstable, id) || len(w.importsOf(id)) > 0 {
		return false
	}
	for b := range sc.bindingsOf(id) {
		c, ok := b.value.(*ast.Call)
		if !ok {
			return false
		}
		switch name := w.resolvedCallee(c.Func); {
		case b.how == bindIter && name == "range":
		case b.how == bindIterTuple && b.index == 0 && name == "enumerate" && w.constantStart(c):
		default:
			return false
		}
	}
	return true
}

// constantStart reports whether an enumerate call counts from 0 or from an int constant (its
// start is added to, so any other start could make the index anything).
func (w *walker) constantStart(c *ast.Call) bool {
	switch {
	case len(c.Args) == 1 && len(c.Keywords) == 0:
		return true
	case len(c.Args) == 2 && len(c.Keywords) == 0:
		return intConstant(c.Args[1])
	case len(c.Args) == 1 && len(c.Keywords) == 1 && string(c.Keywords[0].Arg) == "start":
		return intConstant(c.Keywords[0].Value)
	}
	return false
}

// intConstant reports whether e may be an int constant: a numeric constant, or one the fast
// parser's normalisation made True or False (a bool start counts as an int).
func intConstant(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Num:
		switch x.N.(type) {
		case py.Int, *py.BigInt:
			return true
		}
	case *ast.NameConstant:
		return x.Value == py.True || x.Value == py.False
	}
	return false
}

// finishReads decides the reads the walk recorded (nameRead) now that every binding is known.
func (w *walker) finishReads() {
	for _, r := range w.sc.reads {
		if !w.builtin(r.callee) {
			w.sc.escaped.add(r.arg)
		}
	}
}

// onlyReads reports whether a builtin of this name only reads its arguments (never changes
// them in place, never keeps them).
func onlyReads(name string) bool {
	switch name {
	case "len", "sorted", "list", "tuple", "set", "frozenset", "enumerate", "zip", "reversed",
		"iter", "min", "max", "sum", "any", "all", "print":
		return true
	}
	return false
}
