package container

import (
	"bytes"
	"io"
)

// endWatch passes one of a container's output streams on to w up to the harness's end mark
// (harness.Job.EndMark): the mark itself and anything after it (a write of a killed
// process that was already in the kernel) are not passed on, and done is closed when the mark
// went by. The bytes that could be the start of the mark are held back until the next write
// shows whether they are; Flush passes them on when the stream ended without the mark.
// It is used by one goroutine, the one that copies the stream.
type endWatch struct {
	w    io.Writer
	mark []byte
	tail []byte // held back: a suffix of what came that is a prefix of mark
	seen bool
	done chan struct{}
}

func newEndWatch(w io.Writer, mark []byte) *endWatch {
	return &endWatch{w: w, mark: mark, done: make(chan struct{})}
}

// Write never fails: the stream must be drained whatever w does.
func (e *endWatch) Write(p []byte) (int, error) {
	if e.seen {
		return len(p), nil
	}
	buf := p
	if len(e.tail) > 0 {
		buf = append(e.tail, p...)
	}
	if i := bytes.Index(buf, e.mark); i >= 0 {
		_, _ = e.w.Write(buf[:i])
		e.tail, e.seen = nil, true
		close(e.done)
		return len(p), nil
	}
	keep := 0
	for n := min(len(e.mark)-1, len(buf)); n > 0; n-- {
		if bytes.HasPrefix(e.mark, buf[len(buf)-n:]) {
			keep = n
			break
		}
	}
	_, _ = e.w.Write(buf[:len(buf)-keep])
	e.tail = append([]byte(nil), buf[len(buf)-keep:]...)
	return len(p), nil
}

// Flush passes on what was held back, when the stream ended without the mark.
func (e *endWatch) Flush() {
	if !e.seen && len(e.tail) > 0 {
		_, _ = e.w.Write(e.tail)
		e.tail = nil
	}
}
