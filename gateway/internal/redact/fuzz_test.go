package redact

import (
	"bytes"
	"encoding/xml"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func FuzzText(f *testing.F) {
	f.Add("hello alice@example.com\n", "tail", 100)
	f.Add("Traceback (most recent call last):\n  File \"/usr/lib/x.py\", line 1, in f\n", "KeyError: 'a'", 40)
	f.Add("a,b\n1,2\n3,4\n5,6\n", "\xff\xfe\r\n", 5)
	f.Add("4111 1111 1111 ", "1111 +86 138 0013 8000 GB82 WEST 1234 5698 7654 32", 0)
	f.Add("-----BEGIN PRIVATE KEY-----\nAAAA", "Bearer abcdefghijklmnopqrstu", 1)
	f.Add("/workspace/output/../x C:\\a\\b ~/x file:///etc", "sk-"+strings.Repeat("a", 30), 3)
	f.Fuzz(func(t *testing.T, prefix, suffix string, max int) {
		max %= 1 << 16
		s, err := New(Rules{StdoutMaxBytes: 4096, MaxRows: 3, Masks: AllMasks, SensitiveValues: []string{"Zhang Wei", "张伟"}})
		if err != nil {
			t.Fatal(err)
		}
		in := prefix + " alice@example.com " + suffix
		out := s.Text("stdout", in, max)
		limit := max
		if max <= 0 {
			limit = 4096
		}
		if len(out) > limit {
			t.Fatalf("len %d > %d", len(out), limit)
		}
		if !utf8.ValidString(out) {
			t.Fatalf("invalid UTF-8: %q", out)
		}
		if strings.Contains(out, "alice@example.com") {
			t.Fatalf("e-mail survived: %q", out)
		}
		for _, c := range []byte(out) {
			if c < 0x20 && c != '\n' && c != '\t' {
				t.Fatalf("control byte %#x in %q", c, out)
			}
		}
		r := s.Report()
		if r.BytesCut < 0 || r.RowsOmitted < 0 {
			t.Fatalf("report %+v", r)
		}
	})
}

func FuzzArtifact(f *testing.F) {
	for _, name := range []string{"chart.png", "chart.jpg", "chart.svg"} {
		b, err := readFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(name, b)
	}
	f.Add("data.csv", []byte("a,b\n1,=cmd\n\"x,y\",alice@example.com\n"))
	f.Add("d.json", []byte(`{"a":[1,2,3,{"email":"x@y.com"}],"b":"13800138000"}`))
	f.Add("n.md", []byte("# t\n![x](http://e/x)\n"))
	f.Add("x.svg", []byte(`<svg onload="x"><script>1</script><a href="javascript:1"/><image href="data:image/png;base64,AAAA"/></svg>`))
	f.Add("x.png", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR"))
	f.Add("x.jpg", []byte("\xff\xd8\xff\xe0\x00\x02\xff\xda\x00\x02\xff"))
	f.Add("../x", []byte("x"))
	f.Fuzz(func(t *testing.T, name string, content []byte) {
		const maxBytes = 1 << 20
		s, err := New(Rules{ArtifactTypes: DefaultArtifactTypes, MaxArtifacts: 4, MaxArtifactBytes: maxBytes, MaxTotalArtifactBytes: 2 * maxBytes, MaxRows: 5, Masks: AllMasks})
		if err != nil {
			t.Fatal(err)
		}
		out, typ, err := s.Artifact(name, content)
		if err != nil {
			if out != nil || typ != "" || s.Report().Dropped != 1 {
				t.Fatalf("refusal returned %d bytes, type %q, report %+v", len(out), typ, s.Report())
			}
			return
		}
		if len(out) > maxBytes || !slices.Contains(DefaultArtifactTypes, typ) {
			t.Fatalf("%d bytes of %q", len(out), typ)
		}
		switch typ {
		case TypeSVG:
			if err := wellFormed(out); err != nil {
				t.Fatalf("SVG output is not XML: %v\n%s", err, out)
			}
			if hazard := svgHazard(out); hazard != "" {
				t.Fatalf("%s in SVG output:\n%s", hazard, out)
			}
		case TypePNG, TypeJPEG:
			if sniff(out) != typ {
				t.Fatalf("cleaned image sniffs as %s", sniff(out))
			}
		default:
			if !utf8.Valid(out) {
				t.Fatalf("%s output is not UTF-8", typ)
			}
		}
		// The same content again under another name must be cleaned the same way.
		if out2, typ2, err := s.Artifact("again"+extOf(typ), content); err == nil && (typ2 != typ || !bytes.Equal(out, out2)) && typ != TypeMarkdown && typ != TypePlain {
			t.Fatalf("not deterministic: %s vs %s", typ, typ2)
		}
	})
}

// svgHazard parses cleaned SVG and names the first thing in it that could run or fetch:
// a script or foreignObject element, an on* handler, an attribute value or style text with an
// active scheme ("javascript:" however spaced and cased) or a CSS expression. Text content is
// inert and may say anything.
func svgHazard(out []byte) string {
	squash := func(s string) string {
		var b strings.Builder
		for _, r := range strings.ToLower(s) {
			if r > ' ' {
				b.WriteRune(r)
			}
		}
		return b.String()
	}
	active := func(s string) bool {
		v := squash(s)
		return strings.Contains(v, "javascript:") || strings.Contains(v, "vbscript:") || strings.Contains(v, "expression(")
	}
	d := xml.NewDecoder(bytes.NewReader(out))
	inStyle := 0
	for {
		tok, err := d.Token()
		if err != nil {
			return ""
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch strings.ToLower(t.Name.Local) {
			case "script", "foreignobject":
				return "<" + t.Name.Local + ">"
			case "style":
				inStyle++
			}
			for _, a := range t.Attr {
				if strings.HasPrefix(strings.ToLower(a.Name.Local), "on") {
					return "handler " + a.Name.Local
				}
				if active(a.Value) {
					return "active value in " + a.Name.Local
				}
			}
		case xml.EndElement:
			if strings.EqualFold(t.Name.Local, "style") && inStyle > 0 {
				inStyle--
			}
		case xml.CharData:
			if inStyle > 0 && active(string(t)) {
				return "active style text"
			}
		}
	}
}

func extOf(typ string) string {
	for ext, t := range extTypes {
		if t == typ && ext != ".jpeg" && ext != ".markdown" && ext != ".text" && ext != ".log" && ext != ".tsv" {
			return ext
		}
	}
	return ""
}

// TestSVGHazardCheck keeps FuzzArtifact's invariant honest: it must flag what could run.
func TestSVGHazardCheck(t *testing.T) {
	for _, bad := range []string{
		`<svg><script>1</script></svg>`,
		`<svg><g onclick="x"/></svg>`,
		`<svg><a href=" java&#x09;Script:alert(1)"/></svg>`,
		`<svg><style>a{background:url(JavaScript:x)}</style></svg>`,
		`<svg><foreignObject/></svg>`,
	} {
		if svgHazard([]byte(bad)) == "" {
			t.Errorf("not flagged: %s", bad)
		}
	}
	if h := svgHazard([]byte(`<svg><text>javascript: is text</text></svg>`)); h != "" {
		t.Errorf("inert text flagged: %s", h)
	}
}

// FuzzDatasetRows feeds artifacts to a stage that looks for a small dataset's rows with a cap
// of one: whatever comes back as text, CSV or SVG text holds at most one of them.
func FuzzDatasetRows(f *testing.F) {
	d, err := NewDatasetRows([]byte(smallDataset), 0)
	if err != nil {
		f.Fatal(err)
	}
	f.Add("a.csv", []byte("name,city\nZhang Wei,New York,5,12.3\n李娜,上海,17,\nO'Brien,São Paulo,3,1000\n"))
	f.Add("a.md", []byte("| 0 | Zhang Wei | New York | 5 | 12.3 |\n| 1 | 李娜 | 上海 | 17 | nan |\n"))
	f.Add("a.txt", []byte("Zhang Wei New York 5 12.3 李娜 上海 17 O'Brien São Paulo 3 1000"))
	f.Add("a.json", []byte(`[{"name":"Zhang Wei","city":"New York","orders":5,"spend":12.3},{"spend":null,"orders":17,"city":"上海","name":"李娜"}]`))
	f.Add("a.svg", []byte(`<svg viewBox="0 0 10 10"><text>Zhang Wei,New York,5,12.3</text><g opacity="0.5"><text>李娜,上海,17</text></g><text fill="none">O'Brien,São Paulo,3,1000</text></svg>`))
	f.Fuzz(func(t *testing.T, name string, content []byte) {
		s, err := New(Rules{ArtifactTypes: DefaultArtifactTypes, MaxArtifacts: 4, MaxArtifactBytes: 1 << 20,
			MaxTotalArtifactBytes: 2 << 20, MaxRows: 100, Masks: AllMasks, DatasetRows: d, MaxDatasetRows: 1})
		if err != nil {
			t.Fatal(err)
		}
		out, typ, err := s.Artifact(name, content)
		if err != nil {
			return
		}
		text := string(out)
		switch typ {
		case TypeSVG:
			text = svgTextOf(t, out)
		case TypeCSV, TypeMarkdown, TypePlain:
		default:
			return
		}
		if n := rowsIn(d, text); n > 1 {
			t.Fatalf("%s: %d rows of the dataset came back:\n%s", typ, n, text)
		}
	})
}
