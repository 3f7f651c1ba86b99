package run

import (
	"context"

	"github.com/sluice-gw/sluice/analyzer"
	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/policies"
)

// toLimits converts the policy's limits into the executor contract's.
func toLimits(l policies.Limits) executors.Limits {
	return executors.Limits{
		TimeoutS:      l.TimeoutS,
		MemoryMB:      int(l.MemoryMB),
		CPUs:          l.CPUs,
		Pids:          int(l.Pids),
		StdoutBytes:   int(l.StdoutBytes),
		StderrBytes:   int(l.StderrBytes),
		OutputFiles:   int(l.OutputFiles),
		OutputBytes:   l.OutputBytes,
		FileSizeBytes: l.FileSizeBytes,
		TmpBytes:      l.TmpBytes,
	}
}

// logDecisions appends the decisions of job j to the decision log as one batch (contiguous in
// the chain, written with whatever other requests are logging at the same moment) and returns
// their ids once every sink stored them.
func (s *Service) logDecisions(ctx context.Context, j *job, ds ...policies.Decision) ([]string, error) {
	evs := s.events(j, ds)
	if err := s.dlog.AppendBatch(ctx, evs); err != nil {
		return nil, err
	}
	return eventIDs(evs), nil
}

// events are the decision-log entries of the decisions ds of job j.
func (s *Service) events(j *job, ds []policies.Decision) []*policies.EventV1 {
	meta := policies.EventMeta{Tenant: j.c.Tenant, Session: j.sid, Labels: s.labels}
	if j.rec != nil {
		meta.RunID = j.rec.ID
	}
	if j.facts != nil {
		meta.AnalyzerVersion = analyzer.Version
	}
	evs := make([]*policies.EventV1, len(ds))
	for i, d := range ds {
		evs[i] = policies.NewEvent(d, meta)
	}
	return evs
}

// eventIDs are the decision ids of evs.
func eventIDs(evs []*policies.EventV1) []string {
	ids := make([]string, len(evs))
	for i, ev := range evs {
		ids[i] = ev.DecisionID
	}
	return ids
}
