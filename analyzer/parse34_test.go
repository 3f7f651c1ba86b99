package analyzer_test

import (
	"bytes"
	"fmt"
	"os"
	"reflect"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"

	"github.com/sluice-gw/sluice/analyzer"
)

// gpythonParse is the reference: gpython's own parser, its panics recovered.
func gpythonParse(text []byte) (mod *ast.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			mod, err = nil, fmt.Errorf("gpython panicked: %v", r)
		}
	}()
	m, err := parser.Parse(bytes.NewReader(text), "<agent>", py.ExecMode)
	if err != nil {
		return nil, err
	}
	module, ok := m.(*ast.Module)
	if !ok {
		return nil, fmt.Errorf("gpython returned %T", m)
	}
	return module, nil
}

// verdict is the outcome of one differential check.
type verdict int

const (
	agreeAccept verdict = iota // both parse, same tree
	agreeReject                // both reject
	fallback                   // gpython parses, the fast parser declines
	mismatch                   // a wrong answer from the fast parser
)

// compare runs both parsers on text; on a mismatch msg says where the trees differ.
func compare(text []byte) (v verdict, msg string) {
	want, gerr := gpythonParse(text)
	got, ok := analyzer.ParseFast34(text)
	switch {
	case gerr != nil && !ok:
		return agreeReject, ""
	case gerr != nil:
		return mismatch, fmt.Sprintf("gpython rejects it (%v), the fast parser accepts it", gerr)
	case !ok:
		return fallback, ""
	}
	if reflect.DeepEqual(want, got) {
		return agreeAccept, ""
	}
	d := firstDiff(reflect.ValueOf(want), reflect.ValueOf(got), "Module", ast.Pos{}, ast.Pos{})
	if d == "" {
		d = "DeepEqual differs, firstDiff finds nothing"
	}
	return mismatch, "trees differ: " + d
}

// firstDiff returns the path of the first difference between gpython's tree a and the fast
// parser's b, with the positions of the nearest enclosing nodes, or "".
func firstDiff(a, b reflect.Value, path string, pa, pb ast.Pos) string {
	where := func(what string) string {
		return fmt.Sprintf("%s: %s (nearest node at gpython %d:%d, fast %d:%d)", path, what, pa.Lineno, pa.ColOffset, pb.Lineno, pb.ColOffset)
	}
	if a.IsValid() != b.IsValid() {
		return where("one side missing")
	}
	if !a.IsValid() {
		return ""
	}
	if a.Type() != b.Type() {
		return where(fmt.Sprintf("gpython %v, fast %v", a.Type(), b.Type()))
	}
	if a.CanInterface() {
		if n, ok := a.Interface().(ast.Ast); ok && a.Kind() == reflect.Pointer && !a.IsNil() {
			pa = ast.Pos{Lineno: n.GetLineno(), ColOffset: n.GetColOffset()}
		}
		if n, ok := b.Interface().(ast.Ast); ok && b.Kind() == reflect.Pointer && !b.IsNil() {
			pb = ast.Pos{Lineno: n.GetLineno(), ColOffset: n.GetColOffset()}
		}
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() != b.IsNil() {
			return where(fmt.Sprintf("gpython nil=%v, fast nil=%v", a.IsNil(), b.IsNil()))
		}
		if a.IsNil() {
			return ""
		}
		if a.Kind() == reflect.Pointer && a.Elem().Kind() == reflect.Struct && hasUnexported(a.Elem().Type()) {
			if !reflect.DeepEqual(a.Interface(), b.Interface()) {
				return where(fmt.Sprintf("gpython %v, fast %v", a.Interface(), b.Interface()))
			}
			return ""
		}
		return firstDiff(a.Elem(), b.Elem(), path, pa, pb)
	case reflect.Struct:
		if a.Type() == reflect.TypeOf(ast.Pos{}) {
			if a.Interface() != b.Interface() {
				return where(fmt.Sprintf("position gpython %v, fast %v", a.Interface(), b.Interface()))
			}
			return ""
		}
		for i := 0; i < a.NumField(); i++ {
			name := a.Type().Field(i).Name
			p := path + "." + name
			if a.Type().Field(i).Anonymous {
				p = path
			}
			if d := firstDiff(a.Field(i), b.Field(i), p, pa, pb); d != "" {
				return d
			}
		}
		return ""
	case reflect.Slice:
		if a.IsNil() != b.IsNil() {
			return where(fmt.Sprintf("gpython nil slice=%v, fast nil slice=%v", a.IsNil(), b.IsNil()))
		}
		if a.Len() != b.Len() {
			return where(fmt.Sprintf("length gpython %d, fast %d", a.Len(), b.Len()))
		}
		for i := 0; i < a.Len(); i++ {
			if d := firstDiff(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), pa, pb); d != "" {
				return d
			}
		}
		return ""
	}
	if !reflect.DeepEqual(a.Interface(), b.Interface()) {
		return where(fmt.Sprintf("gpython %#v, fast %#v", a.Interface(), b.Interface()))
	}
	return ""
}

