package analyzer

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// maxDepth bounds the nesting of statements and expressions the walk follows. CPython's own
// parser gives up far earlier on such input ("too many nested parentheses", "too complex").
const maxDepth = 2000

// dynamicBuiltin returns the Dynamic kind of a builtin whose mere reference makes a dynamic
// use (each kind is the builtin's name). A switch, not a map: it is asked for every name loaded.
func dynamicBuiltin(name string) (string, bool) {
	switch name {
	case DynamicExec, DynamicEval, DynamicCompile, DynamicImport, DynamicGlobals, DynamicLocals,
		DynamicVars, DynamicBreakpoint, DynamicGetattr, DynamicSetattr, DynamicDelattr:
		return name, true
	}
	return "", false
}

// builtinFuncs are CPython 3.11's builtin functions and classes (exceptions aside). One that is
// not shadowed, written as a value rather than called ([open][0](p), f = open, map(open, ps)),
// is a reference: the policy cannot see what such a value is later called with.
var builtinFuncs = wordSet(`abs aiter all anext any ascii bin bool breakpoint bytearray bytes
	callable chr classmethod compile complex copyright credits delattr dict dir divmod enumerate
	eval exec exit filter float format frozenset getattr globals hasattr hash help hex id input int
	isinstance issubclass iter len license list locals map max memoryview min next object oct open
	ord pow print property quit range repr reversed round set setattr slice sorted staticmethod
	str sum super tuple type vars zip`)

// builtinOthers are CPython 3.11's other builtin names: exceptions, warnings, constants and
// module attributes. With builtinFuncs, every name the code can use without binding it.
var builtinOthers = wordSet(`ArithmeticError AssertionError AttributeError BaseException
	BaseExceptionGroup BlockingIOError BrokenPipeError BufferError BytesWarning ChildProcessError
	ConnectionAbortedError ConnectionError ConnectionRefusedError ConnectionResetError
	DeprecationWarning EOFError Ellipsis EncodingWarning EnvironmentError Exception ExceptionGroup
	False FileExistsError FileNotFoundError FloatingPointError FutureWarning GeneratorExit IOError
	ImportError ImportWarning IndentationError IndexError InterruptedError IsADirectoryError
	KeyError KeyboardInterrupt LookupError MemoryError ModuleNotFoundError NameError None
	NotADirectoryError NotImplemented NotImplementedError OSError OverflowError
	PendingDeprecationWarning PermissionError ProcessLookupError RecursionError ReferenceError
	ResourceWarning RuntimeError RuntimeWarning StopAsyncIteration StopIteration SyntaxError
	SyntaxWarning SystemError SystemExit TabError TimeoutError True TypeError UnboundLocalError
	UnicodeDecodeError UnicodeEncodeError UnicodeError UnicodeTranslateError UnicodeWarning
	UserWarning ValueError Warning ZeroDivisionError __build_class__ __builtins__ __debug__ __doc__
	__import__ __loader__ __name__ __package__ __spec__`)

// pathConstants are the strings the os and posixpath modules name: os.path.join(out_dir,
// os.pardir) spells ".." without a string, so each use counts as the string it stands for.
var pathConstants = map[string]string{
	"os.pardir": "..", "os.path.pardir": "..", "posixpath.pardir": "..",
	"os.curdir": ".", "os.path.curdir": ".", "posixpath.curdir": ".",
	"os.sep": "/", "os.path.sep": "/", "posixpath.sep": "/",
	"os.extsep": ".", "os.path.extsep": ".",
	"os.devnull": "/dev/null", "os.path.devnull": "/dev/null", "posixpath.devnull": "/dev/null",
}

// constant records the string a resolved name stands for, when it is a path constant.
func (w *walker) constant(resolved string) {
	if v, ok := pathConstants[resolved]; ok {
		w.addStr(v)
	}
}

// wordSet is the set of the space-separated words of s.
func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// attrBuiltins take an attribute name as second argument.
var attrBuiltins = map[string]bool{"getattr": true, "setattr": true, "delattr": true, "hasattr": true}

type set map[string]struct{}

func (s set) add(v string) { s[v] = struct{}{} }

// sortedKeys returns the keys of m, sorted (tmp is scratch for sortStrings).
func sortedKeys[V any](m map[string]V, tmp *[]string) []string {
	out := make([]string, 0, len(m))
	for v := range m {
		out = append(out, v)
	}
	sortStrings(out, tmp)
	return out
}

// sortStrings sorts s as slices.Sort does, in two steps: a distribution by first byte, then a
// sort of each group. On the names and strings of a script it takes about half the time of
// one sort, most of whose comparisons are between strings that share a first byte. tmp is
// scratch.
func sortStrings(s []string, tmp *[]string) {
	if len(s) < 32 {
		slices.Sort(s)
		return
	}
	group := func(v string) int { // "" first, then by first byte
		if v == "" {
			return 0
		}
		return int(v[0]) + 1
	}
	var start [258]int
	for _, v := range s {
		start[group(v)+1]++
	}
	for i := 1; i < len(start); i++ {
		start[i] += start[i-1]
	}
	t := slices.Grow((*tmp)[:0], len(s))[:len(s)]
	next := start
	for _, v := range s {
		g := group(v)
		t[next[g]] = v
		next[g]++
	}
	for g := 0; g < len(start)-1; g++ {
		if start[g+1]-start[g] > 1 {
			slices.Sort(t[start[g]:start[g+1]])
		}
	}
	copy(s, t)
	clear(t)
	*tmp = t[:0]
}

// factSet is a set of strings that a Facts list is made of. It keeps its members in the
// order they came, so that listing them walks no map, and interns them: m maps each member
// to itself.
type factSet struct {
	m    map[string]string
	list []string // the members; handed out by sorted
}

func newFactSet(size int) factSet { return factSet{m: make(map[string]string, size)} }

func (s *factSet) add(v string) {
	if _, ok := s.m[v]; !ok {
		s.m[v] = v
		s.list = append(s.list, v)
	}
}

// sorted returns the members, sorted, in a slice of their own: the set's list is handed out.
// tmp is scratch for sortStrings.
func (s *factSet) sorted(tmp *[]string) []string {
	out := s.list
	if out == nil {
		out = []string{}
	}
	sortStrings(out, tmp)
	s.list = nil
	return out
}

// reset empties the set for a new analysis, keeping its map's storage; the list starts with
// room for as many members as the last analysis had (up to a bound).
func (s *factSet) reset() {
	n := min(len(s.m), 1024)
	clear(s.m)
	s.list = make([]string, 0, n)
}

