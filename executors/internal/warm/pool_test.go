package warm

import (
	"context"
	"errors"
	"fmt"
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
	busy    []bool // each start's busy
	ready   bool   // start ready
	fail    atomic.Bool
}

func (s *starter) start(_ context.Context, k Key, busy bool) (*fake, error) {
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
	s.busy = append(s.busy, busy)
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
	got, ok, _ := p.Take(defKey, Dataset{})
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
	if _, ok, _ := p.Take(other, Dataset{}); ok {
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

// A start is busy only when runs take sandboxes faster than the pool makes them ready: not the
// first fill, not the refill after a run that left a ready sandbox behind, but the one after a
// run that took the last ready one.
func TestPoolStartsBusyOnlyWhenRunsOutpaceIt(t *testing.T) {
	s := &starter{ready: true}
	p := NewPool(executors.PoolConfig{Size: 2, Parallel: 2}, []string{"img"}, executors.DefaultLimits, s.start, nil)
	defer p.Close()
	waitFor(t, "two ready sandboxes", func() bool { return p.Stats().Ready == 2 })
	s.mu.Lock()
	s.ready = false // from now on, sandboxes stay warming
	s.mu.Unlock()
	if _, ok, _ := p.Take(defKey, Dataset{}); !ok { // one ready one left
		t.Fatal("Take missed")
	}
	waitFor(t, "the refill", func() bool { return len(s.all()) == 3 })
	if _, ok, _ := p.Take(defKey, Dataset{}); !ok { // the last ready one
		t.Fatal("Take missed")
	}
	waitFor(t, "the second refill", func() bool { return p.Stats().Started == 4 })
	s.mu.Lock()
	busy := append([]bool(nil), s.busy...)
	s.mu.Unlock()
	if want := []bool{false, false, false, true}; fmt.Sprint(busy) != fmt.Sprint(want) {
		t.Errorf("busy of each start = %v, want %v", busy, want)
	}
	if st := p.Stats(); st.BusyStarts != 1 || st.Started != 4 {
		t.Errorf("stats = %+v", st)
	}
	// A run that misses alone is not busy; a second one right after it, with nothing ready, is.
	time.Sleep(primeQuiet + 50*time.Millisecond)
	other := Key{Image: "img", Limits: executors.Limits{TimeoutS: 3}.WithDefaults()}
	if _, ok, _ := p.Take(other, Dataset{}); ok || p.Busy(other) {
		t.Errorf("a lone miss: served %v, busy %v", ok, p.Busy(other))
	}
	p.Take(other, Dataset{}) // it may get one of the refill's, still warming
	if !p.Busy(other) {
		t.Error("a second run right after a miss, with nothing ready: not busy")
	}
}

func TestPoolPrefersReadyThenOldestWarming(t *testing.T) {
	s := &starter{}
	p := NewPool(executors.PoolConfig{Size: 2, Parallel: 2}, []string{"img"}, executors.DefaultLimits, s.start, nil)
	defer p.Close()
	waitFor(t, "two sandboxes", func() bool { return p.Stats().Idle == 2 })
	fs := s.all()
	close(fs[1].ready)
	got, ok, _ := p.Take(defKey, Dataset{})
	if !ok || got != fs[1] {
		t.Fatalf("Take = %v %v, want the ready sandbox", got, ok)
	}
	got, ok, _ = p.Take(defKey, Dataset{})
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
	if got, ok, _ := p.Take(defKey, Dataset{}); ok {
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
	p.Take(Key{Image: "other", Limits: executors.DefaultLimits}, Dataset{})
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
	taken, _, _ := p.Take(defKey, Dataset{})
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
	if _, ok, _ := p0.Take(defKey, Dataset{}); ok {
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
	if !f.TimedOut || !f.Started || f.GotReport || killed.Load() == 0 || f.ExitErr == nil || f.Overdue() {
		t.Errorf("timeout: facts = %+v, kills %d", f, killed.Load())
	}

	// A harness that reported, was let go and did not exit within the grace: killed for it,
	// and Overdue, so that its report decides.
	report <- 3
	killed.Store(0)
	f = Supervise(context.Background(), Run[int]{
		Exit: exit, Ready: make(chan struct{}), Report: report, Startup: time.Second, Timeout: time.Second,
		ExitGrace: 20 * time.Millisecond, KillWait: time.Second,
		OnReport: func(int, bool) bool { return false },
		Kill: func() {
			if killed.Add(1) == 1 {
				exit <- errors.New("killed")
			}
		},
	})
	if !f.GotReport || f.Finished || f.TimedOut || killed.Load() != 1 || f.ExitErr == nil || !f.Overdue() {
		t.Errorf("overdue: facts = %+v, kills %d, overdue %v", f, killed.Load(), f.Overdue())
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

// primable is a fake that can be primed; failPrime makes its Prime fail.
type primable struct {
	fake
	mu        sync.Mutex
	primed    []Dataset
	failPrime bool
}

func (f *primable) Prime(ds Dataset) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.primed = append(f.primed, ds)
	if f.failPrime {
		return errors.New("cannot read it")
	}
	return nil
}

func (f *primable) primedWith() []Dataset {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]Dataset(nil), f.primed...)
}

type primableStarter struct {
	mu        sync.Mutex
	started   []*primable
	failPrime bool
}

func (s *primableStarter) start(_ context.Context, _ Key, _ bool) (*primable, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f := &primable{fake: fake{id: len(s.started), ready: make(chan struct{})}, failPrime: s.failPrime}
	close(f.ready)
	s.started = append(s.started, f)
	return f, nil
}

func (s *primableStarter) primed(ds Dataset) []*primable {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []*primable
	for _, f := range s.started {
		if p := f.primedWith(); len(p) > 0 && p[len(p)-1] == ds && f.destroyed.Load() == 0 {
			out = append(out, f)
		}
	}
	return out
}

// TestPoolPrimesForTheLastDataset: once a run brought dataset A and the pool is full again, one
// sandbox is primed with A, on top of Size; the next run on A gets it (primed); a run on B
// never does, and gets an unprimed one; then the key's primed sandbox is one for B, and the
// one for A is discarded.
func TestPoolPrimesForTheLastDataset(t *testing.T) {
	s := &primableStarter{}
	p := NewPool(executors.PoolConfig{Size: 2, Parallel: 2}, []string{"img"}, executors.DefaultLimits, s.start, nil)
	defer p.Close()
	waitFor(t, "two ready sandboxes", func() bool { return p.Stats().Ready == 2 })
	a, b := Dataset{Path: "/d/a.csv", ID: "a"}, Dataset{Path: "/d/b.csv", ID: "b"}
	got, ok, primed := p.Take(defKey, a)
	if !ok || primed || len(got.primedWith()) != 0 {
		t.Fatalf("first run on A: ok %v, primed %v %v", ok, primed, got.primedWith())
	}
	waitFor(t, "a sandbox primed with A beside two others", func() bool {
		return len(s.primed(a)) == 1 && p.Stats().Ready == 3
	})
	for range 2 {
		other, ok, primed := p.Take(defKey, b)
		if !ok || primed || len(other.primedWith()) != 0 {
			t.Fatalf("a run on B got ok %v, primed %v, stats %+v", ok, primed, p.Stats())
		}
	}
	// Two runs on B took the unprimed sandboxes, not the one primed with A.
	waitFor(t, "the pool primed with B and A's discarded", func() bool {
		return len(s.primed(b)) == 1 && len(s.primed(a)) == 0 && p.Stats().Ready == 3
	})
	waitFor(t, "priming done", func() bool { return p.primedCount() == 2 })
	got, ok, primed = p.Take(defKey, b)
	if !ok || !primed || got.primedWith()[0] != b {
		t.Fatalf("run on B: ok %v primed %v, stats %+v", ok, primed, p.Stats())
	}
	if _, _, primed := p.Take(defKey, a); primed {
		t.Error("a run on A was served primed after A's sandbox was discarded")
	}
	if st := p.Stats(); st.Misses != 0 {
		t.Errorf("stats = %+v", st)
	}
}

func (p *Pool[S]) primedCount() uint64 { return p.Stats().Primed }

// TestPoolPrimingFailureDiscards: a sandbox whose priming failed is destroyed, never handed
// out, and the pool goes back to its size.
func TestPoolPrimingFailureDiscards(t *testing.T) {
	s := &primableStarter{failPrime: true}
	var errs atomic.Int32
	p := NewPool(executors.PoolConfig{Size: 1, Parallel: 1}, []string{"img"}, executors.DefaultLimits, s.start, func(error) { errs.Add(1) })
	defer p.Close()
	waitFor(t, "a ready sandbox", func() bool { return p.Stats().Ready == 1 })
	a := Dataset{Path: "/d/a.csv", ID: "a"}
	if _, ok, _ := p.Take(defKey, a); !ok {
		t.Fatal("miss")
	}
	waitFor(t, "a failed priming", func() bool { return errs.Load() > 0 })
	s.mu.Lock()
	var failed *primable
	for _, f := range s.started {
		if len(f.primedWith()) > 0 {
			failed = f
		}
	}
	s.mu.Unlock()
	waitFor(t, "the failed sandbox destroyed", func() bool { return failed.destroyed.Load() == 1 })
	time.Sleep(3 * primeQuiet)
	if n := len(failed.primedWith()); errs.Load() != 1 || n != 1 {
		t.Errorf("%d priming errors, %d tries: a failed priming is tried again before a run brings its dataset again", errs.Load(), n)
	}
	got, ok, primed := p.Take(defKey, a)
	if ok && (primed || got == failed) {
		t.Errorf("Take returned the sandbox whose priming failed (primed %v)", primed)
	}
}

// TestPoolPrimingLeavesSizeAlone: a primed sandbox is one more than Size; while one is started
// and primed, the key's unprimed sandboxes stay, so that a run on another dataset, taken as
// soon as the pool looks full, is always served warm.
func TestPoolPrimingLeavesSizeAlone(t *testing.T) {
	s := &primableStarter{}
	p := NewPool(executors.PoolConfig{Size: 1, Parallel: 1}, []string{"img"}, executors.DefaultLimits, s.start, nil)
	defer p.Close()
	full := func() bool {
		st := p.Stats()
		return st.Starting == 0 && st.Ready == st.Idle && st.Idle-st.IdlePrimed >= 1
	}
	for i := range 8 {
		waitFor(t, "a full pool", full)
		time.Sleep(time.Duration(i%3) * primeQuiet / 2) // before, around and after priming
		ds := Dataset{Path: "/d/x.csv", ID: fmt.Sprint("x", i%2)}
		if _, ok, _ := p.Take(defKey, ds); !ok {
			t.Fatalf("run %d missed: %+v", i, p.Stats())
		}
	}
	if st := p.Stats(); st.Primed == 0 {
		t.Errorf("nothing was primed: %+v", st)
	}
}

// TestPoolDoesNotPrimeUnderLoad: while runs keep taking sandboxes (more often than
// primeQuiet), nothing is primed, even when the pool is full between them; once they stop, the
// pool primes for the last dataset.
func TestPoolDoesNotPrimeUnderLoad(t *testing.T) {
	s := &primableStarter{}
	p := NewPool(executors.PoolConfig{Size: 2, Parallel: 2}, []string{"img"}, executors.DefaultLimits, s.start, nil)
	defer p.Close()
	waitFor(t, "two ready sandboxes", func() bool { return p.Stats().Ready == 2 })
	a := Dataset{Path: "/d/a.csv", ID: "a"}
	for end := time.Now().Add(4 * primeQuiet); time.Now().Before(end); {
		if _, _, primed := p.Take(defKey, a); primed {
			t.Fatal("a run was served primed under load")
		}
		time.Sleep(primeQuiet / 5)
	}
	if n := p.primedCount(); n != 0 {
		t.Errorf("%d sandboxes primed while runs came every %v", n, primeQuiet/5)
	}
	waitFor(t, "priming once the runs stopped", func() bool { return p.primedCount() == 1 })
}
