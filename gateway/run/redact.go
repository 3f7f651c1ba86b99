package run

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/sluice-gw/sluice/gateway/internal/redact"
	"github.com/sluice-gw/sluice/policies"
)

// newStage builds the redaction stage of one run from the policy's sluice.redaction decision.
// What the stage needs from the dataset — the values of its sensitive columns and the
// fingerprints of its rows — is read from the dataset once and cached (see datasetCache).
func (s *Service) newStage(ctx context.Context, ds *Dataset, r policies.Redaction) (*redact.Stage, error) {
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
		f, err := s.dsFacts.facts(ctx, s, ds, r.SensitiveColumns)
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

// datasetCache keeps the facts of recent datasets: reading a dataset for every run would cost
// more than the run. Entries are keyed by dataset and sensitive column set (a new upload has a
// new key); at most datasetCacheEntries of them, and fingerprints of at most
// datasetCacheBytes, the oldest evicted first.
type datasetCache struct {
	mu      sync.Mutex
	entries map[string]datasetFacts
	order   []string
	bytes   int
}

const (
	datasetCacheEntries = 64
	datasetCacheBytes   = 64 << 20
)

func (c *datasetCache) facts(ctx context.Context, s *Service, ds *Dataset, cols []string) (datasetFacts, error) {
	key := ds.Key + "\x00" + strings.Join(cols, "\x00")
	c.mu.Lock()
	f, ok := c.entries[key]
	c.mu.Unlock()
	if ok {
		return f, nil
	}
	data, err := readObject(ctx, s.store.datasets, ds.Key, s.maxData)
	if err != nil {
		return datasetFacts{}, err
	}
	if len(cols) > 0 {
		f.values, err = redact.SensitiveValues(data, cols, 0)
		if err != nil && !errors.Is(err, redact.ErrTooManyValues) {
			// A sensitive column the policy names that the header lacks: nothing to mask there.
			s.log.Warn("sensitive values not read", "dataset", ds.ID, "error", err)
			f.values = nil
		}
	}
	f.rows, err = redact.NewDatasetRows(data, 0)
	if err != nil {
		// The harness cannot load such a dataset either; no artifact is checked for its rows.
		s.log.Warn("dataset rows not fingerprinted", "dataset", ds.ID, "error", err)
		f.rows = nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.entries == nil {
		c.entries = map[string]datasetFacts{}
	}
	if _, ok := c.entries[key]; !ok {
		c.entries[key] = f
		c.order = append(c.order, key)
		c.bytes += f.size()
		for len(c.order) > 1 && (len(c.order) > datasetCacheEntries || c.bytes > datasetCacheBytes) {
			c.bytes -= c.entries[c.order[0]].size()
			delete(c.entries, c.order[0])
			c.order = c.order[1:]
		}
	}
	return f, nil
}

// size is about how much memory an entry holds.
func (f datasetFacts) size() int {
	n := 0
	for _, v := range f.values {
		n += len(v) + 16
	}
	if f.rows != nil {
		n += f.rows.Bytes()
	}
	return n
}
