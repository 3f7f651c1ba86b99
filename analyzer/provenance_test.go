package analyzer_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/sluice-gw/sluice/analyzer"
)

// provenanceCases are call-site facts: where each argument comes from, whether a callee is
// the code's own, and what is referred to without a call. Each has the harmful variant beside
// the harmless one: the facts must tell them apart, or say unknown.
var provenanceCases = []struct {
	name, src string
	want      []string
}{
	{"listdir of out_dir and of /", "import os\nos.listdir(out_dir)\nx = os.listdir('/')", []string{
		"arg os.listdir 0 out_dir", "call os.listdir lit @3:5",
	}},
	{"a path joined under out_dir", "import os, numpy as np\np = os.path.join(out_dir, 'x.npz')\nnp.savez(p, a=arr)\nnp.load(p, allow_pickle=False)", []string{
		"arg numpy.savez 0 out_dir", "arg numpy.load 0 out_dir", "arg numpy.load 1 literal:allow_pickle false",
	}},
	{"a joined part computed at run time", "import os\nos.remove(os.path.join(out_dir, name))", []string{
		"arg os.remove 0 out_dir computed",
	}},
	{"a path that only starts like out_dir", "import os\nos.listdir(out_dir + 'x')\nos.listdir(f'{out_dir}x')\nos.listdir(os.path.join(d, out_dir))", []string{
		"arg os.listdir 0 unknown",
	}},
	{"f-string and concatenation under out_dir", "fig.savefig(f'{out_dir}/a.png')\nplt.savefig(out_dir + '/b.png')\nplt.imsave(f'{out_dir}/{n}.png', a)", []string{
		"arg fig.savefig 0 out_dir", "arg matplotlib.pyplot.savefig 0 out_dir", "arg matplotlib.pyplot.imsave 0 out_dir computed",
	}},
	{"pathlib under out_dir", "from pathlib import Path\nfor p in Path(out_dir).rglob('*.png'):\n    print(p)\nq = Path(out_dir) / 'sub'\nq.mkdir()\nPath('/').rglob('*')", []string{
		"recv .rglob out_dir", "recv q.mkdir out_dir",
	}},
	{"out_dir rebound", "import os\nout_dir = '/etc'\nos.listdir(out_dir)", []string{"arg os.listdir 0 unknown"}},
	{"out_dir rebound by a walrus", "import os\nif (out_dir := '/etc'):\n    os.listdir(out_dir)", []string{"arg os.listdir 0 unknown"}},
	{"out_dir rebound by a loop", "import os\nfor out_dir in ['/etc']:\n    os.listdir(out_dir)", []string{"arg os.listdir 0 unknown"}},
	{"out_dir from a star import", "import os\nfrom config import *\nos.listdir(out_dir)", []string{"arg os.listdir 0 unknown"}},
	{"out_dir as a parameter", "import os\ndef f(out_dir):\n    os.listdir(out_dir)", []string{"arg os.listdir 0 unknown"}},
	{"the parent of out_dir", "import os\nfrom pathlib import Path\nos.listdir(Path(out_dir).parent)", []string{"arg os.listdir 0 unknown"}},
	{"a temporary directory", "import shutil, tempfile\nd = tempfile.mkdtemp()\nshutil.rmtree(d)\nwith tempfile.TemporaryDirectory() as t:\n    shutil.rmtree(t)", []string{
		"arg shutil.rmtree 0 tempdir",
	}},
	{"in-memory buffers", "import io\nimport pandas as pd\npd.read_csv(io.StringIO(text))\nbuf = io.BytesIO()\nfig.savefig(buf, format='png')", []string{
		"arg pandas.read_csv 0 buffer", "arg fig.savefig 0 buffer", "arg fig.savefig 1 literal:format png",
	}},
	{"column names from the data", "for col in df.columns:\n    print(getattr(df, col))", []string{
		"arg getattr 0 data frame", "arg getattr 1 data label", "nodyn",
	}},
	{"column names enumerated", "for i, col in enumerate(df.select_dtypes('number').columns):\n    getattr(df, col)\nfor c in df.dropna().head(3).columns:\n    hasattr(df, c)\nfor n in df.assign(x=1).columns:\n    print(getattr(o, n))", []string{
		"arg getattr 1 data label", "arg hasattr 1 data label", "arg print 0 unknown",
	}},
	{"column labels every way", "a = [getattr(df, c) for c in df]\nfor i, c in enumerate(df.columns.tolist()):\n    hasattr(df, c)\nk = sorted(df.columns)\nfor c in k:\n    print(getattr(o, c))\nprint(str(df.columns[0]), max(df.columns), min(df.columns, key=len))", []string{
		"arg getattr 1 data label", "arg hasattr 1 data label", "arg str 0 data label", "arg max 0 data plain", "arg min 0 data plain",
	}},
	{"what is no column label of the dataset", "d = df.pipe(f)\nfor c in d.columns:\n    getattr(d, c)\nfor ch in df.columns[0]:\n    hasattr(df, ch)\nfor a, b in df.columns:\n    getattr(o, a)\nfor v in df['x'].unique():\n    print(v)\ndf2 = df\ndf2 = df.dropna()\nprint(df2.columns)", []string{
		"arg getattr 0 data plain", "arg getattr 1 data plain", "arg hasattr 1 data plain", "arg print 0 data plain",
	}},
	{"the frame rebound is no frame", "df = df.dropna()\nfor c in df.columns:\n    getattr(df, c)\nfor c in d.columns:\n    getattr(o, c)", []string{
		"arg getattr 0 unknown", "arg getattr 1 unknown",
	}},
	{"a name over a literal list", "for name in ['viridis', 'magma']:\n    f = getattr(cm, name)", []string{
		"arg getattr 1 literal viridis|magma", "attr viridis", "attr magma", "nodyn",
	}},
	{"a dunder over a literal list", "for name in ['__class__', '__globals__']:\n    f = getattr(o, name)", []string{
		"dunder __globals__", "dunder __class__",
	}},
	{"a name bound two ways", "n = 'x'\nn = input()\ngetattr(o, n)", []string{"arg getattr 1 unknown"}},
	{"a computed name", "getattr(o, '__gl' + 'obals__')\ngetattr(o, n.strip())", []string{"arg getattr 1 literal -"}},
	{"data frames built by the code are not the dataset", "df = pd.DataFrame({'a': ['__class__']})\nfor c in df['a']:\n    getattr(df, c)", []string{
		"arg getattr 1 unknown",
	}},
	{"read_csv returns data", "import pandas as pd\nd = pd.read_csv('/workspace/input/data.csv')\nfor c in d.columns:\n    getattr(d, c)", []string{
		"arg getattr 1 data", "arg pandas.read_csv 0 literal /workspace/input/data.csv",
	}},
	{"star arguments", "import os\nos.listdir(*paths)\nopen(**kw)", []string{"arg os.listdir 0 unknown:*", "arg open 0 unknown:**"}},
	{"a local variable named eval", "eval = model.score(X, y)\nprint(eval)\ndef f():\n    compile = [1]\n    return compile", []string{"nodyn"}},
	{"a local function named compile", "def compile(x):\n    return x\ncompile('a')", []string{"local compile", "nodyn"}},
	{"the builtin used before the binding", "print(eval('1'))\neval = 3", []string{"dyn eval @1", "nolocal eval"}},
	{"a function that runs before the binding", "def f(s):\n    return eval(s)\nf('1')\neval = 3", []string{"dyn eval @2"}},
	{"a conditional binding", "if c:\n    eval = len\nprint(eval('1'))", []string{"dyn eval @3"}},
	{"a deleted binding", "eval = 3\ndel eval\neval('1')", []string{"dyn eval @3"}},
	{"a global declaration", "eval = 3\ndef f():\n    global eval\n    del eval\neval('1')", []string{"dyn eval @5"}},
	{"shadowed by the builtin of another name", "eval = exec\neval('1')", []string{"dyn exec @1", "dyn exec @2"}},
	{"a local in another function", "def g():\n    eval = 1\ndef h(s):\n    return eval(s)", []string{"dyn eval @4"}},
	{"a closure over a local", "def g():\n    eval = len\n    def h(s):\n        return eval(s)\n    return h", []string{"nodyn"}},
	{"a checked function passed around", "import shutil\nfrom os import listdir\nlist(map(shutil.rmtree, dirs))\nf = listdir\nshutil.rmtree(out_dir)", []string{
		"ref shutil.rmtree", "ref os.listdir", "noref shutil",
	}},
	{"a module passed around", "import numpy as np\nhelper(np)\nnp.load(p)", []string{"ref numpy", "noref numpy.load"}},
	{"a builtin passed around", "f = open\nx = [open][0](p)\nlist(map(str, xs))\nprint(len(xs))", []string{
		"ref open", "ref str", "noref print", "noref len",
	}},
	{"a shadowed builtin is no reference", "def open(p):\n    return p\nfs = [open]", []string{"noref open"}},
	{"path constants are their strings", "import os\nfrom os import pardir as up\np = os.path.join(out_dir, os.pardir, up, os.sep)\nq = os.curdir", []string{
		"str ..", "str /", "str .",
	}},
	{"a getattr with a literal name is a chain", "import os\nf = getattr(os, 'system')\ng = getattr(pd.io, 'pickle')\nh = getattr(x, 'y')", []string{
		"ref os.system", "ref pandas.io.pickle", "noref x.y",
	}},
}

