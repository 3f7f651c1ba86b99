package analyzer

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The tokenizer follows CPython 3.11's Parser/tokenizer.c: the same tokens, the same
// indentation rules (tabs to multiples of 8, checked against tabs of width 1), the same number
// and string scanning, and the same error messages at the same lines.

type tokKind uint8

const (
	tkName tokKind = iota + 1
	tkNumber
	tkString
	tkOp
	tkNewline
	tkIndent
	tkDedent
	tkEnd
)

// token is one token of the original source.
type token struct {
	kind tokKind
	off  int    // byte offset of the token in the source
	end  int    // byte offset just after the token
	text string // name (NFKC-normalised), operator, number or the string's whole source text
	// For strings: prefix flags and the body (between the quotes).
	raw, bytes, fstr bool
	bodyOff, bodyEnd int
	keyword          bool // a name that is a Python 3.11 keyword
	ascii            bool // a name written in ASCII (keyword is then set when it is one)
}

// synErr is a syntax error found before gpython runs.
type synErr struct {
	typ  string // SyntaxError, IndentationError, TabError
	off  int    // byte offset of the error in the source
	line int    // line to report instead of off's line, when not 0
	rank int    // when not 0, the offset to order this error by instead of off
	msg  string
}

func (e *synErr) Error() string { return e.msg }

const (
	maxIndent = 100 // CPython MAXINDENT
	maxLevel  = 200 // CPython MAXLEVEL, nesting of brackets
	tabSize   = 8
)

// isKeyword reports whether s is one of Python 3.11's hard keywords. (A switch, not a map: it
// is asked for every name of the source, twice.)
func isKeyword(s string) bool {
	switch s {
	case "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
		"continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
		"if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
		"try", "while", "with", "yield":
		return true
	}
	return false
}

// isOp3 and isOp2 report whether s is one of CPython 3.11's three- and two-character operators
// (Grammar/Tokens).
func isOp3(s string) bool {
	switch s {
	case "**=", "...", "//=", "<<=", ">>=":
		return true
	}
	return false
}

func isOp2(s string) bool {
	switch s {
	case "!=", "%=", "&=", "**", "*=", "+=", "-=", "->", "//", "/=", ":=", "<<", "<=", "<>", "==",
		">=", ">>", "@=", "^=", "|=":
		return true
	}
	return false
}

type paren struct {
	ch  byte
	off int
}

// tokenizer scans src; src must end with a newline (see prepare).
type tokenizer struct {
	src      string
	pos      int
	lineNo   int
	atBOL    bool
	indents  []int
	alts     []int
	parens   []paren
	toks     []token
	hard     *synErr // an error CPython raises whatever the parser did before
	soft     *synErr // an error that loses to an earlier parser error
	fieldEnd int     // > 0 when tokenizing an f-string field: stop there
}

// tokenize scans the whole source. On a hard error the tokens are meaningless; on a soft
// error the tokens before it are returned.
func tokenize(src string, buf []token) (toks []token, hard, soft *synErr) {
	t := &tokenizer{src: src, lineNo: 1, atBOL: true, indents: []int{0}, alts: []int{0}}
	t.toks = buf[:0]
	if cap(t.toks) < len(src)/3+8 {
		t.toks = make([]token, 0, len(src)/3+8)
	}
	t.run()
	return t.toks, t.hard, t.soft
}

// field scans an f-string field [off, end) as if inside brackets and returns buf with the
// field's tokens appended. It resets t, keeping the storage of its stacks for the next field.
func (t *tokenizer) field(src string, off, end int, buf []token) ([]token, *synErr) {
	*t = tokenizer{
		src: src, pos: off, lineNo: 1, fieldEnd: end, toks: buf,
		indents: append(t.indents[:0], 0), alts: append(t.alts[:0], 0),
		parens: append(t.parens[:0], paren{ch: '(', off: off}),
	}
	t.run()
	if t.hard != nil {
		return buf, t.hard
	}
	if t.soft != nil {
		return buf, t.soft
	}
	return t.toks, nil
}

func (t *tokenizer) limit() int {
	if t.fieldEnd > 0 {
		return t.fieldEnd
	}
	return len(t.src)
}

func (t *tokenizer) errHard(off int, format string, a ...any) {
	t.hard = &synErr{typ: "SyntaxError", off: off, msg: fmt.Sprintf(format, a...)}
}

