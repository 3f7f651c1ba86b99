package analyzer

// A hand-written parser for the Python 3.4 text the normaliser emits. It builds exactly the tree
// gpython v0.2.0's yacc parser (parser.Parse in exec mode) builds — same nodes, fields, literal
// values and positions — in a fraction of the time and allocations. It answers false whenever it
// is not certain: on any syntax error (gpython then parses again and words the error), on input
// it does not lex the way gpython does, and past maxDepth34 levels of nesting. It never panics.
//
// Positions follow gpython, quirks included. gpython's lexer counts columns in bytes (a tab is
// one column) and every grammar action takes its node's position from the first symbol of the
// rule as yacc's value stack holds it. A rule that starts with an empty production (the except
// clauses of a try, the elif chain of an if, an empty parameter list, an empty decorator call)
// thus reads whatever an earlier token left in that stack slot. The parser mirrors yacc's stack
// depth in its d arguments and records the position of every token shifted at each depth in
// slot, so those positions come out the same. Calls with arguments have position 0:0, as in
// gpython (their node is built before the callee is known).

import (
	"bytes"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"
)

// maxDepth34 bounds the yacc stack depth the fast parser follows (about one level per bracket,
// three per nested call); deeper input is left to gpython.
const maxDepth34 = 3000

// Token kinds of the fast parser's lexer: gpython's tokens.
const (
	qNone uint8 = iota
	qNewline
	qIndent
	qDedent
	qEnd
	qName
	qNumber
	qString
	// Keywords.
	qFalse
	qNoneKw
	qTrue
	qAnd
	qAs
	qAssert
	qBreak
	qClass
	qContinue
	qDef
	qDel
	qElif
	qElse
	qExcept
	qFinally
	qFor
	qFrom
	qGlobal
	qIf
	qImport
	qIn
	qIs
	qLambda
	qNonlocal
	qNot
	qOr
	qPass
	qRaise
	qReturn
	qTry
	qWhile
	qWith
	qYield
	// Operators.
	qLpar
	qRpar
	qLsqb
	qRsqb
	qColon
	qComma
	qSemi
	qPlus
	qMinus
	qStar
	qSlash
	qVbar
	qAmper
	qLess
	qGreater
	qEqual
	qDot
	qPercent
	qLbrace
	qRbrace
	qCircum
	qTilde
	qAt
	qNotEq
	qPercentEq
	qAmperEq
	qDStar
	qStarEq
	qPlusEq
	qMinusEq
	qArrow
	qEllipsis
	qDSlash
	qDSlashEq
	qSlashEq
	qLShift
	qLShiftEq
	qLessEq
	qLtGt
	qEqEq
	qGreaterEq
	qRShift
	qRShiftEq
	qCircumEq
	qVbarEq
	qDStarEq
	qKinds
)

// tok34 is one token: its kind, gpython's position, the byte range of a name and the value of
// a number or string.
type tok34 struct {
	kind      uint8
	bytes     bool  // a bytes literal
	a, b      int32 // a name's bytes; a simple string literal's value
	line, col int32 // gpython's position
	val       int32 // index+1 in p.vals of a number's value, or of a string's when it is not src[a:b]
}

func (t *tok34) pos() ast.Pos { return ast.Pos{Lineno: int(t.line), ColOffset: int(t.col)} }

// fail34 is the panic value that unwinds the parser on anything it does not accept.
type fail34 struct{}

// p34 is the state of one fast parse; pooled.
type p34 struct {
	src     []byte
	toks    []tok34
	i       int
	slot    []ast.Pos // position last shifted at each yacc stack depth
	hw      int       // highest slot written
	indents []int
	es      []ast.Expr  // scratch stack of expression lists
	ss      []ast.Stmt  // scratch stack of statement lists
	vals    []py.Object // values of numbers and of strings with escapes
	strs    textArena   // names and simple strings are copied into it
	kws     []*ast.Keyword
	arena   *arena34 // the tree's nodes
}

var p34Pool = sync.Pool{New: func() any {
	return &p34{slot: make([]ast.Pos, maxDepth34+16)}
}}