// walker collects facts from a gpython AST of the normalised source. It first binds every
// import of the file (imports apply to the whole file, wherever they are), then walks it once.
type walker struct {
	n        *normalized
	names    factSet
	attrs    factSet
	dunders  factSet
	cols     factSet
	chains   factSet   // it also interns the chains
	buf      []byte    // scratch for the chain being built
	text     textArena // backing store of the chains
	sortBuf  []string  // scratch for sortStrings
	refs     factSet
	modules  factSet
	imports  []Import
	aliases  map[string][]string
	lastID   string   // the name importsOf answered last
	lastTs   []string // its answer
	lastSet  bool     // lastID and lastTs hold an answer
	calls    []Call
	pending  []pendingCall
	args     []Arg // backing store of the calls' Args
	vals     []any // backing store of one-value Arg.Values
	dyn      []Dynamic
	dcount   map[string]int // occurrences of each dunder identifier
	scount   map[string]int // occurrences of each string constant: the keys are the strings
	strVals  []any          // the values of str placeholders, boxed once for Arg.Values
	suffixes []suffixUse    // strings right after a value in an f-string or a + concatenation
	dattrs   []dunderAttr   // dunder attributes, judged after the walk
	loops    []Loop
	texts    []codeText               // calls that evaluate text as code (textcode.go)
	textRefs []textRef                // .eval, .query and .from_formula written as values
	inText   bool                     // walkTexts is walking a text
	body     []ast.Stmt               // the module's statements
	withs    map[string][]withBinding // the with statements that bind each name with as (noteWith)
	stores   []*ast.Attribute         // attributes assigned, augmented or deleted
	replaced int8                     // librariesPatched's answer: 0 not known yet, 1 yes, -1 no, 2 being computed
	sc       scopes
	depth    int
	tooDeep  bool
}

func newWalker(n *normalized) *walker {
	return &walker{
		n: n, names: newFactSet(128), attrs: newFactSet(64), dunders: newFactSet(0),
		cols: newFactSet(0), chains: newFactSet(64), refs: newFactSet(0), modules: newFactSet(0), aliases: map[string][]string{},
		dcount: map[string]int{}, scount: make(map[string]int, 64),
	}
}

// reuse prepares a walker from an earlier analysis for a new one, keeping its maps' storage.
// The slices handed out in Facts are never reused.
func (w *walker) reuse(n *normalized) *walker {
	if w == nil {
		return newWalker(n)
	}
	for _, s := range []*factSet{&w.names, &w.attrs, &w.dunders, &w.cols, &w.chains, &w.refs, &w.modules} {
		s.reset()
	}
	clear(w.strVals[:cap(w.strVals)])
	clear(w.aliases)
	clear(w.pending)
	clear(w.dcount)
	clear(w.scount)
	clear(w.suffixes)
	clear(w.dattrs)
	sc := w.sc
	sc.reset()
	*w = walker{
		n: n, names: w.names, attrs: w.attrs, dunders: w.dunders, cols: w.cols,
		chains: w.chains, buf: w.buf, sortBuf: w.sortBuf, strVals: w.strVals[:0], refs: w.refs, modules: w.modules, aliases: w.aliases,
		pending: w.pending[:0], sc: sc, dcount: w.dcount, dattrs: w.dattrs[:0],
		scount: w.scount, suffixes: w.suffixes[:0],
	}
	return w
}

// harnessModules are the names the harness binds to modules before it runs the code (its
// globals beside df and out_dir): without an import, pd.read_pickle is pandas.read_pickle all
// the same. The walk binds them first, as imports at the top of the file, so that a later
// import or assignment of the same name adds to them and never hides them.
//
// WARNING: keep in sync with the globals images/harness.py gives the code
// (TestHarnessModules checks them).
var harnessModules = map[string]string{"pd": "pandas", "np": "numpy", "plt": "matplotlib.pyplot"}

// run walks a module.
func (w *walker) run(body []ast.Stmt) {
	w.body = body
	for name, mod := range harnessModules {
		w.bind(name, mod)
	}
	w.collectImports(body)
	// `o = os` and `e = exec` make o and e stand for what they are bound to; chains of such
	// assignments resolve in up to four rounds over the assignments in source order.
	for i := 0; i < 4 && w.collectAssigns(body); i++ {
	}
	w.collectScopes(body)
	w.stmts(body)
	w.walkTexts()
	w.finishReads()
	w.traceCalls()
}

// collectAssigns binds a name assigned an imported name, an attribute chain on one, or a
// dynamic builtin; it reports whether it bound anything new.
func (w *walker) collectAssigns(body []ast.Stmt) (changed bool) {
	w.eachStmt(body, func(st ast.Stmt) {
		s, ok := st.(*ast.Assign)
		if !ok {
			return
		}
		for _, t := range s.Targets {
			n, ok := t.(*ast.Name)
			if !ok || w.n.marker(string(n.Id)) != markNone {
				continue
			}
			name := w.n.ident(string(n.Id))
			for _, v := range w.staticValue(s.Value, name) {
				if w.bindNew(name, v) {
					changed = true
				}
			}
		}
	})
	return changed
}

// eachStmt calls visit on every statement of body and of the bodies nested in it (functions,
// classes, loops, conditionals, with, try), in source order.
func (w *walker) eachStmt(body []ast.Stmt, visit func(ast.Stmt)) {
	if !w.enter() {
		w.leave()
		return
	}
	defer w.leave()
	for _, s := range body {
		visit(s)
		switch s := s.(type) {
		case *ast.FunctionDef:
			w.eachStmt(s.Body, visit)
		case *ast.ClassDef:
			w.eachStmt(s.Body, visit)
		case *ast.For:
			w.eachStmt(s.Body, visit)
			w.eachStmt(s.Orelse, visit)
		case *ast.While:
			w.eachStmt(s.Body, visit)
			w.eachStmt(s.Orelse, visit)
		case *ast.If:
			w.eachStmt(s.Body, visit)
			w.eachStmt(s.Orelse, visit)
		case *ast.With:
			w.eachStmt(s.Body, visit)
		case *ast.Try:
			w.eachStmt(s.Body, visit)
			for _, h := range s.Handlers {
				w.eachStmt(h.Body, visit)
			}
			w.eachStmt(s.Orelse, visit)
			w.eachStmt(s.Finalbody, visit)
		}
	}
}

// staticValue returns what a value assigned to target stands for when it is a name bound by
// an import (or by such an assignment), an attribute chain on one, or a dynamic builtin; never
// something derived from target itself (x = x.parent).
func (w *walker) staticValue(e ast.Expr, target string) []string {
	var parts []string
	for {
		switch x := e.(type) {
		case *ast.Attribute:
			parts = append(parts, w.n.ident(string(x.Attr)))
			e = x.Value
			continue
		case *ast.Name:
			if w.n.marker(string(x.Id)) != markNone {
				return nil
			}
			id := w.n.ident(string(x.Id))
			if id == target {
				return nil
			}
			roots := w.importsOf(id)
			if len(roots) == 0 {
				if _, dyn := dynamicBuiltin(id); !dyn || len(parts) > 0 {
					return nil
				}
				roots = []string{id}
			}
			out := make([]string, 0, len(roots))
			for _, r := range roots {
				for i := len(parts) - 1; i >= 0; i-- {
					r += "." + parts[i]
				}
				out = append(out, r)
			}
			return out
		}
		return nil
	}
}

