package redact

import (
	"bytes"
	"encoding/base64"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
)

const (
	svgNS   = "http://www.w3.org/2000/svg"
	xlinkNS = "http://www.w3.org/1999/xlink"
	// maxSVGDepth caps element nesting.
	maxSVGDepth = 256
)

// svgElements are the SVG elements kept. Everything else is removed with its content: script,
// foreignObject, animation (animate, set, …, which can rewrite an href), iframe, feImage (which
// loads a URL), metadata, elements of other namespaces.
var svgElements = map[string]bool{
	"svg": true, "g": true, "defs": true, "symbol": true, "use": true, "title": true, "desc": true,
	"style": true, "path": true, "rect": true, "circle": true, "ellipse": true, "line": true,
	"polyline": true, "polygon": true, "text": true, "tspan": true, "textPath": true,
	"clipPath": true, "mask": true, "pattern": true, "linearGradient": true, "radialGradient": true,
	"stop": true, "marker": true, "image": true, "a": true, "switch": true, "filter": true,
	"feBlend": true, "feColorMatrix": true, "feComponentTransfer": true, "feComposite": true,
	"feConvolveMatrix": true, "feDiffuseLighting": true, "feDisplacementMap": true,
	"feDistantLight": true, "feDropShadow": true, "feFlood": true, "feFuncA": true, "feFuncB": true,
	"feFuncG": true, "feFuncR": true, "feGaussianBlur": true, "feMerge": true, "feMergeNode": true,
	"feMorphology": true, "feOffset": true, "fePointLight": true, "feSpecularLighting": true,
	"feSpotLight": true, "feTile": true, "feTurbulence": true,
}

// svgQuiet are elements removed without a warning: plotting libraries write them routinely.
var svgQuiet = map[string]bool{"metadata": true}

// svgReport collects what cleanSVG removed.
type svgReport struct {
	elements, handlers, refs, styles, invisible int
}

// svgSeg is a piece of an SVG's text: character data, or an attribute value that may carry
// data. Character data is written into the output only once the dataset's rows are counted.
type svgSeg struct {
	at    int      // where in the output the text goes; -1 for an attribute value
	text  string   // clean text, not yet masked
	clips []string // the clip paths and masks applied to it
}

// svgTextAttrs are attributes whose values are numbers, paths or references, never data a
// row check needs to see (every other attribute's value is checked, like text).
var svgTextAttrs = map[string]bool{
	"d": false, "points": false, "transform": false, "viewBox": false, "style": false, "href": false,
	"x": false, "y": false, "dx": false, "dy": false, "x1": false, "x2": false, "y1": false, "y2": false,
	"cx": false, "cy": false, "r": false, "rx": false, "ry": false, "fx": false, "fy": false,
	"width": false, "height": false, "offset": false, "rotate": false, "stroke-dasharray": false,
	"values": false, "tableValues": false, "kernelMatrix": false, "gradientTransform": false,
	"patternTransform": false,
}