func hasUnexported(t reflect.Type) bool {
	for i := 0; i < t.NumField(); i++ {
		if !t.Field(i).IsExported() {
			return true
		}
	}
	return false
}

// TestParseFastCorpus runs the fast parser and gpython's on the normalised text of every .py
// file of Debian's standard library and of pandas, numpy and matplotlib: wherever gpython
// parses, the fast parser must parse too and build a reflect.DeepEqual tree; wherever gpython
// rejects, the fast parser must decline.
func TestParseFastCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus test skipped in -short mode")
	}
	files := corpusFiles(t)
	type result struct {
		path    string
		skipped bool
		v       verdict
		msg     string
	}
	jobs := make(chan string)
	results := make(chan result)
	var wg sync.WaitGroup
	for i := 0; i < runtime.GOMAXPROCS(0); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for path := range jobs {
				r := result{path: path}
				src, err := os.ReadFile(path)
				if err != nil {
					r.v, r.msg = mismatch, err.Error()
					results <- r
					continue
				}
				text, ok, _ := analyzer.Normalize34(string(src))
				if !ok {
					r.skipped = true
					results <- r
					continue
				}
				r.v, r.msg = compare(text)
				results <- r
			}
		}()
	}
	go func() {
		for _, f := range files {
			jobs <- f
		}
		close(jobs)
		wg.Wait()
		close(results)
	}()
	var counts [4]int
	var skipped int
	var fallbacks, failures []string
	for r := range results {
		if r.skipped {
			skipped++
			continue
		}
		counts[r.v]++
		switch r.v {
		case fallback:
			fallbacks = append(fallbacks, r.path)
		case mismatch:
			failures = append(failures, r.path+": "+r.msg)
		}
	}
	t.Logf("corpus: %d files, %d not normalised (tokenizer error or unsupported), %d parsed by both with equal trees, %d rejected by both, %d fallbacks to gpython, %d mismatches",
		len(files), skipped, counts[agreeAccept], counts[agreeReject], counts[fallback], counts[mismatch])
	if counts[agreeAccept] == 0 {
		t.Error("no corpus file parsed: the test checks nothing")
	}
	sort.Strings(fallbacks)
	for i, f := range fallbacks {
		if i == 20 {
			t.Errorf("… and %d more fallbacks", len(fallbacks)-20)
			break
		}
		t.Errorf("fallback to gpython (gpython parses it, the fast parser declines): %s", f)
	}
	sort.Strings(failures)
	for i, f := range failures {
		if i == 20 {
			t.Errorf("… and %d more mismatches", len(failures)-20)
			break
		}
		t.Error(f)
	}
}

