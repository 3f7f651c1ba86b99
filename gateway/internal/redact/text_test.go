package redact

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

func readTestdata(t testing.TB, name string) []byte {
	t.Helper()
	b, err := readFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func readFile(name string) ([]byte, error) { return os.ReadFile("testdata/" + name) }

func TestPrintedDataFrame(t *testing.T) {
	// testdata/dataframe_5000.txt is print(df.to_string()) of a 5,000-row DataFrame written by
	// pandas (testdata/gen.py), with an e-mail column.
	in := string(readTestdata(t, "dataframe_5000.txt"))
	s := allOn(t)
	out := s.Text("stdout", "summary follows\n"+in+"done\n", 1<<20)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	// 1 line before, 25 head rows (header included), the marker, 25 tail rows, 1 line after.
	if len(lines) != 1+25+1+25+1 {
		t.Fatalf("got %d lines:\n%s", len(lines), out)
	}
	if lines[26] != "… 4951 rows omitted" {
		t.Errorf("marker line = %q", lines[26])
	}
	if !strings.HasPrefix(lines[1], "     region") || !strings.HasPrefix(lines[2], "0        华东     [email]") {
		t.Errorf("head rows:\n%s\n%s", lines[1], lines[2])
	}
	if !strings.HasPrefix(lines[51], "4999     华南  [email]") || lines[52] != "done" {
		t.Errorf("tail rows:\n%s\n%s", lines[51], lines[52])
	}
	if strings.Contains(out, "@example.com") {
		t.Error("an e-mail address survived")
	}
	r := s.Report()
	if r.RowsOmitted != 4951 || r.Masked[MaskEmail] != 49 {
		t.Errorf("report = %+v", r)
	}
	if len(r.Warnings) != 1 || !strings.Contains(r.Warnings[0], "5001 rows was cut to 50 rows") {
		t.Errorf("warnings = %q", r.Warnings)
	}
}

func TestShortTablesUntouched(t *testing.T) {
	for _, name := range []string{"dataframe_repr.txt", "dataframe_small.txt"} {
		in := string(readTestdata(t, name))
		s := allOn(t)
		out := s.Text("stdout", in, 1<<20)
		if strings.Contains(out, "rows omitted") {
			t.Errorf("%s: cut:\n%s", name, out)
		}
		r := s.Report()
		if r.RowsOmitted != 0 {
			t.Errorf("%s: report %+v", name, r)
		}
		// Prices, sums, statistics and indexes are not mistaken for identifiers.
		for k := range r.Masked {
			if k != MaskEmail {
				t.Errorf("%s: %s masked:\n%s", name, k, out)
			}
		}
	}
}

func TestCutTablesShapes(t *testing.T) {
	csvLines := []string{"a,b,c"}
	for i := 0; i < 100; i++ {
		csvLines = append(csvLines, fmt.Sprintf("%d,x%d,%d.5", i, i*i, i*7))
	}
	out, cuts := cutTables(strings.Join(csvLines, "\n")+"\n", 10)
	if len(cuts) != 1 || cuts[0].omitted != 91 || !strings.Contains(out, "… 91 rows omitted\n") || !strings.HasPrefix(out, "a,b,c\n0,x0,0.5\n") || !strings.HasSuffix(out, "99,x9801,693.5\n") {
		t.Errorf("csv: %v\n%s", cuts, out)
	}
	// Prose of varied line lengths is not a table.
	prose := "The quick brown fox\njumps over\nthe lazy dog.\nAnd again, and again.\nEnd."
	if out, cuts := cutTables(prose, 2); out != prose || cuts != nil {
		t.Errorf("prose cut: %q", out)
	}
	// A table at the very end without a newline, max 0: the marker only.
	tbl := "aa bb\ncc dd\nee ff"
	if out, _ := cutTables(tbl, 0); out != "… 3 rows omitted" {
		t.Errorf("max 0: %q", out)
	}
	// Blank lines split tables.
	split := "x 1\ny 2\n\nz 3\nw 4\n"
	if out, _ := cutTables(split, 1); out != split {
		t.Errorf("blank lines: %q", out)
	}
}

func TestScrubPaths(t *testing.T) {
	checkMasks(t, []maskCase{
		{`File "/usr/lib/python3/dist-packages/pandas/core/frame.py", line 3`, `File "<path>", line 3`},
		{"saved /workspace/output/chart.png from /workspace/input/data.csv.", "saved /workspace/output/chart.png from /workspace/input/data.csv."},
		{"wrote /workspace/output/../../etc/passwd", "wrote <path>"},
		{"cwd /tmp", "cwd <path>"},
		{"in /tmp/sluice-runs/abc/x.py:12: Warning", "in <path>:12: Warning"},
		{"home ~/secrets/key.txt", "home <path>"},
		{"C:\\Users\\alice\\data.csv here", "<path> here"},
		{"file:///etc/passwd", "<path>"},
		{"保存到/home/u/x.csv", "保存到<path>"},
		{"/sys", "<path>"},
		// Not paths.
		{"see https://pandas.pydata.org/docs/user_guide", "see https://pandas.pydata.org/docs/user_guide"},
		{"ratio 1/2 and 2024/01/02 and km/h", "ratio 1/2 and 2024/01/02 and km/h"},
		{"revenue / profit", "revenue / profit"},
		{"out/chart.png", "out/chart.png"},
		{"/workspace/output", "/workspace/output"},
	})
}

func TestTracebackReduced(t *testing.T) {
	tb := `Traceback (most recent call last):
  File "/opt/sluice/harness.py", line 480, in _child
    exec(compiled, g)
  File "<code>", line 3, in <module>
    x = df["profit_margin"]
        ~~^^^^^^^^^^^^^^^^^
  File "/usr/lib/python3/dist-packages/pandas/core/frame.py", line 3761, in __getitem__
    indexer = self.columns.get_loc(key)
  File "/usr/lib/python3/dist-packages/pandas/core/indexes/base.py", line 3655, in get_loc
    raise KeyError(key) from err
KeyError: 'profit_margin'
`
	s := allOn(t)
	got := s.Text("traceback", tb, 0)
	want := `Traceback (most recent call last):
  [1 library frames hidden]
  File "<code>", line 3, in <module>
    x = df["profit_margin"]
        ~~^^^^^^^^^^^^^^^^^
  [2 library frames hidden]
KeyError: 'profit_margin'
`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if strings.Contains(got, "harness") || strings.Contains(got, "/usr/") {
		t.Error("harness frame or path leaked")
	}
}

func TestCleanText(t *testing.T) {
	in := "ok\xff\xfe bad\r\nline\rnext\x1b[31mred\x00 \u202egnp.exe\u200b sk-\u200babcdefghijklmnopqrstuvwxyz"
	s := allOn(t)
	got := s.Text("stderr", in, 0)
	want := "ok bad\nline\nnext[31mred gnp.exe [api_key]"
	if got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

func TestCutMiddle(t *testing.T) {
	var b strings.Builder
	for i := 0; b.Len() < 100_000; i++ {
		fmt.Fprintf(&b, "line %d 数据%s\n", i, strings.Repeat("!", i%5))
	}
	in := b.String()
	s := allOn(t)
	out := s.Text("stdout", in, 4096)
	if len(out) > 4096 || !utf8.ValidString(out) {
		t.Fatalf("len %d valid %v", len(out), utf8.ValidString(out))
	}
	m := regexp.MustCompile(`… \[(\d+) bytes cut\] …\n`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no marker in %q", out[1900:2200])
	}
	if !strings.HasPrefix(out, "line 0 数据\nline 1 数据!\n") || !strings.HasSuffix(out, in[len(in)-20:]) {
		t.Error("head or tail lost")
	}
	r := s.Report()
	if fmt.Sprint(r.BytesCut) != m[1] || len(out)-len(m[0])+int(r.BytesCut) != len(in) {
		t.Errorf("bytes cut %d, marker %s, out %d, in %d", r.BytesCut, m[1], len(out), len(in))
	}
	// Cuts fall on line boundaries: every kept line is whole.
	for _, l := range strings.Split(out, "\n") {
		if l != "" && !strings.HasPrefix(l, "line ") && !strings.HasPrefix(l, "…") {
			t.Errorf("partial line %q", l)
		}
	}
	// Tiny caps still bound the output.
	for _, max := range []int{1, 3, 10, 40} {
		if out, _ := cutMiddle(in, max); len(out) > max || !utf8.ValidString(out) {
			t.Errorf("max %d: %q", max, out)
		}
	}
	// A zero cap lets nothing through.
	z, _ := New(Rules{})
	if out := z.Text("stdout", "secret data", 0); out != "" || z.Report().BytesCut != 11 {
		t.Errorf("zero cap: %q %+v", out, z.Report())
	}
}

func TestReportWarningsBounded(t *testing.T) {
	s := allOn(t)
	for i := 0; i < 50; i++ {
		s.Text("stdout", strings.Repeat("x", 100), 10)
	}
	r := s.Report()
	if len(r.Warnings) != maxWarnings+1 || !strings.Contains(r.Warnings[maxWarnings], "30 more") {
		t.Errorf("%d warnings, last %q", len(r.Warnings), r.Warnings[len(r.Warnings)-1])
	}
	r.Warnings[0] = "changed"
	if s.Report().Warnings[0] == "changed" {
		t.Error("Report shares its slice")
	}
}

func TestReportCountsNotValues(t *testing.T) {
	s := allOn(t)
	s.Text("stdout", "a@b.com c@d.com 13800138000 /etc/shadow", 0)
	r := s.Report()
	if r.Masked[MaskEmail] != 2 || r.Masked[MaskPhone] != 1 || r.Masked[MaskHostPath] != 1 {
		t.Errorf("masked = %v", r.Masked)
	}
	if fmt.Sprintf("%+v", r) != fmt.Sprintf("%+v", s.Report()) || strings.Contains(fmt.Sprint(r), "b.com") {
		t.Errorf("report %+v", r)
	}
}

func TestNumbersThatAreNotIdentifiers(t *testing.T) {
	for _, in := range []string{
		"2024-01-02", "20240102", "2024/01/02 13:45:59", "¥13800.00", "1,234,567.89", "13,800,138,000",
		"1.3800138000e+10", "0.4111111111111111", "-4111111111111111.0", "id 123456789012", "ts 1700000000123",
		"order 20240102123456789", "zip 100086", "ip 192.168.100.138", "version 3.11.2", "+5.2%", "+12.5",
		"GB2312 encoding", "ISBN 978-3-16-148410-0", "(0.5, 13800.25)",
	} {
		s := allOn(t)
		if out := s.Text("stdout", in, 0); out != in {
			t.Errorf("%q became %q", in, out)
		}
	}
}

func TestCountCutAndDropArtifact(t *testing.T) {
	s := allOn(t)
	s.CountCut("stdout", 200<<20)
	s.DropArtifact("link.csv", "it is a symbolic link to /etc/passwd")
	s.DropArtifact("../x", "not a regular file")
	r := s.Report()
	if r.BytesCut != 200<<20 || r.Dropped != 2 {
		t.Errorf("report %+v", r)
	}
	w := strings.Join(r.Warnings, "\n")
	if !strings.Contains(w, `artifact "link.csv" refused: it is a symbolic link to <path>`) || !strings.Contains(w, "(unsafe name)") || strings.Contains(w, "/etc") {
		t.Errorf("warnings %s", w)
	}
}
