package redact

import (
	"encoding/xml"
	"math"
	"strconv"
	"strings"
)

// Invisible SVG text. An SVG is the attacker's own document, so this is a lower bound: text
// found invisible is stripped; text that might be visible stays and counts for the dataset-row
// limit like any other (see cleanSVG). What is modelled, from presentation attributes and style
// declarations, inherited from the ancestors: display: none; visibility: hidden or collapse;
// opacity (multiplied down the tree), fill and stroke paint, fill-opacity, stroke-opacity and
// stroke-width (no visible fill and no visible stroke is invisible); the font size (font-size
// or the font shorthand, with px, pt, em, %, … units) times the smallest scale of the
// transforms above it and of the root's viewport, below 1 pixel; a text anchor (x, y) so far
// off the canvas that it lies beyond another canvas's width or height; and a clip-path or mask
// that refers to a <clipPath> or <mask> with nothing in it (or only zero-sized rectangles).
// What is not: <style> sheets (their selectors are not matched), the colour of the background,
// shapes drawn over the text, clip paths with content, filters, and text that <use> shows
// elsewhere.

// visAlpha is the opacity below which text counts as invisible.
const visAlpha = 0.02

// svgVis is what decides whether an element's text is drawn, inherited down the tree.
type svgVis struct {
	opacity       float64 // product of the element's and its ancestors' opacity
	fillAlpha     float64 // alpha of the fill paint: 0 for none or transparent
	fillOpacity   float64
	strokeAlpha   float64 // alpha of the stroke paint: 0 for none (the initial value)
	strokeOpacity float64
	strokeWidth   float64
	hidden        bool // visibility: hidden or collapse (a descendant may set it visible again)
	none          bool // display: none here or above
	fontSize      float64
	ctm           [6]float64 // the transform to the root's user space: a b c d e f
	unsure        bool       // a transform or size that did not parse: no size or position test
	x, y          float64    // the current text position, in the element's own user space
	hasXY         bool
	inText        bool     // inside a <text>: character data here is drawn
	clips         []string // ids of the clip paths and masks here and above
	clipDef       string   // the id of the <clipPath> or <mask> this element is in, if any
}

// rootVis is the state at the root, before its own attributes.
func rootVis() svgVis {
	return svgVis{opacity: 1, fillAlpha: 1, fillOpacity: 1, strokeOpacity: 1, strokeWidth: 1,
		fontSize: 16, ctm: [6]float64{1, 0, 0, 1, 0, 0}}
}

// svgCanvas is the root's user space: its extent and how many pixels one unit takes at most.
type svgCanvas struct {
	x, y, w, h float64
	known      bool    // the extent is known
	scale      float64 // pixels per user unit, an upper bound
}

// canvasOf reads the root <svg>'s viewBox, width and height. Without a width, a viewBox is
// taken to be shown 4,000 pixels wide or high, more than any screen: a size test then errs
// toward keeping text.
func canvasOf(attrs []xml.Attr) svgCanvas {
	var c svgCanvas
	var vb []float64
	var w, h float64
	for _, a := range attrs {
		if a.Name.Space != "" {
			continue
		}
		switch a.Name.Local {
		case "viewBox":
			vb = numbers(a.Value)
		case "width":
			w, _ = length(a.Value, 0)
		case "height":
			h, _ = length(a.Value, 0)
		}
	}
	switch {
	case len(vb) == 4 && vb[2] > 0 && vb[3] > 0:
		c.x, c.y, c.w, c.h, c.known = vb[0], vb[1], vb[2], vb[3], true
		sx, sy := 4000/vb[2], 4000/vb[3]
		if w > 0 {
			sx = w / vb[2]
		}
		if h > 0 {
			sy = h / vb[3]
		}
		c.scale = math.Max(sx, sy)
	case w > 0 && h > 0:
		c.w, c.h, c.known, c.scale = w, h, true, 1
	default:
		c.scale = 1
	}
	return c
}