// TestParseFastSnippets runs the differential check on every snippet of testdata/snippets.py
// (those the normaliser turns into text) and on testdata/bench.py.
func TestParseFastSnippets(t *testing.T) {
	b, err := os.ReadFile("testdata/snippets.py")
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(string(b), "\n#---\n")[1:]
	bench, err := os.ReadFile("testdata/bench.py")
	if err != nil {
		t.Fatal(err)
	}
	parts = append(parts, string(bench))
	var counts [4]int
	for i, p := range parts {
		text, ok, _ := analyzer.Normalize34(p)
		if !ok {
			continue
		}
		v, msg := compare(text)
		counts[v]++
		switch v {
		case fallback:
			t.Errorf("snippet %d: fallback to gpython:\n%s", i, text)
		case mismatch:
			t.Errorf("snippet %d: %s\n%s", i, msg, text)
		}
	}
	if v, msg := compare(mustNormalize(t, string(bench))); v != agreeAccept {
		t.Errorf("bench.py: verdict %d %s", v, msg)
	}
	t.Logf("snippets and bench.py: %d parsed by both, %d rejected by both, %d fallbacks, %d mismatches",
		counts[agreeAccept], counts[agreeReject], counts[fallback], counts[mismatch])
}

func mustNormalize(t testing.TB, src string) []byte {
	t.Helper()
	text, ok, clean := analyzer.Normalize34(src)
	if !ok || !clean {
		t.Fatalf("source does not normalise cleanly")
	}
	return text
}

