package warm

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
)

// fake is a sandbox whose readiness and health the test controls.
type fake struct {
	id        int
	ready     chan struct{}
	unusable  atomic.Bool
	destroyed atomic.Int32
}

func (f *fake) Ready() <-chan struct{} { return f.ready }
func (f *fake) Usable() error {
	if f.unusable.Load() {
		return errors.New("tampered")
	}
	return nil
}
func (f *fake) Destroy() { f.destroyed.Add(1) }

type starter struct {
	mu      sync.Mutex
	started []*fake
	keys    []Key
	ready   bool // start ready
	fail    atomic.Bool
}

func (s *starter) start(_ context.Context, k Key) (*fake, error) {
	if s.fail.Load() {
		return nil, errors.New("no sandbox today")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	f := &fake{id: len(s.started), ready: make(chan struct{})}
	if s.ready {
		close(f.ready)
	}
	s.started = append(s.started, f)
	s.keys = append(s.keys, k)
	return f, nil
}

func (s *starter) all() []*fake {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]*fake(nil), s.started...)
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

var defKey = Key{Image: "img", Limits: executors.DefaultLimits}

func TestPoolFillsTakesAndRefills(t *testing.T) {
	s := &starter{ready: true}
	p := NewPool(executors.PoolConfig{Size: 2, Parallel: 2}, []string{"img"}, executors.DefaultLimits, s.start, nil)
	defer p.Close()
	waitFor(t, "two ready sandboxes", func() bool { return p.Stats().Ready == 2 })
	got, ok := p.Take(defKey)
	if !ok {
		t.Fatal("Take missed with two ready sandboxes")
	}
	if got.destroyed.Load() != 0 {
		t.Fatal("Take handed out a destroyed sandbox")
	}
	waitFor(t, "the refill", func() bool { return p.Stats().Ready == 2 })
	if st := p.Stats(); st.Hits != 1 || st.Misses != 0 || st.Started != 3 {
		t.Errorf("stats = %+v", st)
	}
	other := Key{Image: "img", Limits: executors.Limits{TimeoutS: 3}.WithDefaults()}
	if _, ok := p.Take(other); ok {
		t.Error("Take served a key that was never started")
	}
	waitFor(t, "the new key's sandboxes", func() bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		n := 0
		for _, k := range s.keys {
			if k == other {
				n++
			}
		}
		return n == 2
	})
	if st := p.Stats(); st.Misses != 1 || st.Keys != 2 {
		t.Errorf("stats after a miss = %+v", st)
	}
}

func TestPoolPrefersReadyThenOldestWarming(t *testing.T) {
	s := &starter{}
	p := NewPool(executors.PoolConfig{Size: 2, Parallel: 2}, []string{"img"}, executors.DefaultLimits, s.start, nil)
	defer p.Close()
	waitFor(t, "two sandboxes", func() bool { return p.Stats().Idle == 2 })
	fs := s.all()
	close(fs[1].ready)
	got, ok := p.Take(defKey)
	if !ok || got != fs[1] {
		t.Fatalf("Take = %v %v, want the ready sandbox", got, ok)
	}
	got, ok = p.Take(defKey)
	if !ok || got != fs[0] {
		t.Fatalf("Take = %v %v, want the sandbox still warming", got, ok)
	}
}

func TestPoolDiscardsUnusableAndOld(t *testing.T) {
	s := &starter{ready: true}
	p := NewPool(executors.PoolConfig{Size: 1, MaxAge: 300 * time.Millisecond}, []string{"img"}, executors.DefaultLimits, s.start, nil)
	defer p.Close()
	waitFor(t, "a ready sandbox", func() bool { return p.Stats().Ready == 1 })
	first := s.all()[0]
	first.unusable.Store(true)
	if got, ok := p.Take(defKey); ok {
		t.Fatalf("Take handed out a tampered sandbox %d", got.id)
	}
	if first.destroyed.Load() != 1 {
		t.Error("the tampered sandbox was not destroyed")
	}
	waitFor(t, "a replacement", func() bool { return p.Stats().Ready == 1 })
	second := s.all()[len(s.all())-1]
	waitFor(t, "the old sandbox to be discarded", func() bool { return second.destroyed.Load() == 1 })
	if p.Stats().Discarded < 2 {
		t.Errorf("stats = %+v", p.Stats())
	}
}

func TestPoolEvictsLeastRecentlyUsedKey(t *testing.T) {
	s := &starter{ready: true}
	p := NewPool(executors.PoolConfig{Size: 1, MaxKeys: 1}, []string{"img"}, executors.DefaultLimits, s.start, nil)
	defer p.Close()
	waitFor(t, "a ready sandbox", func() bool { return p.Stats().Ready == 1 })
	first := s.all()[0]
	p.Take(Key{Image: "other", Limits: executors.DefaultLimits})
	if first.destroyed.Load() != 1 {
		t.Error("the evicted key's sandbox was not destroyed")
	}
	if st := p.Stats(); st.Keys != 1 {
		t.Errorf("keys = %d, want 1", st.Keys)
	}
}