// child computes an element's state from its parent's and its attributes.
func (p svgVis) child(elem string, attrs []xml.Attr) svgVis {
	v := p
	v.opacity = p.opacity // opacity is not inherited, but it multiplies
	v.clips = p.clips
	switch elem {
	case "text":
		v.inText = true
	case "clipPath", "mask":
		v.clipDef = ""
		for _, a := range attrs {
			if a.Name.Space == "" && a.Name.Local == "id" {
				v.clipDef = a.Value
			}
		}
	}
	props := map[string]string{}
	for _, a := range attrs {
		if a.Name.Space == "" && a.Name.Local != "style" {
			props[a.Name.Local] = strings.TrimSpace(a.Value)
		}
	}
	for _, a := range attrs {
		if a.Name.Space == "" && a.Name.Local == "style" {
			for _, decl := range strings.Split(a.Value, ";") {
				k, val, ok := strings.Cut(decl, ":")
				if !ok {
					continue
				}
				val = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(val), "!important"))
				props[strings.ToLower(strings.TrimSpace(k))] = val
			}
		}
	}
	// The font shorthand first, so that a font-size beside it wins.
	if f, ok := props["font"]; ok && f != "inherit" {
		for _, part := range strings.Fields(f) {
			part, _, _ = strings.Cut(part, "/") // "10px/1.2"
			if _, err := strconv.ParseFloat(part, 64); err == nil && part != "0" {
				continue // a bare number is a font weight here
			}
			if n, ok := length(part, p.fontSize); ok {
				v.fontSize = n
				break
			}
		}
	}
	for k, val := range props {
		if val == "inherit" || val == "" {
			continue
		}
		l := strings.ToLower(val)
		switch k {
		case "opacity":
			v.opacity = p.opacity * fraction(l, 1)
		case "fill-opacity":
			v.fillOpacity = fraction(l, 1)
		case "stroke-opacity":
			v.strokeOpacity = fraction(l, 1)
		case "fill":
			v.fillAlpha = paintAlpha(l)
		case "stroke":
			v.strokeAlpha = paintAlpha(l)
		case "stroke-width":
			if n, ok := length(l, p.fontSize); ok {
				v.strokeWidth = n
			}
		case "visibility":
			v.hidden = l == "hidden" || l == "collapse"
		case "display":
			if l == "none" {
				v.none = true
			}
		case "font-size":
			if n, ok := length(l, p.fontSize); ok {
				v.fontSize = n
			} else if !isSizeKeyword(l) {
				v.unsure = true
			}
		case "clip-path", "mask":
			if id, ok := fragmentRef(val); ok {
				v.clips = append(v.clips[:len(v.clips):len(v.clips)], id)
			}
		}
	}
	if t, ok := props["transform"]; ok {
		m, ok := parseTransform(t)
		if ok {
			v.ctm = mul(p.ctm, m)
		} else {
			v.unsure = true
		}
	}
	// x and y set a text's position; for other elements they are not a text position.
	if elem == "text" || elem == "tspan" {
		if xs := numbers(props["x"]); len(xs) > 0 {
			v.x, v.hasXY = xs[0], true
		}
		if ys := numbers(props["y"]); len(ys) > 0 {
			v.y, v.hasXY = ys[0], true
		}
	}
	return v
}

// drawn reports whether text with this state can be seen on the canvas.
func (v *svgVis) drawn(c svgCanvas) bool {
	if v.none || v.hidden || v.opacity < visAlpha || v.fontSize <= 0 {
		return false
	}
	fill := v.fillAlpha * v.fillOpacity
	stroke := v.strokeAlpha * v.strokeOpacity
	if v.strokeWidth <= 0 {
		stroke = 0
	}
	if fill < visAlpha && stroke < visAlpha {
		return false
	}
	if v.unsure {
		return true
	}
	if v.fontSize*minScale(v.ctm)*c.scale < 1 {
		return false
	}
	if c.known && v.hasXY {
		m := v.ctm
		x := m[0]*v.x + m[2]*v.y + m[4]
		y := m[1]*v.x + m[3]*v.y + m[5]
		if x < c.x-c.w || x > c.x+2*c.w || y < c.y-c.h || y > c.y+2*c.h {
			return false
		}
	}
	return true
}

// fraction parses an opacity: a number or a percentage, clamped to [0, 1]; def if it does not
// parse.
func fraction(s string, def float64) float64 {
	f, err := strconv.ParseFloat(strings.TrimSuffix(s, "%"), 64)
	if err != nil || math.IsNaN(f) {
		return def
	}
	if strings.HasSuffix(s, "%") {
		f /= 100
	}
	return math.Min(1, math.Max(0, f))
}

// paintAlpha is the alpha of a paint: 0 for none and transparent, the alpha of rgba(), hsla(),
// and of #rgba or #rrggbbaa; 1 for anything else (a colour, a gradient, currentColor).
func paintAlpha(s string) float64 {
	switch {
	case s == "none" || s == "transparent":
		return 0
	case strings.HasPrefix(s, "#") && (len(s) == 5 || len(s) == 9):
		a, err := strconv.ParseUint(s[len(s)-(len(s)-1)/4:], 16, 8)
		if err != nil {
			return 1
		}
		if len(s) == 5 {
			return float64(a) / 15
		}
		return float64(a) / 255
	case strings.HasPrefix(s, "rgb") || strings.HasPrefix(s, "hsl"):
		open, end := strings.IndexByte(s, '('), strings.LastIndexByte(s, ')')
		if open < 0 || end < open {
			return 1
		}
		args := strings.FieldsFunc(s[open+1:end], func(r rune) bool { return r == ',' || r == ' ' || r == '/' })
		if len(args) == 4 {
			return fraction(args[3], 1)
		}
	}
	return 1
}

// isSizeKeyword reports the font-size keywords, all of which are a readable size.
func isSizeKeyword(s string) bool {
	switch s {
	case "xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large", "smaller", "larger":
		return true
	}
	return false
}