func TestProvenanceCases(t *testing.T) {
	for _, c := range provenanceCases {
		t.Run(c.name, func(t *testing.T) {
			f := analyzer.Analyze(c.src)
			if !f.Parsed {
				t.Fatalf("not parsed: %+v %s", f.SyntaxError, f.Unsupported)
			}
			for _, w := range c.want {
				if msg := expect(f, w); msg != "" {
					b, _ := json.Marshal(f.Calls)
					t.Errorf("%s: %s\nsource:\n%s\ncalls: %s\ndynamic: %v", w, msg, c.src, b, f.Dynamic)
				}
			}
		})
	}
}

var provenanceCases2 = []struct {
	name, src string
	want      []string
}{
	{"zip with a literal list", "comps = ['trend', 'seasonal']\nfor ax, comp in zip(axs, comps):\n    getattr(res, comp)", []string{"arg getattr 1 literal trend|seasonal"}},
	{"enumerate over columns", "for i, c in enumerate(df.columns):\n    getattr(df, c)", []string{"arg getattr 1 data"}},
	{"enumerate's index is not the data", "for i, c in enumerate(df.columns):\n    getattr(df, i)", []string{"arg getattr 1 unknown"}},
	{"a name bound to a literal list", "names = ['norm', 'expon']\nfor n in names:\n    getattr(stats, n)", []string{"arg getattr 1 literal norm|expon"}},
	{"a list name bound twice", "names = ['norm']\nnames = input().split()\nfor n in names:\n    getattr(stats, n)", []string{"arg getattr 1 unknown"}},
	{"the parent of a literal path", "from pathlib import Path\np = Path('folder/sub/out.csv')\np.parent.mkdir()\nPath('/workspace/output').parent.mkdir()\nPath('/').parent.mkdir()", []string{
		"recv p.parent.mkdir literal folder/sub", "recv .mkdir literal /workspace",
	}},
	{"writers and file objects stand for their path", "import pandas as pd\nwith pd.ExcelWriter('out.xlsx') as w:\n    df.to_excel(w)\npd.read_excel(open('t.xlsx', 'rb'))", []string{
		"arg df.to_excel 0 literal out.xlsx", "arg pandas.read_excel 0 literal t.xlsx",
	}},
	{"StringIO from either module", "try:\n    from StringIO import StringIO\nexcept ImportError:\n    from io import StringIO\nimport pandas as pd\npd.read_csv(StringIO(s))", []string{
		"arg pandas.read_csv 0 buffer",
	}},
	{"StringIO from a module that is not io", "from mylib import StringIO\nimport pandas as pd\npd.read_csv(StringIO(s))", []string{"arg pandas.read_csv 0 unknown"}},
	{"a zip of the code's own", "def zip(a, b):\n    return [(0, p)]\nimport pandas as pd\nfor _, q in zip([1], ['ok.csv']):\n    pd.read_csv(q)", []string{"arg pandas.read_csv 0 unknown"}},
	{"a str of the code's own", "import os\nstr = lambda p: p + '/..'\nos.listdir(str(out_dir))", []string{"arg os.listdir 0 unknown"}},
	{"the builtin str", "import os\nos.listdir(str(out_dir))", []string{"arg os.listdir 0 out_dir"}},
	{"numbers formatted into a name", "for j in range(20):\n    a.to_csv('data%02d.csv' % j)\n    b.to_csv('/x/%(n)5.1f%%' % {'n': j})", []string{
		"arg a.to_csv 0 formatted datan.csv", "arg b.to_csv 0 formatted /x/n%",
	}},
	{"text formatted into a name", "a.to_csv('data%s.csv' % j)\nb.to_csv('d%c' % n)\nc.to_csv('d%*d' % (w, n))", []string{
		"arg a.to_csv 0 unknown", "arg b.to_csv 0 unknown", "arg c.to_csv 0 unknown",
	}},
	{"loop indexes in an f-string", "for i, (a, b) in enumerate(zip(xs, ys)):\n    ts.to_parquet(f'data/ts-{i:0>2d}.parquet')\nfor k in range(3):\n    plt.savefig(f'fig{k}_{k + 1}.png')", []string{
		"arg ts.to_parquet 0 formatted data/ts-n.parquet", "arg matplotlib.pyplot.savefig 0 formatted fign_n.png",
	}},
	{"f-string fields that are not loop indexes", "for i in names:\n    a.to_csv(f'd/{i}.csv')\nfor j in range(3):\n    b.to_csv(f'{j:/>5}')\nfor k, v in enumerate(xs, start=s):\n    c.to_csv(f'{k}.csv')\nfor m in range(3):\n    d.to_csv(f'{m!r}')\n    e.to_csv(f'{m=}')", []string{
		"arg a.to_csv 0 unknown", "arg b.to_csv 0 unknown", "arg c.to_csv 0 unknown", "arg d.to_csv 0 unknown", "arg e.to_csv 0 unknown",
	}},
	{"a range of the code's own", "range = lambda n: ['../x']\nfor i in range(3):\n    a.to_csv(f'{i}.csv')\n    b.to_csv('%d.csv' % i)", []string{"arg a.to_csv 0 unknown", "arg b.to_csv 0 formatted n.csv"}},
	{"a literal list only read", "names = ['a.csv', 'b.csv']\nprint(len(names), sorted(names), names[0], 'a.csv' in names)\nfor n in names:\n    pd.read_csv(n)", []string{
		"arg pandas.read_csv 0 literal a.csv|b.csv",
	}},
	{"a literal list changed in place", "a = ['x.csv']\na.append(p)\nfor n in a:\n    pd.read_csv(n)\nb = ['x.csv']\nb[0] = p\nfor n in b:\n    pd.read_table(n)\nc = {'x.csv'}\nf(c)\nfor n in c:\n    pd.read_json(n)\nd = ['x.csv']\ne = d\ne.insert(0, p)\nfor n in d:\n    pd.read_excel(n)", []string{
		"arg pandas.read_csv 0 unknown", "arg pandas.read_table 0 unknown", "arg pandas.read_json 0 unknown", "arg pandas.read_excel 0 unknown",
	}},
	{"a list given to a len of the code's own", "names = ['x.csv']\nprint(len(names))\ndef len(l):\n    l.append(p)\nfor n in names:\n    pd.read_csv(n)", []string{"arg pandas.read_csv 0 unknown"}},
	{"a tuple cannot change", "names = ('x.csv',)\nf(names)\nfor n in names:\n    pd.read_csv(n)", []string{"arg pandas.read_csv 0 literal x.csv"}},
	{"a name nothing binds", "import pandas as pd\npd.read_json(_, orient='split')\npd.read_csv(input)\npd.read_table(x)\nx = 'a.csv'\nfor y in r:\n    pass\npd.read_excel(y)", []string{
		"arg pandas.read_json 0 unbound", "arg pandas.read_csv 0 unknown", "arg pandas.read_table 0 literal a.csv", "arg pandas.read_excel 0 unknown",
	}},
	{"a name a star import may bind", "from helpers import *\nimport pandas as pd\npd.read_json(_)", []string{"arg pandas.read_json 0 unknown"}},
	{"a listing of a constant directory", "import pathlib\nfiles = pathlib.Path('data/timeseries/').glob('ts*.parquet')\nfor path in files:\n    pd.read_parquet(path)\nfor q in pathlib.Path('/etc').rglob('*'):\n    pd.read_csv(q)", []string{
		"arg pandas.read_parquet 0 formatted data/timeseries/n", "arg pandas.read_csv 0 formatted /etc/n",
	}},
	{"listings that may leave the directory", "from pathlib import Path\nfor a in Path('.').glob('*'):\n    pd.read_csv(a)\nfor b in Path('d').glob('../*'):\n    pd.read_table(b)\nfs = sorted(Path('d').iterdir())\nfs.append(x)\nfor c in fs:\n    pd.read_json(c)\nfor e in Path('d').glob(pat):\n    pd.read_excel(e)", []string{
		"arg pandas.read_csv 0 unknown", "arg pandas.read_table 0 unknown", "arg pandas.read_json 0 unknown", "arg pandas.read_excel 0 unknown",
	}},
	{"an index bound twice", "for i in range(3):\n    pass\ni = name\ndf.to_csv(f'{i}.csv')", []string{"arg df.to_csv 0 unknown"}},
	{"a library's own files", "import os\nimport scipy.io as sio\nd = os.path.dirname(sio.__file__)\nsio.loadmat(os.path.join(d, 'matlab', 'tests/x.mat'))\nos.listdir(os.path.abspath(d))", []string{
		"arg os.path.dirname 0 package <file>", "arg scipy.io.loadmat 0 package matlab/tests/x.mat",
	}},
	{"a library file's name, bound", "import os\nimport statsmodels.stats.tests.test_influence\nm = statsmodels.stats.tests.test_influence.__file__\ncur = cur = os.path.abspath(os.path.dirname(m))\nn = 'x.csv'\npd.read_csv(os.path.join(cur, 'results', n))", []string{
		"arg os.path.dirname 0 package <file>", "arg pandas.read_csv 0 package results/x.csv",
	}},
	{"ways out of a library's directory", "import os\nimport scipy.io as sio\nd = os.path.dirname(sio.__file__)\npd.read_csv(os.path.join(os.path.dirname(d), 'x'))\npd.read_table(os.path.join(d, 'a/../..', 'x'))\npd.read_json(os.path.join(d, '/etc/x'))\npd.read_excel(os.path.join(d, n))\npd.read_fwf(os.path.realpath(d))\npd.read_parquet(os.path.join(d, *p))", []string{
		"arg pandas.read_csv 0 unknown", "arg pandas.read_table 0 unknown", "arg pandas.read_json 0 unknown",
		"arg pandas.read_excel 0 unknown", "arg pandas.read_fwf 0 unknown", "arg pandas.read_parquet 0 unknown",
	}},
	{"what a with binds, in its body", "import io\nw = 'x.csv'\nwith pd.ExcelWriter(io.BytesIO()) as w:\n    df.to_excel(w)\n    [d.to_excel(w) for d in ds]\ndf.to_csv(w)\nwith open('a.txt') as f:\n    pd.read_csv(f)\nf = input()", []string{
		"arg df.to_excel 0 buffer", "arg d.to_excel 0 buffer", "arg df.to_csv 0 unknown", "arg pandas.read_csv 0 literal a.txt",
	}},
	{"what a with binds, rebound or read later", "import io\nwith open('a.txt') as f:\n    pd.read_csv(f)\n    f = input()\nwith open('b.txt') as g:\n    h = lambda: pd.read_table(g)\n    def k():\n        pd.read_json(g)\ng = input()\nwith open('c.txt') as e, open('d.txt') as e:\n    pd.read_excel(e)\nqs = input()\nwith open('e.txt') as q:\n    for q in qs:\n        pd.read_fwf(q)\ndef u():\n    global v\n    v = input()\nwith open('f.txt') as v:\n    u()\n    pd.read_parquet(v)", []string{
		"arg pandas.read_csv 0 unknown", "arg pandas.read_table 0 unknown", "arg pandas.read_json 0 unknown",
		"arg pandas.read_excel 0 literal d.txt|c.txt", "arg pandas.read_fwf 0 unknown", "arg pandas.read_parquet 0 unknown",
	}},
	{"archives and their members", "import zipfile, tarfile\nwith zipfile.ZipFile('a.zip', 'w') as zf:\n    with zf.open('b.xlsx', 'w') as m:\n        df.to_excel(m)\n    zf.write(p)\nt = tarfile.open('a.tar')\nt.extractall(d)\npd.read_csv(t.extractfile('c.csv'))\nz = zipfile.ZipFile('b.zip')\nz = other\nz.write(p)", []string{
		"arg df.to_excel 0 buffer", "recv zf.write archive", "recv t.extractall archive", "arg pandas.read_csv 0 buffer", "recv z.write unknown",
	}},
	{"a with of a name nothing binds never runs its body", "with ExcelWriter('a.xlsx') as w:\n    df.to_excel(w)", []string{"arg df.to_excel 0 unbound"}},
	{"library functions replaced", "import os, io\nos.path.join = f\nos.listdir(os.path.join(out_dir, 'x'))\npd.read_csv(io.StringIO(t))", []string{
		"arg os.listdir 0 unknown", "arg pandas.read_csv 0 unknown",
	}},
	{"library functions replaced through a parameter", "import os\nimport scipy.io as sio\ndef f(m):\n    m.dirname = g\nf(os.path)\nos.listdir(os.path.dirname(sio.__file__))\nfor c in df.columns:\n    getattr(df, c)", []string{
		"arg os.listdir 0 unknown", "arg getattr 1 unknown",
	}},
	{"library functions replaced by setattr", "import os\nsetattr(o, n, 1)\nos.listdir(os.path.join(out_dir, 'x'))", []string{"arg os.listdir 0 unknown"}},
	{"a class of the code's own and pandas options change no library function", "import os, io\nclass A:\n    def __init__(self):\n        self.count = 0\nsetattr(A, 'total', 1)\npd.options.display.max_rows = 100\nos.listdir(os.path.join(out_dir, 'x'))\npd.read_csv(io.StringIO(t))", []string{
		"arg os.listdir 0 out_dir", "arg pandas.read_csv 0 buffer",
	}},
	{"__file__ of what may not be a module", "import os\nfrom scipy import io\nimport numpy\nm = numpy\nos.listdir(os.path.dirname(io.__file__))\nos.scandir(os.path.dirname(m.__file__))\nf = numpy.__file__\nf = '/etc/x'\nos.walk(os.path.dirname(f))", []string{
		"arg os.listdir 0 unknown", "arg os.scandir 0 unknown", "arg os.walk 0 unknown",
	}},
}

