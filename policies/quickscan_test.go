package policies

import (
	"context"
	"math/rand"
	"testing"

	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/rego"
)

// The vocabulary of randFacts: names, calls and strings of ordinary analysis code (s...) and
// of everything admission refuses or must look at twice (v...).
var (
	vMods = []string{"os", "os.path", "sys", "pandas", "numpy", "matplotlib", "matplotlib.pyplot", "socket", "requests",
		"urllib.request", "http.client", "code", "codecs", "codeop", "importlib", "importlib.util", "email", "email.mime",
		"email.mime.text", "email.message", "subprocess", "ctypes", "pickle", "shutil", "glob", "gc", "inspect", "scipy",
		"sklearn", "sklearn.linear_model", "statsmodels.api", "re", "json", "math", "seaborn", "PIL", "yaml", "bs4",
		"socketserver", "sh", "shelve", "site", "siteX", "pathlib", "concurrent.futures", "multiprocessing.pool", "x",
		"asyncio", "asyncio.streams", "tempfile", "zipfile", "tarfile"}
	vCalls = []string{"df.groupby", "os.path.join", "matplotlib.pyplot.savefig", "print", "open", "io.open", "codecs.open",
		"pandas.read_csv", "pandas.read_pickle", "pandas.read_html", "pandas.read_", "numpy.load", "numpy.save",
		"os.system", "os.execvp", "os.exec", "os.execute_x", "os.fork", "os.forkpty", "os.kill", "os.killpg", "os.getenv",
		"os.environ.get", "os.environment", "os.listdir", "os.getcwd", "os.path.exists", "sys._getframe", "sys.version",
		"sys.version_info.major", "sys.modules", "sys.stdout.write", "getattr", "setattr", "operator.attrgetter",
		"operator.methodcaller.x", "x.getattr", "exec", "eval", "compile", "re.compile", "builtins.eval", "__import__",
		"globals", "locals", "vars", "breakpoint", ".read_text", ".write", ".to_csv", "df.to_csv", "df.to_excel",
		"pathlib.Path", "pathlib.Path.home", "pathlib.Path.read_text", ".iterdir", ".format", "joblib.load",
		"yaml.load", "yaml.safe_load", "torch.load", "socket.gethostname", "platform.node", "types.CodeType",
		"concurrent.futures.ProcessPoolExecutor", "sqlite3.connect", "zipfile.ZipFile", "plt.savefig", "fig.savefig",
		"x.write_text", "pandas.io.html.read", "numpy.ctypeslib.load_library", "os.setuid", "os.setresuid", "os.spawnl",
		"os.wait", "os.waitpid", "os.posix_spawn", "os._exit", "os.abort", "os.nice", "os.chdir", "os.open", "os.walk",
		"os.scandir", "os.remove", "os.uname", "os.getlogin", "sklearn.externals.joblib.load", "sklearn.linear_model.LinearRegression",
		"shutil.rmtree", "shutil.copy", "shutil.disk_usage", "glob.glob", "os.rename", "hasattr", "p.rglob", "q.read_text",
		"p.symlink_to", "loop.create_connection", ".sock_connect", "asyncio.open_connection", "asyncio.run", "asyncio.gather", "scipy.io.loadmat", "numpy.loadtxt", "zf.write", "t.extractall", ".add",
		"zipfile.ZipFile", "tarfile.open"}
	vStrings = []string{"region", "profit", "margin.png", "/workspace/output/x.csv", "/workspace/input/data.csv",
		"/workspace/output", "/workspace/outputx/a", "/etc/passwd", "/tmp/x", "/", "//x", "../secret", "a/../b", "a/..",
		"..", "...", "a..b", "~/notes.txt", "~root/x", "~", "file:///etc/hosts", "FILE:x", "https://example.com/a.csv",
		"HTTP://X", "s3://bucket/k", "source: https://example.com", "ftp://h", "wss://h", "mailto:x", "__builtins__",
		"__main__", "__name__", "x__class__y", "__class____bases__", "__", "____", "__a__b__", "{}/chart.png",
		"%s/chart.png", "AKIAABCDEFGHIJKLMNOP", "api_key=abc123", "token: xyz", "sk-abcdefghijklmnopqrstu", "hello\nworld",
		"/workspace/output/../x", "C:\\x", "", " ", "password", "Bearer abcdefghijklmnopqrstuvwxyz", "ghp_abcdefghijklmnopqrstuvwxyz",
		"-----BEGIN RSA PRIVATE KEY-----", "xoxb-1234567890ab"}
	vDunders = []string{"__name__", "__class__", "__subclasses__", "__globals__", "__init__", "__dict__", "__main__", "__len__", "__file__"}
	vAttrs   = []string{"groupby", "path", "join", "savefig", "f_globals", "f_back", "mro", "co_code", "plot", "gi_frame", "tb_next"}
	vNames   = []string{"df", "os", "plt", "out_dir", "p", "f", "np", "pd", "x"}
)

