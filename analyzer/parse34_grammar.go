package analyzer

// The grammar of the fast parser: gpython's parser/grammar.y, rule by rule, as recursive
// descent. Each function takes d, the yacc stack depth at which its rule's first symbol sits;
// the k-th symbol of a rule sits at d+k-1, and every token is shifted with the depth yacc
// shifts it at. A node's position is slot[d] when its rule is reduced, as gpython's $<pos>$.

import (
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// startsTest34 holds the tokens that can start a test; startsExpr34 those that can start an
// expr.
var startsTest34, startsExpr34 [qKinds]bool

// endsAtom34 holds the tokens that cannot continue an expression after an atom: a test made
// of one name, string, number or constant followed by one of them is that atom.
var endsAtom34 [qKinds]bool

func init() {
	for _, k := range []uint8{qComma, qRpar, qRsqb, qRbrace, qColon, qEqual, qNewline, qSemi, qFor, qAs, qElse, qFrom} {
		endsAtom34[k] = true
	}
	for k, op := range augOps34 {
		if op != 0 {
			endsAtom34[k] = true
		}
	}
	for _, k := range []uint8{qPlus, qMinus, qTilde, qLpar, qLsqb, qLbrace, qName, qNumber, qString, qEllipsis, qNoneKw, qTrue, qFalse} {
		startsExpr34[k] = true
		startsTest34[k] = true
	}
	startsTest34[qNot] = true
	startsTest34[qLambda] = true
}

func (p *p34) tk() uint8 { return p.toks[p.i].kind }

func (p *p34) peek() uint8 {
	if p.i+1 < len(p.toks) {
		return p.toks[p.i+1].kind
	}
	return qNone
}

// shift consumes the current token at stack depth d.
func (p *p34) shift(d int) {
	if d >= len(p.slot) {
		p.fail()
	}
	if d > p.hw {
		p.hw = d
	}
	p.slot[d] = p.toks[p.i].pos()
	p.i++
}

// expect shifts a token of kind k at depth d, or fails.
func (p *p34) expect(k uint8, d int) {
	if p.toks[p.i].kind != k {
		p.fail()
	}
	p.shift(d)
}

// name shifts a NAME at depth d and returns it (a slice of the source string).
func (p *p34) name(d int) string {
	t := &p.toks[p.i]
	if t.kind != qName {
		p.fail()
	}
	p.shift(d)
	return p.text(t.a, t.b)
}

func (p *p34) depth(d int) {
	if d > maxDepth34 {
		p.fail()
	}
}

// exprs pops the expressions pushed on p.es since mark into a new slice.
func (p *p34) exprs(mark int) []ast.Expr {
	out := carve(&p.arena.exprs, len(p.es)-mark)
	copy(out, p.es[mark:])
	clear(p.es[mark:])
	p.es = p.es[:mark]
	return out
}

// stmts pops the statements pushed on p.ss since mark into a new slice (nil when none).
func (p *p34) stmts(mark int) []ast.Stmt {
	if len(p.ss) == mark {
		return nil
	}
	out := carve(&p.arena.stmts, len(p.ss)-mark)
	copy(out, p.ss[mark:])
	clear(p.ss[mark:])
	p.ss = p.ss[:mark]
	return out
}

// fileInput: nl_or_stmt ENDMARKER, nl_or_stmt at depth 2 (FILE_INPUT is at 1).
func (p *p34) fileInput() *ast.Module {
	mark := len(p.ss)
	for {
		switch p.tk() {
		case qNewline:
			p.shift(3)
		case qEnd:
			p.shift(3)
			return &ast.Module{ModBase: ast.ModBase{Pos: p.slot[2]}, Body: p.stmts(mark)}
		default:
			p.stmt(3)
		}
	}
}

// stmt parses one statement, pushing its statements on p.ss.
func (p *p34) stmt(d int) {
	p.depth(d)
	var s ast.Stmt
	switch p.tk() {
	case qIf:
		s = p.ifStmt(d)
	case qWhile:
		s = p.whileStmt(d)
	case qFor:
		s = p.forStmt(d)
	case qTry:
		s = p.tryStmt(d)
	case qWith:
		s = p.withStmt(d)
	case qDef:
		s = p.funcdef(d)
	case qClass:
		s = p.classdef(d)
	case qAt:
		s = p.decorated(d)
	default:
		p.simpleStmt(d)
		return
	}
	p.ss = append(p.ss, s)
}

// simpleStmt: small_stmts optional_semicolon NEWLINE.
func (p *p34) simpleStmt(d int) {
	s := p.smallStmt(d)
	p.ss = append(p.ss, s)
	for p.tk() == qSemi {
		if p.peek() == qNewline {
			p.shift(d + 1)
			break
		}
		p.shift(d + 1)
		s := p.smallStmt(d + 2)
		p.ss = append(p.ss, s)
	}
	p.expect(qNewline, d+2)
}

func (p *p34) smallStmt(d int) ast.Stmt {
	switch p.tk() {
	case qDel:
		p.shift(d)
		mark := len(p.es)
		p.exprList(d + 1)
		targets := p.exprs(mark)
		for _, t := range targets {
			p.setCtx(t, ast.Del)
		}
		return &ast.Delete{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Targets: targets}
	case qPass:
		p.shift(d)
		return &ast.Pass{StmtBase: ast.StmtBase{Pos: p.slot[d]}}
	case qBreak:
		p.shift(d)
		return &ast.Break{StmtBase: ast.StmtBase{Pos: p.slot[d]}}
	case qContinue:
		p.shift(d)
		return &ast.Continue{StmtBase: ast.StmtBase{Pos: p.slot[d]}}
	case qReturn:
		p.shift(d)
		var v ast.Expr
		if startsTest34[p.tk()] {
			v = p.testlist(d + 1)
		}
		return node(&p.arena.returns, ast.Return{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Value: v})
	case qRaise:
		p.shift(d)
		r := &ast.Raise{}
		if startsTest34[p.tk()] {
			r.Exc = p.test(d + 1)
			if p.tk() == qFrom {
				p.shift(d + 2)
				r.Cause = p.test(d + 3)
			}
		}
		r.Pos = p.slot[d]
		return r
	case qYield:
		y := p.yieldExpr(d)
		return &ast.ExprStmt{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Value: y}
	case qImport:
		return p.importName(d)
	case qFrom:
		return p.importFrom(d)
	case qGlobal, qNonlocal:
		global := p.tk() == qGlobal
		p.shift(d)
		names := []ast.Identifier{ast.Identifier(p.name(d + 1))}
		for p.tk() == qComma {
			p.shift(d + 2)
			names = append(names, ast.Identifier(p.name(d+3)))
		}
		if global {
			return &ast.Global{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Names: names}
		}
		return &ast.Nonlocal{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Names: names}
	case qAssert:
		p.shift(d)
		a := &ast.Assert{Test: p.test(d + 1)}
		if p.tk() == qComma {
			p.shift(d + 2)
			a.Msg = p.test(d + 3)
		}
		a.Pos = p.slot[d]
		return a
	}
	return p.exprStmt(d)
}

var augOps34 = [qKinds]ast.OperatorNumber{
	qPlusEq: ast.Add, qMinusEq: ast.Sub, qStarEq: ast.Mult, qSlashEq: ast.Div,
	qPercentEq: ast.Modulo, qAmperEq: ast.BitAnd, qVbarEq: ast.BitOr, qCircumEq: ast.BitXor,
	qLShiftEq: ast.LShift, qRShiftEq: ast.RShift, qDStarEq: ast.Pow, qDSlashEq: ast.FloorDiv,
}

// exprStmt: testlist_star_expr (augassign (yield_expr|testlist) | ('=' (yield_expr|testlist_star_expr))*).
func (p *p34) exprStmt(d int) ast.Stmt {
	lhs := p.testlistStarExpr(d)
	k := p.tk()
	if op := augOps34[k]; op != 0 {
		p.shift(d + 1)
		var v ast.Expr
		if p.tk() == qYield {
			v = p.yieldExpr(d + 2)
		} else {
			v = p.testlist(d + 2)
		}
		p.setCtx(lhs, ast.Store)
		return &ast.AugAssign{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Target: lhs, Op: op, Value: v}
	}
	if k != qEqual {
		s := take(&p.arena.exprSts)
		*s = ast.ExprStmt{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Value: lhs}
		return s
	}
	mark := len(p.es)
	p.es = append(p.es, lhs)
	for i := 0; p.tk() == qEqual; i++ {
		dd := d + 1
		if i > 0 {
			dd = d + 2
		}
		p.shift(dd)
		var v ast.Expr
		if p.tk() == qYield {
			v = p.yieldExpr(dd + 1)
		} else {
			v = p.testlistStarExpr(dd + 1)
		}
		p.es = append(p.es, v)
	}
	value := p.es[len(p.es)-1]
	p.es = p.es[:len(p.es)-1]
	targets := p.exprs(mark)
	for _, t := range targets {
		p.setCtx(t, ast.Store)
	}
	a := take(&p.arena.assigns)
	*a = ast.Assign{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Targets: targets, Value: value}
	return a
}

// importName: IMPORT dotted_as_names.
func (p *p34) importName(d int) ast.Stmt {
	p.shift(d)
	names := []*ast.Alias{p.dottedAsName(d + 1)}
	for p.tk() == qComma {
		p.shift(d + 2)
		names = append(names, p.dottedAsName(d+3))
	}
	return &ast.Import{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Names: names}
}

func (p *p34) dottedAsName(d int) *ast.Alias {
	a := &ast.Alias{Name: ast.Identifier(p.dottedName(d))}
	if p.tk() == qAs {
		p.shift(d + 1)
		a.AsName = ast.Identifier(p.name(d + 2))
	}
	a.Pos = p.slot[d]
	return a
}

// dottedName: NAME ('.' NAME)*, joined.
func (p *p34) dottedName(d int) string {
	s := p.name(d)
	for p.tk() == qDot {
		p.shift(d + 1)
		s += "." + p.name(d+2)
	}
	return s
}

// importFrom: FROM from_arg IMPORT import_from_arg.
func (p *p34) importFrom(d int) ast.Stmt {
	p.shift(d)
	level := 0
	module := ""
	for i := 0; p.tk() == qDot || p.tk() == qEllipsis; i++ {
		if p.tk() == qDot {
			level++
		} else {
			level += 3
		}
		if i == 0 {
			p.shift(d + 1)
		} else {
			p.shift(d + 2)
		}
	}
	switch {
	case level == 0:
		module = p.dottedName(d + 1)
	case p.tk() == qName:
		module = p.dottedName(d + 2)
	}
	p.expect(qImport, d+2)
	var names []*ast.Alias
	switch p.tk() {
	case qStar:
		p.shift(d + 3)
		names = []*ast.Alias{{Pos: p.slot[d+3], Name: "*"}}
	case qLpar:
		p.shift(d + 3)
		names = p.importAsNames(d + 4)
		p.expect(qRpar, d+6)
	default:
		names = p.importAsNames(d + 3)
	}
	return &ast.ImportFrom{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Module: ast.Identifier(module), Names: names, Level: level}
}

// importAsNames: import_as_name (',' import_as_name)* optional_comma.
func (p *p34) importAsNames(d int) []*ast.Alias {
	names := []*ast.Alias{p.importAsName(d)}
	for p.tk() == qComma {
		p.shift(d + 1)
		if p.tk() != qName {
			break
		}
		names = append(names, p.importAsName(d+2))
	}
	return names
}

func (p *p34) importAsName(d int) *ast.Alias {
	a := &ast.Alias{Name: ast.Identifier(p.name(d))}
	if p.tk() == qAs {
		p.shift(d + 1)
		a.AsName = ast.Identifier(p.name(d + 2))
	}
	a.Pos = p.slot[d]
	return a
}

// suite: simple_stmt | NEWLINE INDENT stmt+ DEDENT; returns the statements.
func (p *p34) suite(d int) []ast.Stmt {
	mark := len(p.ss)
	if p.tk() != qNewline {
		p.simpleStmt(d)
		return p.stmts(mark)
	}
	p.shift(d)
	p.expect(qIndent, d+1)
	p.stmt(d + 2)
	for p.tk() != qDedent {
		p.stmt(d + 3)
	}
	p.shift(d + 3)
	return p.stmts(mark)
}

// ifStmt: IF test ':' suite elifs optional_else.
func (p *p34) ifStmt(d int) ast.Stmt {
	p.shift(d)
	test := p.test(d + 1)
	p.expect(qColon, d+2)
	body := p.suite(d + 3)
	elifPos := p.slot[d+4] // elifs starts empty: its position is what depth d+4 last held
	var first, last *ast.If
	for p.tk() == qElif {
		p.shift(d + 5)
		t := p.test(d + 6)
		p.expect(qColon, d+7)
		s := p.suite(d + 8)
		n := node(&p.arena.ifs, ast.If{StmtBase: ast.StmtBase{Pos: elifPos}, Test: t, Body: s})
		if first == nil {
			first = n
		} else {
			last.Orelse = []ast.Stmt{n}
		}
		last = n
	}
	var orelse []ast.Stmt
	if p.tk() == qElse {
		p.shift(d + 5)
		p.expect(qColon, d+6)
		orelse = p.suite(d + 7)
	}
	n := node(&p.arena.ifs, ast.If{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Test: test, Body: body})
	switch {
	case len(orelse) != 0 && first != nil:
		last.Orelse = orelse
		n.Orelse = []ast.Stmt{first}
	case len(orelse) != 0:
		n.Orelse = orelse
	case first != nil:
		n.Orelse = []ast.Stmt{first}
	}
	return n
}

// whileStmt: WHILE test ':' suite optional_else.
func (p *p34) whileStmt(d int) ast.Stmt {
	p.shift(d)
	test := p.test(d + 1)
	p.expect(qColon, d+2)
	body := p.suite(d + 3)
	var orelse []ast.Stmt
	if p.tk() == qElse {
		p.shift(d + 4)
		p.expect(qColon, d+5)
		orelse = p.suite(d + 6)
	}
	return &ast.While{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Test: test, Body: body, Orelse: orelse}
}

// forStmt: FOR exprlist IN testlist ':' suite optional_else. A trailing comma in the target
// does not make a tuple (gpython passes false).
func (p *p34) forStmt(d int) ast.Stmt {
	p.shift(d)
	mark := len(p.es)
	p.exprList(d + 1)
	p.expect(qIn, d+2)
	iter := p.testlist(d + 3)
	p.expect(qColon, d+4)
	body := p.suite(d + 5)
	var orelse []ast.Stmt
	if p.tk() == qElse {
		p.shift(d + 6)
		p.expect(qColon, d+7)
		orelse = p.suite(d + 8)
	}
	target := p.tupleOrExpr(p.slot[d], mark, false)
	p.setCtx(target, ast.Store)
	return node(&p.arena.fors, ast.For{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Target: target, Iter: iter, Body: body, Orelse: orelse})
}

// tryStmt: TRY ':' suite except_clauses [ELSE ':' suite] [FINALLY ':' suite].
func (p *p34) tryStmt(d int) ast.Stmt {
	p.shift(d)
	p.expect(qColon, d+1)
	t := &ast.Try{Body: p.suite(d + 2)}
	hpos := p.slot[d+3] // except_clauses starts empty: what depth d+3 last held
	for p.tk() == qExcept {
		p.shift(d + 4)
		h := &ast.ExceptHandler{Pos: hpos}
		if startsTest34[p.tk()] {
			h.ExprType = p.test(d + 5)
			if p.tk() == qAs {
				p.shift(d + 6)
				h.Name = ast.Identifier(p.name(d + 7))
			}
		}
		p.expect(qColon, d+5)
		h.Body = p.suite(d + 6)
		t.Handlers = append(t.Handlers, h)
	}
	if p.tk() == qElse {
		p.shift(d + 4)
		p.expect(qColon, d+5)
		t.Orelse = p.suite(d + 6)
		if p.tk() == qFinally {
			p.shift(d + 7)
			p.expect(qColon, d+8)
			t.Finalbody = p.suite(d + 9)
		}
	} else if p.tk() == qFinally {
		p.shift(d + 4)
		p.expect(qColon, d+5)
		t.Finalbody = p.suite(d + 6)
	}
	t.Pos = p.slot[d]
	return t
}

// withStmt: WITH with_item (',' with_item)* ':' suite.
func (p *p34) withStmt(d int) ast.Stmt {
	p.shift(d)
	items := []*ast.WithItem{p.withItem(d + 1)}
	for p.tk() == qComma {
		p.shift(d + 2)
		items = append(items, p.withItem(d+3))
	}
	p.expect(qColon, d+2)
	body := p.suite(d + 3)
	return &ast.With{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Items: items, Body: body}
}

func (p *p34) withItem(d int) *ast.WithItem {
	w := &ast.WithItem{ContextExpr: p.test(d)}
	if p.tk() == qAs {
		p.shift(d + 1)
		v := p.expr(d + 2)
		p.setCtx(v, ast.Store)
		w.OptionalVars = v
	}
	w.Pos = p.slot[d]
	return w
}

// funcdef: DEF NAME parameters optional_return_type ':' suite.
func (p *p34) funcdef(d int) *ast.FunctionDef {
	p.shift(d)
	name := p.name(d + 1)
	p.expect(qLpar, d+2)
	var args *ast.Arguments
	if p.tk() == qRpar {
		args = node(&p.arena.argss, ast.Arguments{Pos: p.slot[d+3]}) // an empty production: stale slot
	} else {
		args = p.argsList(d+3, true)
	}
	p.expect(qRpar, d+4)
	var returns ast.Expr
	if p.tk() == qArrow {
		p.shift(d + 3)
		returns = p.test(d + 4)
	}
	p.expect(qColon, d+4)
	body := p.suite(d + 5)
	return node(&p.arena.funcs, ast.FunctionDef{StmtBase: ast.StmtBase{Pos: p.slot[d]}, Name: ast.Identifier(name), Args: args, Body: body, Returns: returns})
}

// argsList is typedargslist (typed) or varargslist at depth d.
func (p *p34) argsList(d int, typed bool) *ast.Arguments {
	a := node(&p.arena.argss, ast.Arguments{})
	switch p.tk() {
	case qStar:
		p.shift(d)
		p.starArgs(a, d+1, typed)
	case qDStar:
		p.shift(d)
		a.Kwarg = p.fpdef(d+1, typed)
	default:
		a.Args, a.Defaults = p.fpdefTests(d, typed, nil, nil)
		for p.tk() == qComma {
			switch p.peek() {
			case qName:
				p.shift(d + 1)
				a.Args, a.Defaults = p.fpdefTests(d+2, typed, a.Args, a.Defaults)
				continue
			case qStar:
				p.shift(d + 1)
				p.shift(d + 2)
				p.starArgs(a, d+3, typed)
			case qDStar:
				p.shift(d + 1)
				p.shift(d + 2)
				a.Kwarg = p.fpdef(d+3, typed)
			default:
				p.shift(d + 1) // optional_comma
			}
			break
		}
	}
	a.Pos = p.slot[d]
	return a
}

// starArgs parses what follows '*' in a parameter list: optional_tfpdef at d, then
// tfpdeftests at d+1, then optionally ',' STARSTAR tfpdef at d+2.
func (p *p34) starArgs(a *ast.Arguments, d int, typed bool) {
	if p.tk() == qName {
		a.Vararg = p.fpdef(d, typed)
	}
	for p.tk() == qComma {
		if p.peek() == qDStar {
			p.shift(d + 2)
			p.shift(d + 3)
			a.Kwarg = p.fpdef(d+4, typed)
			return
		}
		p.shift(d + 2)
		a.Kwonlyargs, a.KwDefaults = p.fpdefTests(d+3, typed, a.Kwonlyargs, a.KwDefaults)
	}
}

// fpdefTests parses one tfpdeftest/vfpdeftest at d, appending the arg and its default.
func (p *p34) fpdefTests(d int, typed bool, args []*ast.Arg, defaults []ast.Expr) ([]*ast.Arg, []ast.Expr) {
	arg := p.fpdef(d, typed)
	args = append(args, arg)
	if p.tk() == qEqual {
		p.shift(d + 1)
		defaults = append(defaults, p.test(d+2))
	}
	return args, defaults
}

// fpdef: NAME [':' test] (the annotation only when typed).
func (p *p34) fpdef(d int, typed bool) *ast.Arg {
	a := node(&p.arena.params, ast.Arg{Arg: ast.Identifier(p.name(d))})
	if typed && p.tk() == qColon {
		p.shift(d + 1)
		a.Annotation = p.test(d + 2)
	}
	a.Pos = p.slot[d]
	return a
}

// classdef: CLASS NAME optional_arglist_call ':' suite.
func (p *p34) classdef(d int) *ast.ClassDef {
	p.shift(d)
	c := &ast.ClassDef{Name: ast.Identifier(p.name(d + 1))}
	if p.tk() == qLpar {
		p.shift(d + 2)
		if p.tk() != qRpar {
			call := p.arglist(d + 3)
			c.Bases, c.Keywords, c.Starargs, c.Kwargs = call.Args, call.Keywords, call.Starargs, call.Kwargs
		}
		p.expect(qRpar, d+4)
	}
	p.expect(qColon, d+3)
	c.Body = p.suite(d + 4)
	c.Pos = p.slot[d]
	return c
}

// decorated: decorator+ (classdef | funcdef).
func (p *p34) decorated(d int) ast.Stmt {
	var decs []ast.Expr
	for i := 0; p.tk() == qAt; i++ {
		dd := d
		if i > 0 {
			dd = d + 1
		}
		decs = append(decs, p.decorator(dd))
	}
	switch p.tk() {
	case qDef:
		f := p.funcdef(d + 1)
		f.DecoratorList = decs
		return f
	case qClass:
		c := p.classdef(d + 1)
		c.DecoratorList = decs
		return c
	}
	p.fail()
	return nil
}

// decorator: '@' dotted_name ['(' [arglist] ')'] NEWLINE.
func (p *p34) decorator(d int) ast.Expr {
	p.shift(d)
	name := p.dottedName(d + 1)
	var call *ast.Call
	if p.tk() == qLpar {
		p.shift(d + 2)
		if p.tk() == qRpar {
			call = &ast.Call{ExprBase: ast.ExprBase{Pos: p.slot[d+3]}} // empty production: stale slot
		} else {
			call = p.arglist(d + 3)
		}
		p.expect(qRpar, d+4)
	}
	p.expect(qNewline, d+3)
	fn := &ast.Name{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Id: ast.Identifier(name), Ctx: ast.Load}
	if call == nil {
		return fn
	}
	call.Func = fn
	return call
}

// testlistStarExpr: test_or_star_expr (',' test_or_star_expr)* [','].
func (p *p34) testlistStarExpr(d int) ast.Expr {
	first := p.testOrStar(d)
	if p.tk() != qComma {
		return first
	}
	mark := len(p.es)
	p.es = append(p.es, first)
	comma := p.moreTestOrStar(d)
	return p.tupleOrExpr(p.slot[d], mark, comma)
}

// moreTestOrStar parses (',' test_or_star_expr)* [','] after a first element at d, pushing the
// elements; it reports a trailing comma.
func (p *p34) moreTestOrStar(d int) bool {
	for p.tk() == qComma {
		p.shift(d + 1)
		k := p.tk()
		if !startsTest34[k] && k != qStar {
			return true
		}
		e := p.testOrStar(d + 2)
		p.es = append(p.es, e)
	}
	return false
}

// tupleOrExpr pops the elements pushed since mark: a Tuple at pos when there is a comma or
// more than one, else the element.
func (p *p34) tupleOrExpr(pos ast.Pos, mark int, comma bool) ast.Expr {
	if comma || len(p.es)-mark > 1 {
		t := take(&p.arena.tuples)
		*t = ast.Tuple{ExprBase: ast.ExprBase{Pos: pos}, Elts: p.exprs(mark), Ctx: ast.Load}
		return t
	}
	e := p.es[mark]
	p.es[mark] = nil
	p.es = p.es[:mark]
	return e
}

// testlist: test (',' test)* [','].
func (p *p34) testlist(d int) ast.Expr {
	first := p.test(d)
	if p.tk() != qComma {
		return first
	}
	mark := len(p.es)
	p.es = append(p.es, first)
	comma := p.moreTests(d)
	return p.tupleOrExpr(p.slot[d], mark, comma)
}

// moreTests parses (',' test)* [','] after a first test at d, pushing the tests.
func (p *p34) moreTests(d int) bool {
	for p.tk() == qComma {
		p.shift(d + 1)
		if !startsTest34[p.tk()] {
			return true
		}
		e := p.test(d + 2)
		p.es = append(p.es, e)
	}
	return false
}

// exprList: expr_or_star_expr (',' expr_or_star_expr)* [','], pushing the elements; it
// reports a trailing comma.
func (p *p34) exprList(d int) bool {
	e := p.exprOrStar(d)
	p.es = append(p.es, e)
	for p.tk() == qComma {
		p.shift(d + 1)
		k := p.tk()
		if !startsExpr34[k] && k != qStar {
			return true
		}
		e := p.exprOrStar(d + 2)
		p.es = append(p.es, e)
	}
	return false
}

func (p *p34) exprOrStar(d int) ast.Expr {
	if p.tk() == qStar {
		return p.starExpr(d)
	}
	return p.expr(d)
}

func (p *p34) testOrStar(d int) ast.Expr {
	if p.tk() == qStar {
		return p.starExpr(d)
	}
	return p.test(d)
}

// starExpr: '*' expr.
func (p *p34) starExpr(d int) ast.Expr {
	p.shift(d)
	v := p.expr(d + 1)
	return &ast.Starred{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Value: v, Ctx: ast.Load}
}

// yieldExpr: YIELD [FROM test | testlist].
func (p *p34) yieldExpr(d int) ast.Expr {
	p.shift(d)
	if p.tk() == qFrom {
		p.shift(d + 1)
		v := p.test(d + 2)
		return &ast.YieldFrom{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Value: v}
	}
	var v ast.Expr
	if startsTest34[p.tk()] {
		v = p.testlist(d + 1)
	}
	return &ast.Yield{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Value: v}
}

// test: or_test [IF or_test ELSE test] | lambdef.
func (p *p34) test(d int) ast.Expr {
	p.depth(d)
	switch p.tk() {
	case qLambda:
		return p.lambdef(d, false)
	case qName, qString, qNoneKw, qTrue, qFalse, qNumber:
		if endsAtom34[p.peek()] {
			return p.atom(d) // the whole chain test → … → atom, at the same depth
		}
	}
	e := p.orTest(d)
	if p.tk() != qIf {
		return e
	}
	p.shift(d + 1)
	cond := p.orTest(d + 2)
	p.expect(qElse, d+3)
	orelse := p.test(d + 4)
	return &ast.IfExp{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Test: cond, Body: e, Orelse: orelse}
}

// testNocond: or_test | lambdef_nocond.
func (p *p34) testNocond(d int) ast.Expr {
	p.depth(d)
	if p.tk() == qLambda {
		return p.lambdef(d, true)
	}
	return p.orTest(d)
}

// lambdef: LAMBDA [varargslist] ':' test (test_nocond when nocond).
func (p *p34) lambdef(d int, nocond bool) ast.Expr {
	p.shift(d)
	var args *ast.Arguments
	bd := d + 2
	if p.tk() == qColon {
		p.shift(d + 1)
	} else {
		args = p.argsList(d+1, false)
		p.expect(qColon, d+2)
		bd = d + 3
	}
	var body ast.Expr
	if nocond {
		body = p.testNocond(bd)
	} else {
		body = p.test(bd)
	}
	if args == nil {
		args = node(&p.arena.argss, ast.Arguments{Pos: p.slot[d]})
	}
	return &ast.Lambda{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Args: args, Body: body}
}

func (p *p34) orTest(d int) ast.Expr {
	e := p.andTest(d)
	if p.tk() != qOr {
		return e
	}
	b := &ast.BoolOp{Op: ast.Or, Values: []ast.Expr{e}}
	for p.tk() == qOr {
		p.shift(d + 1)
		b.Values = append(b.Values, p.andTest(d+2))
	}
	b.Pos = p.slot[d]
	return b
}

func (p *p34) andTest(d int) ast.Expr {
	e := p.notTest(d)
	if p.tk() != qAnd {
		return e
	}
	b := &ast.BoolOp{Op: ast.And, Values: []ast.Expr{e}}
	for p.tk() == qAnd {
		p.shift(d + 1)
		b.Values = append(b.Values, p.notTest(d+2))
	}
	b.Pos = p.slot[d]
	return b
}

func (p *p34) notTest(d int) ast.Expr {
	if p.tk() != qNot {
		return p.comparison(d)
	}
	p.depth(d)
	p.shift(d)
	v := p.notTest(d + 1)
	return node(&p.arena.unops, ast.UnaryOp{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Op: ast.Not, Operand: v})
}

var cmpOps34 = [qKinds]ast.CmpOp{
	qLess: ast.Lt, qGreater: ast.Gt, qEqEq: ast.Eq, qGreaterEq: ast.GtE, qLessEq: ast.LtE,
	qNotEq: ast.NotEq, qIn: ast.In, qNot: ast.NotIn, qIs: ast.Is,
}

var isCmp34 = [qKinds]bool{
	qLess: true, qGreater: true, qEqEq: true, qGreaterEq: true, qLessEq: true,
	qNotEq: true, qIn: true, qNot: true, qIs: true, qLtGt: true,
}

func (p *p34) comparison(d int) ast.Expr {
	e := p.expr(d)
	if !isCmp34[p.tk()] {
		return e
	}
	c := node(&p.arena.compares, ast.Compare{Left: e})
	for k := p.tk(); isCmp34[k]; k = p.tk() {
		op := cmpOps34[k]
		switch k {
		case qLtGt:
			p.fail() // gpython: "invalid syntax" from the grammar action
		case qNot:
			p.shift(d + 1)
			p.expect(qIn, d+2)
		case qIs:
			p.shift(d + 1)
			if p.tk() == qNot {
				p.shift(d + 2)
				op = ast.IsNot
			}
		default:
			p.shift(d + 1)
		}
		c.Ops = append(c.Ops, op)
		c.Comparators = append(c.Comparators, p.expr(d+2))
	}
	c.Pos = p.slot[d]
	return c
}

// Binary operator levels, loosest first: | ^ & (<< >>) (+ -) (* / % //).
var binLevel34 = [qKinds]uint8{
	qVbar: 1, qCircum: 2, qAmper: 3, qLShift: 4, qRShift: 4,
	qPlus: 5, qMinus: 5, qStar: 6, qSlash: 6, qPercent: 6, qDSlash: 6,
}

var binOps34 = [qKinds]ast.OperatorNumber{
	qVbar: ast.BitOr, qCircum: ast.BitXor, qAmper: ast.BitAnd, qLShift: ast.LShift, qRShift: ast.RShift,
	qPlus: ast.Add, qMinus: ast.Sub, qStar: ast.Mult, qSlash: ast.Div, qPercent: ast.Modulo, qDSlash: ast.FloorDiv,
}

// expr parses expr (the | level) at d.
func (p *p34) expr(d int) ast.Expr { return p.binary(1, d) }

// binary parses the left-associative operators of level min and tighter at d by precedence
// climbing: the left operand sits at d, the operator at d+1, the right operand at d+2, as in
// yacc's left-recursive rules.
func (p *p34) binary(min uint8, d int) ast.Expr {
	e := p.factor(d)
	for {
		k := p.tk()
		lv := binLevel34[k]
		if lv == 0 || lv < min {
			return e
		}
		p.shift(d + 1)
		r := p.binary(lv+1, d+2)
		e = node(&p.arena.binops, ast.BinOp{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Left: e, Op: binOps34[k], Right: r})
	}
}

// factor: ('+'|'-'|'~') factor | power.
func (p *p34) factor(d int) ast.Expr {
	var op ast.UnaryOpNumber
	switch p.tk() {
	case qPlus:
		op = ast.UAdd
	case qMinus:
		op = ast.USub
	case qTilde:
		op = ast.Invert
	default:
		return p.power(d)
	}
	p.depth(d)
	p.shift(d)
	v := p.factor(d + 1)
	return node(&p.arena.unops, ast.UnaryOp{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Op: op, Operand: v})
}

// power: atom trailer* ['**' factor]; trailers sit at d+1, each trailer at d+2.
func (p *p34) power(d int) ast.Expr {
	e := p.atom(d)
	for {
		switch p.tk() {
		case qLpar:
			e = p.callTrailer(e, d+2)
			continue
		case qLsqb:
			e = p.subscriptTrailer(e, d+2)
			continue
		case qDot:
			p.shift(d + 2)
			attr := p.name(d + 3)
			a := take(&p.arena.attrs)
			*a = ast.Attribute{ExprBase: ast.ExprBase{Pos: p.slot[d+2]}, Value: e, Attr: ast.Identifier(attr), Ctx: ast.Load}
			e = a
			continue
		case qDStar:
			p.shift(d + 2)
			r := p.factor(d + 3)
			return node(&p.arena.binops, ast.BinOp{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Left: e, Op: ast.Pow, Right: r})
		}
		return e
	}
}

// callTrailer: '(' [arglist] ')'. A call with arguments has gpython's zero position.
func (p *p34) callTrailer(fn ast.Expr, d int) ast.Expr {
	p.shift(d)
	if p.tk() == qRpar {
		p.shift(d + 1)
		c := take(&p.arena.calls)
		*c = ast.Call{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Func: fn}
		return c
	}
	call := p.arglist(d + 1)
	p.expect(qRpar, d+2)
	call.Func = fn
	return call
}

// subscriptTrailer: '[' subscriptlist ']'.
func (p *p34) subscriptTrailer(v ast.Expr, d int) ast.Expr {
	p.shift(d)
	s := p.subscriptList(d + 1)
	p.expect(qRsqb, d+2)
	if ext, ok := s.(*ast.ExtSlice); ok {
		allIndex := true
		for _, dim := range ext.Dims {
			if _, ok := dim.(*ast.Index); !ok {
				allIndex = false
				break
			}
		}
		if allIndex {
			elts := make([]ast.Expr, len(ext.Dims))
			for i, dim := range ext.Dims {
				elts[i] = dim.(*ast.Index).Value
			}
			s = &ast.Index{SliceBase: ext.SliceBase, Value: &ast.Tuple{ExprBase: ast.ExprBase{Pos: ext.Pos}, Elts: elts, Ctx: ast.Load}}
		}
	}
	sub := take(&p.arena.subs)
	*sub = ast.Subscript{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Value: v, Slice: s, Ctx: ast.Load}
	return sub
}

// subscriptList: subscript (',' subscript)* [','].
func (p *p34) subscriptList(d int) ast.Slicer {
	first := p.subscript(d)
	if p.tk() != qComma {
		return first
	}
	var ext *ast.ExtSlice
	for p.tk() == qComma {
		p.shift(d + 1)
		k := p.tk()
		if !startsTest34[k] && k != qColon {
			if ext == nil {
				return &ast.ExtSlice{SliceBase: ast.SliceBase{Pos: p.slot[d]}, Dims: []ast.Slicer{first}}
			}
			break
		}
		s := p.subscript(d + 2)
		if ext == nil {
			ext = &ast.ExtSlice{Dims: []ast.Slicer{first, s}}
		} else {
			ext.Dims = append(ext.Dims, s)
		}
	}
	ext.Pos = p.slot[d]
	return ext
}

// subscript: test | [test] ':' [test] [sliceop].
func (p *p34) subscript(d int) ast.Slicer {
	var lower ast.Expr
	dd := d
	if p.tk() != qColon {
		lower = p.test(d)
		if p.tk() != qColon {
			i := take(&p.arena.idxs)
			*i = ast.Index{SliceBase: ast.SliceBase{Pos: p.slot[d]}, Value: lower}
			return i
		}
		dd = d + 1
	}
	p.shift(dd)
	s := &ast.Slice{Lower: lower}
	if startsTest34[p.tk()] {
		s.Upper = p.test(dd + 1)
		if p.tk() == qColon {
			s.Step = p.sliceop(dd + 2)
		}
	} else if p.tk() == qColon {
		s.Step = p.sliceop(dd + 1)
	}
	s.Pos = p.slot[d]
	return s
}

// sliceop: ':' [test].
func (p *p34) sliceop(d int) ast.Expr {
	p.shift(d)
	if startsTest34[p.tk()] {
		return p.test(d + 1)
	}
	return nil
}

// arglist: argument (',' argument)* [','] | [arguments ','] '*' test (',' argument)*
// [',' '**' test] | [arguments ','] '**' test. Its Call has no position, as in gpython.
// Arguments are pushed on p.es and keywords on p.kws, then carved into the call.
func (p *p34) arglist(d int) *ast.Call {
	call := take(&p.arena.calls)
	amark, kmark := len(p.es), len(p.kws)
	if k := p.tk(); k != qStar && k != qDStar {
		p.argument(d)
		for p.tk() == qComma {
			k := p.peek()
			if k == qStar || k == qDStar {
				p.shift(d + 1)
				break
			}
			p.shift(d + 1)
			if !startsTest34[k] {
				break // trailing comma
			}
			p.argument(d + 2)
		}
	}
	switch p.tk() {
	case qStar:
		p.shift(d + 1)
		call.Starargs = p.test(d + 2)
		positional := len(p.es)
		for p.tk() == qComma {
			if p.peek() == qDStar {
				p.shift(d + 4)
				p.shift(d + 5)
				call.Kwargs = p.test(d + 6)
				break
			}
			p.shift(d + 4)
			p.argument(d + 5)
			if len(p.es) != positional {
				p.fail() // gpython: only named arguments may follow *expression
			}
		}
	case qDStar:
		p.shift(d + 1)
		call.Kwargs = p.test(d + 2)
	}
	if len(p.es) > amark {
		call.Args = p.exprs(amark)
	}
	if n := len(p.kws) - kmark; n > 0 {
		call.Keywords = carve(&p.arena.kwLists, n)
		copy(call.Keywords, p.kws[kmark:])
		clear(p.kws[kmark:])
		p.kws = p.kws[:kmark]
	}
	return call
}

// argument: test [comp_for] | test '=' test, pushed on p.es or p.kws.
func (p *p34) argument(d int) {
	t := p.test(d)
	switch p.tk() {
	case qFor:
		gens := p.compFor(d + 1)
		g := &ast.GeneratorExp{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Elt: t, Generators: gens}
		p.es = append(p.es, g)
	case qEqual:
		p.shift(d + 1)
		v := p.test(d + 2)
		name, ok := t.(*ast.Name)
		if !ok {
			p.fail() // gpython: keyword can't be an expression
		}
		kw := take(&p.arena.kws)
		*kw = ast.Keyword{Pos: name.Pos, Arg: name.Id, Value: v}
		p.kws = append(p.kws, kw)
	default:
		p.es = append(p.es, t)
	}
}

// compFor: FOR exprlist IN or_test [comp_iter].
func (p *p34) compFor(d int) []ast.Comprehension {
	p.depth(d)
	p.expect(qFor, d)
	mark := len(p.es)
	comma := p.exprList(d + 1)
	p.expect(qIn, d+2)
	iter := p.orTest(d + 3)
	var ifs []ast.Expr
	var more []ast.Comprehension
	if k := p.tk(); k == qFor || k == qIf {
		ifs, more = p.compIter(d + 4)
	}
	target := p.tupleOrExpr(p.slot[d], mark, comma)
	p.setCtx(target, ast.Store)
	out := make([]ast.Comprehension, 1, 1+len(more))
	out[0] = ast.Comprehension{Target: target, Iter: iter, Ifs: ifs}
	return append(out, more...)
}

// compIter: comp_for | comp_if; returns the ifs before the next for and the comprehensions
// from it on.
func (p *p34) compIter(d int) ([]ast.Expr, []ast.Comprehension) {
	if p.tk() == qFor {
		return nil, p.compFor(d)
	}
	p.depth(d)
	p.expect(qIf, d)
	mark := len(p.es)
	first := p.testNocond(d + 1)
	p.es = append(p.es, first)
	var more []ast.Comprehension
	for {
		k := p.tk()
		if k == qFor {
			more = p.compFor(d + 2)
			break
		}
		if k != qIf {
			break
		}
		// comp_if: IF test_nocond comp_iter, nested one level deeper each time.
		d += 2
		p.depth(d)
		p.shift(d)
		e := p.testNocond(d + 1)
		p.es = append(p.es, e)
	}
	return p.exprs(mark), more
}

// atom at d.
func (p *p34) atom(d int) ast.Expr {
	t := &p.toks[p.i]
	switch t.kind {
	case qName:
		id := p.name(d)
		n := take(&p.arena.names)
		*n = ast.Name{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Id: ast.Identifier(id), Ctx: ast.Load}
		return n
	case qNumber:
		p.shift(d)
		return &ast.Num{ExprBase: ast.ExprBase{Pos: p.slot[d]}, N: p.vals[t.val-1]}
	case qString:
		return p.strings(d)
	case qLpar:
		return p.paren(d)
	case qLsqb:
		return p.bracket(d)
	case qLbrace:
		p.shift(d)
		if p.tk() == qRbrace {
			p.shift(d + 1)
			return node(&p.arena.dicts, ast.Dict{ExprBase: ast.ExprBase{Pos: p.slot[d]}})
		}
		e := p.dictOrSet(d + 1)
		p.expect(qRbrace, d+2)
		return e
	case qEllipsis:
		p.shift(d)
		return &ast.Ellipsis{ExprBase: ast.ExprBase{Pos: p.slot[d]}}
	case qNoneKw, qTrue, qFalse:
		p.shift(d)
		var v py.Object = py.None
		if t.kind == qTrue {
			v = py.True
		} else if t.kind == qFalse {
			v = py.False
		}
		c := take(&p.arena.consts)
		*c = ast.NameConstant{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Value: v}
		return c
	}
	p.fail()
	return nil
}

// strValue returns the value of the string token t.
func (p *p34) strValue(t *tok34) py.Object {
	if t.val != 0 {
		return p.vals[t.val-1]
	}
	if t.bytes {
		if t.a == t.b {
			return py.Bytes(nil) // gpython's buffer never grew
		}
		return py.Bytes(append([]byte(nil), p.src[t.a:t.b]...))
	}
	return py.String(p.text(t.a, t.b))
}

// strings: STRING+, concatenated; str and bytes do not mix.
func (p *p34) strings(d int) ast.Expr {
	t := &p.toks[p.i]
	p.shift(d)
	if p.tk() != qString && t.val == 0 && !t.bytes {
		s := take(&p.arena.strs)
		*s = ast.Str{ExprBase: ast.ExprBase{Pos: p.slot[d]}, S: py.String(p.text(t.a, t.b))}
		return s
	}
	v := p.strValue(t)
	for p.tk() == qString {
		w := p.strValue(&p.toks[p.i])
		switch a := v.(type) {
		case py.String:
			b, ok := w.(py.String)
			if !ok {
				p.fail() // gpython: cannot mix string and nonstring literals
			}
			v = a + b
		case py.Bytes:
			b, ok := w.(py.Bytes)
			if !ok {
				p.fail() // gpython: cannot mix bytes and nonbytes literals
			}
			v = append(a, b...)
		}
		p.shift(d + 1)
	}
	if s, ok := v.(py.String); ok {
		n := take(&p.arena.strs)
		*n = ast.Str{ExprBase: ast.ExprBase{Pos: p.slot[d]}, S: s}
		return n
	}
	return &ast.Bytes{ExprBase: ast.ExprBase{Pos: p.slot[d]}, S: v.(py.Bytes)}
}

// paren: '(' [yield_expr | test_or_star_expr comp_for | test_or_star_exprs [',']] ')'.
func (p *p34) paren(d int) ast.Expr {
	p.shift(d)
	switch p.tk() {
	case qRpar:
		p.shift(d + 1)
		return &ast.Tuple{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Ctx: ast.Load}
	case qYield:
		y := p.yieldExpr(d + 1)
		p.expect(qRpar, d+2)
		return y
	}
	first := p.testOrStar(d + 1)
	if p.tk() == qFor {
		gens := p.compFor(d + 2)
		p.expect(qRpar, d+3)
		return &ast.GeneratorExp{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Elt: first, Generators: gens}
	}
	if p.tk() == qRpar {
		p.shift(d + 3)
		return first
	}
	mark := len(p.es)
	p.es = append(p.es, first)
	comma := p.moreTestOrStar(d + 1)
	p.expect(qRpar, d+3)
	return p.tupleOrExpr(p.slot[d], mark, comma)
}

// bracket: '[' [test_or_star_expr comp_for | test_or_star_exprs [',']] ']'.
func (p *p34) bracket(d int) ast.Expr {
	p.shift(d)
	if p.tk() == qRsqb {
		p.shift(d + 1)
		return node(&p.arena.lists, ast.List{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Ctx: ast.Load})
	}
	first := p.testOrStar(d + 1)
	if p.tk() == qFor {
		gens := p.compFor(d + 2)
		p.expect(qRsqb, d+3)
		return &ast.ListComp{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Elt: first, Generators: gens}
	}
	mark := len(p.es)
	p.es = append(p.es, first)
	p.moreTestOrStar(d + 1)
	p.expect(qRsqb, d+3)
	return node(&p.arena.lists, ast.List{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Elts: p.exprs(mark), Ctx: ast.Load})
}

// dictOrSet: dictorsetmaker at d.
func (p *p34) dictOrSet(d int) ast.Expr {
	k := p.test(d)
	switch p.tk() {
	case qColon:
		p.shift(d + 1)
		v := p.test(d + 2)
		if p.tk() == qFor {
			gens := p.compFor(d + 3)
			return &ast.DictComp{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Key: k, Value: v, Generators: gens}
		}
		dict := node(&p.arena.dicts, ast.Dict{Keys: []ast.Expr{k}, Values: []ast.Expr{v}})
		for p.tk() == qComma {
			p.shift(d + 1)
			if !startsTest34[p.tk()] {
				break
			}
			k := p.test(d + 2)
			p.expect(qColon, d+3)
			v := p.test(d + 4)
			dict.Keys = append(dict.Keys, k)
			dict.Values = append(dict.Values, v)
		}
		dict.Pos = p.slot[d]
		return dict
	case qFor:
		gens := p.compFor(d + 1)
		return &ast.SetComp{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Elt: k, Generators: gens}
	}
	mark := len(p.es)
	p.es = append(p.es, k)
	p.moreTests(d)
	return &ast.Set{ExprBase: ast.ExprBase{Pos: p.slot[d]}, Elts: p.exprs(mark)}
}

// setCtx is gpython's setCtx: it fails where gpython reports "can't assign to …" or panics
// (a list or tuple holding something that takes no context).
func (p *p34) setCtx(e ast.Expr, ctx ast.ExprContext) {
	switch x := e.(type) {
	case *ast.Name:
		x.Ctx = ctx
	case *ast.Attribute:
		x.Ctx = ctx
	case *ast.Subscript:
		x.Ctx = ctx
	case *ast.Starred:
		x.Ctx = ctx
		switch x.Value.(type) {
		case *ast.Name, *ast.Attribute, *ast.Subscript, *ast.Starred, *ast.List, *ast.Tuple:
			p.setCtx(x.Value, ctx)
		}
	case *ast.List:
		x.Ctx = ctx
		for _, elt := range x.Elts {
			p.setCtx(elt, ctx)
		}
	case *ast.Tuple:
		x.Ctx = ctx
		for _, elt := range x.Elts {
			p.setCtx(elt, ctx)
		}
	default:
		p.fail()
	}
}
