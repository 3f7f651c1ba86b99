package gateway

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"path"
	"regexp"
	"strings"
	"unicode/utf8"
)

// redactionRules are the rules of the sluice.redaction decision that the output stage applies.
// The policy is the source of every value; zero means "nothing allowed" for caps on artifacts
// and "use the executor's cap" for text.
type redactionRules struct {
	StdoutMaxBytes        int
	StderrMaxBytes        int
	ErrorMessageMax       int
	CodeExcerptMax        int
	MaxRows               int
	ArtifactTypes         []string
	MaxArtifacts          int
	MaxArtifactBytes      int64
	MaxTotalArtifactBytes int64
	Masks                 []string
}

// redactor applies redaction rules to one run's output and remembers what it did.
type redactor struct {
	rules    redactionRules
	summary  RedactionSummary
	warnings []string
}

// cutMiddle keeps the head and tail of s within max bytes, with a marker that says how much was
// cut, on rune boundaries.
func cutMiddle(s string, max int) (string, int64) {
	if max <= 0 || len(s) <= max {
		return s, 0
	}
	cut := len(s) - max
	marker := fmt.Sprintf("\n… [%d bytes cut] …\n", cut)
	keep := max - len(marker)
	if keep < 2 {
		return marker, int64(len(s))
	}
	head, tail := keep/2, keep-keep/2
	h := head
	for h > 0 && !utf8.RuneStart(s[h]) {
		h--
	}
	t := len(s) - tail
	for t < len(s) && !utf8.RuneStart(s[t]) {
		t++
	}
	return s[:h] + marker + s[t:], int64(len(s) - h - (len(s) - t))
}

// hostPathRE matches absolute paths that would tell an agent about the host or the sandbox's
// inner layout, except the two paths the agent is told about (the dataset and out_dir).
var hostPathRE = regexp.MustCompile(`(?:/(?:home|root|tmp|var|etc|usr|opt|proc|sys|srv|run|workspace|data|mnt|media)(?:/[^\s'"():,;\]]*)?)`)

// scrubPaths replaces host and sandbox paths by a placeholder, keeping the agent-facing ones.
func scrubPaths(s string) string {
	return hostPathRE.ReplaceAllStringFunc(s, func(p string) string {
		switch {
		case p == "/workspace/input/data.csv", p == "/workspace/output", strings.HasPrefix(p, "/workspace/output/"):
			return p
		}
		return "<path>"
	})
}

// text bounds and scrubs one text field.
func (r *redactor) text(s string, max int) string {
	s = scrubPaths(strings.ToValidUTF8(s, "\uFFFD"))
	out, cut := cutMiddle(s, max)
	r.summary.BytesCut += cut
	return out
}

// sniff decides an artifact's type by its content, never by its name. It returns "" for
// content it does not recognise as one of the types it knows.
func sniff(b []byte) string {
	switch {
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		return "image/png"
	case bytes.HasPrefix(b, []byte("\xff\xd8\xff")):
		return "image/jpeg"
	case bytes.HasPrefix(b, []byte("%PDF-")):
		return "application/pdf"
	}
	if !utf8.Valid(b) || bytes.IndexByte(b, 0) >= 0 {
		return "application/octet-stream"
	}
	t := bytes.TrimSpace(b)
	lower := bytes.ToLower(t[:min(len(t), 512)])
	switch {
	case bytes.Contains(lower, []byte("<html")), bytes.Contains(lower, []byte("<!doctype html")), bytes.Contains(lower, []byte("<script")):
		return "text/html"
	case bytes.HasPrefix(lower, []byte("<?xml")) || bytes.HasPrefix(lower, []byte("<svg")):
		if bytes.Contains(bytes.ToLower(t), []byte("<svg")) {
			return "image/svg+xml"
		}
		return "application/xml"
	case len(t) > 0 && (t[0] == '{' || t[0] == '[') && json.Valid(t):
		return "application/json"
	case strings.HasPrefix(http.DetectContentType(b), "text/plain"):
		if looksCSV(t) {
			return "text/csv"
		}
		return "text/plain"
	}
	return "application/octet-stream"
}

// looksCSV reports whether text has at least two lines with the same number (> 1) of commas.
func looksCSV(t []byte) bool {
	lines := bytes.SplitN(t, []byte("\n"), 6)
	if len(lines) < 2 {
		return false
	}
	n := bytes.Count(lines[0], []byte(","))
	if n == 0 {
		return false
	}
	for _, l := range lines[1 : len(lines)-1] {
		if bytes.Count(l, []byte(",")) != n {
			return false
		}
	}
	return true
}

// typeFor is the type an artifact's name claims; used only to refuse a mismatch.
func typeFor(name string) string {
	switch strings.ToLower(path.Ext(name)) {
	case ".png":
		return "image/png"
	case ".jpg", ".jpeg":
		return "image/jpeg"
	case ".svg":
		return "image/svg+xml"
	case ".csv":
		return "text/csv"
	case ".json":
		return "application/json"
	case ".md", ".markdown":
		return "text/markdown"
	case ".txt", ".log":
		return "text/plain"
	}
	return ""
}

// artifactVerdict decides whether an artifact of this content may leave, and as which type.
func (r *redactor) artifactVerdict(name string, content []byte) (string, error) {
	got := sniff(content)
	claimed := typeFor(name)
	// Markdown and plain text are indistinguishable by content; the name picks between them.
	if got == "text/plain" && claimed == "text/markdown" {
		got = claimed
	}
	if got == "text/csv" && (claimed == "text/plain" || claimed == "text/markdown") {
		got = claimed
	}
	if claimed != "" && claimed != got {
		return "", fmt.Errorf("its name says %s but its content is %s", claimed, got)
	}
	for _, t := range r.rules.ArtifactTypes {
		if t == got {
			return got, nil
		}
	}
	return "", fmt.Errorf("type %s is not allowed", got)
}