func pick[T any](r *rand.Rand, s []T) T { return s[r.Intn(len(s))] }

var (
	sMods    = []string{"os", "os.path", "pandas", "numpy", "matplotlib", "matplotlib.pyplot", "scipy", "re", "math", "json", "seaborn", "codecs", "email", "sklearn.cluster"}
	sCalls   = []string{"df.groupby", "os.path.join", "matplotlib.pyplot.savefig", "print", "numpy.mean", "re.compile", ".format", ".sum", "plt.plot", "df.plot", "sklearn.cluster.KMeans", ".fit_predict", "pandas.DataFrame"}
	sStrings = []string{"region", "profit", "margin.png", "{}/chart.png", "%.2f", "w", "total", "a b", "x.y", "/workspace/output/x.csv", "/workspace/input/data.csv"}
)

// mix picks from the safe list most of the time.
func mix[T any](r *rand.Rand, safe, all []T) T {
	if r.Intn(100) < safePct {
		return pick(r, safe)
	}
	return pick(r, all)
}

var safePct = 85

func randLine(r *rand.Rand) any {
	switch r.Intn(10) {
	case 0:
		return nil
	case 1:
		return "3"
	case 2:
		return 0
	default:
		return r.Intn(30) + 1
	}
}

func randFacts(r *rand.Rand) map[string]any {
	f := map[string]any{"version": "2", "parsed": true, "syntax_error": nil, "unsupported": ""}
	n := func(max int) int { return r.Intn(max + 1) }
	var imports []any
	for range n(3) {
		imp := map[string]any{"module": mix(r, sMods, vMods), "name": "", "alias": ""}
		if r.Intn(3) == 0 {
			imp["name"] = pick(r, []string{"environ", "fork", "system", "join", "load", "Path", "get", "execv", "x"})
		}
		if l := randLine(r); l != nil {
			imp["line"] = l
		}
		if r.Intn(25) == 0 {
			imp["module"] = 7
		}
		imports = append(imports, imp)
	}
	f["imports"] = orEmpty(imports)
	var mods []any
	for range n(4) {
		mods = append(mods, mix(r, sMods, vMods))
	}
	if r.Intn(25) == 0 {
		mods = append(mods, 3)
	}
	f["modules"] = orEmpty(mods)
	var calls, chains []any
	for range n(5) {
		c := map[string]any{"name": mix(r, sCalls, vCalls), "col": 0}
		switch r.Intn(4) {
		case 0:
		case 1:
			c["literal_args"] = false
		default:
			c["literal_args"] = true
		}
		if l := randLine(r); l != nil {
			c["line"] = l
		}
		if r.Intn(30) == 0 {
			c["name"] = nil
		}
		if r.Intn(10) > 0 {
			var args []any
			for range n(3) {
				args = append(args, randArg(r))
			}
			c["args"] = orEmpty(args)
		}
		if r.Intn(3) == 0 {
			c["receiver"] = randArg(r)
		}
		if r.Intn(40) == 0 {
			c["local"] = true
		}
		calls = append(calls, c)
		if r.Intn(2) == 0 {
			chains = append(chains, c["name"])
		}
	}
	for range n(2) {
		chains = append(chains, mix(r, sCalls, vCalls))
	}
	f["calls"] = orEmpty(calls)
	var refs []any
	for range n(2) {
		refs = append(refs, mix(r, sRefs, vRefs))
	}
	if r.Intn(40) == 0 {
		delete(f, "references")
	} else {
		f["references"] = orEmpty(refs)
	}
	f["own_object_dunders"] = []any{}
	if r.Intn(10) == 0 {
		f["own_object_dunders"] = []any{pick(r, []any{"__dict__", "__globals__", 3})}
	}
	switch r.Intn(10) {
	case 0:
		f["module_dunders"] = []any{pick(r, []any{"__file__", "__dict__", "__globals__", 3})}
	case 1:
		delete(f, "module_dunders")
	default:
		f["module_dunders"] = []any{}
	}
	f["attribute_chains"] = orEmpty(chains)
	var strs []any
	for range n(5) {
		strs = append(strs, mix(r, sStrings, vStrings))
	}
	if r.Intn(25) == 0 {
		strs = append(strs, 5)
	}
	f["strings"] = orEmpty(strs)
	var dunders []any
	for range n(2) {
		dunders = append(dunders, mix(r, vDunders[:1], vDunders))
	}
	f["dunders"] = orEmpty(dunders)
	var attrs []any
	for range n(4) {
		attrs = append(attrs, mix(r, vAttrs[:4], vAttrs))
	}
	f["attributes"] = orEmpty(attrs)
	names := []any{"df"}
	if r.Intn(2) == 0 {
		names = append(names, "out_dir")
	}
	for range n(3) {
		names = append(names, pick(r, vNames))
	}
	f["names"] = orEmpty(names)
	var dyn []any
	if r.Intn(8) == 0 {
		d := map[string]any{"kind": pick(r, []string{"eval", "exec", "compile"})}
		if r.Intn(3) == 0 {
			delete(d, "kind")
		}
		if l := randLine(r); l != nil {
			d["line"] = l
		}
		dyn = append(dyn, d)
	}
	f["dynamic"] = orEmpty(dyn)
	var loops []any
	if r.Intn(8) == 0 {
		loops = append(loops, map[string]any{"line": randLine(r)})
	}
	f["infinite_loops"] = orEmpty(loops)
	f["df_columns"] = []any{"region"}
	switch r.Intn(80) {
	case 0:
		delete(f, "calls")
	case 1:
		f["version"] = "1"
	case 2:
		f["parsed"] = false
	case 3:
		f["parsed"] = false
		f["syntax_error"] = map[string]any{"message": "invalid syntax", "line": 2}
	case 4:
		f["parsed"] = false
		f["syntax_error"] = "bad"
	case 5:
		f["unsupported"] = "match statement"
	case 6:
		delete(f, "parsed")
	case 7:
		f["syntax_error"] = map[string]any{"msg": "x"}
	case 8:
		delete(f, "version")
		delete(f, "strings")
	}
	return f
}

