package warm

import (
	"context"
	"errors"
	"time"
)

// Run is what Supervise needs of one started sandbox running its one job. The executor owns
// the channels and functions; Supervise owns the order in which they are acted on.
type Run[R any] struct {
	// Exit delivers the sandbox's end once (the wait error, nil for a clean exit).
	Exit <-chan error
	// Ready is closed when the harness has announced itself (its imports are done). For a
	// pooled sandbox it is usually closed already when Supervise starts.
	Ready <-chan struct{}
	// Report delivers what the report channel carried, once, when it reached its end.
	Report <-chan R
	// Startup bounds the time until Ready; Timeout is the run's own limit, counted from Ready
	// (or from the start of Supervise when Ready is already closed: the job was just sent).
	Startup, Timeout time.Duration
	// ExitGrace is how long the harness gets to exit once OnReport returned; KillWait how long
	// Supervise waits for the exit after Kill before it gives up on the sandbox.
	ExitGrace, KillWait time.Duration
	// OnReport runs once, in Supervise's goroutine, when the report came: it collects the
	// artifacts (unless stopped is true: the run timed out or was cancelled) and then either
	// lets the harness go (closes its stdin) and returns false, or has everything the run's
	// result needs and returns true: Supervise then returns at once, with Finished set, and
	// the caller ends the sandbox (the exit is not waited for).
	OnReport func(rep R, stopped bool) (finished bool)
	// Kill kills every process of the sandbox. It may be called more than once.
	Kill func()
}

// Facts is how a supervised run ended, as the executor needs it to classify the outcome.
type Facts[R any] struct {
	// ExitErr is the wait error Exit delivered, or ErrAbandoned.
	ExitErr error
	// Report is what Report delivered, when GotReport.
	Report    R
	GotReport bool
	// Started: the harness announced itself (or reported, which implies it).
	Started bool
	// TimedOut: the run's limit, the start-up allowance or ctx's deadline ran out.
	TimedOut bool
	// Cancelled: ctx was cancelled for another reason than its deadline.
	Cancelled bool
	// Finished: OnReport had everything and Supervise returned before the sandbox exited;
	// ExitErr is nil then.
	Finished bool
	// ReadyAt is when the harness was seen ready (the start of Supervise for a pooled sandbox
	// that was ready before); ReportAt when the report came.
	ReadyAt, ReportAt time.Time

	graceKilled bool // the exit grace ran out and the sandbox was killed for it
}

// Overdue reports whether the sandbox was killed only because it had not exited ExitGrace
// after its report: no timeout, no cancellation. Its harness had finished the run by then (a
// loaded host makes exits slow), so a valid report, not the kill, says how the run ended,
// exactly as when Supervise returns Finished.
func (f Facts[R]) Overdue() bool { return f.graceKilled && !f.TimedOut && !f.Cancelled }

// ErrAbandoned is Facts.ExitErr when the sandbox did not end within KillWait after it was
// killed: the executor stops waiting rather than hang, and destroys what is left.
var ErrAbandoned = errors.New("sandbox did not exit after it was killed")

// Supervise runs the loop every executor shares: start-up allowance until the harness is
// ready, then the run's own limit; the report, then the exit grace; cancellation and timeouts
// kill the sandbox; a sandbox that outlives its kill is abandoned after KillWait. It returns
// once the sandbox has exited (or was abandoned), or once OnReport says the run is finished.
// Cancelling ctx kills the sandbox.
func Supervise[R any](ctx context.Context, r Run[R]) Facts[R] {
	var f Facts[R]
	timer := time.NewTimer(r.Startup)
	defer timer.Stop()
	var grace, giveUp <-chan time.Time
	timerC, ctxDone, readyC, reportC := timer.C, ctx.Done(), r.Ready, r.Report
	kill := func() {
		r.Kill()
		if giveUp == nil {
			giveUp = time.After(r.KillWait)
		}
	}
	for {
		select {
		case f.ExitErr = <-r.Exit:
			return f
		case <-readyC:
			readyC, f.Started, f.ReadyAt = nil, true, time.Now()
			if !f.TimedOut && !f.Cancelled {
				timer.Reset(r.Timeout)
			}
		case f.Report = <-reportC:
			reportC, f.GotReport, f.ReportAt = nil, true, time.Now()
			if !f.Started {
				f.Started, f.ReadyAt = true, f.ReportAt
			}
			if r.OnReport(f.Report, f.TimedOut || f.Cancelled) {
				f.Finished = true
				return f
			}
			grace = time.After(r.ExitGrace)
		case <-timerC:
			timerC, f.TimedOut = nil, true
			kill()
		case <-ctxDone:
			ctxDone = nil
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				f.TimedOut = true
			} else {
				f.Cancelled = true
			}
			kill()
		case <-grace:
			grace, f.graceKilled = nil, true
			kill()
		case <-giveUp:
			f.ExitErr = ErrAbandoned
			return f
		}
	}
}