// bindNew binds name to target unless it already is; it reports whether it was new.
func (w *walker) bindNew(name, target string) bool {
	if name == target {
		return false
	}
	for _, t := range w.aliases[name] {
		if t == target {
			return false
		}
	}
	w.aliases[name] = append(w.aliases[name], target)
	w.lastSet = false
	return true
}

// collectImports binds the imports of every statement, nested ones included.
func (w *walker) collectImports(body []ast.Stmt) {
	w.eachStmt(body, func(s ast.Stmt) {
		switch s.(type) {
		case *ast.Import, *ast.ImportFrom:
			w.importStmt(s)
		}
	})
}

func isDunder(s string) bool {
	return len(s) > 4 && strings.HasPrefix(s, "__") && strings.HasSuffix(s, "__")
}

// ident records an identifier and returns its original spelling.
func (w *walker) ident(id ast.Identifier) string {
	s := w.n.ident(string(id))
	w.names.add(s)
	if isDunder(s) {
		w.dunders.add(s)
		w.dcount[s]++
	}
	return s
}

func (w *walker) pos(p ast.Pos) (int, int) { return w.n.pos(p.Lineno, p.ColOffset) }

func (w *walker) enter() bool {
	w.depth++
	if w.depth > maxDepth {
		w.tooDeep = true
	}
	return !w.tooDeep
}

func (w *walker) leave() { w.depth-- }

func (w *walker) stmts(list []ast.Stmt) {
	for _, s := range list {
		w.stmt(s)
	}
}

func (w *walker) exprs(list []ast.Expr) {
	for _, e := range list {
		w.expr(e)
	}
}

func (w *walker) stmt(s ast.Stmt) {
	if s == nil || !w.enter() {
		return
	}
	defer w.leave()
	w.bindStmt(s)
	switch s := s.(type) {
	case *ast.FunctionDef:
		w.decorators(s.DecoratorList)
		w.ident(s.Name)
		w.arguments(s.Args)
		w.expr(s.Returns)
		w.sc.stack = append(w.sc.stack, w.sc.locals[s])
		w.stmts(s.Body)
		w.sc.stack = w.sc.stack[:len(w.sc.stack)-1]
	case *ast.ClassDef:
		w.decorators(s.DecoratorList)
		w.ident(s.Name)
		w.exprs(s.Bases)
		w.keywords(s.Keywords)
		w.expr(s.Starargs)
		w.expr(s.Kwargs)
		w.stmts(s.Body)
	case *ast.Return:
		w.expr(s.Value)
	case *ast.Delete:
		w.exprs(s.Targets)
	case *ast.Assign:
		w.exprs(s.Targets)
		w.expr(s.Value)
	case *ast.AugAssign:
		// An augmented assignment reads its target first.
		switch t := s.Target.(type) {
		case *ast.Subscript:
			w.dfSubscript(t, true)
		case *ast.Attribute:
			if n, ok := t.Value.(*ast.Name); ok && w.n.ident(string(n.Id)) == "df" {
				attr := w.n.ident(string(t.Attr))
				if _, isMethod := dataFrameAttrs[attr]; !isMethod && !isDunder(attr) {
					w.cols.add(attr)
				}
			}
		}
		w.expr(s.Target)
		w.expr(s.Value)
	case *ast.For:
		w.expr(s.Target)
		w.read(s.Iter)
		w.stmts(s.Body)
		w.stmts(s.Orelse)
	case *ast.While:
		w.expr(s.Test)
		if w.isTrue(s.Test) && !hasBreak(s.Body) {
			l, c := w.pos(s.Pos)
			w.loops = append(w.loops, Loop{Line: l, Col: c})
		}
		w.stmts(s.Body)
		w.stmts(s.Orelse)
	case *ast.If:
		w.expr(s.Test)
		w.stmts(s.Body)
		w.stmts(s.Orelse)
	case *ast.With:
		for _, it := range s.Items {
			w.expr(it.ContextExpr)
			w.expr(it.OptionalVars)
		}
		w.stmts(s.Body)
	case *ast.Raise:
		w.expr(s.Exc)
		w.expr(s.Cause)
	case *ast.Try:
		w.stmts(s.Body)
		for _, h := range s.Handlers {
			w.expr(h.ExprType)
			if h.Name != "" {
				w.ident(h.Name)
			}
			w.stmts(h.Body)
		}
		w.stmts(s.Orelse)
		w.stmts(s.Finalbody)
	case *ast.Assert:
		w.expr(s.Test)
		w.expr(s.Msg)
	case *ast.Import, *ast.ImportFrom:
		// Bound before the walk by collectImports.
	case *ast.Global:
		for _, id := range s.Names {
			w.ident(id)
		}
	case *ast.Nonlocal:
		for _, id := range s.Names {
			w.ident(id)
		}
	case *ast.ExprStmt:
		n, r := len(w.dyn), len(w.textRefs)
		w.expr(s.Value)
		switch s.Value.(type) {
		case *ast.Name, *ast.Attribute:
			// sm.formula.ols on a line of its own (a notebook showing it): its value is
			// dropped, so nothing can give it text.
			kept := slices.DeleteFunc(w.dyn[n:], func(d Dynamic) bool { return d.Kind == DynamicText })
			w.dyn = w.dyn[:n+len(kept)]
			w.textRefs = w.textRefs[:r]
		}
	case *ast.Pass, *ast.Break, *ast.Continue:
	}
}

// importStmt records an import statement and binds its names.
func (w *walker) importStmt(st ast.Stmt) {
	switch s := st.(type) {
	case *ast.Import:
		line, _ := w.pos(s.Pos)
		for _, a := range s.Names {
			mod := w.dotted(string(a.Name))
			alias := ""
			if a.AsName != "" {
				alias = w.ident(a.AsName)
				w.bind(alias, mod)
			} else {
				// `import a.b.c` binds a, and a.b.c stays reachable as a.b.c.
				top := mod
				if i := strings.IndexByte(top, '.'); i >= 0 {
					top = top[:i]
				}
				w.bind(top, top)
			}
			w.addModule(mod)
			w.imports = append(w.imports, Import{Module: mod, Alias: alias, Line: line})
		}
	case *ast.ImportFrom:
		line, _ := w.pos(s.Pos)
		mod := strings.Repeat(".", s.Level)
		if s.Module != "" {
			mod += w.dotted(string(s.Module))
		}
		w.addModule(mod)
		for _, a := range s.Names {
			name := string(a.Name)
			if name != "*" {
				name = w.ident(a.Name)
			}
			alias := ""
			if name != "*" {
				full := joinModule(mod, name)
				w.addModule(full)
				bound := name
				if a.AsName != "" {
					alias = w.ident(a.AsName)
					bound = alias
				}
				w.bind(bound, full)
			}
			w.imports = append(w.imports, Import{Module: mod, Name: name, Alias: alias, Line: line})
		}
	}
}

// joinModule names what `from mod import name` may import as a module.
func joinModule(mod, name string) string {
	if strings.Trim(mod, ".") == "" {
		return mod + name
	}
	return mod + "." + name
}

