package analyzer

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"
)

// MaxSource is the largest source, in bytes, that Analyze reads; larger input is reported as
// Unsupported. The gateway's own limit (8,000 characters) is far below it.
const MaxSource = 1 << 20

// Analyze parses src as Python 3.11 and returns its Facts. It never panics, never returns nil
// and is safe for concurrent use.
func Analyze(src string) (f *Facts) {
	f = newFacts()
	defer func() {
		if r := recover(); r != nil {
			f = newFacts()
			f.Unsupported = fmt.Sprintf("internal analyzer error: %v", r)
		}
	}()
	if len(src) > MaxSource {
		f.Unsupported = fmt.Sprintf("source is %d bytes, more than the %d the analyzer reads", len(src), MaxSource)
		return f
	}
	text, perr := prepare(src)
	if enc := codingCookie(text); enc != "" {
		f.Unsupported = fmt.Sprintf("the source declares the encoding %q; the analyzer reads only UTF-8, and a program run from a file would be decoded otherwise", enc)
		return f
	}
	if perr != nil {
		f.SyntaxError = plain(text).report(perr)
		return f
	}
	sc := getScratch()
	defer putScratch(sc)
	toks, hard, soft := tokenize(text, sc.toks)
	sc.toks = toks
	if hard != nil {
		f.SyntaxError = plain(text).report(hard)
		return f
	}
	n, errs := normalize(text, toks, sc)
	if n.unsupported != "" {
		f.Unsupported = n.unsupported
		return f
	}
	if soft != nil {
		errs = append(errs, soft)
	}
	mod, perrGo := parse(n.text, &sc.tree)
	if perrGo != nil {
		ge, ok := n.gpythonError(perrGo, toks)
		switch {
		case ok && soft != nil && ge.artificial:
			// The source was cut at the tokenizer error: gpython's complaint about the end
			// is not CPython's.
		case ok:
			errs = append(errs, ge.err)
		case len(errs) == 0:
			f.Unsupported = perrGo.Error()
			return f
		}
	}
	if len(errs) > 0 {
		f.SyntaxError = n.report(earliest(errs))
		return f
	}
	w := sc.walker.reuse(n)
	sc.walker = w
	// Every call has a '(' (those in f-string fields aside): size the calls once.
	opens := 0
	for i := range toks {
		if toks[i].kind == tkOp && toks[i].text == "(" {
			opens++
		}
	}
	w.calls = make([]Call, 0, opens+8)
	w.run(mod.Body)
	if w.tooDeep {
		f.Unsupported = fmt.Sprintf("code nested more than %d levels deep", maxDepth)
		return f
	}
	w.finish(f)
	f.Parsed = true
	return f
}

// plain is text as it stands, for reporting errors found before it is normalised.
func plain(text string) *normalized {
	return &normalized{orig: text, lines: lineStarts(text)}
}

// earliest returns the error CPython reports first: the one earliest in the source; on a tie
// the one found first (the analyzer's own checks come before gpython's generic complaint).
func earliest(errs []*synErr) *synErr {
	key := func(e *synErr) int {
		if e.rank > 0 {
			return e.rank
		}
		return e.off
	}
	sort.SliceStable(errs, func(i, j int) bool { return key(errs[i]) < key(errs[j]) })
	return errs[0]
}

// inField reports whether a source offset is inside an f-string field expression.
func (n *normalized) inField(off int) bool {
	for _, f := range n.fields {
		if f[0] <= off && off < f[1] {
			return true
		}
	}
	return false
}

// report turns an error into the Facts form, at original positions.
func (n *normalized) report(e *synErr) *SyntaxError {
	off := e.off
	if off >= len(n.orig) && len(n.orig) > 0 {
		off = len(n.orig) - 1 // at the end of input CPython blames the last line
	}
	line, col := n.offsetPos(off)
	if e.line > 0 {
		line = e.line
	}
	return &SyntaxError{Type: e.typ, Line: line, Col: col, Message: e.msg}
}

// parse parses the normalised text: with the fast parser (parse34.go) when it accepts the text,
// else with gpython's parser, which also words the errors; gpython's panics become errors.
// The fast parser takes the tree's nodes from a (see parseFast).
func parse(text []byte, a *arena34) (mod *ast.Module, err error) {
	if m, ok := parseFast(text, a); ok {
		return m, nil
	}
	defer func() {
		if r := recover(); r != nil {
			mod, err = nil, fmt.Errorf("gpython parser failed: %v", r)
		}
	}()
	m, err := parser.Parse(bytes.NewReader(text), "<agent>", py.ExecMode)
	if err != nil {
		return nil, err
	}
	module, ok := m.(*ast.Module)
	if !ok {
		return nil, fmt.Errorf("gpython parser returned %T, want *ast.Module", m)
	}
	return module, nil
}

type goError struct {
	err        *synErr
	artificial bool // at the very end of the normalised text
}

