// Package irvm evaluates Rego queries from OPA's intermediate representation (IR): the plan
// that OPA's planner makes of a compiled query and the rules it reaches, the same plan OPA's
// Wasm compiler takes as its input. It plugs into OPA's rego package as a target plugin
// (rego.Target(Target)), so a query prepared with that target is planned by OPA and evaluated
// here, with OPA's own built-in functions (object.filter excepted: natives), instead of by
// OPA's top-down evaluator.
//
// It owns nothing else: no policy, no decision logic. It runs the plan statements in order,
// keeps rule results for the rest of one evaluation, and fails closed: a plan it does not
// support is refused at preparation (PrepareForEval returns an error and the caller keeps OPA's
// evaluator), and a conflict, a built-in error or a cancelled context ends the evaluation with
// an error, never with a partial result.
//
// Control flow follows OPA's Wasm compiler, the reference for the IR's semantics: a statement
// that is undefined leaves the block it is in; BreakStmt{Index: n} leaves n+1 blocks; the body
// of a ScanStmt is a loop (leaving it moves to the next element) inside a block (leaving that
// ends the scan); rules that take no arguments other than input and data are evaluated at
// most once per evaluation. The With statement (the `with` keyword) is not supported, nor a
// `not` over a dynamic reference into rules (data.x[y]), whose plan the Wasm semantics get wrong.
//
// Rules that depend on data alone (they read no input, directly or through what they call,
// and call nothing non-deterministic or time-, seed- or runtime-dependent) are computed once
// per prepared query and reused by later evaluations: the data document of a prepared query
// never changes. Values are shared, never changed once built; a prepared query is safe for
// concurrent evaluations.
//
// Known differences from OPA's evaluator are listed in irvm_test.go. OPA's own conformance
// cases run through both evaluators (TestOPAConformance), and the policies package compares
// both on its bundle (TestIRVMMatchesTopdown) and replays decisions with OPA's.
package irvm

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/ir"
	"github.com/open-policy-agent/opa/v1/rego"
	"github.com/open-policy-agent/opa/v1/topdown"
	"github.com/open-policy-agent/opa/v1/topdown/builtins"
	"github.com/open-policy-agent/opa/v1/util"
)

// Target is the rego target name this package evaluates: rego.Target(Target).
const Target = "sluice-ir"

var registerOnce sync.Once

// Register makes the plugin known to OPA's rego package; it is safe to call more than once.
func Register() {
	registerOnce.Do(func() { rego.RegisterPlugin(Target, plugin{}) })
}

type dataKey struct{}

// WithData returns a context that carries data, the base document (data.json and the like)
// that the queries prepared with it read as `data`. OPA hands the plugin the plan but not the
// store, so the document travels with the context of PrepareForEval.
func WithData(ctx context.Context, data ast.Value) context.Context {
	return context.WithValue(ctx, dataKey{}, data)
}

type plugin struct{}

func (plugin) IsTarget(t string) bool { return t == Target }

func (plugin) PrepareForEval(ctx context.Context, pol *ir.Policy, opts ...rego.PrepareOption) (rego.TargetPluginEval, error) {
	data, ok := ctx.Value(dataKey{}).(ast.Value)
	if !ok {
		return nil, errors.New("irvm: no data document in the context of PrepareForEval (use irvm.WithData)")
	}
	pc := &rego.PrepareConfig{}
	for _, o := range opts {
		o(pc)
	}
	return compile(pol, ast.NewTerm(data), pc.BuiltinFuncs())
}

// --- the compiled program --------------------------------------------------------------------

type opKind uint8

const (
	opReturn opKind = iota
	opCall
	opCallBuiltin
	opCallDynamic
	opBlock
	opBreak
	opDot
	opLen
	opScan
	opNot
	opAssignInt
	opAssignVar
	opAssignVarOnce
	opResetLocal
	opMakeNull
	opMakeNumber // MakeNumberInt and MakeNumberRef: a constant term
	opMakeArray
	opMakeObject
	opMakeSet
	opEqual
	opNotEqual
	opIsArray
	opIsObject
	opIsSet
	opIsDefined
	opIsUndefined
	opArrayAppend
	opObjectInsert
	opObjectInsertOnce
	opObjectMerge
	opSetAdd
	opNop
	opResultSetAdd
)

// operand is a local (term == nil) or a constant.
type operand struct {
	local int
	term  *ast.Term
}

type stmt struct {
	kind   opKind
	a, b   operand // source/key/value operands
	target int     // target local (also: scan key, array, object, set)
	value  int     // scan value local
	n      int64   // AssignInt value, MakeArray capacity, Break index
	blocks []*block
	body   *block
	fn     *function
	bi     *builtinFn
	args   []operand
	dargs  []int
	path   []operand
	loc    *ir.Location
	astLoc *ast.Location // loc for built-in functions' errors
}

type block struct{ stmts []stmt }

type function struct {
	name    string
	id      int
	params  []int
	ret     int
	blocks  []*block
	nlocals int
	memo    bool
	path    string
	// constant is true for a rule (memo) that reads neither input nor anything
	// non-deterministic, through the functions it calls either: see markConstants.
	constant bool
}

