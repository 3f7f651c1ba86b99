package analyzer

import (
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"
)

// Code in text. Some calls evaluate a string as Python: pandas.eval and a DataFrame's eval and
// query (whose @name is a variable of the code, and whose method, attribute and subscript
// chains pandas evaluates), statsmodels' formula API and patsy (whose formula terms are Python
// evaluated in the caller's namespace: "y ~ np.log(x)"). What that text does is as much the
// code's as what the code writes outside strings, so the walk analyses it where the call
// stands: every name, attribute, call and string of the text is in the facts, at the call's
// position. Text the analyzer cannot read (built at run time, from the data, or resolved in
// namespaces the call is given) is a DynamicText use.

// textSyntax is how a call reads its text.
type textSyntax uint8

const (
	// textColumns: DataFrame.eval and .query. A bare name is a column, @name a variable of
	// the code, `a b` a column written in backticks; one expression or assignment a line.
	textColumns textSyntax = iota + 1
	// textScope: pandas.eval without a frame of columns, and .eval of an object that is no
	// pandas frame (patsy's EvalEnvironment): a bare name is a variable of the code.
	textScope
	// textEither: the eval or query of an object the analyzer cannot tell: a pandas frame's
	// (@name is the code's) or patsy's EvalEnvironment's (a bare name is the code's too), so
	// both @name and a bare name stand for the code's variable.
	textEither
	// textFormula: statsmodels and patsy formulas. ~ and : are formula operators; the terms
	// are Python, their names looked up in the data and then in the caller's namespace.
	textFormula
)

// maxText bounds the text the analyzer reads; a longer text is DynamicText.
const maxText = 4096

// codeText is a call that evaluates text as code, noted by the walk and read by walkTexts
// once every binding is known.
type codeText struct {
	call   *ast.Call
	callee string
	syntax textSyntax
	texts  []ast.Expr // the arguments that hold text; nil entries are star arguments
	recv   ast.Expr   // the object of a .eval or .query method
	opaque bool       // names in the text resolve in namespaces the call is given
	other  bool       // no text: a method of an object no pandas or patsy call made (foreign), or never called
	walked [][]string // the texts walked, per argument
}

// textCallee says whether a call of this resolved name evaluates text, how, and where the
// text is: its position and keyword. method is true for a .eval or .query whose object is
// not an import.
func textCallee(name string, method bool) (syn textSyntax, pos int, kw string) {
	last := name[strings.LastIndexByte(name, '.')+1:]
	switch {
	case name == "pandas.eval":
		return textScope, 0, "expr"
	case name == "timeit.timeit" || name == "timeit.repeat" || name == "timeit.Timer":
		return textScope, 0, "stmt" // and setup, second (noteText)
	case strings.HasPrefix(name, "statsmodels.formula.api.") || strings.HasPrefix(name, "statsmodels.api.formula."):
		return textFormula, 0, "formula"
	case last == "from_formula":
		return textFormula, 0, "formula"
	case strings.HasPrefix(name, "patsy."):
		switch last {
		case "dmatrix", "dmatrices", "incr_dbuilder", "incr_dbuilders":
			return textFormula, 0, "formula_like"
		case "EvalFactor":
			return textFormula, 0, "code"
		case "LookupFactor":
			return textScope, 0, "varname" // a name looked up in the caller's namespace
		case "eval":
			return textScope, 1, "expr" // EvalEnvironment.eval(env, code)
		}
	case last == "eval" || last == "query":
		if method {
			return textColumns, 0, "expr"
		}
		if strings.HasPrefix(name, "pandas.") {
			return textColumns, 1, "expr" // pd.DataFrame.query(frame, expr)
		}
	}
	return 0, 0, ""
}

// textRef is a .eval, .query or .from_formula of an object that is not an import, written as a
// value (f = df.eval; df.pipe(pd.DataFrame.query, q) is textValue's case): what it is called
// with is out of sight.
type textRef struct {
	recv ast.Expr
	attr string
	at   ast.Pos
}

