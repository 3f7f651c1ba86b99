package run

import (
	"context"
	"errors"
	"strings"
	"sync"

	"github.com/sluice-gw/sluice/gateway/internal/redact"
	"github.com/sluice-gw/sluice/policies"
)

// newStage builds the redaction stage of one run from the policy's sluice.redaction decision.
// The values of the dataset's sensitive columns are read from the dataset (cached per dataset).
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
	}
	if len(r.SensitiveColumns) > 0 && ds != nil {
		vals, err := s.sensitive.values(ctx, s, ds, r.SensitiveColumns)
		if err != nil {
			return nil, err
		}
		rules.SensitiveValues = vals
	}
	return redact.New(rules)
}

// sensitiveCache keeps the sensitive values of recent datasets: reading a dataset for every run
// would cost more than the run. Entries are keyed by dataset and column set; a new upload has a
// new key.
type sensitiveCache struct {
	mu      sync.Mutex
	entries map[string][]string
	order   []string
}

const sensitiveCacheEntries = 64

func (c *sensitiveCache) values(ctx context.Context, s *Service, ds *Dataset, cols []string) ([]string, error) {
	key := ds.Key + "\x00" + strings.Join(cols, "\x00")
	c.mu.Lock()
	v, ok := c.entries[key]
	c.mu.Unlock()
	if ok {
		return v, nil
	}
	data, err := readObject(ctx, s.store.datasets, ds.Key, s.maxData)
	if err != nil {
		return nil, err
	}
	v, err = redact.SensitiveValues(data, cols, 0)
	if err != nil && !errors.Is(err, redact.ErrTooManyValues) {
		// A sensitive column the policy names that the header lacks: nothing to mask there.
		s.log.Warn("sensitive values not read", "dataset", ds.ID, "error", err)
		v = nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.entries == nil {
		c.entries = map[string][]string{}
	}
	if _, ok := c.entries[key]; !ok {
		c.entries[key] = v
		c.order = append(c.order, key)
		if len(c.order) > sensitiveCacheEntries {
			delete(c.entries, c.order[0])
			c.order = c.order[1:]
		}
	}
	return v, nil
}