type builtinFn struct {
	name     string
	f        topdown.BuiltinFunc
	result   bool // the declaration has a result (the call gets an output operand)
	relation bool // a relation (walk): the planner scans an array of all its outputs
	nondet   bool // non-deterministic (time.now_ns, rand.intn): its results go to the NDBCache
	// contextual: the result depends on more than the operands (non-deterministic, or reading
	// the evaluation's time, seed or runtime, or printing): a rule calling it is not constant.
	contextual bool
}

// contextualBuiltins are OPA's built-in functions that are not declared non-deterministic yet
// read the evaluation's time, seed or runtime, or have an effect (print).
var contextualBuiltins = map[string]bool{
	"io.jwt.decode_verify": true, "io.jwt.encode_sign": true, "io.jwt.encode_sign_raw": true,
	"opa.runtime": true, "internal.print": true, "trace": true,
}

// setDecl sets what the declaration of the built-in function (a custom one given to rego, or
// OPA's) says about how to call it: whether it is a relation, one that outputs several values
// (walk), for which the planner expects an array of all the outputs, and whether it is
// non-deterministic.
func (b *builtinFn) setDecl(custom map[string]*topdown.Builtin) *builtinFn {
	decl := ast.BuiltinMap[b.name]
	if cb, ok := custom[b.name]; ok && cb != nil && cb.Decl != nil {
		decl = cb.Decl
	}
	if decl != nil {
		b.relation, b.nondet = decl.Relation, decl.Nondeterministic
	}
	b.contextual = b.nondet || contextualBuiltins[b.name]
	return b
}

// natives are built-in functions this package implements itself, with OPA's results and
// errors, because OPA's own builds values the call does not need (see objectFilter).
var natives = map[string]topdown.BuiltinFunc{
	ast.ObjectFilter.Name: native(ast.ObjectFilter.Name, objectFilter),
}

// native wraps the native implementation f of the built-in function name so that its errors
// are OPA's: as OPA wraps its own built-in functions, an operand's type error becomes a
// topdown.Error with TypeErr and any other error but OPA's own one with BuiltinErr, both with
// the call's location.
func native(name string, f topdown.BuiltinFunc) topdown.BuiltinFunc {
	return func(bctx topdown.BuiltinContext, ops []*ast.Term, iter func(*ast.Term) error) error {
		err := f(bctx, ops, iter)
		code := topdown.BuiltinErr
		switch err.(type) {
		case nil, topdown.BuiltinEmpty:
			return nil
		case *topdown.Error, topdown.Halt:
			return err
		case builtins.ErrOperand:
			code = topdown.TypeErr
		}
		return (&topdown.Error{Code: code, Message: name + ": " + err.Error(), Location: bctx.Location}).Wrap(err)
	}
}

// builtinFunc returns the implementation of OPA's built-in function name: a native one, or
// OPA's (nil if there is none).
func builtinFunc(name string) topdown.BuiltinFunc {
	if f, ok := natives[name]; ok {
		return f
	}
	return topdown.GetBuiltin(name)
}

// objectFilter is object.filter(object, keys): the pairs of object whose key is in keys (an
// array, a set, or an object's keys). OPA's builds a set of the keys and a filter object from
// them before it looks each key up; this looks each key up at once, which is most of the cost
// of the bundle's admission rules (`object.filter(cfg.refused_modules, scan_keys) == {}`).
func objectFilter(_ topdown.BuiltinContext, ops []*ast.Term, iter func(*ast.Term) error) error {
	obj, err := builtins.ObjectOperand(ops[0].Value, 1)
	if err != nil {
		return err
	}
	out := ast.NewObject()
	keep := func(k *ast.Term) {
		if v := obj.Get(k); v != nil {
			out.Insert(k, v)
		}
	}
	switch keys := ops[1].Value.(type) {
	case *ast.Array:
		keys.Foreach(keep)
	case ast.Set:
		keys.Foreach(keep)
	case ast.Object:
		keys.Foreach(func(k, _ *ast.Term) { keep(k) })
	default:
		return builtins.NewOperandTypeErr(2, ops[1].Value, "object", "set", "array")
	}
	return iter(ast.NewTerm(out))
}

type program struct {
	plans  []*function
	funcs  []*function
	byPath map[string]*function
	data   *ast.Term
	// constants holds, by function id, the value of each rule that depends on data alone
	// (function.constant) once an evaluation has computed it: data does not change for the
	// life of the program, so neither does the rule.
	constants []atomic.Pointer[ast.Term]
}

type compiler struct {
	pol      *ir.Policy
	strings  []*ast.Term
	funcs    map[string]*function
	builtins map[string]*builtinFn
	custom   map[string]*topdown.Builtin
	nlocals  int
	dynamic  int // CallDynamic statements compiled so far (see NotStmt)
}

