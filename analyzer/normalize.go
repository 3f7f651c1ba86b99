package analyzer

import (
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/go-python/gpython/py"
)

// The normaliser rewrites a Python 3.11 token stream into Python 3.4 source that gpython's
// parser accepts, keeping every name, attribute, call, subscript and literal of the original
// visible to the fact walk. Each logical line becomes one line of output; every output token
// remembers the source offset of the token it stands for (the position map).
//
// The rewrites, all at token level:
//
//	strings                 'N' / b'N' placeholders indexing the decoded values
//	f-strings               _F('i', field, …): 'i' indexes the literal runs, fields follow
//	numbers                 True or False (only truthiness matters to the facts)
//	non-ASCII identifiers   NFKC, then a placeholder _U0 when gpython cannot spell the result
//	a @ b, a @= b           a * b, a *= b
//	@any[expression]        @_D(any[expression]); @dotted.name(args) stays
//	(x := e)                (x == e)
//	f(*a, *b, **c, **d)     f(_A0=a, _A1=b, _K2=c, _K3=d)
//	{**a}, {*a}, x[*a]      {_S: a}, {~a}, x[~a]; also return/yield/for-in/aug-assign *a: ~a
//	await e                 ~e
//	async def/for/with      def/for/with
//	def f(a, /, b, *c,)     def f(a, b, *c)
//	x: T = v                x = v; T        (x: T alone: x; T)
//	except* E               except E
//	with (a as b, c as d):  with a as b, c as d:
//	match s:                if (s):
//	case p if g:            if _M((p)) and (g):      with `as` in p written ==
//
// _ stands for the reserved prefix (normally _sl_): one that occurs nowhere in the source.

// Markers are the reserved names the normaliser introduces; the walk recognises them by the
// reserved prefix and never reports them as identifiers.
const (
	markNone      byte = 0
	markFString   byte = 'F' // _F('i', fields…): an f-string, its literal runs in flits[i]
	markDecorator byte = 'D' // @_D(expr): any decorator expression
	markPattern   byte = 'M' // if _M((pattern)): a match-case pattern
	markStarArg   byte = 'A' // f(_A0=x): the argument *x
	markKwArg     byte = 'K' // f(_K0=x): the argument **x
	markDictStar  byte = 'S' // {_S: x}: the dict item **x
	markIdent     byte = 'U' // _U0: an identifier gpython cannot spell
)

// normalized is source rewritten for gpython, with what is needed to read its AST back in
// terms of the original.
type normalized struct {
	text        []byte
	prefix      string            // reserved identifier prefix
	idents      map[string]string // placeholder identifier → original (NFKC) identifier; nil for none
	strs        []string          // values of str placeholders
	bytesv      []string          // values of bytes placeholders
	flits       [][]string        // literal runs of each f-string group
	fields      [][2]int          // source ranges of f-string field expressions
	fheads      []fhead           // how each f-string group begins, by group index
	walrus      []string          // the targets of every (x := e), which the rewrite hides
	unsupported string            // why the source cannot be analysed, if it cannot
	orig        string            // the original source, for positions
	lines       []int             // byte offset of each original line start
	spans       []span            // token starts of every normalised line, line after line
	starts      []int32           // index in spans of the first span of each normalised line
	runeMarks   []int             // code points before each runeBlock boundary; see runesBefore
	lineHint    int               // the line offsetPos found last: positions come mostly in order
}

// nlines is the number of normalised lines.
func (n *normalized) nlines() int { return len(n.starts) }

// lineSpans returns the spans of normalised line (1-based), sorted by column.
func (n *normalized) lineSpans(line int) []span {
	if line < 1 || line > len(n.starts) {
		return nil
	}
	end := len(n.spans)
	if line < len(n.starts) {
		end = int(n.starts[line])
	}
	return n.spans[n.starts[line-1]:end]
}

// fhead says how an f-string begins: with a field, and which literal text follows that field
// directly ("" when another field or the end follows). The walk needs it to tell
// f"{out_dir}/chart.png" (a path under out_dir) from f"{out_dir}{name}" (anything).
type fhead struct {
	field bool
	next  string
	// numeric is true when every field is formatted as a number (numberShape), and shape is
	// then the f-string's text with each field written as n.
	numeric bool
	shape   string
}

// span maps the normalised token starting at col to the original byte offset off.
type span struct {
	col int
	off int
}

func (n *normalized) ident(s string) string {
	if o, ok := n.idents[s]; ok {
		return o
	}
	return s
}

func (n *normalized) marker(s string) byte {
	if n.prefix == "" || len(s) <= len(n.prefix) || !strings.HasPrefix(s, n.prefix) {
		return markNone
	}
	if m := s[len(n.prefix)]; m != markIdent {
		return m
	}
	return markNone
}

func (n *normalized) str(s py.String) string {
	if n.strs == nil {
		return string(s)
	}
	if i, ok := placeholderIndex(string(s), len(n.strs)); ok {
		return n.strs[i]
	}
	return string(s)
}

func (n *normalized) bytes(b py.Bytes) string {
	if n.bytesv == nil {
		return bytesText(b)
	}
	if i, ok := placeholderIndex(string(b), len(n.bytesv)); ok {
		return bytesText([]byte(n.bytesv[i]))
	}
	return bytesText(b)
}

// bytesText renders a bytes constant as text: UTF-8 when valid, else Latin-1.
func bytesText(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	r := make([]rune, len(b))
	for i, c := range b {
		r[i] = rune(c)
	}
	return string(r)
}