// dotted records every part of a dotted module name as an identifier and returns it spelt as
// in the original source.
func (w *walker) dotted(name string) string {
	parts := strings.Split(name, ".")
	for i, p := range parts {
		parts[i] = w.ident(ast.Identifier(p))
	}
	return strings.Join(parts, ".")
}

// addModule records mod and each of its parent packages.
func (w *walker) addModule(mod string) {
	lead := len(mod) - len(strings.TrimLeft(mod, "."))
	if lead == len(mod) {
		w.modules.add(mod)
		return
	}
	for i := lead; i <= len(mod); i++ {
		if i == len(mod) || mod[i] == '.' {
			w.modules.add(mod[:i])
		}
	}
}

func (w *walker) bind(name, target string) {
	for _, t := range w.aliases[name] {
		if t == target {
			return
		}
	}
	w.aliases[name] = append(w.aliases[name], target)
	w.lastSet = false
}

// importsOf returns what the name id is bound to by imports (and by assignments of them): the
// walk asks for one name several times in a row (a name, the chain on it, the call of that),
// so the last answer is kept until a binding changes.
func (w *walker) importsOf(id string) []string {
	if !w.lastSet || id != w.lastID {
		w.lastID, w.lastTs, w.lastSet = id, w.aliases[id], true
	}
	return w.lastTs
}

func (w *walker) decorators(list []ast.Expr) {
	for _, d := range list {
		switch x := d.(type) {
		case *ast.Call:
			// The normaliser wraps decorators gpython cannot read in a marker call.
			if w.marker(x.Func) == markDecorator && len(x.Args) == 1 {
				w.expr(x.Args[0])
				continue
			}
			// gpython reads @a.b(…) as a call of one Name "a.b".
			if n, ok := x.Func.(*ast.Name); ok {
				c := *x
				c.Func = dottedName(n)
				w.expr(&c)
				continue
			}
		case *ast.Name:
			w.expr(dottedName(x))
			continue
		}
		w.expr(d)
	}
}

// dottedName turns the Name "a.b.c" gpython makes of a dotted decorator into the attribute
// chain it stands for.
func dottedName(n *ast.Name) ast.Expr {
	parts := strings.Split(string(n.Id), ".")
	var e ast.Expr = &ast.Name{ExprBase: n.ExprBase, Id: ast.Identifier(parts[0]), Ctx: ast.Load}
	for _, p := range parts[1:] {
		e = &ast.Attribute{ExprBase: n.ExprBase, Value: e, Attr: ast.Identifier(p), Ctx: ast.Load}
	}
	return e
}

func (w *walker) arguments(a *ast.Arguments) {
	if a == nil {
		return
	}
	arg := func(x *ast.Arg) {
		if x != nil {
			w.ident(x.Arg)
			w.expr(x.Annotation)
		}
	}
	for _, x := range a.Args {
		arg(x)
	}
	arg(a.Vararg)
	for _, x := range a.Kwonlyargs {
		arg(x)
	}
	arg(a.Kwarg)
	w.exprs(a.Defaults)
	w.exprs(a.KwDefaults)
}

func (w *walker) keywords(list []*ast.Keyword) {
	for _, k := range list {
		if w.n.marker(string(k.Arg)) == markNone {
			w.ident(k.Arg)
		}
		w.expr(k.Value)
	}
}

// marker tells which normaliser marker an expression is, if it is a bare name.
func (w *walker) marker(e ast.Expr) byte {
	if n, ok := e.(*ast.Name); ok {
		return w.n.marker(string(n.Id))
	}
	return markNone
}

func (w *walker) comprehensions(gens []ast.Comprehension) {
	w.generators(gens)
	for _, g := range gens {
		w.expr(g.Target)
		w.read(g.Iter)
		w.exprs(g.Ifs)
	}
}

func (w *walker) str(s py.String) {
	w.addStr(w.n.str(s))
}

// addStr records one occurrence of a string constant.
func (w *walker) addStr(s string) {
	w.scount[s]++
}

func (w *walker) expr(e ast.Expr) {
	if e == nil || !w.enter() {
		return
	}
	defer w.leave()
	switch e := e.(type) {
	case *ast.BoolOp:
		w.exprs(e.Values)
	case *ast.BinOp:
		if r, ok := e.Right.(*ast.Str); ok && e.Op == ast.Add {
			w.suffixes = append(w.suffixes, suffixUse{on: e.Left, text: w.n.str(r.S)})
		}
		w.expr(e.Left)
		w.expr(e.Right)
	case *ast.UnaryOp:
		w.expr(e.Operand)
	case *ast.Lambda:
		w.paramBindings(e.Args, nil)
		w.arguments(e.Args)
		w.expr(e.Body)
	case *ast.IfExp:
		w.expr(e.Test)
		w.expr(e.Body)
		w.expr(e.Orelse)
	case *ast.Dict:
		for i, k := range e.Keys {
			if w.marker(k) != markDictStar {
				w.expr(k)
			}
			if i < len(e.Values) {
				w.expr(e.Values[i])
			}
		}
	case *ast.Set:
		w.exprs(e.Elts)
	case *ast.ListComp:
		w.expr(e.Elt)
		w.comprehensions(e.Generators)
	case *ast.SetComp:
		w.expr(e.Elt)
		w.comprehensions(e.Generators)
	case *ast.DictComp:
		w.expr(e.Key)
		w.expr(e.Value)
		w.comprehensions(e.Generators)
	case *ast.GeneratorExp:
		w.expr(e.Elt)
		w.comprehensions(e.Generators)
	case *ast.Yield:
		w.expr(e.Value)
	case *ast.YieldFrom:
		w.expr(e.Value)
	case *ast.Compare:
		w.read(e.Left)
		for _, c := range e.Comparators {
			w.read(c)
		}
	case *ast.Call:
		w.call(e)
	case *ast.Num, *ast.NameConstant, *ast.Ellipsis:
	case *ast.Str:
		w.str(e.S)
	case *ast.Bytes:
		w.addStr(w.n.bytes(e.S))
	case *ast.Attribute:
		if chain, root := w.attribute(e, false); chain != "" && len(w.importsOf(root)) > 0 {
			w.refs.add(chain)
			w.alternates(root, chain, w.refs.add)
			w.constant(chain)
			w.alternates(root, chain, w.constant)
			w.textValue(chain, e.Pos)
			w.alternates(root, chain, func(alt string) { w.textValue(alt, e.Pos) })
		} else if a := w.n.ident(string(e.Attr)); e.Ctx == ast.Load && (a == "eval" || a == "query" || a == "from_formula") {
			w.textRefs = append(w.textRefs, textRef{recv: e.Value, attr: a, at: e.Pos})
		}
	case *ast.Subscript:
		if e.Ctx == ast.Load {
			w.dfSubscript(e, false)
			w.read(e.Value)
		} else {
			w.expr(e.Value) // names[0] = …: an escape
		}
		w.slice(e.Slice)
	case *ast.Starred:
		w.expr(e.Value)
	case *ast.Name:
		if !w.nameValue(e) && e.Ctx == ast.Load && w.n.marker(string(e.Id)) == markNone {
			w.sc.escaped.add(w.n.ident(string(e.Id)))
		}
	case *ast.List:
		w.exprs(e.Elts)
	case *ast.Tuple:
		w.exprs(e.Elts)
	}
}