// gpythonError converts a gpython SyntaxError to the original's positions and CPython's
// wording; ok is false when err is not a syntax error.
func (n *normalized) gpythonError(err error, toks []token) (goError, bool) {
	e, ok := err.(*py.Exception)
	if !ok || e.Base == nil || !strings.Contains(e.Base.Name, "Error") {
		return goError{}, false
	}
	if e.Base.Name != "SyntaxError" && e.Base.Name != "IndentationError" && e.Base.Name != "TabError" {
		return goError{}, false
	}
	line, _ := e.Dict["lineno"].(py.Int)
	col, _ := e.Dict["offset"].(py.Int)
	msg := "invalid syntax"
	if args, ok := e.Args.(py.Tuple); ok && len(args) > 0 {
		if s, ok := args[0].(py.String); ok && s != "" {
			msg = string(s)
		}
	}
	msg = cpythonWording(msg)
	off := n.origOff(int(line), int(col))
	artificial := int(line) >= n.nlines()
	if int(line) >= 1 && int(line) <= n.nlines() {
		// Past the last token of the last line: the parser wanted more input.
		sp := n.lineSpans(int(line))
		artificial = int(line) == n.nlines() && (len(sp) == 0 || int(col) > sp[len(sp)-1].col)
	}
	if strings.HasPrefix(msg, "cannot ") {
		// gpython raises these from grammar actions and keeps parsing, so its position is
		// where parsing stopped: find the first line that raises it.
		if l := n.firstActionError(); l > 0 && len(n.lineSpans(l)) > 0 {
			off = n.lineSpans(l)[0].off
			artificial = false
		}
		if msg == "cannot assign to yield expression" {
			msg = "assignment to yield expression not possible"
		}
	}
	if msg == "invalid syntax" {
		if name := py2Statement(toks, off); name != "" {
			msg = "Missing parentheses in call to '" + name + "'. Did you mean " + name + "(...)?"
		}
	}
	typ := "SyntaxError"
	if e.Base.Name == "IndentationError" || e.Base.Name == "TabError" {
		typ = e.Base.Name
	}
	if n.inField(off) && !strings.HasPrefix(msg, "f-string") {
		msg = "f-string: " + msg
	}
	// gpython's positions are those of its lookahead token: on the line of the error, but
	// less precise than the analyzer's own checks, which win on the same line.
	lineEnd := len(n.orig)
	if i := strings.IndexByte(n.orig[off:], '\n'); i >= 0 {
		lineEnd = off + i
	}
	return goError{err: &synErr{typ: typ, off: off, rank: lineEnd, msg: msg}, artificial: artificial}, true
}

// cpythonWording rewrites gpython's messages the way CPython 3.11 words them.
func cpythonWording(msg string) string {
	switch {
	case strings.HasPrefix(msg, "can't "):
		return "cannot " + msg[len("can't "):]
	case msg == "keyword can't be an expression":
		return "expression cannot contain assignment, perhaps you meant \"==\"?"
	case msg == "only named arguments may follow *expression", msg == "unexpected EOF while parsing":
		return "invalid syntax"
	}
	return msg
}

// py2Statement returns "print" or "exec" when the logical line holding off is a Python 2
// print or exec statement, else "".
func py2Statement(toks []token, off int) string {
	i := sort.Search(len(toks), func(i int) bool { return toks[i].off > off }) - 1
	for i > 0 && toks[i-1].kind != tkNewline && toks[i-1].kind != tkIndent && toks[i-1].kind != tkDedent {
		i--
	}
	if i < 0 || i+1 >= len(toks) || !(isName(&toks[i], "print") || isName(&toks[i], "exec")) {
		return ""
	}
	next := &toks[i+1]
	if next.kind == tkString || next.kind == tkNumber || (next.kind == tkName && !next.keyword) {
		return toks[i].text
	}
	return ""
}

// firstActionError returns the first normalised line (1-based) such that the text up to it
// makes gpython raise an error from a grammar action ("can't assign to …"), or 0. It parses
// O(log lines) prefixes, and runs only for code that does not parse.
func (n *normalized) firstActionError() int {
	ends := make([]int, 0, n.nlines())
	for i, c := range n.text {
		if c == '\n' {
			ends = append(ends, i+1)
		}
	}
	fails := func(k int) bool {
		_, err := parse(n.text[:ends[k-1]], nil)
		e, ok := err.(*py.Exception)
		if !ok {
			return false
		}
		if args, ok := e.Args.(py.Tuple); ok && len(args) > 0 {
			if s, ok := args[0].(py.String); ok {
				return strings.HasPrefix(string(s), "can't ")
			}
		}
		return false
	}
	lo, hi := 1, len(ends)
	if hi == 0 || !fails(hi) {
		return 0
	}
	for lo < hi {
		m := (lo + hi) / 2
		if fails(m) {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return lo
}

// codingCookie returns the encoding a PEP 263 cookie on the first two lines declares, when it
// is not UTF-8; "" otherwise. CPython ignores cookies in str source, but honours them when it
// reads a file, so code declaring another encoding could run other than it was analysed.
func codingCookie(src string) string {
	for i := 0; i < 2 && src != ""; i++ {
		line, rest, _ := strings.Cut(src, "\n")
		src = rest
		t := strings.TrimLeft(line, " \t\f")
		if !strings.HasPrefix(t, "#") {
			if t != "" {
				return ""
			}
			continue
		}
		j := strings.Index(t, "coding")
		if j < 0 || j+6 >= len(t) || (t[j+6] != ':' && t[j+6] != '=') {
			continue
		}
		enc := strings.TrimLeft(t[j+7:], " \t")
		k := 0
		for k < len(enc) && (isIdentByte(enc[k]) || enc[k] == '-' || enc[k] == '.') {
			k++
		}
		enc = enc[:k]
		norm := strings.ReplaceAll(strings.ToLower(enc), "_", "-")
		if norm == "" || norm == "utf-8" || norm == "utf8" || strings.HasPrefix(norm, "utf-8-") {
			return ""
		}
		return enc
	}
	return ""
}