func TestProvenanceCases2(t *testing.T) {
	for _, c := range provenanceCases2 {
		t.Run(c.name, func(t *testing.T) {
			f := analyzer.Analyze(c.src)
			for _, w := range c.want {
				if msg := expect(f, w); msg != "" {
					b, _ := json.Marshal(f.Calls)
					t.Errorf("%s: %s\nsource:\n%s\ncalls: %s", w, msg, c.src, b)
				}
			}
		})
	}
}

func TestOwnObjectDunders(t *testing.T) {
	for _, c := range []struct {
		src  string
		want []string
		dyn  int
	}{
		{"class P:\n    def __init__(self, x):\n        self.x = x\no = P(1)\nprint(o.__dict__, vars(o))", []string{"__dict__"}, 0},
		{"class P:\n    pass\nprint(P(1).__dict__)", []string{"__dict__"}, 0},
		{"import numpy as np\nprint(np.__dict__)", []string{}, 0},
		{"class P:\n    pass\no = P()\nprint(o.__dict__, f.__dict__)", []string{}, 0},
		{"class P:\n    pass\nP = make()\no = P()\nprint(o.__dict__)", []string{}, 0},
		{"class P:\n    pass\no = P()\nprint(o.__dict__)\nk = '__dict__'", []string{}, 0},
		{"class P:\n    pass\no = P()\no = np\nprint(o.__dict__, vars(o))", []string{}, 1},
		{"print(vars())\nv = vars", []string{}, 2},
	} {
		f := analyzer.Analyze(c.src)
		if fmt.Sprint(f.OwnObjectDunders) != fmt.Sprint(c.want) || len(f.Dynamic) != c.dyn {
			t.Errorf("%s:\nown_object_dunders %v, want %v; dynamic %v, want %d", c.src, f.OwnObjectDunders, c.want, f.Dynamic, c.dyn)
		}
	}
}