// parseFast parses normalised (Python 3.4) text into the tree gpython's parser.Parse builds in
// exec mode. ok is false when the text does not parse, when it holds something the fast parser
// does not handle the way gpython does, or on any doubt: the caller then runs gpython, which
// also reports the error. It never panics and is safe for concurrent use.
//
// The tree's nodes come from a, or from a new arena when a is nil; the tree lives until a is
// recycled.
func parseFast(text []byte, a *arena34) (mod *ast.Module, ok bool) {
	if a == nil {
		a = new(arena34)
	}
	p := p34Pool.Get().(*p34)
	defer func() {
		if r := recover(); r != nil {
			mod, ok = nil, false
		}
		p.release()
	}()
	p.src, p.arena = text, a
	if !p.lex() {
		return nil, false
	}
	return p.fileInput(), true
}

// release clears what the parse left behind (so the pool keeps no tree alive) and pools p.
func (p *p34) release() {
	clear(p.slot[:p.hw+1])
	p.hw = 0
	clear(p.es[:cap(p.es)])
	p.es = p.es[:0]
	clear(p.ss[:cap(p.ss)])
	p.ss = p.ss[:0]
	clear(p.kws[:cap(p.kws)])
	p.kws = p.kws[:0]
	p.toks = p.toks[:0]
	clear(p.vals)
	p.vals = p.vals[:0]
	p.src = nil
	p.i = 0
	p.arena, p.strs = nil, textArena{} // the tree owns its chunks: the pool keeps none of it
	if cap(p.toks) > 1<<16 {
		p.toks = nil
	}
	p34Pool.Put(p)
}

func (p *p34) fail() { panic(fail34{}) }

// emit appends a token.
func (p *p34) emit(kind uint8, line, col int) *tok34 {
	p.toks = append(p.toks, tok34{kind: kind, line: int32(line), col: int32(col)})
	return &p.toks[len(p.toks)-1]
}

// lex turns p.src into tokens as gpython's lexer does; false on any lexing error or on input
// whose lexing by gpython the fast parser does not reproduce (a missing final newline, a
// carriage return, a line starting with other white space than spaces and tabs).
func (p *p34) lex() bool {
	src := p.src
	n := len(src)
	if n > 0 && src[n-1] != '\n' || n > 1<<30 {
		return false
	}
	if bytes.IndexByte(src, '\r') >= 0 {
		return false
	}
	p.indents = append(p.indents[:0], 0)
	open := 0 // brackets of any kind; gpython counts them apart, which is equal on valid input
	line, i := 0, 0
	for i < n {
		line++
		ls := i
		j := i
		for src[j] == ' ' || src[j] == '\t' {
			j++
		}
		c := src[j]
		if c == '\n' {
			i = j + 1
			continue
		}
		if c == '#' {
			i = j + bytes.IndexByte(src[j:], '\n') + 1
			continue
		}
		if c == '\f' || c == '\v' {
			return false
		}
		if c >= utf8.RuneSelf {
			if r, _ := utf8.DecodeRune(src[j:]); unicode.IsSpace(r) {
				return false
			}
		}
		if open == 0 {
			indent := 0
			for _, b := range src[ls:j] {
				if b == ' ' {
					indent++
				} else {
					indent += 8 - (indent & 7)
				}
			}
			top := p.indents[len(p.indents)-1]
			switch {
			case indent > top:
				p.indents = append(p.indents, indent)
				p.emit(qIndent, line, 0)
			case indent < top:
				k := len(p.indents) - 1
				for k >= 0 && p.indents[k] != indent {
					p.emit(qDedent, line, j-ls)
					k--
				}
				if k < 0 {
					return false
				}
				p.indents = p.indents[:k+1]
			}
		}
		for {
			for src[j] == ' ' || src[j] == '\t' {
				j++
			}
			c := src[j]
			if c == '\n' || c == '#' {
				if open == 0 {
					p.emit(qNewline, line, j-ls)
				}
				if c == '\n' {
					i = j + 1
				} else {
					i = j + bytes.IndexByte(src[j:], '\n') + 1
				}
				break
			}
			if c == '\\' && src[j+1] == '\n' {
				j += 2
				line++
				ls = j
				if j >= n {
					p.eof(line, 0)
					return true
				}
				continue
			}
			col := j - ls
			switch {
			case isDigit(c) || (c == '.' && isDigit(src[j+1])):
				end, val := lexNumber34(src, j)
				if val == nil {
					return false
				}
				t := p.emit(qNumber, line, col)
				p.vals = append(p.vals, val)
				t.val = int32(len(p.vals))
				j = end
				continue
			case c == '"' || c == '\'' || isStringPrefix34(src, j):
				sl, ok := lexString34(src, j)
				if !ok {
					return false
				}
				t := p.emit(qString, line, col)
				t.bytes = sl.isBytes
				if sl.val != nil {
					p.vals = append(p.vals, sl.val)
					t.val = int32(len(p.vals))
				}
				t.a, t.b = int32(sl.start), int32(sl.stop)
				if sl.nl > 0 {
					line += sl.nl
					ls = sl.lastLine
				}
				j = sl.end
				continue
			}
			if end := identEnd34(src, j); end > j {
				t := p.emit(keyword34(src[j:end]), line, col)
				t.a, t.b = int32(j), int32(end)
				j = end
				continue
			}
			k, w := operator34(src, j)
			if k == qNone {
				return false
			}
			switch k {
			case qLpar, qLsqb, qLbrace:
				open++
			case qRpar, qRsqb, qRbrace:
				open--
			}
			p.emit(k, line, col)
			j += w
		}
	}
	p.eof(line+1, 0)
	return true
}

