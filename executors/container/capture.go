package container

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// capture keeps the head and the tail of a stream within limit bytes of memory and counts every
// byte, so that a run printing 200 MB costs the worker a few kilobytes. Its String has the same
// shape as the subprocess executor's: the two executors must return the same Result.
// It is used by one goroutine at a time.
type capture struct {
	limit int
	head  []byte // the first limit/2 bytes
	tail  []byte // ring of the last limit-limit/2 bytes after the head
	pos   int    // next write position in tail once it is full
	full  bool   // tail has wrapped
	total int64
}

func newCapture(limit int) *capture { return &capture{limit: max(limit, 0)} }

// Write records p. It never fails.
func (c *capture) Write(p []byte) (int, error) {
	n := len(p)
	c.total += int64(n)
	if room := c.limit/2 - len(c.head); room > 0 {
		k := min(room, len(p))
		c.head = append(c.head, p[:k]...)
		p = p[k:]
	}
	rc := c.limit - c.limit/2
	if rc == 0 || len(p) == 0 {
		return n, nil
	}
	if len(p) >= rc {
		c.tail = append(c.tail[:0], p[len(p)-rc:]...)
		c.pos, c.full = 0, true
		return n, nil
	}
	if !c.full {
		k := min(rc-len(c.tail), len(p))
		c.tail = append(c.tail, p[:k]...)
		p = p[k:]
		if len(c.tail) == rc {
			c.full = true
		}
	}
	for len(p) > 0 {
		k := copy(c.tail[c.pos:], p)
		p = p[k:]
		c.pos = (c.pos + k) % rc
	}
	return n, nil
}

func (c *capture) tailBytes() []byte {
	if !c.full {
		return c.tail
	}
	out := make([]byte, 0, len(c.tail))
	return append(append(out, c.tail[c.pos:]...), c.tail[:c.pos]...)
}

const cutMarker = "\n[... %d bytes cut ...]\n"

// String returns everything when it fits in limit bytes, else the head, a marker saying how
// many bytes were cut and the tail, at most limit bytes in all, cut on UTF-8 boundaries, invalid
// UTF-8 replaced by '?'.
func (c *capture) String() string {
	tail := c.tailBytes()
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
