package policies

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"unsafe"
)

// JSONLSink appends entries to a file, one canonical JSON line each, and returns from a write
// only once the lines are on disk. A batch is one write.
//
// Where the file system takes direct I/O (O_DIRECT with O_DSYNC: ext4, xfs, btrfs, tmpfs on
// recent kernels), a batch is one synchronous write of whole blocks into blocks the sink
// wrote before: the block that holds the end of the last line is written again with the new
// lines after it, and the rest of the last block is newlines. Ahead of the lines the sink keeps
// between jsonlExtendAt and jsonlExtendAt+jsonlExtend bytes of newlines written (in the
// background), so a batch changes neither the file's size nor its block map: the disk stores
// the data and nothing else, which costs a third to a half of an append and its fsync (an
// ext4 journal commit for the new size and blocks). Readers skip blank lines; Close cuts the
// newlines off again, and OpenJSONL of a file a crash left padded continues after its last
// line. Elsewhere a batch is a buffered write and an fsync.
//
// A write that fails is undone (the file is cut back to the end of its last line), so the
// file holds whole lines only; when even that fails the sink refuses further writes. The sink
// must be the file's only writer.
type JSONLSink struct {
	mu   sync.Mutex
	cond sync.Cond // on mu; signalled when an extension ends
	path string
	f    *os.File // read-write, without O_APPEND: the buffered writes, cuts and the file's size
	// direct is the same file opened for direct, synchronous writes; nil when the file
	// system refuses them or the sink fell back to buffered writes.
	direct *os.File
	end    int64  // where the next line goes: the end of the last whole line
	filled int64  // direct: bytes of the file written, lines and then newlines, from 0
	head   []byte // direct: the bytes of end's block before end (len end%jsonlBlock)
	broken error  // set when a failed write could not be undone
	buf    []byte // direct: block-aligned; buffered: the lines
	// extending is set while a goroutine writes newlines after filled.
	extending bool
	// store writes b at off and returns once it is on disk; replaced in tests to fail.
	store func(s *JSONLSink, b []byte, off int64) error
}

var _ BatchSink = (*JSONLSink)(nil)

const (
	// jsonlBlock is the unit of a direct write: offsets, lengths and the buffer's address are
	// multiples of it. 4 KiB is the page size and a multiple of every common logical block.
	jsonlBlock = 4096
	// jsonlExtend is how many bytes of newlines an extension writes: with a run's decisions
	// at about 17 KB, one every 240 runs.
	jsonlExtend = 4 << 20
	// jsonlExtendAt: an extension starts once fewer bytes of newlines than this are left.
	jsonlExtendAt = jsonlExtend / 2
)

// OpenJSONL opens (creating it 0600 if needed) the JSONL log at path for appending, with
// direct writes where the file system takes them. New lines go after the file's last line:
// newlines a crash left after it are written over, and a last line a crash cut short is ended
// first, so that it stays a line of its own.
func OpenJSONL(path string) (*JSONLSink, error) {
	return openJSONL(path, true)
}

func openJSONL(path string, tryDirect bool) (*JSONLSink, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("decision log: %w", err)
	}
	s := &JSONLSink{path: path, f: f, store: (*JSONLSink).storeBuffered}
	s.cond.L = &s.mu
	if err := s.open(tryDirect); err != nil {
		if s.direct != nil {
			s.direct.Close()
		}
		f.Close()
		return nil, fmt.Errorf("decision log %s: %w", path, err)
	}
	return s, nil
}

