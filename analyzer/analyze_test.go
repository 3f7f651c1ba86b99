package analyzer_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sluice-gw/sluice/analyzer"
)

// Each case lists expectations, one per string:
//
//	parsed                       the code parsed
//	err LINE [TEXT]              a syntax error on LINE whose message contains TEXT
//	unsupported                  parsed is false for an analyzer limitation
//	call NAME [lit|nonlit] [@L:C] a call of NAME (with literal or non-literal arguments, at L:C)
//	nocall NAME                  no call of NAME
//	calls N                      exactly N calls
//	mod M / nomod M              M is (not) among the modules
//	modules M1,M2,…              the modules are exactly these
//	import MODULE NAME ALIAS L   an import entry ("-" for empty)
//	name X / noname X            identifier X is (not) among the names
//	attr X / noattr X            attribute name
//	chain X / nochain X          attribute chain
//	dunder X / nodunder X        dunder
//	str X / nostr X              string constant (X may be quoted with %q)
//	col X / nocol X              df column
//	dyn KIND [@L] / nodyn        a dynamic use (at line L) / none at all
//	dyns N                       exactly N dynamic uses
//	loop L / noloop              an infinite loop at line L / none
var cases = []struct {
	name string
	src  string
	want []string
}{
	// The syntax forms newer than Python 3.4 that gpython does not parse.
	{"f-string fields and specs", `x = f"{a!r:>{width}} and {b=} {c.d:.2f} {{lit}}"`, []string{
		"parsed", "name a", "name width", "name b", "name c", "attr d", "str ' '", "str ' and b='", "str .2f", "str >", "str ' {lit}'", "calls 0",
	}},
	{"nested f-strings", `x = f'{f"{inner(1)}"}' f"{'q'}"`, []string{
		"parsed", "call inner lit", "str q", "name inner",
	}},
	{"f-string concatenation merges literals", `x = "a" f"b{v}c" "d"`, []string{"str ab", "str cd", "nostr a", "nostr d"}},
	{"f-string debug text", "x = f'{ value = }'", []string{"str ' value = '", "name value"}},
	{"f-string in call is not literal", `print(f"{df.shape}")`, []string{"call print nonlit", "chain df.shape"}},
	{"f-string without fields is literal", `print(f"hello")`, []string{"call print lit", "str hello"}},
	{"f-string hides a call", `s = f"{__import__('os').system('id')}"`, []string{
		"call __import__ lit", "call .system lit", "dyn __import__", "attr system", "str os", "str id",
	}},
	{"multi-line f-string positions", "s = f'''a\n{\n  os.getcwd()\n}'''\nimport os", []string{"call os.getcwd lit @3:3"}},
	{"matmul", "y = a @ b\ny @= c", []string{"parsed", "name a", "name b", "name c", "calls 0"}},
	{"dict and set unpacking", "d = {**a, 'k': 1, **b}\ns = {*a, *b}", []string{"parsed", "name a", "name b", "str k", "calls 0"}},
	{"star arguments", "f(*a, *b, **c, **d)\ng(**k, x=1)\nh(*a, b)", []string{
		"parsed", "call f nonlit", "call g nonlit", "call h nonlit", "name a", "name d", "name k", "name x", "noname _sl_A0",
	}},
	{"numbers with underscores", "n = 1_000_000 + 0x_FF + 1_0.0_1e1_0j\nwhile 0_0:\n    pass", []string{"parsed", "noloop"}},
	{"annotated assignments", "x: int = 1\nself.y: 'Str' = v\nz: list[int]", []string{
		"parsed", "name x", "name int", "attr y", "str Str", "name v", "name z", "name list",
	}},
	{"walrus", "if (n := len(df)) > 10:\n    print(n)\nprint([y for x in xs if (y := f(x))])", []string{
		"parsed", "name n", "call len nonlit", "call f nonlit", "name y",
	}},
	{"positional-only parameters", "def f(a, /, b, *, c, **kw): pass\ng = lambda p, /, q: p", []string{
		"parsed", "name a", "name b", "name c", "name kw", "name p", "name q",
	}},
	{"async and await", "async def main():\n    async with lock as l:\n        await x.y()\n    async for i in aiter(): pass\n    r = [i async for i in gen()]", []string{
		"parsed", "name main", "name lock", "call x.y lit", "call aiter", "call gen", "noname async", "noname await",
	}},
	{"match statement", `match command.split():
    case [action]:
        pass
    case [action, obj] if obj in allowed:
        run(obj)
    case Point(x=0, y=yy) | Other(__class__=c) as p:
        pass
    case {"key": value, **rest}:
        pass
    case Color.RED:
        pass
    case _:
        pass`, []string{
		"parsed", "call command.split lit", "call run nonlit", "nocall Point", "name Point", "name action", "name obj",
		"name allowed", "name yy", "name p", "name value", "name rest", "attr x", "attr y", "attr __class__",
		"dunder __class__", "chain Color.RED", "str key", "calls 2",
	}},
	{"match as a name", "match = re.match(r'x', s)\nmatch.group(0)\ncase = 1", []string{
		"parsed", "call re.match", "call match.group", "name match", "name case",
	}},
	{"except star", "try:\n    pass\nexcept* ValueError as eg:\n    pass", []string{"parsed", "name ValueError", "name eg"}},
	{"parenthesised with", "with (open(a) as f, open(b) as g,):\n    pass", []string{"parsed", "call open nonlit", "name f", "name g"}},
	{"dotted decorators", "@functools.wraps(f)\n@x.setter\n@property\ndef h(): pass", []string{
		"call functools.wraps nonlit", "attr wraps", "attr setter", "chain x.setter", "name functools", "name property", "noname x.setter",
	}},
	{"any decorator expression", "@a.b[c](d)\n@(lambda f: f)\ndef h(): pass", []string{"parsed", "call ()", "nocall a.b", "chain a.b", "name d"}},

	// Facts.
	{"imports and aliases", "import numpy as np\nfrom os import path as p\nimport os.path\nfrom . import mod\nfrom ..pkg.sub import x as y\nnp.linalg.inv(a)\np.join('a')", []string{
		"modules .,..pkg,..pkg.sub,..pkg.sub.x,.mod,numpy,os,os.path",
		"import numpy - np 1", "import os path p 2", "import os.path - - 3", "import . mod - 4", "import ..pkg.sub x y 5",
		"call numpy.linalg.inv nonlit @6:1", "call os.path.join lit", "chain numpy.linalg", "chain numpy.linalg.inv",
		"name np", "name numpy", "name p", "name path",
	}},
	{"from import binds a call", "from os import system\nsystem('ls')", []string{"call os.system lit"}},
	{"one name, two modules", "if x:\n    import a as m\nelse:\n    import b as m\nm.f()", []string{"call a.f", "call b.f"}},
	{"method on an expression", "df.groupby('x').sum()\n(lambda: 1)()\nfs[0]()", []string{"call df.groupby lit", "call .sum", "call ()"}},
	{"literal arguments", "f(1, -2, 'a', b'x', (1, [2, {3: None}]), k=...)\ng(x)\nh()", []string{"call f lit", "call g nonlit", "call h lit"}},
	{"dunders", "x.__class__.__subclasses__()\n__builtins__\ndef __init__(self): pass\ns = '{0.__globals__}'.format(f)", []string{
		"dunder __class__", "dunder __subclasses__", "dunder __builtins__", "dunder __init__", "dunder __globals__",
	}},
	{"exec by alias", "e = exec\ne('print(1)')", []string{"dyn exec @1", "name exec", "call exec lit", "nocall e"}},
	{"module by alias", "import os\no = os\ns = o.system\ns('id')\nimport numpy as np\nx = np.linalg\nx.inv(a)", []string{
		"call os.system lit", "call numpy.linalg.inv nonlit", "chain os.system",
	}},
	{"getattr by alias", "g = getattr\nname = input()\ng(o, name)", []string{"dyn getattr @1", "dyns 1", "call getattr nonlit", "arg getattr 1 unknown"}},
	{"dynamic builtins", "eval(s)\ncompile(s, 'f', 'exec')\n__import__('os')\nglobals()\nlocals()\nvars()\nbreakpoint()", []string{
		"dyn eval @1", "dyn compile @2", "dyn __import__ @3", "dyn globals @4", "dyn locals @5", "dyn vars @6", "dyn breakpoint @7", "dyns 7",
	}},
	{"getattr with a literal name", "getattr(os, 'system')('ls')\nsetattr(o, 'x', 1)\nhasattr(o, '__dict__')", []string{
		"nodyn", "attr system", "attr x", "dunder __dict__",
	}},
	{"getattr with a computed name", "getattr(os, 'sys' + 'tem')\nsetattr(o, n, 1)\ndelattr(o, *a)\ng = getattr\nn = input()", []string{
		"dyn getattr @4", "dyns 1", "arg getattr 1 literal", "arg setattr 1 unknown", "arg delattr 1 unknown:*", "noattr system",
	}},
	{"builtins module", "import builtins\nbuiltins.exec('x')\nfrom builtins import eval as ev\nev('1')", []string{
		"dyn exec @2", "dyn eval @4", "chain builtins.exec", "call builtins.eval lit", "mod builtins.eval",
	}},
	{"unicode look-alikes", "ｅｘｅｃ('print(1)')\nｉｍｐｏｒｔ = 1\nｏｓ.ｓｙｓｔｅｍ('id')\n数据 = 3\nprint(数据)", []string{
		"parsed", "dyn exec", "call exec lit", "name import", "call os.system lit", "name 数据", "attr system",
	}},
	{"line continuations", "x = 1 + \\\n    exec('a')\nimport \\\n  os\nos.\\\nsystem('x')", []string{"dyn exec @2", "call os.system lit @5:1", "mod os"}},
	{"infinite loops", "while True:\n    pass\nwhile 1:\n    if x:\n        break\nwhile 'yes':\n    for i in y:\n        break\nwhile x:\n    pass", []string{
		"loop 1", "loop 6",
	}},
	{"df columns", "df['profit']\ndf[['a', 'b']]\ndf.region\ndf.groupby('x')\ndf['new'] = 1\ndf['c'] += 1\nother['z']", []string{
		"col profit", "col a", "col b", "col region", "col c", "nocol new", "nocol groupby", "nocol x", "nocol z",
	}},
	{"strings", "'''doc'''\nx = 'a' 'b'\ny = b'\\xff\\x00'\nz = '\\N{DEGREE SIGN}\\u00e9'", []string{"str doc", "str ab", "str \"ÿ\\x00\"", "str °é"}},

	// Syntax errors report the original line and CPython's message.
	{"syntax error after f-strings", "a = f'{x}'\nb = f'''\n{y}\n'''\nif x\n    pass", []string{"err 5 expected ':'"}},
	{"syntax error in a field", "a = 1\nb = f'{x y}'", []string{"err 2 f-string: invalid syntax"}},
	{"unterminated string", "a = 1\ns = 'abc\n", []string{"err 2 unterminated string literal (detected at line 2)"}},
	{"unexpected indent", "x = 1\n  y = 2", []string{"err 2 unexpected indent"}},
	{"never closed", "x = (1,\n2\n", []string{"err 1 '(' was never closed"}},
	{"python 2 print", "print 'x'", []string{"err 1 Missing parentheses in call to 'print'"}},
	{"assignment to a call", "x = 1\nf() = 2", []string{"err 2 cannot assign to function call"}},
	{"keyword argument order", "f(a=1, b)", []string{"err 1 positional argument follows keyword argument"}},
	{"null byte", "x = 1\x00", []string{"err 1 null bytes"}},
	{"walrus at statement level", "x := 1", []string{"err 1 invalid syntax"}},
	{"invalid character", "x = 1 € 2", []string{"err 1 invalid character '€' (U+20AC)"}},

	// The harness runs the code with pd, np and plt already bound to pandas, numpy and
	// matplotlib.pyplot: without an import they stand for those modules all the same.
	{"harness names without an import", "x = pd.read_pickle('a.pkl')\ny = np.load('a.npz', allow_pickle=True)\nplt.imread('a.png')\nz = pd.io.gbq", []string{
		"call pandas.read_pickle lit", "call numpy.load lit", "call matplotlib.pyplot.imread lit", "chain pandas.io.gbq",
		"nocall pd.read_pickle", "nocall np.load", "nochain pd.io.gbq", "nomod pandas", "nomod numpy",
	}},
	{"harness names beside an import", "import pandas as pd\nimport polars as np\nnp.read_csv(p)\npd.read_csv(p)", []string{
		"call numpy.read_csv nonlit", "call polars.read_csv nonlit", "call pandas.read_csv nonlit", "modules pandas,polars",
	}},
	{"harness names rebound", "def f(pd):\n    return pd.read_pickle('a')\nnp = my\nnp.load('b')", []string{
		"call pandas.read_pickle lit", "call numpy.load lit",
	}},

	// Text that pandas, statsmodels and patsy evaluate as code (textcode.go).
	{"query reads the code's variables", "thr = 3\nprint(df.query('x > @thr and y < 8'))", []string{
		"nodyn", "call df.query lit @2:7", "name thr", "name column", "noname x",
	}},
	{"eval calls what its text calls", "import os\nprint(df.eval('x + @os.getpid()'))", []string{
		"nodyn", "call os.getpid lit @2:7", "chain os.getpid",
	}},
	{"eval's text reaches a dunder", "r = df.eval('@pd.__builtins__')", []string{"nodyn", "dunder __builtins__", "chain pandas.__builtins__"}},
	{"text built at run time", "u = ''.join(chr(c) for c in [95, 95])\nr = df.eval('@pd.' + u)", []string{"dyn text @2", "dyns 1"}},
	{"text from the data", "for c in df.columns:\n    print(df.query(c + ' > 0'))", []string{"dyn text @2"}},
	{"a name bound only to literals", "q = 'a > 1'\nif cond:\n    q = 'b < @lim'\nprint(df.query(q))", []string{"nodyn", "name lim"}},
	{"a name changed in place is no text", "qs = ['a > 1']\nqs.append(x)\nfor q in qs:\n    df.query(q)", []string{"dyn text @4"}},
	{"columns are not the code's names", "print(df.query('open > close and `adj close` > 0'))", []string{"nodyn", "noref open", "noname open", "name column"}},
	{"column placeholder avoids the code's names", "column = 1\nprint(df.query('a > 1'))", []string{"nodyn", "name column1"}},
	{"keyword arguments keep their names", "r = df.eval('@np.load(@p, allow_pickle=True)')", []string{"call numpy.load nonlit", "name allow_pickle", "name p"}},
	{"pandas.eval reads the code's names", "r = pd.eval('open')", []string{"nodyn", "ref open"}},
	{"namespaces given to the call", "r = df.query('@x.system(1)', local_dict={'x': y})\nr = pd.eval('a', resolvers=[d])\nr = df.eval(*args)", []string{
		"dyn text @1", "dyn text @2", "dyn text @3", "dyns 3",
	}},
	{"query of an object that takes no text", "from sklearn.neighbors import KDTree\ntree = KDTree(X)\nd, i = tree.query(X[:1], k=3)\nKDTree(X).query(p)", []string{"nodyn"}},
	{"eval of an object that may be patsy's", "import os\ndef f(env, t):\n    return env.eval('os.getcwd() + @t')", []string{"nodyn", "call os.getcwd lit @3:12", "name t"}},
	{"text callees written as values", "import statsmodels.formula.api as smf\nf = df.eval\nr = df.pipe(pd.DataFrame.query, q)\nmodels = [smf.ols, smf.glm]\nfrom pandas import eval as ev\nx = list(map(ev, qs))", []string{
		"dyn text @2", "dyn text @3", "dyn text @4", "dyn text @6", "dyns 5",
	}},
	{"timeit runs its statement", "import timeit, os\nfrom timeit import timeit as ti\nf = lambda: 1\ndef g():\n    pass\nti(f, number=1)\nti(g)\ntimeit.timeit('os.getpid()', setup='x = 1')\ntimeit.Timer(input()).timeit(1)\nti('x', globals={'x': 1})\nti('x', setup='import os')", []string{
		"call os.getpid lit @8:1", "dyn text @9", "dyn text @10", "dyn text @11", "dyns 3",
	}},
	{"text modules written as values", "import statsmodels.formula.api as smf\nimport statsmodels.api as sm\ndef fit(m, f):\n    return m.ols(f, data=df)\nfit(smf, input())\nk = [sm][0]\nprint(smf.ols('y ~ x', df), sm.OLS, pd.eval('1'))\ntry:\n    pass\nexcept sm.tools.sm_exceptions.PerfectSeparationError:\n    pass", []string{
		"dyn text @5", "dyn text @6", "dyns 2",
	}},
	{"text callees reached by name", "import operator\nr = getattr(df, 'eval')(q)\nm = operator.methodcaller('query', q)\ng = operator.attrgetter('a.from_formula')\nv = getattr(df, 'values')", []string{
		"dyn text @2", "dyn text @3", "dyn text @4", "dyns 3",
	}},
	{"text callees shown, not used", "import statsmodels.api as sm\nsm.formula.ols\nsm.OLS.from_formula\ndf.eval\nx = 1", []string{"nodyn"}},
	{"attributes named like text callees", "from sklearn.neighbors import KDTree\nt = KDTree(X)\nq = t.query\nclass R:\n    def __init__(self):\n        self.query = 'x'\nr = R()\nprint(r.query)", []string{"nodyn"}},
	{"query of an object made by pandas", "d = pd.DataFrame(x)\nd.query(input())", []string{"dyn text @2"}},
	{"formula terms are code", "import statsmodels.formula.api as smf\nm = smf.ols('y ~ np.log(x) + C(g) + I(x**2) + a:b', data=df).fit()", []string{
		"nodyn", "call numpy.log nonlit @2:5", "call C nonlit", "call I nonlit", "noname y", "name x", "name g",
	}},
	{"formula with __import__", "import statsmodels.formula.api as smf\nm = smf.ols(\"y ~ I(__import__('os').getpid())\", data=df)", []string{
		"dyn __import__ @2", "call __import__ lit", "call .getpid lit",
	}},
	{"formula built at run time", "from statsmodels.formula.api import ols\nf = 'y ~ ' + '+'.join(cols)\nm = ols(f, df)", []string{"dyn text @3"}},
	{"formula names looked up by text", "import os\nimport patsy\nm = patsy.dmatrix(\"y ~ I(Q('os').getcwd())\", df)\nm = patsy.dmatrix('y ~ Q(v)', df)", []string{
		"ref os", "dyn text @4", "dyns 1",
	}},
	{"formula dicts and environments", "import statsmodels.api as sm\nvc = {'g': '0 + C(g)', 'h': '0 + np.exp(h)'}\nm = sm.MixedLM.from_formula('y ~ 1', groups='s', vc_formula=vc, re_formula='1 + x', data=df)\nm = sm.OLS.from_formula('y ~ x', df, eval_env=env)\nm = sm.OLS.from_formula('y ~ x', df, eval_env=1)", []string{
		"call numpy.exp nonlit @3:5", "dyn text @4", "dyns 1",
	}},
	{"a formula that is no text", "import statsmodels.api as sm\nfml = 'y ~ x',\nm = sm.GLM.from_formula(fml, df)\nMixedLM.from_formula(q, df)", []string{"nodyn"}},
	{"patsy looks up a name", "import patsy\nf = patsy.LookupFactor('open')", []string{"ref open"}},
	{"a formula built by module statements in order", "from statsmodels.formula.api import glm\nf = 'y ~ np.log(a) '\nf += '+ I(b**2)'\nm = glm(f, df)\nf = 'y ~ np.exp(c)'\nprint(glm(f, df))", []string{
		"nodyn", "call numpy.log nonlit @4:5", "call I nonlit @4:5", "call numpy.exp nonlit @6:7",
	}},
	{"a formula appended to out of order or out of sight", "from statsmodels.formula.api import glm\nf = 'y ~ a'\nfor t in ['+ b']:\n    f += t\nm = glm(f, df)\ng = 'y ~ a'\ndef more():\n    global g\n    g = input()\ng += ' + b'\nm = glm(g, df)\nh = 'y ~ a'\nh += ' + b'\nms = [glm(h, d) for d in ds]\nmg = (glm(h, d) for d in ds)\nml = lambda: glm(h, df)\nmk = [lambda: glm(h, df), lambda: 0]\nh += input()\ndef fit():\n    return glm(h, df)", []string{
		"dyn text @5", "dyn text @11", "dyn text @15", "dyn text @16", "dyn text @17", "dyn text @20", "dyns 6",
	}},
	{"a formula appended to before it is bound", "from statsmodels.formula.api import glm\nk = b'y ~ a'\nk += ' + b'\nglm(k, df)\nj += ' + b'\nj = 'y ~ a'\nglm(j, df)\nif c:\n    e = 'y ~ a'\ne += ' + b'\nglm(e, df)", []string{
		"dyn text @4", "dyn text @7", "dyn text @11", "dyns 3",
	}},

	// What the analyzer cannot vouch for.
	{"encoding cookie", "# -*- coding: utf-7 -*-\nx = 1", []string{"unsupported"}},
	{"utf-8 cookie", "#!/usr/bin/env python3\n# coding=utf-8\nx = 1", []string{"parsed"}},
	{"deep nesting", strings.Repeat("-", 4000) + "1", []string{"unsupported"}},
	{"huge source", "x = 1\n" + strings.Repeat("#", analyzer.MaxSource), []string{"unsupported"}},
}

