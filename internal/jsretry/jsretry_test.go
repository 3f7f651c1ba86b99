package jsretry

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

func TestTransient(t *testing.T) {
	for _, c := range []struct {
		err  error
		want bool
	}{
		{nats.ErrTimeout, true},
		{fmt.Errorf("decision stream: %w", context.DeadlineExceeded), true},
		{nats.ErrNoResponders, true},
		{jetstream.ErrNoStreamResponse, true},
		{nats.ErrConnectionReconnecting, true},
		{&jetstream.APIError{Code: 503, Description: "JetStream system temporarily unavailable"}, true},
		{&jetstream.APIError{Code: 400, ErrorCode: jetstream.JSErrCodeStreamNameInUse}, false},
		{jetstream.ErrStreamNotFound, false},
		{context.Canceled, false},
		{errors.New("disk full"), false},
	} {
		if got := Transient(c.err); got != c.want {
			t.Errorf("Transient(%v) = %v, want %v", c.err, got, c.want)
		}
	}
}

func TestPatiently(t *testing.T) {
	ctx := context.Background()
	calls := 0
	v, err := Patiently(ctx, time.Now().Add(time.Minute), func() (int, error) {
		if calls++; calls < 3 {
			return 0, nats.ErrTimeout
		}
		return 7, nil
	})
	if v != 7 || err != nil || calls != 3 {
		t.Errorf("two timeouts then a value: got %d, %v after %d calls; want 7, nil after 3", v, err, calls)
	}

	calls = 0
	_, err = Patiently(ctx, time.Now().Add(time.Minute), func() (int, error) {
		calls++
		return 0, jetstream.ErrStreamNotFound
	})
	if !errors.Is(err, jetstream.ErrStreamNotFound) || calls != 1 {
		t.Errorf("a lasting error: got %v after %d calls; want it at once", err, calls)
	}

	calls = 0
	_, err = Patiently(ctx, time.Now().Add(300*time.Millisecond), func() (int, error) {
		calls++
		return 0, nats.ErrNoResponders
	})
	if !errors.Is(err, nats.ErrNoResponders) || calls < 2 {
		t.Errorf("transient until the deadline: got %v after %d calls; want no responders after several", err, calls)
	}

	cctx, cancel := context.WithCancel(ctx)
	calls = 0
	_, err = Patiently(cctx, time.Now().Add(time.Minute), func() (int, error) {
		if calls++; calls == 2 {
			cancel()
		}
		return 0, nats.ErrTimeout
	})
	if !errors.Is(err, nats.ErrTimeout) || calls != 2 {
		t.Errorf("the caller gave up: got %v after %d calls; want the last error after 2", err, calls)
	}
}