func compile(pol *ir.Policy, data *ast.Term, custom map[string]*topdown.Builtin) (*program, error) {
	if pol == nil || pol.Plans == nil {
		return nil, errors.New("irvm: empty policy")
	}
	if len(pol.UnplannedRules) > 0 {
		return nil, fmt.Errorf("irvm: %d rules were not planned (first %s)", len(pol.UnplannedRules), pol.UnplannedRules[0].Path)
	}
	c := &compiler{pol: pol, funcs: map[string]*function{}, builtins: map[string]*builtinFn{}, custom: custom}
	if pol.Static != nil {
		for _, s := range pol.Static.Strings {
			c.strings = append(c.strings, ast.StringTerm(s.Value))
		}
		for _, b := range pol.Static.BuiltinFuncs {
			fn := builtinFunc(b.Name)
			if cb, ok := custom[b.Name]; ok && cb != nil {
				fn = cb.Func
			}
			if fn == nil {
				return nil, fmt.Errorf("irvm: built-in function %q is not available", b.Name)
			}
			c.builtins[b.Name] = (&builtinFn{name: b.Name, f: fn, result: b.Decl != nil && b.Decl.Result() != nil}).setDecl(custom)
		}
	}
	p := &program{data: data, byPath: map[string]*function{}}
	if pol.Funcs != nil {
		for i, f := range pol.Funcs.Funcs {
			fn := &function{name: f.Name, id: i, ret: int(f.Return), memo: len(f.Params) == 2}
			for _, l := range f.Params {
				fn.params = append(fn.params, int(l))
			}
			if len(f.Path) > 0 {
				fn.path = pathKey(f.Path)
				p.byPath[fn.path] = fn
			}
			c.funcs[f.Name] = fn
			p.funcs = append(p.funcs, fn)
		}
		for i, f := range pol.Funcs.Funcs {
			fn := p.funcs[i]
			c.nlocals = max(fn.ret, 2) + 1
			for _, l := range fn.params {
				c.nlocals = max(c.nlocals, l+1)
			}
			bs, err := c.blocks(f.Blocks)
			if err != nil {
				return nil, fmt.Errorf("irvm: function %s: %w", f.Name, err)
			}
			fn.blocks, fn.nlocals = bs, c.nlocals
		}
	}
	markConstants(p.funcs)
	p.constants = make([]atomic.Pointer[ast.Term], len(p.funcs))
	for _, pl := range pol.Plans.Plans {
		c.nlocals = 3
		bs, err := c.blocks(pl.Blocks)
		if err != nil {
			return nil, fmt.Errorf("irvm: plan %s: %w", pl.Name, err)
		}
		p.plans = append(p.plans, &function{name: pl.Name, blocks: bs, nlocals: c.nlocals, ret: -1})
	}
	return p, nil
}

// markConstants sets function.constant: a rule whose input parameter is read by no statement,
// other than as the input argument of functions that do not read theirs either, and that calls
// no non-deterministic built-in function and no function found at run time (CallDynamic),
// directly or through the functions it calls. It iterates to a fixed point.
func markConstants(funcs []*function) {
	readsInput := make([]bool, len(funcs))
	nondet := make([]bool, len(funcs))
	for changed := true; changed; {
		changed = false
		for _, fn := range funcs {
			if readsInput[fn.id] && nondet[fn.id] {
				continue
			}
			in := -1
			if len(fn.params) > 0 {
				in = fn.params[0]
			}
			r, n := scanUses(fn.blocks, in, readsInput, nondet)
			if r && !readsInput[fn.id] {
				readsInput[fn.id], changed = true, true
			}
			if n && !nondet[fn.id] {
				nondet[fn.id], changed = true, true
			}
		}
	}
	for _, fn := range funcs {
		fn.constant = fn.memo && !readsInput[fn.id] && !nondet[fn.id]
	}
}

// scanUses reports whether the statements of bs read local in (other than as the first
// argument of a function that does not read its input) and whether they call something
// non-deterministic, given what is known so far of the functions they call.
func scanUses(bs []*block, in int, readsInput, nondet []bool) (reads, nd bool) {
	is := func(o operand) bool { return o.term == nil && o.local == in }
	for _, b := range bs {
		for i := range b.stmts {
			s := &b.stmts[i]
			switch s.kind {
			case opCall:
				for j, a := range s.args {
					if is(a) && (j != 0 || readsInput[s.fn.id]) {
						reads = true
					}
				}
				nd = nd || nondet[s.fn.id]
			case opCallBuiltin:
				for _, a := range s.args {
					reads = reads || is(a)
				}
				nd = nd || s.bi.contextual
			case opCallDynamic:
				reads, nd = true, true
			case opScan, opIsDefined, opIsUndefined:
				reads = reads || s.a.local == in
			case opObjectMerge:
				reads = reads || s.a.local == in || s.b.local == in
			case opResultSetAdd:
				reads = reads || s.a.local == in
			case opReturn:
				reads = reads || s.target == in
			case opDot, opEqual, opNotEqual, opObjectInsert, opObjectInsertOnce:
				reads = reads || is(s.a) || is(s.b)
			case opLen, opAssignVar, opAssignVarOnce, opIsArray, opIsObject, opIsSet, opArrayAppend, opSetAdd:
				reads = reads || is(s.a)
			case opBlock, opBreak, opNot, opAssignInt, opResetLocal, opMakeNull, opMakeNumber, opMakeArray,
				opMakeObject, opMakeSet, opNop:
				// no operand (a block's or a negation's statements are looked at below)
			default:
				reads, nd = true, true // a statement this analysis does not know: not constant
			}
			var sub []*block
			sub = append(sub, s.blocks...)
			if s.body != nil {
				sub = append(sub, s.body)
			}
			if len(sub) > 0 {
				r, n := scanUses(sub, in, readsInput, nondet)
				reads, nd = reads || r, nd || n
			}
		}
	}
	return reads, nd
}

