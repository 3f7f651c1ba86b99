package gateway

import "github.com/sluice-gw/sluice/gateway/run"

// The JSON the API answers with, under the names clients of this package (cmd/sluice's bench,
// the end-to-end tests) decode it into; the run service defines them.
type (
	// Observation is what an agent receives from a run or a tool call.
	Observation = run.Observation
	// BudgetView tells the agent what it has left.
	BudgetView = run.BudgetView
	// Timings are the durations of a run's stages.
	Timings = run.Timings
)

// ErrTypeBudgetExhausted is the error_type of a run a budget stopped.
const ErrTypeBudgetExhausted = run.ErrTypeBudgetExhausted

// SessionBucket is the KV bucket of sessions and their counters.
const SessionBucket = run.SessionBucket
