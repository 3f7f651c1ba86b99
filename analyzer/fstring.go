package analyzer

import (
	"strings"
)

// f-strings are parsed as CPython 3.11 parses them (Parser/string_parser.c): the tokenizer
// scans an f-string like any string, then its body is split into literal parts and fields.

// fpart is one part of an f-string: a literal, or a field with its optional format spec.
type fpart struct {
	isLit   bool
	lit     string // decoded literal text
	litOff  int    // source offset where the literal starts
	exprOff int    // field expression source range
	exprEnd int
	eqText  string // for {x=}: the text "x=" that CPython puts before the value
	hasSpec bool
	conv    byte // the conversion character of {x!r}, 0 when there is none
	spec    []fpart
}

// parseFString splits the body [off, end) of an f-string in src into parts, appended to buf.
func parseFString(src string, off, end int, raw bool, buf []fpart) ([]fpart, *litErr) {
	p := fparser{src: src, end: end, raw: raw}
	pos := off
	parts, err := p.parse(&pos, 0, buf)
	if err != nil {
		return nil, err
	}
	return parts, nil
}

type fparser struct {
	src string
	end int
	raw bool
}

func ferr(off int, msg string) *litErr { return &litErr{off: off, msg: msg} }

// parse reads literals and fields until the end of the body or, in a format spec (level > 0),
// until the closing brace, and appends them to parts.
func (p *fparser) parse(pos *int, level int, parts []fpart) ([]fpart, *litErr) {
	for {
		lit, litOff, again, err := p.literal(pos, level)
		if err != nil {
			return nil, err
		}
		if lit != "" {
			parts = append(parts, fpart{isLit: true, lit: lit, litOff: litOff})
		}
		if again {
			continue
		}
		if *pos >= p.end || p.src[*pos] == '}' {
			break
		}
		f, err := p.field(pos, level)
		if err != nil {
			return nil, err
		}
		parts = append(parts, f)
	}
	if level > 0 && (*pos >= p.end || p.src[*pos] != '}') {
		return nil, ferr(*pos, "f-string: expecting '}'")
	}
	return parts, nil
}

// literal reads a literal part; again is true when it stopped at a doubled brace.
func (p *fparser) literal(pos *int, level int) (lit string, litOff int, again bool, err *litErr) {
	start := *pos
	s := *pos
	stop := -1
	for s < p.end {
		ch := p.src[s]
		s++
		if !p.raw && ch == '\\' && s < p.end {
			ch = p.src[s]
			s++
			if ch == 'N' {
				if s < p.end && p.src[s] == '{' {
					s++
					for s < p.end && p.src[s] != '}' {
						s++
					}
					if s < p.end {
						s++
					}
				}
				continue
			}
		}
		if ch == '{' || ch == '}' {
			if level == 0 {
				if s < p.end && p.src[s] == ch {
					stop = s // the literal keeps one brace
					*pos = s + 1
					again = true
					break
				}
				if ch == '}' {
					return "", 0, false, ferr(s-1, "f-string: single '}' is not allowed")
				}
			}
			s--
			break
		}
	}
	if !again {
		*pos = s
		stop = s
	}
	if stop > start {
		text := p.src[start:stop]
		if p.raw {
			return text, start, again, nil
		}
		v, lerr := decodeStr(text, start, false)
		if lerr != nil {
			return "", 0, false, lerr
		}
		return v, start, again, nil
	}
	return "", start, again, nil
}

