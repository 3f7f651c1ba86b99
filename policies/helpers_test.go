package policies

import (
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

var (
	embeddedOnce   sync.Once
	embeddedEngine *Engine
	embeddedErr    error
)

// engineForTest returns the embedded engine, loaded once per test binary.
func engineForTest(t testing.TB) *Engine {
	t.Helper()
	embeddedOnce.Do(func() {
		embeddedEngine, embeddedErr = Load(context.Background(), "")
	})
	if embeddedErr != nil {
		t.Fatalf("Load embedded: %v", embeddedErr)
	}
	return embeddedEngine
}

// copyBundle copies the embedded bundle into a fresh directory and returns it.
func copyBundle(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	err := fs.WalkDir(DefaultBundle(), ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dir, path), 0o755)
		}
		b, err := fs.ReadFile(DefaultBundle(), path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, path), b, 0o644)
	})
	if err != nil {
		t.Fatalf("copying bundle: %v", err)
	}
	return dir
}

func writeFile(t testing.TB, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

var testImages = []Image{
	{Name: "python-data-basic", Packages: []string{"pandas", "numpy", "matplotlib"}},
	{Name: "python-stats", Packages: []string{"pandas", "numpy", "matplotlib", "scipy", "statsmodels"}},
	{Name: "python-ml-lite", Packages: []string{"pandas", "numpy", "matplotlib", "scipy", "statsmodels", "scikit-learn"}},
}

// facts decodes a Facts document the way the gateway hands it over (generic JSON).
func facts(t testing.TB, doc string) any {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(doc), &v); err != nil {
		t.Fatalf("facts: %v", err)
	}
	return v
}

// pandasFacts are the facts of an ordinary groupby-and-plot run.
const pandasFacts = `{"version":"2","parsed":true,"syntax_error":null,"unsupported":"",
 "imports":[{"module":"os","name":"","alias":"","line":1}],
 "modules":["os","os.path"],
 "calls":[{"name":"df.groupby","literal_args":true,"line":2,"col":0},
          {"name":"os.path.join","literal_args":false,"line":4,"col":12},
          {"name":"matplotlib.pyplot.savefig","literal_args":false,"line":4,"col":0}],"references":[],"own_object_dunders":[],
 "attributes":["groupby","path","join","savefig"],
 "attribute_chains":["df.groupby","os.path.join","matplotlib.pyplot.savefig"],
 "dunders":[],"names":["df","os","plt","out_dir"],"strings":["region","profit","margin.png"],
 "dynamic":[],"infinite_loops":[],"df_columns":["region","profit"]}`

func runInput(t testing.TB, factsDoc string) *Input {
	t.Helper()
	return &Input{
		Tenant: Tenant{ID: "acme", Flags: map[string]bool{}},
		Session: Session{
			ID: "s-1",
			Dataset: Dataset{Present: true, Inspected: true,
				Columns: []string{"region", "revenue", "profit", "customer_email"},
				Dtypes:  map[string]string{"region": "object", "revenue": "float64", "profit": "float64", "customer_email": "object"},
				Rows:    1000, Bytes: 52_000},
			Counters: Counters{Runs: 1, ErrorTypes: map[string]int64{}},
		},
		Request:   Request{Kind: KindRun, Purpose: "profit margin by region", CodeBytes: 420, ExpectedArtifacts: []string{"margin.png"}},
		Analysis:  facts(t, factsDoc),
		Executors: []string{"subprocess", "container"},
		Images:    testImages,
	}
}

// bundleWithTenants copies the embedded bundle into a fresh directory with data.json's
// tenants replaced by tenants, and returns the directory.
func bundleWithTenants(t testing.TB, tenants map[string]any) string {
	t.Helper()
	dir := copyBundle(t)
	path := filepath.Join(dir, "data.json")
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var data map[string]any
	if err := json.Unmarshal(raw, &data); err != nil {
		t.Fatal(err)
	}
	data["sluice"].(map[string]any)["config"].(map[string]any)["tenants"] = tenants
	out, err := json.Marshal(data)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, path, string(out))
	return dir
}
