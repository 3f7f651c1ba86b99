package run

import (
	"context"
	"time"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/gateway/internal/redact"
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
// step 8: what the run produced against what it declared), logs the decision with the run's
// id before acting on it, and returns what it withheld, one entry per artifact with its
// reasons joined, each redacted like a warning. A review that fails to evaluate or to be
// logged withholds every artifact. Flags are for auditors: they stay in the decision log and
// the run record.
func (s *Service) review(ctx context.Context, j *job, res executors.Result, st *redact.Stage, obs *Observation, passed []passedArtifact) []WithheldView {
	t := time.Now()
	defer func() { j.rec.Timings.ReviewUS = time.Since(t).Microseconds() }()
	in := s.input(j)
	in.Outcome = &policies.Outcome{
		Exit: string(res.Outcome), ErrorType: obs.ErrorType, Artifacts: make([]policies.ProducedArtifact, len(passed)),
		ArtifactsRefused: int64(st.Report().Dropped), StdoutBytes: res.StdoutBytes, StderrBytes: res.StderrBytes,
		DurationMS: res.Usage.WallMS,
	}
	for i, a := range passed {
		in.Outcome.Artifacts[i] = policies.ProducedArtifact{Name: a.name, Type: a.typ, Bytes: int64(len(a.content)), DatasetRows: a.datasetRows}
	}
	rv, d, err := j.eng.Review(ctx, in)
	ids, lerr := s.logDecisions(ctx, j, d)
	if lerr != nil {
		s.log.Error("review not logged; every artifact withheld", "run_id", j.rec.ID, "error", lerr)
		return withholdAll(passed, reasonReviewNotLogged)
	}
	s.logged(j, []policies.Decision{d}, ids, nil)
	if err != nil {
		s.log.Error("review failed; every artifact withheld", "run_id", j.rec.ID, "error", err)
		return withholdAll(passed, reasonReviewFailed)
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

// withholdAll withholds every artifact of passed for reason.
func withholdAll(passed []passedArtifact, reason string) []WithheldView {
	var out []WithheldView
	for _, a := range passed {
		out = append(out, WithheldView{Name: a.name, Reason: reason})
	}
	return out
}
