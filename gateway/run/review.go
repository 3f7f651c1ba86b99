package run

import (
	"context"
	"errors"
	"time"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/gateway/internal/redact"
	"github.com/sluice-gw/sluice/gateway/internal/state"
	"github.com/sluice-gw/sluice/policies"
)

// passedArtifact is an artifact the redaction stage accepted, cleaned, before review.
type passedArtifact struct {
	name, typ string
	content   []byte
	// datasetRows counts the dataset's rows the artifact reproduces, as the stage reports it.
	datasetRows int64
}

// Reasons of a review that failed: every artifact is withheld (fail closed).
const (
	reasonReviewFailed    = "the review of this run's artifacts could not be decided, so none is returned"
	reasonReviewNotLogged = "the review of this run's artifacts could not be logged, so none is returned"
)

// review asks sluice.review which of the artifacts that passed the stage come back (DESIGN.md
// step 8: what the run produced against what it declared) and returns what it withheld, one
// entry per artifact with its reasons joined, each redacted like a warning. A review that
// fails to evaluate withholds every artifact. The decision is logged with the run's id by an
// append that runs while the job goes on to keep the returned artifacts and settle its
// counters; awaitReview waits for it before the run record or the observation names any
// artifact, and withholds everything when it failed. Flags are for auditors: they stay in the
// decision log and the run record.
func (s *Service) review(ctx context.Context, j *job, res executors.Result, st *redact.Stage, obs *Observation, passed []passedArtifact) []WithheldView {
	t := time.Now()
	in := s.input(j)
	in.Outcome = &policies.Outcome{
		Exit: string(res.Outcome), ErrorType: obs.ErrorType, Artifacts: make([]policies.ProducedArtifact, len(passed)),
		ArtifactsRefused: int64(st.Report().Dropped), StdoutBytes: res.StdoutBytes, StderrBytes: res.StderrBytes,
		DurationMS: res.Usage.WallMS,
	}
	p := &pendingReview{start: t, done: make(chan struct{})}
	for i, a := range passed {
		in.Outcome.Artifacts[i] = policies.ProducedArtifact{Name: a.name, Type: a.typ, Bytes: int64(len(a.content)), DatasetRows: a.datasetRows}
		p.names = append(p.names, a.name)
	}
	rv, d, err := j.eng.Review(ctx, in)
	p.ds = []policies.Decision{d}
	evs := s.events(j, p.ds)
	go func() {
		defer close(p.done)
		p.err = s.dlog.AppendBatch(ctx, evs)
		p.ids = eventIDs(evs)
		p.took = time.Since(p.start)
	}()
	j.review = p
	if err != nil {
		s.log.Error("review failed; every artifact withheld", "run_id", j.rec.ID, "error", err)
		return withholdAll(p.names, reasonReviewFailed)
	}
	var withheld []WithheldView
	for _, a := range passed {
		var reason string
		for _, w := range rv.Withheld {
			if w.Name != a.name {
				continue
			}
			if reason != "" {
				reason += "; "
			}
			reason += w.Reason
		}
		if reason != "" {
			withheld = append(withheld, WithheldView{Name: a.name, Reason: st.Text("warning", reason, 0)})
		}
	}
	return withheld
}

// pendingReview is a review whose decision is being appended to the decision log.
type pendingReview struct {
	// ds is the review's decision, names the artifacts it judged.
	ds    []policies.Decision
	names []string
	start time.Time
	done  chan struct{}
	// Set once done is closed: the decision's id, the append's error, and the time from the
	// review's start to the append's end.
	ids  []string
	err  error
	took time.Duration
}

// awaitReview waits for the review of job j to be logged and records it in the run record.
// When the log failed, nothing may act on the review: every artifact it judged is withheld,
// and those already kept are deleted.
func (s *Service) awaitReview(ctx context.Context, j *job, out *outcome) {
	p := j.review
	if p == nil {
		return
	}
	<-p.done
	j.rec.Timings.ReviewUS = p.took.Microseconds()
	if p.err == nil {
		s.logged(j, p.ds, p.ids, nil)
		return
	}
	s.log.Error("review not logged; every artifact withheld", "run_id", j.rec.ID, "error", p.err)
	for _, a := range j.rec.Artifacts {
		if err := s.store.artifacts.Delete(context.WithoutCancel(ctx), a.Key); err != nil && !errors.Is(err, state.ErrNotFound) {
			s.log.Warn("withheld artifact not deleted", "key", a.Key, "error", err)
		}
	}
	j.rec.Artifacts, out.obs.Artifacts = nil, nil
	out.obs.Withheld = withholdAll(p.names, reasonReviewNotLogged)
}

// withholdAll withholds every artifact of names for reason.
func withholdAll(names []string, reason string) []WithheldView {
	var out []WithheldView
	for _, n := range names {
		out = append(out, WithheldView{Name: n, Reason: reason})
	}
	return out
}