// eof emits the dedents and end marker gpython's lexer gives at the end of input.
func (p *p34) eof(line, col int) {
	for k := len(p.indents) - 1; k >= 1; k-- {
		p.emit(qDedent, line, col)
	}
	p.indents = p.indents[:1]
	p.emit(qEnd, line, col)
}

// isStringPrefix34 reports whether a string literal with a prefix (r, b, u, rb, br in any case)
// starts at j.
func isStringPrefix34(src []byte, j int) bool {
	c0 := src[j] | 0x20
	c1 := src[j+1]
	if c1 == '\'' || c1 == '"' {
		return c0 == 'r' || c0 == 'b' || c0 == 'u'
	}
	c1 |= 0x20
	if (c0 == 'r' && c1 == 'b') || (c0 == 'b' && c1 == 'r') {
		c2 := src[j+2]
		return c2 == '\'' || c2 == '"'
	}
	return false
}

// strLit34 is a scanned string literal.
type strLit34 struct {
	end         int       // offset after the closing quote
	nl          int       // line breaks inside
	lastLine    int       // offset of the start of its last line, when nl > 0
	start, stop int       // the bytes between the quotes
	isBytes     bool      // a bytes literal
	val         py.Object // its value when it is not src[start:stop] (escapes, non-ASCII)
}

// lexString34 scans the string literal starting at j (prefix included) as gpython's lexer
// does; ok is false on a lexing error.
func lexString34(src []byte, j int) (sl strLit34, ok bool) {
	raw := false
	for src[j] != '\'' && src[j] != '"' {
		switch src[j] | 0x20 {
		case 'r':
			raw = true
		case 'b':
			sl.isBytes = true
		}
		j++
	}
	q := src[j]
	triple := src[j+1] == q && src[j+2] == q
	k := j + 1
	if triple {
		k = j + 3
	}
	start := k
	simple := true // no backslash, only ASCII: the value is the bytes between the quotes
	for {
		c := src[k]
		if c == q && (!triple || (src[k+1] == q && src[k+2] == q)) {
			break
		}
		switch c {
		case '\\':
			simple = false
			if src[k+1] == '\n' {
				sl.nl++
				sl.lastLine = k + 2
			}
			k += 2
			if k >= len(src) {
				return sl, false
			}
			continue
		case '\n':
			if !triple {
				return sl, false
			}
			sl.nl++
			sl.lastLine = k + 1
			if k+1 >= len(src) {
				return sl, false
			}
		}
		if c >= utf8.RuneSelf {
			simple = false
		}
		k++
	}
	sl.start, sl.stop = start, k
	sl.end = k + 1
	if triple {
		sl.end = k + 3
	}
	if simple {
		return sl, true
	}
	// The slow path: gpython's own loop, rune by rune, then its escape decoder.
	buf := new(bytes.Buffer)
	escape := false
	for i := start; i < k; {
		r, size := utf8.DecodeRune(src[i:])
		if escape {
			escape = false
			if r == '\n' {
				buf.Truncate(buf.Len() - 1)
				i += size
				continue
			}
		} else if r == '\\' {
			escape = true
		}
		buf.WriteRune(r)
		i += size
	}
	if !raw {
		var err error
		if buf, err = parser.DecodeEscape(buf, sl.isBytes); err != nil {
			return sl, false
		}
	}
	if sl.isBytes {
		sl.val = py.Bytes(buf.Bytes())
	} else {
		sl.val = py.String(buf.String())
	}
	return sl, true
}

