package redact

import "strings"

// The two sandbox paths an agent is told about; they and what lies under out_dir survive.
const (
	// DatasetPath is where the dataset appears inside the sandbox.
	DatasetPath = "/workspace/input/data.csv"
	// OutDir is the sandbox directory user code writes artifacts to.
	OutDir = "/workspace/output"
)

// pathRoots are first segments that make even a one-segment absolute path ("/tmp") a host path.
var pathRoots = map[string]bool{
	"app": true, "bin": true, "boot": true, "builds": true, "data": true, "dev": true, "etc": true,
	"home": true, "lib": true, "lib32": true, "lib64": true, "media": true, "mnt": true, "nix": true,
	"opt": true, "private": true, "proc": true, "root": true, "run": true, "sbin": true, "snap": true,
	"srv": true, "sys": true, "tmp": true, "usr": true, "var": true, "workspace": true,
	"Users": true, "Volumes": true,
}

// pathStartAfter reports whether an absolute path may start after byte p: at the start of a
// token, never inside a word, a number ("1/2", "2024/01/02") or a relative path ("a/b").
func pathStartAfter(p byte) bool {
	switch p {
	case ' ', '\t', '\n', '"', '\'', '`', '(', '[', '{', '<', '=', ',', ';', ':', '|', '>':
		return true
	}
	return p >= 0x80 // after non-ASCII text, e.g. "保存到/tmp/x"
}

// pathByte reports whether c may continue a path: everything but white space, quotes,
// brackets and the punctuation that ends a path in messages ("file.py:12", "a, b").
func pathByte(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '"', '\'', '`', '(', ')', '[', ']', '{', '}', '<', '>', ',', ';', ':', '|', '*', '?':
		return false
	}
	return c >= 0x20
}

// scrubPaths replaces every absolute host or sandbox path in s by "<path>", except the dataset
// path and paths under out_dir, and counts them. Windows drive paths ("C:\...") and home paths
// ("~/...") count as host paths too; URLs ("https://...") are left alone.
func scrubPaths(s string, counts *[numKinds]int) string {
	backslash := strings.IndexByte(s, '\\') >= 0
	if !backslash && strings.IndexByte(s, '/') < 0 {
		return s
	}
	var spans []span
	for i := 0; i < len(s); {
		var k int
		if backslash {
			k = strings.IndexAny(s[i:], "/\\")
		} else {
			k = strings.IndexByte(s[i:], '/')
		}
		if k < 0 {
			break
		}
		i += k
		if s[i] == '\\' {
			// C:\Users\...
			if i >= 2 && s[i-1] == ':' && isAlpha(s[i-2]) && (i == 2 || !isWord(s[i-3])) && i+1 < len(s) && isWord(s[i+1]) {
				end := i + 1
				for end < len(s) && pathByte(s[end]) {
					end++
				}
				spans = append(spans, span{i - 2, trimPathEnd(s, i-2, end), kPath})
				i = end
				continue
			}
			i++
			continue
		}
		// A URL: skip it whole, unless it is a file URL, which names a path.
		if i >= 1 && s[i-1] == ':' && i+1 < len(s) && s[i+1] == '/' {
			end := i
			for end < len(s) && (pathByte(s[end]) || s[end] == ':') {
				end++
			}
			if i >= 5 && strings.EqualFold(s[i-5:i-1], "file") && (i == 5 || !isWord(s[i-6])) {
				spans = append(spans, span{i - 5, trimPathEnd(s, i-5, end), kPath})
			}
			i = end
			continue
		}
		start := i
		if i >= 1 && s[i-1] == '~' && (i == 1 || pathStartAfter(s[i-2])) {
			start = i - 1
		} else if i > 0 && !pathStartAfter(s[i-1]) {
			i++
			continue
		}
		end := i
		for end < len(s) && pathByte(s[end]) {
			end++
		}
		end = trimPathEnd(s, start, end)
		p := s[start:end]
		if isHostPath(p) {
			spans = append(spans, span{start, end, kPath})
		}
		i = max(end, i+1)
	}
	return replaceSpans(s, spans, counts)
}

// trimPathEnd drops the sentence punctuation that followed a path.
func trimPathEnd(s string, start, end int) int {
	for end > start+1 && (s[end-1] == '.' || s[end-1] == '!') {
		end--
	}
	return end
}

// isHostPath reports whether the absolute path p (or ~/...) tells something about the host or
// the sandbox's layout.
func isHostPath(p string) bool {
	if strings.HasPrefix(p, "~/") {
		return len(p) > 2
	}
	if len(p) < 2 {
		return false
	}
	if p == DatasetPath || p == "/workspace/input" || p == OutDir || p == OutDir+"/" {
		return false
	}
	if strings.HasPrefix(p, OutDir+"/") && !strings.Contains(p, "..") && !strings.Contains(p, "//") {
		return false
	}
	rest := p[1:]
	c := rest[0]
	if !(isAlnum(c) || c == '.' || c == '_' || c == '~' || c >= 0x80) {
		return false
	}
	first, more, _ := strings.Cut(rest, "/")
	if more != "" {
		return true
	}
	return pathRoots[first]
}