// file is the name of the policy file at index i of the plan's file table, "" if none.
func (c *compiler) file(i int) string {
	if c.pol.Static == nil || i < 0 || i >= len(c.pol.Static.Files) {
		return ""
	}
	return c.pol.Static.Files[i].Value
}

func (c *compiler) blocks(in []*ir.Block) ([]*block, error) {
	out := make([]*block, len(in))
	for i, b := range in {
		nb, err := c.block(b)
		if err != nil {
			return nil, err
		}
		out[i] = nb
	}
	return out, nil
}

func (c *compiler) local(l ir.Local) int {
	c.nlocals = max(c.nlocals, int(l)+1)
	return int(l)
}

func (c *compiler) operand(o ir.Operand) (operand, error) {
	switch v := o.Value.(type) {
	case ir.Local:
		return operand{local: c.local(v)}, nil
	case ir.Bool:
		return operand{term: ast.BooleanTerm(bool(v))}, nil
	case ir.StringIndex:
		if int(v) < 0 || int(v) >= len(c.strings) {
			return operand{}, fmt.Errorf("string constant %d out of range", v)
		}
		return operand{term: c.strings[v]}, nil
	}
	return operand{}, fmt.Errorf("unknown operand %T", o.Value)
}

func (c *compiler) block(b *ir.Block) (*block, error) {
	nb := &block{stmts: make([]stmt, 0, len(b.Stmts))}
	for _, s := range b.Stmts {
		st, err := c.stmt(s)
		if err != nil {
			return nil, err
		}
		nb.stmts = append(nb.stmts, st)
	}
	return nb, nil
}

