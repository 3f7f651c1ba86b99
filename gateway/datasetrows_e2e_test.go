package gateway_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Issue 13, item 4, through the API: the rows of the session's dataset that a run's artifacts
// reproduce are limited by sluice.redaction's max_dataset_rows (50 in the shipped data.json),
// whatever the artifact's format, and a chart cannot carry the dataset as invisible text.

// customersCSV writes a dataset of n rows, each naming a distinct customer ("Customer 0007").
func customersCSV(t *testing.T, n int) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("customer,city,segment,orders,spend\n")
	cities := []string{"上海", "北京", "New York", "Köln", "广州"}
	for i := range n {
		spend := fmt.Sprintf("%d.%02d", 100+i*13%900, i%100)
		if i%41 == 0 {
			spend = ""
		}
		fmt.Fprintf(&b, "Customer %04d,%s,%s,%d,%s\n", i, cities[i%len(cities)], []string{"retail", "online", "wholesale"}[i%3], 1+i%37, spend)
	}
	path := filepath.Join(t.TempDir(), "customers.csv")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

var customerName = regexp.MustCompile(`Customer \d{4}`)

// customersIn counts the distinct customers named in b.
func customersIn(b []byte) int {
	seen := map[string]bool{}
	for _, m := range customerName.FindAll(b, -1) {
		seen[string(m)] = true
	}
	return len(seen)
}

// artifacts downloads a run's artifacts by name.
func (e *env) artifacts(key string, obs map[string]any) map[string][]byte {
	e.t.Helper()
	out := map[string][]byte{}
	arts, _ := obs["artifacts"].([]any)
	for _, a := range arts {
		a := a.(map[string]any)
		st, body := e.raw("GET", a["url"].(string), key, "", nil)
		if st != 200 {
			e.t.Fatalf("download %s: %d", a["name"], st)
		}
		out[a["name"].(string)] = body
	}
	return out
}