func (t *tokenizer) emit(k tokKind, off, end int) {
	t.toks = append(t.toks, token{kind: k, off: off, end: end, text: t.src[off:end]})
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isXDigit(c byte) bool { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') }
func isIDStartByte(c byte) bool {
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 128
}
func isIDByte(c byte) bool { return isIDStartByte(c) || isDigit(c) }

// at returns the byte at i, or 0 past the end.
func (t *tokenizer) at(i int) byte {
	if i < t.limit() && i >= 0 {
		return t.src[i]
	}
	return 0
}

func (t *tokenizer) run() {
	lim := t.limit()
	field := t.fieldEnd > 0
	for t.hard == nil && t.soft == nil {
		blank := false
		if t.atBOL && !field {
			t.atBOL = false
			col, alt := 0, 0
			for t.pos < lim {
				c := t.src[t.pos]
				if c == ' ' {
					col++
					alt++
				} else if c == '\t' {
					col = (col/tabSize + 1) * tabSize
					alt++
				} else if c == '\f' {
					col, alt = 0, 0
				} else {
					break
				}
				t.pos++
			}
			c := t.at(t.pos)
			if c == '#' || c == '\n' {
				blank = true
			}
			if !blank && len(t.parens) == 0 {
				if !t.indent(col, alt) {
					return
				}
			}
		}
	again:
		for t.pos < lim && (t.src[t.pos] == ' ' || t.src[t.pos] == '\t' || t.src[t.pos] == '\f') {
			t.pos++
		}
		start := t.pos
		if t.at(t.pos) == '#' {
			if field {
				t.errHard(t.pos, "f-string expression part cannot include '#'")
				return
			}
			for t.pos < lim && t.src[t.pos] != '\n' {
				t.pos++
			}
		}
		if t.pos >= lim {
			if field {
				return
			}
			if len(t.parens) > 0 {
				p := t.parens[len(t.parens)-1]
				t.soft = &synErr{typ: "SyntaxError", off: p.off, msg: fmt.Sprintf("'%c' was never closed", p.ch)}
				return
			}
			for len(t.indents) > 1 {
				t.indents = t.indents[:len(t.indents)-1]
				t.alts = t.alts[:len(t.alts)-1]
				t.emit(tkDedent, t.pos, t.pos)
			}
			t.emit(tkEnd, t.pos, t.pos)
			return
		}
		c := t.src[t.pos]
		switch {
		case isIDStartByte(c):
			if t.stringPrefix() {
				continue
			}
			t.name()
			continue
		case c == '\n':
			t.pos++
			t.lineNo++
			t.atBOL = true
			if blank || len(t.parens) > 0 || field {
				continue
			}
			t.emit(tkNewline, start, start)
			continue
		case c == '.':
			if isDigit(t.at(t.pos + 1)) {
				t.number()
				continue
			}
			if t.at(t.pos+1) == '.' && t.at(t.pos+2) == '.' {
				t.pos += 3
			} else {
				t.pos++
			}
			t.emit(tkOp, start, t.pos)
			continue
		case isDigit(c):
			t.number()
			continue
		case c == '\'' || c == '"':
			t.str(start, t.pos, false, false, false)
			continue
		case c == '\\':
			if t.at(t.pos+1) != '\n' {
				t.soft = &synErr{typ: "SyntaxError", off: t.pos + 1, msg: "unexpected character after line continuation character"}
				return
			}
			t.pos += 2
			t.lineNo++
			if t.pos >= lim {
				t.soft = &synErr{typ: "SyntaxError", off: t.pos, msg: "unexpected EOF while parsing"}
				return
			}
			goto again
		}
		// Operators.
		if t.pos+3 <= lim && isOp3(t.src[t.pos:t.pos+3]) {
			t.pos += 3
			t.emit(tkOp, start, t.pos)
			continue
		}
		if t.pos+2 <= lim && isOp2(t.src[t.pos:t.pos+2]) {
			t.pos += 2
			t.emit(tkOp, start, t.pos)
			continue
		}
		switch c {
		case '(', '[', '{':
			if len(t.parens) >= maxLevel {
				t.errHard(t.pos, "too many nested parentheses")
				return
			}
			t.parens = append(t.parens, paren{ch: c, off: t.pos})
		case ')', ']', '}':
			if len(t.parens) == 0 || (field && len(t.parens) == 1) {
				t.errHard(t.pos, "unmatched '%c'", c)
				return
			}
			open := t.parens[len(t.parens)-1]
			t.parens = t.parens[:len(t.parens)-1]
			if !(open.ch == '(' && c == ')' || open.ch == '[' && c == ']' || open.ch == '{' && c == '}') {
				ol := lineOf(t.src, open.off)
				if ol != lineOf(t.src, t.pos) {
					t.errHard(t.pos, "closing parenthesis '%c' does not match opening parenthesis '%c' on line %d", c, open.ch, ol)
				} else {
					t.errHard(t.pos, "closing parenthesis '%c' does not match opening parenthesis '%c'", c, open.ch)
				}
				return
			}
		}
		if c < ' ' || c == 0x7f {
			t.errHard(t.pos, "invalid non-printable character U+%04X", c)
			return
		}
		t.pos++
		t.emit(tkOp, start, t.pos)
	}
}

// lineOf returns the 1-based line of byte offset off.
func lineOf(src string, off int) int {
	if off > len(src) {
		off = len(src)
	}
	return strings.Count(src[:off], "\n") + 1
}

// indent handles the indentation of a new logical line; false on error.
func (t *tokenizer) indent(col, alt int) bool {
	top := len(t.indents) - 1
	switch {
	case col == t.indents[top]:
		if alt != t.alts[top] {
			t.soft = &synErr{typ: "TabError", off: t.pos, msg: "inconsistent use of tabs and spaces in indentation"}
			return false
		}
	case col > t.indents[top]:
		if top+1 >= maxIndent {
			t.soft = &synErr{typ: "IndentationError", off: t.pos, msg: "too many levels of indentation"}
			return false
		}
		if alt <= t.alts[top] {
			t.soft = &synErr{typ: "TabError", off: t.pos, msg: "inconsistent use of tabs and spaces in indentation"}
			return false
		}
		t.indents = append(t.indents, col)
		t.alts = append(t.alts, alt)
		t.emit(tkIndent, t.pos, t.pos)
	default:
		n := 0
		for len(t.indents) > 1 && col < t.indents[len(t.indents)-1] {
			t.indents = t.indents[:len(t.indents)-1]
			t.alts = t.alts[:len(t.alts)-1]
			n++
		}
		if col != t.indents[len(t.indents)-1] {
			t.soft = &synErr{typ: "IndentationError", off: t.pos, msg: "unindent does not match any outer indentation level"}
			return false
		}
		if alt != t.alts[len(t.alts)-1] {
			t.soft = &synErr{typ: "TabError", off: t.pos, msg: "inconsistent use of tabs and spaces in indentation"}
			return false
		}
		for ; n > 0; n-- {
			t.emit(tkDedent, t.pos, t.pos)
		}
	}
	return true
}

// stringPrefix scans a string with a prefix (r, b, u, f and their legal pairs); false when
// the identifier is not a string prefix.
func (t *tokenizer) stringPrefix() bool {
	start := t.pos
	var sawB, sawR, sawU, sawF bool
	i := t.pos
	for {
		c := t.at(i)
		switch {
		case !(sawB || sawU || sawF) && (c == 'b' || c == 'B'):
			sawB = true
		case !(sawB || sawU || sawR || sawF) && (c == 'u' || c == 'U'):
			sawU = true
		case !(sawR || sawU) && (c == 'r' || c == 'R'):
			sawR = true
		case !(sawF || sawB || sawU) && (c == 'f' || c == 'F'):
			sawF = true
		default:
			return false
		}
		i++
		if q := t.at(i); q == '"' || q == '\'' {
			t.pos = i
			t.str(start, i, sawR, sawB, sawF)
			return true
		}
	}
}

// str scans a string literal whose quote starts at q.
func (t *tokenizer) str(start, q int, raw, isBytes, fstr bool) {
	lim := t.limit()
	quote := t.src[q]
	size := 1
	if t.at(q+1) == quote && t.at(q+2) == quote {
		size = 3
	}
	i := q + size
	body := i
	for {
		if i >= lim {
			if t.fieldEnd > 0 {
				t.errHard(start, "f-string: unterminated string")
				return
			}
			if size == 3 {
				t.hard = &synErr{typ: "SyntaxError", off: start, msg: fmt.Sprintf("unterminated triple-quoted string literal (detected at line %d)", t.lineNo)}
			} else {
				t.hard = &synErr{typ: "SyntaxError", off: start, msg: fmt.Sprintf("unterminated string literal (detected at line %d)", t.lineNo)}
			}
			return
		}
		c := t.src[i]
		if c == '\n' {
			if size == 1 {
				t.hard = &synErr{typ: "SyntaxError", off: start, msg: fmt.Sprintf("unterminated string literal (detected at line %d)", t.lineNo)}
				return
			}
			t.lineNo++
			i++
			continue
		}
		if c == '\\' {
			i++
			if i < lim && t.src[i] == '\n' {
				t.lineNo++
			}
			i++
			continue
		}
		if c == quote && (size == 1 || (t.at(i+1) == quote && t.at(i+2) == quote)) {
			end := i + size
			t.toks = append(t.toks, token{
				kind: tkString, off: start, end: end, text: t.src[start:end],
				raw: raw, bytes: isBytes, fstr: fstr, bodyOff: body, bodyEnd: i,
			})
			t.pos = end
			return
		}
		i++
	}
}

// name scans an identifier or keyword.
func (t *tokenizer) name() {
	start := t.pos
	lim := t.limit()
	nonASCII := false
	for t.pos < lim && isIDByte(t.src[t.pos]) {
		if t.src[t.pos] >= 128 {
			nonASCII = true
		}
		t.pos++
	}
	text := t.src[start:t.pos]
	if nonASCII {
		if !t.verifyIdentifier(start, text) {
			return
		}
		text = norm.NFKC.String(text)
		t.toks = append(t.toks, token{kind: tkName, off: start, end: t.pos, text: text})
		return
	}
	t.toks = append(t.toks, token{kind: tkName, off: start, end: t.pos, text: text, keyword: isKeyword(text), ascii: true})
}

// verifyIdentifier checks a non-ASCII identifier as CPython's verify_identifier does.
func (t *tokenizer) verifyIdentifier(start int, text string) bool {
	i := 0
	first := true
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		if r == utf8.RuneError && size <= 1 {
			t.errHard(start+i, "(unicode error) 'utf-8' codec can't decode byte 0x%02x: invalid start byte", text[i])
			return false
		}
		ok := false
		if first {
			ok = r == '_' || isXIDStart(r)
		} else {
			ok = isXIDContinue(r)
		}
		if !ok {
			if unicode.IsPrint(r) {
				t.errHard(start+i, "invalid character '%c' (U+%04X)", r, r)
			} else {
				t.errHard(start+i, "invalid non-printable character U+%04X", r)
			}
			return false
		}
		first = false
		i += size
	}
	return true
}

func isIDStart(r rune) bool {
	if r < 128 {
		return (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || r == '_'
	}
	return (unicode.In(r, unicode.Lu, unicode.Ll, unicode.Lt, unicode.Lm, unicode.Lo, unicode.Nl) ||
		unicode.Is(unicode.Other_ID_Start, r)) &&
		!unicode.In(r, unicode.Pattern_Syntax, unicode.Pattern_White_Space)
}

func isIDContinue(r rune) bool {
	if r < 128 {
		return (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || r == '_' || (r >= '0' && r <= '9')
	}
	return isIDStart(r) ||
		((unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc) || unicode.Is(unicode.Other_ID_Continue, r)) &&
			!unicode.In(r, unicode.Pattern_Syntax, unicode.Pattern_White_Space))
}

// isXIDStart is ID_Start closed under NFKC, as Unicode derives XID_Start.
func isXIDStart(r rune) bool {
	if !isIDStart(r) {
		return false
	}
	if r < 128 {
		return true
	}
	n := norm.NFKC.String(string(r))
	for i, c := range n {
		if i == 0 && !isIDStart(c) || i > 0 && !isIDContinue(c) {
			return false
		}
	}
	return true
}

// isXIDContinue is ID_Continue closed under NFKC, as Unicode derives XID_Continue.
func isXIDContinue(r rune) bool {
	if !isIDContinue(r) {
		return false
	}
	if r < 128 {
		return true
	}
	for _, c := range norm.NFKC.String(string(r)) {
		if !isIDContinue(c) {
			return false
		}
	}
	return true
}

// number scans a numeric literal.
func (t *tokenizer) number() {
	start := t.pos
	c := t.at(t.pos)
	next := func() byte { t.pos++; return t.at(t.pos) }
	if c == '.' {
		c = next()
		if !t.fraction(start, c) {
			return
		}
		return
	}
	if c == '0' {
		c = next()
		switch c {
		case 'x', 'X':
			c = next()
			for {
				if c == '_' {
					c = next()
				}
				if !isXDigit(c) {
					t.errHard(t.pos, "invalid hexadecimal literal")
					return
				}
				for isXDigit(c) {
					c = next()
				}
				if c != '_' {
					break
				}
			}
			if t.endOfNumber(c, "hexadecimal") {
				t.emit(tkNumber, start, t.pos)
			}
			return
		case 'o', 'O', 'b', 'B':
			kind, max := "octal", byte('8')
			if c == 'b' || c == 'B' {
				kind, max = "binary", '2'
			}
			c = next()
			for {
				if c == '_' {
					c = next()
				}
				if c < '0' || c >= max {
					if isDigit(c) {
						t.errHard(t.pos, "invalid digit '%c' in %s literal", c, kind)
					} else {
						t.errHard(t.pos, "invalid %s literal", kind)
					}
					return
				}
				for c >= '0' && c < max {
					c = next()
				}
				if c != '_' {
					break
				}
			}
			if isDigit(c) {
				t.errHard(t.pos, "invalid digit '%c' in %s literal", c, kind)
				return
			}
			if t.endOfNumber(c, kind) {
				t.emit(tkNumber, start, t.pos)
			}
			return
		}
		nonzero := false
		for {
			if c == '_' {
				c = next()
				if !isDigit(c) {
					t.errHard(t.pos, "invalid decimal literal")
					return
				}
			}
			if c != '0' {
				break
			}
			c = next()
		}
		if isDigit(c) {
			nonzero = true
			var ok bool
			if c, ok = t.decimalTail(); !ok {
				return
			}
		}
		switch {
		case c == '.':
			c = next()
			t.fraction(start, c)
			return
		case c == 'e' || c == 'E':
			t.exponent(start, c)
			return
		case c == 'j' || c == 'J':
			next()
			if t.endOfNumber(t.at(t.pos), "imaginary") {
				t.emit(tkNumber, start, t.pos)
			}
			return
		case nonzero:
			t.errHard(start, "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers")
			return
		}
		if t.endOfNumber(c, "decimal") {
			t.emit(tkNumber, start, t.pos)
		}
		return
	}
	c, ok := t.decimalTail()
	if !ok {
		return
	}
	if c == '.' {
		c = next()
	} else if c != 'e' && c != 'E' && c != 'j' && c != 'J' {
		if t.endOfNumber(c, "decimal") {
			t.emit(tkNumber, start, t.pos)
		}
		return
	}
	t.fraction(start, c)
}

// fraction continues a number after its decimal point (c is the byte after the point).
func (t *tokenizer) fraction(start int, c byte) bool {
	if isDigit(c) {
		var ok bool
		if c, ok = t.decimalTail(); !ok {
			return false
		}
	}
	if c == 'e' || c == 'E' {
		return t.exponent(start, c)
	}
	return t.imaginary(start, c)
}

func (t *tokenizer) exponent(start int, e byte) bool {
	ePos := t.pos
	t.pos++
	c := t.at(t.pos)
	if c == '+' || c == '-' {
		t.pos++
		c = t.at(t.pos)
		if !isDigit(c) {
			t.errHard(t.pos, "invalid decimal literal")
			return false
		}
	} else if !isDigit(c) {
		t.pos = ePos
		if !t.endOfNumber(e, "decimal") {
			return false
		}
		t.pos = ePos
		t.emit(tkNumber, start, t.pos)
		return true
	}
	c, ok := t.decimalTail()
	if !ok {
		return false
	}
	return t.imaginary(start, c)
}

func (t *tokenizer) imaginary(start int, c byte) bool {
	if c == 'j' || c == 'J' {
		t.pos++
		if !t.endOfNumber(t.at(t.pos), "imaginary") {
			return false
		}
	} else if !t.endOfNumber(c, "decimal") {
		return false
	}
	t.emit(tkNumber, start, t.pos)
	return true
}

// decimalTail consumes digits with single underscores between them; it returns the byte after.
func (t *tokenizer) decimalTail() (byte, bool) {
	for {
		for isDigit(t.at(t.pos)) {
			t.pos++
		}
		if t.at(t.pos) != '_' {
			return t.at(t.pos), true
		}
		t.pos++
		if !isDigit(t.at(t.pos)) {
			t.errHard(t.pos, "invalid decimal literal")
			return 0, false
		}
	}
}

// endOfNumber is CPython's verify_end_of_number: c is the byte at t.pos.
func (t *tokenizer) endOfNumber(c byte, kind string) bool {
	rest := ""
	if t.pos < t.limit() {
		rest = t.src[t.pos+1 : t.limit()]
	}
	ok := false
	switch c {
	case 'a':
		ok = strings.HasPrefix(rest, "nd")
	case 'e':
		ok = strings.HasPrefix(rest, "lse")
	case 'f':
		ok = strings.HasPrefix(rest, "or")
	case 'i':
		ok = len(rest) > 0 && (rest[0] == 'f' || rest[0] == 'n' || rest[0] == 's')
	case 'o':
		ok = strings.HasPrefix(rest, "r")
	case 'n':
		ok = strings.HasPrefix(rest, "ot")
	}
	if ok {
		return true
	}
	if isIDByte(c) {
		t.errHard(t.pos, "invalid %s literal", kind)
		return false
	}
	return true
}