// identEnd34 returns the end of the identifier starting at j (j when there is none), with
// gpython's character classes.
func identEnd34(src []byte, j int) int {
	k := j
	for {
		c := src[k]
		if c < utf8.RuneSelf {
			if c == '_' || (c|0x20 >= 'a' && c|0x20 <= 'z') || (k > j && isDigit(c)) {
				k++
				continue
			}
			return k
		}
		r, size := utf8.DecodeRune(src[k:])
		if k == j {
			if !unicode.In(r, unicode.Lu, unicode.Ll, unicode.Lt, unicode.Lm, unicode.Lo, unicode.Nl) {
				return k
			}
		} else if !unicode.In(r, unicode.Lu, unicode.Ll, unicode.Lt, unicode.Lm, unicode.Lo, unicode.Nl, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc) {
			return k
		}
		k += size
	}
}

// keyword34 returns the token kind of an identifier: a keyword's, or qName.
func keyword34(b []byte) uint8 {
	if len(b) < 2 || len(b) > 8 || b[0] < 'F' || b[0] > 'y' {
		return qName
	}
	switch string(b) {
	case "False":
		return qFalse
	case "None":
		return qNoneKw
	case "True":
		return qTrue
	case "and":
		return qAnd
	case "as":
		return qAs
	case "assert":
		return qAssert
	case "break":
		return qBreak
	case "class":
		return qClass
	case "continue":
		return qContinue
	case "def":
		return qDef
	case "del":
		return qDel
	case "elif":
		return qElif
	case "else":
		return qElse
	case "except":
		return qExcept
	case "finally":
		return qFinally
	case "for":
		return qFor
	case "from":
		return qFrom
	case "global":
		return qGlobal
	case "if":
		return qIf
	case "import":
		return qImport
	case "in":
		return qIn
	case "is":
		return qIs
	case "lambda":
		return qLambda
	case "nonlocal":
		return qNonlocal
	case "not":
		return qNot
	case "or":
		return qOr
	case "pass":
		return qPass
	case "raise":
		return qRaise
	case "return":
		return qReturn
	case "try":
		return qTry
	case "while":
		return qWhile
	case "with":
		return qWith
	case "yield":
		return qYield
	}
	return qName
}

// operator34 returns the operator at j and its width, longest first; qNone when none.
func operator34(src []byte, j int) (uint8, int) {
	c, c1 := src[j], src[j+1]
	c2 := byte(0)
	if j+2 < len(src) {
		c2 = src[j+2]
	}
	switch c {
	case '(':
		return qLpar, 1
	case ')':
		return qRpar, 1
	case '[':
		return qLsqb, 1
	case ']':
		return qRsqb, 1
	case '{':
		return qLbrace, 1
	case '}':
		return qRbrace, 1
	case ':':
		return qColon, 1
	case ',':
		return qComma, 1
	case ';':
		return qSemi, 1
	case '~':
		return qTilde, 1
	case '@':
		return qAt, 1
	case '.':
		if c1 == '.' && c2 == '.' {
			return qEllipsis, 3
		}
		return qDot, 1
	case '+':
		if c1 == '=' {
			return qPlusEq, 2
		}
		return qPlus, 1
	case '-':
		if c1 == '=' {
			return qMinusEq, 2
		}
		if c1 == '>' {
			return qArrow, 2
		}
		return qMinus, 1
	case '*':
		if c1 == '*' {
			if c2 == '=' {
				return qDStarEq, 3
			}
			return qDStar, 2
		}
		if c1 == '=' {
			return qStarEq, 2
		}
		return qStar, 1
	case '/':
		if c1 == '/' {
			if c2 == '=' {
				return qDSlashEq, 3
			}
			return qDSlash, 2
		}
		if c1 == '=' {
			return qSlashEq, 2
		}
		return qSlash, 1
	case '|':
		if c1 == '=' {
			return qVbarEq, 2
		}
		return qVbar, 1
	case '&':
		if c1 == '=' {
			return qAmperEq, 2
		}
		return qAmper, 1
	case '^':
		if c1 == '=' {
			return qCircumEq, 2
		}
		return qCircum, 1
	case '%':
		if c1 == '=' {
			return qPercentEq, 2
		}
		return qPercent, 1
	case '=':
		if c1 == '=' {
			return qEqEq, 2
		}
		return qEqual, 1
	case '!':
		if c1 == '=' {
			return qNotEq, 2
		}
	case '<':
		switch c1 {
		case '<':
			if c2 == '=' {
				return qLShiftEq, 3
			}
			return qLShift, 2
		case '=':
			return qLessEq, 2
		case '>':
			return qLtGt, 2
		}
		return qLess, 1
	case '>':
		switch c1 {
		case '>':
			if c2 == '=' {
				return qRShiftEq, 3
			}
			return qRShift, 2
		case '=':
			return qGreaterEq, 2
		}
		return qGreater, 1
	}
	return qNone, 0
}