// read walks an expression whose value is only read where it stands (iterated, compared with
// in, indexed): a name there does not escape (scopes.escaped).
func (w *walker) read(e ast.Expr) {
	n, ok := e.(*ast.Name)
	if !ok {
		w.expr(e)
		return
	}
	if !w.enter() {
		return
	}
	defer w.leave()
	w.nameValue(n)
}

// nameValue records a name written as a value; it reports whether an import binds the name
// (a module or what it defines, never a list of the code's own that could escape).
func (w *walker) nameValue(n *ast.Name) bool {
	ts := w.name(n, false)
	for _, t := range ts {
		w.refs.add(t)
		w.textValue(t, n.Pos)
	}
	return len(ts) > 0
}

func (w *walker) slice(s ast.Slicer) {
	if s == nil || !w.enter() {
		return
	}
	defer w.leave()
	switch s := s.(type) {
	case *ast.Slice:
		w.expr(s.Lower)
		w.expr(s.Upper)
		w.expr(s.Step)
	case *ast.ExtSlice:
		for _, d := range s.Dims {
			w.slice(d)
		}
	case *ast.Index:
		w.expr(s.Value)
	}
}

// name walks a name; when it is loaded, it returns the import bindings it stands for.
func (w *walker) name(e *ast.Name, callee bool) []string {
	if w.n.marker(string(e.Id)) != markNone {
		return nil
	}
	id := w.ident(e.Id)
	if e.Ctx != ast.Load {
		return nil
	}
	if ts := w.importsOf(id); len(ts) > 0 {
		for _, t := range ts {
			w.dynamic(t, callee, e.Pos)
			w.constant(t)
		}
		return ts
	}
	// Only a dynamic builtin, or a builtin written as a value, needs the (costlier) question
	// whether the code shadows it.
	_, dyn := dynamicKind(id)
	ref := !callee && builtinFuncs[id]
	if (dyn || ref) && !w.shadowed(id, e.Pos.Lineno) {
		w.dynamic(id, callee, e.Pos)
		if ref {
			w.refs.add(id)
		}
	}
	return nil
}

// dynamic records a dynamic use when the resolved name is a dynamic builtin. The callee of a
// getattr-family call is judged by the call, which sees the arguments.
func (w *walker) dynamic(resolved string, callee bool, p ast.Pos) {
	k, ok := dynamicKind(resolved)
	if !ok || (callee && (k == DynamicGetattr || k == DynamicSetattr || k == DynamicDelattr || k == DynamicVars)) {
		return
	}
	l, c := w.pos(p)
	w.dyn = append(w.dyn, Dynamic{Kind: k, Line: l, Col: c})
}

// resolveRoot returns what a root name stands for: its first import binding, or itself.
func (w *walker) resolveRoot(id string) string {
	if ts := w.importsOf(id); len(ts) > 0 {
		return ts[0]
	}
	return id
}

// alternates calls f with every other resolution of a chain whose root name has several
// import bindings.
func (w *walker) alternates(root, chain string, f func(string)) {
	ts := w.importsOf(root)
	if len(ts) < 2 {
		return
	}
	suffix := chain[len(ts[0]):]
	for _, t := range ts[1:] {
		f(t + suffix)
	}
}

// attribute walks an attribute; for a chain on a name it returns the chain resolved through
// the imports and the root name, else "".
func (w *walker) attribute(e *ast.Attribute, callee bool) (chain, root string) {
	attr := w.ident(e.Attr)
	w.attrs.add(attr)
	if isDunder(attr) {
		w.dattrs = append(w.dattrs, dunderAttr{name: attr, on: e.Value, store: e.Ctx != ast.Load})
	}
	if e.Ctx != ast.Load {
		w.stores = append(w.stores, e)
	}
	var inner string
	switch v := e.Value.(type) {
	case *ast.Attribute:
		if w.enter() {
			inner, root = w.attribute(v, false)
		}
		w.leave()
	case *ast.Name:
		w.name(v, false)
		if w.n.marker(string(v.Id)) == markNone {
			root = w.n.ident(string(v.Id))
			inner = w.resolveRoot(root)
			if inner == root {
				w.sc.escaped.add(root) // names.append(…), and any other attribute
			}
			if e.Ctx == ast.Load && root == "df" {
				if _, isMethod := dataFrameAttrs[attr]; !isMethod && !isDunder(attr) {
					w.cols.add(attr)
				}
			}
		}
	default:
		w.expr(e.Value)
	}
	if inner == "" {
		return "", ""
	}
	chain, ok := w.joinChain(inner, attr)
	if !ok {
		w.chains.add(chain)
	}
	w.dynamic(chain, callee, e.Pos)
	w.alternates(root, chain, func(alt string) {
		w.chains.add(alt)
		w.dynamic(alt, callee, e.Pos)
	})
	return chain, root
}

// joinChain returns inner + "." + attr, and whether it is a chain the walk has recorded: those
// are spelt once per analysis, the others are new strings.
func (w *walker) joinChain(inner, attr string) (string, bool) {
	w.buf = append(append(append(w.buf[:0], inner...), '.'), attr...)
	if chain, ok := w.chains.m[string(w.buf)]; ok {
		return chain, true
	}
	return arenaText(&w.text, w.buf), false
}

// dfSubscript records the columns read by df["x"] or df[["a", "b"]].
func (w *walker) dfSubscript(e *ast.Subscript, aug bool) {
	n, ok := e.Value.(*ast.Name)
	if !ok || w.n.ident(string(n.Id)) != "df" {
		return
	}
	if e.Ctx != ast.Load && !aug {
		return
	}
	idx, ok := e.Slice.(*ast.Index)
	if !ok {
		return
	}
	switch v := idx.Value.(type) {
	case *ast.Str:
		w.cols.add(w.n.str(v.S))
	case *ast.Call:
		if s, ok := w.fstringConst(v); ok {
			w.cols.add(s)
		}
	case *ast.List:
		for _, el := range v.Elts {
			if s, ok := el.(*ast.Str); ok {
				w.cols.add(w.n.str(s.S))
			}
		}
	}
}

// fstringConst returns the value of an f-string marker call without fields.
func (w *walker) fstringConst(c *ast.Call) (string, bool) {
	if w.marker(c.Func) != markFString || len(c.Args) != 1 {
		return "", false
	}
	return strings.Join(w.fstringRuns(c), ""), true
}

// fstringRuns returns the literal runs of an f-string marker call.
func (w *walker) fstringRuns(c *ast.Call) []string {
	if len(c.Args) == 0 {
		return nil
	}
	s, ok := c.Args[0].(*ast.Str)
	if !ok {
		return nil
	}
	if i, ok := placeholderIndex(string(s.S), len(w.n.flits)); ok {
		return w.n.flits[i]
	}
	return nil
}

