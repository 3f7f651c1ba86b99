package gateway_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"
)

// Issue 13 through the API: code the call-site facts admit runs in the real sandbox and does
// what it says; the harmful variant of each is refused before anything runs.

// TestLegitimateCodeAdmittedAndRuns sends code the default policy refused before call-site
// facts (issue 13's list) and checks that each is admitted and runs to the expected output.
func TestLegitimateCodeAdmittedAndRuns(t *testing.T) {
	e := newEnv(t, envOpts{})
	cases := []struct{ name, code, want string }{
		{"list out_dir", "import os\nimport matplotlib.pyplot as plt\nplt.plot(df['revenue'])\n" +
			"plt.savefig(os.path.join(out_dir, 'chart.png'))\nprint('files:', sorted(os.listdir(out_dir)))\n", "files: ['chart.png']"},
		{"rglob out_dir", "from pathlib import Path\ndf.describe().to_csv(Path(out_dir) / 'summary.csv')\n" +
			"print('found', [p.name for p in Path(out_dir).rglob('*.csv')])\n", "found ['summary.csv']"},
		{"numpy load of its own npz", "import os\nimport numpy as np\np = os.path.join(out_dir, 'a.npz')\n" +
			"np.savez(p, r=df['revenue'].to_numpy())\nwith np.load(p, allow_pickle=False) as z:\n    print('rows', len(z['r']))\nos.remove(p)\n", "rows "},
		{"read_csv of a buffer", "import io\nimport pandas as pd\nsmall = pd.read_csv(io.StringIO(df.head(3).to_csv(index=False)))\n" +
			"print('shape', small.shape)\n", "shape (3, 5)"},
		{"getattr over columns", "total = 0\nfor col in df.select_dtypes('number').columns:\n    total += getattr(df, col).count()\n" +
			"print('cells', total)\n", "cells "},
		{"asyncio without network", "import asyncio\n\nasync def total(c):\n    await asyncio.sleep(0)\n    return round(df[c].sum(), 2)\n\n" +
			"async def main():\n    return await asyncio.gather(total('revenue'), total('profit'))\n\nprint('sums', asyncio.run(main()))\n", "sums ["},
		{"a variable named eval", "from sklearn.linear_model import LinearRegression\nd = df.dropna(subset=['revenue', 'profit'])\n" +
			"m = LinearRegression().fit(d[['revenue']], d['profit'])\neval = m.score(d[['revenue']], d['profit'])\nprint(f'r2 {eval:.2f}')\n", "r2 "},
		{"from __future__ and naming dunders", "from __future__ import annotations\nclass Summary:\n    __slots__ = ('n',)\n" +
			"    def __init__(self, n: int):\n        self.n = n\n    def __repr__(self):\n        return f'{type(self).__name__}({self.n})'\n" +
			"print(Summary(len(df)), Summary.__qualname__)\n", "Summary("},
		{"to_markdown", "print(df.groupby('region')['revenue'].sum().to_markdown())\n", "|"},
		{"f-string paths in out_dir", "import matplotlib.pyplot as plt\nfig, ax = plt.subplots()\ndf.groupby('region')['revenue'].sum().plot.bar(ax=ax)\n" +
			"fig.savefig(f'{out_dir}/by_region.png')\ndf.describe().to_csv(out_dir + '/summary.csv')\nprint('saved')\n", "saved"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, obs := e.run(keyAcme, e.session(keyAcme, true), c.code)
			if st != http.StatusOK || obs["ok"] != true {
				t.Fatalf("%d %v", st, obs)
			}
			if out := str(obs["stdout_excerpt"]); !strings.Contains(out, c.want) {
				t.Errorf("stdout %q, want %q in it", out, c.want)
			}
		})
	}
}

// TestHarmfulVariantsRefused sends the harmful twin of each program above: refused with the
// rule that applies, nothing run.
func TestHarmfulVariantsRefused(t *testing.T) {
	e := newEnv(t, envOpts{})
	cases := []struct{ name, code, rule string }{
		{"list /", "import os\nprint(os.listdir('/'))\n", "dataset_only_files"},
		{"list through a rebound out_dir", "import os\nout_dir = '/'\nprint(os.listdir(out_dir))\n", "dataset_only_files"},
		{"rglob /", "from pathlib import Path\nprint(list(Path('/').rglob('*.pem')))\n", "dataset_only_files"},
		{"symlink out of out_dir", "from pathlib import Path\n(Path(out_dir) / 'x').symlink_to('/' + 'etc')\n", "dataset_only_files"},
		{"unpickle its own file", "import os\nimport numpy as np\np = os.path.join(out_dir, 'o.npy')\n" +
			"np.save(p, np.array([print], dtype=object))\nnp.load(p, allow_pickle=True)\n", "no_deserialization"},
		{"rmtree passed around", "import shutil\nlist(map(shutil.rmtree, [out_dir]))\n", "dataset_only_files"},
		{"getattr by a computed name", "name = '__cl' + 'ass__'\nprint(getattr(df, name))\n", "literal_attributes"},
		{"asyncio connection", "import asyncio\nasyncio.run(asyncio.open_connection('10.0.0.1', 80))\n", "no_network"},
		{"the builtin eval before a binding", "print(eval('1+1'))\neval = None\n", "no_dynamic_code"},
		// The harness's np and pd need no import: their module rules apply all the same.
		{"unpickle through the harness's np", "p = out_dir + '/o.npy'\nnp.save(p, np.array([print], dtype=object))\n" +
			"np.load(p, allow_pickle=True)\n", "no_deserialization"},
		{"read_pickle through the harness's pd", "df.to_pickle(out_dir + '/d.pkl')\npd.read_pickle(out_dir + '/d.pkl')\n", "no_deserialization"},
		{"open passed around", "p = ''.join(map(chr, [47, 101, 116, 99, 47, 104, 111, 115, 116, 115]))\nprint([open][0](p).read())\n", "dataset_only_files"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, obs := e.run(keyAcme, e.session(keyAcme, true), c.code)
			if st != http.StatusForbidden || obs["error_type"] != "PolicyViolation" {
				t.Fatalf("%d %v", st, obs)
			}
			var rules []string
			for _, v := range obs["violations"].([]any) {
				rules = append(rules, str(v.(map[string]any)["rule"]))
			}
			if !slices.Contains(rules, c.rule) {
				t.Errorf("rules %v, want %s", rules, c.rule)
			}
		})
	}
}
