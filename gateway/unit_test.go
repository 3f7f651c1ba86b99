package gateway

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCutMiddleKeepsHeadAndTail(t *testing.T) {
	s := strings.Repeat("a", 1000) + "MIDDLE" + strings.Repeat("z", 1000)
	out, cut := cutMiddle(s, 200)
	if len(out) > 200 {
		t.Fatalf("len = %d, want ≤ 200", len(out))
	}
	if !strings.HasPrefix(out, "aaa") || !strings.HasSuffix(out, "zzz") || strings.Contains(out, "MIDDLE") {
		t.Fatalf("out = %q", out)
	}
	if !strings.Contains(out, "bytes cut") || cut <= 0 || int(cut)+len(out) < len(s) {
		t.Fatalf("cut = %d, out = %q", cut, out)
	}
	if out, cut := cutMiddle("short", 200); out != "short" || cut != 0 {
		t.Fatalf("short: %q %d", out, cut)
	}
	// Multi-byte text is cut on rune boundaries.
	zh := strings.Repeat("华东", 500)
	out, _ = cutMiddle(zh, 301)
	if !utf8.ValidString(out) {
		t.Fatalf("invalid UTF-8 after cut: %q", out)
	}
}

func TestCodeExcerptCentresOnLine(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 200; i++ {
		b.WriteString("line_")
		b.WriteString(strings.Repeat("x", 20))
		b.WriteString("\n")
	}
	ex := codeExcerpt(b.String(), 100, 1000)
	if len(ex) > 1000 {
		t.Fatalf("len = %d", len(ex))
	}
	if !strings.Contains(ex, "-> 100 | ") {
		t.Fatalf("failing line not marked: %q", ex)
	}
	if !strings.Contains(ex, " 90 | ") || !strings.Contains(ex, " 110 | ") {
		t.Fatalf("not centred: %q", ex)
	}
	if codeExcerpt("a\nb", 7, 1000) != "" {
		t.Fatal("out-of-range line gave an excerpt")
	}
	long := strings.Repeat("y", 5000)
	if ex := codeExcerpt(long, 1, 1000); len(ex) > 1000 || !utf8.ValidString(ex) {
		t.Fatalf("one long line: %d bytes", len(ex))
	}
}

