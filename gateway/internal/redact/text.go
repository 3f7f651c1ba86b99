package redact

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// cleanText makes s safe to handle as text: invalid UTF-8 is dropped, "\r\n" and lone "\r"
// become "\n", and control characters other than "\t" and "\n" are dropped, as are the
// invisible characters that could reorder what a reader sees or split a secret so that no mask
// recognises it (bidirectional controls, zero-width characters, the byte order mark, soft
// hyphens). It returns s itself when nothing changes.
func cleanText(s string) string {
	i := 0
	for i < len(s) {
		c := s[i]
		if c >= 0x20 && c < 0x7f || c == '\n' || c == '\t' {
			i++
			continue
		}
		if c >= 0x80 {
			r, n := utf8.DecodeRuneInString(s[i:])
			if r != utf8.RuneError && !invisible(r) {
				i += n
				continue
			}
		}
		break
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for i < len(s) {
		c := s[i]
		switch {
		case c >= 0x20 && c < 0x7f || c == '\n' || c == '\t':
			b.WriteByte(c)
			i++
		case c == '\r':
			if i+1 >= len(s) || s[i+1] != '\n' {
				b.WriteByte('\n')
			}
			i++
		case c < 0x80:
			i++ // other C0 controls and DEL
		default:
			r, n := utf8.DecodeRuneInString(s[i:])
			if !(r == utf8.RuneError && n == 1) && !invisible(r) {
				b.WriteString(s[i : i+n])
			}
			i += n
		}
	}
	return b.String()
}

// invisible reports whether r is a C1 control or a format character that changes how text is
// shown or read without being seen (U+FFFD itself is kept when it was really there).
func invisible(r rune) bool {
	switch {
	case r >= 0x80 && r <= 0x9f, r == 0xad, r == 0x061c:
		return true
	case r >= 0x200b && r <= 0x200f, r >= 0x202a && r <= 0x202e, r >= 0x2060 && r <= 0x2069:
		return true
	case r == 0xfeff, r >= 0xfff9 && r <= 0xfffb:
		return true
	case r >= 0xe0000 && r <= 0xe007f: // tag characters
		return true
	}
	return false
}

// userCodeFile is the file name the harness compiles the agent's code under.
const userCodeFile = `"<code>"`

// reduceTracebacks keeps, in every Python traceback in s, only the frames of the user's code;
// runs of other frames (the harness, pandas, the standard library) become one line saying how
// many were hidden. It returns the text and the number of frames hidden.
func reduceTracebacks(s string) (string, int) {
	if !strings.Contains(s, "Traceback (most recent call last") {
		return s, 0
	}
	lines := strings.SplitAfter(s, "\n")
	var b strings.Builder
	b.Grow(len(s))
	hiddenTotal := 0
	in := false
	hidden := 0  // library frames in the current run
	keep := true // whether the lines of the current frame are kept
	flush := func() {
		if hidden > 0 {
			fmt.Fprintf(&b, "  [%d library frames hidden]\n", hidden)
			hiddenTotal += hidden
			hidden = 0
		}
	}
	for _, line := range lines {
		body := strings.TrimRight(line, "\n")
		trim := strings.TrimLeft(body, " ")
		indent := len(body) - len(trim)
		switch {
		case strings.HasPrefix(trim, "Traceback (most recent call last"):
			flush()
			in, keep = true, true
			b.WriteString(line)
		case in && indent >= 2 && strings.HasPrefix(trim, `File "`):
			keep = strings.HasPrefix(trim[len(`File `):], userCodeFile+",")
			if keep {
				flush()
				b.WriteString(line)
			} else {
				hidden++
			}
		case in && indent >= 2:
			// The source line, carets or locals of the current frame.
			if keep {
				b.WriteString(line)
			}
		default:
			if in {
				flush()
				in, keep = false, true
			}
			b.WriteString(line)
		}
	}
	flush()
	return b.String(), hiddenTotal
}

// tableCut is one printed table that cutTables shortened.
type tableCut struct {
	rows, omitted int
}

// cutTables shortens every printed table in s longer than maxRows lines to its first and last
// rows with a line "… N rows omitted" between them. A table is a run of at least three
// consecutive non-blank lines that all have the same width in characters (how pandas, NumPy and
// most fixed-width printers lay out rows, CJK included) or all have the same non-zero number of
// commas, tabs and pipes (CSV, TSV and Markdown tables). The header line, when there is one,
// counts as a row. maxRows 0 leaves only the marker.
func cutTables(s string, maxRows int) (string, []tableCut) {
	if maxRows < 0 {
		maxRows = 0
	}
	nl := strings.Count(s, "\n")
	if nl+1 < 3 || nl+1 <= maxRows {
		return s, nil
	}
	// One pass over the lines: runs of equal width and runs of equal delimiters, tracked side by
	// side; a run that ends long enough is a candidate.
	type run struct{ start, n int } // first line, number of lines
	var cands []run
	flush := func(start, end int) {
		if n := end - start; start >= 0 && n >= 3 && n > maxRows {
			cands = append(cands, run{start, n})
		}
	}
	wStart, dStart := -1, -1
	var (
		wSig  int
		dSig  [3]int
		lines int
	)
	for off := 0; ; lines++ {
		e := strings.IndexByte(s[off:], '\n')
		if e < 0 {
			e = len(s)
		} else {
			e += off
		}
		l := s[off:e]
		if strings.TrimSpace(l) == "" {
			flush(wStart, lines)
			flush(dStart, lines)
			wStart, dStart = -1, -1
		} else {
			if w := utf8.RuneCountInString(l); wStart < 0 || w != wSig {
				flush(wStart, lines)
				wStart, wSig = lines, w
			}
			d := [3]int{strings.Count(l, ","), strings.Count(l, "\t"), strings.Count(l, "|")}
			switch {
			case d == [3]int{}:
				flush(dStart, lines)
				dStart = -1
			case dStart < 0 || d != dSig:
				flush(dStart, lines)
				dStart, dSig = lines, d
			}
		}
		if e == len(s) {
			lines++
			break
		}
		off = e + 1
	}
	flush(wStart, lines)
	flush(dStart, lines)
	if len(cands) == 0 {
		return s, nil
	}
	// Earliest first, the longer of two starting together; overlapping later runs lose.
	slices.SortFunc(cands, func(a, b run) int {
		if a.start != b.start {
			return a.start - b.start
		}
		return b.n - a.n
	})
	head, tail := (maxRows+1)/2, maxRows/2
	var (
		chosen []run
		cuts   []tableCut
		marks  []int // line indices whose byte offsets are needed, ascending
	)
	next := 0
	for _, c := range cands {
		if c.start < next {
			continue
		}
		chosen = append(chosen, c)
		cuts = append(cuts, tableCut{rows: c.n, omitted: c.n - head - tail})
		marks = append(marks, c.start+head, c.start+c.n-tail)
		next = c.start + c.n
	}
	offs := lineOffsets(s, marks)
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for k, c := range cuts {
		b.WriteString(s[last:offs[2*k]])
		b.WriteString("… " + strconv.Itoa(c.omitted) + " rows omitted\n")
		last = offs[2*k+1]
	}
	b.WriteString(s[last:])
	out := b.String()
	// A table that ended the text without a newline, with no tail rows kept: end as it did.
	if last >= len(s) && !strings.HasSuffix(s, "\n") {
		out = strings.TrimSuffix(out, "\n")
	}
	return out, cuts
}

// lineOffsets returns the byte offset in s of the start of each line index in marks (ascending);
// an index past the last line maps to len(s).
func lineOffsets(s string, marks []int) []int {
	offs := make([]int, len(marks))
	line, off := 0, 0
	for k, m := range marks {
		for line < m && off < len(s) {
			e := strings.IndexByte(s[off:], '\n')
			if e < 0 {
				off = len(s)
			} else {
				off += e + 1
			}
			line++
		}
		if line < m {
			off = len(s)
		}
		offs[k] = off
	}
	return offs
}

// cutMiddle keeps the head and the tail of s within max bytes, with a marker between them that
// says how many bytes were cut. Cuts fall on line boundaries when one is near and always on
// UTF-8 boundaries. When max is too small for a useful head and tail, it keeps the head only,
// ending in "…". It returns the text and the number of bytes cut.
func cutMiddle(s string, max int) (string, int) {
	if len(s) <= max {
		return s, 0
	}
	if max <= 0 {
		return "", len(s)
	}
	longest := len("\n… [ bytes cut] …\n") + len(strconv.Itoa(len(s)))
	if max < longest+16 {
		const ell = "…"
		if max < len(ell) {
			return "", len(s)
		}
		h := runeStartBefore(s, max-len(ell))
		return s[:h] + ell, len(s) - h
	}
	budget := max - longest
	h := runeStartBefore(s, budget/2)
	if k := strings.LastIndexByte(s[h-min(h, 256):h], '\n'); k >= 0 {
		h = h - min(h, 256) + k + 1
	}
	t := runeStartAfter(s, len(s)-(budget-budget/2))
	if k := strings.IndexByte(s[t:min(len(s), t+256)], '\n'); k >= 0 && t+k+1 < len(s) {
		t += k + 1
	}
	cut := t - h
	marker := "\n… [" + strconv.Itoa(cut) + " bytes cut] …\n"
	if h == 0 || s[h-1] == '\n' {
		marker = marker[1:]
	}
	return s[:h] + marker + s[t:], cut
}

// runeStartBefore returns the largest rune boundary of s at or before i.
func runeStartBefore(s string, i int) int {
	if i >= len(s) {
		return len(s)
	}
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return i
}

// runeStartAfter returns the smallest rune boundary of s at or after i.
func runeStartAfter(s string, i int) int {
	if i < 0 {
		return 0
	}
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	return i
}