// origOff maps a gpython position (1-based line, 0-based byte column of the normalised
// text) to a byte offset of the original.
func (n *normalized) origOff(line, col int) int {
	if n.starts == nil {
		return n.lineOffset(line) + col
	}
	if line < 1 || line > len(n.starts) {
		return len(n.orig)
	}
	sp := n.lineSpans(line)
	if len(sp) == 0 {
		return len(n.orig)
	}
	lo, hi := 0, len(sp)
	for lo < hi {
		m := (lo + hi) / 2
		if sp[m].col <= col {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == 0 {
		return sp[0].off
	}
	return sp[lo-1].off
}

// pos maps a gpython position to the original 1-based line and 1-based code-point column.
func (n *normalized) pos(line, col int) (int, int) {
	return n.offsetPos(n.origOff(line, col))
}

func (n *normalized) lineOffset(line int) int {
	if line < 1 {
		return 0
	}
	if line > len(n.lines) {
		return len(n.orig)
	}
	return n.lines[line-1]
}

// offsetPos turns a byte offset of the original into a 1-based line and code-point column.
func (n *normalized) offsetPos(off int) (int, int) {
	if off > len(n.orig) {
		off = len(n.orig)
	}
	if off < 0 {
		off = 0
	}
	line := n.lineHint
	if line == 0 || n.lines[line-1] > off || (line < len(n.lines) && n.lines[line] <= off) {
		lo, hi := 0, len(n.lines)
		for lo < hi {
			m := (lo + hi) / 2
			if n.lines[m] <= off {
				lo = m + 1
			} else {
				hi = m
			}
		}
		line = lo
		if line == 0 {
			return 1, 1
		}
		n.lineHint = line
	}
	start := n.lines[line-1]
	if off-start < 256 {
		return line, utf8.RuneCountInString(n.orig[start:off]) + 1
	}
	return line, n.runesBefore(off) - n.runesBefore(start) + 1
}

// runeBlock is the spacing of the rune-count checkpoints of long lines.
const runeBlock = 256

// runesBefore counts the code points of the original before byte offset off, in time
// independent of the length of the line, from checkpoints built on first use.
func (n *normalized) runesBefore(off int) int {
	if n.runeMarks == nil {
		marks := make([]int, len(n.orig)/runeBlock+1)
		count := 0
		for i := 0; i < len(n.orig); i++ {
			if i%runeBlock == 0 {
				marks[i/runeBlock] = count
			}
			if n.orig[i]&0xC0 != 0x80 {
				count++
			}
		}
		n.runeMarks = marks
	}
	b := off / runeBlock
	count := n.runeMarks[b]
	for i := b * runeBlock; i < off; i++ {
		if n.orig[i]&0xC0 != 0x80 {
			count++
		}
	}
	return count
}

// lineStarts returns the byte offset of the start of every line of s.
func lineStarts(s string) []int {
	starts := make([]int, 1, len(s)/30+2)
	for i := 0; ; {
		j := strings.IndexByte(s[i:], '\n')
		if j < 0 {
			return starts
		}
		i += j + 1
		starts = append(starts, i)
	}
}

// maxChain bounds, per logical line, the constructs gpython's parser nests on its stack
// (prefix operators in a row, lambdas, ** and conditional expressions), so that no input makes
// it grow its stack without bound. CPython itself gives up near 3,000 nested lambdas or **.
const maxChain = 3000

// frame kinds: what the innermost open bracket is.
type frameKind uint8

const (
	fTop    frameKind = iota // statement level
	fCall                    // call or class arguments
	fSub                     // subscript
	fParen                   // parenthesised expression, tuple or generator
	fList                    // list display
	fBrace                   // dict or set display
	fParams                  // def parameters (lambda parameters are flagged separately)
)

// lineInfo is what the normaliser knows of each token of one logical line.
type lineInfo struct {
	toks []token
	inf  []tokInfo
}

// tokInfo is what the normaliser knows of one token.
type tokInfo struct {
	match    int32     // index of the matching bracket, or -1
	depth    int32     // bracket depth (for a bracket, the depth outside it)
	lamLevel int16     // how many lambdas of the same bracket depth have their parameters open
	frame    frameKind // what the innermost open bracket is
	closeN   int8      // ")" to write after the token
	lamParam bool      // inside the parameters of a lambda of the same bracket depth
	lamColon bool      // the colon that ends a lambda's parameters
	noStar   bool      // a prefix * here is not allowed by gpython's grammar: write ~
	prefix   bool      // * or ** in prefix (unpacking) position
	skip     bool      // not written
}

func isOperand(t *token) bool {
	switch t.kind {
	case tkName:
		return !t.keyword || t.text == "True" || t.text == "False" || t.text == "None"
	case tkNumber, tkString:
		return true
	case tkOp:
		return t.text == ")" || t.text == "]" || t.text == "}" || t.text == "..."
	}
	return false
}

func isKw(t *token, kw string) bool  { return t.kind == tkName && t.keyword && t.text == kw }
func isOp(t *token, op string) bool  { return t.kind == tkOp && t.text == op }
func isName(t *token, s string) bool { return t.kind == tkName && !t.keyword && t.text == s }

// isAugOp reports whether s is an augmented assignment operator.
func isAugOp(s string) bool {
	switch s {
	case "+=", "-=", "*=", "/=", "//=", "%=", "@=", "&=", "|=", "^=", ">>=", "<<=", "**=":
		return true
	}
	return false
}

// normalizer builds the normalised text.
type normalizer struct {
	src         string
	n           *normalized
	out         []byte
	col         int
	nstar       int
	identOut    map[string]string // original identifier → what is written; nil until the first
	errs        []*synErr         // errors found while normalising, in any order
	quiet       bool              // do not record errors (trial analysis of a line)
	unsupported string            // set when the source is beyond what the analyzer follows
	arena       []tokInfo         // backing store of lineInfo.inf, reset after each line
	stack       []frameState      // fillInfo's bracket stack, reused
	items       [][2]int          // topItems' result, reused
	ftok        tokenizer         // the tokenizer of f-string fields, reused
	text        textArena         // backing store of string values and literal runs
	lit         []byte            // the string value being assembled
	parts       []fpart           // the parts of the f-strings being written
	fields      []*fpart          // their fields
	runs        []string          // backing store of n.flits
	ftoks       []token           // the tokens of the f-string fields being written
}

// infos returns n zeroed tokInfo from the arena. Slices handed out stay valid until reset.
func (z *normalizer) infos(n int) []tokInfo {
	if len(z.arena)+n > cap(z.arena) {
		size := 2 * cap(z.arena)
		if size < n+256 {
			size = n + 256
		}
		z.arena = make([]tokInfo, 0, size)
	}
	start := len(z.arena)
	z.arena = z.arena[:start+n]
	inf := z.arena[start : start+n : start+n]
	clear(inf)
	return inf
}

func (z *normalizer) errAt(off int, typ, msg string) {
	if z.quiet {
		return
	}
	z.errs = append(z.errs, &synErr{typ: typ, off: off, msg: msg})
}

// tok writes one output token standing for source offset off.
func (z *normalizer) tok(text string, off int) {
	if z.col > 0 {
		z.out = append(z.out, ' ')
		z.col++
	}
	z.n.spans = append(z.n.spans, span{col: z.col, off: off})
	z.out = append(z.out, text...)
	z.col += len(text)
}

func (z *normalizer) beginLine(depth int) {
	z.n.starts = append(z.n.starts, int32(len(z.n.spans)))
	for i := 0; i < depth; i++ {
		z.out = append(z.out, ' ')
	}
	z.col = depth
}

func (z *normalizer) endLine() {
	z.out = append(z.out, '\n')
	z.col = 0
}

// marker writes a reserved name: the prefix, the kind and a number when num >= 0.
func (z *normalizer) marker(kind byte, num int, off int) {
	var buf [48]byte
	b := append(buf[:0], z.n.prefix...)
	b = append(b, kind)
	if num >= 0 {
		b = strconv.AppendInt(b, int64(num), 10)
	}
	z.tokBytes(b, off)
}

// tokBytes is tok for text held in a scratch buffer.
func (z *normalizer) tokBytes(text []byte, off int) {
	if z.col > 0 {
		z.out = append(z.out, ' ')
		z.col++
	}
	z.n.spans = append(z.n.spans, span{col: z.col, off: off})
	z.out = append(z.out, text...)
	z.col += len(text)
}

// name writes an identifier as gpython can read it.
func (z *normalizer) name(s string, off int) {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii && !isKeyword(s) {
		z.tok(s, off)
		return
	}
	// An identifier gpython cannot read (non-ASCII, or NFKC-normalised into a keyword as
	// CPython allows): a placeholder, mapped back by the walk.
	w, ok := z.identOut[s]
	if !ok {
		if z.identOut == nil {
			z.identOut, z.n.idents = map[string]string{}, map[string]string{}
		}
		w = z.n.prefix + string(markIdent) + strconv.Itoa(len(z.identOut))
		z.n.idents[w] = s
		z.identOut[s] = w
	}
	z.tok(w, off)
}

// strPlaceholder writes a str placeholder: the index of its value, quoted.
func (z *normalizer) strPlaceholder(v string, off int) {
	z.n.strs = append(z.n.strs, v)
	var buf [24]byte
	b := append(buf[:0], '\'')
	b = strconv.AppendInt(b, int64(len(z.n.strs)-1), 10)
	z.tokBytes(append(b, '\''), off)
}

// bytesPlaceholder writes a bytes placeholder.
func (z *normalizer) bytesPlaceholder(v string, off int) {
	z.n.bytesv = append(z.n.bytesv, v)
	var buf [24]byte
	b := append(buf[:0], 'b', '\'')
	b = strconv.AppendInt(b, int64(len(z.n.bytesv)-1), 10)
	z.tokBytes(append(b, '\''), off)
}

// numberValue reports whether a numeric literal is zero.
func numberIsZero(s string) bool {
	s = strings.ReplaceAll(s, "_", "")
	if len(s) > 1 && s[0] == '0' && strings.IndexByte("xXoObB", s[1]) >= 0 {
		return strings.Trim(s[2:], "0") == ""
	}
	s = strings.TrimRight(s, "jJ")
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		s = s[:i]
	}
	return strings.Trim(s, "0.") == ""
}

// prepare makes src what CPython's tokenizer reads: no BOM, universal newlines, a final
// newline. It reports NUL bytes and invalid UTF-8 as CPython does.
func prepare(src string) (string, *synErr) {
	src = strings.TrimPrefix(src, "\ufeff")
	if i := strings.IndexByte(src, 0); i >= 0 {
		return src, &synErr{typ: "SyntaxError", off: i, msg: "source code string cannot contain null bytes"}
	}
	if !utf8.ValidString(src) {
		for i := 0; i < len(src); {
			r, size := utf8.DecodeRuneInString(src[i:])
			if r == utf8.RuneError && size <= 1 {
				return src, &synErr{typ: "SyntaxError", off: i, msg: "(unicode error) 'utf-8' codec can't decode byte 0x" + strconv.FormatUint(uint64(src[i]), 16) + ": invalid start byte"}
			}
			i += size
		}
	}
	if strings.IndexByte(src, '\r') >= 0 {
		src = strings.ReplaceAll(src, "\r\n", "\n")
		src = strings.ReplaceAll(src, "\r", "\n")
	}
	if src != "" && src[len(src)-1] != '\n' {
		src += "\n"
	}
	return src, nil
}

// reservedPrefix picks an identifier prefix that occurs nowhere in src: _sl_, or _slN_ for
// the smallest N not in src. It reads src once.
func reservedPrefix(src string) string {
	if !strings.Contains(src, "_sl") {
		return "_sl_"
	}
	used := map[int]bool{}
	plain := false
	for i := 0; ; {
		j := strings.Index(src[i:], "_sl")
		if j < 0 {
			break
		}
		i += j + 3
		k := i
		for k < len(src) && k-i < 9 && src[k] >= '0' && src[k] <= '9' {
			k++
		}
		switch {
		case k == i && k < len(src) && src[k] == '_':
			plain = true
		case k > i && k < len(src) && src[k] == '_':
			n, _ := strconv.Atoi(src[i:k])
			used[n] = true
		}
	}
	if !plain {
		return "_sl_"
	}
	n := 0
	for used[n] {
		n++
	}
	return "_sl" + strconv.Itoa(n) + "_"
}

// scratch holds the buffers one analysis needs, reused across analyses through scratchPool.
// Nothing in Facts may point into them.
type scratch struct {
	walker *walker
	tree   arena34 // the nodes of the tree Analyze walks
	stack  []frameState
	toks   []token
	ftoks  []token // normalizer.ftoks
	out    []byte
	spans  []span
	starts []int32
	arena  []tokInfo
	strs   []string
	bytesv []string
	parts  []fpart
	fields []*fpart
	runs   []string
	flits  [][]string
	fheads []fhead
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// maxPooled bounds the tokens of a scratch kept for reuse, so one huge input does not pin its
// buffers for the life of the process.
const maxPooled = 1 << 16

func getScratch() *scratch { return scratchPool.Get().(*scratch) }

func putScratch(sc *scratch) {
	if cap(sc.toks) > maxPooled || cap(sc.ftoks) > maxPooled || cap(sc.runs) > maxPooled || cap(sc.spans) > 2*maxPooled || (sc.walker != nil && len(sc.walker.names.m) > maxPooled) {
		return
	}
	if sc.walker != nil {
		sc.walker.n = nil
	}
	sc.tree.recycle()
	// Tokens and values are only ever appended during an analysis and cleared after it: what
	// lies beyond their length is already zero.
	clear(sc.strs)
	clear(sc.bytesv)
	clear(sc.toks)
	clear(sc.ftoks[:cap(sc.ftoks)])
	clear(sc.runs[:cap(sc.runs)])
	clear(sc.flits[:cap(sc.flits)])
	clear(sc.fheads[:cap(sc.fheads)])
	scratchPool.Put(sc)
}

// block kinds, for indentation checks.
type blockInfo struct {
	kind string // header keyword that opened the block ("" for the module)
	line int    // line of that header
}

// normalize rewrites the token stream of src. It returns the normalised source and the syntax
// errors it found (unordered); soft marks that toks stop early at a tokenizer error.
func normalize(src string, toks []token, sc *scratch) (*normalized, []*synErr) {
	z := &normalizer{
		src: src,
		n: &normalized{
			orig: src, lines: lineStarts(src), prefix: reservedPrefix(src),
			strs: sc.strs[:0], bytesv: sc.bytesv[:0], spans: sc.spans[:0], starts: sc.starts[:0],
			flits: sc.flits[:0], fheads: sc.fheads[:0],
		},
		stack:  sc.stack[:0],
		out:    sc.out[:0],
		arena:  sc.arena[:0],
		ftoks:  sc.ftoks[:0],
		parts:  sc.parts[:0],
		fields: sc.fields[:0],
		runs:   sc.runs[:0],
	}
	defer func() {
		sc.out, sc.arena, sc.stack, sc.ftoks = z.out, z.arena, z.stack, z.ftoks
		sc.strs, sc.bytesv, sc.spans, sc.starts = z.n.strs, z.n.bytesv, z.n.spans, z.n.starts
		sc.parts, sc.fields, sc.runs, sc.flits, sc.fheads = z.parts, z.fields, z.runs, z.n.flits, z.n.fheads
	}()
	depth := 0
	var blocks []blockInfo // open blocks, innermost last
	blocks = append(blocks, blockInfo{})
	expect := "" // header kind that needs an indented block next
	expectLine := 0
	var lastClause clauses // per depth: the clause whose block just ended ("try" etc.)
	start := 0
	pendingIndent := false
	for i := 0; i < len(toks); i++ {
		t := &toks[i]
		switch t.kind {
		case tkIndent:
			pendingIndent = true
			start = i + 1
			continue
		case tkDedent:
			at := t.off
			if at >= len(src) && at > 0 {
				at = len(src) - 1 // at the end, CPython blames the last line
			}
			z.checkClause(lastClause.at(depth), nil, at)
			lastClause.set(depth, "")
			depth--
			if len(blocks) > 1 {
				blocks = blocks[:len(blocks)-1]
			}
			start = i + 1
			continue
		case tkEnd:
			at := t.off
			if at >= len(src) && at > 0 {
				at = len(src) - 1
			}
			if expect != "" {
				z.errAt(t.off, "IndentationError", expectMsg(expect, expectLine))
			}
			z.checkClause(lastClause.at(depth), nil, at)
			continue
		case tkNewline:
		default:
			continue
		}
		line := toks[start:i]
		start = i + 1
		if len(line) == 0 {
			continue
		}
		first := &line[0]
		if pendingIndent {
			pendingIndent = false
			if expect == "" {
				z.errAt(first.off, "IndentationError", "unexpected indent")
			}
			depth++
			blocks = append(blocks, blockInfo{kind: expect, line: expectLine})
		} else if expect != "" {
			z.errAt(first.off, "IndentationError", expectMsg(expect, expectLine))
		}
		expect = ""
		inMatch := blocks[len(blocks)-1].kind == "match"
		kind := z.line(line, depth, inMatch)
		// A try block must be followed by except or finally at its own depth.
		lastClause.forgetDeeper(depth)
		z.checkClause(lastClause.at(depth), first, first.off)
		lastClause.set(depth, kind.header)
		if kind.blockOpen {
			expect = kind.header
			expectLine, _ = z.n.offsetPos(first.off)
		}
	}
	z.n.text = z.out
	z.n.unsupported = z.unsupported
	return z.n, z.errs
}

// clauses holds, per block depth, the clause whose block just ended; "" for none.
type clauses []string

func (c clauses) at(depth int) string {
	if depth >= 0 && depth < len(c) {
		return c[depth]
	}
	return ""
}

func (c *clauses) set(depth int, clause string) {
	if depth < 0 {
		return
	}
	for len(*c) <= depth {
		*c = append(*c, "")
	}
	(*c)[depth] = clause
}

// forgetDeeper forgets the clauses of the blocks deeper than depth.
func (c *clauses) forgetDeeper(depth int) {
	if len(*c) > depth+1 {
		*c = (*c)[:depth+1]
	}
}

// checkClause checks what may follow the block of a clause: a try needs except or finally.
func (z *normalizer) checkClause(prev string, next *token, off int) {
	if prev != "try" {
		return
	}
	if next != nil && (isKw(next, "except") || isKw(next, "finally")) {
		return
	}
	z.errAt(off, "SyntaxError", "expected 'except' or 'finally' block")
}

func expectMsg(kind string, line int) string {
	what := "'" + kind + "' statement"
	switch kind {
	case "def":
		what = "function definition"
	case "class":
		what = "class definition"
	}
	return "expected an indented block after " + what + " on line " + strconv.Itoa(line)
}

// lineKind says what a logical line was.
type lineKind struct {
	header    string // compound keyword ("if", "def", "match", "case", …); "" for simple lines
	blockOpen bool   // the header's colon ends the line: an indented block must follow
}

var compoundKeywords = map[string]bool{
	"if": true, "elif": true, "else": true, "while": true, "for": true, "try": true,
	"except": true, "finally": true, "with": true, "def": true, "class": true,
}

// line normalises one logical line at block depth depth.
func (z *normalizer) line(toks []token, depth int, inMatch bool) lineKind {
	z.arena = z.arena[:0]
	first := &toks[0]
	var kind lineKind
	header := ""
	switch {
	case isOp(first, "@"):
		header = "@"
	case first.kind == tkName && first.keyword && compoundKeywords[first.text]:
		header = first.text
	case isKw(first, "async") && len(toks) > 1 && (isKw(&toks[1], "def") || isKw(&toks[1], "for") || isKw(&toks[1], "with")):
		header = toks[1].text
	case inMatch && isName(first, "case"):
		header = "case"
	case isName(first, "match") && z.isMatch(toks):
		header = "match"
	}
	if inMatch && header != "case" {
		z.errAt(first.off, "SyntaxError", "invalid syntax")
	}
	linfo := z.info(toks, header)
	li := &linfo
	z.beginLine(depth)
	defer z.endLine()
	if header == "@" {
		z.tok("@", first.off)
		if len(toks) == 1 {
			z.errAt(first.end, "SyntaxError", "invalid syntax")
			return kind
		}
		if simpleDecorator(li) {
			z.emit(li, 1, len(toks), false)
			return kind
		}
		z.marker(markDecorator, -1, toks[1].off)
		z.tok("(", toks[1].off)
		z.emit(li, 1, len(toks), false)
		z.tok(")", toks[len(toks)-1].end)
		return kind
	}
	if header == "" {
		z.simple(li, 0, len(toks))
		return kind
	}
	kind.header = header
	colon := z.blockColon(li, 0, len(toks))
	if colon < 0 {
		z.errAt(toks[len(toks)-1].end, "SyntaxError", "expected ':'")
		z.emit(li, 0, len(toks), false)
		return kind
	}
	kind.blockOpen = colon == len(toks)-1
	switch header {
	case "match":
		z.tok("if", first.off)
		z.tok("(", toks[1].off)
		z.emit(li, 1, colon, false)
		z.tok(")", toks[colon].off)
		z.tok(":", toks[colon].off)
	case "case":
		guard := -1
		for k := 1; k < colon; k++ {
			if li.inf[k].depth == 0 && isKw(&toks[k], "if") {
				guard = k
				break
			}
		}
		pend := colon
		if guard >= 0 {
			pend = guard
		}
		if pend <= 1 {
			z.errAt(toks[1].off, "SyntaxError", "invalid syntax")
		}
		z.tok("if", first.off)
		z.marker(markPattern, -1, toks[1].off)
		z.tok("(", toks[1].off)
		z.tok("(", toks[1].off)
		z.emit(li, 1, pend, true)
		z.tok(")", toks[pend].off)
		z.tok(")", toks[pend].off)
		if guard >= 0 {
			z.tok("and", toks[guard].off)
			z.tok("(", toks[guard].off)
			z.emit(li, guard+1, colon, false)
			z.tok(")", toks[colon].off)
		}
		z.tok(":", toks[colon].off)
	default:
		z.header(li, header, colon)
	}
	if colon+1 < len(toks) {
		z.simple(li, colon+1, len(toks))
	}
	return kind
}

// simpleDecorator reports whether a decorator line is `@dotted.name` or `@dotted.name(args)`,
// which gpython's grammar reads as it stands.
func simpleDecorator(li *lineInfo) bool {
	toks := li.toks
	k := 1
	for {
		if k >= len(toks) || toks[k].kind != tkName || toks[k].keyword {
			return false
		}
		k++
		if k == len(toks) {
			return true
		}
		if isOp(&toks[k], "(") {
			return int(li.inf[k].match) == len(toks)-1
		}
		if !isOp(&toks[k], ".") {
			return false
		}
		k++
	}
}

// isMatch reports whether a line starting with the soft keyword match is a match statement:
// `match subject:` with the colon ending the line.
func (z *normalizer) isMatch(toks []token) bool {
	if len(toks) < 3 || !isOp(&toks[len(toks)-1], ":") {
		return false
	}
	switch t := &toks[1]; {
	case t.kind == tkOp && (t.text == "=" || t.text == "." || t.text == ":" || t.text == "," || t.text == ")" || isAugOp(t.text)):
		return false
	}
	z.quiet = true
	li := z.info(toks, "match")
	z.quiet = false
	return z.blockColon(&li, 0, len(toks)) == len(toks)-1
}

// header writes a compound statement header up to and including its colon.
func (z *normalizer) header(li *lineInfo, header string, colon int) {
	toks := li.toks
	k := 0
	if isKw(&toks[0], "async") {
		li.inf[0].skip = true
		k = 1
	}
	switch header {
	case "with":
		// with (a as b, c as d): — drop the grouping parentheses gpython does not know.
		o := k + 1
		if o < colon && isOp(&toks[o], "(") && int(li.inf[o].match) == colon-1 {
			hasAs := false
			for j := o + 1; j < colon-1; j++ {
				if li.inf[j].depth == li.inf[o].depth+1 && isKw(&toks[j], "as") {
					hasAs = true
				}
			}
			if hasAs {
				li.inf[o].skip = true
				li.inf[colon-1].skip = true
				if isOp(&toks[colon-2], ",") {
					li.inf[colon-2].skip = true
				}
			}
		}
	case "except":
		if k+1 < colon && isOp(&toks[k+1], "*") {
			li.inf[k+1].skip = true
			if k+2 == colon {
				z.errAt(toks[colon].off, "SyntaxError", "expected one or more exception types")
			}
		}
	case "if", "elif", "while":
		// walrus allowed at the top of these conditions
	}
	z.emit(li, 0, colon+1, false)
}

// simple writes simple statements toks[from:to], separated by semicolons.
func (z *normalizer) simple(li *lineInfo, from, to int) {
	s := from
	for k := from; k <= to; k++ {
		if k < to && !(li.inf[k].depth == 0 && isOp(&li.toks[k], ";")) {
			continue
		}
		if s < k {
			z.statement(li, s, k)
		}
		if k < to {
			z.tok(";", li.toks[k].off)
		}
		s = k + 1
	}
}

// statement writes one simple statement toks[s:e].
func (z *normalizer) statement(li *lineInfo, s, e int) {
	toks := li.toks
	first := &toks[s]
	// import-from without parentheses cannot end with a comma.
	if isKw(first, "from") && isOp(&toks[e-1], ",") && li.inf[e-1].depth == 0 {
		z.errAt(toks[e-1].off, "SyntaxError", "trailing comma not allowed without surrounding parentheses")
	}
	// Augmented assignment targets.
	for k := s; k < e; k++ {
		if li.inf[k].depth == 0 && toks[k].kind == tkOp && isAugOp(toks[k].text) {
			z.checkAugTarget(li, s, k)
			break
		}
	}
	ann := -1
	for k := s; k < e; k++ {
		if li.inf[k].depth == 0 && isOp(&toks[k], ":") && !li.inf[k].lamColon {
			ann = k
			break
		}
	}
	if ann < 0 {
		z.emit(li, s, e, false)
		return
	}
	// x: T = v  →  x = v ; T, and x: T  →  x ; T
	z.checkAnnTarget(li, s, ann)
	eq := -1
	for k := ann + 1; k < e; k++ {
		if li.inf[k].depth == 0 && !li.inf[k].lamParam && isOp(&toks[k], "=") {
			eq = k
			break
		}
	}
	z.emit(li, s, ann, false)
	if eq < 0 {
		// x: T binds nothing: two expression statements, x ; T.
		z.tok(";", toks[ann].off)
		if ann+1 == e {
			z.errAt(toks[ann].end, "SyntaxError", "invalid syntax")
		}
		z.emit(li, ann+1, e, false)
		return
	}
	z.tok("=", toks[ann].off)
	z.emit(li, eq+1, e, false)
	z.tok(";", toks[eq].off)
	z.emit(li, ann+1, eq, false)
}

func (z *normalizer) checkAugTarget(li *lineInfo, s, op int) {
	toks := li.toks
	for k := s; k < op; k++ {
		if li.inf[k].depth == 0 && isOp(&toks[k], ",") {
			z.errAt(toks[s].off, "SyntaxError", "'tuple' is an illegal expression for augmented assignment")
			return
		}
	}
	if op-s >= 2 && int(li.inf[s].match) == op-1 {
		switch toks[s].text {
		case "[":
			z.errAt(toks[s].off, "SyntaxError", "'list' is an illegal expression for augmented assignment")
		case "(":
			if z.hasTopComma(li, s) {
				z.errAt(toks[s].off, "SyntaxError", "'tuple' is an illegal expression for augmented assignment")
			}
		}
	}
}

func (z *normalizer) hasTopComma(li *lineInfo, open int) bool {
	for j := open + 1; j < int(li.inf[open].match); j++ {
		if li.inf[j].depth == li.inf[open].depth+1 && isOp(&li.toks[j], ",") {
			return true
		}
	}
	return false
}

func (z *normalizer) checkAnnTarget(li *lineInfo, s, colon int) {
	toks := li.toks
	if s == colon {
		z.errAt(toks[s].off, "SyntaxError", "invalid syntax")
		return
	}
	for k := s; k < colon; k++ {
		if li.inf[k].depth == 0 && isOp(&toks[k], ",") {
			z.errAt(toks[s].off, "SyntaxError", "only single target (not tuple) can be annotated")
			return
		}
	}
	last := &toks[colon-1]
	switch {
	case int(li.inf[s].match) == colon-1 && isOp(&toks[s], "["):
		z.errAt(toks[s].off, "SyntaxError", "only single target (not list) can be annotated")
	case int(li.inf[s].match) == colon-1 && isOp(&toks[s], "("):
		if z.hasTopComma(li, s) {
			z.errAt(toks[s].off, "SyntaxError", "only single target (not tuple) can be annotated")
		}
	case colon-s == 1 && last.kind == tkName && !last.keyword:
	case isOp(last, "]") && li.inf[colon-1].match > int32(s):
	case last.kind == tkName && !last.keyword && colon-s >= 3 && isOp(&toks[colon-2], "."):
	default:
		z.errAt(toks[s].off, "SyntaxError", "illegal target for annotation")
	}
}

// blockColon returns the index of the first colon at bracket depth 0 that does not end a
// lambda's parameters, or -1.
func (z *normalizer) blockColon(li *lineInfo, from, to int) int {
	for k := from; k < to; k++ {
		if li.inf[k].depth == 0 && isOp(&li.toks[k], ":") && !li.inf[k].lamColon {
			return k
		}
	}
	return -1
}

// info computes bracket frames, lambda parameter regions and the checks that need them.
func (z *normalizer) info(toks []token, header string) lineInfo {
	li := lineInfo{toks: toks, inf: z.infos(len(toks))}
	z.fillInfo(&li, fTop, header)
	return li
}

type frameState struct {
	kind    frameKind
	open    int
	lambdas []int // indexes of lambdas whose parameters are open at this depth
	noStar  bool
}

func (z *normalizer) fillInfo(li *lineInfo, top frameKind, header string) {
	toks := li.toks
	stack := append(z.stack[:0], frameState{kind: top, open: -1})
	defer func() { z.stack = stack[:0] }()
	sawFor := false
	var run, lambdas, pows, elses int // right-recursive constructs: see maxChain
	for k := range toks {
		t := &toks[k]
		f := &stack[len(stack)-1]
		switch {
		case isOperand(t):
			run = 0
		case t.kind == tkOp && (t.text == "-" || t.text == "+" || t.text == "~") && (k == 0 || !isOperand(&toks[k-1])),
			isKw(t, "not"), isKw(t, "await"):
			run++
		case isKw(t, "lambda"):
			lambdas++
		case isOp(t, "**"):
			pows++
		case isKw(t, "else"):
			elses++
		}
		if run > maxChain || lambdas > maxChain || pows > maxChain || elses > maxChain {
			if z.unsupported == "" {
				z.unsupported = "an expression nests more than the analyzer follows"
			}
			return
		}
		li.inf[k].frame = f.kind
		li.inf[k].depth = int32(len(stack) - 1)
		li.inf[k].lamParam = len(f.lambdas) > 0
		li.inf[k].lamLevel = int16(len(f.lambdas))
		li.inf[k].match = -1
		if t.kind == tkOp && (t.text == "*" || t.text == "**") {
			li.inf[k].prefix = k == 0 || !isOperand(&toks[k-1]) || (k == 1 && (header == "match" || header == "case"))
		}
		li.inf[k].noStar = f.noStar
		switch t.kind {
		case tkName:
			if !t.keyword {
				continue
			}
			switch t.text {
			case "lambda":
				f.lambdas = append(f.lambdas, k)
			case "return", "yield":
				f.noStar = true
			case "in":
				if header == "for" && len(stack) == 1 && !sawFor {
					sawFor = true
					f.noStar = true
				}
			case "async":
				if k+1 >= len(toks) || !(isKw(&toks[k+1], "def") || isKw(&toks[k+1], "for") || isKw(&toks[k+1], "with")) {
					z.errAt(t.off, "SyntaxError", "invalid syntax")
				}
			}
			continue
		case tkOp:
		default:
			continue
		}
		switch t.text {
		case "(", "[", "{":
			kind := fParen
			operand := k > 0 && isOperand(&toks[k-1]) && !(k == 1 && (header == "match" || header == "case"))
			switch t.text {
			case "(":
				if operand {
					kind = fCall
					if k >= 2 && isKw(&toks[k-2], "def") {
						kind = fParams
					}
				}
			case "[":
				kind = fList
				if operand {
					kind = fSub
				}
			case "{":
				kind = fBrace
			}
			stack = append(stack, frameState{kind: kind, open: k})
		case ")", "]", "}":
			if len(stack) > 1 {
				closed := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				li.inf[k].match = int32(closed.open)
				li.inf[closed.open].match = int32(k)
				switch closed.kind {
				case fCall:
					z.checkArgs(li, closed.open+1, k)
				case fParams:
					z.checkParams(li, closed.open+1, k)
				}
			}
		case ":":
			if len(f.lambdas) > 0 {
				l := f.lambdas[len(f.lambdas)-1]
				f.lambdas = f.lambdas[:len(f.lambdas)-1]
				li.inf[k].lamColon = true
				li.inf[k].lamParam = false
				z.checkParams(li, l+1, k)
			} else if len(stack) == 1 {
				f.noStar = false
			}
		case ";":
			if len(stack) == 1 {
				f.noStar = false
			}
		case ":=":
			z.checkWalrus(li, k, len(stack) == 1, header)
		default:
			if isAugOp(t.text) && len(stack) == 1 {
				f.noStar = true
			}
		}
	}
}

// checkWalrus checks an assignment expression at toks[k].
func (z *normalizer) checkWalrus(li *lineInfo, k int, top bool, header string) {
	toks := li.toks
	if top && header != "if" && header != "elif" && header != "while" && header != "match" && header != "@" {
		z.errAt(toks[k].off, "SyntaxError", "invalid syntax")
		return
	}
	if k == 0 {
		z.errAt(toks[k].off, "SyntaxError", "invalid syntax")
		return
	}
	p := &toks[k-1]
	switch {
	case p.kind == tkName && !p.keyword:
		if k >= 2 && isOp(&toks[k-2], ".") {
			z.errAt(toks[k-2].off, "SyntaxError", "cannot use assignment expressions with attribute")
		}
	case isOp(p, "]"):
		z.errAt(p.off, "SyntaxError", "cannot use assignment expressions with subscript")
	default:
		z.errAt(toks[k].off, "SyntaxError", "invalid syntax")
	}
}

// topItems splits toks[from:to] at commas of the depth of toks[from] and of lambda level lam.
func (z *normalizer) topItems(li *lineInfo, from, to int, lam int16) [][2]int {
	if from >= to {
		return nil
	}
	d := li.inf[from].depth
	items := z.items[:0]
	defer func() { z.items = items[:0] }()
	s := from
	inTarget := false // commas of a comprehension's target do not split
	for k := from; k < to; k++ {
		if li.inf[k].depth != d || li.inf[k].lamLevel != lam {
			continue
		}
		if isKw(&li.toks[k], "for") {
			inTarget = true
		} else if isKw(&li.toks[k], "in") {
			inTarget = false
		}
		if !inTarget && isOp(&li.toks[k], ",") {
			items = append(items, [2]int{s, k})
			s = k + 1
		}
	}
	if s < to {
		items = append(items, [2]int{s, to})
	}
	return items
}

// checkArgs applies CPython's rules on the order of call arguments.
func (z *normalizer) checkArgs(li *lineInfo, from, to int) {
	toks := li.toks
	items := z.topItems(li, from, to, 0)
	sawKw, sawDStar := false, false
	for _, it := range items {
		s, e := it[0], it[1]
		if s >= e {
			continue
		}
		t := &toks[s]
		switch {
		case isOp(t, "**"):
			sawDStar = true
		case isOp(t, "*"):
			if sawDStar {
				z.errAt(toks[from].off, "SyntaxError", "iterable argument unpacking follows keyword argument unpacking")
				return
			}
		case e-s >= 2 && t.kind == tkName && isOp(&toks[s+1], "="):
			sawKw = true
		default:
			if sawDStar {
				z.errAt(t.off, "SyntaxError", "positional argument follows keyword argument unpacking")
				return
			}
			if sawKw {
				z.errAt(t.off, "SyntaxError", "positional argument follows keyword argument")
				return
			}
			if len(items) > 1 {
				for k := s; k < e; k++ {
					if li.inf[k].depth == li.inf[s].depth && (isKw(&toks[k], "for") || isKw(&toks[k], "async")) {
						z.errAt(toks[s].off, "SyntaxError", "Generator expression must be parenthesized")
						return
					}
				}
			}
		}
	}
}

// checkParams applies CPython's rules on parameter lists (def and lambda).
func (z *normalizer) checkParams(li *lineInfo, from, to int) {
	toks := li.toks
	lam := int16(0)
	if from < to {
		lam = li.inf[from].lamLevel
	}
	items := z.topItems(li, from, to, lam)
	sawDefault, afterStar := false, false
	for i, it := range items {
		s, e := it[0], it[1]
		if s >= e {
			continue
		}
		t := &toks[s]
		switch {
		case isOp(t, "/"):
		case isOp(t, "*"):
			afterStar = true
			if e-s == 1 {
				if i+1 >= len(items) || isOp(&toks[items[i+1][0]], "**") {
					z.errAt(t.off, "SyntaxError", "named arguments must follow bare *")
					return
				}
			}
		case isOp(t, "**"):
			afterStar = true
		default:
			hasDefault := false
			for k := s; k < e; k++ {
				if li.inf[k].depth == li.inf[s].depth && isOp(&toks[k], "=") {
					hasDefault = true
				}
			}
			if hasDefault {
				sawDefault = true
			} else if sawDefault && !afterStar {
				z.errAt(t.off, "SyntaxError", "non-default argument follows default argument")
				return
			}
		}
	}
}

// emit writes toks[from:to] with the token rewrites; pattern writes `as` as ==.
func (z *normalizer) emit(li *lineInfo, from, to int, pattern bool) {
	toks := li.toks
	for k := from; k < to; k++ {
		if li.inf[k].skip {
			continue
		}
		t := &toks[k]
		switch t.kind {
		case tkName:
			if t.keyword {
				switch t.text {
				case "async":
				case "await":
					z.tok("~", t.off)
				case "as":
					if pattern {
						z.tok("==", t.off)
					} else {
						z.tok("as", t.off)
					}
				default:
					z.tok(t.text, t.off)
				}
			} else if t.ascii {
				z.tok(t.text, t.off) // what name would write, without asking again
			} else {
				z.name(t.text, t.off)
			}
		case tkNumber:
			// gpython reads numbers with regular expressions; a constant of the same
			// truthiness is all the facts need, and far cheaper to parse.
			if numberIsZero(t.text) {
				z.tok("False", t.off)
			} else {
				z.tok("True", t.off)
			}
		case tkString:
			j := k
			for j+1 < to && toks[j+1].kind == tkString {
				j++
			}
			z.strings(toks[k : j+1])
			k = j
		case tkOp:
			z.op(li, k)
		}
		for c := li.inf[k].closeN; c > 0; c-- {
			z.tok(")", t.end)
		}
	}
}

// op writes one operator token.
func (z *normalizer) op(li *lineInfo, k int) {
	toks := li.toks
	t := &toks[k]
	inParams := li.inf[k].frame == fParams || li.inf[k].lamParam
	switch t.text {
	case ":=":
		if k > 0 && toks[k-1].kind == tkName {
			z.n.walrus = append(z.n.walrus, toks[k-1].text)
		}
		z.tok("==", t.off)
		if k+1 < len(toks) && isKw(&toks[k+1], "lambda") {
			end := exprEnd(li, k+1)
			z.tok("(", toks[k+1].off)
			li.inf[end].closeN++
		}
	case "<>":
		z.errAt(t.off, "SyntaxError", "invalid syntax")
		z.tok(t.text, t.off)
	case "@":
		z.tok("*", t.off)
	case "@=":
		z.tok("*=", t.off)
	case "*", "**":
		if !li.inf[k].prefix {
			z.tok(t.text, t.off)
			return
		}
		switch {
		case inParams:
			if k > 0 && isOp(&toks[k-1], ":") {
				z.tok("~", t.off)
			} else {
				z.tok(t.text, t.off)
			}
		case li.inf[k].frame == fCall:
			kind := markStarArg
			if t.text == "**" {
				kind = markKwArg
			}
			z.marker(kind, z.nstar, t.off)
			z.nstar++
			z.tok("=", t.off)
		case li.inf[k].frame == fBrace:
			if t.text == "**" {
				z.marker(markDictStar, -1, t.off)
				z.tok(":", t.off)
			} else {
				z.tok("~", t.off)
			}
		case li.inf[k].frame == fSub || li.inf[k].noStar:
			if t.text == "*" {
				z.tok("~", t.off)
			} else {
				z.tok(t.text, t.off)
			}
		default:
			z.tok(t.text, t.off)
		}
	case "/":
		if inParams && k > 0 && (isOp(&toks[k-1], ",") || isOp(&toks[k-1], "(") || isKw(&toks[k-1], "lambda")) {
			if k+1 < len(toks) && isOp(&toks[k+1], ",") {
				li.inf[k+1].skip = true
			}
			return
		}
		z.tok("/", t.off)
	case ",":
		if inParams && k+1 < len(toks) {
			nx := &toks[k+1]
			if (isOp(nx, ")") && li.inf[k].frame == fParams) || li.inf[k+1].lamColon {
				return
			}
		}
		z.tok(",", t.off)
	default:
		z.tok(t.text, t.off)
	}
}

// exprEnd returns the index of the last token of the expression starting at toks[from].
func exprEnd(li *lineInfo, from int) int {
	toks := li.toks
	d := li.inf[from].depth
	lambdas := 0
	last := from
	for k := from; k < len(toks); k++ {
		t := &toks[k]
		if li.inf[k].depth < d {
			break
		}
		if li.inf[k].depth == d {
			if isKw(t, "lambda") {
				lambdas++
			} else if isOp(t, ":") {
				if lambdas == 0 {
					break
				}
				lambdas--
			} else if t.kind == tkOp && (t.text == "," || t.text == ";" || t.text == ")" || t.text == "]" || t.text == "}" || t.text == "=") {
				break
			} else if isKw(t, "for") || isKw(t, "async") {
				break
			}
		}
		last = k
	}
	return last
}

// strings writes a group of adjacent string literals as one placeholder or f-string marker.
func (z *normalizer) strings(group []token) {
	first := &group[0]
	isBytes, hasF := first.bytes, false
	for i := range group {
		if group[i].bytes != isBytes {
			z.errAt(first.off, "SyntaxError", "cannot mix bytes and nonbytes literals")
		}
		if group[i].fstr {
			hasF = true
		}
	}
	if !hasF {
		mark := len(z.lit)
		for i := range group {
			t := &group[i]
			body := z.src[t.bodyOff:t.bodyEnd]
			var v string
			var err *litErr
			if t.bytes {
				v, err = decodeBytes(body, t.bodyOff, t.raw)
			} else {
				v, err = decodeStr(body, t.bodyOff, t.raw)
			}
			if err != nil {
				z.errAt(t.off, "SyntaxError", err.msg)
			}
			z.lit = append(z.lit, v...)
		}
		v := arenaText(&z.text, z.lit[mark:])
		z.lit = z.lit[:mark]
		if isBytes {
			z.bytesPlaceholder(v, first.off)
		} else {
			z.strPlaceholder(v, first.off)
		}
		return
	}
	// An f-string group: merge literal runs as CPython's FstringParser does. Its parts stay
	// on z.parts until it is written: the f-strings in its fields stack theirs above.
	mark := len(z.parts)
	for i := range group {
		t := &group[i]
		if !t.fstr {
			v, err := decodeStr(z.src[t.bodyOff:t.bodyEnd], t.bodyOff, t.raw)
			if err != nil {
				z.errAt(t.off, "SyntaxError", err.msg)
			}
			z.parts = append(z.parts, fpart{isLit: true, lit: v, litOff: t.off})
			continue
		}
		ps, err := parseFString(z.src, t.bodyOff, t.bodyEnd, t.raw, z.parts)
		if err != nil {
			z.errAt(t.off, "SyntaxError", err.msg)
			continue
		}
		z.parts = ps
	}
	z.fparts(z.parts[mark:len(z.parts):len(z.parts)], first.off)
	clear(z.parts[mark:])
	z.parts = z.parts[:mark]
}

// fparts writes _F('i', field, …) for an f-string group: 'i' indexes the literal runs
// (n.flits[i], merged as CPython's FstringParser merges them, format specs' runs included) and
// the fields follow in order.
func (z *normalizer) fparts(parts []fpart, off int) {
	idx := len(z.n.flits)
	start, mark := len(z.runs), len(z.fields)
	z.runs = z.fruns(parts, z.runs, &z.fields)
	z.n.flits = append(z.n.flits, z.runs[start:len(z.runs):len(z.runs)])
	z.n.fheads = append(z.n.fheads, headOf(parts, z.n.flits[idx]))
	fields := z.fields[mark:len(z.fields):len(z.fields)]
	z.marker(markFString, -1, off)
	z.tok("(", off)
	var buf [24]byte
	b := append(buf[:0], '\'')
	b = strconv.AppendInt(b, int64(idx), 10)
	z.tokBytes(append(b, '\''), off)
	for _, f := range fields {
		z.tok(",", f.exprOff)
		z.field(f)
	}
	z.tok(")", off)
	clear(z.fields[mark:])
	z.fields = z.fields[:mark]
}

// headOf describes how the parts of an f-string begin; runs are its literal runs.
func headOf(parts []fpart, runs []string) fhead {
	if len(parts) == 0 {
		return fhead{}
	}
	shape, numeric := numberShape(parts)
	if parts[0].isLit {
		return fhead{numeric: numeric, shape: shape}
	}
	h := fhead{field: true, numeric: numeric, shape: shape}
	if len(parts) > 1 && parts[1].isLit && parts[0].eqText == "" && !parts[0].hasSpec && parts[0].conv == 0 && len(runs) > 0 {
		h.next = runs[0] // the literal parts after the field, merged as the runs are
	}
	return h
}

// fruns appends the literal runs of parts (and of their format specs) to runs, and the fields
// to fields.
func (z *normalizer) fruns(parts []fpart, runs []string, fields *[]*fpart) []string {
	mark := len(z.lit) // the run being merged is z.lit[mark:]
	has := false
	flush := func() {
		if has {
			runs = append(runs, arenaText(&z.text, z.lit[mark:]))
			z.lit = z.lit[:mark]
			has = false
		}
	}
	for i := range parts {
		p := &parts[i]
		if p.isLit {
			if p.lit != "" {
				z.lit = append(z.lit, p.lit...)
				has = true
			}
			continue
		}
		if p.eqText != "" {
			z.lit = append(z.lit, p.eqText...)
			has = true
		}
		flush()
		*fields = append(*fields, p)
		if p.hasSpec {
			runs = z.fruns(p.spec, runs, fields)
		}
	}
	flush()
	return runs
}

// field writes a field expression, in parentheses when it is not a valid call argument as
// it stands (a tuple, a yield, a starred expression).
func (z *normalizer) field(p *fpart) {
	z.n.fields = append(z.n.fields, [2]int{p.exprOff, p.exprEnd})
	mark := len(z.ftoks)
	all, err := z.ftok.field(z.src, p.exprOff, p.exprEnd, z.ftoks)
	if err != nil {
		msg := err.msg
		if !strings.HasPrefix(msg, "f-string") {
			msg = "f-string: " + msg
		}
		z.errAt(err.off, "SyntaxError", msg)
		z.tok("None", p.exprOff)
		return
	}
	if len(all) == mark {
		z.errAt(p.exprOff, "SyntaxError", "f-string: empty expression not allowed")
		z.tok("None", p.exprOff)
		return
	}
	// The field's tokens stay on z.ftoks until it is written: a nested f-string's fields
	// stack theirs above.
	toks := all[mark:len(all):len(all)]
	z.ftoks = all
	li := &lineInfo{toks: toks, inf: z.infos(len(toks))}
	z.fillInfo(li, fParen, "")
	paren := isKw(&toks[0], "yield") || isOp(&toks[0], "*") || isOp(&toks[0], "**")
	for k := range toks {
		if li.inf[k].depth == 0 && isOp(&toks[k], ",") {
			paren = true
			break
		}
	}
	if paren {
		z.tok("(", p.exprOff)
	}
	z.emit(li, 0, len(toks), false)
	if paren {
		z.tok(")", p.exprEnd)
	}
	z.ftoks = z.ftoks[:mark]
}
