package subprocess

import (
	"errors"
	"io"
	"os"

	"github.com/sluice-gw/sluice/executors/internal/capture"
)

// drain copies r into c until end of file or an error (a closed pipe ends it too).
func drain(r *os.File, c *capture.Buffer) {
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
