package analyzer

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/runenames"
)

// String literals are decoded here, as CPython 3.11 decodes them (Objects/unicodeobject.c
// _PyUnicode_DecodeUnicodeEscapeInternal and Objects/bytesobject.c _PyBytes_DecodeEscape).

// litErr is an error in a literal, at byte offset off of the source.
type litErr struct {
	off int
	msg string
}

// unicodeErr is CPython's error for a bad escape spanning body bytes [from, to] of a literal
// whose body starts at source offset off.
func unicodeErr(off, from, to int, msg string) *litErr {
	return &litErr{off: off + from, msg: "(unicode error) 'unicodeescape' codec can't decode bytes in position " +
		itoa(from) + "-" + itoa(to) + ": " + msg}
}

// decodeStr decodes the body of a str literal that starts at source offset off.
func decodeStr(body string, off int, raw bool) (string, *litErr) {
	if raw || strings.IndexByte(body, '\\') < 0 {
		return body, nil
	}
	var b strings.Builder
	b.Grow(len(body))
	for i := 0; i < len(body); {
		c := body[i]
		if c != '\\' {
			j := i + 1
			for j < len(body) && body[j] != '\\' {
				j++
			}
			b.WriteString(body[i:j])
			i = j
			continue
		}
		if i+1 >= len(body) {
			// Only an f-string literal part can end with a lone backslash: it stays.
			b.WriteByte('\\')
			break
		}
		e := body[i+1]
		i += 2
		switch e {
		case '\n':
		case '\\', '\'', '"':
			b.WriteByte(e)
		case 'a':
			b.WriteByte(7)
		case 'b':
			b.WriteByte(8)
		case 'f':
			b.WriteByte(12)
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'v':
			b.WriteByte(11)
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := rune(e - '0')
			for n := 0; n < 2 && i < len(body) && body[i] >= '0' && body[i] <= '7'; n++ {
				v = v*8 + rune(body[i]-'0')
				i++
			}
			writeRune(&b, v)
		case 'x', 'u', 'U':
			n := map[byte]int{'x': 2, 'u': 4, 'U': 8}[e]
			v, ok := hexRun(body, i, n)
			if !ok {
				avail := 0
				for avail < n && i+avail < len(body) && isXDigit(body[i+avail]) {
					avail++
				}
				return "", unicodeErr(off, i-2, i+avail-1, "truncated \\"+string(e)+strings.Repeat("X", n)+" escape")
			}
			if v > unicode.MaxRune {
				return "", unicodeErr(off, i-2, i+n-1, "illegal Unicode character")
			}
			i += n
			writeRune(&b, v)
		case 'N':
			if i >= len(body) || body[i] != '{' {
				return "", unicodeErr(off, i-2, i-1, "malformed \\N character escape")
			}
			end := strings.IndexByte(body[i:], '}')
			if end < 0 {
				return "", unicodeErr(off, i-2, len(body)-1, "malformed \\N character escape")
			}
			name := body[i+1 : i+end]
			r, ok := lookupName(name)
			if !ok {
				if name == "" {
					return "", unicodeErr(off, i-2, i+end, "malformed \\N character escape")
				}
				return "", unicodeErr(off, i-2, i+end, "unknown Unicode character name")
			}
			i += end + 1
			b.WriteRune(r)
		default:
			// Unknown escapes stay as written (CPython warns, and keeps them).
			// (The rest of a multi-byte character follows as plain text.)
			b.WriteByte('\\')
			b.WriteByte(e)
		}
	}
	return b.String(), nil
}

// writeRune writes r, turning surrogates (valid in Python strings) into U+FFFD as JSON will.
func writeRune(b *strings.Builder, r rune) {
	if r >= 0xD800 && r <= 0xDFFF {
		r = utf8.RuneError
	}
	b.WriteRune(r)
}

