package warm

import (
	"context"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/sluice-gw/sluice/executors"
)

// Sandbox is a started sandbox as the pool holds it: a harness that is importing or has
// imported its libraries and waits for its one job. It never ran user code.
type Sandbox interface {
	// Ready is closed when the harness announced itself (imports done).
	Ready() <-chan struct{}
	// Usable reports why the sandbox must not take a job, or nil: it ended, produced output
	// before any job (tampered with), or failed otherwise.
	Usable() error
	// Destroy kills the sandbox and removes everything it had on the host. It is called
	// exactly once for a sandbox the pool discards; a taken sandbox is the taker's to destroy.
	Destroy()
}

// StartFunc starts one sandbox for key. It runs on the pool's starter thread and must not
// block past the sandbox's start (the imports go on in the background). ctx ends when the pool
// closes.
type StartFunc[S Sandbox] func(ctx context.Context, key Key) (S, error)

// Key says what a sandbox was started for: runs are served only by a sandbox started with
// exactly their image and limits, so that a warm run is built exactly like a cold one.
type Key struct {
	// Image is the job's image.
	Image string
	// Limits are the job's limits with the defaults filled in.
	Limits executors.Limits
}

// Pool keeps sandboxes started ahead of the jobs that will take them. Each sandbox serves one
// run and is then destroyed by its taker; the pool refills in the background. The keys kept
// warm are the configured images with the default limits at first, then the keys of the most
// recent runs (at most MaxKeys). A pool of Size 0 holds nothing and Take always misses.
//
// All methods are safe for concurrent use.
type Pool[S Sandbox] struct {
	cfg   executors.PoolConfig
	start StartFunc[S]
	onErr func(error)

	ctx    context.Context
	cancel context.CancelFunc
	work   chan func() // the starter thread's queue
	wg     sync.WaitGroup
	doers  sync.WaitGroup // Do calls in flight; Close waits for them before the starter ends

	mu       sync.Mutex
	idle     map[Key][]entry[S]
	keys     []Key // most recently used first
	starting map[Key]int
	closed   bool
	stats    executors.PoolStats
}

type entry[S Sandbox] struct {
	s    S
	born time.Time
}

// janitorEvery is how often the pool discards dead and expired sandboxes and refills.
const janitorEvery = time.Second

// NewPool starts a pool that keeps cfg.Size sandboxes per key, seeded with images at
// defaults. onErr receives start failures (the pool retries on its next round); it may be nil.
func NewPool[S Sandbox](cfg executors.PoolConfig, images []string, defaults executors.Limits, start StartFunc[S], onErr func(error)) *Pool[S] {
	cfg = cfg.WithDefaults()
	ctx, cancel := context.WithCancel(context.Background())
	p := &Pool[S]{
		cfg: cfg, start: start, onErr: onErr, ctx: ctx, cancel: cancel,
		work: make(chan func(), 64), idle: map[Key][]entry[S]{}, starting: map[Key]int{},
	}
	if p.onErr == nil {
		p.onErr = func(error) {}
	}
	p.stats.Size = cfg.Size
	if cfg.Size <= 0 {
		return p
	}
	for _, img := range images {
		if len(p.keys) < cfg.MaxKeys {
			p.keys = append(p.keys, Key{Image: img, Limits: defaults})
		}
	}
	p.wg.Add(2)
	go p.starter()
	go p.janitor()
	p.refill()
	return p
}

// starter runs every sandbox start on one OS thread that lives as long as the pool: a
// sandbox's parent-death signal is tied to the thread that started it, and Go may otherwise
// end that thread while the sandbox waits in the pool.
func (p *Pool[S]) starter() {
	defer p.wg.Done()
	runtime.LockOSThread() // never unlocked: the thread ends with the goroutine, after the pool
	for {
		select {
		case f := <-p.work:
			f()
		case <-p.ctx.Done():
			return
		}
	}
}

// Do runs f on the pool's starter thread and waits for it: cold starts use it too, so that
// every sandbox's parent thread outlives it. It falls back to the caller's goroutine when the
// pool has no starter (Size 0) or is closed.
func (p *Pool[S]) Do(f func()) {
	if p.cfg.Size <= 0 {
		f()
		return
	}
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		f()
		return
	}
	p.doers.Add(1)
	p.mu.Unlock()
	defer p.doers.Done()
	done := make(chan struct{})
	p.work <- func() { defer close(done); f() }
	<-done
}

func (p *Pool[S]) janitor() {
	defer p.wg.Done()
	t := time.NewTicker(janitorEvery)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			p.sweep()
			p.refill()
		case <-p.ctx.Done():
			return
		}
	}
}

// sweep discards every idle sandbox that is no longer usable or older than MaxAge.
func (p *Pool[S]) sweep() {
	var drop []S
	p.mu.Lock()
	for k := range p.idle {
		drop = p.pruneLocked(k, drop)
	}
	p.mu.Unlock()
	for _, s := range drop {
		s.Destroy()
	}
}

// pruneLocked moves key's idle sandboxes that are no longer usable or older than MaxAge from
// the pool to drop, for the caller to destroy once mu is released. Called with mu held.
func (p *Pool[S]) pruneLocked(key Key, drop []S) []S {
	es := p.idle[key]
	kept := es[:0]
	for _, e := range es {
		if time.Since(e.born) > p.cfg.MaxAge || e.s.Usable() != nil {
			drop = append(drop, e.s)
			p.stats.Discarded++
			continue
		}
		kept = append(kept, e)
	}
	p.idle[key] = kept
	return drop
}

