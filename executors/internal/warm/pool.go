package warm

import (
	"context"
	"errors"
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

// Primer is a Sandbox that can be primed with the dataset a run is likely to bring: its harness
// reads the dataset before any job exists (in the pool's idle time), so that a run on that
// dataset finds it parsed. A primed sandbox still never ran user code; it serves only a run
// on the same dataset (same Dataset.ID), never another, since it holds that dataset.
type Primer interface {
	Prime(ds Dataset) error
}

// Dataset names a run's dataset for priming: Path is the host copy the sandbox reads it
// from, ID what makes it this content (equal IDs, equal bytes), Frame the host copy of its
// frame or empty (a sandbox primed with or without it holds the same DataFrame). The zero
// Dataset is none.
type Dataset struct {
	Path, ID, Frame string
}

// StartFunc starts one sandbox for key. It runs on the pool's starter thread and must not
// block past the sandbox's start (the imports go on in the background). ctx ends when the pool
// closes. busy says that runs take key's sandboxes as fast as the pool starts them (see
// Pool.busyLocked): the sandbox will not wait in the pool, so work that only pays off while it
// waits (the zygote's copy-ahead) is better left out.
type StartFunc[S Sandbox] func(ctx context.Context, key Key, busy bool) (S, error)

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
	keys     []Key           // most recently used first
	starting map[Key]int     // unprimed sandboxes being started
	priming  map[Key]int     // sandboxes being started to be primed
	want     map[Key]Dataset // the dataset the last run of a key brought: the one to prime for
	lastTake time.Time       // when a run last took a sandbox (or missed)
	prevTake time.Time       // the take before that one
	primeAt  *time.Timer     // refills once the pool has been quiet for primeQuiet
	closed   bool
	stats    executors.PoolStats
}

type entry[S Sandbox] struct {
	s    S
	born time.Time
	// primed is the dataset the sandbox was primed with (zero: none, it serves any run);
	// priming is true until its Prime returned, and the entry is not taken meanwhile.
	primed  Dataset
	priming bool
}

// janitorEvery is how often the pool discards dead and expired sandboxes and refills.
const janitorEvery = time.Second

// primeQuiet is how long no run may have taken a sandbox before the pool primes one: an
// agent's next run comes seconds after its last, while under load runs come every few tens of
// milliseconds and a primed sandbox would mostly be discarded unused (8 clients over 16
// sessions: 54 primed, 16 used, and 20% fewer runs a second, without this wait).
const primeQuiet = 150 * time.Millisecond

// NewPool starts a pool that keeps cfg.Size sandboxes per key, seeded with images at
// defaults. onErr receives start failures (the pool retries on its next round); it may be nil.
func NewPool[S Sandbox](cfg executors.PoolConfig, images []string, defaults executors.Limits, start StartFunc[S], onErr func(error)) *Pool[S] {
	cfg = cfg.WithDefaults()
	ctx, cancel := context.WithCancel(context.Background())
	p := &Pool[S]{
		cfg: cfg, start: start, onErr: onErr, ctx: ctx, cancel: cancel,
		work: make(chan func(), 64), idle: map[Key][]entry[S]{}, starting: map[Key]int{}, priming: map[Key]int{},
		want: map[Key]Dataset{},
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
	var drop []S
	defer func() {
		for _, s := range drop {
			s.Destroy()
		}
	}()
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
	for _, n := range p.priming {
		inFlight += n
	}
	for _, es := range p.idle {
		for _, e := range es {
			if !isReady(e.s) {
				inFlight++
			}
		}
	}
	if p.queueStartsLocked(&inFlight) && inFlight == 0 {
		p.primeLocked(&drop)
	}
}

// queueStartsLocked queues starts for every kept key below Size, counting them in inFlight,
// at most Parallel in flight; false if the starter's queue is full. Called with mu held.
func (p *Pool[S]) queueStartsLocked(inFlight *int) bool {
	for _, k := range p.keys {
		busy := p.busyLocked(k)
		for p.generic(k)+p.starting[k] < p.cfg.Size && *inFlight < p.cfg.Parallel {
			p.starting[k]++
			*inFlight++
			key := k
			select {
			case p.work <- func() { p.startOne(key, Dataset{}, busy) }:
			default:
				p.starting[k]--
				return false
			}
		}
	}
	return true
}

// Busy reports whether a sandbox started for key now would be busy (StartFunc): for an
// executor that starts one itself for a run that missed.
func (p *Pool[S]) Busy(key Key) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.busyLocked(key)
}