func TestModuleDunders(t *testing.T) {
	for _, c := range []struct {
		src  string
		want []string
	}{
		{"import scipy.io as sio\nimport statsmodels.api\nprint(sio.__file__, statsmodels.api.__file__, pd.__file__)", []string{"__file__"}},
		{"import scipy.io\nprint(scipy.io.__file__, scipy.__file__)", []string{"__file__"}},
		{"import scipy.io as sio\nsio.__file__ = 'x'", []string{}},
		{"import scipy.io as sio\nprint(sio.__file__)\nk = '__file__'", []string{}},
		{"from scipy import io\nprint(io.__file__)", []string{}},
		{"import scipy\nprint(scipy.io.__file__)", []string{}},
		{"import numpy\nm = numpy\nprint(m.__file__)", []string{}},
		{"import numpy\nnumpy = df\nprint(numpy.__file__)", []string{}},
		{"import numpy\nprint(numpy.__file__, x.__file__)", []string{}},
		{"import numpy\nprint(numpy.array.__globals__)", []string{}},
		{"pd = df\nprint(pd.__file__)", []string{}},
		{"import scipy.io as sio\nf = lambda sio: sio.__file__", []string{}},
		{"import scipy.io as sio\nmatch o:\n    case sio:\n        print(sio.__file__)", []string{}},
		{"import scipy.io as sio\nprint([sio.__file__ for sio in objs])", []string{}},
		{"import scipy.io as sio\ntry:\n    pass\nexcept E as sio:\n    print(sio.__file__)", []string{}},
		{"import scipy.io as sio\nif (sio := o):\n    print(sio.__file__)", []string{}},
	} {
		f := analyzer.Analyze(c.src)
		if fmt.Sprint(f.ModuleDunders) != fmt.Sprint(c.want) {
			t.Errorf("%s:\nmodule_dunders %v, want %v", c.src, f.ModuleDunders, c.want)
		}
	}
}

