package analyzer

import (
	"unsafe"

	"github.com/go-python/gpython/ast"
)

// arena34 hands out the most common AST nodes and the expression and statement lists from
// chunks, so that a parse makes a few hundred allocations instead of one per node. The
// chunks belong to the tree until recycle: Analyze, which drops the tree after its walk,
// recycles its arena for the next analysis; a tree someone keeps is never recycled.
type arena34 struct {
	names    chunks[ast.Name]
	calls    chunks[ast.Call]
	attrs    chunks[ast.Attribute]
	strs     chunks[ast.Str]
	kws      chunks[ast.Keyword]
	consts   chunks[ast.NameConstant]
	subs     chunks[ast.Subscript]
	idxs     chunks[ast.Index]
	assigns  chunks[ast.Assign]
	exprSts  chunks[ast.ExprStmt]
	tuples   chunks[ast.Tuple]
	exprs    chunks[ast.Expr]
	stmts    chunks[ast.Stmt]
	kwLists  chunks[*ast.Keyword]
	returns  chunks[ast.Return]
	ifs      chunks[ast.If]
	fors     chunks[ast.For]
	funcs    chunks[ast.FunctionDef]
	argss    chunks[ast.Arguments]
	params   chunks[ast.Arg]
	compares chunks[ast.Compare]
	binops   chunks[ast.BinOp]
	unops    chunks[ast.UnaryOp]
	dicts    chunks[ast.Dict]
	lists    chunks[ast.List]
}

// maxArena34 bounds the chunks of each kind an arena keeps for reuse, so that one huge input
// does not pin its tree's memory for the life of the process.
const maxArena34 = 256

// recycle zeroes the chunks handed out, to be handed out again by the next parse: nothing
// may use the tree they held any more. It drops the chunks of a kind beyond maxArena34.
func (a *arena34) recycle() {
	recycle(&a.names)
	recycle(&a.calls)
	recycle(&a.attrs)
	recycle(&a.strs)
	recycle(&a.kws)
	recycle(&a.consts)
	recycle(&a.subs)
	recycle(&a.idxs)
	recycle(&a.assigns)
	recycle(&a.exprSts)
	recycle(&a.tuples)
	recycle(&a.exprs)
	recycle(&a.stmts)
	recycle(&a.kwLists)
	recycle(&a.returns)
	recycle(&a.ifs)
	recycle(&a.fors)
	recycle(&a.funcs)
	recycle(&a.argss)
	recycle(&a.params)
	recycle(&a.compares)
	recycle(&a.binops)
	recycle(&a.unops)
	recycle(&a.dicts)
	recycle(&a.lists)
}

// chunks is the store of one kind of arena object.
type chunks[T any] struct {
	free []T   // the rest of the chunk being handed out
	all  [][]T // every chunk of the store, the first used of them handed out
	used int
}

// chunkBytes34 is the size of a chunk. Objects up to 512 bytes keep their pointer bitmap in
// their span, which the heap reuses in place after a collection; larger ones come from
// spans the runtime tends to return to the OS, and touching them again faults pages in.
const chunkBytes34 = 512

// perChunk is how many T a chunk holds.
func perChunk[T any]() int {
	var zero T
	return max(1, chunkBytes34/int(unsafe.Sizeof(zero)))
}

// next returns a zero chunk: a recycled one, or a new one.
func (c *chunks[T]) next() []T {
	if c.used == len(c.all) {
		c.all = append(c.all, make([]T, perChunk[T]()))
	}
	c.used++
	return c.all[c.used-1]
}

// recycle zeroes the chunks of c handed out and makes them the next ones handed out.
func recycle[T any](c *chunks[T]) {
	for _, ch := range c.all[:c.used] {
		clear(ch)
	}
	if len(c.all) > maxArena34 {
		clear(c.all)
		c.all = nil
	}
	c.free, c.used = nil, 0
}

// take returns a zero node from c, starting a new chunk when the current one is used up.
func take[T any](c *chunks[T]) *T {
	if len(c.free) == 0 {
		c.free = c.next()
	}
	x := &c.free[0]
	c.free = c.free[1:]
	return x
}

// node returns v copied into a node from c.
func node[T any](c *chunks[T], v T) *T {
	x := take(c)
	*x = v
	return x
}

// carve returns a slice of length n (and capacity n, so an append never reaches a
// neighbour) from c.
func carve[T any](c *chunks[T], n int) []T {
	if n > perChunk[T]()/2 {
		return make([]T, n)
	}
	if len(c.free) < n {
		c.free = c.next()
	}
	out := c.free[:n:n]
	c.free = c.free[n:]
	return out
}

// text returns src[a:b] as a string backed by the string arena p.strs.
func (p *p34) text(a, b int32) string { return arenaText(&p.strs, p.src[a:b]) }

// textArena copies short strings into shared chunks, so that a few hundred names and string
// values cost a few allocations. Bytes are only ever appended to a chunk's spare capacity,
// never overwritten, so the strings stay immutable; the chunks belong to the strings, and
// nothing may pool them.
type textArena struct{ buf []byte }

// arenaText returns a copy of s backed by the arena a (s itself may be reused afterwards).
func arenaText[S ~string | ~[]byte](a *textArena, s S) string {
	n := len(s)
	if n == 0 {
		return ""
	}
	if n > chunkBytes34/4 {
		return string(s)
	}
	if cap(a.buf)-len(a.buf) < n {
		a.buf = make([]byte, 0, chunkBytes34)
	}
	start := len(a.buf)
	a.buf = append(a.buf, s...)
	return unsafe.String(&a.buf[start], n)
}