// textValue records a DynamicText use when an import-bound name or chain that evaluates text,
// or a module whose functions do, is written as a value (q = pd.eval, models = [smf.ols,
// smf.glm], fit(smf, f)): the text it is later given is out of sight.
func (w *walker) textValue(resolved string, at ast.Pos) {
	if syn, _, _ := textCallee(resolved, false); syn != 0 || textModules[resolved] {
		l, c := w.pos(at)
		w.dyn = append(w.dyn, Dynamic{Kind: DynamicText, Line: l, Col: c, Callee: resolved})
	}
}

// textModules are the modules whose functions evaluate text by other names than eval and query
// (any .eval or .query call is read as one): given as a value, m.ols(f) is out of sight.
var textModules = map[string]bool{
	"statsmodels": true, "statsmodels.api": true, "statsmodels.formula": true, "statsmodels.formula.api": true,
	"statsmodels.api.formula": true, "patsy": true, "patsy.highlevel": true, "patsy.eval": true, "timeit": true,
}

// textByName records a DynamicText use for a call that reaches a text callee by its name
// (getattr(df, "eval"), operator.methodcaller("query", q), operator.attrgetter("x.eval")):
// the text it is then given is out of sight.
func (w *walker) textByName(c *Call, e *ast.Call) {
	switch c.Name {
	case "getattr", "builtins.getattr", "operator.attrgetter", "operator.methodcaller":
	default:
		return
	}
	if c.Local {
		return
	}
	for _, a := range c.Args {
		for _, v := range a.Values {
			s, ok := v.(string)
			if !ok {
				continue
			}
			for _, part := range strings.Split(s, ".") {
				if part == "eval" || part == "query" || part == "from_formula" {
					l, col := w.pos(startPos(e))
					w.dyn = append(w.dyn, Dynamic{Kind: DynamicText, Line: l, Col: col, Callee: c.Name + "(" + strconv.Quote(s) + ")"})
					return
				}
			}
		}
	}
}

// formulaLibrary reports whether a call is a formula function of statsmodels or patsy reached
// through an import (smf.ols, sm.MixedLM.from_formula, patsy.dmatrix).
func formulaLibrary(names []string, recv ast.Expr) bool {
	if recv != nil {
		return false
	}
	for _, n := range names {
		if syn, _, _ := textCallee(n, false); syn == textFormula && (strings.HasPrefix(n, "statsmodels.") || strings.HasPrefix(n, "patsy.")) {
			return true
		}
	}
	return false
}

// noteText records a call that evaluates text; names are the resolutions of its callee.
func (w *walker) noteText(e *ast.Call, names []string, recv ast.Expr) {
	for _, n := range names {
		syn, pos, kw := textCallee(n, recv != nil)
		if syn == 0 {
			continue
		}
		t := codeText{call: e, callee: n, syntax: syn, recv: recv}
		if w.inText {
			// Text within text (a query of a query): not read.
			l, c := w.pos(startPos(e))
			w.dyn = append(w.dyn, Dynamic{Kind: DynamicText, Line: l, Col: c, Callee: n})
			return
		}
		t.texts = append(t.texts, w.argument(e, pos, kw))
		if strings.HasPrefix(n, "timeit.") {
			t.texts = append(t.texts, w.argument(e, 1, "setup"))
		}
		for _, k := range e.Keywords {
			switch w.n.marker(string(k.Arg)) {
			case markStarArg, markKwArg:
				t.opaque = true
				continue
			}
			switch id := w.n.ident(string(k.Arg)); {
			case id == "local_dict" || id == "global_dict" || id == "resolvers" || id == "globals":
				t.opaque = true
			case id == "eval_env":
				if !intConstant(k.Value) {
					t.opaque = true
				}
			case syn == textFormula && id != kw && strings.HasSuffix(id, "formula"):
				// mixedlm's re_formula, and vc_formula: a dict of formulas.
				t.texts = append(t.texts, k.Value)
			}
		}
		if e.Starargs != nil || e.Kwargs != nil {
			t.opaque = true
		}
		if syn == textFormula && strings.HasPrefix(n, "patsy.") && len(e.Args) > 2 && !intConstant(e.Args[2]) {
			t.opaque = true // dmatrix(formula, data, eval_env)
		}
		w.texts = append(w.texts, t)
		return
	}
}