// TestDatasetRowsInArtifacts runs under an admission policy that allows everything: the output
// stage alone must hold the limit.
func TestDatasetRowsInArtifacts(t *testing.T) {
	e := newEnv(t, envOpts{policyDir: policyCopy(t, true, nil)})
	sid := e.sessionWith(keyAcme, customersCSV(t, 400), true)
	const rowsReason = "reproduces rows of the dataset verbatim"

	cases := []struct {
		name, code string
		check      func(t *testing.T, obs map[string]any, arts map[string][]byte)
	}{
		{"the dataset as invisible SVG text", `
rows = df.astype(str).agg(','.join, axis=1)
parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">',
         '<rect width="400" height="300" fill="white"/><text x="10" y="20" font-size="12">spend by city</text>']
for i, r in enumerate(rows):
    parts.append('<text x="10" y="%d" opacity="0" font-size="0.1">%s</text>' % (40 + i % 200, r))
parts.append('</svg>')
open(os.path.join(out_dir, 'chart.svg'), 'w').write(''.join(parts))
`, func(t *testing.T, obs map[string]any, arts map[string][]byte) {
			svg, ok := arts["chart.svg"]
			if !ok {
				t.Fatalf("the chart was not returned: %v", obs["warnings"])
			}
			if n := customersIn(svg); n != 0 {
				t.Errorf("the chart carries %d customers' rows", n)
			}
			if !strings.Contains(string(svg), "spend by city") {
				t.Errorf("the visible title was lost")
			}
			if !anyWarning(obs, "400 invisible texts") {
				t.Errorf("warnings: %v", obs["warnings"])
			}
		}},
		{"df.to_csv() of the whole dataset", `df.to_csv(os.path.join(out_dir, 'all.csv'))`,
			func(t *testing.T, obs map[string]any, arts map[string][]byte) {
				csv := arts["all.csv"]
				if n := customersIn(csv); n != 50 {
					t.Errorf("%d customers' rows returned, want 50", n)
				}
				if !strings.HasPrefix(string(csv), ",customer,city,segment,orders,spend\n") {
					t.Errorf("the header was lost: %.60q", csv)
				}
				if !anyWarning(obs, `artifact "all.csv" cut: it `+rowsReason) || !anyWarning(obs, "350 rows omitted") {
					t.Errorf("warnings: %v", obs["warnings"])
				}
				if r := obs["redacted"].(map[string]any); r["rows_omitted"].(float64) != 350 {
					t.Errorf("redacted = %v", r)
				}
			}},
		{"df.to_markdown() and a JSON records dump", `
open(os.path.join(out_dir, 'all.md'), 'w').write(df.to_markdown())
df.to_json(os.path.join(out_dir, 'all.json'), orient='records')
`, func(t *testing.T, obs map[string]any, arts map[string][]byte) {
			// One run's artifacts share the limit: 50 rows in both together.
			md, js := customersIn(arts["all.md"]), customersIn(arts["all.json"])
			if md+js != 50 || len(arts) != 2 {
				t.Errorf("Markdown %d rows, JSON %d rows (artifacts %d); want 50 in all", md, js, len(arts))
			}
			if !anyWarning(obs, rowsReason) {
				t.Errorf("warnings: %v", obs["warnings"])
			}
		}},
		{"two CSV artifacts of 40 rows", `
df.head(40).to_csv(os.path.join(out_dir, 'a.csv'), index=False)
df.iloc[40:80].to_csv(os.path.join(out_dir, 'b.csv'), index=False)
`, func(t *testing.T, obs map[string]any, arts map[string][]byte) {
			a, b := customersIn(arts["a.csv"]), customersIn(arts["b.csv"])
			if a+b != 50 || max(a, b) != 40 {
				t.Errorf("a.csv %d rows, b.csv %d rows; want 40 and 10", a, b)
			}
			if !anyWarning(obs, rowsReason) || !anyWarning(obs, "30 rows omitted") {
				t.Errorf("warnings: %v", obs["warnings"])
			}
		}},
		{"a chart and an aggregate pass untouched", `
import matplotlib
matplotlib.rcParams['svg.fonttype'] = 'none'
by_city = df.groupby('city')[['orders', 'spend']].agg(['sum', 'mean', 'count'])
by_city.to_csv(os.path.join(out_dir, 'by_city.csv'))
ax = df.groupby('segment')['spend'].sum().plot.bar(title='spend by segment')
plt.tight_layout()
plt.savefig(os.path.join(out_dir, 'segments.svg'))
df.head(10).to_csv(os.path.join(out_dir, 'head.csv'), index=False)
print(by_city)
`, func(t *testing.T, obs map[string]any, arts map[string][]byte) {
			if len(arts) != 3 {
				t.Fatalf("artifacts: %v (warnings %v)", obs["artifacts"], obs["warnings"])
			}
			if anyWarning(obs, "artifact") || anyWarning(obs, "omitted") {
				t.Errorf("warnings: %q", anyStrs(obs["warnings"]))
			}
			if obs["redacted"] != nil {
				t.Errorf("redacted = %v", obs["redacted"])
			}
			for _, s := range []string{"Köln", "New York", "上海"} {
				if !strings.Contains(string(arts["by_city.csv"]), s) {
					t.Errorf("by_city.csv lost %s", s)
				}
			}
			for _, s := range []string{"spend by segment", ">retail<", ">online<", ">wholesale<"} {
				if !strings.Contains(string(arts["segments.svg"]), s) {
					t.Errorf("segments.svg lost %s", s)
				}
			}
			if n := customersIn(arts["head.csv"]); n != 10 {
				t.Errorf("head.csv has %d rows, want 10", n)
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, obs := e.run(keyAcme, sid, "import os\n"+c.code)
			if st != 200 || obs["ok"] != true {
				t.Fatalf("%d %v", st, obs)
			}
			c.check(t, obs, e.artifacts(keyAcme, obs))
		})
	}
}
