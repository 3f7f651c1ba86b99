package run

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"
)

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
		if e := AsError(err); e.Code != CodeBadDataset || e.Message == "" {
			t.Errorf("%q: %v", b, err)
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