// argument returns the argument at position pos or with keyword kw; nil when a star
// argument may hold it, and a NameConstant None when the call has none.
func (w *walker) argument(e *ast.Call, pos int, kw string) ast.Expr {
	for _, k := range e.Keywords {
		if w.n.marker(string(k.Arg)) == markNone && w.n.ident(string(k.Arg)) == kw {
			return k.Value
		}
	}
	if e.Starargs != nil || e.Kwargs != nil {
		return nil
	}
	for _, k := range e.Keywords {
		switch w.n.marker(string(k.Arg)) {
		case markStarArg, markKwArg:
			return nil // the star's items may come before the argument
		}
	}
	if pos < len(e.Args) {
		return e.Args[pos]
	}
	return &ast.NameConstant{ExprBase: e.ExprBase, Value: py.None}
}

// walkTexts analyses the text of every call that evaluates text, as code where the call
// stands, or records it as DynamicText. It runs after the walk, when every binding is known,
// and before the calls' arguments are traced: a text can read, bind and let names escape as
// code does. The texts are read again afterwards; a text that changed (its own walk made a
// name it comes from escape) is DynamicText.
func (w *walker) walkTexts() {
	for _, r := range w.textRefs {
		if !w.madeBy(r.recv, func(s string) bool { return !textLibrary(s) }) && w.prov(r.recv).kind != ProvInstance {
			l, c := w.pos(r.at)
			w.dyn = append(w.dyn, Dynamic{Kind: DynamicText, Line: l, Col: c, Callee: "." + r.attr})
		}
	}
	if len(w.texts) == 0 {
		return
	}
	w.finishReads()
	column := w.columnName()
	w.inText = true
	for i := range w.texts {
		t := &w.texts[i]
		t.walked = make([][]string, len(t.texts))
		if t.other = w.foreign(t) || w.neverCalled(t.call); t.other || t.opaque {
			continue
		}
		if t.syntax == textColumns && t.recv != nil && !w.pandasObject(t.recv) {
			t.syntax = textEither
		}
		for j, a := range t.texts {
			vals, ok := w.textValues(a, t.syntax == textFormula)
			if !ok {
				t.opaque = true
				break
			}
			t.walked[j] = vals
			for _, s := range vals {
				if !w.walkText(s, t, column) {
					t.opaque = true
					break
				}
			}
		}
	}
	w.inText = false
	clear(w.sc.memo)
	w.finishReads()
	for i := range w.texts {
		t := &w.texts[i]
		if other := w.foreign(t) || w.neverCalled(t.call); other != t.other {
			t.opaque = true // the texts' walk changed what the object is
		} else if other {
			continue
		}
		if !t.opaque {
			for j, a := range t.texts {
				if vals, ok := w.textValues(a, t.syntax == textFormula); !ok || !slices.Equal(vals, t.walked[j]) {
					t.opaque = true
				}
			}
		}
		if t.opaque {
			l, c := w.pos(startPos(t.call))
			w.dyn = append(w.dyn, Dynamic{Kind: DynamicText, Line: l, Col: c, Callee: t.callee})
		}
	}
	clear(w.sc.memo)
}

// foreign reports whether a .eval or .query is a method of an object no pandas or patsy call
// made: its receiver is only ever the result of calling an imported class or function outside
// them (KDTree(X).query(p)), and no library is patched (librariesPatched). Such a method
// takes no text.
func (w *walker) foreign(t *codeText) bool {
	return (t.syntax == textColumns || t.syntax == textEither) && t.recv != nil && !w.librariesPatched() &&
		w.madeBy(t.recv, func(s string) bool { return !textLibrary(s) })
}

// pandasObject reports whether an object is a pandas one for certain: derived from the data,
// or only ever the result of a pandas call (pd.DataFrame(…), pd.read_csv(…)).
func (w *walker) pandasObject(e ast.Expr) bool {
	return w.prov(e).kind == ProvData ||
		w.madeBy(e, func(s string) bool { return s == "pandas" || strings.HasPrefix(s, "pandas.") })
}

