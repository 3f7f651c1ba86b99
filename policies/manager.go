package policies

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/fsnotify/fsnotify"
	"github.com/hashicorp/go-hclog"
)

// Manager holds the current Engine and swaps in a new one on reload. A reload builds a whole new
// engine (read, compile, run the bundle's own tests, prepare); if anything fails the current
// engine stays and the error is recorded (fail closed: the last good policy keeps deciding).
// Manager is safe for concurrent use: Current is lock-free, reloads are serialised.
type Manager struct {
	source string
	opts   Options
	logger hclog.Logger
	cur    atomic.Pointer[Engine]

	mu     sync.Mutex // serialises reloads and guards status
	status Status
}

// Status describes the policy state for /readyz and metrics.
type Status struct {
	// Source is where policies are loaded from ("embedded", a directory or a bundle file).
	Source string `json:"source"`
	// Revision is the revision of the engine deciding now.
	Revision string `json:"revision"`
	// LoadedAt is when that engine was loaded.
	LoadedAt time.Time `json:"loaded_at"`
	// LastReload is when a reload was last attempted.
	LastReload time.Time `json:"last_reload,omitempty"`
	// LastError is why the last reload was rejected, "" when it succeeded.
	LastError string `json:"last_error,omitempty"`
	// Reloads counts successful reloads that changed the revision.
	Reloads uint64 `json:"reloads"`
	// Failures counts rejected reloads.
	Failures uint64 `json:"failures"`
}

// Degraded reports whether the last reload was rejected (the previous policy still decides).
func (s Status) Degraded() bool { return s.LastError != "" }

// NewManager loads the policy at source ("" for the embedded bundle, a directory, or a bundle
// file) and returns a Manager holding it. The first load must succeed. logger may be nil.
func NewManager(ctx context.Context, source string, logger hclog.Logger) (*Manager, error) {
	return NewManagerWithOptions(ctx, source, logger, Options{})
}

// NewManagerWithOptions is NewManager with engine options.
func NewManagerWithOptions(ctx context.Context, source string, logger hclog.Logger, opts Options) (*Manager, error) {
	if logger == nil {
		logger = hclog.NewNullLogger()
	}
	e, err := LoadWithOptions(ctx, source, opts)
	if err != nil {
		return nil, err
	}
	m := &Manager{source: source, opts: opts, logger: logger.Named("policies")}
	m.cur.Store(e)
	m.status = Status{Source: e.Source(), Revision: e.Revision(), LoadedAt: e.LoadedAt()}
	m.logger.Info("policies loaded", "source", e.Source(), "revision", e.Revision(), "tests", e.Tests().Passed)
	logEvaluator(m.logger, e)
	return m, nil
}

// Current returns the engine deciding now; never nil.
func (m *Manager) Current() *Engine { return m.cur.Load() }

// Status returns the current status.
func (m *Manager) Status() Status {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.status
}

// Reload builds a new engine from the source and swaps it in. On failure the current engine
// stays, the error is recorded in Status and logged, and returned. A reload cut short because
// ctx ended (shutdown) is not a failure: it returns ctx's error and records nothing.
func (m *Manager) Reload(ctx context.Context) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.status.LastReload = time.Now().UTC()
	e, err := LoadWithOptions(ctx, m.source, m.opts)
	if err != nil && ctx.Err() != nil {
		// Shutting down, not a bad policy: nothing to report, nothing degraded.
		return ctx.Err()
	}
	if err != nil {
		m.status.Failures++
		m.status.LastError = err.Error()
		m.logger.Error("policy reload rejected; the previous policy stays", "source", m.source,
			"revision", m.status.Revision, "code", ErrorCode(err), "error", err)
		return err
	}
	m.status.LastError = ""
	old := m.cur.Load()
	if old != nil && old.Revision() == e.Revision() {
		m.logger.Debug("policy unchanged", "revision", e.Revision())
		return nil
	}
	m.cur.Store(e)
	m.status.Reloads++
	m.status.Revision, m.status.LoadedAt = e.Revision(), e.LoadedAt()
	m.logger.Info("policies reloaded", "source", e.Source(), "revision", e.Revision())
	logEvaluator(m.logger, e)
	return nil
}

// Watch reloads whenever the source changes, until ctx is done. It uses fsnotify on the
// directory (or the bundle file's directory) and falls back to polling every interval when
// notifications are unavailable; changes are debounced. For the embedded bundle there is
// nothing to watch and Watch just waits for ctx. It returns ctx's error.
func (m *Manager) Watch(ctx context.Context) error {
	return m.WatchEvery(ctx, 2*time.Second)
}

// WatchEvery is Watch with the polling interval (also the fallback when fsnotify fails).
func (m *Manager) WatchEvery(ctx context.Context, interval time.Duration) error {
	if m.source == "" {
		<-ctx.Done()
		return ctx.Err()
	}
	if interval <= 0 {
		interval = 2 * time.Second
	}
	w, err := fsnotify.NewWatcher()
	if err == nil {
		err = m.addWatches(w)
		if err != nil {
			w.Close()
		}
	}
	if err != nil {
		m.logger.Warn("policy file notifications unavailable; polling", "error", err, "interval", interval)
		return m.poll(ctx, interval)
	}
	defer w.Close()
	const debounce = 200 * time.Millisecond
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	last := m.fingerprint()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case ev, ok := <-w.Events:
			if !ok {
				return m.poll(ctx, interval)
			}
			if ev.Has(fsnotify.Create) {
				if info, err := os.Stat(ev.Name); err == nil && info.IsDir() {
					_ = w.Add(ev.Name)
				}
			}
			timer.Reset(debounce)
		case err, ok := <-w.Errors:
			if !ok {
				return m.poll(ctx, interval)
			}
			m.logger.Warn("policy watch error", "error", err)
		case <-timer.C:
			last = m.fingerprint()
			_ = m.Reload(ctx)
		case <-ticker.C:
			// Safety net for missed notifications (editors that replace directories, NFS).
			if fp := m.fingerprint(); fp != last {
				last = fp
				_ = m.Reload(ctx)
			}
		}
	}
}

func (m *Manager) addWatches(w *fsnotify.Watcher) error {
	info, err := os.Stat(m.source)
	if err != nil {
		return err
	}
	if !info.IsDir() {
		return w.Add(filepath.Dir(m.source))
	}
	return filepath.WalkDir(m.source, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return w.Add(path)
		}
		return nil
	})
}

func (m *Manager) poll(ctx context.Context, interval time.Duration) error {
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	last := m.fingerprint()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-ticker.C:
			if fp := m.fingerprint(); fp != last {
				last = fp
				_ = m.Reload(ctx)
			}
		}
	}
}

// fingerprint summarises the names, sizes and modification times under the source.
func (m *Manager) fingerprint() string {
	h := sha256.New()
	var lines []string
	_ = filepath.WalkDir(m.source, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			lines = append(lines, "error "+path+" "+err.Error())
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return nil
		}
		lines = append(lines, fmt.Sprintf("%s %d %d", path, info.Size(), info.ModTime().UnixNano()))
		return nil
	})
	sort.Strings(lines)
	for _, l := range lines {
		h.Write([]byte(l + "\n"))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// logEvaluator warns when a bundle's run decisions fall back to OPA's slower evaluator.
func logEvaluator(logger hclog.Logger, e *Engine) {
	if name, why := e.Evaluators(); why != nil {
		logger.Warn("run decisions use OPA's evaluator, not irvm", "evaluator", name, "reason", why)
	}
}