// busyLocked reports that runs take key's sandboxes as fast as the pool starts them: the last
// two runs took one (or missed) within primeQuiet of now, and none that serves any run is
// ready. An agent's pace (seconds between runs) is never busy, nor is a lone run that misses,
// nor the first fill. Called with mu held.
func (p *Pool[S]) busyLocked(key Key) bool {
	if p.prevTake.IsZero() || time.Since(p.prevTake) >= primeQuiet {
		return false
	}
	for _, e := range p.idle[key] {
		if e.primed.ID == "" && isReady(e.s) {
			return false
		}
	}
	return true
}

// generic counts key's idle sandboxes that are not primed: those that serve any run, which
// Size counts. Called with mu held.
func (p *Pool[S]) generic(key Key) int {
	n := 0
	for _, e := range p.idle[key] {
		if e.primed.ID == "" {
			n++
		}
	}
	return n
}

// primeLocked starts one sandbox to prime, when the pool is idle (nothing starting or
// importing, every kept key at Size, no run took a sandbox for primeQuiet): for the most
// recently used key whose last run brought a dataset that no sandbox holds or is being primed
// with, one more sandbox is started beyond Size and primed with it once ready (startOne). The
// key's unprimed sandboxes stay as they are, so that a run on another dataset never misses
// for it. A key keeps one primed sandbox, for its latest dataset: one primed for an older
// dataset is discarded (into drop, for the caller to destroy once mu is released). It reports
// whether it started one. Priming is idle-time work (the sandbox imports and reads at the idle
// priority of a pooled sandbox): under load nothing is primed. Called with mu held.
func (p *Pool[S]) primeLocked(drop *[]S) bool {
	for _, k := range p.keys {
		if p.generic(k) < p.cfg.Size {
			return false
		}
	}
	if wait := primeQuiet - time.Since(p.lastTake); wait > 0 {
		if p.primeAt == nil {
			p.primeAt = time.AfterFunc(wait, p.refill)
		} else {
			p.primeAt.Reset(wait)
		}
		return false
	}
	for _, k := range p.keys {
		ds := p.want[k]
		if ds.ID == "" || p.priming[k] > 0 {
			continue
		}
		have := false
		for _, e := range p.idle[k] {
			have = have || e.primed.ID == ds.ID
		}
		if have {
			continue
		}
		kept := p.idle[k][:0]
		for _, e := range p.idle[k] {
			if e.primed.ID != "" && !e.priming {
				*drop = append(*drop, e.s) // primed for an older dataset
				p.stats.Discarded++
				continue
			}
			kept = append(kept, e)
		}
		p.idle[k] = kept
		p.priming[k]++
		select {
		case p.work <- func() { p.startOne(k, ds, false) }:
			return true
		default:
			p.priming[k]--
			return false
		}
	}
	return false
}

