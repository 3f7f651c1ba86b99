package redact

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strings"
	"testing"
)

// svgTextOf returns an SVG's character data, one line per piece.
func svgTextOf(t *testing.T, b []byte) string {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(b))
	var out strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return out.String()
		}
		if err != nil {
			t.Fatalf("output is not XML: %v", err)
		}
		switch tk := tok.(type) {
		case xml.CharData:
			out.Write(tk)
			out.WriteByte('\n')
		}
	}
}

// svgWith wraps body in a 400×300 chart with a visible title.
func svgWith(defs, body string) []byte {
	return []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="400pt" height="300pt" viewBox="0 0 400 300">` +
		`<defs>` + defs + `</defs><rect x="10" y="10" width="100" height="50" style="fill: #1f77b4"/>` +
		`<text x="200" y="20" style="font: 12px sans-serif">spend by city</text>` + body + `</svg>`)
}

// TestSVGInvisibleDatasetRows is the bug of issue 13: a chart carried the whole dataset as
// thousands of zero-opacity, sub-pixel <text> lines, and the output stage passed it.
func TestSVGInvisibleDatasetRows(t *testing.T) {
	data, rows := synthetic(3000)
	d, _ := NewDatasetRows([]byte(data), 0)
	var body strings.Builder
	for i, r := range rows {
		fmt.Fprintf(&body, `<text x="20" y="%d" opacity="0" font-size="0.1">%s</text>`, 100+i%100, r)
	}
	wantStripped(t, rowsStage(t, d, 50), d, svgWith("", body.String()), 3000)
}

// wantStripped redacts an SVG whose rows of d are all hidden: none may come back, the visible
// title must, and the report must count n invisible texts.
func wantStripped(t *testing.T, s *Stage, d *DatasetRows, svg []byte, n int) {
	t.Helper()
	out, typ, err := s.Artifact("chart.svg", svg)
	if err != nil || typ != TypeSVG {
		t.Fatal(err, typ)
	}
	text := svgTextOf(t, out)
	if got := rowsIn(d, text); got != 0 || strings.Contains(text, "Customer 0") {
		t.Errorf("%d rows of the dataset came back", got)
	}
	if !strings.Contains(text, "spend by city") {
		t.Error("the visible title was lost")
	}
	if w := strings.Join(s.Report().Warnings, "\n"); !strings.Contains(w, fmt.Sprintf("removed %d invisible texts", n)) {
		t.Errorf("warnings: %q", w)
	}
}

func TestSVGInvisibleText(t *testing.T) {
	data, rows := synthetic(100)
	d, _ := NewDatasetRows([]byte(data), 0)
	for _, c := range []struct {
		name, defs, open, close string
	}{
		{"style opacity 0", "", `<text x="20" y="40" style="opacity:0">`, `</text>`},
		{"opacity 0 %", "", `<text x="20" y="40" opacity="0%">`, `</text>`},
		{"fill-opacity 0", "", `<text x="20" y="40" fill-opacity="0">`, `</text>`},
		{"inherited fill-opacity", "", `<g style="fill-opacity: 0.0"><text x="20" y="40">`, `</text></g>`},
		{"faint through two groups", "", `<g opacity="0.1"><g opacity=".1"><text x="20" y="40">`, `</text></g></g>`},
		{"visibility hidden above", "", `<g visibility="hidden"><text x="20" y="40">`, `</text></g>`},
		{"display none above", "", `<g style="display: none !important"><g><text x="20" y="40">`, `</text></g></g>`},
		{"sub-pixel font-size", "", `<text x="20" y="40" font-size="0.5px">`, `</text>`},
		{"sub-pixel font shorthand", "", `<text x="20" y="40" style="font: bold 0.3px sans-serif">`, `</text>`},
		{"em of a tiny parent", "", `<g font-size="0.2"><text x="20" y="40" font-size="2em">`, `</text></g>`},
		{"fill none", "", `<text x="20" y="40" fill="none">`, `</text>`},
		{"fill rgba 0", "", `<text x="20" y="40" fill="rgba(0, 0, 0, 0)">`, `</text>`},
		{"fill #rgba", "", `<text x="20" y="40" style="fill:#0000">`, `</text>`},
		{"fill transparent, stroke 0 wide", "", `<text x="20" y="40" fill="transparent" stroke="red" stroke-width="0">`, `</text>`},
		{"scaled to nothing", "", `<g transform="scale(0.001)"><text x="20" y="40" font-size="10">`, `</text></g>`},
		{"squashed flat", "", `<g transform="matrix(1 0 0 0.0001 0 0)"><text x="20" y="40">`, `</text></g>`},
		{"far off the canvas", "", `<text x="-100000" y="40">`, `</text>`},
		{"translated off the canvas", "", `<g transform="translate(5000, 0)"><text x="20" y="40">`, `</text></g>`},
		{"clip path with nothing", `<clipPath id="c"></clipPath>`, `<g clip-path="url(#c)"><text x="20" y="40">`, `</text></g>`},
		{"clip path of a zero rect", `<clipPath id="z"><rect width="0" height="10"/></clipPath>`, `<text x="20" y="40" clip-path="url('#z')">`, `</text>`},
		{"empty mask, defined after", "", `<text x="20" y="40" style="mask: url(#m)">`, `</text><mask id="m"/>`},
		{"invisible tspan", "", `<text x="20" y="40">a <tspan opacity="0">`, `</tspan></text>`},
		{"text outside <text>", "", `<g>`, `</g>`},
	} {
		t.Run(c.name, func(t *testing.T) {
			var body strings.Builder
			for _, r := range rows {
				body.WriteString(c.open + r + c.close)
			}
			wantStripped(t, rowsStage(t, d, 1000), d, svgWith(c.defs, body.String()), 100)
		})
	}
}

// Text that may be visible, or whose hiding the stage does not model, stays and counts.
func TestSVGTextCountsForRows(t *testing.T) {
	data, rows := synthetic(300)
	d, _ := NewDatasetRows([]byte(data), 0)
	for _, c := range []struct {
		name, defs, open, close string
	}{
		{"visible", "", `<text x="20" y="40" font-size="8">`, `</text>`},
		{"a style sheet hides it", `<style>.h { opacity: 0 }</style>`, `<text class="h" x="20" y="40">`, `</text>`},
		{"visible again below hidden", "", `<g visibility="hidden"><text x="20" y="40" visibility="visible">`, `</text></g>`},
		{"a clip path with content", `<clipPath id="c"><rect width="1" height="1"/></clipPath>`, `<text x="20" y="40" clip-path="url(#c)">`, `</text>`},
		{"a transform that does not parse", "", `<text x="20" y="40" transform="perspective(1)" font-size="0.1">`, `</text>`},
		{"desc", "", `<desc>`, `</desc>`},
		{"one cell per text", "", ``, ``},
	} {
		t.Run(c.name, func(t *testing.T) {
			var body strings.Builder
			for i, r := range rows {
				if c.open == "" {
					for j, cell := range strings.Split(r, ",") {
						fmt.Fprintf(&body, `<text x="%d" y="%d" font-size="6">%s</text>`, 10+j*60, 10+i, cell)
					}
					continue
				}
				body.WriteString(c.open + r + c.close)
			}
			s := rowsStage(t, d, 50)
			out, _, err := s.Artifact("chart.svg", svgWith(c.defs, body.String()))
			if err != nil {
				t.Fatal(err)
			}
			if n := rowsIn(d, svgTextOf(t, out)); n != 50 {
				t.Errorf("%d rows came back, want 50", n)
			}
			if w := rowsWarning(s); !strings.Contains(w, `artifact "chart.svg" cut`) {
				t.Errorf("warning %q", w)
			}
		})
	}
}

func TestSVGAttributeRows(t *testing.T) {
	data, rows := synthetic(100)
	d, _ := NewDatasetRows([]byte(data), 0)
	var body strings.Builder
	for _, r := range rows {
		fmt.Fprintf(&body, `<g data-row=%q><rect width="1" height="1"/></g>`, r)
	}
	s := rowsStage(t, d, 50)
	if _, _, err := s.Artifact("chart.svg", svgWith("", body.String())); refusalCode(err) != RefusedDatasetRows {
		t.Errorf("err = %v", err)
	}
}

// Matplotlib's charts pass unchanged, with the dataset's rows looked for or not.
func TestSVGMatplotlibWithDatasetRows(t *testing.T) {
	d := datasetRows(t, 0)
	for _, name := range []string{"chart_text_none.svg", "chart_text_path.svg", "scatter.svg"} {
		in := rowsFixture(t, name)
		want, _, err := rowsStage(t, nil, 0).Artifact(name, in)
		if err != nil {
			t.Fatal(name, err)
		}
		s := rowsStage(t, d, 0)
		out, _, err := s.Artifact(name, in)
		if err != nil || !bytes.Equal(out, want) {
			t.Errorf("%s: changed (%v)", name, err)
		}
		if w := s.Report().Warnings; len(w) != 0 {
			t.Errorf("%s: warnings %q", name, w)
		}
	}
	// The chart of package redact's own fixtures: every text element is kept.
	in := readTestdata(t, "chart.svg")
	s := rowsStage(t, d, 0)
	out, _, err := s.Artifact("chart.svg", in)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := bytes.Count(out, []byte("</text>")), bytes.Count(in, []byte("</text>")); got != want {
		t.Errorf("%d texts, want %d", got, want)
	}
	for _, label := range []string{">east<", ">west<", ">revenue by region<"} {
		if !bytes.Contains(out, []byte(label)) {
			t.Errorf("lost %s", label)
		}
	}
}