// madeBy reports whether e is only ever the result of calling imported callables whose
// resolved names all satisfy ok: a call of one, or a name bound only to such calls.
func (w *walker) madeBy(e ast.Expr, ok func(string) bool) bool {
	made := func(f ast.Expr) bool {
		ts := w.staticValue(f, "")
		for _, s := range ts {
			if !ok(s) {
				return false
			}
		}
		return len(ts) > 0
	}
	if c, isCall := e.(*ast.Call); isCall {
		return made(c.Func)
	}
	return w.onlyBound(e, func(b binding) bool {
		c, isCall := b.value.(*ast.Call)
		return b.how == bindValue && isCall && made(c.Func)
	})
}

// onlyBound reports whether e is a name of the code's own that something binds, every binding
// of which the walk sees and keep accepts: no harness global, import or star import binds it,
// and no statement deletes it or declares it global or nonlocal.
func (w *walker) onlyBound(e ast.Expr, keep func(binding) bool) bool {
	n, ok := e.(*ast.Name)
	if !ok || w.n.marker(string(n.Id)) != markNone {
		return false
	}
	id := w.n.ident(string(n.Id))
	if _, ok := harnessNames[id]; ok || w.sc.star || w.sc.has(w.sc.unstable, id) || len(w.importsOf(id)) > 0 {
		return false
	}
	any := false
	for b := range w.sc.bindingsOf(id) {
		if !keep(b) {
			return false
		}
		any = true
	}
	return any
}

// neverCalled reports whether a call's callee starts at a name nothing binds (MixedLM in
// MixedLM.from_formula(…) without an import): evaluating it raises NameError first.
func (w *walker) neverCalled(e *ast.Call) bool {
	f := e.Func
	for {
		a, ok := f.(*ast.Attribute)
		if !ok {
			break
		}
		f = a.Value
	}
	n, ok := f.(*ast.Name)
	return ok && w.n.marker(string(n.Id)) == markNone && w.unbound(w.n.ident(string(n.Id)))
}

// textLibrary reports whether a resolved name is of a library that evaluates text.
func textLibrary(s string) bool {
	for _, m := range []string{"pandas", "patsy", "statsmodels"} {
		if s == m || strings.HasPrefix(s, m+".") {
			return true
		}
	}
	return false
}