// prime runs s's Prime (s was started for ds and is ready) and makes it takeable; a sandbox
// whose priming failed, or that cannot be primed, is discarded, and ds is not primed for
// again until a run brings it again.
func (p *Pool[S]) prime(k Key, s S, ds Dataset) {
	err := errNotPrimer
	if pr, ok := any(s).(Primer); ok {
		err = pr.Prime(ds)
	}
	p.mu.Lock()
	found := false
	for i, e := range p.idle[k] {
		if any(e.s) == any(s) {
			found = true
			if err != nil {
				p.idle[k] = slices.Delete(p.idle[k], i, i+1)
				p.stats.Discarded++
				if p.want[k].ID == ds.ID {
					delete(p.want, k) // not again until a run brings it again
				}
			} else {
				p.idle[k][i].priming = false
				p.stats.Primed++
			}
			break
		}
	}
	closed := p.closed
	p.mu.Unlock()
	if err != nil {
		if !closed {
			p.onErr(err)
		}
		if found {
			s.Destroy()
		}
	}
	p.refill()
}

var errNotPrimer = errors.New("warm: the sandbox cannot be primed")

// startOne starts a sandbox for k, to be primed with ds once ready (the zero Dataset: an
// unprimed one, counted against Size); busy is StartFunc's.
func (p *Pool[S]) startOne(k Key, ds Dataset, busy bool) {
	s, err := p.start(p.ctx, k, busy)
	p.mu.Lock()
	if ds.ID == "" {
		p.starting[k]--
	} else {
		p.priming[k]--
	}
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
	p.idle[k] = append(p.idle[k], entry[S]{s: s, born: time.Now(), primed: ds, priming: ds.ID != ""})
	p.stats.Started++
	if busy {
		p.stats.BusyStarts++
	}
	p.mu.Unlock()
	// Refill (or prime) once this one is ready: starts run one after another, and a start
	// that is queued behind importing harnesses only adds CPU contention.
	go func() {
		select {
		case <-s.Ready():
		case <-time.After(30 * time.Second):
		case <-p.ctx.Done():
			return
		}
		if ds.ID != "" && isReady(s) {
			p.prime(k, s, ds)
			return
		}
		p.refill()
	}()
}

// Take returns a sandbox for key and a run on dataset ds (the zero Dataset: none): one primed
// with ds if the pool has one, else a ready one that is not primed, else the oldest one still
// importing (it is ahead of a cold start), else ok is false and the caller starts one cold.
// A sandbox primed with another dataset is never returned. primed says whether the sandbox
// holds ds already. The caller owns the sandbox from then on and must Destroy it. Take also
// makes key one of the kept keys, ds the dataset to prime its next sandbox with, and starts
// its refill.
func (p *Pool[S]) Take(key Key, ds Dataset) (s S, ok, primed bool) {
	if p.cfg.Size <= 0 {
		return s, false, false
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
	p.prevTake, p.lastTake = p.lastTake, time.Now()
	if ds.ID != "" {
		p.want[key] = ds
	}
	es := p.idle[key]
	// The one primed with ds, else the first ready one not primed, else the oldest not primed
	// (entries are in the order they were started).
	pick, first := -1, -1
	for i, e := range es {
		if e.primed.ID != "" {
			if ds.ID != "" && e.primed.ID == ds.ID && !e.priming {
				pick, primed = i, true
				break
			}
			continue
		}
		if first < 0 {
			first = i
		}
		if pick < 0 && isReady(e.s) {
			pick = i
		}
	}
	if pick < 0 {
		pick = first
	}
	if pick >= 0 {
		s, ok = es[pick].s, true
		p.idle[key] = slices.Delete(es, pick, pick+1)
	}
	switch {
	case primed:
		p.stats.Hits++
		p.stats.PrimedHits++
	case ok:
		p.stats.Hits++
	default:
		p.stats.Misses++
	}
	return s, ok, primed
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
		delete(p.want, old)
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
	st.Idle, st.Ready, st.Starting, st.IdlePrimed = 0, 0, 0, 0
	for _, es := range p.idle {
		for _, e := range es {
			st.Idle++
			if isReady(e.s) {
				st.Ready++
			}
			if e.primed.ID != "" {
				st.IdlePrimed++
			}
		}
	}
	for _, n := range p.starting {
		st.Starting += n
	}
	for _, n := range p.priming {
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
	if p.primeAt != nil {
		p.primeAt.Stop()
	}
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