// randArg is a call argument's provenance: mostly good, sometimes anything, sometimes of the
// wrong shape.
func randArg(r *rand.Rand) any {
	a := map[string]any{"kind": pick(r, []string{"literal", "out_dir", "tempdir", "buffer", "data", "package", "archive", "unknown", "bogus"})}
	switch r.Intn(6) {
	case 0:
		a["keyword"] = pick(r, []string{"*", "**", "path", "file", "allow_pickle", "src", "dst", "x"})
	case 1:
		a["computed"] = true
	}
	if r.Intn(2) == 0 {
		var vals []any
		for range r.Intn(3) {
			vals = append(vals, pick(r, []any{"/workspace/output/a.npz", "/workspace/input/data.csv", "/", "a.csv", "../x",
				"~/x", "__class__", "sum", "<file>", "", "tests/data/x.mat", true, false, nil, 3}))
		}
		a["values"] = orEmpty(vals)
	}
	if r.Intn(40) == 0 {
		return "x"
	}
	return a
}

var (
	sRefs = []string{"numpy.mean", "os.sep", "math.pi", "functools.partial"}
	vRefs = []string{"numpy", "os", "os.listdir", "shutil.rmtree", "shutil", "glob.glob", "numpy.load", "os.path"}
)

func orEmpty(s []any) []any {
	if s == nil {
		return []any{}
	}
	return s
}

