package redact

// automaton finds any of a set of literal values in one pass over a text (Aho–Corasick),
// matching ASCII letters without regard to case. It is immutable once built. Its transitions
// are stored flat (each node's edges contiguous in one array), so that building it for
// thousands of values costs a handful of allocations.
type automaton struct {
	root  [256]int32 // transitions from the root, complete (0 = stay at the root)
	off   []int32    // node n's edges are edges[off[n]:off[n+1]], sorted by byte
	edges []edge
	fail  []int32 // failure links
	out   []int32 // length of the longest value ending at this node (directly or by suffix), 0 if none
	// flags of that longest value: whether it starts and ends with an ASCII letter or digit, in
	// which case a match must not sit inside a longer word.
	flags []uint8
}

const (
	flagStartAlnum uint8 = 1 << iota
	flagEndAlnum
)

type edge struct {
	b  byte
	to int32
}

// newAutomaton builds the automaton of values; empty values are ignored. It returns nil when no
// value is left.
func newAutomaton(values []string) *automaton {
	// The trie, as first-child/next-sibling lists in flat arrays.
	total := 1
	for _, v := range values {
		total += len(v)
	}
	var (
		first = make([]int32, 1, total) // first child, -1 if none
		next  = make([]int32, 1, total) // next sibling, -1 if none
		label = make([]byte, 1, total)
		out   = make([]int32, 1, total)
		flags = make([]uint8, 1, total)
	)
	first[0], next[0] = -1, -1
	n := 0
	for _, v := range values {
		if v == "" {
			continue
		}
		n++
		node := int32(0)
		for i := 0; i < len(v); i++ {
			c := lower(v[i])
			child := first[node]
			for child >= 0 && label[child] != c {
				child = next[child]
			}
			if child < 0 {
				child = int32(len(first))
				first = append(first, -1)
				next = append(next, first[node])
				label = append(label, c)
				out = append(out, 0)
				flags = append(flags, 0)
				first[node] = child
			}
			node = child
		}
		out[node] = int32(len(v))
		flags[node] = 0
		if isAlnum(v[0]) {
			flags[node] |= flagStartAlnum
		}
		if isAlnum(v[len(v)-1]) {
			flags[node] |= flagEndAlnum
		}
	}
	if n == 0 {
		return nil
	}
	nodes := len(first)
	a := &automaton{
		off:   make([]int32, nodes+1),
		edges: make([]edge, 0, nodes-1),
		fail:  make([]int32, nodes),
		out:   out,
		flags: flags,
	}
	// Flatten each node's children, sorted by byte.
	for node := 0; node < nodes; node++ {
		a.off[node] = int32(len(a.edges))
		start := len(a.edges)
		for c := first[node]; c >= 0; c = next[c] {
			a.edges = append(a.edges, edge{label[c], c})
		}
		es := a.edges[start:]
		for i := 1; i < len(es); i++ { // insertion sort: sibling lists are short
			for j := i; j > 0 && es[j].b < es[j-1].b; j-- {
				es[j], es[j-1] = es[j-1], es[j]
			}
		}
	}
	a.off[nodes] = int32(len(a.edges))
	for _, e := range a.edges[a.off[0]:a.off[1]] {
		a.root[e.b] = e.to
	}
	// Breadth-first: failure links and inherited outputs.
	queue := make([]int32, 0, nodes)
	for _, e := range a.edges[a.off[0]:a.off[1]] {
		queue = append(queue, e.to)
	}
	for qi := 0; qi < len(queue); qi++ {
		node := queue[qi]
		for _, e := range a.edges[a.off[node]:a.off[node+1]] {
			f := a.fail[node]
			for {
				if f == 0 {
					a.fail[e.to] = a.root[e.b]
					break
				}
				if t := a.child(f, e.b); t >= 0 {
					a.fail[e.to] = t
					break
				}
				f = a.fail[f]
			}
			if a.out[e.to] == 0 {
				a.out[e.to] = a.out[a.fail[e.to]]
				a.flags[e.to] = a.flags[a.fail[e.to]]
			}
			queue = append(queue, e.to)
		}
	}
	return a
}

// child returns the child of a non-root node by byte c, or -1.
func (a *automaton) child(node int32, c byte) int32 {
	es := a.edges[a.off[node]:a.off[node+1]]
	if len(es) <= 8 {
		for _, e := range es {
			if e.b == c {
				return e.to
			}
		}
		return -1
	}
	lo, hi := 0, len(es)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if es[mid].b < c {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo < len(es) && es[lo].b == c {
		return es[lo].to
	}
	return -1
}

// find appends a span for the longest value ending at each position of s, where the value is
// not part of a longer word.
func (a *automaton) find(s string, spans []span) []span {
	state := int32(0)
	for i := 0; i < len(s); i++ {
		c := lower(s[i])
		for {
			if state == 0 {
				state = a.root[c]
				break
			}
			if t := a.child(state, c); t >= 0 {
				state = t
				break
			}
			state = a.fail[state]
		}
		if l := a.out[state]; l > 0 {
			start, end := i+1-int(l), i+1
			f := a.flags[state]
			if f&flagStartAlnum != 0 && start > 0 && isAlnum(s[start-1]) {
				continue
			}
			if f&flagEndAlnum != 0 && end < len(s) && isAlnum(s[end]) {
				continue
			}
			spans = append(spans, span{start, end, kSensitive})
		}
	}
	return spans
}