// lexNumber34 scans the number at j with gpython's regular expressions (tried in its order:
// octal, hex, binary, float, decimal) and converts it with the same py functions; val is nil
// where gpython's lexer fails.
func lexNumber34(src []byte, j int) (end int, val py.Object) {
	digits := func(k int, ok func(byte) bool) int {
		for ok(src[k]) {
			k++
		}
		return k
	}
	if src[j] == '0' {
		base := 0
		var ok func(byte) bool
		switch src[j+1] | 0x20 {
		case 'o':
			base, ok = 8, func(c byte) bool { return c >= '0' && c <= '7' }
		case 'x':
			base, ok = 16, isXDigit
		case 'b':
			base, ok = 2, func(c byte) bool { return c == '0' || c == '1' }
		}
		if base != 0 {
			if k := digits(j+2, ok); k > j+2 {
				v, err := py.IntFromString(string(src[j+2:k]), base)
				if err != nil {
					return 0, nil
				}
				return k, v
			}
		}
	}
	if k := floatEnd34(src, j); k > 0 {
		s := src[j:k]
		imag := s[len(s)-1]|0x20 == 'j'
		if imag {
			s = s[:len(s)-1]
		}
		v, err := py.FloatFromString(string(s))
		if err != nil {
			return 0, nil
		}
		if imag {
			return k, py.Complex(complex(0, float64(v.(py.Float))))
		}
		return k, v
	}
	k := digits(j, isDigit)
	if src[k]|0x20 == 'j' {
		v, err := py.FloatFromString(string(src[j:k]))
		if err != nil {
			return 0, nil
		}
		return k + 1, py.Complex(complex(0, float64(v.(py.Float))))
	}
	if src[j] == '0' && bytes.ContainsAny(src[j:k], "123456789") {
		return 0, nil // gpython: illegal decimal with leading zero
	}
	v, err := py.IntFromString(string(src[j:k]), 10)
	if err != nil {
		return 0, nil
	}
	return k, v
}

// floatEnd34 returns the end of gpython's floatNumber match at j, or 0:
// (([0-9]+|pointFloat)[eE][+-]?[0-9]+|pointFloat)[jJ]? with pointFloat
// ([0-9]*\.[0-9]+|[0-9]+\.), leftmost-first.
func floatEnd34(src []byte, j int) int {
	exp := func(k int) int { // [eE][+-]?[0-9]+ at k, end or 0
		if src[k]|0x20 != 'e' {
			return 0
		}
		k++
		if src[k] == '+' || src[k] == '-' {
			k++
		}
		m := k
		for isDigit(src[m]) {
			m++
		}
		if m == k {
			return 0
		}
		return m
	}
	imag := func(k int) int {
		if src[k]|0x20 == 'j' {
			return k + 1
		}
		return k
	}
	k := j
	for isDigit(src[k]) {
		k++
	}
	if k > j {
		if e := exp(k); e > 0 {
			return imag(e)
		}
	}
	pf := 0
	if src[k] == '.' {
		m := k + 1
		for isDigit(src[m]) {
			m++
		}
		switch {
		case m > k+1:
			pf = m
		case k > j:
			pf = k + 1
		}
	}
	if pf == 0 {
		return 0
	}
	if e := exp(pf); e > 0 {
		return imag(e)
	}
	return imag(pf)
}