// length parses a CSS length into user units (px); em and % are relative to parent. A bare
// number is in user units.
func length(s string, parent float64) (float64, bool) {
	s = strings.TrimSpace(strings.ToLower(s))
	units := []struct {
		suffix string
		factor float64
	}{{"px", 1}, {"pt", 4.0 / 3}, {"pc", 16}, {"mm", 96 / 25.4}, {"cm", 96 / 2.54}, {"in", 96},
		{"rem", 16}, {"em", parent}, {"ex", parent / 2}, {"ch", parent / 2}, {"%", parent / 100}}
	factor := 1.0
	for _, u := range units {
		if strings.HasSuffix(s, u.suffix) {
			s, factor = strings.TrimSuffix(s, u.suffix), u.factor
			break
		}
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, false
	}
	return f * factor, true
}

// numbers parses a list of numbers separated by white space or commas; units are dropped.
// Nil when any item does not parse.
func numbers(s string) []float64 {
	var out []float64
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r' }) {
		f = strings.TrimRight(f, "abcdefghijklmnopqrstuvwxyz%")
		n, err := strconv.ParseFloat(f, 64)
		if err != nil || math.IsNaN(n) || math.IsInf(n, 0) {
			return nil
		}
		out = append(out, n)
	}
	return out
}

// fragmentRef returns the id of a url(#id) reference.
func fragmentRef(v string) (string, bool) {
	v = strings.TrimSpace(v)
	if !strings.HasPrefix(strings.ToLower(v), "url(") || !strings.HasSuffix(v, ")") {
		return "", false
	}
	inner := strings.Trim(v[4:len(v)-1], " \t'\"")
	if !strings.HasPrefix(inner, "#") {
		return "", false
	}
	return inner[1:], true
}

// parseTransform parses an SVG transform list (matrix, translate, scale, rotate, skewX, skewY).
func parseTransform(s string) ([6]float64, bool) {
	m := [6]float64{1, 0, 0, 1, 0, 0}
	s = strings.TrimSpace(s)
	for s != "" {
		open := strings.IndexByte(s, '(')
		end := strings.IndexByte(s, ')')
		if open < 0 || end < open {
			return m, false
		}
		name := strings.ToLower(strings.Trim(s[:open], " \t\r\n,"))
		args := numbers(s[open+1 : end])
		if args == nil && strings.TrimSpace(s[open+1:end]) != "" {
			return m, false
		}
		s = strings.TrimLeft(s[end+1:], " \t\r\n,")
		var t [6]float64
		switch {
		case name == "matrix" && len(args) == 6:
			copy(t[:], args)
		case name == "translate" && (len(args) == 1 || len(args) == 2):
			t = [6]float64{1, 0, 0, 1, args[0], 0}
			if len(args) == 2 {
				t[5] = args[1]
			}
		case name == "scale" && (len(args) == 1 || len(args) == 2):
			sy := args[0]
			if len(args) == 2 {
				sy = args[1]
			}
			t = [6]float64{args[0], 0, 0, sy, 0, 0}
		case name == "rotate" && (len(args) == 1 || len(args) == 3):
			a := args[0] * math.Pi / 180
			cos, sin := math.Cos(a), math.Sin(a)
			t = [6]float64{cos, sin, -sin, cos, 0, 0}
			if len(args) == 3 {
				cx, cy := args[1], args[2]
				t = mul(mul([6]float64{1, 0, 0, 1, cx, cy}, t), [6]float64{1, 0, 0, 1, -cx, -cy})
			}
		case name == "skewx" && len(args) == 1:
			t = [6]float64{1, 0, math.Tan(args[0] * math.Pi / 180), 1, 0, 0}
		case name == "skewy" && len(args) == 1:
			t = [6]float64{1, math.Tan(args[0] * math.Pi / 180), 0, 1, 0, 0}
		default:
			return m, false
		}
		m = mul(m, t)
	}
	return m, true
}

// mul returns the affine transform p·q (q applied first).
func mul(p, q [6]float64) [6]float64 {
	return [6]float64{
		p[0]*q[0] + p[2]*q[1], p[1]*q[0] + p[3]*q[1],
		p[0]*q[2] + p[2]*q[3], p[1]*q[2] + p[3]*q[3],
		p[0]*q[4] + p[2]*q[5] + p[4], p[1]*q[4] + p[3]*q[5] + p[5],
	}
}

// minScale is the smallest factor by which a transform scales any direction (its smallest
// singular value), 0 for a transform that flattens.
func minScale(m [6]float64) float64 {
	a, b, c, d := m[0], m[1], m[2], m[3]
	s := a*a + b*b + c*c + d*d
	det := a*d - b*c
	disc := math.Sqrt(math.Max(0, s*s-4*det*det))
	v := (s - disc) / 2
	if v <= 0 || math.IsNaN(v) {
		return 0
	}
	return math.Sqrt(v)
}