// textValues returns the texts an argument can be, ok false when the analyzer cannot tell.
// An argument that is no text (a list, a number, None, a name nothing binds or bound only to
// displays) gives none: pandas and patsy evaluate no code for it. With dicts, the values of a
// dict display, or of the displays a name is only ever bound to, are texts too (mixedlm's
// vc_formula): a name changed in place (vc["g"] = …) is unknown.
func (w *walker) textValues(e ast.Expr, dicts bool) ([]string, bool) {
	if e == nil {
		return nil, false
	}
	var out []string
	for _, v := range w.displays(e) {
		d, ok := v.(*ast.Dict)
		if !ok || !dicts {
			continue
		}
		for _, x := range d.Values {
			vals, ok := w.textValues(x, false)
			if !ok {
				return nil, false
			}
			out = append(out, vals...)
		}
	}
	if out != nil || w.displays(e) != nil {
		slices.Sort(out)
		return slices.Compact(out), true
	}
	switch e.(type) {
	case *ast.Num, *ast.NameConstant, *ast.ListComp, *ast.DictComp, *ast.SetComp, *ast.Lambda:
		return nil, true
	}
	if w.callable(e) {
		return nil, true // timeit(f): a function, called
	}
	if n, ok := e.(*ast.Name); ok {
		if t, ok := w.sequentialText(n); ok {
			return []string{t}, true
		}
	}
	p := w.prov(e)
	switch p.kind {
	case ProvUnbound:
		return nil, true
	case ProvLiteral, ProvFormatted:
		if p.values == nil {
			return nil, false
		}
	default:
		return nil, false
	}
	for _, v := range p.values {
		if s, ok := v.(string); ok {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return slices.Compact(out), true
}

// sequentialText returns the text a name has where n reads it, when the module's own
// statements, run in order, say: every binding of the name is a statement of the module's body
// (not nested in any other) that assigns it a string constant or appends one with +=
// (formula = "y ~ a"; formula += " + b"), and n is read by a later simple statement of the body,
// not in a lambda or a generator expression that could run after a later binding. Module
// statements run once each, in order, and nothing else can rebind the name: no function
// declares it global, nothing deletes it, no walrus, loop, with, import or star import binds it.
func (w *walker) sequentialText(n *ast.Name) (string, bool) {
	sc := &w.sc
	if w.n.marker(string(n.Id)) != markNone {
		return "", false
	}
	id := w.n.ident(string(n.Id))
	if _, ok := harnessNames[id]; ok || sc.star || sc.has(sc.unstable, id) || len(w.importsOf(id)) > 0 {
		return "", false
	}
	binds := 0
	for range sc.bindingsOf(id) {
		binds++
	}
	at := -1 // the statement of the body that reads n
	for i, st := range w.body {
		if containsNode(st, n) {
			at = i
			break
		}
	}
	if at < 0 || !simpleStmt(w.body[at]) || inDeferred(w.body[at], n) {
		return "", false
	}
	var (
		text  string
		bound bool
		seen  int
	)
	for i, st := range w.body {
		switch s := st.(type) {
		case *ast.Assign:
			for _, t := range s.Targets {
				if x, ok := t.(*ast.Name); ok && w.n.ident(string(x.Id)) == id {
					seen++
					str, ok := w.strConstant(s.Value)
					if i < at && !ok {
						return "", false
					}
					if i < at {
						text, bound = str, true
					}
				}
			}
		case *ast.AugAssign:
			if x, ok := s.Target.(*ast.Name); ok && w.n.ident(string(x.Id)) == id {
				seen++
				str, ok := w.strConstant(s.Value)
				if i < at && (!ok || s.Op != ast.Add || !bound) {
					return "", false
				}
				if i < at {
					text += str
				}
			}
		}
	}
	if !bound || seen != binds || len(text) > maxText {
		return "", false
	}
	return text, true
}

// strConstant is the text of a str constant (not bytes).
func (w *walker) strConstant(e ast.Expr) (string, bool) {
	x, ok := e.(*ast.Str)
	if !ok {
		return "", false
	}
	s, ok := w.strValue(x.S).(string)
	return s, ok
}

// containsNode reports whether the tree at root holds the node n.
func containsNode(root ast.Ast, n ast.Ast) bool {
	found := false
	ast.Walk(root, func(x ast.Ast) bool {
		found = found || x == n
		return !found
	})
	return found
}

// simpleStmt reports whether a statement holds no other statement: an expression, an
// assignment, an assert, a return.
func simpleStmt(st ast.Stmt) bool {
	switch st.(type) {
	case *ast.ExprStmt, *ast.Assign, *ast.AugAssign, *ast.Assert, *ast.Return:
		return true
	}
	return false
}

// inDeferred reports whether n is inside a lambda, a generator expression, a function or a
// class of st: code that may run after the statements that follow st (a class's methods).
func inDeferred(st ast.Stmt, n ast.Ast) bool {
	deferred := false
	ast.Walk(st, func(x ast.Ast) bool {
		if deferred {
			return false
		}
		switch x.(type) {
		case *ast.Lambda, *ast.GeneratorExp, *ast.FunctionDef, *ast.ClassDef:
			deferred = containsNode(x, n)
		}
		return !deferred
	})
	return deferred
}

// displays returns the displays e is: itself when it is a list, tuple, set or dict display;
// every value of a name only ever bound to displays and never changed in place; else nil.
func (w *walker) displays(e ast.Expr) []ast.Expr {
	display := func(x ast.Expr) bool {
		switch x.(type) {
		case *ast.List, *ast.Tuple, *ast.Set, *ast.Dict:
			return true
		}
		return false
	}
	if display(e) {
		return []ast.Expr{e}
	}
	if n, ok := e.(*ast.Name); !ok || w.sc.has(w.sc.escaped, w.n.ident(string(n.Id))) {
		return nil
	}
	var out []ast.Expr
	if !w.onlyBound(e, func(b binding) bool {
		out = append(out, b.value)
		return b.how == bindValue && display(b.value)
	}) {
		return nil
	}
	return out
}

// callable reports whether e is a name only ever bound by def statements and to lambdas.
func (w *walker) callable(e ast.Expr) bool {
	return w.onlyBound(e, func(b binding) bool {
		_, lambda := b.value.(*ast.Lambda)
		return b.how == bindFunc || b.how == bindValue && lambda
	})
}

// columnName is the name a column of a DataFrame's eval or query stands as in the facts:
// "column", or "column1", … when the code uses that name itself.
func (w *walker) columnName() string {
	name := "column"
	for i := 1; ; i++ {
		if _, used := w.names.m[name]; !used {
			return name
		}
		name = "column" + itoa(i)
	}
}

// walkText walks one text of t as code at the call's position; false when it cannot be read.
func (w *walker) walkText(s string, t *codeText, column string) bool {
	if len(s) > maxText || strings.Contains(s, w.n.prefix) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 || (s[i] < ' ' && s[i] != '\n' && s[i] != '\t' && s[i] != '\r') {
			return false
		}
	}
	var lines []string
	switch t.syntax {
	case textFormula:
		lines = []string{"(" + formulaSource(s) + ")"}
	case textColumns, textEither:
		bare := column
		if t.syntax == textEither {
			bare = ""
		}
		for _, l := range strings.Split(s, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				src, ok := columnsSource(l, column, bare)
				if !ok {
					return false
				}
				lines = append(lines, src)
			}
		}
	default:
		for _, l := range strings.Split(s, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				lines = append(lines, l)
			}
		}
	}
	at := startPos(t.call)
	for _, l := range lines {
		mod, ok := parseText(l)
		if !ok {
			return false
		}
		ast.Walk(mod, func(n ast.Ast) bool {
			v := reflect.ValueOf(n)
			if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
				return true
			}
			if f := v.Elem().FieldByName("Pos"); f.IsValid() && f.CanSet() && f.Type() == posType {
				f.Set(reflect.ValueOf(at))
			}
			return true
		})
		if t.syntax == textFormula {
			names, ok := quotedNames(mod)
			if !ok {
				return false
			}
			formulaColumns(mod, column)
			for _, id := range names {
				w.expr(&ast.Name{ExprBase: ast.ExprBase{Pos: at}, Id: ast.Identifier(id), Ctx: ast.Load})
			}
		}
		for _, st := range mod.Body {
			switch x := st.(type) {
			case *ast.ExprStmt:
				w.expr(x.Value)
			case *ast.Assign:
				if t.syntax == textFormula || len(x.Targets) != 1 {
					return false
				}
				if _, ok := x.Targets[0].(*ast.Name); !ok {
					return false // pandas assigns a column: c = a + b
				}
				w.expr(x.Value)
			default:
				return false
			}
		}
	}
	return true
}

