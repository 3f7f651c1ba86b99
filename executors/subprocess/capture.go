package subprocess

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"
)

// capture keeps the head and the tail of a stream within limit bytes of memory, and counts
// every byte. It is used by one goroutine at a time.
type capture struct {
	limit int
	head  []byte // the first headCap bytes
	ring  []byte // the last bytes after the head, as a ring of ringCap bytes
	pos   int    // next write position in ring once it is full
	full  bool   // ring has wrapped
	total int64
}

func newCapture(limit int) *capture {
	if limit < 0 {
		limit = 0
	}
	return &capture{limit: limit}
}

func (c *capture) headCap() int { return c.limit / 2 }
func (c *capture) ringCap() int { return c.limit - c.limit/2 }

// Write records p. It never fails.
func (c *capture) Write(p []byte) (int, error) {
	n := len(p)
	c.total += int64(n)
	if room := c.headCap() - len(c.head); room > 0 {
		k := min(room, len(p))
		c.head = append(c.head, p[:k]...)
		p = p[k:]
	}
	rc := c.ringCap()
	if rc == 0 || len(p) == 0 {
		return n, nil
	}
	if len(p) >= rc {
		// Only the last rc bytes can survive.
		c.ring = append(c.ring[:0], p[len(p)-rc:]...)
		c.pos, c.full = 0, true
		return n, nil
	}
	if !c.full {
		room := rc - len(c.ring)
		if len(p) <= room {
			c.ring = append(c.ring, p...)
			if len(c.ring) == rc {
				c.pos, c.full = 0, true
			}
			return n, nil
		}
		c.ring = append(c.ring, p[:room]...)
		p = p[room:]
		c.pos, c.full = 0, true
	}
	for len(p) > 0 {
		k := copy(c.ring[c.pos:], p)
		p = p[k:]
		c.pos = (c.pos + k) % rc
	}
	return n, nil
}

// tail returns the bytes after the head, oldest first.
func (c *capture) tail() []byte {
	if !c.full {
		return c.ring
	}
	out := make([]byte, 0, len(c.ring))
	out = append(out, c.ring[c.pos:]...)
	return append(out, c.ring[:c.pos]...)
}

const cutMarker = "\n[... %d bytes cut ...]\n"

// String returns what was captured: everything when it fits in limit bytes, else the head, a
// marker saying how many bytes were cut and the tail, at most limit bytes in all. Cuts fall on
// UTF-8 boundaries and invalid UTF-8 becomes '?', so the result is always valid text.
func (c *capture) String() string {
	tail := c.tail()
	if c.total <= int64(c.limit) {
		return strings.ToValidUTF8(string(c.head)+string(tail), "?")
	}
	budget := c.limit - len(fmt.Sprintf(cutMarker, c.total))
	if budget <= 0 {
		return strings.ToValidUTF8(string(trimRuneEnd(c.head[:min(len(c.head), c.limit)])), "?")
	}
	h := trimRuneEnd(c.head[:min(len(c.head), budget/2)])
	t := tail
	if keep := budget - len(h); len(t) > keep {
		t = t[len(t)-keep:]
	}
	t = trimRuneStart(t)
	cut := c.total - int64(len(h)) - int64(len(t))
	return strings.ToValidUTF8(string(h), "?") + fmt.Sprintf(cutMarker, cut) + strings.ToValidUTF8(string(t), "?")
}

// trimRuneEnd drops a rune cut in half at the end of b.
func trimRuneEnd(b []byte) []byte {
	for i := len(b) - 1; i >= 0 && i >= len(b)-utf8.UTFMax; i-- {
		if utf8.RuneStart(b[i]) {
			if !utf8.FullRune(b[i:]) {
				return b[:i]
			}
			return b
		}
	}
	return b
}

// trimRuneStart drops continuation bytes at the start of b.
func trimRuneStart(b []byte) []byte {
	for i := 0; i < utf8.UTFMax && len(b) > 0 && !utf8.RuneStart(b[0]); i++ {
		b = b[1:]
	}
	return b
}

// drain copies r into c until end of file or an error (a closed pipe ends it too).
func drain(r *os.File, c *capture) {
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			_, _ = c.Write(buf[:n])
		}
		if err != nil {
			return
		}
	}
}

// readBounded reads r to its end and returns at most max bytes, and whether there was more.
// It keeps reading past max (discarding) so that the writer never blocks on a full pipe.
func readBounded(r io.Reader, max int) ([]byte, bool, error) {
	var out []byte
	over := false
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			if len(out)+n > max {
				over = true
			} else if !over {
				out = append(out, buf[:n]...)
			}
		}
		if errors.Is(err, io.EOF) {
			return out, over, nil
		}
		if err != nil {
			return out, over, err
		}
	}
}
