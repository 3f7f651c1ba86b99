package policies

import (
	"context"
	"testing"

	"github.com/sluice-gw/sluice/analyzer"
)

// admitCode runs admission on code as the gateway would, with the dataset inspected.
func admitCode(t *testing.T, e *Engine, code string) Admission {
	t.Helper()
	return admitCodeOn(t, e, code, []string{"a"})
}

// admitCodeOn is admitCode on a dataset with these columns.
func admitCodeOn(t *testing.T, e *Engine, code string, columns []string) Admission {
	t.Helper()
	in := &Input{
		Tenant:   Tenant{ID: "t"},
		Session:  Session{ID: "s", Dataset: Dataset{Present: true, Inspected: true, Columns: columns}},
		Request:  Request{Kind: KindRun, Tool: "run_python", CodeBytes: len(code), ExpectedArtifacts: []string{}},
		Analysis: analyzer.Analyze(code), Executors: []string{"subprocess"},
		Images: []Image{{Name: "python-data-basic", Packages: []string{"pandas", "numpy", "matplotlib"}}},
	}
	adm, _, err := e.Admission(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	return adm
}

// wantAdmitted fails the test unless admission admits code.
func wantAdmitted(t *testing.T, e *Engine, code string) {
	t.Helper()
	if adm := admitCode(t, e, code); !adm.Allow {
		t.Errorf("refused: %q: %v", code, adm.Violations)
	}
}

// wantRefusedBy fails the test unless admission refuses code with a violation of rule.
func wantRefusedBy(t *testing.T, e *Engine, code, rule string) {
	t.Helper()
	adm := admitCode(t, e, code)
	for _, v := range adm.Violations {
		if v.Rule == rule && !adm.Allow {
			return
		}
	}
	t.Errorf("%q: allow %v, violations %v; want %s", code, adm.Allow, adm.Violations, rule)
}

// TestRestrictedModulesFromCode: sys, gc and importlib may be imported and their allowed
// members used (sys.argv, gc.collect, importlib.reload); every harmful variant, through the
// analyzer's real facts, is still refused, the module passed around as a value included.
func TestRestrictedModulesFromCode(t *testing.T) {
	e := engineForTest(t)
	for _, code := range []string{
		"import sys\nif '--fast' in sys.argv:\n    print(1)\n",
		"import sys\nargs = sys.argv[1:]\nprint(args)\n",
		"import gc\ngc.collect()\n",
		"from importlib import reload\n",
		"import importlib\nimport pandas as pd\npd = importlib.reload(pd)\n",
	} {
		wantAdmitted(t, e, code)
	}
	for code, rule := range map[string]string{
		"import sys\nprint(sys.modules)\n":                                    "no_introspection",
		"import sys\ndef f(m):\n    return m.modules\nprint(f(sys))\n":        "no_introspection",
		"import sys as s\nm = s\nprint(m.modules)\n":                          "no_introspection",
		"from sys import modules\nprint(modules)\n":                           "no_introspection",
		"from sys import *\nprint(argv)\n":                                    "no_introspection",
		"import sys\nprint(getattr(sys, 'modules'))\n":                        "no_introspection",
		"import gc\nprint(len(gc.get_objects()))\n":                           "no_introspection",
		"import gc\nfor o in gc.get_referrers(1):\n    print(o)\n":            "no_introspection",
		"import gc as g\nh = [g]\nprint(h[0].get_objects())\n":                "no_introspection",
		"import importlib\nm = importlib.import_module('so' + 'cket')\n":      "no_dynamic_code",
		"from importlib import import_module\nimport_module('os')\n":          "no_dynamic_code",
		"import importlib.util\nprint(importlib.util.find_spec('os'))\n":      "no_dynamic_code",
		"import importlib\nf = getattr(importlib, 'import_module')\nf('x')\n": "no_dynamic_code",
	} {
		wantRefusedBy(t, e, code, rule)
	}
}

// TestClosedHolesFromCode: code that reached files, objects or interpreter state through
// facts that were too trusting, each beside its harmless twin.
func TestClosedHolesFromCode(t *testing.T) {
	e := engineForTest(t)
	for _, code := range []string{
		"from pathlib import Path\nwith (Path(out_dir) / 'a.txt').open('w') as f:\n    f.write('x')\n",
		"import pandas as pd\nnames = ['a.csv', 'b.csv']\nprint(len(names))\nfor n in names:\n    pd.DataFrame().to_csv(n)\n",
		"import pandas as pd\nfor j in range(3):\n    pd.DataFrame().to_csv('part%02d.csv' % j)\n    pd.DataFrame().to_csv(f'figs/p{j}.csv')\n",
		"import pathlib\nimport pandas as pd\nfor p in pathlib.Path('parts').glob('*.csv'):\n    print(pd.read_csv(p).shape)\n",
		// Text evaluated as code that the analyzer reads.
		"print(df.query('open > close and `adj close` > @limit'))\n",
		"import statsmodels.formula.api as smf\nf = 'y ~ np.log(x) + C(g) + I(x**2)'\nprint(smf.ols(f, data=df).fit().params)\n",
		"import statsmodels.formula.api as smf\nf = 'y ~ np.log(x) '\nf += '+ C(g)'\nprint(smf.ols(f, data=df).fit().params)\n",
		"import statsmodels.api as sm\nvc = {'g': '0 + C(g)'}\nm = sm.MixedLM.from_formula('y ~ x', groups='s', vc_formula=vc, re_formula='1 + x', data=df)\n",
		"from sklearn.neighbors import KDTree\ntree = KDTree(df.values)\nprint(tree.query(df.values[:1], k=2))\n",
	} {
		wantAdmitted(t, e, code)
	}
	for code, rule := range map[string]string{
		"from pathlib import Path\np = Path(chr(47) + 'etc' + chr(47) + 'hosts')\nprint(p.open().read())\n":                                                         "dataset_only_files",
		"import pandas as pd\nnames = ['a.csv']\nnames.append(chr(47) + 'etc' + chr(47) + 'hosts')\nfor n in names:\n    print(pd.read_csv(n))\n":                   "dataset_only_files",
		"import pandas as pd\nnames = ['a.csv']\nnames[0] = chr(47) + 'etc' + chr(47) + 'hosts'\nfor n in names:\n    print(pd.read_csv(n))\n":                      "dataset_only_files",
		"import pandas as pd\ndef zip(a, b):\n    return [(0, chr(47) + 'etc' + chr(47) + 'hosts')]\nfor _, n in zip([1], ['a.csv']):\n    print(pd.read_csv(n))\n": "dataset_only_files",
		"import os\nstr = lambda p: chr(47)\nprint(os.listdir(str(out_dir)))\n":                                                                                     "dataset_only_files",
		"import pandas as pd\nfor j in range(3):\n    print(pd.read_csv('%s.csv' % name))\n":                                                                        "dataset_only_files",
		"import pandas as pd\nfor j in range(3):\n    print(pd.read_csv(f'/etc/x{j}'))\n":                                                                           "dataset_only_files",
		"import pathlib\nimport pandas as pd\nfor p in pathlib.Path('.').glob('*'):\n    print(pd.read_csv(p))\n":                                                   "dataset_only_files",
		"import pandas as pd\nstore = pd.HDFStore('s.h5')\nprint(store['df'])\n":                                                                                    "no_deserialization",
		// Text that pandas, statsmodels and patsy evaluate as code is code (analyzer/textcode.go).
		"import os\nprint(df.eval(\"x + @os.listdir('/').__len__()\"))\n":                                                                 "dataset_only_files",
		"print(df.eval('@pd.__builtins__'))\n":                                                                                            "no_introspection",
		"print(df.query(\"@open('/etc/hostname').read() != ''\"))\n":                                                                      "dataset_only_files",
		"u = ''.join(chr(c) for c in [95, 95, 98, 117, 105, 108, 116, 105, 110, 115, 95, 95])\nprint(df.eval('@pd.' + u))\n":              "no_dynamic_code",
		"import statsmodels.formula.api as smf\nu = chr(95) * 2\nm = smf.ols('y ~ I(' + u + 'import' + u + '(1))', data=df)\n":            "no_dynamic_code",
		"import os\nimport patsy\nm = patsy.dmatrix(\"y ~ I(Q('os').listdir('.'))\", df)\n":                                               "dataset_only_files",
		"import statsmodels.formula.api as smf\nf = 'y ~ I('\nf += \"__import__('os').getpid())\"\nm = smf.ols(f, data=df)\n":             "no_dynamic_code",
		"import statsmodels.formula.api as smf\nu = chr(95) * 2\nf = 'y ~ I('\nf += u + 'import' + u + '(1))'\nm = smf.ols(f, data=df)\n": "no_dynamic_code",
		"import os\nimport statsmodels.formula.api as smf\nf = 'y ~ x'\nf += \" + I(os.listdir('/'))\"\nm = smf.ols(f, data=df)\n":        "dataset_only_files",
		"import os\nprint(df.query('x > 0', local_dict={'x': os}))\n":                                                                     "no_dynamic_code",
		// Template engines and libraries that evaluate strings.
		"import jinja2\nu = chr(95) * 2\nprint(jinja2.Template('{{ cycler.' + u + 'init' + u + '.' + u + 'globals' + u + '.os.getpid() }}').render())\n": "no_dynamic_code",
		"t = df.style.env.from_string(\"{% set u = '_' * 2 %}{{ cycler|attr(u ~ 'init' ~ u) }}\")\nprint(t.render())\n":                                  "no_dynamic_code",
		"from pandas.io.formats.style import Styler\nS = Styler.from_custom_template(out_dir, 't.tpl')\n":                                                "no_dynamic_code",
		"import sympy\nprint(sympy.sympify('x + 1'))\n":                                                                                                  "no_dynamic_code",
		"from pandas.core.computation.eval import eval as ev\nprint(ev(input()))\n":                                                                      "no_dynamic_code",
		"import yaml\nprint(yaml.load('!!python/object/apply:os.getpid []', Loader=yaml.UnsafeLoader))\n":                                                "no_deserialization",
		// Modules that run or resolve text: the statement of timeit, a profiler's command, doctests,
		// dotted names that logging.config, pydoc and unittest.mock import, string annotations.
		"import timeit\nu = chr(95) * 2\nprint(timeit.timeit(u + 'import' + u + '(1)', number=1))\n":                        "no_dynamic_code",
		"import cProfile\ncProfile.run(input())\n":                                                                          "no_dynamic_code",
		"import logging.config\nlogging.config.dictConfig({'version': 1, 'root': {'()': input()}})\n":                       "no_dynamic_code",
		"import typing\ndef f(x: int): pass\nf.__annotations__ = {'x': input()}\nprint(typing.get_type_hints(f))\n":         "no_dynamic_code",
		"import sqlite3\ncon = sqlite3.connect(':memory:')\ncon.enable_load_extension(True)\ncon.load_extension(input())\n": "no_native_code",
	} {
		wantRefusedBy(t, e, code, rule)
	}
}

// TestArchivesFromCode: archives are read and written in out_dir, and a member of one is a
// file object like a buffer; an archive's methods that copy files of the file system into it
// or extract it elsewhere are judged like readers and writers, on whatever object the facts
// cannot tell apart from an archive in code that uses an archive module.
func TestArchivesFromCode(t *testing.T) {
	e := engineForTest(t)
	for _, code := range []string{
		"import zipfile\nwith zipfile.ZipFile('a.zip', 'w') as zf:\n    with zf.open('a.xlsx', 'w') as b:\n        with pd.ExcelWriter(b) as w:\n            df.to_excel(w)\n    zf.writestr('a.csv', df.to_csv())\n",
		"import os, zipfile\np = os.path.join(out_dir, 'c.png')\nwith zipfile.ZipFile(os.path.join(out_dir, 'a.zip'), 'w') as zf:\n    zf.write(p, 'c.png')\n",
		"import tarfile\nwith tarfile.open('a.tar.gz', 'w:gz') as t:\n    t.add('part.csv')\nprint(pd.read_csv(tarfile.open('a.tar.gz').extractfile('part.csv')).shape)\n",
		"import zipfile\nwith zipfile.ZipFile('a.zip') as z:\n    z.extractall()\n    print(pd.read_csv(z.open('a.csv')).shape)\n",
	} {
		wantAdmitted(t, e, code)
	}
	for _, code := range []string{
		"import zipfile\nzf = zipfile.ZipFile('a.zip', 'w')\nzf.write(chr(47) + 'etc/passwd')\n",
		"import zipfile\nwith zipfile.ZipFile('a.zip', 'w') as zf:\n    zf.write('/etc/passwd')\n",
		"import zipfile\nzipfile.ZipFile('a.zip').extractall(input())\n",
		"import tarfile\nt = tarfile.open('a.tar', 'w')\nt.add(input())\n",
		"import tarfile\nt = tarfile.TarFile('a.tar', 'w')\nprint(t.gettarinfo(input()))\n",
		"import zipfile\ndef pack(z, p):\n    z.write(p)\npack(zipfile.ZipFile('a.zip', 'w'), input())\n",
		"import zipfile\nzf = zipfile.ZipFile(input())\n",
		"import zipfile\nzf = zipfile.ZipFile('a.zip')\nzf = input()\nprint(zf.open('x').read())\n",
	} {
		wantRefusedBy(t, e, code, "dataset_only_files")
	}
}

// TestColumnNamesFromCode: getattr(df, c) over the dataset's columns is admitted when no column
// name of the dataset is an attribute of a DataFrame; a name from the data on any other object,
// a cell, a renamed column or such a column name is refused.
func TestColumnNamesFromCode(t *testing.T) {
	e := engineForTest(t)
	for _, code := range []string{
		"for col in df.columns:\n    print(col, getattr(df, col).mean())\n",
		"for c in df.select_dtypes('number').columns:\n    print(getattr(df, c).sum(), hasattr(df, c))\n",
		"print([getattr(df, c).dtype for c in sorted(df.columns)])\n",
	} {
		if adm := admitCodeOn(t, e, code, []string{"region", "product", "count", "revenue"}); !adm.Allow {
			t.Errorf("refused: %q: %v", code, adm.Violations)
		}
	}
	for _, code := range []string{
		"m = df.pipe(lambda _: pd.io.common.os)\nfor c in df.columns:\n    print(getattr(m, c))\n",
		"for v in df['region'].unique():\n    print(getattr(df, v))\n",
		"d = df.rename(columns=str.lower)\nfor c in d.columns:\n    print(getattr(df, c))\n",
		"d = df.assign(x=1)\nfor c in d.columns:\n    print(getattr(df, c))\n",
		"for c in df.columns:\n    print(getattr(df.T, c))\n",
	} {
		if adm := admitCodeOn(t, e, code, []string{"region", "revenue"}); adm.Allow {
			t.Errorf("admitted: %q", code)
		}
	}
	for _, cols := range [][]string{{"region", "eval"}, {"query"}, {"__class__"}, {"_mgr"}, {"to_pickle"}} {
		code := "for c in df.columns:\n    print(getattr(df, c))\n"
		if adm := admitCodeOn(t, e, code, cols); adm.Allow {
			t.Errorf("admitted on a dataset with the columns %q", cols)
		}
	}
}

// TestLibraryFilesFromCode: code may read the files of an installed library, reached from
// m.__file__ of a module it imports (scipy's test data beside scipy.io); every way out of that
// library's directory, every write there and every other object's __file__ stays refused.
func TestLibraryFilesFromCode(t *testing.T) {
	e := engineForTest(t)
	const head = "import os\nimport scipy.io as sio\n"
	for _, code := range []string{
		head + "d = os.path.join(os.path.dirname(sio.__file__), 'matlab', 'tests', 'data')\nprint(sio.loadmat(os.path.join(d, 'testdouble_7.4_GLNX86.mat')))\n",
		"import os\nimport scipy.io\nprint(os.listdir(os.path.dirname(scipy.io.__file__)))\n",
		"import os\nimport statsmodels.stats.tests.test_influence\nm = statsmodels.stats.tests.test_influence.__file__\n" +
			"cur = cur = os.path.abspath(os.path.dirname(m))\nname = 'binary_constrict.csv'\nprint(pd.read_csv(os.path.join(cur, 'results', name)).shape)\n",
		"import os\nprint(pd.read_csv(os.path.join(os.path.dirname(pd.__file__), 'tests', 'io', 'data', 'csv', 'iris.csv')).shape)\n",
		head + "print(sio.__file__)\n",
	} {
		wantAdmitted(t, e, code)
	}
	for code, rule := range map[string]string{
		// Out of the library's directory.
		head + "up = os.path.dirname(os.path.dirname(sio.__file__))\nprint(pd.read_csv(os.path.join(up, 'x.csv')))\n": "dataset_only_files",
		head + "d = os.path.dirname(sio.__file__)\nprint(pd.read_csv(os.path.join(d, '..', '..', 'x.csv')))\n":        "dataset_only_files",
		head + "d = os.path.dirname(sio.__file__)\nprint(pd.read_csv(os.path.join(d, '/etc/passwd')))\n":              "dataset_only_files",
		head + "d = os.path.dirname(sio.__file__)\nprint(pd.read_csv(os.path.join(d, df.columns[0])))\n":              "dataset_only_files",
		head + "d = os.path.dirname(sio.__file__)\nparts = df.columns\nprint(pd.read_csv(os.path.join(d, *parts)))\n": "dataset_only_files",
		head + "d = os.path.dirname(sio.__file__)\nprint(pd.read_csv(os.path.realpath(os.path.join(d, 'a.csv'))))\n":  "dataset_only_files",
		head + "d = os.path.dirname(sio.__file__)\nprint(pd.read_csv(d[:-9] + 'x.csv'))\n":                            "dataset_only_files",
		head + "d = os.path.dirname(sio.__file__)\nprint(os.listdir(os.path.dirname(d)))\n":                           "dataset_only_files",
		// Writes, and readers that may run code or write.
		head + "d = os.path.dirname(sio.__file__)\ndf.to_csv(os.path.join(d, 'x.csv'))\n":                                       "dataset_only_files",
		head + "d = os.path.dirname(sio.__file__)\nopen(os.path.join(d, 'x.py'), 'w').write('x')\n":                             "dataset_only_files",
		head + "import numpy as np\nd = os.path.dirname(sio.__file__)\nnp.load(os.path.join(d, 'x.npy'), allow_pickle=False)\n": "no_deserialization",
		// __file__ of what may not be a module, or written.
		head + "sio.__file__ = '/etc/passwd'\n":                                                "no_introspection",
		head + "print(getattr(sio, '__file__'))\n":                                             "no_introspection",
		"from scipy import io as sio\nprint(sio.__file__)\n":                                   "no_introspection",
		head + "m = sio\nprint(m.__file__)\n":                                                  "no_introspection",
		head + "sio = df\nprint(sio.__file__)\n":                                               "no_introspection",
		"class A:\n    pass\nprint(A().__file__)\n":                                            "no_introspection",
		"print(__file__)\n":                                                                    "no_introspection",
		head + "print(sio.loadmat.__globals__['__file__'])\n":                                  "no_introspection",
		head + "f = sio.__file__\nf = '/etc/passwd'\nprint(pd.read_csv(os.path.dirname(f)))\n": "dataset_only_files",
		// A path function replaced, on its module or on a module handed to a function.
		head + "os.path.join = lambda *a: chr(47) + 'etc/passwd'\nprint(pd.read_csv(os.path.join(os.path.dirname(sio.__file__), 'x.csv')))\n":                   "dataset_only_files",
		head + "def f(m):\n    m.dirname = lambda *a: chr(47) + 'etc'\nf(os.path)\nprint(pd.read_csv(os.path.join(os.path.dirname(sio.__file__), 'passwd')))\n": "dataset_only_files",
		head + "setattr(os.path, 'dirname', lambda *a: chr(47) + 'etc')\nprint(pd.read_csv(os.path.join(os.path.dirname(sio.__file__), 'passwd')))\n":           "dataset_only_files",
		head + "import io\nio.StringIO = lambda *a: open(chr(47) + 'etc/passwd')\nprint(pd.read_csv(io.StringIO('a')))\n":                                       "dataset_only_files",
	} {
		wantRefusedBy(t, e, code, rule)
	}
}