func hexRun(s string, i, n int) (rune, bool) {
	if i+n > len(s) {
		return 0, false
	}
	var v rune
	for _, c := range []byte(s[i : i+n]) {
		switch {
		case c >= '0' && c <= '9':
			v = v*16 + rune(c-'0')
		case c >= 'a' && c <= 'f':
			v = v*16 + rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			v = v*16 + rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return v, true
}

// decodeBytes decodes the body of a bytes literal; the result holds raw bytes.
func decodeBytes(body string, off int, raw bool) (string, *litErr) {
	for i := 0; i < len(body); i++ {
		if body[i] >= utf8.RuneSelf {
			return "", &litErr{off: off, msg: "bytes can only contain ASCII literal characters"}
		}
	}
	if raw || strings.IndexByte(body, '\\') < 0 {
		return body, nil
	}
	b := make([]byte, 0, len(body))
	for i := 0; i < len(body); {
		c := body[i]
		if c != '\\' {
			b = append(b, c)
			i++
			continue
		}
		if i+1 >= len(body) {
			return "", &litErr{off: off + i, msg: "(value error) Trailing \\ in string"}
		}
		e := body[i+1]
		i += 2
		switch e {
		case '\n':
		case '\\', '\'', '"':
			b = append(b, e)
		case 'a':
			b = append(b, 7)
		case 'b':
			b = append(b, 8)
		case 'f':
			b = append(b, 12)
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'v':
			b = append(b, 11)
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := int(e - '0')
			for n := 0; n < 2 && i < len(body) && body[i] >= '0' && body[i] <= '7'; n++ {
				v = v*8 + int(body[i]-'0')
				i++
			}
			b = append(b, byte(v))
		case 'x':
			v, ok := hexRun(body, i, 2)
			if !ok {
				return "", &litErr{off: off + i - 2, msg: "(value error) invalid \\x escape at position " + itoa(i-2)}
			}
			i += 2
			b = append(b, byte(v))
		default:
			b = append(b, '\\', e)
		}
	}
	return string(b), nil
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var buf [20]byte
	n := len(buf)
	neg := i < 0
	if neg {
		i = -i
	}
	for i > 0 {
		n--
		buf[n] = byte('0' + i%10)
		i /= 10
	}
	if neg {
		n--
		buf[n] = '-'
	}
	return string(buf[n:])
}

var (
	namesOnce sync.Once
	runeNames map[string]rune
)

// lookupName resolves a \N{name} escape as CPython's unicodedata does: names are matched
// case-insensitively; aliases, Hangul syllables and CJK unified ideographs are known.
func lookupName(name string) (rune, bool) {
	up := strings.ToUpper(name)
	if r, ok := unicodeAliases[up]; ok {
		return r, true
	}
	if strings.HasPrefix(up, "CJK UNIFIED IDEOGRAPH-") {
		hex := name[len("CJK UNIFIED IDEOGRAPH-"):]
		if (len(hex) != 4 && len(hex) != 5) || strings.ToUpper(hex) != hex {
			return 0, false
		}
		v, ok := hexRun(hex, 0, len(hex))
		if !ok || !isUnifiedIdeograph(v) {
			return 0, false
		}
		return v, true
	}
	if strings.HasPrefix(up, "HANGUL SYLLABLE ") {
		return hangulSyllable(up[len("HANGUL SYLLABLE "):])
	}
	namesOnce.Do(func() {
		runeNames = make(map[string]rune, 40000)
		for r := rune(0); r <= unicode.MaxRune; r++ {
			if n := runenames.Name(r); n != "" && n[0] != '<' {
				runeNames[n] = r
			}
		}
	})
	r, ok := runeNames[up]
	return r, ok
}

// isUnifiedIdeograph reports whether r is a CJK unified ideograph, named algorithmically.
func isUnifiedIdeograph(r rune) bool {
	return (0x3400 <= r && r <= 0x4DBF) || (0x4E00 <= r && r <= 0x9FFF) ||
		(0x20000 <= r && r <= 0x2A6DF) || (0x2A700 <= r && r <= 0x2B738) ||
		(0x2B740 <= r && r <= 0x2B81D) || (0x2B820 <= r && r <= 0x2CEA1) ||
		(0x2CEB0 <= r && r <= 0x2EBE0) || (0x30000 <= r && r <= 0x3134A)
}

var (
	hangulL = []string{"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"}
	hangulV = []string{"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"}
	hangulT = []string{"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"}
)

// hangulSyllable decodes the short name of a Hangul syllable (Unicode 3.12, "Conjoining Jamo
// Behavior"), trying the longest jamo names first as CPython does.
func hangulSyllable(s string) (rune, bool) {
	longest := func(s string, table []string) (int, int) {
		best, bestLen := -1, -1
		for i, n := range table {
			if strings.HasPrefix(s, n) && len(n) > bestLen {
				best, bestLen = i, len(n)
			}
		}
		return best, bestLen
	}
	l, ln := longest(s, hangulL)
	if l < 0 {
		return 0, false
	}
	s = s[ln:]
	v, vn := longest(s, hangulV)
	if v < 0 {
		return 0, false
	}
	s = s[vn:]
	t, tn := longest(s, hangulT)
	if t < 0 || tn != len(s) {
		return 0, false
	}
	return rune(0xAC00 + (l*21+v)*28 + t), true
}