func startPos(e ast.Expr) ast.Pos {
	for {
		switch x := e.(type) {
		case *ast.Attribute:
			e = x.Value
			continue
		case *ast.Subscript:
			e = x.Value
			continue
		case *ast.Call:
			e = x.Func
			continue
		}
		return ast.Pos{Lineno: e.GetLineno(), ColOffset: e.GetColOffset()}
	}
}

func (w *walker) call(e *ast.Call) {
	switch w.marker(e.Func) {
	case markFString:
		if len(e.Args) > 1 {
			if s, ok := e.Args[0].(*ast.Str); ok {
				if i, ok := placeholderIndex(string(s.S), len(w.n.fheads)); ok && w.n.fheads[i].next != "" {
					w.suffixes = append(w.suffixes, suffixUse{on: e.Args[1], text: w.n.fheads[i].next})
				}
			}
		}
		for _, r := range w.fstringRuns(e) {
			w.addStr(r)
		}
		if len(e.Args) > 0 {
			w.exprs(e.Args[1:])
		}
		w.keywords(e.Keywords)
		return
	case markDecorator:
		w.exprs(e.Args)
		return
	case markPattern:
		for _, a := range e.Args {
			w.pattern(a)
		}
		w.keywords(e.Keywords)
		return
	}
	lit := true
	line, col := w.pos(startPos(e))
	for _, a := range e.Args {
		if lit && !w.isLiteral(a) {
			lit = false
		}
	}
	starred := false
	for _, k := range e.Keywords {
		switch w.n.marker(string(k.Arg)) {
		case markStarArg, markKwArg:
			starred = true
			lit = false
		}
		if lit && !w.isLiteral(k.Value) {
			lit = false
		}
	}
	if e.Starargs != nil || e.Kwargs != nil {
		lit = false
	}
	// The name argument of getattr and friends: in second position, with no star argument
	// before it.
	pc := pendingCall{e: e}
	if len(e.Args) >= 2 && (!starred || !w.starBefore(e)) {
		pc.name = e.Args[1]
	}
	var buf [2]string
	names := buf[:0]
	add := func(n string) { names = append(names, n) }
	local := false
	switch f := e.Func.(type) {
	case *ast.Name:
		w.name(f, true)
		if w.n.marker(string(f.Id)) == markNone {
			id := w.n.ident(string(f.Id))
			if ts := w.importsOf(id); len(ts) > 0 {
				names = ts
			} else {
				add(id)
				local = w.shadowed(id, f.Pos.Lineno)
			}
		}
	case *ast.Attribute:
		chain, root := w.attribute(f, true)
		if chain != "" {
			add(chain)
			w.alternates(root, chain, add)
		} else {
			add("." + w.n.ident(string(f.Attr)))
		}
		if !w.importRooted(f) {
			pc.recv = f.Value
		}
	default:
		add("()")
		w.expr(e.Func)
	}
	pc.first = len(w.calls) // after the calls inside the callee, which the walk has just added
	for _, n := range names {
		w.calls = append(w.calls, Call{Name: n, LiteralArgs: lit, Local: local, Line: line, Col: col})
		if base, ok := builtinName(n); ok && !local && attrBuiltins[base] {
			pc.attr = true
		}
		if base, ok := builtinName(n); ok && !local && base == "vars" {
			pc.vars = true
		}
	}
	pc.n = len(w.calls) - pc.first
	w.pending = append(w.pending, pc)
	w.noteText(e, names, pc.recv)
	if f, ok := e.Func.(*ast.Name); ok && onlyReads(w.n.ident(string(f.Id))) && w.n.marker(string(f.Id)) == markNone {
		callee := w.n.ident(string(f.Id))
		for _, a := range e.Args {
			if n, ok := a.(*ast.Name); ok && w.n.marker(string(n.Id)) == markNone {
				w.sc.reads = append(w.sc.reads, nameRead{callee: callee, arg: w.n.ident(string(n.Id))})
				w.read(a)
			} else {
				w.expr(a)
			}
		}
	} else if formulaLibrary(names, pc.recv) {
		// statsmodels and patsy read their arguments (the formula, a dict of formulas, the
		// data) and never change them: a name given to them does not escape.
		for _, a := range e.Args {
			w.read(a)
		}
		for _, k := range e.Keywords {
			if w.n.marker(string(k.Arg)) == markNone {
				w.ident(k.Arg)
			}
			w.read(k.Value)
		}
		w.expr(e.Starargs)
		w.expr(e.Kwargs)
		return
	} else {
		w.exprs(e.Args)
	}
	w.keywords(e.Keywords)
	w.expr(e.Starargs)
	w.expr(e.Kwargs)
}

// pendingCall is a call whose arguments are traced once the walk has seen every binding.
type pendingCall struct {
	e          *ast.Call
	first, n   int      // its entries in walker.calls (one per resolution of the callee)
	recv, name ast.Expr // the object a method is called on; getattr's name argument
	attr       bool     // a getattr-family builtin: its name's values are attributes
	vars       bool     // the builtin vars: a dynamic use unless of an object of the code's own
}

// suffixUse is a string constant written right after a value: "/a.png" in f"{out_dir}/a.png"
// or in out_dir + "/a.png".
type suffixUse struct {
	on   ast.Expr
	text string
}