func (c *compiler) stmt(s ir.Stmt) (stmt, error) {
	var (
		st  = stmt{loc: s.GetLocation()}
		err error
	)
	if st.loc != nil {
		st.astLoc = &ast.Location{File: c.file(st.loc.File), Row: st.loc.Row, Col: st.loc.Col, Text: st.loc.Text}
	}
	two := func(a, b ir.Operand) {
		if st.a, err = c.operand(a); err == nil {
			st.b, err = c.operand(b)
		}
	}
	switch s := s.(type) {
	case *ir.ReturnLocalStmt:
		st.kind, st.target = opReturn, c.local(s.Source)
	case *ir.CallStmt:
		st.target = c.local(s.Result)
		for _, a := range s.Args {
			o, e := c.operand(a)
			if e != nil {
				return st, e
			}
			st.args = append(st.args, o)
		}
		if fn, ok := c.funcs[s.Func]; ok {
			st.kind, st.fn = opCall, fn
			if len(st.args) != len(fn.params) {
				return st, fmt.Errorf("call of %s with %d arguments, it takes %d", s.Func, len(st.args), len(fn.params))
			}
		} else if bi, ok := c.builtins[s.Func]; ok {
			st.kind, st.bi = opCallBuiltin, bi
		} else if fn := builtinFunc(s.Func); fn != nil {
			bi := (&builtinFn{name: s.Func, f: fn, result: true}).setDecl(nil)
			if decl, ok := ast.BuiltinMap[s.Func]; ok {
				bi.result = decl.Decl.Result() != nil
			}
			c.builtins[s.Func] = bi
			st.kind, st.bi = opCallBuiltin, bi
		} else {
			return st, fmt.Errorf("unknown function %q", s.Func)
		}
	case *ir.CallDynamicStmt:
		c.dynamic++
		st.kind, st.target = opCallDynamic, c.local(s.Result)
		for _, a := range s.Args {
			st.dargs = append(st.dargs, c.local(a))
		}
		for _, p := range s.Path {
			o, e := c.operand(p)
			if e != nil {
				return st, e
			}
			st.path = append(st.path, o)
		}
	case *ir.BlockStmt:
		st.kind = opBlock
		st.blocks, err = c.blocks(s.Blocks)
	case *ir.BreakStmt:
		st.kind, st.n = opBreak, int64(s.Index)
	case *ir.DotStmt:
		st.kind, st.target = opDot, c.local(s.Target)
		two(s.Source, s.Key)
	case *ir.LenStmt:
		st.kind, st.target = opLen, c.local(s.Target)
		st.a, err = c.operand(s.Source)
	case *ir.ScanStmt:
		st.kind = opScan
		st.a = operand{local: c.local(s.Source)}
		st.target, st.value = c.local(s.Key), c.local(s.Value)
		st.body, err = c.block(s.Block)
	case *ir.NotStmt:
		// The planner puts the rest of a dynamic data reference (data.p[x] over rules) in a
		// nested block: leaving that block when the rest fails (say the value is false) ends
		// up at the end of the negated block, which would count as the body holding (OPA's
		// Wasm compiler shares the flaw). Refuse it, and OPA's evaluator runs the query.
		before := c.dynamic
		st.kind = opNot
		if st.body, err = c.block(s.Block); err == nil && c.dynamic != before {
			return st, errors.New("not over a dynamic data reference (data.x[y] with rules under data.x) is not supported")
		}
	case *ir.AssignIntStmt:
		st.kind, st.target, st.n = opAssignInt, c.local(s.Target), s.Value
	case *ir.AssignVarStmt:
		st.kind, st.target = opAssignVar, c.local(s.Target)
		st.a, err = c.operand(s.Source)
	case *ir.AssignVarOnceStmt:
		st.kind, st.target = opAssignVarOnce, c.local(s.Target)
		st.a, err = c.operand(s.Source)
	case *ir.ResetLocalStmt:
		st.kind, st.target = opResetLocal, c.local(s.Target)
	case *ir.MakeNullStmt:
		st.kind, st.target = opMakeNull, c.local(s.Target)
	case *ir.MakeNumberIntStmt:
		st.kind, st.target = opMakeNumber, c.local(s.Target)
		st.a = operand{term: ast.IntNumberTerm(int(s.Value))}
	case *ir.MakeNumberRefStmt:
		st.kind, st.target = opMakeNumber, c.local(s.Target)
		if s.Index < 0 || s.Index >= len(c.strings) {
			return st, fmt.Errorf("number constant %d out of range", s.Index)
		}
		st.a = operand{term: ast.NumberTerm(json.Number(c.pol.Static.Strings[s.Index].Value))}
	case *ir.MakeArrayStmt:
		st.kind, st.target, st.n = opMakeArray, c.local(s.Target), int64(s.Capacity)
	case *ir.MakeObjectStmt:
		st.kind, st.target = opMakeObject, c.local(s.Target)
	case *ir.MakeSetStmt:
		st.kind, st.target = opMakeSet, c.local(s.Target)
	case *ir.EqualStmt:
		st.kind = opEqual
		two(s.A, s.B)
	case *ir.NotEqualStmt:
		st.kind = opNotEqual
		two(s.A, s.B)
	case *ir.IsArrayStmt:
		st.kind = opIsArray
		st.a, err = c.operand(s.Source)
	case *ir.IsObjectStmt:
		st.kind = opIsObject
		st.a, err = c.operand(s.Source)
	case *ir.IsSetStmt:
		st.kind = opIsSet
		st.a, err = c.operand(s.Source)
	case *ir.IsDefinedStmt:
		st.kind, st.a = opIsDefined, operand{local: c.local(s.Source)}
	case *ir.IsUndefinedStmt:
		st.kind, st.a = opIsUndefined, operand{local: c.local(s.Source)}
	case *ir.ArrayAppendStmt:
		st.kind, st.target = opArrayAppend, c.local(s.Array)
		st.a, err = c.operand(s.Value)
	case *ir.ObjectInsertStmt:
		st.kind, st.target = opObjectInsert, c.local(s.Object)
		two(s.Key, s.Value)
	case *ir.ObjectInsertOnceStmt:
		st.kind, st.target = opObjectInsertOnce, c.local(s.Object)
		two(s.Key, s.Value)
	case *ir.ObjectMergeStmt:
		st.kind, st.target = opObjectMerge, c.local(s.Target)
		st.a, st.b = operand{local: c.local(s.A)}, operand{local: c.local(s.B)}
	case *ir.SetAddStmt:
		st.kind, st.target = opSetAdd, c.local(s.Set)
		st.a, err = c.operand(s.Value)
	case *ir.NopStmt:
		st.kind = opNop
	case *ir.ResultSetAddStmt:
		st.kind, st.a = opResultSetAdd, operand{local: c.local(s.Value)}
	case *ir.WithStmt:
		return st, errors.New("the with keyword is not supported")
	default:
		return st, fmt.Errorf("unsupported statement %T", s)
	}
	return st, err
}

// pathKey is the key of a function's path in program.byPath. Each segment is prefixed with its
// length, so that a segment holding a slash (a key taken from the input, like "y/z") cannot
// pass for two segments of another rule's path.
func pathKey(parts []string) string {
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(strconv.Itoa(len(p)))
		b.WriteByte(':')
		b.WriteString(p)
	}
	return b.String()
}

// --- evaluation ------------------------------------------------------------------------------

// brkReturn is the break depth of a return: it leaves every block of the function.
const brkReturn = 1 << 30

// checkEvery is how many statements run between two looks at the context.
const checkEvery = 256

type machine struct {
	ctx     context.Context
	prog    *program
	memo    []*ast.Term
	done    []bool
	bctx    topdown.BuiltinContext
	results ast.Set
	steps   int
	stack   []*ast.Term // the locals of the functions being run (see frame)
	top     int
	// out and all take the outputs of the built-in function being called (see builtin);
	// iter is m.output, bound once.
	out      *ast.Term
	all      []*ast.Term
	relation bool
	iter     func(*ast.Term) error
	ops      []*ast.Term // the operands of the built-in function being called
}