// field reads {expr[=][!c][:spec]} starting at the '{'.
func (p *fparser) field(pos *int, level int) (fpart, *litErr) {
	open := *pos
	if level >= 2 {
		return fpart{}, ferr(open, "f-string: expressions nested too deeply")
	}
	s := open + 1
	exprStart := s
	var quote byte
	strType := 0
	var stackBuf [16]byte
	stack := stackBuf[:0]
	for ; s < p.end; s++ {
		ch := p.src[s]
		if ch == '\\' {
			return fpart{}, ferr(s, "f-string expression part cannot include a backslash")
		}
		if quote != 0 {
			if ch == quote {
				if strType == 3 {
					if s+2 < p.end && p.src[s+1] == ch && p.src[s+2] == ch {
						s += 2
						strType, quote = 0, 0
					}
				} else {
					strType, quote = 0, 0
				}
			}
			continue
		}
		switch {
		case ch == '\'' || ch == '"':
			if s+2 < p.end && p.src[s+1] == ch && p.src[s+2] == ch {
				strType = 3
				s += 2
			} else {
				strType = 1
			}
			quote = ch
		case ch == '[' || ch == '{' || ch == '(':
			if len(stack) >= maxLevel {
				return fpart{}, ferr(s, "f-string: too many nested parenthesis")
			}
			stack = append(stack, ch)
		case ch == '#':
			return fpart{}, ferr(s, "f-string expression part cannot include '#'")
		case len(stack) == 0 && (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '>' || ch == '<'):
			if s+1 < p.end {
				next := p.src[s+1]
				if (ch == '!' || ch == '=' || ch == '<' || ch == '>') && next == '=' {
					s++
					continue
				}
			}
			if ch == '>' || ch == '<' {
				continue
			}
			goto done
		case ch == ']' || ch == '}' || ch == ')':
			if len(stack) == 0 {
				return fpart{}, ferr(s, "f-string: unmatched '"+string(ch)+"'")
			}
			o := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if !(o == '(' && ch == ')' || o == '[' && ch == ']' || o == '{' && ch == '}') {
				return fpart{}, ferr(s, "f-string: closing parenthesis '"+string(ch)+"' does not match opening parenthesis '"+string(o)+"'")
			}
		}
	}
done:
	exprEnd := s
	if quote != 0 {
		return fpart{}, ferr(s, "f-string: unterminated string")
	}
	if len(stack) > 0 {
		return fpart{}, ferr(s, "f-string: unmatched '"+string(stack[len(stack)-1])+"'")
	}
	if s >= p.end {
		return fpart{}, ferr(s, "f-string: expecting '}'")
	}
	if strings.TrimLeft(p.src[exprStart:exprEnd], " \t\n\r\f\v") == "" {
		return fpart{}, ferr(s, "f-string: empty expression not allowed")
	}
	f := fpart{exprOff: exprStart, exprEnd: exprEnd}
	if p.src[s] == '=' {
		s++
		for s < p.end && strings.IndexByte(" \t\n\r\f\v", p.src[s]) >= 0 {
			s++
		}
		if s >= p.end {
			return fpart{}, ferr(s, "f-string: expecting '}'")
		}
		f.eqText = p.src[exprStart:s]
	}
	if p.src[s] == '!' {
		s++
		if s >= p.end {
			return fpart{}, ferr(s, "f-string: expecting '}'")
		}
		conv := p.src[s]
		s++
		if conv != 's' && conv != 'r' && conv != 'a' {
			return fpart{}, ferr(s, "f-string: invalid conversion character: expected 's', 'r', or 'a'")
		}
		f.conv = conv
	}
	if s >= p.end {
		return fpart{}, ferr(s, "f-string: expecting '}'")
	}
	if p.src[s] == ':' {
		s++
		if s >= p.end {
			return fpart{}, ferr(s, "f-string: expecting '}'")
		}
		spec, err := p.parse(&s, level+1, nil)
		if err != nil {
			return fpart{}, err
		}
		f.hasSpec = true
		f.spec = spec
	}
	if s >= p.end || p.src[s] != '}' {
		return fpart{}, ferr(s, "f-string: expecting '}'")
	}
	*pos = s + 1
	return f, nil
}

// numberShape is the text of an f-string whose every field a number's format spec formats:
// its literal text with each field written as n (ProvFormatted). ok is false when there is no
// field, or a field may format as text: an = or a conversion (!r, !s, !a), or a spec that is
// computed, sets a fill other than 0 or space, or names a type that is not a number's (c, s,
// n). Whether the field's value is a number is for the caller to prove. It runs for every
// f-string, so it checks before it allocates.
func numberShape(parts []fpart) (string, bool) {
	fields, size := 0, 0
	for i := range parts {
		p := &parts[i]
		if p.isLit {
			size += len(p.lit)
			continue
		}
		fields++
		size++
		if p.eqText != "" || p.conv != 0 || (p.hasSpec && !numberSpec(p.spec)) {
			return "", false
		}
	}
	if fields == 0 {
		return "", false
	}
	b := make([]byte, 0, size)
	for i := range parts {
		if parts[i].isLit {
			b = append(b, parts[i].lit...)
		} else {
			b = append(b, 'n')
		}
	}
	return string(b), true
}

// numberSpec reports whether a format spec formats a number as digits, a sign, separators and
// fill from 0 or space: [[fill]align][sign][z][#][0][width][,|_][.precision][type], the type one
// of b d o x X e E f F g G %. A spec with a field of its own ({x:{w}}) is not.
func numberSpec(spec []fpart) bool {
	if len(spec) > 1 || len(spec) == 1 && !spec[0].isLit {
		return false
	}
	s := ""
	if len(spec) == 1 {
		s = spec[0].lit
	}
	i := 0
	if len(s) >= 2 && strings.IndexByte("<>=^", s[1]) >= 0 && (s[0] == '0' || s[0] == ' ') {
		i = 2 // fill and align
	} else if len(s) >= 1 && strings.IndexByte("<>=^", s[0]) >= 0 {
		i = 1
	}
	skip := func(set string) {
		if i < len(s) && strings.IndexByte(set, s[i]) >= 0 {
			i++
		}
	}
	digits := func() {
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	}
	skip("-+ ")
	skip("z")
	skip("#")
	digits() // a 0 flag and the width
	skip(",_")
	if i < len(s) && s[i] == '.' {
		i++
		if i == len(s) || s[i] < '0' || s[i] > '9' {
			return false
		}
		digits()
	}
	skip("bdoxXeEfFgG%")
	return i == len(s)
}