// outDirSuffixes are the string constants whose every occurrence follows out_dir or a
// temporary directory (or a path built from one) in an f-string or a + concatenation: the
// tail of a path in that directory, not a path of its own.
func (w *walker) outDirSuffixes() []string {
	n := map[string]int{}
	for _, u := range w.suffixes {
		if dirKind(w.prov(u.on)) {
			n[u.text]++
		}
	}
	out := []string{}
	for s, k := range n {
		if k == w.scount[s] {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

// dunderAttr is a dunder attribute and the object it is read from.
type dunderAttr struct {
	name  string
	on    ast.Expr
	store bool // assigned or deleted, not only read
}

// ownObjectDunders are the dunders whose every occurrence in the code is an attribute of an
// object made from one of the code's own classes (o.__dict__ with o = Point(1, 2)), and
// which no string names.
func (w *walker) ownObjectDunders() []string {
	return w.dundersOnly(func(d dunderAttr) bool { return w.prov(d.on).kind == ProvInstance })
}

// moduleDunders are the dunders whose every occurrence in the code reads an attribute of a
// module (sio.__file__ after import scipy.io as sio; see module), and which no string names.
func (w *walker) moduleDunders() []string {
	return w.dundersOnly(func(d dunderAttr) bool { return !d.store && w.module(d.on) })
}

// dundersOnly are the dunders whose every occurrence in the code is a dunder attribute that
// keep accepts, and which no string names, sorted.
func (w *walker) dundersOnly(keep func(dunderAttr) bool) []string {
	n := map[string]int{}
	for _, d := range w.dattrs {
		if keep(d) {
			n[d.name]++
		}
	}
	out := []string{}
	for d, k := range n {
		if k == w.dcount[d] && !w.strDunder(d) {
			out = append(out, d)
		}
	}
	slices.Sort(out)
	return out
}

// module reports whether e can only be a module: a name bound by nothing but `import` statements
// (or a module the harness imports for the code, such as pd), or an attribute chain on one that
// names a module an `import` statement imports (scipy.io after import scipy.io), whichever
// import binding the name has. `from a import b` does not count: b may be any object of a.
func (w *walker) module(e ast.Expr) bool {
	root := e
	for {
		a, ok := root.(*ast.Attribute)
		if !ok {
			break
		}
		root = a.Value
	}
	n, ok := root.(*ast.Name)
	if !ok || w.n.marker(string(n.Id)) != markNone {
		return false
	}
	id := w.n.ident(string(n.Id))
	if len(w.importsOf(id)) == 0 || w.sc.binds[id] != 0 || w.sc.star || w.sc.has(w.sc.unstable, id) {
		return false
	}
	ts := w.staticValue(e, "")
	return len(ts) > 0 && !slices.ContainsFunc(ts, func(t string) bool { return !w.importedModule(t) })
}

// importedModule reports whether an `import` statement of the code (or the harness, for pd, np
// and plt) imports the module mod, or a submodule of it.
func (w *walker) importedModule(mod string) bool {
	for _, m := range harnessModules {
		if m == mod || strings.HasPrefix(m, mod+".") {
			return true
		}
	}
	for _, imp := range w.imports {
		if imp.Name == "" && (imp.Module == mod || strings.HasPrefix(imp.Module, mod+".")) {
			return true
		}
	}
	return false
}

// strDunder reports whether a string constant mentions the dunder d.
func (w *walker) strDunder(d string) bool {
	for s := range w.scount {
		if strings.Contains(s, d) {
			return true
		}
	}
	return false
}

// traceCalls fills in where the arguments of every call come from, and records the known
// values of getattr-family names as attributes (and dunders).
func (w *walker) traceCalls() {
	n, r := 0, 0
	for _, pc := range w.pending {
		n += len(pc.e.Args) + len(pc.e.Keywords)
		if pc.e.Starargs != nil {
			n++
		}
		if pc.e.Kwargs != nil {
			n++
		}
		if pc.recv != nil {
			r++
		}
	}
	w.args = make([]Arg, 0, n)
	recvs := make([]Arg, r)
	for _, pc := range w.pending {
		args := w.callArgs(pc.e)
		var recv *Arg
		if pc.recv != nil {
			recv = &recvs[0]
			*recv, recvs = w.prov(pc.recv).arg(""), recvs[1:]
		}
		for i := pc.first; i < pc.first+pc.n; i++ {
			w.calls[i].Args, w.calls[i].Receiver = args, recv
			w.textByName(&w.calls[i], pc.e)
		}
		if pc.vars && !(len(pc.e.Args) == 1 && len(pc.e.Keywords) == 0 && args[0].Kind == ProvInstance) {
			l, c := w.pos(startPos(pc.e))
			w.dyn = append(w.dyn, Dynamic{Kind: DynamicVars, Line: l, Col: c})
		}
		if !pc.attr || pc.name == nil {
			continue
		}
		if p := w.prov(pc.name); constant(p) {
			// getattr(pd, "read_pickle") is the chain pandas.read_pickle, referenced.
			var objs []string
			if len(pc.e.Args) > 0 {
				objs = w.staticValue(pc.e.Args[0], "")
			}
			for _, v := range p.values {
				if s, ok := v.(string); ok {
					w.attrs.add(s)
					if isDunder(s) {
						w.dunders.add(s)
					}
					for _, o := range objs {
						w.chains.add(o + "." + s)
						w.refs.add(o + "." + s)
					}
				}
			}
		}
	}
}

// callArgs says where each argument of a call comes from.
func (w *walker) callArgs(e *ast.Call) []Arg {
	start := len(w.args)
	args := w.args
	for _, a := range e.Args {
		args = append(args, w.prov(a).arg(""))
	}
	for _, k := range e.Keywords {
		switch w.n.marker(string(k.Arg)) {
		case markStarArg:
			args = append(args, unknown.arg("*"))
		case markKwArg:
			args = append(args, unknown.arg("**"))
		default:
			args = append(args, w.prov(k.Value).arg(w.n.ident(string(k.Arg))))
		}
	}
	if e.Starargs != nil {
		args = append(args, unknown.arg("*"))
	}
	if e.Kwargs != nil {
		args = append(args, unknown.arg("**"))
	}
	w.args = args
	return args[start:len(args):len(args)]
}

// starBefore reports whether a star argument precedes the second positional argument. The
// normaliser turns star arguments into marker keywords placed where the star was, so the
// source order of the original is found through positions.
func (w *walker) starBefore(e *ast.Call) bool {
	if len(e.Args) < 2 {
		return true
	}
	second := e.Args[1]
	for _, k := range e.Keywords {
		switch w.n.marker(string(k.Arg)) {
		case markStarArg, markKwArg:
			if before(k.Pos, ast.Pos{Lineno: second.GetLineno(), ColOffset: second.GetColOffset()}) {
				return true
			}
		}
	}
	return false
}

func before(a, b ast.Pos) bool {
	return a.Lineno < b.Lineno || (a.Lineno == b.Lineno && a.ColOffset < b.ColOffset)
}

// pattern walks a match-case pattern: names there are captures, calls are class patterns whose
// keywords read attributes of the subject.
func (w *walker) pattern(e ast.Expr) {
	if e == nil || !w.enter() {
		return
	}
	defer w.leave()
	switch p := e.(type) {
	case *ast.Name:
		if w.n.marker(string(p.Id)) == markNone {
			w.ident(p.Id)
			w.target(p, bindOpaque, nil) // a capture binds
		}
	case *ast.Call:
		// Class pattern: the class is a reference, not a call.
		switch f := p.Func.(type) {
		case *ast.Name:
			w.name(f, false)
		default:
			w.expr(f)
		}
		for _, a := range p.Args {
			w.pattern(a)
		}
		for _, k := range p.Keywords {
			if w.n.marker(string(k.Arg)) == markNone {
				w.attrs.add(w.ident(k.Arg))
			}
			w.pattern(k.Value)
		}
	case *ast.Compare: // `p as name` is normalised to `p == name`
		w.pattern(p.Left)
		for _, c := range p.Comparators {
			w.pattern(c)
		}
	case *ast.BinOp:
		if p.Op == ast.BitOr {
			w.pattern(p.Left)
			w.pattern(p.Right)
			return
		}
		w.expr(p)
	case *ast.List:
		for _, x := range p.Elts {
			w.pattern(x)
		}
	case *ast.Tuple:
		for _, x := range p.Elts {
			w.pattern(x)
		}
	case *ast.Starred:
		w.pattern(p.Value)
	case *ast.Dict:
		for i, k := range p.Keys {
			if w.marker(k) != markDictStar {
				w.expr(k)
			}
			if i < len(p.Values) {
				w.pattern(p.Values[i])
			}
		}
	default:
		w.expr(p)
	}
}

// isLiteral reports whether e is a constant or a display of constants.
func (w *walker) isLiteral(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Num, *ast.Str, *ast.Bytes, *ast.NameConstant, *ast.Ellipsis:
		return true
	case *ast.UnaryOp:
		return w.isLiteral(x.Operand)
	case *ast.BinOp:
		return w.isLiteral(x.Left) && w.isLiteral(x.Right)
	case *ast.Tuple:
		return w.allLiteral(x.Elts)
	case *ast.List:
		return w.allLiteral(x.Elts)
	case *ast.Set:
		return w.allLiteral(x.Elts)
	case *ast.Dict:
		for _, k := range x.Keys {
			if w.marker(k) != markNone {
				return false
			}
		}
		return w.allLiteral(x.Keys) && w.allLiteral(x.Values)
	case *ast.Call:
		_, ok := w.fstringConst(x)
		return ok
	}
	return false
}

func (w *walker) allLiteral(list []ast.Expr) bool {
	for _, e := range list {
		if !w.isLiteral(e) {
			return false
		}
	}
	return true
}

// isTrue reports whether a loop condition is a constant that is always true.
func (w *walker) isTrue(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.NameConstant:
		return x.Value == py.True
	case *ast.Num:
		switch n := x.N.(type) {
		case py.Int:
			return n != 0
		case *py.BigInt:
			return true
		case py.Float:
			return n != 0
		case py.Complex:
			return n != 0
		}
	case *ast.Str:
		return w.n.str(x.S) != ""
	case *ast.Bytes:
		return w.n.bytes(x.S) != ""
	case *ast.Ellipsis:
		return true
	case *ast.Call:
		if s, ok := w.fstringConst(x); ok {
			return s != ""
		}
	case *ast.Tuple:
		return len(x.Elts) > 0
	case *ast.List:
		return len(x.Elts) > 0
	}
	return false
}

// hasBreak reports whether a loop body holds a break of its own loop.
func hasBreak(body []ast.Stmt) bool {
	for _, s := range body {
		switch s := s.(type) {
		case *ast.Break:
			return true
		case *ast.If:
			if hasBreak(s.Body) || hasBreak(s.Orelse) {
				return true
			}
		case *ast.With:
			if hasBreak(s.Body) {
				return true
			}
		case *ast.Try:
			if hasBreak(s.Body) || hasBreak(s.Orelse) || hasBreak(s.Finalbody) {
				return true
			}
			for _, h := range s.Handlers {
				if hasBreak(h.Body) {
					return true
				}
			}
		case *ast.For:
			// A break in a nested loop ends that loop; its else clause belongs to ours.
			if hasBreak(s.Orelse) {
				return true
			}
		case *ast.While:
			if hasBreak(s.Orelse) {
				return true
			}
		}
	}
	return false
}

// builtinName returns the builtin a resolved name may stand for: the name itself when it is
// not dotted, the attribute of builtins or __builtins__ otherwise.
func builtinName(name string) (string, bool) {
	i := strings.IndexByte(name, '.')
	if i < 0 {
		return name, true
	}
	switch name[:i] {
	case "builtins", "__builtins__":
		if rest := name[i+1:]; strings.IndexByte(rest, '.') < 0 {
			return rest, true
		}
	}
	return "", false
}

// dynamicKind returns the dynamic kind of a resolved dotted name, if any.
func dynamicKind(name string) (string, bool) {
	base, ok := builtinName(name)
	if !ok {
		return "", false
	}
	return dynamicBuiltin(base)
}

// finish fills f.
func (w *walker) finish(f *Facts) {
	f.Imports = w.imports
	f.Modules = w.modules.sorted(&w.sortBuf)
	sort.SliceStable(w.calls, func(i, j int) bool {
		a, b := w.calls[i], w.calls[j]
		return a.Line < b.Line || (a.Line == b.Line && a.Col < b.Col)
	})
	f.Calls = w.calls
	sort.SliceStable(w.dyn, func(i, j int) bool {
		a, b := w.dyn[i], w.dyn[j]
		return a.Line < b.Line || (a.Line == b.Line && a.Col < b.Col)
	})
	f.Dynamic = dedupDynamic(w.dyn)
	for s := range w.scount {
		w.stringDunders(s)
	}
	f.Attributes = w.attrs.sorted(&w.sortBuf)
	f.AttributeChains = w.chains.sorted(&w.sortBuf)
	f.References = w.refs.sorted(&w.sortBuf)
	f.OwnObjectDunders = w.ownObjectDunders()
	f.ModuleDunders = w.moduleDunders()
	f.OutDirSuffixes = w.outDirSuffixes()
	f.Dunders = w.dunders.sorted(&w.sortBuf)
	f.Names = w.names.sorted(&w.sortBuf)
	f.Strings = sortedKeys(w.scount, &w.sortBuf)
	f.InfiniteLoops = w.loops
	f.DFColumns = w.cols.sorted(&w.sortBuf)
	if f.Imports == nil {
		f.Imports = []Import{}
	}
	if f.Calls == nil {
		f.Calls = []Call{}
	}
	if f.Dynamic == nil {
		f.Dynamic = []Dynamic{}
	}
	if f.InfiniteLoops == nil {
		f.InfiniteLoops = []Loop{}
	}
}

// stringDunders records the dunders a string constant names: the whole string ("__class__"
// given to attrgetter or getattr), or a dunder after a dot or bracket ("{0.__class__}" given
// to str.format, "a.__dict__").
func (w *walker) stringDunders(s string) {
	if !strings.Contains(s, "__") {
		return
	}
	if isDunder(s) && isIdentifier(s) {
		w.dunders.add(s)
		return
	}
	for i := 0; i+4 < len(s); i++ {
		if s[i] != '_' || s[i+1] != '_' || (i > 0 && isIdentByte(s[i-1])) {
			continue
		}
		j := i
		for j < len(s) && isIdentByte(s[j]) {
			j++
		}
		word := s[i:j]
		if isDunder(word) && (i == 0 || s[i-1] == '.' || s[i-1] == '[' || s[i-1] == '{') {
			w.dunders.add(word)
		}
		i = j
	}
}

func isIdentByte(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
}

func isIdentifier(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isIdentByte(s[i]) {
			return false
		}
	}
	return s != "" && !(s[0] >= '0' && s[0] <= '9')
}

func dedupDynamic(in []Dynamic) []Dynamic {
	out := in[:0]
	for i, d := range in {
		if i > 0 && d == in[i-1] {
			continue
		}
		out = append(out, d)
	}
	return out
}

// placeholderIndex parses the index a normaliser placeholder literal carries.
func placeholderIndex(s string, n int) (int, bool) {
	i, err := strconv.Atoi(s)
	if err != nil || i < 0 || i >= n {
		return 0, false
	}
	return i, true
}