func TestPoolCloseDestroysIdleAndSizeZeroHoldsNothing(t *testing.T) {
	s := &starter{ready: true}
	p := NewPool(executors.PoolConfig{Size: 2, Parallel: 2}, []string{"img"}, executors.DefaultLimits, s.start, nil)
	waitFor(t, "two ready sandboxes", func() bool { return p.Stats().Ready == 2 })
	taken, _ := p.Take(defKey)
	p.Close()
	p.Close()
	for _, f := range s.all() {
		want := int32(1)
		if f == taken {
			want = 0 // the taker's to destroy
		}
		if f.destroyed.Load() != want {
			t.Errorf("sandbox %d destroyed %d times, want %d", f.id, f.destroyed.Load(), want)
		}
	}
	ran := false
	p.Do(func() { ran = true }) // after Close: runs on the caller's goroutine
	if !ran {
		t.Error("Do after Close did not run")
	}

	s0 := &starter{ready: true}
	p0 := NewPool(executors.PoolConfig{Size: 0}, []string{"img"}, executors.DefaultLimits, s0.start, nil)
	defer p0.Close()
	if _, ok := p0.Take(defKey); ok {
		t.Error("a pool of size 0 served a run")
	}
	time.Sleep(50 * time.Millisecond)
	if len(s0.all()) != 0 {
		t.Error("a pool of size 0 started sandboxes")
	}
}

func TestPoolStartErrorsAreCountedAndRetried(t *testing.T) {
	s := &starter{ready: true}
	s.fail.Store(true)
	var errs atomic.Int32
	p := NewPool(executors.PoolConfig{Size: 1}, []string{"img"}, executors.DefaultLimits, s.start, func(error) { errs.Add(1) })
	defer p.Close()
	waitFor(t, "a failed start", func() bool { return errs.Load() > 0 })
	s.fail.Store(false)
	waitFor(t, "a start after the failure", func() bool { return p.Stats().Ready == 1 })
	if p.Stats().StartErrors == 0 {
		t.Error("start errors not counted")
	}
}

func TestPoolParallelBoundsWarming(t *testing.T) {
	s := &starter{}
	p := NewPool(executors.PoolConfig{Size: 3, Parallel: 1}, []string{"img"}, executors.DefaultLimits, s.start, nil)
	defer p.Close()
	waitFor(t, "a sandbox", func() bool { return p.Stats().Idle == 1 })
	time.Sleep(1500 * time.Millisecond) // a janitor round
	if n := len(s.all()); n != 1 {
		t.Fatalf("%d sandboxes warming at once, want 1", n)
	}
	close(s.all()[0].ready)
	waitFor(t, "the next start", func() bool { return len(s.all()) == 2 })
}

func TestSuperviseTimeoutAndReport(t *testing.T) {
	exit := make(chan error, 1)
	ready := make(chan struct{})
	close(ready)
	report := make(chan int, 1)
	var killed atomic.Int32
	f := Supervise(context.Background(), Run[int]{
		Exit: exit, Ready: ready, Report: report, Startup: time.Second, Timeout: 50 * time.Millisecond,
		ExitGrace: time.Second, KillWait: time.Second,
		OnReport: func(int, bool) bool { t.Error("no report was sent"); return false },
		Kill: func() {
			if killed.Add(1) == 1 {
				exit <- errors.New("killed")
			}
		},
	})
	if !f.TimedOut || !f.Started || f.GotReport || killed.Load() == 0 || f.ExitErr == nil {
		t.Errorf("timeout: facts = %+v, kills %d", f, killed.Load())
	}

	report <- 7
	f = Supervise(context.Background(), Run[int]{
		Exit: make(chan error), Ready: make(chan struct{}), Report: report, Startup: time.Second, Timeout: time.Second,
		ExitGrace: time.Second, KillWait: time.Second,
		OnReport: func(r int, stopped bool) bool { return r == 7 && !stopped },
		Kill:     func() { t.Error("a finished run was killed") },
	})
	if !f.Finished || !f.GotReport || f.Report != 7 || !f.Started {
		t.Errorf("finished: facts = %+v", f)
	}

	f = Supervise(context.Background(), Run[int]{
		Exit: make(chan error), Ready: make(chan struct{}), Report: make(chan int), Startup: 20 * time.Millisecond,
		Timeout: time.Second, ExitGrace: time.Second, KillWait: 20 * time.Millisecond,
		OnReport: func(int, bool) bool { return false }, Kill: func() {},
	})
	if !f.TimedOut || f.Started || !errors.Is(f.ExitErr, ErrAbandoned) {
		t.Errorf("never started, never exited: facts = %+v", f)
	}
}