// open finds where the next line goes and sets up direct writes when tryDirect and the file
// system takes them.
func (s *JSONLSink) open(tryDirect bool) error {
	info, err := s.f.Stat()
	if err != nil {
		return err
	}
	size := info.Size()
	end, cut, err := lastLineEnd(s.f, size)
	if err != nil {
		return err
	}
	if cut {
		// A line a crash cut short: end it, so that the next entry starts a line.
		if _, err := s.f.WriteAt([]byte{'\n'}, end); err != nil {
			return err
		}
		end++
		size = max(size, end)
	}
	s.end, s.filled = end, size
	if tryDirect {
		s.direct = openDirect(s.path)
	}
	if s.direct != nil {
		s.store = (*JSONLSink).storeDirect
		s.head = make([]byte, end%jsonlBlock, jsonlBlock)
		if _, err := s.f.ReadAt(s.head, end-int64(len(s.head))); err != nil {
			return err
		}
		if err := s.f.Sync(); err != nil { // what was written buffered, before direct writes
			return err
		}
		// The first direct write, of what the block already holds: a file system that opens
		// files for direct I/O but refuses this alignment says so now, not at a decision.
		if err := s.writeDirect(nil); err == nil {
			return nil
		}
		s.direct.Close()
		s.direct, s.store = nil, (*JSONLSink).storeBuffered
	}
	// Buffered: no newlines after the last line (a crash's, or the refused first write's).
	if err := s.f.Truncate(end); err != nil {
		return err
	}
	s.filled = end
	return s.f.Sync()
}

// lastLineEnd returns where the next line goes in the first size bytes of f: after the newline
// that ends the last line, the newlines after it skipped. cut reports a file that ends in a
// line without its newline; end is then size.
func lastLineEnd(f *os.File, size int64) (end int64, cut bool, err error) {
	buf := make([]byte, 64<<10)
	for off := size; off > 0; {
		n := min(off, int64(len(buf)))
		off -= n
		b := buf[:n]
		if _, err := f.ReadAt(b, off); err != nil && !errors.Is(err, io.EOF) {
			return 0, false, err
		}
		for i := len(b) - 1; i >= 0; i-- {
			if b[i] != '\n' {
				last := off + int64(i) // the last byte of the last line
				if last+1 == size {
					return size, true, nil
				}
				return last + 2, false, nil
			}
		}
	}
	return 0, false, nil
}

// Write appends line and a newline and returns once they are on disk.
func (s *JSONLSink) Write(ctx context.Context, ev *EventV1, line []byte) error {
	return s.WriteBatch(ctx, []*EventV1{ev}, [][]byte{line})
}

// WriteBatch appends every line, each with a newline, in one write, and returns once they
// are on disk.
func (s *JSONLSink) WriteBatch(_ context.Context, _ []*EventV1, lines [][]byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.f == nil:
		return fmt.Errorf("decision log %s: closed", s.path)
	case s.broken != nil:
		return fmt.Errorf("decision log %s: %w", s.path, s.broken)
	}
	var err error
	if s.direct != nil {
		err = s.writeDirect(lines)
	} else {
		err = s.writeBuffered(lines)
	}
	if err == nil {
		return nil
	}
	// Undo: cut the file back to its last whole line (and the newlines after it, which an
	// extension writes again).
	for s.extending {
		s.cond.Wait()
	}
	if terr := s.f.Truncate(s.end); terr != nil {
		s.broken = fmt.Errorf("a failed write could not be undone, so nothing more is written: %w", errors.Join(err, terr))
	}
	s.filled = s.end
	return fmt.Errorf("decision log %s: %w", s.path, err)
}

// writeBuffered writes lines after s.end and fsyncs the file. s.mu is held.
func (s *JSONLSink) writeBuffered(lines [][]byte) error {
	buf := s.buf[:0]
	for _, line := range lines {
		buf = append(append(buf, line...), '\n')
	}
	if cap(buf) <= 1<<20 {
		s.buf = buf // reuse a buffer of ordinary size
	}
	if err := s.store(s, buf, s.end); err != nil {
		return err
	}
	s.end += int64(len(buf))
	s.filled = s.end
	return nil
}

// storeBuffered is store for buffered writes: a write and an fsync.
func (s *JSONLSink) storeBuffered(b []byte, off int64) error {
	if _, err := s.f.WriteAt(b, off); err != nil {
		return err
	}
	if err := s.f.Sync(); err != nil {
		return fmt.Errorf("fsync: %w", err)
	}
	return nil
}

