package redact

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The artifact types the stage can check and clean.
const (
	TypePNG      = "image/png"
	TypeJPEG     = "image/jpeg"
	TypeSVG      = "image/svg+xml"
	TypeCSV      = "text/csv"
	TypeJSON     = "application/json"
	TypeMarkdown = "text/markdown"
	TypePlain    = "text/plain"
)

// DefaultArtifactTypes lists every type Rules.ArtifactTypes may allow. Text types are UTF-8.
// Nothing else can be allowed: HTML, scripts, executables, archives, PDFs and other formats are
// always refused.
var DefaultArtifactTypes = []string{TypePNG, TypeJPEG, TypeSVG, TypeCSV, TypeJSON, TypeMarkdown, TypePlain}

// maxNameBytes caps an artifact's name.
const maxNameBytes = 128

// ErrRefused is the sentinel every artifact refusal matches with errors.Is; the caller drops
// the artifact (the Stage has already counted it and written the warning).
var ErrRefused = errors.New("artifact refused")

// RefusalError says why an artifact was refused. Code is stable and machine-readable; Reason is
// a sentence safe to show an agent: it never quotes the artifact's content.
type RefusalError struct {
	// Code is one of the Refused* codes.
	Code string
	// Reason says why, e.g. "its name says PNG image but its content is CSV text".
	Reason string
}

// The codes of a RefusalError.
const (
	RefusedCount     = "artifact_count"      // more artifacts than MaxArtifacts
	RefusedSize      = "artifact_size"       // larger than MaxArtifactBytes
	RefusedTotal     = "artifact_total_size" // over MaxTotalArtifactBytes with those before it
	RefusedName      = "artifact_name"       // unsafe, duplicate or data-bearing name, or an extension not allowed
	RefusedType      = "artifact_type"       // content of a type that is not allowed
	RefusedMismatch  = "artifact_mismatch"   // name's extension contradicts the content
	RefusedMalformed = "artifact_malformed"  // content that does not parse as its type
	RefusedUnsafe    = "artifact_unsafe"     // content that cannot be made safe
	// RefusedDatasetRows: past Rules.MaxDatasetRows rows of the dataset from its start (or in
	// an SVG's attributes), so that a cut would leave nothing.
	RefusedDatasetRows = "artifact_dataset_rows"
)

// Error returns the reason.
func (e *RefusalError) Error() string { return e.Reason }

// Is makes every RefusalError match ErrRefused.
func (e *RefusalError) Is(target error) bool { return target == ErrRefused }

func refuse(code, format string, args ...any) *RefusalError {
	return &RefusalError{Code: code, Reason: fmt.Sprintf(format, args...)}
}

// typeLabels are how reasons name types.
var typeLabels = map[string]string{
	TypePNG: "PNG image", TypeJPEG: "JPEG image", TypeSVG: "SVG image", TypeCSV: "CSV text",
	TypeJSON: "JSON", TypeMarkdown: "Markdown text", TypePlain: "plain text",
	"text/html": "HTML", "application/xml": "XML", "application/pdf": "a PDF document",
	"application/zip": "a ZIP archive", "application/gzip": "a gzip archive",
	"application/x-archive": "an archive", "application/x-executable": "an executable",
	"text/x-script": "a script", "application/octet-stream": "binary data",
	"image/gif": "GIF image", "image/webp": "WebP image", "image/bmp": "BMP image",
	"image/tiff": "TIFF image", "application/x-python-pickle": "a Python pickle",
	"application/vnd.sqlite3": "an SQLite database", "application/x-parquet": "a Parquet file",
	"application/x-npy": "a NumPy array file",
}

func label(t string) string {
	if l, ok := typeLabels[t]; ok {
		return l
	}
	return t
}

// extTypes maps the extensions an artifact may have to the type its name claims. Names with
// another extension are refused: the agent is told which extensions to use.
var extTypes = map[string]string{
	".png": TypePNG, ".jpg": TypeJPEG, ".jpeg": TypeJPEG, ".svg": TypeSVG, ".csv": TypeCSV,
	".json": TypeJSON, ".md": TypeMarkdown, ".markdown": TypeMarkdown,
	".txt": TypePlain, ".text": TypePlain, ".log": TypePlain, ".tsv": TypePlain,
}