func TestAnalyzeCases(t *testing.T) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := analyzer.Analyze(c.src)
			for _, w := range c.want {
				if msg := expect(f, w); msg != "" {
					b, _ := json.Marshal(f)
					t.Errorf("%s: %s\nsource:\n%s\nfacts: %s", w, msg, c.src, b)
				}
			}
		})
	}
}

// expect checks one expectation; it returns "" when it holds.
func expect(f *analyzer.Facts, w string) string {
	verb, arg, _ := strings.Cut(w, " ")
	switch {
	case strings.HasPrefix(arg, `"`):
		if s, err := strconv.Unquote(arg); err == nil {
			arg = s
		}
	case strings.HasPrefix(arg, `'`):
		arg = strings.Trim(arg, `'`)
	}
	has := func(list []string, v string) bool { return slices.Contains(list, v) }
	check := func(ok bool, what string) string {
		if !ok {
			return what
		}
		return ""
	}
	switch verb {
	case "parsed":
		return check(f.Parsed, "not parsed")
	case "unsupported":
		return check(!f.Parsed && f.Unsupported != "", "not unsupported")
	case "err":
		if f.SyntaxError == nil {
			return "no syntax error"
		}
		line, text, _ := strings.Cut(arg, " ")
		if strconv.Itoa(f.SyntaxError.Line) != line || !strings.Contains(f.SyntaxError.Message, text) {
			return fmt.Sprintf("got %d: %s", f.SyntaxError.Line, f.SyntaxError.Message)
		}
		return check(!f.Parsed && len(f.Names) == 0, "partial facts with a syntax error")
	case "call", "nocall":
		fields := strings.Fields(arg)
		found := false
		for _, c := range f.Calls {
			if c.Name != fields[0] {
				continue
			}
			ok := true
			for _, q := range fields[1:] {
				switch {
				case q == "lit":
					ok = ok && c.LiteralArgs
				case q == "nonlit":
					ok = ok && !c.LiteralArgs
				case strings.HasPrefix(q, "@"):
					ok = ok && q == fmt.Sprintf("@%d:%d", c.Line, c.Col)
				}
			}
			found = found || ok
		}
		return check(found == (verb == "call"), "call expectation fails")
	case "calls":
		return check(strconv.Itoa(len(f.Calls)) == arg, fmt.Sprintf("%d calls", len(f.Calls)))
	case "arg", "recv":
		// arg NAME I KIND[:KEYWORD] [VALUES] [computed] [frame|label|plain]: the I-th argument
		// of the first call of NAME; VALUES joined by |, "-" for none; frame, label: the Arg
		// says so; plain: it says neither. recv NAME KIND: the call's receiver.
		fields := strings.Fields(arg)
		for _, c := range f.Calls {
			if c.Name != fields[0] {
				continue
			}
			var a *analyzer.Arg
			want := fields[1:]
			if verb == "recv" {
				a = c.Receiver
			} else {
				i, _ := strconv.Atoi(fields[1])
				if i < len(c.Args) {
					a = &c.Args[i]
				}
				want = fields[2:]
			}
			if a == nil {
				return "no such argument"
			}
			kind, kw, _ := strings.Cut(want[0], ":")
			got := fmt.Sprint(a.Values)
			ok := a.Kind == kind && a.Keyword == kw
			for _, q := range want[1:] {
				switch q {
				case "computed":
					ok = ok && a.Computed
				case "frame":
					ok = ok && a.Frame
				case "label":
					ok = ok && a.Label
				case "plain":
					ok = ok && !a.Frame && !a.Label
				case "-":
					ok = ok && len(a.Values) == 0
				default:
					vs := strings.Split(q, "|")
					ok = ok && len(vs) == len(a.Values)
					for i, v := range vs {
						ok = ok && i < len(a.Values) && fmt.Sprint(a.Values[i]) == v
					}
				}
			}
			if !slices.Contains(want, "computed") {
				ok = ok && !a.Computed
			}
			return check(ok, fmt.Sprintf("got %s:%s %s computed=%v frame=%v label=%v", a.Kind, a.Keyword, got, a.Computed, a.Frame, a.Label))
		}
		return "no such call"
	case "local", "nolocal":
		for _, c := range f.Calls {
			if c.Name == arg {
				return check(c.Local == (verb == "local"), "local differs")
			}
		}
		return "no such call"
	case "ref":
		return check(has(f.References, arg), "missing")
	case "noref":
		return check(!has(f.References, arg), "present")
	case "mod":
		return check(has(f.Modules, arg), "missing")
	case "nomod":
		return check(!has(f.Modules, arg), "present")
	case "modules":
		return check(strings.Join(f.Modules, ",") == arg, "modules differ")
	case "import":
		p := strings.Fields(arg)
		for i := range p[:3] {
			if p[i] == "-" {
				p[i] = ""
			}
		}
		for _, im := range f.Imports {
			if im.Module == p[0] && im.Name == p[1] && im.Alias == p[2] && strconv.Itoa(im.Line) == p[3] {
				return ""
			}
		}
		return "no such import"
	case "name", "noname":
		return check(has(f.Names, arg) == (verb == "name"), "name expectation fails")
	case "attr", "noattr":
		return check(has(f.Attributes, arg) == (verb == "attr"), "attribute expectation fails")
	case "chain", "nochain":
		return check(has(f.AttributeChains, arg) == (verb == "chain"), "chain expectation fails")
	case "dunder", "nodunder":
		return check(has(f.Dunders, arg) == (verb == "dunder"), "dunder expectation fails")
	case "str", "nostr":
		return check(has(f.Strings, arg) == (verb == "str"), "string expectation fails")
	case "col", "nocol":
		return check(has(f.DFColumns, arg) == (verb == "col"), "column expectation fails")
	case "dyn":
		kind, at, _ := strings.Cut(arg, " ")
		for _, d := range f.Dynamic {
			if d.Kind == kind && (at == "" || at == "@"+strconv.Itoa(d.Line)) {
				return ""
			}
		}
		return "no such dynamic use"
	case "nodyn":
		return check(len(f.Dynamic) == 0, "dynamic uses found")
	case "dyns":
		return check(strconv.Itoa(len(f.Dynamic)) == arg, "dynamic count differs")
	case "loop":
		for _, l := range f.InfiniteLoops {
			if strconv.Itoa(l.Line) == arg {
				return ""
			}
		}
		return "no such loop"
	case "noloop":
		return check(len(f.InfiniteLoops) == 0, "loops found")
	}
	return "unknown expectation " + verb
}

// TestConcurrent runs the table cases from several goroutines at once (under -race in CI) and
// checks that each gives the same facts as when run alone: pooled buffers never leak between
// analyses.
func TestConcurrent(t *testing.T) {
	want := make([]string, len(cases))
	for i, c := range cases {
		b, _ := json.Marshal(analyzer.Analyze(c.src))
		want[i] = string(b)
	}
	done := make(chan string)
	for g := 0; g < 4; g++ {
		go func(g int) {
			for r := 0; r < 5; r++ {
				for i := range cases {
					c := cases[(i+g*7)%len(cases)]
					b, _ := json.Marshal(analyzer.Analyze(c.src))
					if string(b) != want[(i+g*7)%len(cases)] {
						done <- c.name
						return
					}
				}
			}
			done <- ""
		}(g)
	}
	for g := 0; g < 4; g++ {
		if name := <-done; name != "" {
			t.Errorf("case %q gave different facts when run concurrently", name)
		}
	}
}