// cleanSVG re-serialises an SVG keeping only what is safe; see Artifact. An SVG that does not
// parse, nests too deeply, or whose root is not <svg> is refused.
//
// Text that cannot be seen (see svgVis) is stripped and counted. All other text — of <text>,
// <tspan>, <textPath>, <title>, <desc>, and the values of attributes that are not geometry —
// is one stream for the dataset-row limit, in document order: past the limit the text is cut
// (text elements keep their place, emptied), and an SVG whose attributes reach past it is
// withheld.
func (s *Stage) cleanSVG(shown string, b []byte) ([]byte, error) {
	d := xml.NewDecoder(bytes.NewReader(bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))))
	d.Strict = true
	d.CharsetReader = func(label string, r io.Reader) (io.Reader, error) {
		if strings.EqualFold(label, "utf-8") || strings.EqualFold(label, "utf8") {
			return r, nil
		}
		return nil, errors.New("not UTF-8")
	}
	var (
		out    bytes.Buffer
		rep    svgReport
		stack  []xml.Name // open elements as written in the source
		vis    []svgVis   // the kept open elements' state
		canvas svgCanvas
		segs   []svgSeg
		clips  = map[string]bool{} // ids of <clipPath> and <mask>: whether they have content
		skip   = 0                 // depth inside a removed element
		root   = false
		done   = false
	)
	out.Grow(len(b))
	out.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	bad := func(why string) error {
		return refuse(RefusedUnsafe, "the SVG image cannot be made safe (%s)", why)
	}
	for {
		tok, err := d.RawToken()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, refuse(RefusedMalformed, "it is not a well-formed SVG image")
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if done {
				return nil, bad("content after the root element")
			}
			if len(stack) >= maxSVGDepth {
				return nil, bad("elements nest too deeply")
			}
			stack = append(stack, t.Name)
			if !root {
				if t.Name.Local != "svg" || (t.Name.Space != "" && t.Name.Space != "svg") {
					return nil, bad("its root element is not <svg>")
				}
				root = true
				canvas = canvasOf(t.Attr)
			}
			if skip > 0 {
				skip++
				continue
			}
			if !(t.Name.Space == "" || t.Name.Space == "svg") || !svgElements[t.Name.Local] {
				skip = 1
				if !svgQuiet[t.Name.Local] {
					rep.elements++
				}
				continue
			}
			parent := rootVis()
			if len(vis) > 0 {
				parent = vis[len(vis)-1]
			}
			v := parent.child(t.Name.Local, t.Attr)
			if parent.clipDef != "" && !zeroArea(t) {
				clips[parent.clipDef] = true
			}
			if (t.Name.Local == "clipPath" || t.Name.Local == "mask") && v.clipDef != "" && !clips[v.clipDef] {
				clips[v.clipDef] = false
			}
			vis = append(vis, v)
			s.writeSVGStart(&out, t, len(stack) == 1, &rep, &segs)
		case xml.EndElement:
			if len(stack) == 0 || stack[len(stack)-1] != t.Name {
				return nil, refuse(RefusedMalformed, "it is not a well-formed SVG image")
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				done = true
			}
			if skip > 0 {
				skip--
				continue
			}
			vis = vis[:len(vis)-1]
			out.WriteString("</")
			writeName(&out, t.Name)
			out.WriteByte('>')
		case xml.CharData:
			if skip > 0 || len(stack) == 0 {
				continue
			}
			text := string(t)
			elem := stack[len(stack)-1].Local
			switch {
			case elem == "style":
				css, ok := cleanCSS(text, &rep)
				if !ok {
					rep.styles++
					continue
				}
				xmlEscape(&out, css, false)
			case strings.TrimSpace(text) == "":
				xmlEscape(&out, text, false)
			case elem == "title" || elem == "desc":
				segs = append(segs, svgSeg{at: out.Len(), text: cleanText(text)})
			case vis[len(vis)-1].inText && vis[len(vis)-1].drawn(canvas):
				segs = append(segs, svgSeg{at: out.Len(), text: cleanText(text), clips: vis[len(vis)-1].clips})
			default:
				// Text not drawn: invisible, or character data outside <text> (which SVG does not
				// draw at all).
				rep.invisible++
			}
		case xml.Comment, xml.ProcInst, xml.Directive:
			// Dropped: comments can hide data, processing instructions can load stylesheets, and
			// a DOCTYPE can declare entities.
		}
	}
	if !root || !done {
		return nil, refuse(RefusedMalformed, "it is not a well-formed SVG image")
	}
	final, err := s.svgText(shown, out.Bytes(), segs, clips, &rep)
	if err != nil {
		return nil, err
	}
	if n := rep.elements + rep.handlers + rep.refs + rep.styles + rep.invisible; n > 0 {
		var parts []string
		for _, p := range []struct {
			n    int
			what string
		}{{rep.elements, "unsafe elements"}, {rep.handlers, "event handlers"}, {rep.refs, "external references"}, {rep.styles, "unsafe styles"}, {rep.invisible, "invisible texts"}} {
			if p.n > 0 {
				parts = append(parts, fmt.Sprintf("%d %s", p.n, p.what))
			}
		}
		s.warn(fmt.Sprintf("artifact %s: removed %s", shown, strings.Join(parts, ", ")))
	}
	return final, nil
}