const allowedExts = ".png, .jpg, .jpeg, .svg, .csv, .json, .md, .txt, .log, .tsv"

// Artifact decides whether one artifact may leave the run and returns it cleaned, with its
// type. The type is decided by the content, never by the name: PNG, JPEG, SVG, CSV, JSON,
// Markdown and plain text, as far as Rules.ArtifactTypes allows; HTML, scripts, executables,
// archives, PDFs and anything unrecognised are refused, and so is a name whose extension
// contradicts the content. What is returned:
//
//   - PNG and JPEG: only the chunks or segments that draw the image (no text, EXIF, comments,
//     or bytes after the image's end); the size in pixels is capped.
//   - SVG: re-serialised from an allow-list of SVG elements; scripts, event handlers,
//     <foreignObject>, animations, references to anything but "#fragments" (href, xlink:href,
//     url(...) in styles and attributes), comments, processing instructions and DOCTYPEs are
//     removed; text that cannot be seen is stripped (see cleanSVG); text is masked. An SVG
//     that does not parse is refused.
//   - CSV: the header and the first MaxRows rows (head only, so the file stays a valid table),
//     every cell masked, cells of Rules.SensitiveColumns masked whole, and cells that a
//     spreadsheet would run as a formula prefixed with "'".
//   - JSON: every array and object keeps its first MaxRows members (head only, so the document
//     stays valid), every string (keys included) masked, values under a sensitive column's key
//     masked whole.
//   - Markdown and plain text: like Text, without the byte cap; in Markdown, images that would
//     load a remote URL are neutralised.
//
// When Rules.DatasetRows is set, the rows of the dataset each artifact reproduces verbatim
// count against Rules.MaxDatasetRows for the whole run (see DatasetRows): past it a CSV keeps
// the records before the row, JSON drops the members from the row's record on, Markdown and
// text keep the lines before the row's line (with a marker line), an SVG's text is emptied
// from the row on; an artifact that would keep nothing is refused (RefusedDatasetRows). Rows
// are looked for before masking, which would hide them.
//
// The name must be a plain base name (no directories, no leading dot, no control or unusual
// characters, at most 128 bytes) that masking would not change, not used before in this run;
// an accepted name is safe to use as it is. The count, per-file and total caps hold across
// calls. A refusal is a *RefusalError (errors.Is(err, ErrRefused)) whose message is safe for an
// agent; the Stage counts it in Report.Dropped and writes a warning naming the artifact, so the
// caller need not add its own.
func (s *Stage) Artifact(name string, content []byte) (out []byte, mimeType string, err error) {
	shown := s.shownName(name)
	rowsBefore := s.datasetRows
	defer func() {
		if err != nil {
			// A refused artifact brings back none of the dataset's rows.
			s.datasetRows = rowsBefore
			out, mimeType = nil, ""
			s.dropped++
			s.warn(fmt.Sprintf("artifact %s refused: %v", shown, err))
		}
	}()
	if s.artifacts >= s.rules.MaxArtifacts {
		return nil, "", refuse(RefusedCount, "a run may return at most %d artifacts", s.rules.MaxArtifacts)
	}
	if int64(len(content)) > s.rules.MaxArtifactBytes {
		return nil, "", refuse(RefusedSize, "it has %d bytes; an artifact may have at most %d", len(content), s.rules.MaxArtifactBytes)
	}
	if reason := s.checkName(name); reason != "" {
		return nil, "", refuse(RefusedName, "%s", reason)
	}
	ext := strings.ToLower(path.Ext(name))
	claimed, known := extTypes[ext]
	if ext != "" && !known {
		return nil, "", refuse(RefusedName, "the extension %s is not allowed; use one of %s", shownExt(ext), allowedExts)
	}
	got := sniff(content)
	typ, rerr := resolveType(got, claimed, content)
	if rerr != nil {
		return nil, "", rerr
	}
	if !s.allowed[typ] {
		return nil, "", refuse(RefusedType, "%s artifacts are not allowed for this run", label(typ))
	}
	out, rerr = s.clean(shown, typ, content)
	if rerr != nil {
		return nil, "", rerr
	}
	if int64(len(out)) > s.rules.MaxArtifactBytes {
		return nil, "", refuse(RefusedSize, "it has %d bytes after redaction; an artifact may have at most %d", len(out), s.rules.MaxArtifactBytes)
	}
	if s.totalBytes+int64(len(out)) > s.rules.MaxTotalArtifactBytes {
		return nil, "", refuse(RefusedTotal, "the artifacts of a run may have at most %d bytes in all", s.rules.MaxTotalArtifactBytes)
	}
	s.artifacts++
	s.totalBytes += int64(len(out))
	s.names[strings.ToLower(name)] = true
	return out, typ, nil
}

