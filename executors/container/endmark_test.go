package container

import (
	"bytes"
	"testing"
)

// TestEndWatch: the stream is passed on up to the mark, whatever the chunks; the mark and
// what follows it are not; bytes that look like the start of the mark are held back only
// until they turn out not to be it, or until Flush.
func TestEndWatch(t *testing.T) {
	mark := []byte("\x00sluice-end 0123456789abcdef\n")
	for _, tc := range []struct {
		name   string
		chunks []string
		flush  bool
		want   string
		seen   bool
	}{
		{"mark alone", []string{string(mark)}, false, "", true},
		{"output then mark", []string{"a\nb\n", string(mark)}, false, "a\nb\n", true},
		{"mark split", []string{"out\x00slu", "ice-end 0123", "456789abcdef\n"}, false, "out", true},
		{"byte by byte", bytesOf("x" + string(mark) + "late"), false, "x", true},
		{"after the mark", []string{"y" + string(mark) + "straggler", "more"}, true, "y", true},
		{"a prefix that is not the mark", []string{"p\x00sluice-end 0123", "X\n"}, false, "p\x00sluice-end 0123X\n", false},
		{"another mark", []string{"\x00sluice-end ffffffffffffffff\n"}, false, "\x00sluice-end ffffffffffffffff\n", false},
		{"ended without the mark", []string{"tail\x00sluice"}, true, "tail\x00sluice", false},
		{"held back until flush", []string{"tail\x00sluice"}, false, "tail", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			w := newEndWatch(&out, mark)
			for _, c := range tc.chunks {
				if n, err := w.Write([]byte(c)); n != len(c) || err != nil {
					t.Fatalf("Write = %d, %v", n, err)
				}
			}
			if tc.flush {
				w.Flush()
			}
			if out.String() != tc.want {
				t.Errorf("passed on %q, want %q", out.String(), tc.want)
			}
			select {
			case <-w.done:
				if !tc.seen {
					t.Error("done closed without the mark")
				}
			default:
				if tc.seen {
					t.Error("done not closed after the mark")
				}
			}
		})
	}
}

func bytesOf(s string) []string {
	out := make([]string, len(s))
	for i := range s {
		out[i] = s[i : i+1]
	}
	return out
}