// refill queues starts for every kept key that has fewer than Size sandboxes, at most
// Parallel at a time.
func (p *Pool[S]) refill() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return
	}
	// Imports are what costs: count the sandboxes still importing against Parallel too.
	inFlight := 0
	for _, n := range p.starting {
		inFlight += n
	}
	for _, es := range p.idle {
		for _, e := range es {
			if !isReady(e.s) {
				inFlight++
			}
		}
	}
	for _, k := range p.keys {
		for len(p.idle[k])+p.starting[k] < p.cfg.Size && inFlight < p.cfg.Parallel {
			p.starting[k]++
			inFlight++
			key := k
			select {
			case p.work <- func() { p.startOne(key) }:
			default:
				p.starting[k]--
				return
			}
		}
	}
}

func (p *Pool[S]) startOne(k Key) {
	s, err := p.start(p.ctx, k)
	p.mu.Lock()
	p.starting[k]--
	if err != nil {
		p.stats.StartErrors++
		p.mu.Unlock()
		p.onErr(err)
		return
	}
	if p.closed || !slices.Contains(p.keys, k) {
		p.mu.Unlock()
		s.Destroy()
		return
	}
	p.idle[k] = append(p.idle[k], entry[S]{s: s, born: time.Now()})
	p.stats.Started++
	p.mu.Unlock()
	// Refill once this one is ready: starts run one after another, and a start that is
	// queued behind importing harnesses only adds CPU contention.
	go func() {
		select {
		case <-s.Ready():
		case <-time.After(30 * time.Second):
		case <-p.ctx.Done():
			return
		}
		p.refill()
	}()
}

// Take returns a sandbox for key: a ready one if the pool has one, else the oldest one still
// importing (it is ahead of a cold start), else ok is false and the caller starts one cold.
// The caller owns the sandbox from then on and must Destroy it. Take also makes key one of
// the kept keys and starts its refill.
func (p *Pool[S]) Take(key Key) (s S, ok bool) {
	if p.cfg.Size <= 0 {
		return s, false
	}
	var drop []S
	defer func() {
		for _, d := range drop {
			d.Destroy()
		}
		p.refill()
	}()
	p.mu.Lock()
	defer p.mu.Unlock()
	p.touch(key, &drop)
	drop = p.pruneLocked(key, drop)
	es := p.idle[key]
	// The first ready one, else the oldest (entries are in the order they were started).
	pick := -1
	for i, e := range es {
		if isReady(e.s) {
			pick = i
			break
		}
	}
	if pick < 0 && len(es) > 0 {
		pick = 0
	}
	if pick >= 0 {
		s, ok = es[pick].s, true
		p.idle[key] = slices.Delete(es, pick, pick+1)
	}
	if ok {
		p.stats.Hits++
	} else {
		p.stats.Misses++
	}
	return s, ok
}

// touch moves key to the front of the kept keys, dropping the least recently used key (and
// its idle sandboxes, into drop) beyond MaxKeys. Called with mu held.
func (p *Pool[S]) touch(key Key, drop *[]S) {
	if i := slices.Index(p.keys, key); i >= 0 {
		p.keys = slices.Delete(p.keys, i, i+1)
	}
	p.keys = slices.Insert(p.keys, 0, key)
	for len(p.keys) > p.cfg.MaxKeys {
		old := p.keys[len(p.keys)-1]
		p.keys = p.keys[:len(p.keys)-1]
		for _, e := range p.idle[old] {
			*drop = append(*drop, e.s)
		}
		delete(p.idle, old)
	}
}

func isReady(s Sandbox) bool {
	select {
	case <-s.Ready():
		return true
	default:
		return false
	}
}

// Started fills res.Usage.StartMS, the time from the executor's Run call (asked) until the
// harness had the job (the later of the job line sent and the harness ready; zero times when
// neither happened), and res.Usage.Warm (served by a pooled sandbox). A run whose sandbox was
// not ready when it got it (wasReady false: a cold start, or a pooled one still importing)
// counts as a wait in Stats.
func (p *Pool[S]) Started(res *executors.Result, asked, sent, ready time.Time, warm, wasReady bool) {
	res.Usage.Warm = warm
	if sent.IsZero() || ready.IsZero() {
		return
	}
	at := sent
	if ready.After(at) {
		at = ready
	}
	res.Usage.StartMS = at.Sub(asked).Milliseconds()
	if !wasReady {
		p.mu.Lock()
		p.stats.WaitSeconds += at.Sub(asked).Seconds()
		p.stats.Waits++
		p.mu.Unlock()
	}
}

// Stats returns the pool's counters and what it holds now.
func (p *Pool[S]) Stats() executors.PoolStats {
	p.mu.Lock()
	defer p.mu.Unlock()
	st := p.stats
	st.Idle, st.Ready, st.Starting = 0, 0, 0
	for _, es := range p.idle {
		for _, e := range es {
			st.Idle++
			if isReady(e.s) {
				st.Ready++
			}
		}
	}
	for _, n := range p.starting {
		st.Starting += n
	}
	st.Keys = len(p.keys)
	return st
}

// Close stops refilling and destroys every idle sandbox. Sandboxes already taken are their
// takers'. Close is idempotent.
func (p *Pool[S]) Close() {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return
	}
	p.closed = true
	var drop []S
	for _, es := range p.idle {
		for _, e := range es {
			drop = append(drop, e.s)
		}
	}
	p.idle = map[Key][]entry[S]{}
	p.mu.Unlock()
	p.doers.Wait()
	p.cancel()
	p.wg.Wait()
	for _, s := range drop {
		s.Destroy()
	}
}
