package subprocess

import (
	"errors"
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// drain copies r into c until end of file or an error (a closed pipe ends it too). When r's
// read deadline passes, it reads what the pipe still holds without waiting for more, and ends.
func drain(r *os.File, c io.Writer) {
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			_, _ = c.Write(buf[:n])
		}
		if errors.Is(err, os.ErrDeadlineExceeded) {
			drainBuffered(r, c, buf)
			return
		}
		if err != nil {
			return
		}
	}
}

// drainBuffered copies what the pipe r holds now into c, reading the (non-blocking)
// descriptor directly until it is empty.
func drainBuffered(r *os.File, c io.Writer, buf []byte) {
	rc, err := r.SyscallConn()
	if err != nil {
		return
	}
	_ = rc.Control(func(fd uintptr) {
		for {
			n, err := unix.Read(int(fd), buf)
			if n > 0 {
				_, _ = c.Write(buf[:n])
			}
			if errors.Is(err, unix.EINTR) {
				continue
			}
			if n <= 0 || err != nil {
				return
			}
		}
	})
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
