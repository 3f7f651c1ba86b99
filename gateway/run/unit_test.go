package run

import (
	"bytes"
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"
)

// TestTurnsOneAtATime: a key's turn is held by one taker at a time, others' keys are free,
// a waiter whose context ends gives up, and a key is forgotten once nobody holds or waits.
func TestTurnsOneAtATime(t *testing.T) {
	var tu turns
	ctx := context.Background()
	release, err := tu.take(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	other, err := tu.take(ctx, "b")
	if err != nil {
		t.Fatalf("another key waited: %v", err)
	}
	other()
	short, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel()
	if _, err := tu.take(short, "a"); err == nil {
		t.Fatal("a second taker got a held turn")
	}
	var got atomic.Bool
	done := make(chan struct{})
	go func() {
		defer close(done)
		r, err := tu.take(ctx, "a")
		if err == nil {
			got.Store(true)
			r()
		}
	}()
	time.Sleep(20 * time.Millisecond)
	if got.Load() {
		t.Fatal("the waiter took the turn before it was released")
	}
	release()
	<-done
	if !got.Load() {
		t.Fatal("the waiter did not get the released turn")
	}
	if n := len(tu.m); n != 0 {
		t.Errorf("%d keys remembered with nobody holding or waiting", n)
	}
}

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
