package analyzer

import (
	"unsafe"

	"github.com/go-python/gpython/ast"
)

// arena34 hands out the most common AST nodes and the expression and statement lists from
// chunks, so that a parse makes a few hundred allocations instead of one per node. The
// chunks belong to the tree: release drops them, so the pool never keeps a tree alive.
type arena34 struct {
	names   []ast.Name
	calls   []ast.Call
	attrs   []ast.Attribute
	strs    []ast.Str
	kws     []ast.Keyword
	consts  []ast.NameConstant
	subs    []ast.Subscript
	idxs    []ast.Index
	assigns []ast.Assign
	exprSts []ast.ExprStmt
	tuples  []ast.Tuple
	exprs   []ast.Expr
	stmts   []ast.Stmt
	kwLists []*ast.Keyword
}

// chunkBytes34 is the size of a chunk. Objects up to 512 bytes keep their pointer bitmap in
// their span, which the heap reuses in place after a collection; larger ones come from
// spans the runtime tends to return to the OS, and touching them again faults pages in.
const chunkBytes34 = 512

// take returns a zero node from the chunk s, allocating a new chunk when it is used up.
func take[T any](s *[]T) *T {
	if len(*s) == 0 {
		var zero T
		*s = make([]T, max(1, chunkBytes34/int(unsafe.Sizeof(zero))))
	}
	x := &(*s)[0]
	*s = (*s)[1:]
	return x
}

// carve returns a slice of length n (and capacity n, so an append never reaches a
// neighbour) from the chunk s.
func carve[T any](s *[]T, n int) []T {
	var zero T
	per := chunkBytes34 / int(unsafe.Sizeof(zero))
	if n > per/2 {
		return make([]T, n)
	}
	if len(*s) < n {
		*s = make([]T, per)
	}
	out := (*s)[:n:n]
	*s = (*s)[n:]
	return out
}

// text returns src[a:b] as a string backed by the string arena p.strs: bytes are only ever
// appended to its spare capacity, never overwritten, so the strings stay immutable.
func (p *p34) text(a, b int32) string {
	n := int(b - a)
	if n == 0 {
		return ""
	}
	if n > chunkBytes34/4 {
		return string(p.src[a:b])
	}
	if cap(p.strs)-len(p.strs) < n {
		p.strs = make([]byte, 0, chunkBytes34)
	}
	start := len(p.strs)
	p.strs = append(p.strs, p.src[a:b]...)
	return unsafe.String(&p.strs[start], n)
}
