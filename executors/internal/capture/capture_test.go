package capture

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCapture(t *testing.T) {
	tests := []struct {
		name   string
		limit  int
		writes []string
		want   string // exact, or "" to check only the shape
	}{
		{"fits", 16, []string{"hello ", "world"}, "hello world"},
		{"exactly", 4, []string{"ab", "cd"}, "abcd"},
		{"empty", 8, nil, ""},
		{"zero limit", 0, []string{"abc"}, ""},
	}
	for _, tc := range tests {
		c := New(tc.limit)
		var total int
		for _, w := range tc.writes {
			c.Write([]byte(w))
			total += len(w)
		}
		if got := c.String(); got != tc.want {
			t.Errorf("%s: String() = %q, want %q", tc.name, got, tc.want)
		}
		if c.total != int64(total) {
			t.Errorf("%s: total = %d, want %d", tc.name, c.total, total)
		}
	}
}

func TestCaptureKeepsHeadAndTail(t *testing.T) {
	for _, limit := range []int{64, 100, 1000} {
		for _, chunk := range []int{1, 7, 64, 5000} {
			c := New(limit)
			var all strings.Builder
			for i := 0; all.Len() < 20000; i++ {
				s := strings.Repeat(string(rune('a'+i%26)), chunk)
				all.WriteString(s)
				c.Write([]byte(s))
			}
			got := c.String()
			if len(got) > limit {
				t.Fatalf("limit %d chunk %d: %d bytes", limit, chunk, len(got))
			}
			head, tail, ok := strings.Cut(got, "\n[... ")
			if !ok || !strings.Contains(tail, " bytes cut ...]\n") {
				t.Fatalf("limit %d chunk %d: no marker in %q", limit, chunk, got)
			}
			tail = tail[strings.Index(tail, "]\n")+2:]
			if !strings.HasPrefix(all.String(), head) || !strings.HasSuffix(all.String(), tail) {
				t.Errorf("limit %d chunk %d: %q is not head+tail of the stream", limit, chunk, got)
			}
			if c.total != int64(all.Len()) {
				t.Errorf("total = %d, want %d", c.total, all.Len())
			}
			if len(c.head)+len(c.ring) > limit {
				t.Errorf("holds %d bytes, more than %d", len(c.head)+len(c.ring), limit)
			}
		}
	}
}

func TestCaptureUTF8(t *testing.T) {
	c := New(64)
	for range 200 {
		c.Write([]byte("华东利润"))
	}
	c.Write([]byte{0xff, 0xfe})
	if got := c.String(); !utf8.ValidString(got) || len(got) > 64 {
		t.Errorf("String() = %q (valid %v, %d bytes)", got, utf8.ValidString(got), len(got))
	}
}

func TestCaptureReplacesInvalidUTF8(t *testing.T) {
	c := New(100)
	c.Write([]byte("héllo\xff"))
	if got := c.String(); got != "héllo?" || c.Total() != 7 {
		t.Errorf("String() = %q, Total() = %d", got, c.Total())
	}
}

// TestRestore: a Buffer rebuilt from the head and tail another process kept of a stream (the
// function executor's bootstrap) says what a Buffer that saw the whole stream says.
func TestRestore(t *testing.T) {
	for _, limit := range []int{0, 1, 7, 64, 4096} {
		for _, n := range []int{0, 3, 64, 65, 1000, 100000} {
			stream := []byte(strings.Repeat("0123456789abcdef华东\n", n/20+1)[:n])
			whole := New(limit)
			_, _ = whole.Write(stream)
			head := stream[:min(len(stream), limit/2)]
			rest := stream[len(head):]
			tail := rest[max(0, len(rest)-(limit-limit/2)):]
			got := Restore(limit, head, tail, int64(len(stream)))
			if got.String() != whole.String() || got.Total() != whole.Total() {
				t.Errorf("limit %d, %d bytes: restored %q (%d), whole %q (%d)", limit, n, got.String(), got.Total(), whole.String(), whole.Total())
			}
		}
	}
	// More than the limit keeps is cut to it; a total below what was given is raised to it.
	b := Restore(4, []byte("abcdef"), []byte("uvwxyz"), 1)
	if b.Total() != 12 || len(b.String()) > 4 {
		t.Errorf("oversized parts: %q, total %d", b.String(), b.Total())
	}
}
