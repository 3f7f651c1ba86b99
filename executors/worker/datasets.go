package worker

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// Defaults of the dataset cache.
const (
	// DefaultDatasetCacheBytes bounds the datasets a worker keeps between runs.
	DefaultDatasetCacheBytes = 256 << 20
	// datasetCacheTTL is how long an unused cached dataset is kept.
	datasetCacheTTL = 10 * time.Minute
)

// datasetCache keeps the datasets of recent runs on the worker's disk, so that the runs of one
// session do not fetch the same object again and again. A job that names its dataset's SHA-256
// (as the gateway recorded it at upload) is served a cached copy of the same object name with
// that content without any request to the store; fetched bytes with another SHA-256 are
// refused. Any other use checks the object's digest in the store first (one small request): a
// dataset deleted or replaced in the store is not served from the cache to such a job, and a
// deleted one leaves the cache then. Files are read-only to everyone but the worker and never
// handed to an executor to write: executors copy the dataset into their sandboxes.
//
// Safe for concurrent use. A file in use by a run is not removed until the run releases it.
type datasetCache struct {
	dir   string
	limit int64

	mu      sync.Mutex
	entries map[string]*cachedDataset // by object name
	bytes   int64
}

type cachedDataset struct {
	path    string
	digest  string // the store's digest of the object
	size    int64
	used    time.Time
	users   int
	ready   chan struct{} // closed, with mu held, once the fetch ended; err says how
	err     error
	sha256  string // hex SHA-256 of the file, set with ready once the fetch succeeded
	evicted bool
}

// errDatasetMismatch is returned for a job whose dataset in the store does not have the SHA-256
// the job names: the gateway's record and the store disagree, and the run must not use the
// bytes. The cache does not keep them.
var errDatasetMismatch = errors.New("the dataset's SHA-256 is not the job's")

func newDatasetCache(dir string, limit int64) (*datasetCache, error) {
	if err := os.RemoveAll(dir); err != nil {
		return nil, err
	}
	removeStaleCaches(filepath.Dir(dir))
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	return &datasetCache{dir: dir, limit: limit, entries: map[string]*cachedDataset{}}, nil
}

// get returns the path of the dataset named key and a release function the caller must call
// when the run no longer needs the file. sum is the hex SHA-256 the job names for the dataset,
// or empty. With sum, a completed copy of key with that content is used without a request to
// st. Otherwise get fetches the object from st unless the cache holds the same object (same
// digest); and with sum, bytes with another SHA-256 are an errDatasetMismatch and their copy is
// evicted.
func (c *datasetCache) get(ctx context.Context, st jetstream.ObjectStore, key, sum string) (string, func(), error) {
	if path, release, ok := c.lookup(key, sum); ok {
		return path, release, nil
	}
	info, err := getInfo(ctx, st, key, sum != "")
	if errors.Is(err, jetstream.ErrObjectNotFound) || bucketGone(err) {
		c.mu.Lock()
		if e := c.entries[key]; e != nil {
			c.evictLocked(key, e) // deleted in the store: the copy goes too
		}
		c.mu.Unlock()
	}
	if err != nil {
		return "", nil, err
	}
	if info.Size > MaxDatasetBytes {
		return "", nil, fmt.Errorf("dataset larger than %d bytes", int64(MaxDatasetBytes))
	}
	c.mu.Lock()
	e := c.entries[key]
	if e != nil && e.digest != info.Digest {
		c.evictLocked(key, e) // replaced in the store
		e = nil
	}
	if e == nil {
		name := sha256.Sum256([]byte(key + "\x00" + info.Digest))
		e = &cachedDataset{path: filepath.Join(c.dir, hex.EncodeToString(name[:16])+".csv"), digest: info.Digest,
			size: int64(info.Size), ready: make(chan struct{})}
		c.entries[key] = e
		c.bytes += e.size
		e.users++
		c.mu.Unlock()
		got, err := fetchObject(ctx, st, key, e.path)
		c.mu.Lock()
		e.sha256, e.err = got, err
		close(e.ready)
		if e.err != nil {
			c.evictLocked(key, e)
		}
	} else {
		e.users++
	}
	e.used = time.Now()
	c.trimLocked()
	c.mu.Unlock()

	select {
	case <-e.ready:
	case <-ctx.Done():
		c.release(e)
		return "", nil, ctx.Err()
	}
	if e.err != nil {
		c.release(e)
		return "", nil, e.err
	}
	if sum != "" && e.sha256 != sum {
		c.mu.Lock()
		c.evictLocked(key, e)
		c.mu.Unlock()
		c.release(e)
		return "", nil, fmt.Errorf("%w: the job names %.64q, the store holds %s", errDatasetMismatch, sum, e.sha256)
	}
	return e.path, c.releaser(e), nil
}