// parse34Cases are Python 3.4 texts, fed to both parsers as they are. gpy says whether gpython
// accepts the text (the test checks that too, so the table documents gpython's behaviour);
// fallback marks the few texts gpython accepts and the fast parser leaves to it.
var parse34Cases = []struct {
	name     string
	src      string
	gpy      bool
	fallback bool
}{
	{"empty file", "", true, false},
	{"only newlines", "\n\n\n", true, false},
	{"only comments", "# a comment\n   # indented comment\n\n#\n", true, false},
	{"pass", "pass\n", true, false},
	{"assignments", "x = 1\nx = y = z\na, b = b, a\na, = x\n[a, *b] = c\n(a, (b, c)) = d\nx.y = z[0] = w\n", true, false},
	{"augmented", "x += 1\nx -= 1\nx *= 1\nx /= 1\nx %= 1\nx &= 1\nx |= 1\nx ^= 1\nx <<= 1\nx >>= 1\nx **= 1\nx //= 1\nx.a += y\nx[0] += y\n", true, false},
	{"augmented tuple (gpython accepts)", "a, b += 1\n", true, false},
	{"augmented yield", "def f():\n x += yield\n x += yield 1\n", true, false},
	{"del", "del a, b[0], c.d\ndel (a, b)\ndel a,\ndel [a, b]\n", true, false},
	{"del call", "del f()\n", false, false},
	{"flow", "def f():\n return\n return 1, 2\n return 1,\nwhile 1:\n break\n continue\nraise\nraise E\nraise E from e\n", true, false},
	{"yield forms", "def f():\n yield\n yield x\n yield x, y\n yield from y\n x = yield\n x = yield 1, 2\n (yield)\n f((yield))\n", true, false},
	{"imports", "import a\nimport a.b.c as d, e\nfrom a import b\nfrom a.b import c as d, e\n", true, false},
	{"relative imports", "from . import x\nfrom .. import x\nfrom ... import x\nfrom .... import x\nfrom .a.b import c\nfrom ...a import b\nfrom . . a import b\n", true, false},
	{"parenthesised import", "from a import (b, c as d,)\nfrom a import (b)\nfrom a import b,\nfrom a import *\n", true, false},
	{"import errors", "from a import (*)\n", false, false},
	{"from without module", "from import x\n", false, false},
	{"global nonlocal", "global a, b\ndef f():\n nonlocal a\n global c\n", true, false},
	{"assert", "assert x\nassert x, 'msg'\n", true, false},
	{"if elif else blocks", "if a:\n pass\nelif b:\n pass\nelif c:\n x = 1\nelse:\n pass\n", true, false},
	{"if elif else simple", "if a: x\nelif b: y = 1\nelif c: z; w\nelse: z\n", true, false},
	{"elif stale positions", "if f(x, y):\n    pass\nelif y:\n    pass\nif a + b: c = d\nelif e: pass\n", true, false},
	{"while for else", "while a:\n pass\nelse:\n pass\nfor x in y:\n pass\nelse:\n pass\n", true, false},
	{"for targets", "for x, in y: pass\nfor (a, b) in c: pass\nfor a, *b in c, d: pass\nfor a.b in c: pass\nfor [a] in b: pass\n", true, false},
	{"for literal target", "for 1 in x: pass\n", false, false},
	{"try forms", "try:\n pass\nexcept E as e:\n pass\nexcept (A, B):\n pass\nexcept:\n pass\nelse:\n pass\nfinally:\n pass\n", true, false},
	{"try simple suites", "try: x = 1\nexcept: pass\ntry: a; b\nexcept E: pass\ntry: pass\nfinally: pass\n", true, false},
	{"try without handlers (gpython accepts)", "try:\n a\nelse:\n b\n", true, false},
	{"with", "with a: pass\nwith a as b, c as (d, e): pass\nwith a as b.c, d as e[0]: pass\n", true, false},
	{"with literal target", "with a as 1: pass\n", false, false},
	{"defs", "def f(): pass\ndef f(a, b=1, *args, c, d=2, **kw): pass\ndef f(*, a): pass\ndef f(*a, **k): pass\ndef f(**k): pass\ndef f(a,): pass\ndef f(a, *, b, **c): pass\ndef f(a, **k): pass\ndef f(*a, b=1, **k): pass\n", true, false},
	{"annotations", "def f(a: int, b: 'x' = 1, *c: list, d: dict = {}, **e: str) -> None: pass\ndef g() -> a.b[c]: pass\n", true, false},
	{"default before plain (gpython accepts)", "def f(a=1, b): pass\ndef g(*): pass\n", true, false},
	{"star trailing comma", "def f(*a,): pass\n", false, false},
	{"kwargs trailing comma", "def f(**a,): pass\n", false, false},
	{"empty def stale position", "x = 1\ndef f(): pass\nclass A:\n  def g(self): pass\n  def h(): return\n", true, false},
	{"classes", "class A: pass\nclass A(): pass\nclass A(B, C, metaclass=M, *a, **k): pass\nclass A(B,): pass\n", true, false},
	{"decorators", "@d\ndef f(): pass\n@d()\ndef f(): pass\n@a.b.c(1, x=2)\n@e\nclass A: pass\nx = 1\n@d()\ndef f(): pass\n@a.b()\n\ndef f(): pass\n", true, false},
	{"decorator on statement", "@d\nx = 1\n", false, false},
	{"lambdas", "f = lambda: 0\nf = lambda x, y=1, *a, z=2, **k: x\nf = lambda *a: a\nf = lambda x,: x\nf = lambda x=lambda: 1: x\nf = lambda *, a: a\nf = lambda **k: k\n", true, false},
	{"lambda annotation", "f = lambda x: int: x\n", false, false},
	{"conditional and boolean", "x = a if b else c\nx = a or b or c and d and not e\nx = (a or b) or c\nx = a and (b and c)\nx = a if b else c if d else e\nx = not not a\n", true, false},
	{"comparisons", "x = a < b <= c == d != e > f >= g\nx = a in b not in c is d is not e\nx = (a < b) < c\n", true, false},
	{"ltgt", "x = a <> b\n", false, false},
	{"arithmetic", "x = a | b ^ c & d << e >> f + g - h * i / j % k // l\nx = a + b * c - d\nx = (a + b) * c\nx = a - b - c\nx = a * b + c * d\n", true, false},
	{"unary and power", "x = -a ** -b\nx = a ** b ** c\nx = ~-+a\nx = -a.b ** c[d]\nx = (-a) ** b\nx = a ** -b ** c\n", true, false},
	{"calls", "f()\nf(a)\nf(a, b=1, *c, d=2, **e)\nf(*a)\nf(**k)\nf(a,)\nf(a, b)(c)\nf(*a, **k)\nf(a, *b)\nf(a, **b)\nf(a=1)\n", true, false},
	{"generator arguments", "f(x for x in y)\nf(a, x for x in y)\nf(x for x in y if z)\n", true, false},
	{"keyword after positional (gpython accepts)", "f(a=1, b)\nf((a)=1)\n", true, false},
	{"positional after star", "f(*a, b)\n", false, false},
	{"two stars", "f(*a, *b)\n", false, false},
	{"keyword expression", "f(a.b=1)\n", false, false},
	{"star trailing comma call", "f(*a,)\n", false, false},
	{"kwargs trailing comma call", "f(**k,)\n", false, false},
	{"subscripts", "x[1]\nx[1:2]\nx[::2]\nx[:]\nx[::]\nx[1:2, 3]\nx[1, 2]\nx[1,]\nx[:, 1]\nx[..., 1]\nx[a:b:c]\nx[1:]\nx[:2]\nx[1::]\nx[:2:]\nx[1:2,]\nx[a, b:c, ...]\nx[()]\n", true, false},
	{"atoms", "x = ()\nx = (1,)\nx = (1)\nx = []\nx = [1, 2,]\nx = {}\nx = {1: 2, 3: 4,}\nx = {1, 2}\nx = {1,}\nx = ...\nx = None, True, False\nx = [*a, b]\nx = (*a,)\nx = (*a)\n", true, false},
	{"lambda as a comprehension iterable", "x = {a for a in b}\nx = {a: b for a, b in c}\nx = [a for a in b if c if d for e in f if g]\nx = (a for a in b)\nx = [a for a, in b]\nx = [a for a.b in c]\nx = [*a for a in b]\nx = [a for a in b if lambda: c]\nx = [a for a in lambda: b]\nx = [a for a in b for c in d]\n", false, false},
	{"comprehensions valid", "x = {a for a in b}\nx = {a: b for a, b in c}\nx = [a for a in b if c if d for e in f if g]\nx = (a for a in b)\nx = [a for a, in b]\nx = [a for a.b in c]\nx = [*a for a in b]\nx = [a for a in b if lambda: c]\nx = [a for a in b for c in d]\nx = [a for a in b if (lambda: c if d else e)]\n", true, false},
	{"comprehension literal target", "x = [a for 1 in b]\n", false, false},
	{"dict star", "x = {**a}\n", false, false},
	{"strings", "x = 'a' \"b\" '''c''' \"\"\"d\"\"\"\nx = b'a' b'b'\nx = r'\\d' R'\\n'\nx = u'x' U\"y\"\nx = rb'\\x' BR'y' Rb'z' bR'w'\nx = ''\nx = b''\nx = rb''\nx = '' ''\nx = b'' b'a'\n", true, false},
	{"escapes", "x = '\\x41\\n\\t\\u00e9\\U0001F600\\101\\0\\a\\b\\f\\v\\r\\'\\\"\\\\'\nx = b'\\xff\\777\\u1234\\N{DASH}'\nx = '\\N{DASH}'\nx = '\\q'\n", true, false},
	{"bad escape", "x = '\\x4'\n", false, false},
	{"bad unicode escape", "x = '\\u12'\n", false, false},
	{"str bytes mix", "x = 'a' b'b'\n", false, false},
	{"bytes str mix", "x = b'a' 'b'\n", false, false},
	{"multi-line strings and positions", "x = '''a\nb\n''' + y\nz = \"\"\"\n\"\"\"; w = 1\nv = '''\\\n''' + '''a\\\nb'''\n", true, false},
	{"escaped newline in strings", "x = 'a\\\nb' + c\ny = r'a\\\nb'\nz = b'\\\n'\nw = rb'\\\n'\n", true, false},
	{"unterminated string", "x = 'abc\n", false, false},
	{"unterminated triple string", "x = '''abc\n\n", false, false},
	{"non-ASCII", "é = 1\nx = 'ü' + é + 'ñ'\n名前 = '値'\nx = b'é'\nx = r'é\\\\'\nx = 'é\\n'\nf(é=1).ö\n", true, false},
	{"invalid UTF-8 in strings", "x = '\xff\xfe'\ny = b'\xff'\nz = '\xe9\\n'\n", true, false},
	{"invalid UTF-8 in code", "x = \xff\n", false, false},
	{"numbers", "x = 0x1F + 0o17 + 0b101 + 0XAB + 0O7 + 0B1 + 0\nx = 123456789012345678901234567890\nx = 0xFFFFFFFFFFFFFFFFFFFF\nx = 1.5 + .5 + 5. + 1e10 + 1.5e-3 + 1E+5 + 1.e5 + 00 + 0.0\nx = 1j + 1.5j + 1e3j + .5J + 10j + 0j\nx = 1e400\nx = 5 .real\nx = 1if a else 2\nx = 0x0b1\nx = 9999999999999999999\n", true, false},
	{"leading zero", "x = 007\n", false, false},
	{"leading zero imaginary (gpython accepts)", "x = 007j\n", true, false},
	{"hex without digits", "x = 0x\n", false, false},
	{"underscore number", "x = 1_000\n", false, false},
	{"float attribute", "x = 5.real\n", false, false},
	{"exponent without digits", "x = 1e\n", false, false},
	{"continuations", "x = 1 + \\\n    2\nif a and \\\n   b:\n    pass\nx = [1,\n  2,\n]\nf(a,\n# c\n  b)\nx = (1 +\n\n 2)\n", true, false},
	{"continuation then blank", "x = 1\n\\\n\n", true, false},
	{"continuation at the end", "x = 1 \\\n", false, false},
	{"continuation dedents", "if x:\n    y = 1\n\\\nz\n", true, false},
	{"backslash not at end", "x = 1 \\ 2\n", false, false},
	{"tabs", "if a:\n\tx = 1\n\tif b:\n\t\ty = 2\nif a:\n        x\n\ty\nx = 1\t+\t2\n", true, false},
	{"comments and blank lines", "x = 1  # c\n# c\n\n  # indented comment\ny = 2\nif a:\n  x = 1\n\n  # c\n    # c\n  y\n", true, false},
	{"brackets suppress indentation", "x = [\n        1,\n  2]\nif a:\n    f(a,\nb)\n    c\n", true, false},
	{"print chevron (gpython accepts)", "print >>f, x\n", true, false},
	{"print statement", "print x\n", false, false},
	{"exec statement", "exec 'x'\n", false, false},
	{"assign to literal", "1 = x\n", false, false},
	{"assign to call", "f() = 1\n", false, false},
	{"literal in tuple target", "(a, 1) = x\n", false, false},
	{"call in list target", "[a, f()] = x\n", false, false},
	{"starred targets (gpython accepts)", "*a = b\n*1, = x\n", true, false},
	{"augmented operator target", "a + 1 += 1\n", false, false},
	{"assign to yield", "def f():\n x = yield = 1\n", false, false},
	{"assign to lambda", "lambda: 1 = x\n", false, false},
	{"assign to comparison", "a < b = c\n", false, false},
	{"assign to keyword", "None = 1\n", false, false},
	{"semicolons", "a; b; c\na;\nif x: a; b;\n", true, false},
	{"double semicolon", "a;;\n", false, false},
	{"stale positions", "class A:\n  def f(self): pass\n  @d()\n  def g(self):\n    try:\n      pass\n    except E:\n      pass\n    except F as e:\n      x = [1, 2, f(3)]\n  def h(): pass\n", true, false},
	{"trailers", "x = a.b.c(d)[e].f\nx = a[b](c)\nx = f(a)(b)\nx = a.b[c:d].e()\n", true, false},
	{"unexpected indent", " x = 1\n", false, false},
	{"inconsistent dedent", "if a:\n  b\n c\n", false, false},
	{"missing indent", "if a:\nb\n", false, false},
	{"unbalanced", "x = (1\n", false, false},
	{"unmatched", "x = 1)\n", false, false},
	{"mismatched", "x = (1]\n", false, false},
	{"form feed line", "\fx = 1\n", false, false},
	{"form feed blank line (gpython accepts)", "x = 1\n\f\ny = 2\n", true, true},
	{"carriage returns", "x = 1\r\ny = 2\r\n", true, true},
	{"no final newline", "x = 1", true, true},
	{"nested brackets", "x = " + strings.Repeat("(", 200) + "1" + strings.Repeat(")", 200) + "\n", true, false},
	{"nested calls", "x = " + strings.Repeat("f(", 200) + "1" + strings.Repeat(")", 200) + "\n", true, false},
	{"nested blocks", nestedBlocks(60), true, false},
	{"unary chain", "x = " + strings.Repeat("-", 500) + "1\n", true, false},
	{"deep nesting beyond the limit", "x = " + strings.Repeat("[", 5000) + strings.Repeat("]", 5000) + "\n", true, true},
	{"deep unclosed nesting", "x = " + strings.Repeat("(", 5000) + "\n", false, false},
	{"match is a name", "match = 1\nmatch(x)\n", true, false},
	{"async is a name", "async = 1\nawait = 2\n", true, false},
	{"walrus", "(x := 1)\n", false, false},
	{"bang", "x = !a\n", false, false},
}