// resolveType decides the artifact's type from what its content is (got) and what its name
// claims ("" when it has no extension).
func resolveType(got, claimed string, content []byte) (string, error) {
	switch got {
	case TypePNG, TypeJPEG, TypeSVG:
		if claimed != "" && claimed != got {
			return "", refuse(RefusedMismatch, "its name says %s but its content is %s", label(claimed), label(got))
		}
		return got, nil
	case TypeCSV, TypeJSON, TypePlain:
	default:
		return "", refuse(RefusedType, "its content is %s, which is never allowed", label(got))
	}
	// Text: the extension picks among the text types the content can be.
	switch claimed {
	case "":
		return got, nil
	case TypeCSV:
		if got == TypeCSV || (got == TypePlain && isCSV(content, 1)) {
			return TypeCSV, nil
		}
	case TypeJSON:
		if got == TypeJSON {
			return TypeJSON, nil
		}
	case TypeMarkdown, TypePlain:
		return claimed, nil
	}
	return "", refuse(RefusedMismatch, "its name says %s but its content is %s", label(claimed), label(got))
}

// checkName returns why name is not a safe artifact name, or "".
func (s *Stage) checkName(name string) string {
	switch {
	case name == "":
		return "it has no name"
	case len(name) > maxNameBytes:
		return fmt.Sprintf("its name is longer than %d bytes", maxNameBytes)
	case !utf8.ValidString(name):
		return "its name is not valid UTF-8"
	case strings.ContainsAny(name, `/\`):
		return "its name must be a plain file name in out_dir, without directories"
	case name[0] == '.' || name[0] == '-':
		return "its name must not start with a dot or a dash"
	case name[0] == ' ' || name[len(name)-1] == ' ' || name[len(name)-1] == '.':
		return "its name must not start or end with a space, or end with a dot"
	}
	for _, r := range name {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || strings.ContainsRune("._-() +", r)) {
			return "its name may hold only letters, digits, spaces and . _ - ( ) +"
		}
	}
	if s.names[strings.ToLower(name)] {
		return "an artifact of the same name was already returned"
	}
	var counts [numKinds]int
	if s.masker.apply(scrubPaths(name, &counts), &counts) != name {
		return "its name contains data that is masked"
	}
	return ""
}

// shownName is how warnings name an artifact: quoted when its name is safe, else generically.
func (s *Stage) shownName(name string) string {
	if name == "" || len(name) > maxNameBytes || !utf8.ValidString(name) {
		return "(unsafe name)"
	}
	for _, r := range name {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || strings.ContainsRune("._-() +", r)) {
			return "(unsafe name)"
		}
	}
	var counts [numKinds]int
	if m := s.masker.apply(scrubPaths(name, &counts), &counts); m != name {
		return fmt.Sprintf("%q", m)
	}
	return fmt.Sprintf("%q", name)
}

// shownExt quotes an extension for a reason, if it is short and plain.
func shownExt(ext string) string {
	if len(ext) > 12 {
		return "of this name"
	}
	for i := 1; i < len(ext); i++ {
		if !isAlnum(ext[i]) {
			return "of this name"
		}
	}
	return ext
}

// clean applies the type's redaction to an artifact's content.
func (s *Stage) clean(shown, typ string, content []byte) ([]byte, error) {
	switch typ {
	case TypePNG:
		return s.cleanPNG(shown, content)
	case TypeJPEG:
		return s.cleanJPEG(shown, content)
	case TypeSVG:
		return s.cleanSVG(shown, content)
	case TypeCSV:
		return s.cleanCSV(shown, content)
	case TypeJSON:
		return s.cleanJSON(shown, content)
	case TypeMarkdown, TypePlain:
		t, err := s.textRows(shown, s.prepareText("artifact "+shown, string(content)))
		if err != nil {
			return nil, err
		}
		t = s.mask(t)
		if typ == TypeMarkdown {
			var n int
			t, n = neutraliseRemoteImages(t)
			if n > 0 {
				s.warn(fmt.Sprintf("artifact %s: %d remote images removed", shown, n))
			}
		}
		return []byte(t), nil
	}
	return nil, refuse(RefusedType, "%s artifacts are not allowed", label(typ))
}

// magic are the signatures of binary formats that are recognised to be refused with a clear
// reason.
var magic = []struct {
	prefix string
	typ    string
}{
	{"%PDF-", "application/pdf"},
	{"PK\x03\x04", "application/zip"}, {"PK\x05\x06", "application/zip"},
	{"\x1f\x8b", "application/gzip"}, {"BZh", "application/x-archive"},
	{"\xfd7zXZ\x00", "application/x-archive"}, {"7z\xbc\xaf\x27\x1c", "application/x-archive"},
	{"Rar!\x1a\x07", "application/x-archive"}, {"\x28\xb5\x2f\xfd", "application/x-archive"},
	{"\x7fELF", "application/x-executable"}, {"MZ", "application/x-executable"},
	{"\xca\xfe\xba\xbe", "application/x-executable"}, {"\xfe\xed\xfa\xce", "application/x-executable"},
	{"\xfe\xed\xfa\xcf", "application/x-executable"}, {"\xce\xfa\xed\xfe", "application/x-executable"},
	{"\xcf\xfa\xed\xfe", "application/x-executable"}, {"\x00asm", "application/x-executable"},
	{"#!", "text/x-script"},
	{"GIF87a", "image/gif"}, {"GIF89a", "image/gif"}, {"II*\x00", "image/tiff"}, {"MM\x00*", "image/tiff"},
	{"SQLite format 3\x00", "application/vnd.sqlite3"}, {"PAR1", "application/x-parquet"},
	{"\x93NUMPY", "application/x-npy"},
	{"\x80\x02", "application/x-python-pickle"}, {"\x80\x03", "application/x-python-pickle"},
	{"\x80\x04", "application/x-python-pickle"}, {"\x80\x05", "application/x-python-pickle"},
}

// htmlMarkers are tags and schemes that make text active in a browser or a Markdown renderer.
var htmlMarkers = [][]byte{
	[]byte("<!doctype html"), []byte("<html"), []byte("<head"), []byte("<body"), []byte("<script"),
	[]byte("<iframe"), []byte("<frame"), []byte("<object"), []byte("<embed"), []byte("<applet"),
	[]byte("<form"), []byte("<meta"), []byte("<link"), []byte("<base"), []byte("<style"),
	[]byte("<img"), []byte("<svg"), []byte("<math"), []byte("<video"), []byte("<audio"),
	[]byte("<input"), []byte("<button"), []byte("<a "), []byte("<template"), []byte("<xml"),
	[]byte("javascript:"), []byte("vbscript:"), []byte("data:text/html"),
}

// sniff decides an artifact's type by its content alone.
func sniff(b []byte) string {
	switch {
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		return TypePNG
	case bytes.HasPrefix(b, []byte("\xff\xd8\xff")):
		return TypeJPEG
	case len(b) >= 12 && bytes.HasPrefix(b, []byte("RIFF")) && string(b[8:12]) == "WEBP":
		return "image/webp"
	}
	for _, m := range magic {
		if bytes.HasPrefix(b, []byte(m.prefix)) {
			return m.typ
		}
	}
	t := bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	if !utf8.Valid(t) || bytes.IndexByte(t, 0) >= 0 {
		return "application/octet-stream"
	}
	for _, c := range t[:min(len(t), 8192)] {
		if c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' {
			return "application/octet-stream"
		}
	}
	trim := bytes.TrimLeft(t, " \t\r\n\f")
	if len(trim) > 1 && trim[0] == '<' && (isAlpha(trim[1]) || trim[1] == '?' || trim[1] == '!') {
		switch root := xmlRoot(trim); root {
		case "svg":
			return TypeSVG
		case "html", "":
			return "text/html"
		default:
			return "application/xml"
		}
	}
	if containsFold(t, htmlMarkers) {
		return "text/html"
	}
	if len(trim) > 0 && (trim[0] == '{' || trim[0] == '[') && json.Valid(trim) {
		return TypeJSON
	}
	if isCSV(t, 2) {
		return TypeCSV
	}
	return TypePlain
}

// containsFold reports whether b contains any marker, ASCII case-insensitively. Markers are
// lower case and begin with '<' or a letter.
func containsFold(b []byte, markers [][]byte) bool {
	for i := 0; i < len(b); i++ {
		c := lower(b[i])
		if c != '<' && c != 'j' && c != 'v' && c != 'd' {
			continue
		}
		for _, m := range markers {
			if m[0] != c || len(b)-i < len(m) {
				continue
			}
			ok := true
			for k := 1; k < len(m); k++ {
				if lower(b[i+k]) != m[k] {
					ok = false
					break
				}
			}
			if ok {
				return true
			}
		}
	}
	return false
}

// xmlRoot returns the lower-cased local name of the first element of an XML-looking text,
// skipping the declaration, comments, processing instructions and a DOCTYPE; "" if none.
func xmlRoot(b []byte) string {
	for n := 0; n < 64; n++ {
		b = bytes.TrimLeft(b, " \t\r\n\f")
		switch {
		case len(b) < 2 || b[0] != '<':
			return ""
		case bytes.HasPrefix(b, []byte("<?")):
			k := bytes.Index(b, []byte("?>"))
			if k < 0 {
				return ""
			}
			b = b[k+2:]
		case bytes.HasPrefix(b, []byte("<!--")):
			k := bytes.Index(b, []byte("-->"))
			if k < 0 {
				return ""
			}
			b = b[k+3:]
		case bytes.HasPrefix(b, []byte("<!")):
			if bytes.HasPrefix(bytes.ToLower(b[:min(len(b), 14)]), []byte("<!doctype html")) {
				return "html"
			}
			k := bytes.IndexByte(b, '>')
			if k < 0 {
				return ""
			}
			if open := bytes.IndexByte(b[:k], '['); open >= 0 {
				// An internal subset: "<!DOCTYPE svg [ ... ]>".
				end := bytes.Index(b[open:], []byte("]>"))
				if end < 0 {
					return ""
				}
				k = open + end + 1
			}
			b = b[k+1:]
		default:
			e := 1
			for e < len(b) && (isWord(b[e]) || b[e] == ':' || b[e] == '-' || b[e] == '.') {
				e++
			}
			name := strings.ToLower(string(b[1:e]))
			if _, local, ok := strings.Cut(name, ":"); ok {
				name = local
			}
			return name
		}
	}
	return ""
}

// mdRefDef matches a Markdown link reference definition ("[label]: target").
var mdRefDef = regexp.MustCompile(`(?m)^ {0,3}\[[^\]\n]+\]:[ \t]*(\S+)`)

// neutraliseRemoteImages replaces the target of every inline Markdown image "![alt](target)"
// that is not a "#fragment" or a plain relative file name with "#", so that rendering the
// Markdown fetches nothing. When the text has images at all, reference definitions
// ("[label]: target", which reference-style images use) get the same treatment. It returns
// the text and how many targets it changed.
func neutraliseRemoteImages(t string) (string, int) {
	if !strings.Contains(t, "![") {
		return t, 0
	}
	n := 0
	t = mdRefDef.ReplaceAllStringFunc(t, func(def string) string {
		m := mdRefDef.FindStringSubmatchIndex(def)
		target := strings.Trim(def[m[2]:m[3]], "<>")
		if strings.HasPrefix(target, "#") || plainRelative(target) {
			return def
		}
		n++
		return def[:m[2]] + "#"
	})
	var b strings.Builder
	for {
		k := strings.Index(t, "![")
		if k < 0 {
			break
		}
		close := strings.Index(t[k:], "](")
		if close < 0 {
			break
		}
		start := k + close + 2
		end := strings.IndexByte(t[start:], ')')
		if end < 0 {
			break
		}
		target := strings.TrimSpace(t[start : start+end])
		b.WriteString(t[:start])
		if strings.HasPrefix(target, "#") || plainRelative(target) {
			b.WriteString(t[start : start+end])
		} else {
			b.WriteString("#")
			n++
		}
		t = t[start+end:]
	}
	b.WriteString(t)
	return b.String(), n
}

// plainRelative reports whether target is a bare file name (another artifact of the run).
func plainRelative(target string) bool {
	if target == "" || strings.ContainsAny(target, ":/\\?#%&= \t") || strings.HasPrefix(target, ".") {
		return false
	}
	return true
}