// replicaLag is how long a dataset a job names by its SHA-256 may still be "not found": the
// gateway stored it before it sent the job, but in a replicated bucket the object's info is
// read with a direct get that any replica may answer, and one behind the leader does not
// have it yet.
const replicaLag = 3 * time.Second

// getInfo is st.GetInfo of key; when known is true (a job names the object, so it exists),
// "not found" is asked again, with growing pauses, for up to replicaLag.
func getInfo(ctx context.Context, st jetstream.ObjectStore, key string, known bool) (*jetstream.ObjectInfo, error) {
	until := time.Now().Add(replicaLag)
	pause := 25 * time.Millisecond
	for {
		info, err := st.GetInfo(ctx, key)
		if !known || !errors.Is(err, jetstream.ErrObjectNotFound) || time.Now().Add(pause).After(until) {
			return info, err
		}
		select {
		case <-time.After(pause):
		case <-ctx.Done():
			return info, err
		}
		pause = min(2*pause, 400*time.Millisecond)
	}
}

// lookup returns the path of key's completed copy if sum is its SHA-256, and its release
// function; ok is false when sum is empty or the cache has no such copy.
func (c *datasetCache) lookup(key, sum string) (path string, release func(), ok bool) {
	if sum == "" {
		return "", nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	e := c.entries[key]
	if e == nil || e.sha256 != sum {
		return "", nil, false
	}
	e.users++
	e.used = time.Now()
	c.trimLocked()
	return e.path, c.releaser(e), true
}

// releaser returns the function that releases one use of e, once however often it is called.
func (c *datasetCache) releaser(e *cachedDataset) func() {
	var once sync.Once
	return func() { once.Do(func() { c.release(e) }) }
}

func (c *datasetCache) release(e *cachedDataset) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e.users--
	e.used = time.Now()
	if e.evicted && e.users == 0 {
		_ = os.Remove(e.path)
	}
	c.trimLocked()
}

// evictLocked forgets key's entry; its file goes once no run uses it.
func (c *datasetCache) evictLocked(key string, e *cachedDataset) {
	if c.entries[key] == e {
		delete(c.entries, key)
	}
	if !e.evicted {
		e.evicted = true
		c.bytes -= e.size
	}
	if e.users == 0 {
		_ = os.Remove(e.path)
	}
}

// trimLocked evicts unused entries past their TTL, then the least recently used unused ones
// while the cache is over its limit.
func (c *datasetCache) trimLocked() {
	now := time.Now()
	for key, e := range c.entries {
		if e.users == 0 && now.Sub(e.used) > datasetCacheTTL {
			c.evictLocked(key, e)
		}
	}
	for c.bytes > c.limit {
		var oldKey string
		var old *cachedDataset
		for key, e := range c.entries {
			if e.users == 0 && (old == nil || e.used.Before(old.used)) {
				oldKey, old = key, e
			}
		}
		if old == nil {
			return // everything is in use
		}
		c.evictLocked(oldKey, old)
	}
}

// fetchObject copies the object key of st into a new file at path, read-only, and returns the
// hex SHA-256 of the bytes written.
func fetchObject(ctx context.Context, st jetstream.ObjectStore, key, path string) (string, error) {
	obj, err := st.Get(ctx, key)
	if err != nil {
		return "", err
	}
	defer obj.Close()
	tmp := path + ".part"
	f, err := os.OpenFile(tmp, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	n, err := io.Copy(f, io.TeeReader(io.LimitReader(obj, MaxDatasetBytes+1), h))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil && n > MaxDatasetBytes {
		err = fmt.Errorf("dataset larger than %d bytes", int64(MaxDatasetBytes))
	}
	if err == nil {
		err = os.Chmod(tmp, 0o400)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		_ = os.Remove(tmp)
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// close removes the cache's files; runs still holding one keep reading it (it is unlinked).
func (c *datasetCache) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries = map[string]*cachedDataset{}
	c.bytes = 0
	_ = os.RemoveAll(c.dir)
}

// removeStaleCaches removes the dataset caches (datasets-<pid>) of workers that no longer run.
func removeStaleCaches(workDir string) {
	ents, err := os.ReadDir(workDir)
	if err != nil {
		return
	}
	for _, e := range ents {
		pidText, ok := strings.CutPrefix(e.Name(), "datasets-")
		if !ok {
			pidText, ok = strings.CutPrefix(e.Name(), "frames-")
		}
		if !ok || !e.IsDir() {
			continue
		}
		pid, err := strconv.Atoi(pidText)
		if err != nil || pid <= 0 || pid == os.Getpid() {
			continue
		}
		if errors.Is(syscall.Kill(pid, 0), syscall.ESRCH) {
			_ = os.RemoveAll(filepath.Join(workDir, e.Name()))
		}
	}
}
