package run

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/hashicorp/go-hclog"

	"github.com/sluice-gw/sluice/gateway/internal/redact"
	"github.com/sluice-gw/sluice/policies"
)

// newStage builds the redaction stage of one run of tenant's from the policy's
// sluice.redaction decision. What the stage needs from the dataset — the values of its
// sensitive columns and the fingerprints of its rows — is read from the dataset once and
// cached (see datasetCache).
func (s *Service) newStage(ctx context.Context, tenant string, ds *Dataset, r policies.Redaction) (*redact.Stage, error) {
	rules := redact.Rules{
		StdoutMaxBytes:        int(r.StdoutMaxBytes),
		StderrMaxBytes:        int(r.StderrMaxBytes),
		ErrorMessageMax:       int(min(r.ErrorMessageMax, maxErrorMessage)),
		MaxRows:               int(r.MaxRows),
		Masks:                 r.Masks,
		ArtifactTypes:         r.ArtifactTypes,
		MaxArtifacts:          int(r.MaxArtifacts),
		MaxArtifactBytes:      r.MaxArtifactBytes,
		MaxTotalArtifactBytes: r.MaxTotalArtifactBytes,
		SensitiveColumns:      r.SensitiveColumns,
		MaxDatasetRows:        int(r.MaxDatasetRows),
	}
	if ds != nil {
		f, err := s.dsFacts.facts(ctx, s, tenant, ds, r.SensitiveColumns)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", errDatasetUnread, err)
		}
		rules.SensitiveValues, rules.DatasetRows = f.values, f.rows
	}
	return redact.New(rules)
}

// errDatasetUnread is newStage's error when the dataset the stage checks output against could
// not be read: the store did not answer, which a retry may get past, unlike a rule the stage
// cannot apply.
var errDatasetUnread = errors.New("dataset not read")

// datasetFacts is what the redaction stage needs from one dataset.
type datasetFacts struct {
	values []string            // values of the sensitive columns asked for
	rows   *redact.DatasetRows // fingerprints of the data rows; nil if the dataset did not parse
}

// datasetCache keeps what the redaction stage needs from recent datasets: reading and
// fingerprinting a dataset for every run would cost more than the run (70 ms for 100,000
// rows). A dataset's row fingerprints are made when it is uploaded (warm), off the path of
// the session's first call, and kept by tenant and content: a session that uploads bytes its
// tenant uploaded before finds them made. Never across tenants, whose uploads must not tell
// one another anything, not even by a faster answer. The values of sensitive columns are kept
// by tenant, content and the columns the policy named. Each is made once: a call that finds
// it being made waits for it. At most datasetCacheEntries entries, holding at most
// datasetCacheBytes, the oldest evicted first.
type datasetCache struct {
	mu      sync.Mutex
	entries map[string]*factsEntry // made or being made
	order   []string               // the made entries' keys, oldest first
	bytes   int
	// warmMu is held by the one upload whose fingerprints are being made in the background;
	// an upload that finds it held leaves them to the dataset's first call.
	warmMu  sync.Mutex
	warming sync.WaitGroup
	// made counts the fingerprint sets and value lists made, for tests.
	made atomic.Int64
}

// factsEntry is one cached fingerprint set or value list; its fields are set before done
// is closed.
type factsEntry struct {
	done   chan struct{}
	rows   *redact.DatasetRows
	values []string
	err    error
}

const (
	datasetCacheEntries = 64
	datasetCacheBytes   = 64 << 20
)

// contentKey names dataset ds of tenant by its content (by its key when it has no SHA-256).
func contentKey(tenant string, ds *Dataset) string {
	if ds.SHA256 != "" {
		return tenant + "\x00sha256:" + ds.SHA256
	}
	return tenant + "\x00key:" + ds.Key
}

// facts returns the facts the redaction stage needs of dataset ds of tenant, with the values
// of the sensitive columns cols, reading the dataset from the store at most once.
func (c *datasetCache) facts(ctx context.Context, s *Service, tenant string, ds *Dataset, cols []string) (datasetFacts, error) {
	return c.factsFrom(ctx, s.log, tenant, ds, cols, func() ([]byte, error) {
		return readObject(ctx, s.store.datasets, ds.Key, s.maxData)
	})
}