// svgText writes the text segments into the output: text clipped away entirely is stripped
// (counted as invisible), the rest is checked for the dataset's rows, cut past the limit, and
// masked.
func (s *Stage) svgText(shown string, out []byte, segs []svgSeg, clips map[string]bool, rep *svgReport) ([]byte, error) {
	if len(segs) == 0 {
		return out, nil
	}
	live := segs[:0:0]
	for _, g := range segs {
		hidden := false
		for _, id := range g.clips {
			if has, ok := clips[id]; ok && !has {
				hidden = true
			}
		}
		if hidden {
			rep.invisible++
			g.text = ""
		}
		live = append(live, g)
	}
	cut := math.MaxInt
	offs := make([]int, len(live))
	off := 0
	for i, g := range live {
		offs[i] = off
		off += len(g.text) + 1
	}
	// Attribute values and text are two streams, so that an attribute between two cells of a
	// row does not hide the row; attributes first, as an attribute cannot be cut.
	for _, attrs := range []bool{true, false} {
		l := s.newRowLimit()
		if l == nil {
			break
		}
		for i, g := range live {
			if (g.at < 0) == attrs && !l.m.text(g.text, offs[i], offs[i], l.found) {
				break
			}
		}
		switch {
		case l.over && attrs:
			return nil, refuse(RefusedDatasetRows, "%s; its attributes do so", s.rowsReason())
		case l.over:
			cut = l.cut
		}
	}
	var b bytes.Buffer
	b.Grow(len(out))
	prev, emptied := 0, 0
	for i, g := range live {
		if g.at < 0 {
			continue
		}
		b.Write(out[prev:g.at])
		prev = g.at
		text := g.text
		switch {
		case offs[i] >= cut:
			if text != "" {
				emptied++
			}
			text = ""
		case offs[i]+len(text) > cut:
			text = text[:cut-offs[i]]
			emptied++
		}
		xmlEscape(&b, s.mask(text), false)
	}
	b.Write(out[prev:])
	if emptied > 0 {
		s.warnRowCut(shown, emptied, "text")
	}
	return b.Bytes(), nil
}

// zeroArea reports whether an element inside a <clipPath> or <mask> is a rectangle without
// area, which lets nothing through.
func zeroArea(t xml.StartElement) bool {
	if t.Name.Local != "rect" {
		return false
	}
	for _, a := range t.Attr {
		if a.Name.Space == "" && (a.Name.Local == "width" || a.Name.Local == "height") {
			if n, ok := length(a.Value, 0); ok && n <= 0 {
				return true
			}
		}
	}
	return false
}

// writeSVGStart writes a start tag with its safe attributes; the values of those that may
// carry data are added to segs for the row check.
func (s *Stage) writeSVGStart(out *bytes.Buffer, t xml.StartElement, isRoot bool, rep *svgReport, segs *[]svgSeg) {
	out.WriteByte('<')
	writeName(out, t.Name)
	hasNS := false
	for _, a := range t.Attr {
		name, value, ok := s.svgAttr(t.Name.Local, a, rep)
		if !ok {
			continue
		}
		if name.Space == "" && name.Local == "xmlns" {
			hasNS = true
		}
		if _, geometry := svgTextAttrs[name.Local]; !geometry && name.Space == "" && strings.TrimSpace(value) != "" {
			*segs = append(*segs, svgSeg{at: -1, text: value})
		}
		out.WriteByte(' ')
		writeName(out, name)
		out.WriteString(`="`)
		xmlEscape(out, value, true)
		out.WriteByte('"')
	}
	if isRoot && !hasNS && t.Name.Space == "" {
		out.WriteString(` xmlns="` + svgNS + `"`)
	}
	out.WriteByte('>')
}

// svgAttr decides whether an attribute stays, and with which value.
func (s *Stage) svgAttr(elem string, a xml.Attr, rep *svgReport) (xml.Name, string, bool) {
	n := a.Name
	v := a.Value
	lowerLocal := strings.ToLower(n.Local)
	switch n.Space {
	case "":
		if n.Local == "xmlns" {
			return n, v, v == svgNS
		}
	case "xmlns":
		switch n.Local {
		case "xlink":
			return n, v, v == xlinkNS
		case "svg":
			return n, v, v == svgNS
		}
		return n, v, false
	case "xml":
		return n, v, n.Local == "space" || n.Local == "lang"
	case "xlink":
		if n.Local != "href" {
			return n, v, false
		}
	default:
		return n, v, false // attributes of other namespaces
	}
	if !validAttrName(n.Local) {
		return n, v, false
	}
	if strings.HasPrefix(lowerLocal, "on") {
		rep.handlers++
		return n, v, false
	}
	if lowerLocal == "href" || lowerLocal == "src" {
		target := strings.TrimSpace(v)
		if strings.HasPrefix(target, "#") {
			return n, v, true
		}
		if elem == "image" {
			if clean, ok := s.dataImage(target); ok {
				return n, clean, true
			}
		}
		rep.refs++
		return n, v, false
	}
	if lowerLocal == "style" {
		css, ok := cleanCSS(v, rep)
		if !ok {
			rep.styles++
			return n, v, false
		}
		return n, css, true
	}
	if activeScheme(v) {
		rep.refs++
		return n, v, false
	}
	if strings.Contains(strings.ToLower(v), "url(") {
		css, ok := cleanCSS(v, rep)
		if !ok {
			rep.styles++
			return n, v, false
		}
		v = css
	}
	return n, v, true
}