func TestOutDirSuffixes(t *testing.T) {
	for _, c := range []struct {
		src  string
		want []string
	}{
		{"fig.savefig(f'{out_dir}/chart.png')\nplt.savefig(out_dir + '/b.png')", []string{"/b.png", "/chart.png"}},
		{"fig.savefig(f'{out_dir}/' 'c.png')", []string{"/c.png"}},
		{"import os\nd = os.path.join(out_dir, 'sub')\nfig.savefig(f'{d}/x.png')", []string{"/x.png"}},
		{"fig.savefig(f'{out_dir}/chart.png')\nopen('/chart.png')", []string{}},
		{"fig.savefig(f'{base}/chart.png')", []string{}},
		{"fig.savefig(f'{out_dir!r}/chart.png')\nfig.savefig(f'{out_dir:>9}/a.png')\nfig.savefig(f'{out_dir=}/b.png')", []string{}},
		{"out_dir = '/'\nfig.savefig(f'{out_dir}/etc/passwd')", []string{}},
	} {
		f := analyzer.Analyze(c.src)
		if fmt.Sprint(f.OutDirSuffixes) != fmt.Sprint(c.want) {
			t.Errorf("%s:\nout_dir_suffixes %q, want %q", c.src, f.OutDirSuffixes, c.want)
		}
	}
}