// factsFrom is facts with the dataset's bytes from load, called at most once.
func (c *datasetCache) factsFrom(ctx context.Context, log hclog.Logger, tenant string, ds *Dataset, cols []string, load func() ([]byte, error)) (datasetFacts, error) {
	var data []byte
	read := func() ([]byte, error) {
		if data != nil {
			return data, nil
		}
		b, err := load()
		data = b
		return b, err
	}
	key := contentKey(tenant, ds)
	e, err := c.get(ctx, "rows\x00"+key, func() (*factsEntry, error) {
		b, err := read()
		if err != nil {
			return nil, err
		}
		rows, err := redact.NewDatasetRows(b, 0)
		if err != nil {
			// The harness cannot load such a dataset either; no artifact is checked for its rows.
			log.Warn("dataset rows not fingerprinted", "dataset", ds.ID, "error", err)
			rows = nil
		}
		return &factsEntry{rows: rows}, nil
	})
	if err != nil {
		return datasetFacts{}, err
	}
	f := datasetFacts{rows: e.rows}
	if len(cols) == 0 {
		return f, nil
	}
	e, err = c.get(ctx, "values\x00"+key+"\x00"+strings.Join(cols, "\x00"), func() (*factsEntry, error) {
		b, err := read()
		if err != nil {
			return nil, err
		}
		values, err := redact.SensitiveValues(b, cols, 0)
		if err != nil && !errors.Is(err, redact.ErrTooManyValues) {
			// A sensitive column the policy names that the header lacks: nothing to mask there.
			log.Warn("sensitive values not read", "dataset", ds.ID, "error", err)
			values = nil
		}
		return &factsEntry{values: values}, nil
	})
	if err != nil {
		return datasetFacts{}, err
	}
	f.values = e.values
	return f, nil
}

// warm makes the row fingerprints of dataset ds of tenant, whose bytes are body, in the
// background, unless another upload's are being made: the session's first call then finds
// them made, or waits for them rather than making them again.
func (c *datasetCache) warm(log hclog.Logger, tenant string, ds *Dataset, body []byte) {
	if !c.warmMu.TryLock() {
		return
	}
	c.warming.Add(1)
	go func() {
		defer c.warming.Done()
		defer c.warmMu.Unlock()
		_, _ = c.factsFrom(context.Background(), log, tenant, ds, nil, func() ([]byte, error) { return body, nil })
	}()
}

// get returns the entry of key, made by build when there is none; a call that finds it being
// made waits for it (or for ctx). An entry whose making failed is forgotten, so that the next
// call tries again; the calls that waited for it get its error.
func (c *datasetCache) get(ctx context.Context, key string, build func() (*factsEntry, error)) (*factsEntry, error) {
	c.mu.Lock()
	e := c.entries[key]
	if e == nil {
		if c.entries == nil {
			c.entries = map[string]*factsEntry{}
		}
		e = &factsEntry{done: make(chan struct{})}
		c.entries[key] = e
		c.mu.Unlock()
		c.fill(key, e, build)
	} else {
		c.mu.Unlock()
	}
	select {
	case <-e.done:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return e, e.err
}

// fill makes entry e of key and closes its done.
func (c *datasetCache) fill(key string, e *factsEntry, build func() (*factsEntry, error)) {
	made, err := build()
	c.mu.Lock()
	defer c.mu.Unlock()
	defer close(e.done)
	if err != nil {
		e.err = err
		delete(c.entries, key)
		return
	}
	c.made.Add(1)
	e.rows, e.values = made.rows, made.values
	c.order = append(c.order, key)
	c.bytes += e.size()
	for len(c.order) > 1 && (len(c.order) > datasetCacheEntries || c.bytes > datasetCacheBytes) {
		c.bytes -= c.entries[c.order[0]].size()
		delete(c.entries, c.order[0])
		c.order = c.order[1:]
	}
}

// size is about how much memory an entry holds.
func (f *factsEntry) size() int {
	n := 0
	for _, v := range f.values {
		n += len(v) + 16
	}
	if f.rows != nil {
		n += f.rows.Bytes()
	}
	return n
}