// TestQuickScanIsConservative holds admission's quick scan to its contract: whenever clean
// holds, no rule of findings reports anything. It draws facts from a vocabulary of ordinary and
// refused names, calls, strings and shapes, and also checks that the scan does decide most
// ordinary code (else it would be a slow no-op).
func TestQuickScanIsConservative(t *testing.T) {
	ctx := context.Background()
	e := engineForTest(t)
	q, err := rego.New(
		rego.Query(`f := data.sluice.admission.findings; c := [x | x := data.sluice.admission.clean]`),
		rego.Compiler(e.compiler), rego.Store(e.store), rego.StrictBuiltinErrors(true), rego.SetRegoVersion(ast.RegoV1),
	).PrepareForEval(ctx)
	if err != nil {
		t.Fatal(err)
	}
	n, clean, refused := 3000, 0, 0
	check := func(i int, in *Input) {
		t.Helper()
		val, err := inputValue(in)
		if err != nil {
			t.Fatal(err)
		}
		rs, err := q.Eval(ctx, rego.EvalParsedInput(val))
		if err != nil || len(rs) != 1 {
			t.Fatalf("case %d: eval: %v, %d results", i, err, len(rs))
		}
		findings, _ := rs[0].Bindings["f"].([]any)
		if len(findings) > 0 {
			refused++
		}
		if c, _ := rs[0].Bindings["c"].([]any); len(c) > 0 {
			clean++
			if len(findings) > 0 {
				t.Errorf("case %d: clean, yet the rules find %v in %v", i, findings, in.Analysis)
			}
		}
	}
	r := rand.New(rand.NewSource(3))
	if testing.Short() {
		n = 500
	}
	for i := range n {
		safePct = []int{100, 97, 85, 40}[i%4]
		in := runInput(t, pandasFacts)
		in.Analysis = randFacts(r)
		if r.Intn(20) == 0 {
			in.Request.CodeBytes = 40000
		}
		check(i, in)
	}
	safePct = 85

	// Each refused or doubtful item alone, added to clean facts.
	for i, add := range singleRisks() {
		in := runInput(t, pandasFacts)
		f := facts(t, pandasFacts).(map[string]any)
		add(f)
		in.Analysis = f
		n++
		check(-1-i, in)
	}
	t.Logf("%d facts: %d clean, %d refused", n, clean, refused)
	if clean < n/4 || refused < n/4 {
		t.Errorf("%d facts: %d clean, %d refused; want a quarter of each at least", n, clean, refused)
	}
}

// singleRisks returns one edit of a facts document per item of the vocabulary: each refused or
// doubtful module, import, call (literal and computed), attribute chain, string, dunder and
// attribute on its own, so that the quick scan is tried on every item alone.
func singleRisks() []func(map[string]any) {
	var out []func(map[string]any)
	appendTo := func(key string, v any) func(map[string]any) {
		return func(f map[string]any) { f[key] = append(f[key].([]any), v) }
	}
	for _, m := range vMods {
		out = append(out, appendTo("modules", m),
			appendTo("imports", map[string]any{"module": m, "name": "", "alias": "", "line": 1}))
		for _, name := range []string{"environ", "fork", "system", "load", "x"} {
			out = append(out, appendTo("imports", map[string]any{"module": m, "name": name, "alias": "", "line": 1}))
		}
	}
	for _, c := range vCalls {
		for _, literal := range []bool{true, false} {
			out = append(out, appendTo("calls", map[string]any{"name": c, "literal_args": literal, "line": 3, "col": 0}))
		}
		out = append(out, appendTo("attribute_chains", c))
	}
	for _, s := range vStrings {
		out = append(out, appendTo("strings", s))
	}
	for _, d := range vDunders {
		out = append(out, appendTo("dunders", d))
	}
	for _, a := range vAttrs {
		out = append(out, appendTo("attributes", a))
	}
	out = append(out, func(f map[string]any) { f["names"] = []any{"df", "plt"} }) // no out_dir
	return out
}