// Eval evaluates every plan of the program on input and returns the result set: a set of
// objects, one per result, mapping each binding of the query to its value.
func (p *program) Eval(ctx context.Context, ectx *rego.EvalContext, _ ast.Value) (_ ast.Value, err error) {
	defer func() {
		// A fault in irvm must refuse, not take the gateway down: fail closed with an error.
		if r := recover(); r != nil {
			err = fmt.Errorf("irvm: internal error: %v", r)
		}
	}()
	m := &machine{
		ctx:     ctx,
		prog:    p,
		memo:    make([]*ast.Term, len(p.funcs)),
		done:    make([]bool, len(p.funcs)),
		results: ast.NewSet(),
	}
	m.iter = m.output
	now := ectx.Time()
	if now.IsZero() {
		now = time.Now()
	}
	nd := ectx.NDBCache()
	seed := ectx.Seed()
	if seed == nil {
		seed = rand.Reader // as OPA's evaluator does: rand.intn and uuid.rfc4122 read it
	}
	m.bctx = topdown.BuiltinContext{
		Context:        ctx,
		Time:           ast.NewTerm(ast.Number(strconv.FormatInt(now.UnixNano(), 10))),
		Cache:          builtins.Cache{},
		NDBuiltinCache: nd,
		Seed:           seed,
		PrintHook:      ectx.PrintHook(),
		Capabilities:   ectx.Capabilities(),
		Metrics:        ectx.Metrics(),
	}
	var input *ast.Term
	if v := ectx.ParsedInput(); v != nil {
		input = ast.NewTerm(v)
	} else if raw := ectx.RawInput(); raw != nil {
		// rego leaves a raw input (rego.EvalInput) to target plugins: convert it as rego
		// does for its own evaluator, through JSON.
		x := *raw
		if err := util.RoundTrip(&x); err != nil {
			return nil, fmt.Errorf("irvm: input: %w", err)
		}
		v, err := ast.InterfaceToValue(x)
		if err != nil {
			return nil, fmt.Errorf("irvm: input: %w", err)
		}
		input = ast.NewTerm(v)
	}
	for _, pl := range p.plans {
		locals := make([]*ast.Term, pl.nlocals)
		locals[ir.Input], locals[ir.Data] = input, p.data
		for _, b := range pl.blocks {
			if _, err := m.block(locals, b); err != nil {
				return nil, err
			}
		}
	}
	return m.results, nil
}

// call runs fn on locals, a frame the caller took with frame and filled with the arguments,
// and gives the frame back. It records the result of a rule that takes only input and data
// for the rest of the evaluation, and of a constant one for the program (see callStmt).
func (m *machine) call(fn *function, locals []*ast.Term) (*ast.Term, error) {
	defer m.pop(fn.nlocals)
	for _, b := range fn.blocks {
		brk, err := m.block(locals, b)
		if err != nil {
			return nil, err
		}
		if brk == brkReturn {
			break
		}
	}
	out := locals[fn.ret]
	if fn.memo {
		m.memo[fn.id], m.done[fn.id] = out, true
	}
	if fn.constant && out != nil {
		m.prog.constants[fn.id].Store(out)
	}
	return out, nil
}

// frame returns n cleared locals from the machine's stack; pop gives them back. Frames are
// taken and given back in call order. When the stack grows, a new array is taken: frames
// already handed out keep the old one.
func (m *machine) frame(n int) []*ast.Term {
	if m.top+n > len(m.stack) {
		m.stack = make([]*ast.Term, max(2*len(m.stack), m.top+n, 256))
	}
	f := m.stack[m.top : m.top+n : m.top+n]
	clear(f)
	m.top += n
	return f
}

func (m *machine) pop(n int) { m.top = max(m.top-n, 0) }

func (m *machine) val(l []*ast.Term, o operand) *ast.Term {
	if o.term != nil {
		return o.term
	}
	return l[o.local]
}