// nestedBlocks returns n nested if statements.
func nestedBlocks(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(strings.Repeat(" ", i) + "if a:\n")
	}
	b.WriteString(strings.Repeat(" ", n) + "x = 1\n")
	return b.String()
}

// TestParseFastCases checks the table of tricky cases against gpython.
func TestParseFastCases(t *testing.T) {
	for _, c := range parse34Cases {
		t.Run(c.name, func(t *testing.T) {
			_, gerr := gpythonParse([]byte(c.src))
			if (gerr == nil) != c.gpy {
				t.Fatalf("gpython accepts=%v (err %v), the table says %v", gerr == nil, gerr, c.gpy)
			}
			v, msg := compare([]byte(c.src))
			switch {
			case v == mismatch:
				t.Fatal(msg)
			case v == fallback && !c.fallback:
				t.Fatal("the fast parser declines what gpython parses")
			case v != fallback && c.fallback:
				t.Fatal("the table expects a fallback to gpython")
			}
		})
	}
}

// TestParseFastConcurrent parses from several goroutines at once (the parser state is pooled).
func TestParseFastConcurrent(t *testing.T) {
	bench, err := os.ReadFile("testdata/bench.py")
	if err != nil {
		t.Fatal(err)
	}
	text := mustNormalize(t, string(bench))
	want, err := gpythonParse(text)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 20; i++ {
				src := text
				if (g+i)%3 == 0 {
					src = []byte(parse34Cases[(g*20+i)%len(parse34Cases)].src)
					if v, msg := compare(src); v == mismatch {
						errs <- msg
						return
					}
					continue
				}
				got, ok := analyzer.ParseFast34(src)
				if !ok || !reflect.DeepEqual(want, got) {
					errs <- "bench.py parsed differently under concurrency"
					return
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// FuzzParseFast checks that the fast parser never panics or hangs, and that whenever it
// accepts a text gpython accepts it too, with a reflect.DeepEqual tree; whenever gpython
// rejects a text the fast parser must have declined it.
// go test -run '^$' -fuzz FuzzParseFast -fuzztime 60s ./analyzer/
func FuzzParseFast(f *testing.F) {
	if b, err := os.ReadFile("testdata/snippets.py"); err == nil {
		for _, s := range strings.Split(string(b), "\n#---\n") {
			f.Add(s)
			if text, ok, _ := analyzer.Normalize34(s); ok {
				f.Add(string(text))
			}
		}
	}
	if b, err := os.ReadFile("testdata/bench.py"); err == nil {
		if text, ok, _ := analyzer.Normalize34(string(b)); ok {
			f.Add(string(text))
		}
	}
	for _, c := range parse34Cases {
		if len(c.src) < 2000 {
			f.Add(c.src)
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		if v, msg := compare([]byte(src)); v == mismatch {
			t.Fatalf("%s\nsource: %q", msg, src)
		}
	})
}

// BenchmarkParseFast parses the normalised testdata/bench.py with the fast parser and, for
// comparison, with gpython's.
func BenchmarkParseFast(b *testing.B) {
	bench, err := os.ReadFile("testdata/bench.py")
	if err != nil {
		b.Fatal(err)
	}
	text := mustNormalize(b, string(bench))
	b.Run("fast", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(text)))
		for b.Loop() {
			if _, ok := analyzer.ParseFast34(text); !ok {
				b.Fatal("fast parser declined bench.py")
			}
		}
	})
	b.Run("gpython", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(text)))
		for b.Loop() {
			if _, err := gpythonParse(text); err != nil {
				b.Fatal(err)
			}
		}
	})
}
