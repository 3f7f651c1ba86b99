// Package capture holds the bounded output capture both sandbox executors use, so that they
// return stdout and stderr of the same shape: the head and the tail of a stream within a fixed
// number of bytes, with a marker saying how much was cut, and the count of every byte. It must
// not hold more than its limit, whatever the stream's size.
package capture

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Buffer keeps the head and the tail of a stream within limit bytes of memory, and counts
// every byte: a run printing 200 MB costs a few kilobytes. It is used by one goroutine at a time.
type Buffer struct {
	limit int
	head  []byte // the first headCap bytes
	ring  []byte // the last bytes after the head, as a ring of ringCap bytes
	pos   int    // next write position in ring once it is full
	full  bool   // ring has wrapped
	total int64
}

// New returns a Buffer that keeps at most limit bytes (a negative limit keeps none).
func New(limit int) *Buffer {
	if limit < 0 {
		limit = 0
	}
	return &Buffer{limit: limit}
}

// Total is how many bytes were written in all.
func (c *Buffer) Total() int64 { return c.total }

func (c *Buffer) headCap() int { return c.limit / 2 }
func (c *Buffer) ringCap() int { return c.limit - c.limit/2 }

// Write records p. It never fails.
func (c *Buffer) Write(p []byte) (int, error) {
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
func (c *Buffer) tail() []byte {
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
func (c *Buffer) String() string {
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

// Restore rebuilds the Buffer of limit bytes that kept head and tail of a stream of total
// bytes, as another process captured it (the function executor's bootstrap keeps the first
// limit/2 bytes and the last limit-limit/2 bytes the same way). Parts longer than a Buffer
// keeps are cut to that (the head's end, the tail's start); a total smaller than the parts
// is raised to their length.
func Restore(limit int, head, tail []byte, total int64) *Buffer {
	c := New(limit)
	c.head = append([]byte(nil), head[:min(len(head), c.headCap())]...)
	c.ring = append([]byte(nil), tail[max(0, len(tail)-c.ringCap()):]...)
	c.full = c.ringCap() > 0 && len(c.ring) == c.ringCap()
	c.total = max(total, int64(len(head)+len(tail)))
	return c
}
