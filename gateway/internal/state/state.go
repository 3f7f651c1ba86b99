// Package state owns the storage seams of the gateway: a key-value bucket with revisions
// (sessions, run records) and an object store (datasets, artifacts), each with two
// implementations: JetStream, for production, where several gateways and the workers share
// the buckets, and memory, for the fast tests and a single process that needs nothing else.
// Both are held to one behaviour by the suite in state/statetest.
//
// It knows nothing of what it stores: the gateway's session logic (decoding, tenants, the
// compare-and-set loop that reserves a run) lives in package gateway on top of these seams, so
// that it is the same code whichever backend is behind. It must not interpret values, log, or
// retry: a conflict is the caller's to resolve.
package state

import (
	"context"
	"errors"
)

// Errors every implementation returns, so that callers branch with errors.Is.
var (
	// ErrNotFound: the key or object does not exist (or was deleted).
	ErrNotFound = errors.New("state: not found")
	// ErrExists: Create found the key there already.
	ErrExists = errors.New("state: key exists")
	// ErrConflict: Update's revision is not the key's current one; read it again.
	ErrConflict = errors.New("state: revision conflict")
	// ErrTooLarge: Get found an object larger than the caller's bound.
	ErrTooLarge = errors.New("state: object larger than allowed")
)

// Entry is one stored version of a key: its value and its revision, which grows with every
// write of the bucket.
type Entry struct {
	Value    []byte
	Revision uint64
}

// KV is a bucket of values with revisions: the compare-and-set that keeps budgets exact, and a
// watch for the MCP sessions that follow their state. Safe for concurrent use.
type KV interface {
	// Get returns the current entry of key, or ErrNotFound.
	Get(ctx context.Context, key string) (Entry, error)
	// Create writes key only if it does not exist (ErrExists otherwise) and returns the new
	// revision.
	Create(ctx context.Context, key string, value []byte) (uint64, error)
	// Update writes key only if its current revision is rev (ErrConflict otherwise) and
	// returns the new revision.
	Update(ctx context.Context, key string, value []byte, rev uint64) (uint64, error)
	// Put writes key whatever its revision and returns the new one.
	Put(ctx context.Context, key string, value []byte) (uint64, error)
	// Watch delivers the values key is given after the call, until ctx ends; then the channel
	// is closed. A slow reader may miss intermediate values but always receives the newest
	// one eventually.
	Watch(ctx context.Context, key string) (<-chan Entry, error)
}

// Objects is a store of whole objects by name, with a little metadata. Safe for concurrent
// use.
type Objects interface {
	// Put stores data under name, replacing what was there.
	Put(ctx context.Context, name string, data []byte, meta map[string]string) error
	// Get reads the object name if it is at most max bytes (ErrTooLarge otherwise), or
	// ErrNotFound.
	Get(ctx context.Context, name string, max int64) ([]byte, error)
	// Delete removes the object name, or returns ErrNotFound.
	Delete(ctx context.Context, name string) error
}

// Backend is the gateway's state: its two KV buckets and the object stores it shares with the
// workers.
type Backend struct {
	Sessions  KV
	Runs      KV
	Datasets  Objects
	Artifacts Objects
}

// Memory is a Backend held in this process only: nothing survives it, no other process sees
// it.
func Memory() Backend {
	return Backend{Sessions: NewMemoryKV(), Runs: NewMemoryKV(), Datasets: NewMemoryObjects(), Artifacts: NewMemoryObjects()}
}