var posType = reflect.TypeOf(ast.Pos{})

// parseText parses one line of text with gpython's parser; its panics are failures.
func parseText(src string) (mod *ast.Module, ok bool) {
	defer func() {
		if recover() != nil {
			mod, ok = nil, false
		}
	}()
	m, err := parser.ParseString(src, py.ExecMode)
	if err != nil {
		return nil, false
	}
	mod, ok = m.(*ast.Module)
	return mod, ok
}

// scanText calls f with each byte of s outside string literals and its index; f returns
// how many bytes it consumed (0 for one, unchanged). String literals are copied as they are.
func scanText(s string, f func(i int) (out string, n int)) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		if q := s[i]; q == '\'' || q == '"' {
			j := i + 1
			for j < len(s) && s[j] != q {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			j = min(j+1, len(s))
			b.WriteString(s[i:j])
			i = j
			continue
		}
		out, n := f(i)
		if n == 0 {
			b.WriteByte(s[i])
			i++
			continue
		}
		b.WriteString(out)
		i += n
	}
	return b.String()
}

// formulaSource turns a formula into a Python expression with the same names, attributes,
// calls and strings: ~ and : become + and *.
func formulaSource(s string) string {
	return scanText(s, func(i int) (string, int) {
		switch s[i] {
		case '~':
			return "+", 1
		case ':':
			return "*", 1
		}
		return "", 0
	})
}