// writeDirect writes end's block again with lines after its head, newlines up to the next
// block boundary, in one direct, synchronous write, and starts an extension when the
// newlines written ahead run short. s.mu is held.
func (s *JSONLSink) writeDirect(lines [][]byte) error {
	n := len(s.head)
	for _, line := range lines {
		n += len(line) + 1
	}
	size := alignUp(max(n, 1)) // at least a block: the first write, of no lines, probes
	start := s.end - int64(len(s.head))
	// A write into newlines an extension is writing waits for it, or it would write over
	// these lines.
	for s.extending && start+int64(size) > s.filled {
		s.cond.Wait()
	}
	if cap(s.buf) < size || uintptr(unsafe.Pointer(unsafe.SliceData(s.buf)))%jsonlBlock != 0 {
		s.buf = alignedBytes(max(size, 64<<10))
	}
	buf := append(s.buf[:0], s.head...)
	for _, line := range lines {
		buf = append(append(buf, line...), '\n')
	}
	buf = buf[:size]
	for i := n; i < size; i++ {
		buf[i] = '\n'
	}
	if err := s.store(s, buf, start); err != nil {
		return err
	}
	if cap(s.buf) > 1<<20 {
		s.buf = nil // keep a buffer of ordinary size only
	}
	s.end = start + int64(n)
	s.filled = max(s.filled, start+int64(size))
	s.head = append(s.head[:0], buf[n-n%jsonlBlock:n]...)
	if !s.extending && s.filled-s.end < jsonlExtendAt {
		s.extending = true
		go s.extend(s.filled&^(jsonlBlock-1), s.store)
	}
	return nil
}

// storeDirect is store for direct writes: O_DSYNC returns once the block is on disk.
func (s *JSONLSink) storeDirect(b []byte, off int64) error {
	_, err := s.direct.WriteAt(b, off)
	return err
}

// extend writes jsonlExtend bytes of newlines with store at from, the start of the block that
// holds the end of what the file holds (newlines there), for the direct writes that follow.
func (s *JSONLSink) extend(from int64, store func(*JSONLSink, []byte, int64) error) {
	pad := newlineBlocks()
	var err error
	for off := from; off < from+jsonlExtend && err == nil; off += int64(len(pad)) {
		err = store(s, pad, off)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if err == nil {
		s.filled = max(s.filled, from+jsonlExtend)
	}
	// On an error the file may hold some of the newlines: the lines are written over them,
	// and the next direct write extends the file itself (which an append's fsync costs).
	s.extending = false
	s.cond.Broadcast()
}

// newlineBlocks returns a block-aligned MiB of newlines, shared and never written to.
var newlineBlocks = sync.OnceValue(func() []byte {
	b := alignedBytes(1 << 20)
	for i := range b {
		b[i] = '\n'
	}
	return b
})

// alignedBytes returns n bytes whose address is a multiple of jsonlBlock, as direct I/O
// needs.
func alignedBytes(n int) []byte {
	b := make([]byte, n+jsonlBlock)
	skip := (jsonlBlock - int(uintptr(unsafe.Pointer(unsafe.SliceData(b)))%jsonlBlock)) % jsonlBlock
	return b[skip : skip+n : skip+n]
}

func alignUp(n int) int { return (n + jsonlBlock - 1) &^ (jsonlBlock - 1) }

// Close waits for an extension to end, cuts the newlines after the last line off the file
// and closes it.
func (s *JSONLSink) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.f == nil {
		return nil
	}
	for s.extending {
		s.cond.Wait()
	}
	var errs []error
	if s.direct != nil {
		errs = append(errs, s.direct.Close())
		s.direct = nil
	}
	if s.broken == nil && s.filled > s.end {
		errs = append(errs, s.f.Truncate(s.end), s.f.Sync())
	}
	errs = append(errs, s.f.Close())
	s.f = nil
	return errors.Join(errs...)
}

// Direct reports whether the sink writes directly (else: buffered writes and an fsync each).
func (s *JSONLSink) Direct() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.direct != nil
}