// dataImage accepts a data: URI holding a PNG or JPEG, cleaned like an artifact of that type.
func (s *Stage) dataImage(uri string) (string, bool) {
	var typ string
	switch {
	case strings.HasPrefix(uri, "data:image/png;base64,"):
		typ = TypePNG
	case strings.HasPrefix(uri, "data:image/jpeg;base64,"):
		typ = TypeJPEG
	default:
		return "", false
	}
	_, enc, _ := strings.Cut(uri, ",")
	enc = strings.Map(func(r rune) rune {
		if r == ' ' || r == '\n' || r == '\r' || r == '\t' {
			return -1
		}
		return r
	}, enc)
	raw, err := base64.StdEncoding.DecodeString(enc)
	if err != nil || sniff(raw) != typ {
		return "", false
	}
	var clean []byte
	if typ == TypePNG {
		clean, err = s.cleanPNG("(embedded image)", raw)
	} else {
		clean, err = s.cleanJPEG("(embedded image)", raw)
	}
	if err != nil {
		return "", false
	}
	return "data:" + typ + ";base64," + base64.StdEncoding.EncodeToString(clean), true
}

// activeScheme reports whether an attribute value is a script or data URL, ignoring case,
// white space and control characters a browser would skip.
func activeScheme(v string) bool {
	var b strings.Builder
	for i := 0; i < len(v) && b.Len() < 16; i++ {
		c := v[i]
		if c <= ' ' {
			continue
		}
		b.WriteByte(lower(c))
	}
	l := b.String()
	return strings.HasPrefix(l, "javascript:") || strings.HasPrefix(l, "vbscript:") || strings.HasPrefix(l, "data:")
}

// validAttrName reports whether an attribute name is plain ASCII as SVG attributes are.
func validAttrName(n string) bool {
	if n == "" || !isAlpha(n[0]) {
		return false
	}
	for i := 1; i < len(n); i++ {
		if !(isAlnum(n[i]) || n[i] == '-' || n[i] == '_' || n[i] == '.') {
			return false
		}
	}
	return true
}

// cssUnsafe are CSS constructs that can load or run something and are too varied to rewrite;
// a style holding any of them is removed whole. Backslashes are among them because CSS escapes
// can spell any of the others.
var cssUnsafe = []string{"\\", "@import", "expression(", "javascript:", "vbscript:", "behavior", "-moz-binding", "image-set(", "src(", "</", "<!"}

// cleanCSS rewrites every url(...) that does not point to a "#fragment" to "none". It returns
// false when the CSS holds something it cannot make safe.
func cleanCSS(css string, rep *svgReport) (string, bool) {
	l := strings.ToLower(css)
	for _, u := range cssUnsafe {
		if strings.Contains(l, u) {
			return "", false
		}
	}
	if !strings.Contains(l, "url(") {
		return css, true
	}
	var b strings.Builder
	for {
		k := strings.Index(l, "url(")
		if k < 0 {
			break
		}
		end := strings.IndexByte(l[k:], ')')
		if end < 0 {
			return "", false
		}
		inner := strings.Trim(css[k+4:k+end], " \t\n\r\f'\"")
		b.WriteString(css[:k])
		if strings.HasPrefix(inner, "#") && !strings.ContainsAny(inner, "'\"()") {
			b.WriteString(css[k : k+end+1])
		} else {
			b.WriteString("none")
			rep.refs++
		}
		css, l = css[k+end+1:], l[k+end+1:]
	}
	b.WriteString(css)
	return b.String(), true
}

// writeName writes an element or attribute name as the source spelled it (prefix:local).
func writeName(out *bytes.Buffer, n xml.Name) {
	if n.Space != "" {
		out.WriteString(n.Space)
		out.WriteByte(':')
	}
	out.WriteString(n.Local)
}

// xmlEscape writes s escaped for XML text or a double-quoted attribute value.
func xmlEscape(out *bytes.Buffer, s string, attr bool) {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '&':
			out.WriteString("&amp;")
		case '<':
			out.WriteString("&lt;")
		case '>':
			out.WriteString("&gt;")
		case '"':
			if attr {
				out.WriteString("&quot;")
			} else {
				out.WriteByte(c)
			}
		case '\n', '\r', '\t':
			if attr {
				fmt.Fprintf(out, "&#%d;", c)
			} else {
				out.WriteByte(c)
			}
		default:
			out.WriteByte(c)
		}
	}
}