// quotedNames returns the names a formula looks up by their text with patsy's Q("name"): in
// the data first, then in the caller's namespace, so Q("os") is the module os where the code
// imports it. A text that is no identifier can only name a column. ok is false when Q is given
// anything but one string: a name it looks up that the analyzer cannot read.
func quotedNames(mod *ast.Module) (names []string, ok bool) {
	ok = true
	ast.Walk(mod, func(n ast.Ast) bool {
		c, is := n.(*ast.Call)
		if !is {
			return true
		}
		if f, is := c.Func.(*ast.Name); !is || string(f.Id) != "Q" {
			return true
		}
		var s *ast.Str
		if len(c.Args) == 1 && len(c.Keywords) == 0 && c.Starargs == nil && c.Kwargs == nil {
			s, _ = c.Args[0].(*ast.Str)
		}
		if s == nil {
			ok = false
			return false
		}
		if isIdentifier(string(s.S)) {
			names = append(names, string(s.S))
		}
		return true
	})
	return names, ok
}

// formulaColumns renames the names a formula uses only as operands (y, x in "y ~ x + z:w") to
// column: patsy looks them up in the data first, and whatever they are it only computes with
// them. A name that is called, has an attribute or an item taken, or is passed to a call
// keeps its meaning: that is where the caller's namespace matters.
func formulaColumns(mod *ast.Module, column string) {
	rename := func(e ast.Expr) {
		if n, ok := e.(*ast.Name); ok && n.Ctx == ast.Load {
			n.Id = ast.Identifier(column)
		}
	}
	ast.Walk(mod, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.ExprStmt:
			rename(x.Value)
		case *ast.BinOp:
			rename(x.Left)
			rename(x.Right)
		case *ast.UnaryOp:
			rename(x.Operand)
		case *ast.BoolOp:
			for _, v := range x.Values {
				rename(v)
			}
		case *ast.Compare:
			rename(x.Left)
			for _, v := range x.Comparators {
				rename(v)
			}
		}
		return true
	})
}

// columnsSource turns one line of a DataFrame's eval or query into Python: @name becomes the
// code's name, a `quoted name` the column placeholder, and a bare name bare (pandas looks those
// up in the frame only), or stays as it is when bare is empty. Names after a dot (attributes),
// keywords of the language and keyword arguments stay as they are; ok is false for an
// unterminated backtick.
func columnsSource(s, column, bare string) (string, bool) {
	ok := true
	out := scanText(s, func(i int) (string, int) {
		c := s[i]
		switch {
		case c == '`':
			j := strings.IndexByte(s[i+1:], '`')
			if j < 0 {
				ok = false
				return "", 0
			}
			return column, j + 2
		case c == '@':
			j := i + 1
			for j < len(s) && isIdentByte(s[j]) {
				j++
			}
			if j == i+1 {
				return "", 0
			}
			return s[i+1 : j], j - i
		case c >= '0' && c <= '9':
			j := i + 1
			for j < len(s) && (isIdentByte(s[j]) || s[j] == '.') {
				j++
			}
			return s[i:j], j - i
		case isIdentByte(c):
			j := i + 1
			for j < len(s) && isIdentByte(s[j]) {
				j++
			}
			word := s[i:j]
			k := i - 1
			for k >= 0 && (s[k] == ' ' || s[k] == '\t') {
				k--
			}
			after := strings.TrimLeft(s[j:], " \t")
			switch {
			case k >= 0 && s[k] == '.',
				pyKeywords[word],
				strings.HasPrefix(after, "=") && !strings.HasPrefix(after, "=="),
				j < len(s) && (s[j] == '\'' || s[j] == '"'), // a string prefix: r"…"
				bare == "":
				return word, j - i
			}
			return bare, j - i
		}
		return "", 0
	})
	return out, ok
}

// pyKeywords are the words of the language an expression can hold.
var pyKeywords = map[string]bool{
	"and": true, "or": true, "not": true, "in": true, "is": true, "if": true, "else": true,
	"lambda": true, "for": true, "True": true, "False": true, "None": true,
}
