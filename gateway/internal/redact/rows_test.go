package redact

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// rowsFixture reads a file of testdata/rows (see gen.py there).
func rowsFixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "rows", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// datasetRows fingerprints testdata/rows/dataset.csv.
func datasetRows(t testing.TB, max int) *DatasetRows {
	t.Helper()
	d, err := NewDatasetRows(rowsFixture(t, "dataset.csv"), max)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// rowsStage is a stage whose only row cap is the dataset-row limit: MaxRows is out of reach.
func rowsStage(t testing.TB, d *DatasetRows, maxDatasetRows int) *Stage {
	t.Helper()
	s, err := New(Rules{ArtifactTypes: DefaultArtifactTypes, MaxArtifacts: 100, MaxArtifactBytes: 8 << 20,
		MaxTotalArtifactBytes: 64 << 20, MaxRows: 100000, Masks: AllMasks,
		DatasetRows: d, MaxDatasetRows: maxDatasetRows})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// rowsIn counts the rows of d that text reproduces, line by line as a text artifact is scanned.
func rowsIn(d *DatasetRows, text string) int {
	m := newRowMatcher(d)
	n := 0
	m.lines(text, func(rowMatch) bool { n++; return true })
	return n
}

// rowsWarning returns the warning about the dataset's rows, or "".
func rowsWarning(s *Stage) string {
	for _, w := range s.Report().Warnings {
		if strings.Contains(w, "reproduces rows of the dataset verbatim") {
			return w
		}
	}
	return ""
}

const smallDataset = "name,city,orders,spend\n" +
	"Zhang Wei,New York,5,12.30\n" +
	"李娜,上海,17,\n" +
	"O'Brien,São Paulo,3,1000\n"

func TestDatasetRowsRenderings(t *testing.T) {
	d, err := NewDatasetRows([]byte(smallDataset), 0)
	if err != nil {
		t.Fatal(err)
	}
	if d.Rows() != 3 || d.Fingerprints() != 3 || d.Weight() != 1 {
		t.Fatalf("rows %d, fingerprints %d, weight %d", d.Rows(), d.Fingerprints(), d.Weight())
	}
	// Each rendering of the first row is that row; the last lines are not rows.
	for _, c := range []struct {
		line string
		want int
	}{
		{"Zhang Wei,New York,5,12.30", 1},
		{"Zhang Wei,New York,5,12.3", 1},
		{`"Zhang Wei","New York",5.0,12.300`, 1},
		{"0,Zhang Wei,New York,5,12.3", 1},
		{"|  0 | Zhang Wei | New York |        5 |   12.3 |", 1},
		{"0   Zhang Wei   New York       5   12.30", 1},
		{"zhang wei\tnew york\t5\t12.3", 1},
		{`{"name":"Zhang Wei","city":"New York","orders":5,"spend":12.3}`, 1},
		{"name: Zhang Wei, city: New York, orders: 5, spend: 12.3", 1},
		{"李娜,上海,17,", 1},
		{"1  李娜  上海  17  NaN", 1},
		{`{"name":"李娜","city":"上海","orders":17,"spend":null}`, 1},
		{"O'Brien,São Paulo,3,1000.0", 1},
		{"Zhang Wei,New York,5,12.31", 0},
		{"Zhang Wei,New York,12.3,5", 0},
		{"Zhang Wei,New York", 0},
		{"New York,5,12.3", 0},
		{"name,city,orders,spend", 0},
		{"Zhang Wei,New York,5,12.3 李娜,上海,17", 2},
	} {
		if got := rowsIn(d, c.line); got != c.want {
			t.Errorf("%q: %d rows, want %d", c.line, got, c.want)
		}
	}
	// A row whose cells are each on their own line, as one <text> per cell draws it.
	if got := rowsIn(d, "Zhang Wei\nNew York\n5\n12.3\n"); got != 1 {
		t.Errorf("one cell per line: %d rows", got)
	}
}

func TestDatasetRowsEmpty(t *testing.T) {
	for _, data := range []string{"", "a,b\n", "a\nx\ny\n", "a,b\nx,\n,y\n"} {
		d, err := NewDatasetRows([]byte(data), 0)
		if err != nil {
			t.Fatal(data, err)
		}
		if !d.empty() {
			t.Errorf("%q: %d fingerprints, want none", data, d.Fingerprints())
		}
		// A stage with nothing to look for changes nothing.
		s := rowsStage(t, d, 0)
		if out, _, err := s.Artifact("x.csv", []byte("x,y\n1,2\n")); err != nil || string(out) != "x,y\n1,2\n" {
			t.Errorf("%q: %q %v", data, out, err)
		}
	}
	if _, err := NewDatasetRows([]byte("a,b\n\"x,1\n"), 0); err != nil {
		t.Errorf("a lazily quoted dataset: %v", err)
	}
}

// synthetic builds a dataset of n rows and returns it with the rows as CSV lines.
func synthetic(n int) (data string, rows []string) {
	var b strings.Builder
	b.WriteString("id,customer,city,spend\n")
	for i := range n {
		r := fmt.Sprintf("%d,Customer %04d,City %d,%d.%02d", 1000+i, i, i%17, 100+i*7, i%100)
		rows = append(rows, r)
		b.WriteString(r + "\n")
	}
	return b.String(), rows
}

func TestDatasetRowsCSV(t *testing.T) {
	data, rows := synthetic(500)
	d, _ := NewDatasetRows([]byte(data), 0)
	s := rowsStage(t, d, 50)
	out, typ, err := s.Artifact("all.csv", []byte(data))
	if err != nil || typ != TypeCSV {
		t.Fatal(err, typ)
	}
	want := "id,customer,city,spend\n" + strings.Join(rows[:50], "\n") + "\n"
	if string(out) != want {
		t.Errorf("got %d bytes, want the header and the first 50 rows", len(out))
	}
	w := rowsWarning(s)
	if !strings.Contains(w, `artifact "all.csv" cut`) || !strings.Contains(w, "at most 50") || !strings.Contains(w, "450 rows omitted") {
		t.Errorf("warning: %q", w)
	}
	if r := s.Report(); r.RowsOmitted != 450 || r.Dropped != 0 {
		t.Errorf("report %+v", r)
	}
	// The run's allowance is spent: the next artifact keeps only its header.
	out, _, err = s.Artifact("more.csv", []byte("id,customer,city,spend\n"+rows[400]+"\n"))
	if err != nil || string(out) != "id,customer,city,spend\n" {
		t.Errorf("second artifact: %q %v", out, err)
	}
	// Without a header there is nothing to keep: withheld.
	_, _, err = s.Artifact("bare.csv", []byte(rows[401]+"\n"+rows[402]+"\n"))
	if refusalCode(err) != RefusedDatasetRows {
		t.Errorf("headerless: %v", err)
	}
	if r := s.Report(); r.Dropped != 1 {
		t.Errorf("report %+v", r)
	}
}

func TestDatasetRowsSharedByArtifacts(t *testing.T) {
	data, rows := synthetic(100)
	d, _ := NewDatasetRows([]byte(data), 0)
	s := rowsStage(t, d, 50)
	chunk := "id,customer,city,spend\n" + strings.Join(rows[:20], "\n") + "\n"
	for i, want := range []int{20, 20, 10, 0} {
		out, _, err := s.Artifact(fmt.Sprintf("part%d.csv", i), []byte(chunk))
		if err != nil {
			t.Fatal(i, err)
		}
		if got := strings.Count(string(out), "\n") - 1; got != want {
			t.Errorf("part %d: %d rows, want %d", i, got, want)
		}
	}
}

func TestDatasetRowsText(t *testing.T) {
	data, rows := synthetic(300)
	d, _ := NewDatasetRows([]byte(data), 0)
	var md strings.Builder
	md.WriteString("# All customers\n\n|    | id | customer | city | spend |\n|---:|---:|:--|:--|---:|\n")
	for i, r := range rows {
		md.WriteString(fmt.Sprintf("| %d | %s |\n", i, strings.ReplaceAll(r, ",", " | ")))
	}
	md.WriteString("\nThe end.\n")
	s := rowsStage(t, d, 50)
	out, typ, err := s.Artifact("all.md", []byte(md.String()))
	if err != nil || typ != TypeMarkdown {
		t.Fatal(err, typ)
	}
	if n := rowsIn(d, string(out)); n != 50 {
		t.Errorf("%d rows kept, want 50", n)
	}
	if !strings.HasPrefix(string(out), "# All customers\n") || !strings.HasSuffix(string(out), "… 252 lines omitted (rows of the dataset past this run's limit)\n") {
		t.Errorf("output: %q … %q", string(out)[:40], string(out)[len(out)-80:])
	}
	if w := rowsWarning(s); !strings.Contains(w, "252 lines omitted") {
		t.Errorf("warning %q", w)
	}

	// Rows interleaved with other lines, all on one line, or in a JSON-lines log are the same.
	var mixed, oneLine, ndjson strings.Builder
	for i, r := range rows {
		fmt.Fprintf(&mixed, "row %d follows\n%s\n", i, r)
		oneLine.WriteString(r + " ; ")
		f := strings.Split(r, ",")
		fmt.Fprintf(&ndjson, `{"id": %s, "customer": %q, "city": %q, "spend": %s}`+"\n", f[0], f[1], f[2], f[3])
	}
	for name, text := range map[string]string{"mixed.txt": mixed.String(), "one.txt": oneLine.String(), "log.txt": ndjson.String()} {
		s := rowsStage(t, d, 50)
		out, _, err := s.Artifact(name, []byte(text))
		if err != nil {
			t.Fatal(name, err)
		}
		if n := rowsIn(d, string(out)); n != 50 {
			t.Errorf("%s: %d rows kept, want 50", name, n)
		}
	}
	// Rows from the first line: nothing would be left.
	s = rowsStage(t, d, 0)
	if _, _, err := s.Artifact("rows.txt", []byte(strings.Join(rows, "\n"))); refusalCode(err) != RefusedDatasetRows {
		t.Errorf("rows only, cap 0: %v", err)
	}
}

func TestDatasetRowsJSON(t *testing.T) {
	data, rows := synthetic(300)
	d, _ := NewDatasetRows([]byte(data), 0)
	var recs []map[string]any
	var values [][]any
	index := map[string]map[string]any{}
	for i, r := range rows {
		f := strings.Split(r, ",")
		rec := map[string]any{"id": json.Number(f[0]), "customer": f[1], "city": f[2], "spend": json.Number(f[3])}
		recs = append(recs, rec)
		values = append(values, []any{json.Number(f[0]), f[1], f[2], json.Number(f[3])})
		index[fmt.Sprint(i)] = rec
	}
	// Records nested in chunks of 40 (each array within MaxRows) are counted together.
	var chunks [][]map[string]any
	for i := 0; i < len(recs); i += 40 {
		chunks = append(chunks, recs[i:min(i+40, len(recs))])
	}
	for name, doc := range map[string]any{
		"records.json": recs,
		"split.json":   map[string]any{"columns": []string{"id", "customer", "city", "spend"}, "data": values},
		"index.json":   index,
		"chunks.json":  map[string]any{"chunks": chunks},
	} {
		t.Run(name, func(t *testing.T) {
			b, _ := json.Marshal(doc)
			s := rowsStage(t, d, 50)
			out, typ, err := s.Artifact(name, b)
			if err != nil || typ != TypeJSON {
				t.Fatal(err, typ)
			}
			if !json.Valid(out) {
				t.Fatalf("not JSON: %.200s", out)
			}
			if bytes.Contains(out, []byte(":{}")) {
				t.Errorf("a record past the cap left an empty object: %.200s", out)
			}
			var kept int
			for _, r := range rows {
				f := strings.Split(r, ",")
				if bytes.Contains(out, []byte(`"`+f[1]+`"`)) && bytes.Contains(out, []byte(`"`+f[2]+`"`)) {
					kept++
				}
			}
			if kept != 50 {
				t.Errorf("%d records kept, want 50", kept)
			}
			if w := rowsWarning(s); !strings.Contains(w, "JSON values omitted") {
				t.Errorf("warning %q", w)
			}
		})
	}
}

func TestDatasetRowsAggregatesPass(t *testing.T) {
	data, _ := synthetic(300)
	d, _ := NewDatasetRows([]byte(data), 0)
	for name, content := range map[string]string{
		"by_city.csv": "city,customers,spend\nCity 0,18,12345.5\nCity 1,18,12400.25\n",
		"summary.md":  "| city | n |\n|---|---|\n| City 0 | 18 |\n| City 1 | 18 |\n",
		"stats.json":  `{"count": 300, "mean": 1146.5, "cities": ["City 0", "City 1"]}`,
		"notes.txt":   "Customer 0001 spent the most in City 1.\n",
	} {
		s := rowsStage(t, d, 0)
		out, _, err := s.Artifact(name, []byte(content))
		want, _, _ := rowsStage(t, nil, 0).Artifact(name, []byte(content))
		if err != nil || string(out) != string(want) {
			t.Errorf("%s: %q %v", name, out, err)
		}
		if w := s.Report().Warnings; len(w) != 0 {
			t.Errorf("%s: warnings %q", name, w)
		}
	}
}

func TestDatasetRowsSample(t *testing.T) {
	data, rows := synthetic(3000)
	d, err := NewDatasetRows([]byte(data), 500)
	if err != nil {
		t.Fatal(err)
	}
	if d.Rows() != 3000 || d.Weight() < 8 || d.Fingerprints() > 500 || d.Fingerprints()*d.Weight() < 1500 {
		t.Fatalf("rows %d, weight %d, fingerprints %d", d.Rows(), d.Weight(), d.Fingerprints())
	}
	s := rowsStage(t, d, 50)
	out, _, err := s.Artifact("all.csv", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	// Counted by sample, the cut is near the cap, nowhere near the whole dataset.
	if n := strings.Count(string(out), "\n") - 1; n < 10 || n > 400 {
		t.Errorf("%d of %d rows kept", n, len(rows))
	}
	if rowsWarning(s) == "" {
		t.Error("no warning")
	}
}

func TestRulesMaxDatasetRowsNegative(t *testing.T) {
	if _, err := New(Rules{MaxDatasetRows: -1}); err == nil || !strings.Contains(err.Error(), "MaxDatasetRows") {
		t.Errorf("err = %v", err)
	}
}

// What pandas writes of a 300-row dataset (testdata/rows/gen.py): the whole of it is cut to 50
// rows; an aggregate and the first 10 rows pass unchanged.
func TestDatasetRowsPandas(t *testing.T) {
	d := datasetRows(t, 0)
	if d.Rows() != 300 || d.Fingerprints() != 300 {
		t.Fatalf("rows %d, fingerprints %d", d.Rows(), d.Fingerprints())
	}
	for _, c := range []struct {
		name, want string // want: the unit the warning counts
		omitted    int
	}{
		{"to_csv.csv", "rows", 250},
		{"to_csv_noindex.csv", "rows", 250},
		{"to_markdown.md", "lines", 250},
		{"to_string.txt", "lines", 250},
		{"records.json", "JSON values", 250},
		{"split.json", "JSON values", 250},
		{"index.json", "JSON values", 250},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := rowsStage(t, d, 50)
			out, _, err := s.Artifact(c.name, rowsFixture(t, c.name))
			if err != nil {
				t.Fatal(err)
			}
			if w := rowsWarning(s); !strings.Contains(w, fmt.Sprintf("(%d %s omitted)", c.omitted, c.want)) {
				t.Errorf("warning %q", w)
			}
			if strings.HasSuffix(c.name, ".json") {
				if !json.Valid(out) {
					t.Fatalf("not JSON")
				}
				// What is left holds 50 rows: a second stage finds them all within its cap.
				s2 := rowsStage(t, d, 50)
				if _, _, err := s2.Artifact(c.name, out); err != nil || rowsWarning(s2) != "" || s2.datasetRows != 50 {
					t.Errorf("the cut JSON holds %d rows (%v)", s2.datasetRows, err)
				}
				return
			}
			if n := rowsIn(d, string(out)); n != 50 {
				t.Errorf("%d rows kept, want 50", n)
			}
		})
	}
	for _, name := range []string{"groupby.csv", "groupby.md", "head.txt"} {
		s := rowsStage(t, d, 10)
		in := rowsFixture(t, name)
		want, _, _ := rowsStage(t, nil, 0).Artifact(name, in)
		out, _, err := s.Artifact(name, in)
		if err != nil || !bytes.Equal(out, want) || len(s.Report().Warnings) != 0 {
			t.Errorf("%s: changed (%v, %q)", name, err, s.Report().Warnings)
		}
	}
}

// A fixed tool's result is bounded by MaxRows, not by the dataset-row limit; an artifact that
// is refused does not spend the run's allowance.
func TestDatasetRowsOnlyArtifactsCount(t *testing.T) {
	data, rows := synthetic(100)
	d, _ := NewDatasetRows([]byte(data), 0)
	s := rowsStage(t, d, 5)
	var recs []string
	for _, r := range rows[:20] {
		f := strings.Split(r, ",")
		recs = append(recs, fmt.Sprintf(`[%s,%q,%q,%s]`, f[0], f[1], f[2], f[3]))
	}
	res := []byte(`{"columns":["id","customer","city","spend"],"rows":[` + strings.Join(recs, ",") + `]}`)
	out, err := s.JSON("result", res)
	if err != nil || customers(out) != 20 || rowsWarning(s) != "" {
		t.Errorf("the tool's result: %d rows (%v, %q)", customers(out), err, rowsWarning(s))
	}
	// Over the run's total once cleaned (its 5 rows counted): refused, and the 5 rows are still
	// to be had.
	big := []byte("id,customer,city,spend\n" + strings.Join(rows[:5], "\n") + "\n" + strings.Repeat("x,y,z,w\n", 200))
	s.rules.MaxTotalArtifactBytes = int64(len(big)) - 1
	if _, _, err := s.Artifact("big.csv", big); refusalCode(err) != RefusedTotal || s.datasetRows != 0 {
		t.Fatalf("err = %v, %d rows counted", err, s.datasetRows)
	}
	s.rules.MaxTotalArtifactBytes = 64 << 20
	out, _, err = s.Artifact("five.csv", []byte("id,customer,city,spend\n"+strings.Join(rows[10:15], "\n")+"\n"))
	if err != nil || customers(out) != 5 || rowsWarning(s) != "" {
		t.Errorf("after a refusal: %d rows (%v, %q)", customers(out), err, rowsWarning(s))
	}
}

// customers counts the synthetic dataset's customers named in b.
func customers(b []byte) int { return strings.Count(string(b), "Customer ") }
