package policies

import (
	"sync"

	"github.com/open-policy-agent/opa/v1/ast"
)

// inputCacheSize bounds the conversion cache; it is cleared when full.
const inputCacheSize = 256

// inputCache remembers, per distinct input JSON, its Rego value and its masked log form, so
// that the several decisions of one run convert and mask their common input once. Entries are
// immutable once stored; the cache is safe for concurrent use.
type inputCache struct {
	mu sync.Mutex
	m  map[string]*inputEntry
}

type inputEntry struct {
	val ast.Value

	mu    sync.Mutex
	masks map[string]*maskResult // by decision path; "" when the mask does not depend on it
}

// maskResult is the outcome of the log mask for one input: the input to log and what was
// erased or masked in it.
type maskResult struct {
	input  any
	erased []string
	masked []string
}

func (c *inputCache) get(raw []byte) *inputEntry {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.m[string(raw)]
}

func (c *inputCache) put(raw []byte, e *inputEntry) *inputEntry {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= inputCacheSize {
		c.m = make(map[string]*inputEntry, inputCacheSize)
	}
	if old, ok := c.m[string(raw)]; ok {
		return old
	}
	c.m[string(raw)] = e
	return e
}

func (e *inputEntry) mask(key string) *maskResult {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.masks[key]
}

func (e *inputEntry) setMask(key string, r *maskResult) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.masks == nil {
		e.masks = map[string]*maskResult{}
	}
	e.masks[key] = r
}

// maskIsPathAndTimeFree reports whether no policy module can make the log mask depend on the
// decision path or on time and other non-deterministic builtins: no module uses input other
// than through a constant key that is not "path", and none calls a non-deterministic builtin.
// Only then may one mask result serve every decision of an input.
func maskIsPathAndTimeFree(modules map[string]*ast.Module) bool {
	free := true
	for _, m := range modules {
		vis := ast.NewGenericVisitor(func(x any) bool {
			if !free {
				return true
			}
			switch t := x.(type) {
			case ast.Ref:
				if len(t) == 0 || !t[0].Equal(ast.InputRootDocument) {
					return false
				}
				if len(t) < 2 {
					free = false
					return true
				}
				key, ok := t[1].Value.(ast.String)
				if !ok || key == "path" {
					free = false
				}
				return true // the head is input; the rest of the ref was judged
			case ast.Var:
				if t.Equal(ast.InputRootDocument.Value) {
					free = false // input used as a whole value
				}
			case *ast.Expr:
				if call, ok := t.Terms.([]*ast.Term); ok && len(call) > 0 {
					if ref, ok := call[0].Value.(ast.Ref); ok {
						if b, ok := ast.BuiltinMap[ref.String()]; ok && b.Nondeterministic {
							free = false
						}
						if ref.String() == "time.now_ns" {
							free = false
						}
					}
				}
			}
			return false
		})
		vis.Walk(m)
		if !free {
			return false
		}
	}
	return free
}