// block runs the statements of b. It returns -1 when the block ran to its end, brkReturn on a
// return, and otherwise the number of blocks still to leave after this one (0: only this one).
func (m *machine) block(l []*ast.Term, b *block) (int, error) {
	for i := range b.stmts {
		s := &b.stmts[i]
		m.steps++
		if m.steps%checkEvery == 0 {
			if err := m.ctx.Err(); err != nil {
				return 0, &topdown.Error{Code: topdown.CancelErr, Message: "evaluation cancelled: " + err.Error()}
			}
		}
		switch s.kind {
		case opReturn:
			return brkReturn, nil
		case opCall, opCallBuiltin, opCallDynamic:
			out, err := m.callStmt(l, s)
			if err != nil {
				return 0, err
			}
			if out == nil {
				return 0, nil // undefined
			}
			l[s.target] = out
		case opBlock:
			for _, sb := range s.blocks {
				brk, err := m.block(l, sb)
				if err != nil {
					return 0, err
				}
				if brk == brkReturn {
					return brk, nil
				}
				if brk >= 1 {
					return brk - 1, nil
				}
			}
		case opBreak:
			return int(s.n), nil
		case opDot:
			src, key := m.val(l, s.a), m.val(l, s.b)
			if src == nil || key == nil {
				return 0, nil
			}
			v := dot(src, key)
			if v == nil {
				return 0, nil
			}
			l[s.target] = v
		case opLen:
			src := m.val(l, s.a)
			if src == nil {
				return 0, nil
			}
			l[s.target] = ast.InternedTerm(length(src.Value))
		case opScan:
			brk, err := m.scan(l, s)
			if err != nil || brk >= 0 {
				return brk, err
			}
		case opNot:
			brk, err := m.block(l, s.body)
			if err != nil {
				return 0, err
			}
			switch {
			case brk == brkReturn:
				return brk, nil
			case brk < 0:
				return 0, nil // the negated block held: not is undefined
			case brk >= 1:
				return brk - 1, nil
			}
		case opAssignInt:
			l[s.target] = ast.InternedTerm(int(s.n))
		case opAssignVar:
			v := m.val(l, s.a)
			if v == nil {
				return 0, nil
			}
			l[s.target] = v
		case opAssignVarOnce:
			v := m.val(l, s.a)
			if v == nil {
				return 0, nil
			}
			if old := l[s.target]; old != nil {
				if ast.Compare(old.Value, v.Value) != 0 {
					return 0, conflict(s, "complete rules must not produce multiple outputs")
				}
				continue
			}
			l[s.target] = v
		case opResetLocal:
			l[s.target] = nil
		case opMakeNull:
			l[s.target] = ast.NullTerm()
		case opMakeNumber:
			l[s.target] = s.a.term
		case opMakeArray:
			l[s.target] = ast.NewTerm(ast.NewArrayWithCapacity(int(s.n)))
		case opMakeObject:
			l[s.target] = ast.NewTerm(ast.NewObject())
		case opMakeSet:
			l[s.target] = ast.NewTerm(ast.NewSet())
		case opEqual, opNotEqual:
			a, b := m.val(l, s.a), m.val(l, s.b)
			if a == nil || b == nil {
				return 0, nil
			}
			if (ast.Compare(a.Value, b.Value) == 0) != (s.kind == opEqual) {
				return 0, nil
			}
		case opIsArray, opIsObject, opIsSet:
			v := m.val(l, s.a)
			if v == nil || s.a.term != nil {
				return 0, nil
			}
			ok := false
			switch v.Value.(type) {
			case *ast.Array:
				ok = s.kind == opIsArray
			case ast.Object:
				ok = s.kind == opIsObject
			case ast.Set:
				ok = s.kind == opIsSet
			}
			if !ok {
				return 0, nil
			}
		case opIsDefined:
			if l[s.a.local] == nil {
				return 0, nil
			}
		case opIsUndefined:
			if l[s.a.local] != nil {
				return 0, nil
			}
		case opArrayAppend:
			arr, ok := value(l[s.target]).(*ast.Array)
			v := m.val(l, s.a)
			if !ok || v == nil {
				return 0, fmt.Errorf("irvm: array append to %v", l[s.target])
			}
			// In place, as in OPA's Wasm runtime: every local holding this array sees it grow.
			l[s.target].Value = arr.Append(v)
		case opObjectInsert, opObjectInsertOnce:
			obj, ok := value(l[s.target]).(ast.Object)
			k, v := m.val(l, s.a), m.val(l, s.b)
			if !ok || k == nil || v == nil {
				return 0, fmt.Errorf("irvm: object insert into %v", l[s.target])
			}
			if s.kind == opObjectInsertOnce {
				if old := obj.Get(k); old != nil && ast.Compare(old.Value, v.Value) != 0 {
					return 0, conflict(s, "object keys must be unique")
				}
			}
			obj.Insert(k, v)
		case opObjectMerge:
			a, b := l[s.a.local], l[s.b.local]
			merged, ok := merge(a, b)
			if !ok {
				return 0, nil
			}
			l[s.target] = merged
		case opSetAdd:
			set, ok := value(l[s.target]).(ast.Set)
			v := m.val(l, s.a)
			if !ok || v == nil {
				return 0, fmt.Errorf("irvm: set add to %v", l[s.target])
			}
			set.Add(v)
		case opNop:
		case opResultSetAdd:
			if v := l[s.a.local]; v != nil {
				m.results.Add(v)
			}
		}
	}
	return -1, nil
}

// callStmt runs a call statement: of a function of the plan (a rule or a Rego function), of
// a built-in function, or of the rule found at a path computed now (CallDynamic). nil is
// undefined.
func (m *machine) callStmt(l []*ast.Term, s *stmt) (*ast.Term, error) {
	fn := s.fn
	switch s.kind {
	case opCallBuiltin:
		return m.builtin(l, s)
	case opCallDynamic:
		parts := make([]string, len(s.path))
		for i, p := range s.path {
			t := m.val(l, p)
			if t == nil {
				return nil, nil
			}
			str, ok := t.Value.(ast.String)
			if !ok {
				return nil, nil
			}
			parts[i] = string(str)
		}
		fn = m.prog.byPath[pathKey(parts)]
		if fn == nil || len(fn.params) != len(s.dargs) {
			return nil, nil
		}
	}
	if fn.constant {
		if t := m.prog.constants[fn.id].Load(); t != nil {
			return t, nil
		}
	}
	if fn.memo && m.done[fn.id] {
		return m.memo[fn.id], nil
	}
	// An argument may be undefined: rules get input and data as arguments, and the input is
	// undefined when a query has none (the Wasm compiler passes it as is).
	f := m.frame(fn.nlocals)
	if s.kind == opCallDynamic {
		for i, a := range s.dargs {
			f[fn.params[i]] = l[a]
		}
	} else {
		for i, a := range s.args {
			f[fn.params[i]] = m.val(l, a)
		}
	}
	return m.call(fn, f)
}