func TestSniffDecidesByContent(t *testing.T) {
	cases := []struct {
		name    string
		content []byte
		want    string
	}{
		{"png", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), "image/png"},
		{"jpeg", []byte("\xff\xd8\xff\xe0\x00\x10JFIF"), "image/jpeg"},
		{"csv", []byte("region,revenue\n华东,1\n华南,2\n"), "text/csv"},
		{"json", []byte(`{"a": [1, 2]}`), "application/json"},
		{"html", []byte("<!DOCTYPE html><html><body>x</body></html>"), "text/html"},
		{"svg", []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>`), "image/svg+xml"},
		{"text", []byte("hello world\n"), "text/plain"},
		{"elf", []byte("\x7fELF\x02\x01\x01\x00\x00\x00"), "application/octet-stream"},
	}
	for _, c := range cases {
		if got := sniff(c.content); got != c.want {
			t.Errorf("%s: sniff = %s, want %s", c.name, got, c.want)
		}
	}
}

func TestArtifactVerdictRefusesMismatch(t *testing.T) {
	r := &redactor{rules: redactionRules{ArtifactTypes: []string{"image/png", "text/csv", "text/plain", "text/markdown"}}}
	if _, err := r.artifactVerdict("chart.png", []byte("a,b\n1,2\n3,4\n")); err == nil {
		t.Error("a CSV named chart.png was accepted")
	}
	if typ, err := r.artifactVerdict("chart.png", []byte("\x89PNG\r\n\x1a\nrest")); err != nil || typ != "image/png" {
		t.Errorf("a real PNG: %s %v", typ, err)
	}
	if _, err := r.artifactVerdict("page.txt", []byte("<html><script>alert(1)</script></html>")); err == nil {
		t.Error("HTML named .txt was accepted")
	}
	if typ, err := r.artifactVerdict("notes.md", []byte("# Title\n\ntext\n")); err != nil || typ != "text/markdown" {
		t.Errorf("markdown: %s %v", typ, err)
	}
}

func TestScrubPaths(t *testing.T) {
	in := "File \"/usr/lib/python3/dist-packages/pandas/core/frame.py\", line 3; wrote /workspace/output/a.png from /workspace/input/data.csv in /tmp/sluice-runs/x"
	out := scrubPaths(in)
	for _, leak := range []string{"/usr/lib", "/tmp/sluice-runs"} {
		if strings.Contains(out, leak) {
			t.Errorf("%q still in %q", leak, out)
		}
	}
	for _, keep := range []string{"/workspace/output/a.png", "/workspace/input/data.csv"} {
		if !strings.Contains(out, keep) {
			t.Errorf("%q was scrubbed from %q", keep, out)
		}
	}
}

func TestValidateCSV(t *testing.T) {
	good := [][]byte{
		[]byte("a,b\n1,2\n"),
		[]byte("\xef\xbb\xbfregion,revenue\n华东,1\n"),
		[]byte("a\n"),
		[]byte("a,b\r\n\"x,y\",2\r\n"),
	}
	for _, b := range good {
		if err := validateCSV(b); err != nil {
			t.Errorf("%q: %v", b, err)
		}
	}
	bad := [][]byte{nil, []byte("   \n"), []byte("a,b\n1\n"), []byte("a\x00b\n"), []byte("\xff\xfe"), []byte(",,\n1,2,3\n"), []byte("a,\"b\n")}
	for _, b := range bad {
		err := validateCSV(b)
		if err == nil {
			t.Errorf("%q accepted", b)
			continue
		}
		if e := asAPIError(err); e.Code != CodeBadDataset || e.Message == "" {
			t.Errorf("%q: %v", b, err)
		}
	}
}

func TestKeyringLookup(t *testing.T) {
	kr := newKeyring([]TenantConfig{
		{ID: "a", Keys: []KeyConfig{{Key: "sk-aaaaaaaaaaaaaaaa"}}},
		{ID: "b", Keys: []KeyConfig{{SHA256: "6d3ea3e4f3a8d2dab4b3c6b4c7d8e6f1a5f2f1e1d4c3b2a1908f7e6d5c4b3a29", Role: RoleAuditor}}},
	})
	if p, ok := kr.lookup("sk-aaaaaaaaaaaaaaaa"); !ok || p.Tenant != "a" || p.Role != RoleAgent {
		t.Fatalf("lookup a = %v %v", p, ok)
	}
	if _, ok := kr.lookup("sk-aaaaaaaaaaaaaaab"); ok {
		t.Fatal("a wrong key was accepted")
	}
}

func TestConfigValidateNamesFields(t *testing.T) {
	err := Config{Tenants: []TenantConfig{{ID: "bad id!", Keys: []KeyConfig{{Key: "short", Role: "root"}}}, {ID: "x"}}}.Validate()
	if err == nil {
		t.Fatal("accepted")
	}
	for _, want := range []string{"tenants[0].id", "tenants[0].keys[0].key", "tenants[0].keys[0].role", "tenants[1].keys"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not name %s", err, want)
		}
	}
}

func FuzzValidateCSV(f *testing.F) {
	f.Add([]byte("a,b\n1,2\n"))
	f.Add([]byte("\xef\xbb\xbf\"q\"\"\",x\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		err := validateCSV(b)
		if err == nil && (!utf8.Valid(bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))) || bytes.IndexByte(b, 0) >= 0) {
			t.Fatalf("accepted invalid input %q", b)
		}
	})
}

func FuzzCutMiddle(f *testing.F) {
	f.Add("hello 华东 world", 7)
	f.Fuzz(func(t *testing.T, s string, max int) {
		if max < 0 || max > 1<<16 {
			return
		}
		out, _ := cutMiddle(s, max)
		if max > 0 && len(s) > max && len(out) > max && len(out) > 64 {
			t.Fatalf("len(out) = %d > max %d", len(out), max)
		}
		if utf8.ValidString(s) && !utf8.ValidString(out) {
			t.Fatalf("cut broke UTF-8: %q", out)
		}
	})
}
