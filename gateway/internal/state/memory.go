package state

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"sync"
)

// MemoryKV is a KV held in memory. Its revisions count the writes of the whole bucket, as
// JetStream's do.
type MemoryKV struct {
	mu       sync.Mutex
	rev      uint64
	entries  map[string]Entry
	watchers map[string][]*latest
}

// NewMemoryKV returns an empty MemoryKV.
func NewMemoryKV() *MemoryKV {
	return &MemoryKV{entries: map[string]Entry{}, watchers: map[string][]*latest{}}
}

// Get implements KV.
func (m *MemoryKV) Get(ctx context.Context, key string) (Entry, error) {
	if err := ctx.Err(); err != nil {
		return Entry{}, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.entries[key]
	if !ok {
		return Entry{}, fmt.Errorf("%s: %w", key, ErrNotFound)
	}
	e.Value = slices.Clone(e.Value)
	return e, nil
}

// Create implements KV.
func (m *MemoryKV) Create(ctx context.Context, key string, value []byte) (uint64, error) {
	return m.write(ctx, key, value, func(cur Entry, ok bool) error {
		if ok {
			return fmt.Errorf("%s: %w", key, ErrExists)
		}
		return nil
	})
}

// Update implements KV.
func (m *MemoryKV) Update(ctx context.Context, key string, value []byte, rev uint64) (uint64, error) {
	return m.write(ctx, key, value, func(cur Entry, ok bool) error {
		if !ok || cur.Revision != rev {
			return fmt.Errorf("%s at revision %d: %w", key, rev, ErrConflict)
		}
		return nil
	})
}

// Put implements KV.
func (m *MemoryKV) Put(ctx context.Context, key string, value []byte) (uint64, error) {
	return m.write(ctx, key, value, func(Entry, bool) error { return nil })
}

// write stores a copy of value under key when check allows it, and hands it to the key's
// watchers.
func (m *MemoryKV) write(ctx context.Context, key string, value []byte, check func(Entry, bool) error) (uint64, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	cur, ok := m.entries[key]
	if err := check(cur, ok); err != nil {
		return 0, err
	}
	m.rev++
	e := Entry{Value: slices.Clone(value), Revision: m.rev}
	m.entries[key] = e
	for _, w := range m.watchers[key] {
		w.set(Entry{Value: slices.Clone(value), Revision: e.Revision})
	}
	return e.Revision, nil
}

// Watch implements KV.
func (m *MemoryKV) Watch(ctx context.Context, key string) (<-chan Entry, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	w := &latest{wake: make(chan struct{}, 1)}
	m.mu.Lock()
	m.watchers[key] = append(m.watchers[key], w)
	m.mu.Unlock()
	out := make(chan Entry)
	go func() {
		defer close(out)
		defer m.unwatch(key, w)
		for {
			select {
			case <-ctx.Done():
				return
			case <-w.wake:
			}
			e, ok := w.take()
			if !ok {
				continue
			}
			select {
			case out <- e:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}

func (m *MemoryKV) unwatch(key string, w *latest) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.watchers[key] = slices.DeleteFunc(m.watchers[key], func(x *latest) bool { return x == w })
	if len(m.watchers[key]) == 0 {
		delete(m.watchers, key)
	}
}

// latest holds the newest entry a watcher has not read yet: a writer never waits for a slow
// reader, and the reader always ends with the newest value.
type latest struct {
	mu   sync.Mutex
	e    Entry
	has  bool
	wake chan struct{}
}

func (l *latest) set(e Entry) {
	l.mu.Lock()
	l.e, l.has = e, true
	l.mu.Unlock()
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

func (l *latest) take() (Entry, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	e, ok := l.e, l.has
	l.has = false
	return e, ok
}

// MemoryObjects is an Objects held in memory.
type MemoryObjects struct {
	mu      sync.Mutex
	objects map[string]memoryObject
}

type memoryObject struct {
	data []byte
	meta map[string]string
}

// NewMemoryObjects returns an empty MemoryObjects.
func NewMemoryObjects() *MemoryObjects { return &MemoryObjects{objects: map[string]memoryObject{}} }

// Put implements Objects.
func (m *MemoryObjects) Put(ctx context.Context, name string, data []byte, meta map[string]string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.objects[name] = memoryObject{data: slices.Clone(data), meta: maps.Clone(meta)}
	return nil
}

// Get implements Objects.
func (m *MemoryObjects) Get(ctx context.Context, name string, max int64) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	o, ok := m.objects[name]
	switch {
	case !ok:
		return nil, fmt.Errorf("object %s: %w", name, ErrNotFound)
	case int64(len(o.data)) > max:
		return nil, fmt.Errorf("object %s over %d bytes: %w", name, max, ErrTooLarge)
	}
	return slices.Clone(o.data), nil
}

// Delete implements Objects.
func (m *MemoryObjects) Delete(ctx context.Context, name string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.objects[name]; !ok {
		return fmt.Errorf("object %s: %w", name, ErrNotFound)
	}
	delete(m.objects, name)
	return nil
}