// scan runs the body of a ScanStmt for each element of its source, in the order OPA's
// evaluator enumerates them (arrays by index, objects and sets in sorted order). It returns
// -1 when the scan ends and otherwise the blocks still to leave after the current one.
func (m *machine) scan(l []*ast.Term, s *stmt) (int, error) {
	src := l[s.a.local]
	if src == nil {
		return -1, nil
	}
	switch v := src.Value.(type) {
	case *ast.Array:
		for i := range v.Len() {
			if stop, brk, err := m.step(l, s, ast.InternedTerm(i), v.Elem(i)); stop {
				return brk, err
			}
		}
	case ast.Object:
		for _, k := range v.Keys() {
			if stop, brk, err := m.step(l, s, k, v.Get(k)); stop {
				return brk, err
			}
		}
	case ast.Set:
		for _, e := range v.Slice() {
			if stop, brk, err := m.step(l, s, e, e); stop {
				return brk, err
			}
		}
	}
	return -1, nil
}

// step runs the body of scan s on one element. stop is true when the scan ends here; brk is
// then what scan returns.
func (m *machine) step(l []*ast.Term, s *stmt, k, v *ast.Term) (stop bool, brk int, err error) {
	l[s.target], l[s.value] = k, v
	b, err := m.block(l, s.body)
	switch {
	case err != nil:
		return true, 0, err
	case b == brkReturn:
		return true, b, nil
	case b >= 2:
		return true, b - 2, nil
	case b == 1:
		return true, -1, nil // leaves the loop: the scan is over
	}
	return false, -1, nil
}

func (m *machine) builtin(l []*ast.Term, s *stmt) (*ast.Term, error) {
	n := len(s.args)
	if s.bi.result {
		n++
	}
	// Built-in functions do not keep their operands, and do not call back into the machine:
	// one slice serves every call.
	if cap(m.ops) < n {
		m.ops = make([]*ast.Term, n)
	}
	ops := m.ops[:n]
	for i, a := range s.args {
		if ops[i] = m.val(l, a); ops[i] == nil {
			return nil, nil
		}
	}
	if s.bi.result {
		ops[n-1] = outVar
	}
	// Non-deterministic built-ins go through the NDBCache as in OPA's evaluator: a value cached
	// by an earlier evaluation (a replay) is used, and a new one is recorded for the log.
	nd := m.bctx.NDBuiltinCache
	var ndKey ast.Value
	if s.bi.nondet && nd != nil {
		ndKey = ast.NewArray(slices.Clone(ops[:len(s.args)])...)
		if v, ok := nd.Get(s.bi.name, ndKey); ok {
			if !s.bi.result {
				return ast.BooleanTerm(true), nil
			}
			return ast.NewTerm(v), nil
		}
	}
	m.out, m.all, m.relation = nil, nil, s.bi.relation
	bctx := m.bctx
	bctx.Location = s.astLoc
	err := s.bi.f(bctx, ops, m.iter)
	out := m.out
	if err != nil {
		return nil, err
	}
	if s.bi.relation {
		return ast.ArrayTerm(m.all...), nil
	}
	if ndKey != nil && out != nil {
		nd.Put(s.bi.name, ndKey, out.Value)
	}
	if !s.bi.result && out == nil {
		out = ast.BooleanTerm(true)
	}
	return out, nil
}

// output takes one output of the built-in function being called.
func (m *machine) output(t *ast.Term) error {
	if m.relation {
		m.all = append(m.all, t)
	}
	m.out = t
	return nil
}

// outVar is the output operand handed to built-in functions that have a result.
var outVar = ast.VarTerm("__irvm_out")

func conflict(s *stmt, msg string) error {
	return &topdown.Error{Code: topdown.ConflictErr, Message: msg, Location: s.astLoc}
}

// value is t's value, nil for an undefined local.
func value(t *ast.Term) ast.Value {
	if t == nil {
		return nil
	}
	return t.Value
}

// dot is src[key]: an object's value, an array's element at an integer index, a set's member.
func dot(src, key *ast.Term) *ast.Term {
	switch v := src.Value.(type) {
	case ast.Object:
		return v.Get(key)
	case *ast.Array:
		n, ok := key.Value.(ast.Number)
		if !ok {
			return nil
		}
		i, ok := n.Int()
		if !ok || i < 0 || i >= v.Len() {
			return nil
		}
		return v.Elem(i)
	case ast.Set:
		if v.Contains(key) {
			return key
		}
	}
	return nil
}

func length(v ast.Value) int {
	switch x := v.(type) {
	case *ast.Array:
		return x.Len()
	case ast.Object:
		return x.Len()
	case ast.Set:
		return x.Len()
	case ast.String:
		return len([]rune(string(x)))
	}
	return 0
}

// merge merges two objects recursively (the planner merges a package's base and virtual
// documents); an undefined side yields the other.
func merge(a, b *ast.Term) (*ast.Term, bool) {
	if a == nil {
		return b, b != nil
	}
	if b == nil {
		return a, true
	}
	oa, ok1 := a.Value.(ast.Object)
	ob, ok2 := b.Value.(ast.Object)
	if !ok1 || !ok2 {
		return nil, false
	}
	out, ok := oa.Merge(ob)
	if !ok {
		return nil, false
	}
	return ast.NewTerm(out), true
}
